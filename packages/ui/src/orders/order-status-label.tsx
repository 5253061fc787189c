// The order status in words, styled by its display group (in progress, completed, cancelled
// greyed, failed): the buyer's history and the merchant's list, detail and status filter.
import { useLingui } from '@lingui/react/macro';
import { orderStatusGroup } from '@storefront/contracts';

/** The words for an order status (0–7); an unknown code falls back to the number itself. */
export function useOrderStatusText(): (status: number) => string {
  const { t } = useLingui();
  const labels: Record<number, string> = {
    0: t`待處理`,
    1: t`待出貨`,
    2: t`待付款`,
    3: t`已完成`,
    4: t`已取消`,
    5: t`已退貨`,
    6: t`失敗`,
    7: t`運送中`,
  };
  return (status) => labels[status] ?? String(status);
}

export function OrderStatusLabel({ status }: { status: number }) {
  const text = useOrderStatusText();
  return <span className={`order-status order-status--${orderStatusGroup(status)}`}>{text(status)}</span>;
}
