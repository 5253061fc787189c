// The merchant condition of a merchant's list: the trigram index's array form only for a text that
// has a trigram, and for a page only when the matches are few.
import { MERCHANT_SEARCH_WALK_FROM, hasTrigram, merchantScope } from './merchant-scope';

it('finds a trigram in three letters or digits in a row, Chinese included', () => {
  expect(['oolong', 'scale-1', '陳怡君', '200015'].filter(hasTrigram)).toEqual(['oolong', 'scale-1', '陳怡君', '200015']);
  expect(['禮盒', 'ab', 'a-b-c', '%', ''].filter(hasTrigram)).toEqual([]);
});

it('names the merchant as the array only when searching a text with a trigram, and a page only below the walk threshold', () => {
  expect(merchantScope('o.merchant_id', {})).toBe('o.merchant_id = $1');
  expect(merchantScope('merchant_id', { text: '禮盒' })).toBe('merchant_id = $1');
  expect(merchantScope('merchant_id', { text: 'oolong' })).toBe('array[merchant_id] @> array[$1::int]');
  expect(merchantScope('merchant_id', { text: 'oolong', matches: MERCHANT_SEARCH_WALK_FROM - 1 })).toBe(
    'array[merchant_id] @> array[$1::int]',
  );
  expect(merchantScope('merchant_id', { text: 'oolong', matches: MERCHANT_SEARCH_WALK_FROM })).toBe('merchant_id = $1');
});
