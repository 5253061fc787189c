// What changed since the buyer was shown the lines, line by line, when the checkout refused the
// orders (nothing was created): a line no longer for sale, a new price (shown against the one
// the buyer saw), or not enough stock (how many are left).
import { Trans } from '@lingui/react/macro';
import { CHECKOUT_LINE_CHANGE } from '@storefront/contracts/checkout';
import type { CartItem } from '@storefront/contracts';
import { Price } from '@storefront/ui';
import type { CheckoutLine } from './use-checkout-lines';

export interface LineChange {
  key: string;
  item: CartItem;
  shownPrice: number;
}

function ChangeText({ change, now, currencyType }: { change: LineChange; now: CheckoutLine | undefined; currencyType: number }) {
  const left = Math.max(0, now?.quote?.inventory ?? 0);
  if (change.key === CHECKOUT_LINE_CHANGE.unavailable || now?.quote?.available === false) {
    return <Trans>已下架或無法購買，請回購物車移除</Trans>;
  }
  if (change.key === CHECKOUT_LINE_CHANGE.stock) {
    return left === 0 ? <Trans>已售完</Trans> : <Trans>庫存不足，僅剩 {left} 件</Trans>;
  }
  return (
    <Trans>
      價格由 <Price amount={change.shownPrice} currencyType={currencyType} /> 變為{' '}
      <Price amount={now?.quote?.price ?? change.shownPrice} currencyType={currencyType} />
    </Trans>
  );
}

export function LineChanges({
  changes,
  lines,
  currencyType,
}: {
  changes: readonly LineChange[];
  lines: readonly CheckoutLine[];
  currencyType: number;
}) {
  return (
    <div className="checkout__changes" role="alert" data-testid="line-changes">
      <p>
        <Trans>部分商品的價格或庫存已變動，訂單尚未成立。請確認以下變動後再送出：</Trans>
      </p>
      <ul>
        {changes.map((change) => {
          const { item } = change;
          const now = lines.find(
            (l) => l.item.productModelId === item.productModelId && l.item.parentProductModelId === item.parentProductModelId,
          );
          return (
            <li key={`${item.productModelId}-${item.parentProductModelId ?? 'main'}`}>
              <strong>
                {item.title} {item.modelTitle}
              </strong>
              ：<ChangeText change={change} now={now} currencyType={currencyType} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
