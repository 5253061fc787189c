// The account screens alone on a stand-in host page, under /member/* as on the shell.
import { mountStandalone } from '@storefront/ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import ExposedAccountApp from '../exposes/account-app';

mountStandalone(() => (
  <Routes>
    <Route path="/member/*" element={<ExposedAccountApp />} />
    <Route path="*" element={<Navigate to="/member/login" replace />} />
  </Routes>
));
