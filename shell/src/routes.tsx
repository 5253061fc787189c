// The top-level routes (history mode, base '/'): which area of the page each path shows. Remote
// areas are keyed by route so that moving between remotes never renders one with another's props.
import { Route, Routes, useParams } from 'react-router-dom';
import { RemoteArea } from './federation/remote-area';
import { HomePage } from './home/home-page';
import { MembersOnly } from './members-only';
import { NotFoundPage } from './not-found/not-found-page';
import { EarnPointsPage } from './policies/earn-points-page';
import { ReturnPolicyPage } from './policies/return-policy-page';
import { TermsPage } from './policies/terms-page';

function ProductRoute() {
  const { slug = '' } = useParams();
  return <RemoteArea key="product" remote="mf_product" exposed="./ProductPage" props={{ slug }} />;
}

// Search, a category and a brand share mf-product's listing screen; its filters are in the URL.
function ListingRoute({ scope }: { scope: 'search' | 'category' | 'brand' }) {
  const { id = '' } = useParams();
  return (
    <RemoteArea
      key={`listing-${scope}`}
      remote="mf_product"
      exposed="./ListingPage"
      props={scope === 'search' ? { scope } : { scope, id }}
    />
  );
}

function OrderDetailRoute() {
  const { orderid = '' } = useParams();
  return <RemoteArea key="order-detail" remote="mf_orders" exposed="./OrderDetail" props={{ orderId: orderid }} />;
}

const VISITOR_ACCOUNT_PATHS = /^\/member\/(login|register)\/?$/;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/products/:slug" element={<ProductRoute />} />
      <Route path="/search" element={<ListingRoute scope="search" />} />
      <Route path="/category/:id" element={<ListingRoute scope="category" />} />
      <Route path="/brand/:id" element={<ListingRoute scope="brand" />} />
      <Route path="/cart/*" element={<RemoteArea key="cart" remote="mf_cart" exposed="./CartApp" props={{ view: 'cart' }} />} />
      <Route
        path="/checkout/*"
        element={
          <MembersOnly>
            <RemoteArea key="checkout" remote="mf_cart" exposed="./CartApp" props={{ view: 'checkout' }} />
          </MembersOnly>
        }
      />
      <Route
        path="/en/checkout/*"
        element={
          <MembersOnly>
            <RemoteArea key="checkout-en" remote="mf_cart" exposed="./CartApp" props={{ view: 'checkout' }} />
          </MembersOnly>
        }
      />
      <Route
        path="/member/orders"
        element={
          <MembersOnly>
            <RemoteArea key="orders" remote="mf_orders" exposed="./OrderList" />
          </MembersOnly>
        }
      />
      <Route
        path="/member/order/:orderid"
        element={
          <MembersOnly>
            <OrderDetailRoute />
          </MembersOnly>
        }
      />
      <Route
        path="/member/merchant/*"
        element={
          <MembersOnly>
            <RemoteArea key="merchant" remote="mf_merchant" exposed="./MerchantApp" />
          </MembersOnly>
        }
      />
      <Route
        path="/member/operator/*"
        element={
          <MembersOnly>
            <RemoteArea key="operator" remote="mf_merchant" exposed="./OperatorApp" />
          </MembersOnly>
        }
      />
      {/* Login and registration are the visitor's own; every other account screen is a member's. */}
      <Route
        path="/member/*"
        element={
          <MembersOnly except={VISITOR_ACCOUNT_PATHS}>
            <RemoteArea key="account" remote="mf_account" exposed="./AccountApp" />
          </MembersOnly>
        }
      />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/return" element={<ReturnPolicyPage />} />
      <Route path="/earnpoints" element={<EarnPointsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
