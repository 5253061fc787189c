// The auction panel: countdown (days, hours, minutes, kept live), the current price (highest bid
// or start amount), the bid count, where the logged-in member's own bid stands (leading or
// outbid), and the bid form. An empty bid asks for an amount, a bid with cents asks for whole
// NT$, a bid below current + step is refused with 出價金額不可低於 and the amount, each under the
// field without losing what was typed; any other refusal of the server is said under the form; a
// visitor is sent to log in; a successful bid shows 出價成功 and reloads the product. Once the
// auction has closed, the result (auction-result.tsx) stands in for the countdown and the form.
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, BID_STANDING, currentAuctionPrice, formatPrice, minimumBid, type ProductDetail } from '@storefront/contracts';
import { Button, Field, FormFailure, Price, api, notify, useLanguage, useValidationText } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { useCallback, useState } from 'react';
import * as v from 'valibot';
import { AUCTION_TITLE_ID } from './auction-title-id';
import { AuctionCountdown } from './auction-countdown';
import { AuctionResult } from './auction-result';
import { useLoginRedirect } from './use-login-redirect';

/** The amount in a server refusal ("出價金額不可低於 3600"): someone may have outbid us meanwhile. */
function refusedMinimum(error: ApiError, fallback: number): number {
  const match = /(\d+)\s*$/.exec(error.msg ?? '');
  return match ? Number(match[1]) : fallback;
}

export function AuctionPanel({ product, onBid }: { product: ProductDetail; onBid: () => void }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const validationText = useValidationText();
  const toLogin = useLoginRedirect();
  const current = currentAuctionPrice(product.auctionRecords, product.startAuctionAmount);
  const localMinimum = minimumBid(current, product.minAuctionPrice);
  const [minimum, setMinimum] = useState(localMinimum);
  const [ended, setEnded] = useState(false);
  const markEnded = useCallback(() => setEnded(true), []);
  // An empty number input reads as NaN: that asks for an amount, not for a higher one.
  const schema = v.object({
    price: v.pipe(
      v.custom<number>((value) => typeof value === 'number' && !Number.isNaN(value), 'required'),
      v.integer('integer'),
      v.check((value) => value >= minimum, 'bidTooLow'),
    ),
  });
  const { register, submit, failure, setFailure, formState } = useEndpointForm({
    schema,
    send: async ({ price }) => {
      await api().call('productAddAuction', { body: { productId: product.productId, price } });
      notify({ title: t`通知`, text: t`出價成功` });
      onBid();
    },
    // The price's refusals are said under the field (a higher minimum with the amount the server
    // names), a visitor goes to log in: the form's line only for the others.
    onFailure: (error) => {
      if (!(error instanceof ApiError)) return;
      const priceIssue = error.issues.find((issue) => issue.path === 'price');
      if (error.status === 401) toLogin();
      if (priceIssue?.key === 'bidTooLow') setMinimum(refusedMinimum(error, localMinimum));
      if (error.status === 401 || priceIssue) setFailure(null);
    },
  });
  const bidCount = product.auctionRecords?.length ?? 0;
  const money = (amount: number) => formatPrice(amount, { lang, currencyType: product.currencyType ?? undefined, freeLabel: t`免費` });
  const priceError = (key: string | undefined): string => {
    if (key === 'required') return t`請輸入出價金額`;
    if (key === 'integer') return t`出價金額須為整數`;
    if (key === 'bidTooLow') return t`出價金額不可低於 ${money(minimum)}`;
    return validationText(key);
  };

  return (
    <section className="product-page__auction" aria-labelledby={AUCTION_TITLE_ID}>
      <h2 id={AUCTION_TITLE_ID} className="product-page__section-title">
        <Trans>競標</Trans>
      </h2>
      {product.auctionEnded ? <AuctionResult product={product} /> : <AuctionCountdown endDate={product.endAuctionDate} onEnd={markEnded} />}
      {product.auctionEnded ? null : (
        <dl className="product-page__auction-facts">
          <div>
            <dt>
              <Trans>目前價格</Trans>
            </dt>
            <dd aria-label={t`目前價格`} data-testid="auction-current-price">
              <Price amount={current} currencyType={product.currencyType} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>出價次數</Trans>
            </dt>
            <dd>{bidCount}</dd>
          </div>
        </dl>
      )}
      <BidStandingNote product={product} money={money} />
      {ended || product.auctionEnded ? null : (
        <form className="product-page__bid-form" onSubmit={submit} noValidate>
          <Field
            label={<Trans>出價金額</Trans>}
            required
            error={formState.errors.price ? priceError(formState.errors.price.message) : undefined}
          >
            <input
              type="number"
              inputMode="numeric"
              min={minimum}
              step={1}
              placeholder={String(minimum)}
              {...register('price', { valueAsNumber: true })}
            />
          </Field>
          <Button type="submit" variant="primary" busy={formState.isSubmitting}>
            <Trans>出價</Trans>
          </Button>
          <FormFailure failure={failure} className="sf-form__error product-page__bid-failure" />
        </form>
      )}
      <p className="product-page__points-note">
        <Trans>得標後結帳可使用 Z 紅利折抵，依商品設定的點數上限折抵。</Trans>
      </p>
    </section>
  );
}

/**
 * Where the logged-in member's own bid stands, as the server says (never who the others are). A
 * live region that is always there, so a change after a bid or a reload is read out.
 */
function BidStandingNote({ product, money }: { product: ProductDetail; money: (amount: number) => string }) {
  const { t } = useLingui();
  const mine = product.myTopBid;
  let text: string | null = null;
  if (product.bidStanding === BID_STANDING.leading) {
    text = mine != null ? t`您是目前的最高出價者（您的出價 ${money(mine)}）` : t`您是目前的最高出價者`;
  } else if (product.bidStanding === BID_STANDING.outbid) {
    text = mine != null ? t`您的出價 ${money(mine)} 已被超越` : t`您的出價已被超越`;
  }
  return (
    <p
      className={`product-page__bid-standing${product.bidStanding ? ` product-page__bid-standing--${product.bidStanding}` : ''}`}
      role="status"
      data-testid="bid-standing"
    >
      {text}
    </p>
  );
}
