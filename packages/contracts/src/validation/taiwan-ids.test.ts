// Tests of the tax id, donation code, certificate and mobile barcode rules.
import { isCompanyTaxId, isDonationCode, isMobileBarcode, isNaturalPersonCertificate } from './taiwan-ids';

describe('isCompanyTaxId', () => {
  it.each(['04595257', '22099131', '12345675', '12345670', '10458570'])('accepts %s', (id) => {
    expect(isCompanyTaxId(id)).toBe(true);
  });

  it.each(['88117126', '04595253', '12345678', '1234567', '123456789', 'abcdefgh', '', ' 04595257'])('rejects %p', (id) => {
    expect(isCompanyTaxId(id)).toBe(false);
  });

  it('accepts a multiple of 5 that is not a multiple of 10 (2023 rule)', () => {
    // 12345675: total 35.
    expect(isCompanyTaxId('12345675')).toBe(true);
  });
});

describe('isDonationCode', () => {
  it.each(['123', '1234567', '919'])('accepts %s', (code) => expect(isDonationCode(code)).toBe(true));
  it.each(['12', '12345678', '12a', ' 123', ''])('rejects %p', (code) => expect(isDonationCode(code)).toBe(false));
});

describe('isNaturalPersonCertificate', () => {
  it('accepts 2 uppercase letters + 14 digits', () => {
    expect(isNaturalPersonCertificate('AB12345678901234')).toBe(true);
  });
  it.each(['ab12345678901234', 'A123456789012345', 'AB1234567890123', 'AB123456789012345'])('rejects %s', (value) => {
    expect(isNaturalPersonCertificate(value)).toBe(false);
  });
});

describe('isMobileBarcode', () => {
  it.each(['/ABC1234', '/.+-A1B2', '/0000000'])('accepts %s', (value) => expect(isMobileBarcode(value)).toBe(true));
  it.each(['/abc1234', 'ABC12345', '/ABC123', '/ABC12345', '/ABC 123', '/ABC_123'])('rejects %s', (value) => {
    expect(isMobileBarcode(value)).toBe(false);
  });
});
