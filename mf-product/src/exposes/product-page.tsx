// Exposed to hosts as mf_product/ProductPage: the product detail page of one product.
import { AppI18nProvider } from '@storefront/ui';
import { ProductPage, type ProductPageProps } from '../features/product-page/product-page';
import { catalogs } from '../locales/catalogs';

export default function ExposedProductPage(props: ProductPageProps) {
  return (
    <AppI18nProvider catalogs={catalogs}>
      <ProductPage {...props} />
    </AppI18nProvider>
  );
}
