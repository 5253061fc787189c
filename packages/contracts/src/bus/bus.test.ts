// Tests of the event bus in one tab and across tabs (BroadcastChannel and storage events).
import { CART_STORAGE_KEY } from '../cart/cart-key';
import { createBus, publish, subscribe, type Bus } from './bus';
import type { BusEvents } from './events';

// Each "tab" is its own EventTarget standing in for window, joined by a real BroadcastChannel
// (jsdom has none; the shared jest setup provides Node's, which works across instances).
const tabs: Bus[] = [];
function tab(): { target: EventTarget; bus: Bus } {
  const target = new EventTarget();
  const bus = createBus({ target });
  tabs.push(bus);
  return { target, bus };
}

afterEach(() => {
  while (tabs.length) tabs.pop()?.close();
});

function nextEvent<E extends keyof BusEvents>(bus: Bus, event: E): Promise<BusEvents[E]> {
  return new Promise((resolve) => {
    const unsubscribe = bus.subscribe(event, (detail) => {
      unsubscribe();
      resolve(detail);
    });
  });
}

describe('bus in one tab', () => {
  it('delivers to subscribers synchronously and stops after unsubscribe', () => {
    const { bus } = tab();
    const seen: boolean[] = [];
    const unsubscribe = bus.subscribe('member-changed', ({ loggedIn }) => seen.push(loggedIn));
    bus.publish('member-changed', { loggedIn: true, tier: 1 });
    unsubscribe();
    bus.publish('member-changed', { loggedIn: false });
    expect(seen).toEqual([true]);
  });

  it('travels as a prefixed CustomEvent, so another copy of the package hears it', () => {
    const { target, bus } = tab();
    const details: unknown[] = [];
    target.addEventListener('storefront:language-changed', (event) => details.push((event as CustomEvent).detail));
    bus.publish('language-changed', { lang: 'en' });
    // A second bus on the same window stands in for a second copy of contracts.
    const other = createBus({ target });
    const heard: string[] = [];
    other.subscribe('language-changed', ({ lang }) => heard.push(lang));
    bus.publish('language-changed', { lang: 'zh-tw' });
    expect(details).toEqual([{ lang: 'en' }, { lang: 'zh-tw' }]);
    expect(heard).toEqual(['zh-tw']);
  });

  it('uses window for the default publish/subscribe', () => {
    const heard: number[] = [];
    const unsubscribe = subscribe('cart-changed', ({ count }) => heard.push(count));
    publish('cart-changed', { count: 4 });
    unsubscribe();
    expect(heard).toEqual([4]);
  });
});

describe('bus across tabs', () => {
  it('relays member and language changes through the BroadcastChannel', async () => {
    const a = tab();
    const b = tab();
    const received = nextEvent(b.bus, 'member-changed');
    a.bus.publish('member-changed', { loggedIn: true, tier: 2 });
    await expect(received).resolves.toEqual({ loggedIn: true, tier: 2 });
  });

  it('does not echo a message back to the tab that sent it', async () => {
    const a = tab();
    const b = tab();
    const inA: string[] = [];
    a.bus.subscribe('language-changed', ({ lang }) => inA.push(lang));
    const received = nextEvent(b.bus, 'language-changed');
    a.bus.publish('language-changed', { lang: 'en' });
    await received;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(inA).toEqual(['en']);
  });

  it('turns a storage event of quarter_cart into cart-changed with the new count', () => {
    const { target, bus } = tab();
    const counts: number[] = [];
    bus.subscribe('cart-changed', ({ count }) => counts.push(count));
    const cart = [
      {
        productPlatformId: 'p1',
        items: [
          {
            productModelId: 1,
            merchantId: 1,
            merchantName: '',
            productModelType: 0,
            productDeliveryType: 0,
            parentProductModelId: null,
            title: 't',
            modelNumber: '',
            modelTitle: '',
            price: 1,
            onSale: false,
            usePointPercent: 0,
            img: '',
            quantity: 3,
            inventory: 9,
          },
        ],
      },
    ];
    target.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: JSON.stringify(cart) }));
    target.dispatchEvent(new StorageEvent('storage', { key: 'something_else', newValue: '1' }));
    target.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: '{corrupt' }));
    target.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(counts).toEqual([3, 0, 0]);
  });

  it('keeps the cart off the channel (its storage write reaches other tabs)', async () => {
    const a = tab();
    const b = tab();
    const inB: number[] = [];
    b.bus.subscribe('cart-changed', ({ count }) => inB.push(count));
    const language = nextEvent(b.bus, 'language-changed');
    a.bus.publish('cart-changed', { count: 1 });
    a.bus.publish('language-changed', { lang: 'en' });
    await language;
    expect(inB).toEqual([]);
  });
});
