// Tests of the Taiwan mobile and landline rules.
import { isTaiwanLandline, isTaiwanMobile, isTaiwanPhone } from './phone';

describe('isTaiwanMobile', () => {
  it('accepts exactly 09 + 8 digits', () => {
    expect(isTaiwanMobile('0912345678')).toBe(true);
  });
  it.each(['091234567', '09123456789', '0812345678', '0912-345-678', '+886912345678', ''])('rejects %p', (value) => {
    expect(isTaiwanMobile(value)).toBe(false);
  });
});

describe('isTaiwanPhone', () => {
  it.each([
    '0912345678',
    '0912-345-678',
    '02-23456789',
    '(02) 2345-6789',
    '037-123456',
    '049-2345678',
    '0823-12345',
    '02-2345-6789#123',
    '+886-2-2345-6789',
  ])('accepts %s', (value) => expect(isTaiwanPhone(value)).toBe(true));

  it.each(['12345678', '02-123', '0123456789', '09123', 'abc', '', '02-23456789012'])('rejects %p', (value) => {
    expect(isTaiwanPhone(value)).toBe(false);
  });

  it('knows a landline from a mobile', () => {
    expect(isTaiwanLandline('02-23456789')).toBe(true);
    expect(isTaiwanLandline('0912345678')).toBe(false);
  });
});
