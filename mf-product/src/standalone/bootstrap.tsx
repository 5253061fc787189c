// The product page alone on a host page: the slug, platform id and referral code come from the
// mount element; /products/:slug also works for QA navigation.
import { mountStandalone } from '@storefront/ui';
import { Route, Routes, useParams } from 'react-router-dom';
import ExposedProductPage from '../exposes/product-page';

function ProductBySlug({ fallbackSlug }: { fallbackSlug: string }) {
  const { slug } = useParams();
  return <ExposedProductPage slug={slug ?? fallbackSlug} />;
}

mountStandalone((host) => (
  <Routes>
    <Route path="/products/:slug" element={<ProductBySlug fallbackSlug={host.productSlug ?? ''} />} />
    <Route
      path="*"
      element={
        <ExposedProductPage slug={host.productSlug ?? ''} productPlatformId={host.productPlatformId} referralCode={host.referralCode} />
      }
    />
  </Routes>
));
