// Catches a remote that throws while rendering, so only its area falls back.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

type Props = {
  remote: string;
  onRetry: () => void;
  /** told after the fallback took the area's place */ onCaught?: () => void;
  children: ReactNode;
};

export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remote] ${this.props.remote} threw while rendering`, error, info.componentStack);
    this.props.onCaught?.();
  }

  override render() {
    if (this.state.failed) return <RemoteFallback onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
