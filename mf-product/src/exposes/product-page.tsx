// Exposed to hosts as mf_product/ProductPage: the product detail page of one product.
import { AppI18nProvider } from '@storefront/ui';
import { loadAuctionPanel } from '../features/product-page/auction-area';
import { AUCTION_TITLE_ID } from '../features/product-page/auction-title-id';
import { ProductPage, type ProductPageProps } from '../features/product-page/product-page';
import { catalogs } from '../locales/catalogs';

export default function ExposedProductPage(props: ProductPageProps) {
  return (
    <AppI18nProvider catalogs={catalogs}>
      <ProductPage {...props} />
    </AppI18nProvider>
  );
}

/**
 * Called by a host before it adopts the page the server rendered: the code that page's HTML
 * needs and that loads on demand (an auction's panel) comes first.
 */
export function beforeAdoption(): Promise<unknown> | undefined {
  return document.getElementById(AUCTION_TITLE_ID) ? loadAuctionPanel() : undefined;
}
