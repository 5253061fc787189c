// Tells the server a product page was opened (productPageView): a logged-in member earns the
// product's view points once a day, and a share link's r earns its sharer promote points once
// per visitor and day. Once per page opened; only the r of this visit's own link counts (a code
// remembered from an earlier visit earns nothing again).
import { api } from '@storefront/ui';
import { useEffect } from 'react';

export function usePageView(productId: number | null, linkReferral: string | null): void {
  useEffect(() => {
    if (productId === null) return;
    api()
      .call('productPageView', { body: { productId, ...(linkReferral ? { r: linkReferral } : {}) } })
      // Best effort: a view that is not recorded earns nothing and shows the shopper nothing.
      .catch(() => undefined);
  }, [productId, linkReferral]);
}
