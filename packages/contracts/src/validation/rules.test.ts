// Tests of the required, bid, quantity and password rules.
import { currentAuctionPrice, isValidBid, minimumBid } from './bid';
import { isValidationKey, VALIDATION_KEYS } from './messages';
import { isPasswordLongEnough, isValidNewPassword, passwordsMatch } from './password';
import { clampQuantity, isValidQuantity } from './quantity';
import { isRequired } from './required';

describe('isRequired', () => {
  it.each([['x'], [0], [false], [['a']], [{}]])('accepts %p', (value) => expect(isRequired(value)).toBe(true));
  it.each([[''], ['   '], [null], [undefined], [Number.NaN], [[]]])('rejects %p', (value) => expect(isRequired(value)).toBe(false));
});

describe('auction', () => {
  it('takes the highest bid as the current price', () => {
    expect(currentAuctionPrice([{ price: 120 }, { price: 300 }, { price: 250 }], 100)).toBe(300);
  });

  it('falls back to the start amount without bids', () => {
    expect(currentAuctionPrice([], 100)).toBe(100);
    expect(currentAuctionPrice(null, 100)).toBe(100);
    expect(currentAuctionPrice(undefined, undefined)).toBe(0);
  });

  it('requires current price + step', () => {
    expect(minimumBid(300, 50)).toBe(350);
    expect(minimumBid(300, null)).toBe(300);
    expect(isValidBid(350, 300, 50)).toBe(true);
    expect(isValidBid('400', 300, 50)).toBe(true);
    expect(isValidBid(349, 300, 50)).toBe(false);
  });

  it.each([null, undefined, '', '  ', 'abc', Number.NaN])('rejects the empty or unreadable bid %p', (bid) => {
    expect(isValidBid(bid, 0, 0)).toBe(false);
  });
});

describe('clampQuantity', () => {
  it('keeps the quantity in 1..inventory', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-4, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('has no valid quantity when out of stock', () => {
    expect(clampQuantity(1, 0)).toBe(0);
    expect(clampQuantity(3, -2)).toBe(0);
  });

  it('validates quantities', () => {
    expect(isValidQuantity(1, 1)).toBe(true);
    expect(isValidQuantity(2, 1)).toBe(false);
    expect(isValidQuantity(1.5, 3)).toBe(false);
  });
});

describe('password', () => {
  it('needs 6 characters and a matching confirmation', () => {
    expect(isPasswordLongEnough('12345')).toBe(false);
    expect(isPasswordLongEnough('123456')).toBe(true);
    expect(passwordsMatch('abcdef', 'abcdef')).toBe(true);
    expect(isValidNewPassword('abcdef', 'abcdeg')).toBe(false);
    expect(isValidNewPassword('abcdef', 'abcdef')).toBe(true);
  });
});

describe('validation keys', () => {
  it('recognizes only catalogue keys', () => {
    expect(VALIDATION_KEYS).toContain('taxId');
    expect(isValidationKey('bidTooLow')).toBe(true);
    expect(isValidationKey('Invalid type: Expected string')).toBe(false);
    expect(isValidationKey(3)).toBe(false);
  });
});
