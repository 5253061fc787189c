// The auction panel: countdown (days, hours, minutes, kept live), the current price (highest bid
// or start amount), the bid count, and the bid form. A bid below current + step is refused with
// 出價金額不可低於 and the amount, without losing what was typed; a visitor is sent to log in;
// a successful bid shows 出價成功 and reloads the product from the server.
import { Trans, useLingui } from '@lingui/react/macro';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ApiError, currentAuctionPrice, formatPrice, isValidBid, minimumBid, type ProductDetail } from '@storefront/contracts';
import { Button, Field, Price, api, notify, useLanguage } from '@storefront/ui';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { AUCTION_TITLE_ID } from './auction-title-id';
import { AuctionCountdown } from './auction-countdown';
import { useLoginRedirect } from './use-login-redirect';

type BidForm = { price: number };

/** The amount in a server refusal ("出價金額不可低於 3600"): someone may have outbid us meanwhile. */
function refusedMinimum(error: ApiError, fallback: number): number {
  const match = /(\d+)\s*$/.exec(error.msg ?? '');
  return match ? Number(match[1]) : fallback;
}

export function AuctionPanel({ product, onBid }: { product: ProductDetail; onBid: () => void }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const toLogin = useLoginRedirect();
  const current = currentAuctionPrice(product.auctionRecords, product.startAuctionAmount);
  const localMinimum = minimumBid(current, product.minAuctionPrice);
  const [minimum, setMinimum] = useState(localMinimum);
  const [ended, setEnded] = useState(false);
  const markEnded = useCallback(() => setEnded(true), []);
  const schema = v.object({
    price: v.custom<number>((value) => typeof value === 'number' && isValidBid(value, minimum, 0), 'bidTooLow'),
  });
  const { register, handleSubmit, setError, formState } = useForm<BidForm>({ resolver: valibotResolver(schema) });
  const bidCount = product.auctionRecords?.length ?? 0;
  const money = (amount: number) => formatPrice(amount, { lang, currencyType: product.currencyType ?? undefined, freeLabel: t`免費` });

  const submit = handleSubmit(async ({ price }) => {
    try {
      await api().call('productAddAuction', { body: { productId: product.productId, price } });
      notify({ title: t`通知`, text: t`出價成功` });
      onBid();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) toLogin();
      else if (error instanceof ApiError && error.issues?.some((issue) => issue.key === 'bidTooLow')) {
        const next = refusedMinimum(error, localMinimum);
        setMinimum(next);
        setError('price', { type: 'server', message: 'bidTooLow' });
      } else if (error instanceof ApiError) window.alert(`status:${error.status} error:${error.title}`);
      else console.error(error);
    }
  });

  return (
    <section className="product-page__auction" aria-labelledby={AUCTION_TITLE_ID}>
      <h2 id={AUCTION_TITLE_ID} className="product-page__section-title">
        <Trans>競標</Trans>
      </h2>
      <AuctionCountdown endDate={product.endAuctionDate} onEnd={markEnded} />
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
      {ended ? null : (
        <form className="product-page__bid-form" onSubmit={submit} noValidate>
          <Field label={<Trans>出價金額</Trans>} required error={formState.errors.price ? t`出價金額不可低於 ${money(minimum)}` : undefined}>
            <input type="number" inputMode="numeric" min={minimum} step={1} placeholder={String(minimum)} {...register('price', { valueAsNumber: true })} />
          </Field>
          <Button type="submit" variant="primary" busy={formState.isSubmitting}>
            <Trans>出價</Trans>
          </Button>
        </form>
      )}
      <p className="product-page__points-note">
        <Trans>得標後結帳可使用 Z 紅利折抵，依商品設定的點數上限折抵。</Trans>
      </p>
    </section>
  );
}
