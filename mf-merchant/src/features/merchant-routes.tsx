// The merchant tools under /member/merchant/*.
import { Trans } from '@lingui/react/macro';
import { EmptyState } from '@storefront/ui';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { ProductListPage } from './product-list/product-list-page';

export function MerchantRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="products" replace />} />
      <Route path="products" element={<ProductListPage />} />
      <Route
        path="*"
        element={
          <EmptyState
            title={<Trans>找不到這個頁面</Trans>}
            action={
              <Link to="/member/merchant/products">
                <Trans>回到商品管理</Trans>
              </Link>
            }
          />
        }
      />
    </Routes>
  );
}
