// An order's 運送方式 in words, the same on the buyer's and the merchant's order screens: the
// way it travels (store pickup at its chain, or home delivery) from the payment type, and its
// temperature class (normal or frozen) from the stored delivery type, by the contracts' rule.
import { useLingui } from '@lingui/react/macro';
import { orderDelivery } from '@storefront/contracts';

export function useDeliveryMethodText(): (order: { paymentType: number; deliveryType?: number | null }) => string {
  const { t } = useLingui();
  return (order) => {
    const delivery = orderDelivery(order);
    const brand = delivery.chain?.brand ?? '';
    const way = delivery.method === 'storePickup' ? t`超商取貨（${brand}）` : t`宅配`;
    const temperature = delivery.temperature === 'frozen' ? t`冷凍` : t`常溫`;
    return t`${way}・${temperature}`;
  };
}

export function DeliveryMethodLabel({ paymentType, deliveryType }: { paymentType: number; deliveryType?: number | null }) {
  const text = useDeliveryMethodText();
  return <>{text({ paymentType, deliveryType })}</>;
}
