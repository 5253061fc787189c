// The order status as a badge, toned by its display group (in progress, completed, cancelled,
// failed): beside the order number at the top of the merchant's order detail, and in the order's
// card of the buyer's.
import { orderStatusGroup, type OrderStatusGroup } from '@storefront/contracts';
import { Badge, type BadgeTone } from '../components/badge';
import { useOrderStatusText } from './order-status-label';

const TONES: Record<OrderStatusGroup, BadgeTone> = {
  inProgress: 'warning',
  completed: 'success',
  cancelled: 'muted',
  failed: 'danger',
};

export function OrderStatusBadge({ status }: { status: number }) {
  const text = useOrderStatusText();
  return <Badge tone={TONES[orderStatusGroup(status)]}>{text(status)}</Badge>;
}
