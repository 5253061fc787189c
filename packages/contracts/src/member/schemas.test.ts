// Tests of the member payloads: billing/delivery details, passwords, points answer, upgrade forms.
import * as v from 'valibot';
import {
  AccountPointsResponse,
  DeliveryDetailSaveRequest,
  MemberUpgradeForm,
  MerchantUpgradeRequest,
  PurchaseDetailInput,
  RegisterRequest,
  ResetPasswordRequest,
} from './schemas';
import { issuesOf } from '../api/schemas/test-helpers';

const billing = {
  firstName: '小明',
  lastName: '王',
  telephone: '02-2345-6789',
  email: ' ming@example.com ',
  country: 'tw',
  city: '臺北市',
  areaTitle: '中正區',
  areaCode: '100',
  street: '重慶南路一段122號',
};

describe('PurchaseDetailInput', () => {
  it('accepts a Taiwan billing address with a landline and normalizes it', () => {
    const out = v.parse(PurchaseDetailInput, billing);
    expect(out.email).toBe('ming@example.com');
    expect(out.country).toBe('TW');
    expect(out.state).toBe('');
  });

  it('requires city and district for Taiwan only', () => {
    expect(issuesOf(PurchaseDetailInput, { ...billing, city: '', areaTitle: ' ' })).toEqual([
      { path: 'city', key: 'required' },
      { path: 'areaTitle', key: 'required' },
    ]);
    expect(issuesOf(PurchaseDetailInput, { ...billing, country: 'JP', telephone: '+81 3-1234-5678', city: '', areaTitle: '' })).toEqual([]);
  });

  it('rejects bad emails, phones and over-long text', () => {
    expect(issuesOf(PurchaseDetailInput, { ...billing, email: 'nope' })).toEqual([{ path: 'email', key: 'email' }]);
    expect(issuesOf(PurchaseDetailInput, { ...billing, telephone: '0812' })).toEqual([{ path: 'telephone', key: 'phone' }]);
    expect(issuesOf(PurchaseDetailInput, { ...billing, street: 'x'.repeat(201) })).toEqual([{ path: 'street', key: 'tooLong' }]);
    expect(issuesOf(PurchaseDetailInput, { ...billing, firstName: 5 })).toEqual([{ path: 'firstName', key: 'invalid' }]);
  });
});

describe('the phone by the chosen country (issue 24 #5)', () => {
  const abroad = { ...billing, city: '', areaTitle: '', areaCode: '' };
  it.each([
    ['HK', '+852 2123 4567'],
    ['MO', '+853 2812 3456'],
    ['SG', '+65 6123 4567'],
    ['MY', '+60 3-2123 4567'],
    ['JP', '+81 90-1234-5678'],
    ['US', '+1 (212) 555-0123'],
  ])('accepts a number of %s in E.164', (country, telephone) => {
    expect(issuesOf(PurchaseDetailInput, { ...abroad, country, telephone })).toEqual([]);
    const { email: _e, ...delivery } = { ...abroad, country, telephone };
    expect(issuesOf(DeliveryDetailSaveRequest, { status: 200, msg: '', deliveryDetail: delivery })).toEqual([]);
  });

  it("asks abroad for E.164 with that country's calling code; Taiwan keeps its own rule", () => {
    expect(issuesOf(PurchaseDetailInput, { ...abroad, country: 'HK', telephone: '2123 4567' })).toEqual([
      { path: 'telephone', key: 'phoneInternational' },
    ]);
    expect(issuesOf(PurchaseDetailInput, { ...abroad, country: 'JP', telephone: '+852 2123 4567' })).toEqual([
      { path: 'telephone', key: 'phoneInternational' },
    ]);
    expect(issuesOf(PurchaseDetailInput, { ...billing, telephone: '+852 2123 4567' })).toEqual([{ path: 'telephone', key: 'phone' }]);
    expect(issuesOf(PurchaseDetailInput, { ...billing, telephone: '+886 912 345 678' })).toEqual([]);
  });
});

describe('DeliveryDetailSaveRequest', () => {
  it('takes the specification wrapper {status, msg, deliveryDetail} without email', () => {
    const { email: _e, ...delivery } = billing;
    const out = v.parse(DeliveryDetailSaveRequest, { status: 200, msg: null, deliveryDetail: delivery });
    expect(out.deliveryDetail.city).toBe('臺北市');
  });
});

describe('password payloads', () => {
  it('needs at least 6 characters and a matching confirmation', () => {
    expect(issuesOf(ResetPasswordRequest, { oldPassword: 'old', newPassword: '12345', confirmNewPassword: '12345' })).toEqual([
      { path: 'newPassword', key: 'passwordLength' },
    ]);
    expect(issuesOf(ResetPasswordRequest, { oldPassword: 'old', newPassword: '123456', confirmNewPassword: '1234567' })).toEqual([
      { path: 'confirmNewPassword', key: 'passwordMismatch' },
    ]);
    expect(issuesOf(ResetPasswordRequest, { oldPassword: '', newPassword: '123456', confirmNewPassword: '123456' })).toEqual([
      { path: 'oldPassword', key: 'required' },
    ]);
  });

  it('checks registration the same way', () => {
    const base = { email: 'a@b.tw', password: 'secret1', confirmPassword: 'secret1', firstName: 'A', lastName: 'B' };
    expect(issuesOf(RegisterRequest, base)).toEqual([]);
    expect(issuesOf(RegisterRequest, { ...base, confirmPassword: 'secret2' })).toEqual([
      { path: 'confirmPassword', key: 'passwordMismatch' },
    ]);
  });
});

describe('AccountPointsResponse', () => {
  it('normalizes TotalPoints and totalPoints to totalPoints', () => {
    expect(v.parse(AccountPointsResponse, { status: 200, TotalPoints: 12 }).totalPoints).toBe(12);
    expect(v.parse(AccountPointsResponse, { status: 200, totalPoints: 7 }).totalPoints).toBe(7);
    expect(v.parse(AccountPointsResponse, { status: 200 }).totalPoints).toBe(0);
  });
});

describe('upgrade forms', () => {
  const member = { name: '王小明', tel: '0912345678', line: '', email: 'ming@example.com' };

  it('needs the terms checkbox on the form but not on the wire', () => {
    expect(issuesOf(MemberUpgradeForm, { ...member, agreeTerms: false })).toEqual([{ path: 'agreeTerms', key: 'terms' }]);
    expect(issuesOf(MemberUpgradeForm, { ...member, agreeTerms: true })).toEqual([]);
  });

  it('checks company tax id, email, phone and url only when given', () => {
    expect(issuesOf(MerchantUpgradeRequest, member)).toEqual([]);
    expect(
      issuesOf(MerchantUpgradeRequest, {
        ...member,
        uniformNumber: '12345678',
        companyEmail: 'x',
        companyTel: '123',
        companyUrl: 'not a url',
      }),
    ).toEqual([
      { path: 'uniformNumber', key: 'taxId' },
      { path: 'companyEmail', key: 'email' },
      { path: 'companyTel', key: 'phone' },
      { path: 'companyUrl', key: 'url' },
    ]);
    expect(issuesOf(MerchantUpgradeRequest, { ...member, uniformNumber: '22099131', companyUrl: 'https://a.tw' })).toEqual([]);
  });
});
