// The refund form's payload: its phone is a Taiwan number or one abroad in E.164 (issue 24 #5).
import { OrderRefundAccountRequest, OrderRefundRequest } from './schemas';
import { issuesOf } from '../api/schemas/test-helpers';

const refund = {
  orderId: 7,
  refundReason: '尺寸不合',
  refundName: '王小明',
  refundPhone: '0912345678',
  refundAddress: '臺北市中正區重慶南路一段122號',
  refundAccountDetail: '台灣銀行 012-345678',
};

test.each(['0912345678', '02-2345-6789', '+852 2123 4567', '+81 90-1234-5678', '+1 212 555 0123'])(
  'accepts the phone %s',
  (refundPhone) => {
    expect(issuesOf(OrderRefundRequest, { ...refund, refundPhone })).toEqual([]);
  },
);

test('a number abroad without its calling code is refused with the international format', () => {
  expect(issuesOf(OrderRefundRequest, { ...refund, refundPhone: '2123 4567' })).toEqual([
    { path: 'refundPhone', key: 'phoneInternational' },
  ]);
  expect(issuesOf(OrderRefundRequest, { ...refund, refundPhone: '' })[0]).toEqual({ path: 'refundPhone', key: 'required' });
});

test("a pending refund's bank account is checked as the return request's refund account field", () => {
  expect(issuesOf(OrderRefundAccountRequest, { orderId: 7, refundAccountDetail: refund.refundAccountDetail })).toEqual([]);
  for (const refundAccountDetail of ['', '   ']) {
    expect(issuesOf(OrderRefundAccountRequest, { orderId: 7, refundAccountDetail })).toEqual([
      { path: 'refundAccountDetail', key: 'required' },
    ]);
    expect(issuesOf(OrderRefundRequest, { ...refund, refundAccountDetail })).toEqual([{ path: 'refundAccountDetail', key: 'required' }]);
  }
  expect(issuesOf(OrderRefundAccountRequest, { orderId: 7, refundAccountDetail: '1'.repeat(201) })).toEqual([
    { path: 'refundAccountDetail', key: 'tooLong' },
  ]);
});
