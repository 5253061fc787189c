/**
 * @jest-environment node
 */
// The API server imports contracts too: without a window the bus must be inert, not crash.
import { createBus, publish, subscribe } from './bus';

describe('bus without a window', () => {
  it('publishes nowhere and never throws', () => {
    const heard: number[] = [];
    const unsubscribe = subscribe('cart-changed', ({ count }) => heard.push(count));
    expect(() => publish('cart-changed', { count: 1 })).not.toThrow();
    unsubscribe();
    expect(heard).toEqual([]);
    expect(() => createBus().close()).not.toThrow();
  });
});
