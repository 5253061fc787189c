// The router's location after React adopted the server's page: the same as the browser's URL, even
// when the visitor pressed back or forward while the page was still being adopted.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A back or forward pressed while React was still adopting the server's page goes unheard: the
 * router reads the URL when it renders but listens only once the page is committed, and adoption
 * runs in slices with the browser's events in between. The URL then names one page while the screen
 * shows another. Once the router listens, a URL it did not render is told to it as the history
 * move it missed.
 */
export function CatchUpWithHistory() {
  const rendered = useLocation();
  const { pathname, search, hash } = rendered;
  useEffect(() => {
    const here = window.location;
    if (here.pathname !== pathname || here.search !== search || here.hash !== hash) {
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
    }
    // Once, after the first commit: later moves reach the router itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
