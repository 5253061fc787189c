// The account screens under /member/*. Screens that need a member send visitors to the login page
// with a return URL.
import { Trans } from '@lingui/react/macro';
import { EmptyState } from '@storefront/ui';
import { Link, Route, Routes } from 'react-router-dom';
import { LoginPage } from './login/login-page';
import { MemberHomePage } from './member-home/member-home-page';

export function AccountRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route index element={<MemberHomePage />} />
      <Route
        path="*"
        element={
          <EmptyState
            title={<Trans>找不到這個頁面</Trans>}
            action={
              <Link to="/member">
                <Trans>回到會員中心</Trans>
              </Link>
            }
          />
        }
      />
    </Routes>
  );
}
