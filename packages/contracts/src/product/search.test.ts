// A listing URL as the query of its call: what the call would refuse is left out, not sent.
import { refusedSearchParams, searchQueryFromParams } from './search';

test("a listing URL's filters become the call's query, unknown keys and empty values left out", () => {
  const params = new URLSearchParams('q=烏龍&maxPrice=500&onSale=1&sort=priceAsc&page=3&utm_source=line&brand=');
  expect(refusedSearchParams(params)).toEqual([]);
  expect(searchQueryFromParams(params)).toEqual({ q: '烏龍', maxPrice: '500', onSale: '1', sort: 'priceAsc', page: '3' });
});

test.each([
  ['sort=cheapest', ['sort']],
  ['page=abc', ['page']],
  ['page=0', ['page']],
  ['page=10001', ['page']],
  ['pageSize=61', ['pageSize']],
  ['kind=rental', ['kind']],
  ['inStock=maybe', ['inStock']],
  ['minPrice=-5&maxPrice=1e3', ['minPrice', 'maxPrice']],
  ['category=7x', ['category']],
  [`q=${'茶'.repeat(101)}`, ['q']],
  ['q=%E8%8C%B6%00', ['q']],
])('%s is refused and left out of the query, the other filters kept', (search, refused) => {
  const params = new URLSearchParams(`${search}&onSale=1`);
  expect(refusedSearchParams(params)).toEqual(refused);
  expect(searchQueryFromParams(params)).toEqual({ onSale: '1' });
});
