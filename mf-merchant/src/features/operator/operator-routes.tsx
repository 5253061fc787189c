// The marketplace operator's review desk under /member/operator/*: the product queue (index), one
// product's review, and the member and partner applications.
import { Trans } from '@lingui/react/macro';
import { NotFoundState } from '@storefront/ui';
import { Route, Routes } from 'react-router-dom';
import { ApplicationQueuePage } from './application-queue-page';
import { ProductQueuePage } from './product-queue-page';
import { ProductReviewPage } from './product-review-page';
import './operator.css';

export const OPERATOR_BASE = '/member/operator';

export function OperatorRoutes() {
  return (
    <Routes>
      <Route index element={<ProductQueuePage />} />
      <Route path="product/:productId" element={<ProductReviewPage />} />
      <Route path="applications" element={<ApplicationQueuePage />} />
      <Route path="*" element={<NotFoundState backTo={OPERATOR_BASE} backLabel={<Trans>回到商品審核</Trans>} />} />
    </Routes>
  );
}
