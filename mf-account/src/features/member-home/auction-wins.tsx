// 得標通知 on the member home: each auction the member won whose order waits for payment, with the
// winning price, the total with shipping, the deadline, a pay button (straight to the payment
// provider) and the order. After the deadline the order fails and the notice is gone.
import { Trans, useLingui } from '@lingui/react/macro';
import { CURRENCY_TYPE } from '@storefront/contracts';
import type { AuctionWinNotice } from '@storefront/contracts/member';
import { LinkButton, Price, useLanguage, Link } from '@storefront/ui';
import { PayAgainButton } from '@storefront/ui/orders';
import { deadlineText } from '../../shared/deadline-text';
import { productPath } from '../../shared/product-path';

// Auctions are sold in NT$ (the order the close creates is priced in the goods' currency).
const NTD = CURRENCY_TYPE.twd;

export function AuctionWins({ wins }: { wins: AuctionWinNotice[] }) {
  const { t } = useLingui();
  const lang = useLanguage();
  if (wins.length === 0) return null;
  return (
    <section className="account-wins" aria-labelledby="auction-wins-title">
      <h2 id="auction-wins-title">
        <Trans>得標通知</Trans>
      </h2>
      <ul className="account-wins__list">
        {wins.map((win) => {
          const deadline = deadlineText(win.payBy, lang);
          return (
            <li key={win.orderId} className="account-wins__item" data-testid="auction-win">
              <p className="account-wins__title">
                <Trans>
                  恭喜您得標 <Link to={productPath(win.slug)}>{win.productTitle}</Link>
                </Trans>
              </p>
              <p className="account-wins__prices">
                <Trans>得標價格</Trans> <Price amount={win.winningPrice} currencyType={NTD} />
                {' · '}
                <Trans>運費</Trans> <Price amount={win.shippingPrice} currencyType={NTD} />
                {' · '}
                <Trans>應付金額</Trans> <Price amount={win.totalPrice} currencyType={NTD} />
              </p>
              <p className="account-wins__deadline">
                <strong>{t`請於 ${deadline} 前完成付款，逾期訂單將失效。`}</strong>
              </p>
              <div className="account-wins__actions">
                <PayAgainButton orderId={win.orderId} label={t`前往付款`} />
                <LinkButton to={`/member/order/${win.orderId}`} aria-label={t`查看訂單 ${win.orderStatementId}`}>
                  <Trans>查看訂單 {win.orderStatementId}</Trans>
                </LinkButton>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
