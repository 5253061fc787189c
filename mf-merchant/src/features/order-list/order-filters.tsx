// The merchant order list's filters: status and month (yyyy-MM). They live in the URL
// (?status=&month=) so a filtered list can be reloaded, shared and navigated back to.
import { Trans, useLingui } from '@lingui/react/macro';
import { ORDER_STATUSES } from '@storefront/contracts';
import { Field } from '@storefront/ui';
import { useOrderStatusText } from '@storefront/ui/orders';

type OrderFiltersProps = {
  status: string;
  month: string;
  onChange: (next: { status: string; month: string }) => void;
};

export function OrderFilters({ status, month, onChange }: OrderFiltersProps) {
  const { t } = useLingui();
  const statusText = useOrderStatusText();
  return (
    <form className="merchant-order-filters" role="search" aria-label={t`篩選訂單`} onSubmit={(event) => event.preventDefault()}>
      <Field label={t`訂單狀態`}>
        <select value={status} onChange={(event) => onChange({ status: event.target.value, month })}>
          <option value="">{t`全部狀態`}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={String(s)}>
              {statusText(s)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t`月份`}>
        <input type="month" value={month} onChange={(event) => onChange({ status, month: event.target.value })} />
      </Field>
      {status || month ? (
        <button type="button" className="sf-button sf-button--link" onClick={() => onChange({ status: '', month: '' })}>
          <Trans>清除篩選</Trans>
        </button>
      ) : null}
    </form>
  );
}
