// React DOM 19.3's browser() and the prerender option that reports it, which @types/react-dom 19.2
// does not declare yet (https://react.dev/reference/react-dom/browser). The server render aborts
// with browser() what is not ready at once (render-first-screen.tsx).
import 'react-dom';
import 'react-dom/static';

declare module 'react-dom' {
  /** An opaque value: given to use(), or as the reason of an abort, it leaves the closest Suspense boundary to the browser. */
  export function browser(reason?: string | (() => unknown)): { readonly $$typeof: symbol };
}

declare module 'react-dom/static' {
  interface PrerenderOptions {
    /** Called for each boundary left to the browser on purpose (browser()), instead of onError. */
    onBrowserBailout?: (error: Error, errorInfo: { componentStack?: string }) => void;
  }
}
