// Goes to a path of the site (such as a return URL). On the shell the router handles it; on a
// remote's standalone page the router lives under its own base path and knows only its own
// screens, so a site path is a full-page navigation there.
import { useCallback } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

export function useSiteNavigate(): (path: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const basename = useHref('/');
  return useCallback(
    (path: string, options: { replace?: boolean } = {}) => {
      if (basename === '/') void navigate(path, options);
      else if (options.replace) window.location.replace(path);
      else window.location.assign(path);
    },
    [basename, navigate],
  );
}
