import { referralStorageKey, rememberReferral } from './referral-storage';

beforeEach(() => window.localStorage.clear());

test('keeps the code under a product-specific key and finds it again later', () => {
  expect(rememberReferral('tea', ' ABC ')).toBe('ABC');
  expect(window.localStorage.getItem(referralStorageKey('tea'))).toBe('ABC');
  expect(rememberReferral('tea', undefined)).toBe('ABC');
  expect(rememberReferral('cake', undefined)).toBeNull();
});

test('a newer code replaces the kept one', () => {
  rememberReferral('tea', 'OLD');
  expect(rememberReferral('tea', 'NEW')).toBe('NEW');
  expect(rememberReferral('tea', '')).toBe('NEW');
});
