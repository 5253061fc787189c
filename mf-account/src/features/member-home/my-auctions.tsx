// The member home's notice of the running auctions the member bid on: for each, whether their
// bid leads or was outbid, the price now and their own bid, linked to the product page (to bid
// again). Nothing shows while none is running; a failed load says so with a retry.
import { Trans, useLingui } from '@lingui/react/macro';
import { BID_STANDING, type MemberAuction } from '@storefront/contracts';
import { Button, Price, api, useApiData, Link } from '@storefront/ui';
import { productPath } from '../../shared/product-path';

export function MyAuctions() {
  const { t } = useLingui();
  const auctions = useApiData(
    (signal) =>
      api()
        .call('memberAuctions', { signal })
        .then((r) => r.auctions),
    [],
  );
  if (auctions.state === 'loading') return null;
  if (auctions.state === 'error') {
    return (
      <section className="account-auctions" aria-label={t`我的競標`}>
        <p className="sf-form__error">
          <Trans>無法載入競標狀態</Trans>{' '}
          <Button variant="text" onClick={auctions.reload}>
            <Trans>重試</Trans>
          </Button>
        </p>
      </section>
    );
  }
  if (auctions.data.length === 0) return null;
  return (
    <section className="account-auctions" aria-labelledby="my-auctions-title">
      <h2 id="my-auctions-title">
        <Trans>我的競標</Trans>
      </h2>
      <ul className="account-auctions__list">
        {auctions.data.map((auction) => (
          <AuctionNotice key={auction.productId} auction={auction} />
        ))}
      </ul>
    </section>
  );
}

function AuctionNotice({ auction }: { auction: MemberAuction }) {
  const leading = auction.bidStanding === BID_STANDING.leading;
  return (
    <li className="account-auctions__item">
      <Link to={productPath(auction.slug)}>{auction.title}</Link>
      <strong className={`account-auctions__standing account-auctions__standing--${auction.bidStanding}`}>
        {leading ? <Trans>您是目前的最高出價者</Trans> : <Trans>您的出價已被超越</Trans>}
      </strong>
      <span className="account-auctions__prices">
        <Trans>目前價格</Trans> <Price amount={auction.currentPrice} currencyType={auction.currencyType} />
        {' · '}
        <Trans>您的出價</Trans> <Price amount={auction.myTopBid} currencyType={auction.currencyType} />
      </span>
    </li>
  );
}
