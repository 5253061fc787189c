// The one panel of a screen with nothing to show, a failure or a missing page: a picture, a
// message, an optional hint and a way on (one or more actions: buttons or link buttons).
import type { ReactNode } from 'react';
import { StateIllustration, type StateKind } from './state-illustration';

export type EmptyStateProps = {
  title: ReactNode;
  hint?: ReactNode;
  /** The way on: a LinkButton or Button, or a few of them. */
  action?: ReactNode;
  kind?: StateKind;
  /** An error is announced (role alert) and drawn in the danger colour. */
  tone?: 'neutral' | 'error';
  /** The title as the page's heading (a screen that is only this panel, such as not found). */
  titleLevel?: 1 | 2;
  children?: ReactNode;
};

export function EmptyState({ title, hint, action, kind = 'empty', tone = 'neutral', titleLevel, children }: EmptyStateProps) {
  const Title = titleLevel === 1 ? 'h1' : titleLevel === 2 ? 'h2' : 'p';
  return (
    <div className={tone === 'error' ? 'sf-state sf-state--error' : 'sf-state'} role={tone === 'error' ? 'alert' : undefined}>
      <StateIllustration kind={kind} />
      <Title className="sf-state__title">{title}</Title>
      {hint ? <p className="sf-state__hint">{hint}</p> : null}
      {action ? <div className="sf-state__actions">{action}</div> : null}
      {children}
    </div>
  );
}
