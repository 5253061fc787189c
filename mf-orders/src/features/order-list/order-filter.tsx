// The order history filter: all orders, a stage of the member centre, or one status display group.
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderFilterGroup } from '@storefront/contracts';
import { ORDER_FILTER_GROUPS, isOrderFilterGroup } from '@storefront/contracts/orders';
import { useId } from 'react';

export function OrderFilter({ value, onChange }: { value: OrderFilterGroup; onChange: (group: OrderFilterGroup) => void }) {
  const { t } = useLingui();
  const id = useId();
  const names: Record<OrderFilterGroup, string> = {
    all: t`全部訂單`,
    awaitingPayment: t`待付款`,
    awaitingShipment: t`待出貨`,
    shipping: t`運送中`,
    returns: t`退貨／退款`,
    inProgress: t`處理中`,
    completed: t`已完成`,
    cancelled: t`已取消／退貨`,
    failed: t`失敗`,
  };
  return (
    <div className="orders-filter">
      <label htmlFor={id}>
        <Trans>訂單狀態</Trans>
      </label>
      <select
        id={id}
        className="sf-input"
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (isOrderFilterGroup(next)) onChange(next);
        }}
      >
        {ORDER_FILTER_GROUPS.map((group) => (
          <option key={group} value={group}>
            {names[group]}
          </option>
        ))}
      </select>
    </div>
  );
}
