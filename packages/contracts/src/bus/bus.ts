// A typed event bus across apps and tabs. Same tab: CustomEvents on `window` named
// `storefront:<event>`, which works even when two copies of this package are loaded (two remotes
// built with different versions). Other tabs: a BroadcastChannel('storefront') for member and
// language changes; the cart crosses tabs through the `storage` event of quarter_cart, which the
// browser fires in every other tab for every write, even by code that does not use the bus.
import { CART_STORAGE_KEY } from '../cart/cart-key';
import { cartCount } from '../cart/cart-model';
import { parseCart } from '../cart/cart-schema';
import { BUS_CHANNEL_NAME, BUS_EVENT_PREFIX, isBusEventName, type BusEventName, type BusEvents, type BusHandler } from './events';

export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface BusOptions {
  /** The tab's window (or any EventTarget standing in for it in tests). */
  target?: EventTarget;
  /** Opens the cross-tab channel; null when there is none. */
  openChannel?: () => ChannelLike | null;
}

export interface Bus {
  publish<E extends BusEventName>(event: E, detail: BusEvents[E]): void;
  subscribe<E extends BusEventName>(event: E, handler: BusHandler<E>): () => void;
  /** Stops relaying other tabs' events into this tab (tests, teardown). */
  close(): void;
}

interface Bridge {
  post(message: { event: BusEventName; detail: unknown }): void;
  close(): void;
}

// One bridge per window, shared by every copy of the package through a registry symbol:
// two bridges would each relay the same message from another tab, delivering it twice.
const BRIDGE = Symbol.for('storefront.bus.bridge');

type BridgeHost = EventTarget & { [BRIDGE]?: Bridge };

function dispatchLocal(target: EventTarget, event: BusEventName, detail: unknown): void {
  target.dispatchEvent(new CustomEvent(BUS_EVENT_PREFIX + event, { detail }));
}

function defaultOpenChannel(): ChannelLike | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  try {
    const channel = new BroadcastChannel(BUS_CHANNEL_NAME);
    // Node's implementation (tests, server-side rendering) would otherwise keep the process alive.
    (channel as { unref?: () => void }).unref?.();
    return channel;
  } catch {
    return null;
  }
}

function installBridge(target: BridgeHost, openChannel: () => ChannelLike | null): Bridge {
  const existing = target[BRIDGE];
  if (existing) return existing;

  const channel = openChannel();
  const onMessage = (message: MessageEvent) => {
    const data: unknown = message.data;
    if (typeof data !== 'object' || data === null) return;
    const { event, detail } = data as { event?: unknown; detail?: unknown };
    if (isBusEventName(event) && event !== 'cart-changed') dispatchLocal(target, event, detail);
  };
  channel?.addEventListener('message', onMessage);

  const onStorage = (raw: Event) => {
    const storageEvent = raw as StorageEvent;
    // key null means the whole storage was cleared, the cart with it.
    if (storageEvent.key !== CART_STORAGE_KEY && storageEvent.key !== null) return;
    const cart = storageEvent.key === null ? [] : parseCart(storageEvent.newValue);
    dispatchLocal(target, 'cart-changed', { count: cartCount(cart) });
  };
  target.addEventListener('storage', onStorage);

  const bridge: Bridge = {
    post(message) {
      try {
        channel?.postMessage(message);
      } catch (error) {
        // A detail that cannot be cloned must not break the same-tab delivery that already happened.
        console.error(error);
      }
    },
    close() {
      channel?.close();
      target.removeEventListener('storage', onStorage);
      delete target[BRIDGE];
    },
  };
  target[BRIDGE] = bridge;
  return bridge;
}

export function createBus(options: BusOptions = {}): Bus {
  const target: BridgeHost | undefined = options.target ?? (typeof window !== 'undefined' ? window : undefined);
  if (!target) {
    // No window (the API server importing contracts): nothing to deliver to.
    return { publish: () => undefined, subscribe: () => () => undefined, close: () => undefined };
  }
  const openChannel = options.openChannel ?? defaultOpenChannel;

  return {
    publish(event, detail) {
      const bridge = installBridge(target, openChannel);
      dispatchLocal(target, event, detail);
      // The cart reaches other tabs through its storage write.
      if (event !== 'cart-changed') bridge.post({ event, detail });
    },
    subscribe(event, handler) {
      installBridge(target, openChannel);
      const listener = (raw: Event) => handler((raw as CustomEvent<BusEvents[typeof event]>).detail);
      target.addEventListener(BUS_EVENT_PREFIX + event, listener);
      return () => target.removeEventListener(BUS_EVENT_PREFIX + event, listener);
    },
    close() {
      target[BRIDGE]?.close();
    },
  };
}

let defaultBus: Bus | null = null;

function bus(): Bus {
  defaultBus ??= createBus();
  return defaultBus;
}

/** Announces an event to this tab (every app, every copy of contracts) and to other tabs. */
export function publish<E extends BusEventName>(event: E, detail: BusEvents[E]): void {
  bus().publish(event, detail);
}

/** Listens to an event from this tab or another; returns the unsubscribe function. */
export function subscribe<E extends BusEventName>(event: E, handler: BusHandler<E>): () => void {
  return bus().subscribe(event, handler);
}
