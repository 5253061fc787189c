// Production mode: without real keys the server refuses to start; it mounts no sandbox route and
// sends HSTS and a Permissions-Policy. In every mode, a refused payment callback gets one
// generic answer, payment details already given to the buyer are never replaced, and the GoMyPay
// return address is covered by its check value.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ORDER_STATUS, PAYMENT_TYPE } from '@storefront/contracts';
import type { Database } from '../db';
import { checkMacValue, ECPAY_STAGE } from '../payments/ecpay-check-mac';
import { GOMYPAY_SANDBOX, gomypayParams } from '../payments/gomypay-form';
import { PRODUCTION_VARIABLES, productionProblems, serverMode } from '../server-mode';
import { providerEnvironment } from '../payments/cashiers';
import { packageRoot } from '../package-root';
import { findStaticRoots } from '../static/roots';
import { client, ORIGIN, openSeededApp, testApp, type TestApp } from '../../test/test-support';

let db: Database;
let app: TestApp;
openSeededApp((opened) => ({ db, app } = opened));

const REAL = {
  ECPAY_MERCHANT_ID: '1234567',
  ECPAY_HASH_KEY: 'realHashKey00001',
  ECPAY_HASH_IV: 'realHashIv000001',
  GOMYPAY_CUSTOMER_ID: 'SHOP1',
  GOMYPAY_CHECK_KEY: 'real-check-key',
  ECPAY_LOGISTICS_MERCHANT_ID: '7654321',
  ECPAY_LOGISTICS_HASH_KEY: 'realLogisticsKey',
  ECPAY_LOGISTICS_HASH_IV: 'realLogisticsIv1',
  TRUSTED_ORIGINS: 'https://shop.example',
  PUBLIC_BASE_URL: 'https://shop.example',
};

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('production mode', () => {
  it('is NODE_ENV=production unless the demo says STOREFRONT_DEMO=1', () => {
    expect(serverMode({ NODE_ENV: 'production' })).toBe('production');
    expect(serverMode({ NODE_ENV: 'production', STOREFRONT_DEMO: '1' })).toBe('demo');
    expect(serverMode({})).toBe('development');
  });

  it('names every missing variable and the published test keys, and is content with real ones', () => {
    const missing = productionProblems({});
    for (const name of Object.keys(PRODUCTION_VARIABLES)) expect(missing.join('\n')).toContain(name);
    expect(productionProblems(REAL)).toEqual([]);
    expect(productionProblems({ ...REAL, ECPAY_HASH_KEY: ECPAY_STAGE.hashKey }).join('\n')).toMatch(
      /ECPAY_HASH_KEY is ECPay's published test key/,
    );
    expect(productionProblems({ ...REAL, PUBLIC_BASE_URL: 'http://shop.example' })).toEqual(['PUBLIC_BASE_URL must be an https URL']);
  });

  it('refuses to start without real keys', () => {
    const require = createRequire(join(packageRoot, 'package.json'));
    const tsx = require.resolve('tsx/cli');
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: 'memory', PORT: '0' };
    const run = spawnSync(process.execPath, [tsx, join(packageRoot, 'src/main.ts')], { env, encoding: 'utf8', timeout: 120_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Refusing to start in production mode/);
    expect(run.stderr).toContain('ECPAY_HASH_KEY');
    expect(run.stderr).toContain('PUBLIC_BASE_URL');
    expect(run.stdout).not.toMatch(/API server on/);
  }, 150_000);

  it('mounts no sandbox route and sends HSTS and a Permissions-Policy', async () => {
    const production = testApp(db, { production: true });
    for (const [method, path] of [
      ['POST', '/sandbox/ecpay/Cashier/AioCheckOut/V5'],
      ['POST', '/sandbox/ecpay/simulate'],
      ['POST', '/sandbox/gomypay/ShuntClass.aspx'],
      ['POST', '/sandbox/gomypay/simulate'],
      ['GET', '/sandbox/logistics/map?LogisticsSubType=FAMIC2C&ServerReplyURL=/'],
      ['POST', '/sandbox/logistics/print'],
      ['POST', '/sandbox/logistics/Express/Create'],
      ['GET', '/facebook-login-add'],
    ] as const) {
      const response = await production.request(`${ORIGIN}${path}`, { method, ...(method === 'POST' ? form({ a: '1' }) : {}) });
      expect([path, response.status]).toEqual([path, 404]);
    }
    const answer = await production.request(`${ORIGIN}/api/product/list`);
    expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(answer.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    // The demo keeps them, without production's headers.
    expect((await app.request(`${ORIGIN}/sandbox/logistics/map?LogisticsSubType=FAMIC2C&ServerReplyURL=/`)).status).toBe(200);
    expect((await app.request(`${ORIGIN}/api/product/list`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the demo banner', () => {
  it("is announced on the demo's pages (a cookie the shell's frame reads), never in production", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-demo-'));
    try {
      mkdirSync(join(dir, 'shell/dist'), { recursive: true });
      writeFileSync(join(dir, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
      const { roots } = findStaticRoots({}, dir);
      const demo = await testApp(db, { staticRoots: roots }).request(`${ORIGIN}/`);
      expect(demo.status).toBe(200);
      expect(demo.headers.get('set-cookie')).toMatch(/storefront_demo=1; Path=\/; SameSite=Lax/);
      const production = await testApp(db, { staticRoots: roots, production: true }).request(`${ORIGIN}/`);
      expect(production.status).toBe(200);
      expect(production.headers.get('set-cookie') ?? '').not.toMatch(/storefront_demo/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The action of the payment form a checkout answers, and of a GoMyPay repay, on an app. */
async function formActions(on: TestApp) {
  const buyer = client(on);
  await buyer.login('buyer@example.com', 'buyer1234');
  const [model] = await db.query<{ id: number }>(
    `select m.id from product_models m join products p on p.id = m.product_id join stock_models s on s.id = m.stock_model_id
     join product_prices pr on pr.product_model_id = m.id where p.status = 1 and p.product_base = 0 and s.inventory > 5 order by m.id limit 1`,
  );
  const placed = await buyer.post('/api/member/checkout', {
    items: [{ productModelId: model!.id, quantity: 1 }],
    deliveryDetail: {
      firstName: '小明',
      lastName: '王',
      telephone: '0912345678',
      country: 'TW',
      city: '臺北市',
      areaTitle: '中正區',
      areaCode: '100',
      street: '重慶南路一段 1 號',
    },
    paymentType: 0,
    receipt: { method: 0, type: 0 },
  });
  const { orderId, paymentForm } = (await placed.json()) as { orderId: number; paymentForm: string };
  await db.query('update orders set status = $2 where id = $1', [orderId, ORDER_STATUS.failed]);
  const repay = (await (await buyer.get(`/api/member/gomypay/repay/${orderId}`)).json()) as { data: string };
  const action = (html: string) => /<form [^>]*action="([^"]+)"/.exec(html)?.[1];
  return { ecpay: action(paymentForm), gomypay: action(repay.data) };
}

describe('payment forms', () => {
  it("post to the providers' real cashiers in production, their test cashiers on stage, the sandbox only in the demo", async () => {
    expect(await formActions(testApp(db, { production: true }))).toEqual({
      ecpay: 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
      gomypay: 'https://n.gomypay.asia/ShuntClass.aspx',
    });
    expect(await formActions(testApp(db, { production: true, paymentProviders: 'stage' }))).toEqual({
      ecpay: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
      gomypay: 'https://n.gomypay.asia/TestShuntClass.aspx',
    });
    expect(await formActions(app)).toEqual({
      ecpay: `${ORIGIN}/sandbox/ecpay/Cashier/AioCheckOut/V5`,
      gomypay: `${ORIGIN}/sandbox/gomypay/ShuntClass.aspx`,
    });
  });

  it('take the environment from PAYMENT_PROVIDERS_ENV in production mode only', () => {
    expect(providerEnvironment(true, {})).toBe('production');
    expect(providerEnvironment(true, { PAYMENT_PROVIDERS_ENV: 'stage' })).toBe('stage');
    expect(providerEnvironment(false, { PAYMENT_PROVIDERS_ENV: 'production' })).toBe('sandbox');
    expect(productionProblems({ ...REAL, PAYMENT_PROVIDERS_ENV: 'live' })).toEqual(['PAYMENT_PROVIDERS_ENV must be production or stage']);
    // ECPay's stage cashier takes only its published test merchant: allowed there, never in production.
    const stageKeys = { ECPAY_MERCHANT_ID: ECPAY_STAGE.merchantId, ECPAY_HASH_KEY: ECPAY_STAGE.hashKey, ECPAY_HASH_IV: ECPAY_STAGE.hashIv };
    expect(productionProblems({ ...REAL, ...stageKeys, PAYMENT_PROVIDERS_ENV: 'stage' })).toEqual([]);
    expect(productionProblems({ ...REAL, ...stageKeys }).length).toBe(2);
  });
});

/** An order of the seeded buyer awaiting an ATM payment, with its amount. */
async function awaitingOrder() {
  const [order] = await db.query<{ id: number; total_price: number }>(
    `select o.id, o.total_price from orders o join members m on m.id = o.buyer_id
     where m.email = 'buyer@example.com' and o.status = $1 order by o.id limit 1`,
    [ORDER_STATUS.awaitingPayment],
  );
  if (!order) throw new Error('no order awaiting payment in the seed');
  return order;
}

const signed = (fields: Record<string, string>) => ({ ...fields, CheckMacValue: checkMacValue(fields, ECPAY_STAGE) });

describe('payment callbacks', () => {
  it('answer every refusal with the same generic error', async () => {
    const order = await awaitingOrder();
    const base = {
      MerchantID: ECPAY_STAGE.merchantId,
      MerchantTradeNo: `${order.id}T1234`,
      RtnCode: '1',
      TradeAmt: String(order.total_price),
      CustomField1: String(order.id),
    };
    const answers = new Set<string>();
    for (const fields of [
      { ...base, CheckMacValue: 'A'.repeat(64) },
      signed({ ...base, TradeAmt: '1' }),
      signed({ ...base, CustomField1: '999999', MerchantTradeNo: '999999T1' }),
      signed({ ...base, MerchantID: '1' }),
    ]) {
      const response = await app.request(`${ORIGIN}/api/payment/ecpay/notify`, form(fields));
      expect(response.status).toBe(400);
      answers.add(await response.text());
    }
    expect([...answers]).toEqual(['0|Error']);
  });

  it('never replace payment details already given to the buyer', async () => {
    const order = await awaitingOrder();
    await db.query('update orders set e_payaccount = null, e_payinfo = null, payment_type = $2, payment_trade_no = $3 where id = $1', [
      order.id,
      PAYMENT_TYPE.atmTransfer,
      `${order.id}T5678`,
    ]);
    const info = (account: string) =>
      signed({
        MerchantID: ECPAY_STAGE.merchantId,
        MerchantTradeNo: `${order.id}T5678`,
        RtnCode: '2',
        TradeAmt: String(order.total_price),
        CustomField1: String(order.id),
        BankCode: '812',
        vAccount: account,
        ExpireDate: '2030/01/01',
      });
    expect(await (await app.request(`${ORIGIN}/api/payment/ecpay/payment-info`, form(info('91030000000001')))).text()).toBe('1|OK');
    await app.request(`${ORIGIN}/api/payment/ecpay/payment-info`, form(info('99998888777766')));
    const [row] = await db.query<{ e_payaccount: string }>('select e_payaccount from orders where id = $1', [order.id]);
    expect(row!.e_payaccount).toBe('91030000000001');
  });

  it('refuse a GoMyPay result whose return address was changed, with the generic error', async () => {
    const order = await awaitingOrder();
    const tradeNo = `${order.id}GTEST`;
    await db.query('update orders set payment_trade_no = $2 where id = $1', [order.id, tradeNo]);
    const params = gomypayParams(
      {
        orderId: order.id,
        orderStatementId: 'X',
        totalPrice: order.total_price,
        tradeNo,
        buyer: { name: 'a', email: 'a@example.com', telephone: '0912345678' },
      },
      `${ORIGIN}/checkout/finish/${order.id}`,
      GOMYPAY_SANDBOX,
    );
    const tampered = await app.request(
      `${ORIGIN}/sandbox/gomypay/simulate`,
      form({ ...params, Return_url: `${ORIGIN}/member/elsewhere`, sandboxOutcome: 'fail' }),
    );
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toMatch(/<p role="alert">Error<\/p>/);
    const [row] = await db.query<{ status: number }>('select status from orders where id = $1', [order.id]);
    expect(row!.status).toBe(ORDER_STATUS.awaitingPayment);
  });
});
