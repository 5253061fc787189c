// The events apps exchange on the bus, and their wire names. Remotes never import each other:
// the cart badge, the member menu and the language switch all hear about changes through these.
import type { Tier } from '@storefront/contracts/member';
import type { Language } from '../format/language';

export interface BusEvents {
  /** The cart was saved; count is the badge number (total quantity). */
  'cart-changed': { count: number };
  'member-changed': { loggedIn: boolean; tier?: Tier };
  'language-changed': { lang: Language };
  /** An order changed (cancelled): order lists open on the page or in another tab reload. */
  'orders-changed': { orderId: number };
}

export type BusEventName = keyof BusEvents;
export type BusHandler<E extends BusEventName> = (detail: BusEvents[E]) => void;

export const BUS_EVENT_NAMES: readonly BusEventName[] = ['cart-changed', 'member-changed', 'language-changed', 'orders-changed'];

/** Window event names carry a prefix so they cannot clash with the page's own events. */
export const BUS_EVENT_PREFIX = 'storefront:';
export const BUS_CHANNEL_NAME = 'storefront';

export function isBusEventName(value: unknown): value is BusEventName {
  return typeof value === 'string' && (BUS_EVENT_NAMES as readonly string[]).includes(value);
}
