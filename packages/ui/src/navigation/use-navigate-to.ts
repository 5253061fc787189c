// The navigation helper of both specifications: go to a path only when it is non-empty and
// differs from the current one, so repeated clicks do not stack identical history entries.
import { shouldNavigate } from '@storefront/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function useNavigateTo(): (path: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (path: string) => {
      if (shouldNavigate(location.pathname + location.search, path)) void navigate(path);
    },
    [navigate, location.pathname, location.search],
  );
}
