import { client, ORIGIN, type TestApp, openSeededApp } from '../../test/test-support';
import type { Database } from '../db';
import { checkMacValue, dotNetUrlEncode, ECPAY_STAGE } from '../payments/ecpay-check-mac';
import { ecpayPaymentParams } from '../payments/ecpay-form';

let db: Database;
let app: TestApp;
openSeededApp((opened) => ({ db, app } = opened));

describe('CheckMacValue', () => {
  it("matches ECPay's published test vector", () => {
    const params = {
      ChoosePayment: 'ALL',
      EncryptType: '1',
      ItemName: 'Apple iphone 15',
      MerchantID: '3002607',
      MerchantTradeDate: '2023/03/12 15:30:23',
      MerchantTradeNo: 'ecpay20230312153023',
      PaymentType: 'aio',
      ReturnURL: 'https://www.ecpay.com.tw/receive.php',
      TotalAmount: '30000',
      TradeDesc: '促銷方案',
    };
    expect(checkMacValue(params, ECPAY_STAGE)).toBe('6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840');
  });

  it('URL-encodes the .NET way', () => {
    expect(dotNetUrlEncode("a b~'-_.!*()")).toBe('a+b%7E%27-_.!*()');
  });
});

const delivery = {
  firstName: '小明',
  lastName: '王',
  telephone: '0912345678',
  country: 'TW',
  city: '臺北市',
  areaTitle: '中正區',
  areaCode: '100',
  street: '1 號',
};

async function placeOrder(paymentType: number) {
  const [model] = await db.query<{ id: number }>(
    `select m.id from product_models m join products p on p.id = m.product_id join stock_models s on s.id = m.stock_model_id
     join product_prices pr on pr.product_model_id = m.id where p.status = 1 and p.product_base = 0 and s.inventory > 5 order by m.id limit 1`,
  );
  const buyer = client(app);
  await buyer.login('buyer@example.com', 'buyer1234');
  const response = await buyer.post('/api/member/checkout', {
    items: [{ productModelId: model!.id, quantity: 1 }],
    deliveryDetail: delivery,
    paymentType,
    receipt: { method: 0, type: 0 },
  });
  const body = (await response.json()) as { orderId: number; paymentForm: string };
  const fields = Object.fromEntries(
    [...body.paymentForm.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]),
  );
  return { buyer, orderId: body.orderId, fields };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function orderRow(id: number) {
  const [row] = await db.query<{ status: number; e_payaccount: string | null; e_limitdate: string | null; e_payinfo: string | null }>(
    'select status, e_payaccount, e_limitdate, e_payinfo from orders where id = $1',
    [id],
  );
  return row!;
}

