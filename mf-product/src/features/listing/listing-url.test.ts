import { pageHref, withParams } from './listing-url';

describe('listing URL', () => {
  it('goes back to page 1 when a filter changes and keeps the other filters', () => {
    const current = new URLSearchParams('q=茶&page=3&kind=auction');
    expect(withParams(current, { sort: 'priceAsc' }).toString()).toBe(new URLSearchParams('q=茶&kind=auction&sort=priceAsc').toString());
    expect(withParams(current, { kind: undefined }).get('kind')).toBeNull();
  });
  it('links pages with every filter kept', () => {
    const current = new URLSearchParams('q=茶&onSale=1');
    expect(pageHref('/search', current, 2)).toBe(`/search?${new URLSearchParams('q=茶&onSale=1&page=2').toString()}`);
    expect(pageHref('/search', new URLSearchParams('page=2'), 1)).toBe('/search');
  });
});
