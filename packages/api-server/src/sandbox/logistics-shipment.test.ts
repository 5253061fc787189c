// The sandbox provider's shipment creation speaks ECPay's logistics format: an MD5-signed
// Express/Create form, answered with `1|AllPayLogisticsID=…&CVSPaymentNo=…&CVSValidationNo=…`
// signed the same way, or `0|reason`.
import { checkMacValue, verifyCheckMacValue } from '../payments/ecpay-check-mac';
import {
  answerCvsShipment,
  createCvsShipment,
  cvsShipmentRequest,
  ECPAY_LOGISTICS_STAGE,
  LogisticsProviderError,
  parseCvsShipmentAnswer,
  type CvsShipmentOrder,
} from './logistics-shipment';

const order: CvsShipmentOrder = {
  orderStatementId: 'ZS20261125000123',
  subType: 'FAMIC2C',
  goodsAmount: 580,
  goodsName: '愛文芒果乾',
  receiverName: '王小明',
  receiverCellPhone: '0912345678',
  receiverStoreId: '006598',
  senderName: '好物商行',
  serverReplyUrl: 'http://127.0.0.1/sandbox/logistics/Express/Create',
};

describe('sandbox convenience-store shipment', () => {
  it('signs the request with an MD5 CheckMacValue over ECPay’s fields', () => {
    const form = cvsShipmentRequest(order, ECPAY_LOGISTICS_STAGE);
    expect(form).toMatchObject({
      MerchantID: '2000933',
      MerchantTradeNo: order.orderStatementId,
      LogisticsType: 'CVS',
      LogisticsSubType: 'FAMIC2C',
      ReceiverStoreID: '006598',
      IsCollection: 'N',
    });
    expect(form.CheckMacValue).toMatch(/^[0-9A-F]{32}$/);
    expect(verifyCheckMacValue(form, ECPAY_LOGISTICS_STAGE, 'md5')).toBe(true);
  });

  it('answers the shipment numbers, signed, and the same numbers for the same trade number', () => {
    const answer = answerCvsShipment(cvsShipmentRequest(order, ECPAY_LOGISTICS_STAGE), ECPAY_LOGISTICS_STAGE);
    expect(answer.startsWith('1|')).toBe(true);
    const fields = Object.fromEntries(new URLSearchParams(answer.slice(2)));
    expect(fields).toMatchObject({ RtnCode: '300', LogisticsSubType: 'FAMIC2C', MerchantTradeNo: order.orderStatementId });
    expect(fields.CheckMacValue).toBe(checkMacValue(fields, ECPAY_LOGISTICS_STAGE, 'md5'));
    const shipment = parseCvsShipmentAnswer(answer, ECPAY_LOGISTICS_STAGE);
    expect(shipment.AllPayLogisticsID).toMatch(/^\d{10}$/);
    expect(shipment.CVSPaymentNo).toMatch(/^\d{12}$/);
    expect(createCvsShipment(order, ECPAY_LOGISTICS_STAGE)).toEqual(shipment);
    const seven = createCvsShipment({ ...order, subType: 'UNIMARTC2C' }, ECPAY_LOGISTICS_STAGE);
    expect(seven.CVSPaymentNo).toMatch(/^F\d{7}$/);
    expect(seven.CVSValidationNo).toMatch(/^\d{4}$/);
  });

  it('refuses a forged form and rejects a forged answer', () => {
    const form = { ...cvsShipmentRequest(order, ECPAY_LOGISTICS_STAGE), GoodsAmount: '1' };
    expect(answerCvsShipment(form, ECPAY_LOGISTICS_STAGE)).toBe('0|CheckMacValue Error');
    expect(() => parseCvsShipmentAnswer('0|ReceiverStoreID Error', ECPAY_LOGISTICS_STAGE)).toThrow(LogisticsProviderError);
    const answer = answerCvsShipment(cvsShipmentRequest(order, ECPAY_LOGISTICS_STAGE), ECPAY_LOGISTICS_STAGE);
    expect(() => parseCvsShipmentAnswer(answer.replace(/CVSPaymentNo=\d/, 'CVSPaymentNo=X'), ECPAY_LOGISTICS_STAGE)).toThrow(
      'CheckMacValue Error',
    );
  });
});