describe('sandbox provider', () => {
  it('shows the cashier for a signed form and refuses a tampered one', async () => {
    const { fields } = await placeOrder(0);
    const page = await app.request(`${ORIGIN}/sandbox/ecpay/Cashier/AioCheckOut/V5`, form(fields));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-outcome="pay"');
    const tampered = await app.request(`${ORIGIN}/sandbox/ecpay/Cashier/AioCheckOut/V5`, form({ ...fields, TotalAmount: '1' }));
    expect(tampered.status).toBe(400);
  });

  it('a card payment: pay marks the order paid (1), fail marks it failed (6), then a repay can pay it', async () => {
    const { buyer, orderId, fields } = await placeOrder(1);
    expect(fields.CreditInstallment).toBe('3');
    const failed = await app.request(`${ORIGIN}/sandbox/ecpay/simulate`, form({ ...fields, sandboxOutcome: 'fail' }));
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(`/checkout/finish/${orderId}`);
    expect((await orderRow(orderId)).status).toBe(6);
    // A form signed for a trade number the server never recorded is refused.
    const [order] = await db.query<{ total_price: number }>('select total_price from orders where id = $1', [orderId]);
    const forged = ecpayPaymentParams({ orderId, orderStatementId: 'X', totalPrice: order!.total_price, paymentType: 1 }, ORIGIN, {
      now: new Date(Date.now() + 5000),
    });
    expect((await app.request(`${ORIGIN}/sandbox/ecpay/simulate`, form({ ...forged, sandboxOutcome: 'pay' }))).status).toBe(400);
    expect((await orderRow(orderId)).status).toBe(6);
    const { data } = (await (await buyer.get(`/api/member/ecpay/repay/${orderId}`)).json()) as { data: string };
    const repay = Object.fromEntries(
      [...data.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]),
    );
    expect(repay.MerchantTradeNo).not.toBe(fields.MerchantTradeNo);
    await app.request(`${ORIGIN}/sandbox/ecpay/simulate`, form({ ...repay, sandboxOutcome: 'pay' }));
    expect((await orderRow(orderId)).status).toBe(1);
  });

  it('refuses a notification with a wrong CheckMacValue, amount or order, with one generic answer', async () => {
    const { orderId, fields } = await placeOrder(0);
    const notify = (p: Record<string, string>) => app.request(`${ORIGIN}/api/payment/ecpay/notify`, form(p));
    const base = {
      MerchantID: '3002607',
      MerchantTradeNo: fields.MerchantTradeNo!,
      RtnCode: '1',
      TradeAmt: fields.TotalAmount!,
      CustomField1: String(orderId),
    };
    const bad = await notify({ ...base, CheckMacValue: 'A'.repeat(64) });
    expect(await bad.text()).toBe('0|Error');
    const wrongAmount = { ...base, TradeAmt: '1' };
    expect(await (await notify({ ...wrongAmount, CheckMacValue: checkMacValue(wrongAmount, ECPAY_STAGE) })).text()).toBe('0|Error');
    const otherOrder = { ...base, CustomField1: String(orderId - 1) };
    expect(await (await notify({ ...otherOrder, CheckMacValue: checkMacValue(otherOrder, ECPAY_STAGE) })).text()).toBe('0|Error');
    expect((await orderRow(orderId)).status).toBe(2);
    const good = await notify({ ...base, CheckMacValue: checkMacValue(base, ECPAY_STAGE) });
    expect(await good.text()).toBe('1|OK');
    expect((await orderRow(orderId)).status).toBe(1);
  });

  it('gives an ATM order a virtual account and deadline, a barcode order its barcodes', async () => {
    const atm = await placeOrder(6);
    expect(atm.fields.ChoosePayment).toBe('ATM');
    await app.request(`${ORIGIN}/sandbox/ecpay/simulate`, form({ ...atm.fields, sandboxOutcome: 'info' }));
    const atmRow = await orderRow(atm.orderId);
    expect(atmRow.status).toBe(2);
    expect(atmRow.e_payaccount).toMatch(/^\d{14}$/);
    expect(atmRow.e_limitdate).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    const detail = (await (await atm.buyer.get(`/api/member/order/detail/${atm.orderId}`)).json()) as {
      orderModel: { e_payaccount: string };
    };
    expect(detail.orderModel.e_payaccount).toBe(atmRow.e_payaccount);
    const barcode = await placeOrder(5);
    expect(barcode.fields.ChoosePayment).toBe('BARCODE');
    await app.request(`${ORIGIN}/sandbox/ecpay/simulate`, form({ ...barcode.fields, sandboxOutcome: 'info' }));
    expect((await orderRow(barcode.orderId)).e_payinfo).toMatch(/^\w+ \d{16} \d{15}$/);
  });

  it('the store map sends the buyer back to our own page with the store', async () => {
    const page = await app.request(`${ORIGIN}/sandbox/logistics/map?LogisticsSubType=UNIMARTC2C&ServerReplyURL=%2Fcheckout%2Fdelivery`);
    const html = await page.text();
    expect(html).toContain('href="/checkout/delivery?CVSStoreID=131386');
    const foreign = await app.request(
      `${ORIGIN}/sandbox/logistics/map?LogisticsSubType=UNIMARTC2C&ServerReplyURL=https%3A%2F%2Fevil.example`,
    );
    expect(foreign.status).toBe(400);
  });
});
