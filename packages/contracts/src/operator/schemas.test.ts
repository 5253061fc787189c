// The operator's decisions refuse what cannot be a decision: an empty or over-long reason, an
// application kind that does not exist, a product id that is not a positive integer.
import * as v from 'valibot';
import { endpointNames } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts/endpoints';
import {
  ApplicationApproveRequest,
  ApplicationRejectRequest,
  MAX_REVIEW_REASON,
  ProductRejectRequest,
  ReviewListQuery,
} from '@storefront/contracts/operator';

const ok = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success;

test('a rejection needs a reason of 1 to 500 characters, trimmed', () => {
  expect(ok(ProductRejectRequest, { productId: 3, reason: '圖片模糊' })).toBe(true);
  expect(ok(ProductRejectRequest, { productId: 3, reason: '' })).toBe(false);
  expect(ok(ProductRejectRequest, { productId: 3, reason: '   ' })).toBe(false);
  expect(ok(ProductRejectRequest, { productId: 3 })).toBe(false);
  expect(ok(ProductRejectRequest, { productId: 3, reason: 'x'.repeat(MAX_REVIEW_REASON) })).toBe(true);
  expect(ok(ProductRejectRequest, { productId: 3, reason: 'x'.repeat(MAX_REVIEW_REASON + 1) })).toBe(false);
  expect(v.parse(ApplicationRejectRequest, { userId: 1, kind: 'merchant', reason: '  統編不符 ' }).reason).toBe('統編不符');
});

test('ids are positive integers and application kinds are member or merchant', () => {
  expect(ok(ProductRejectRequest, { productId: 0, reason: 'x' })).toBe(false);
  expect(ok(ProductRejectRequest, { productId: '3', reason: 'x' })).toBe(false);
  expect(ok(ApplicationApproveRequest, { userId: 5, kind: 'merchant' })).toBe(true);
  expect(ok(ApplicationApproveRequest, { userId: 5, kind: 'operator' })).toBe(false);
  expect(ok(ApplicationApproveRequest, { userId: 5 })).toBe(false);
});

test('the queue query defaults to the pending products, page 1, no search, and refuses other kinds, states and searches', () => {
  expect(v.parse(ReviewListQuery, {})).toEqual({ kind: 'product', status: 'pending', page: 1, q: '' });
  expect(v.parse(ReviewListQuery, { kind: 'application', status: 'rejected', page: '3', q: '  林  ' })).toEqual({
    kind: 'application',
    status: 'rejected',
    page: 3,
    q: '林',
  });
  expect(ok(ReviewListQuery, { q: '茶'.repeat(101) })).toBe(false);
  expect(ok(ReviewListQuery, { q: 'a\u0007b' })).toBe(false);
  expect(ok(ReviewListQuery, { kind: 'order' })).toBe(false);
  expect(ok(ReviewListQuery, { kind: 'product', status: 'done' })).toBe(false);
  expect(ok(ReviewListQuery, { kind: 'product', page: '0' })).toBe(false);
  expect(ok(ReviewListQuery, { kind: 'product', page: '-1' })).toBe(false);
});

test('every /api/operator/ call is for the operator only', () => {
  const operatorCalls = endpointNames.filter((name) => endpoints[name].path.startsWith('/api/operator/'));
  expect(operatorCalls).toHaveLength(6);
  for (const name of operatorCalls) expect(endpoints[name].auth).toBe('operator');
});
