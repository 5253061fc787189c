// The merchant order list's filters and sort: status, month (yyyy-MM), the transfer refunds still
// to be made (waiting for the buyer's bank account, or for the merchant's transfer) and the order.
// They live in the URL (?status=&month=&refund=&sort=) so a filtered list can be reloaded, shared
// and navigated back to.
import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUSES } from '@storefront/contracts';
import type { MerchantOrderRefundFilter, MerchantOrderSort } from '@storefront/contracts/merchant';
import { Field } from '@storefront/ui';
import { FilterBar, FilterSelect, SortSelect } from '@storefront/ui/lists';
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
    <FilterBar label={t`篩選訂單`} onClear={status || month || refund ? () => onChange({ status: '', month: '', refund: '' }) : undefined}>
      <FilterSelect
        label={t`訂單狀態`}
        value={status}
        allLabel={t`全部狀態`}
        options={ORDER_STATUSES.map((s) => ({ value: String(s), label: statusText(s) }))}
        onChange={(value) => onChange({ status: value })}
      />
      <Field label={t`月份`}>
        <input type="month" value={month} onChange={(event) => onChange({ month: event.target.value })} />
      </Field>
      <FilterSelect
        label={t`退款`}
        value={refund}
        allLabel={t`全部訂單`}
        options={Object.entries(refunds).map(([value, label]) => ({ value, label }))}
        onChange={(value) => onChange({ refund: value })}
      />
      <SortSelect label={t`排序`} value={sort} sorts={sorts} defaultSort="newest" onChange={(value) => onChange({ sort: value })} />
    </FilterBar>
  );
}
