// The merchant tools under /member/merchant/*.
import { Trans } from '@lingui/react/macro';
import { LoadingState, NotFoundState } from '@storefront/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ProductListPage } from './product-list/product-list-page';
import { ProfilePage } from './profile/profile-page';
import { OrderListPage } from './order-list/order-list-page';
import { OrderDetailRoute } from './order-detail/order-detail-route';

// The product editor (with lexical and sortablejs) loads only when it is opened.
const ProductEditorPage = lazy(() => import('./product-editor/product-editor-page').then((m) => ({ default: m.ProductEditorPage })));
const editor = (
  <Suspense fallback={<LoadingState />}>
    <ProductEditorPage />
  </Suspense>
);

export function MerchantRoutes() {
  return (
    <Routes>
      <Route index element={<ProfilePage />} />
      <Route path="products" element={<ProductListPage />} />
      <Route path="newproduct" element={editor} />
      <Route path="product/:productid" element={editor} />
      <Route path="orders" element={<OrderListPage />} />
      <Route path="order/:orderid" element={<OrderDetailRoute />} />
      <Route path="*" element={<NotFoundState backTo="/member/merchant/products" backLabel={<Trans>回到商品管理</Trans>} />} />
    </Routes>
  );
}
