// The merchant order list's filters and sort: status, month (yyyy-MM), the transfer refunds still
// to be made (waiting for the buyer's bank account, or for the merchant's transfer) and the order.
// They live in the URL (?status=&month=&refund=&sort=) so a filtered list can be reloaded, shared
// and navigated back to.
import { Trans, useLingui } from '@lingui/react/macro';
import { ORDER_STATUSES } from '@storefront/contracts';
import type { MerchantOrderRefundFilter, MerchantOrderSort } from '@storefront/contracts/merchant';
import { Field } from '@storefront/ui';
import { useOrderStatusText } from '@storefront/ui/orders';

type OrderFiltersProps = {
  status: string;
  month: string;
  refund: string;
  sort: MerchantOrderSort;
  /** Changed values ('' removes one). */
  onChange: (changes: Record<string, string>) => void;
};

export function OrderFilters({ status, month, refund, sort, onChange }: OrderFiltersProps) {
  const { t } = useLingui();
  const statusText = useOrderStatusText();
  const sorts: Record<MerchantOrderSort, string> = {
    newest: t`最新訂單`,
    oldest: t`最早訂單`,
    priceDesc: t`金額高到低`,
    priceAsc: t`金額低到高`,
  };
  const refunds: Record<MerchantOrderRefundFilter, string> = {
    awaitingAccount: t`等待買家提供退款帳戶`,
    awaitingTransfer: t`待匯款給買家`,
  };
  return (
    <form className="merchant-order-filters" aria-label={t`篩選訂單`} onSubmit={(event) => event.preventDefault()}>
      <Field label={t`訂單狀態`}>
        <select value={status} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">{t`全部狀態`}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={String(s)}>
              {statusText(s)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t`月份`}>
        <input type="month" value={month} onChange={(event) => onChange({ month: event.target.value })} />
      </Field>
      <Field label={t`退款`}>
        <select value={refund} onChange={(event) => onChange({ refund: event.target.value })}>
          <option value="">{t`全部訂單`}</option>
          {Object.entries(refunds).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t`排序`}>
        <select value={sort} onChange={(event) => onChange({ sort: event.target.value === 'newest' ? '' : event.target.value })}>
          {Object.entries(sorts).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      {status || month || refund ? (
        <button type="button" className="sf-button sf-button--link" onClick={() => onChange({ status: '', month: '', refund: '' })}>
          <Trans>清除篩選</Trans>
        </button>
      ) : null}
    </form>
  );
}
