// The merchant tools alone on a stand-in host page, under /member/merchant/* as on the shell.
import { mountStandalone } from '@storefront/ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import ExposedMerchantApp from '../exposes/merchant-app';

mountStandalone(() => (
  <Routes>
    <Route path="/member/merchant/*" element={<ExposedMerchantApp />} />
    <Route path="*" element={<Navigate to="/member/merchant/products" replace />} />
  </Routes>
));
