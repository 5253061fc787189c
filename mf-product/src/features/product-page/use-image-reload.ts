// After a variation change the gallery shows its loading look for 500 ms (the specification's
// image reload), so a shopper sees that the pictures belong to the new model.
import { useEffect, useRef, useState } from 'react';

export const IMAGE_RELOAD_MS = 500;

export function useImageReload(modelKey: number): boolean {
  const [reloading, setReloading] = useState(false);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    setReloading(true);
    const timer = setTimeout(() => setReloading(false), IMAGE_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [modelKey]);
  return reloading;
}
