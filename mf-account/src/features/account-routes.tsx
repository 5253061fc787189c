// The account screens under /member/*: login and registration, the member home, profile,
// billing/delivery details, wish list, points and the two applications. Screens that need a
// member send visitors to the login page with a return URL.
import { Trans } from '@lingui/react/macro';
import { NotFoundState } from '@storefront/ui';
import { Route, Routes } from 'react-router-dom';
import { DeliveryDetailPage } from './details/delivery-detail-page';
import { LoginPage } from './login/login-page';
import { MemberHomePage } from './member-home/member-home-page';
import { PointsPage } from './points/points-page';
import { ProfilePage } from './profile/profile-page';
import { RegisterPage } from './register/register-page';
import { MemberUpgradePage } from './upgrade/member-upgrade-page';
import { MerchantUpgradePage } from './upgrade/merchant-upgrade-page';
import { WishlistPage } from './wishlist/wishlist-page';
import './account.css';

export function AccountRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="register" element={<RegisterPage />} />
      <Route index element={<MemberHomePage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="deliverydetail" element={<DeliveryDetailPage />} />
      <Route path="wishlist" element={<WishlistPage />} />
      <Route path="points" element={<PointsPage />} />
      <Route path="memberupgrade" element={<MemberUpgradePage />} />
      <Route path="merchantupgrade" element={<MerchantUpgradePage />} />
      <Route path="*" element={<NotFoundState backTo="/member" backLabel={<Trans>回到會員中心</Trans>} />} />
    </Routes>
  );
}
