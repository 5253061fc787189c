// The member centre's dashboard (one call, GET /api/member/summary): the orders in each stage
// (待付款, 待出貨, 運送中, 退貨/退款), each linking to the order history filtered the same way; the
// Z points balance; the wish list's size; and the latest order with its first product's picture.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, type OrderStage } from '@storefront/contracts';
import type { MemberSummaryResponse } from '@storefront/contracts/member';
import { Button, LinkButton, Price, Spinner, api, useApiData, useLanguage, Link } from '@storefront/ui';
import { OrderFirstProduct, OrderStatusLabel } from '@storefront/ui/orders';

export function MemberSummary() {
  const { t } = useLingui();
  const summary = useApiData((signal) => api().call('memberSummary', { signal }), []);
  if (summary.state === 'loading') {
    return (
      <div className="account-dashboard__state" role="status" aria-live="polite">
        <Spinner /> <Trans>載入會員摘要…</Trans>
      </div>
    );
  }
  if (summary.state === 'error') {
    return (
      <div className="account-dashboard__state" role="alert">
        <p className="sf-form__error">
          <Trans>無法載入訂單與點數摘要</Trans>
        </p>
        <Button variant="secondary" size="small" onClick={summary.reload}>
          <Trans>重試</Trans>
        </Button>
      </div>
    );
  }
  const data = summary.data;
  const stages: { stage: OrderStage; name: string }[] = [
    { stage: 'awaitingPayment', name: t`待付款` },
    { stage: 'awaitingShipment', name: t`待出貨` },
    { stage: 'shipping', name: t`運送中` },
    { stage: 'returns', name: t`退貨／退款` },
  ];
  return (
    <div className="account-dashboard">
      <section className="account-card account-card--wide" aria-labelledby="my-orders-title">
        <div className="account-card__head">
          <h2 id="my-orders-title">
            <Trans>我的訂單</Trans>
          </h2>
          <Link to="/member/orders">
            <Trans>全部訂單</Trans>
          </Link>
        </div>
        <ul className="account-stages">
          {stages.map(({ stage, name }) => (
            <li key={stage}>
              <Link to={`/member/orders?group=${stage}`} className="account-stage" data-stage={stage}>
                <strong className="account-stage__count">{data.orderCounts[stage]}</strong>
                <span className="account-stage__name">{name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="account-card" aria-labelledby="points-balance-title">
        <h2 id="points-balance-title">
          <Trans>Z 紅利餘額</Trans>
        </h2>
        <p className="account-card__figure">
          <Trans>
            <strong data-testid="points-balance">{data.totalPoints}</strong> 點
          </Trans>
        </p>
        <Link to="/member/points">
          <Trans>查看點數紀錄</Trans>
        </Link>
      </section>
      <section className="account-card" aria-labelledby="wish-count-title">
        <h2 id="wish-count-title">
          <Trans>我的收藏</Trans>
        </h2>
        <p className="account-card__figure">
          <Trans>
            <strong data-testid="wish-count">{data.wishListCount}</strong> 件商品
          </Trans>
        </p>
        <Link to="/member/wishlist">
          <Trans>收藏清單</Trans>
        </Link>
      </section>
      <LatestOrder order={data.latestOrder} />
    </div>
  );
}

function LatestOrder({ order }: { order: MemberSummaryResponse['latestOrder'] }) {
  const lang = useLanguage();
  return (
    <section className="account-card account-card--wide" aria-labelledby="latest-order-title">
      <h2 id="latest-order-title">
        <Trans>最新訂單</Trans>
      </h2>
      {order ? (
        <div className="account-latest" data-testid="latest-order">
          <OrderFirstProduct title={order.productTitle} imageUrl={order.productImageUrl} moreProducts={order.moreProducts} size="card">
            <span className="account-latest__facts">
              <span>{order.orderStatementId}</span>
              <span>{formatDate(order.date, lang)}</span>
              <OrderStatusLabel status={order.status} />
              <Price amount={order.price} currencyType={order.currency} />
            </span>
          </OrderFirstProduct>
          <LinkButton size="small" to={`/member/order/${order.orderId}`}>
            <Trans>查看訂單</Trans>
            <span className="sf-visually-hidden"> {order.orderStatementId}</span>
          </LinkButton>
        </div>
      ) : (
        <div className="account-latest account-latest--none">
          <p>
            <Trans>您還沒有任何訂單</Trans>
          </p>
          <LinkButton size="small" variant="primary" to="/">
            <Trans>去逛逛</Trans>
          </LinkButton>
        </div>
      )}
    </section>
  );
}
