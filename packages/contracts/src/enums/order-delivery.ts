// How an order travels, in two separate facts: the way it reaches the buyer, read from the
// payment type (12–15 are convenience-store pickups, anything else goes to the buyer's address),
// and the temperature class the order stores as its delivery type (0 normal, 1 frozen). The
// order's delivery type never says pickup: a frozen line makes it 1 whatever the payment type,
// so reading 1 as "store pickup" (or 0 as "home delivery") mislabels orders. Both order screens
// (buyer and merchant) label from this rule.
import { cvsChain, type CvsSubType } from './cvs-chain';
import { DELIVERY_TYPE } from './product';

export const DELIVERY_METHOD = { homeDelivery: 'homeDelivery', storePickup: 'storePickup' } as const;
export type DeliveryMethod = (typeof DELIVERY_METHOD)[keyof typeof DELIVERY_METHOD];

export type DeliveryTemperature = 'normal' | 'frozen';

export interface OrderDelivery {
  method: DeliveryMethod;
  temperature: DeliveryTemperature;
  /** The convenience-store chain of a pickup (brand and the provider's sub-type), else null. */
  chain: { subType: CvsSubType; brand: string } | null;
}

export function orderDelivery(order: { paymentType: number; deliveryType?: number | null }): OrderDelivery {
  const chain = cvsChain(order.paymentType);
  return {
    method: chain ? DELIVERY_METHOD.storePickup : DELIVERY_METHOD.homeDelivery,
    temperature: order.deliveryType === DELIVERY_TYPE.frozen ? 'frozen' : 'normal',
    chain,
  };
}
