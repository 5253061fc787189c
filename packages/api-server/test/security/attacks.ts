// The attacks of issue 28, kind by kind, against the real app on a seeded database of its own:
// each kind sends many attempts and counts how many got through (a forged callback that changed
// an order, a hostile input that was not refused, a session that outlived its password, …).
// test:hard runs it (RELIABILITY_ONLY=attacks) and reports the counts; the jest suites beside the
// code check each hole once.
import { endpointNames, ORDER_STATUS, PAYMENT_TYPE, PRODUCT_STATUS } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts/endpoints';
import { createApp } from '../../src/app';
import type { Database } from '../../src/db';
import { checkMacValue, ECPAY_STAGE } from '../../src/payments/ecpay-check-mac';
import { GOMYPAY_SANDBOX, strCheck, type GomypayParams } from '../../src/payments/gomypay-form';
import { LOGIN_ADDRESS_FAILURES_ALLOWED, REGISTRATIONS_ALLOWED } from '../../src/security/rate-limit';
import { bigProductInput, saveWhileVisiting, type Caller } from '../reliability/big-save';
import { client, ORIGIN, sidFrom, type TestApp } from '../test-support';
import { fillPath, holdingsOf, loginAll, nextTransactionId, type Client, type Role } from './fixtures';
import { hostileCases, refusedAsItMust, roleFor, routesOf, sender } from './hostile-input';

export type AttackKind = { kind: string; what: string; tried: number; through: number; examples: string[] };

/** Counts attempts of one kind; `through(label)` records one that got through. */
class Tally {
  tried = 0;
  through = 0;
  examples: string[] = [];
  constructor(
    readonly kind: string,
    readonly what: string,
  ) {}
  attempt(gotThrough: boolean, label: string) {
    this.tried += 1;
    if (gotThrough) {
      this.through += 1;
      if (this.examples.length < 5) this.examples.push(label);
    }
  }
  result(): AttackKind {
    return { kind: this.kind, what: this.what, tried: this.tried, through: this.through, examples: this.examples };
  }
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const signed = (fields: Record<string, string>) => ({ ...fields, CheckMacValue: checkMacValue(fields, ECPAY_STAGE) });
const delivery = {
  firstName: '小明',
  lastName: '王',
  telephone: '0912345678',
  country: 'TW',
  city: '臺北市',
  areaTitle: '中正區',
  areaCode: '100',
  street: '重慶南路一段 1 號',
};

type Ground = { db: Database; app: TestApp; clients: Record<Role, Client>; rounds: number };

async function stockedModel(db: Database) {
  const [model] = await db.query<{ id: number; stock: number }>(
    `select m.id, s.id as stock from product_models m join products p on p.id = m.product_id join stock_models s on s.id = m.stock_model_id
     join product_prices pr on pr.product_model_id = m.id where p.status = 1 and p.product_base = 0 and s.inventory > 5
     and not s.allow_negative_inventory order by m.id limit 1`,
  );
  return model!;
}

/** A card order of the seeded buyer through the real checkout, with the fields of its payment form. */
async function placeOrder(g: Ground, paymentType: number = PAYMENT_TYPE.creditCard) {
  const model = await stockedModel(g.db);
  const placed = await g.clients.buyer.post('/api/member/checkout', {
    items: [{ productModelId: model.id, quantity: 1 }],
    deliveryDetail: delivery,
    paymentType,
    receipt: { method: 0, type: 0 },
  });
  if (placed.status !== 200) throw new Error(`checkout: ${placed.status} ${await placed.text()}`);
  const body = (await placed.json()) as { orderId: number; paymentForm: string };
  const fields = Object.fromEntries(
    [...body.paymentForm.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]),
  );
  return { orderId: body.orderId, fields, stock: model.stock };
}

const orderRow = async (db: Database, id: number) =>
  (
    await db.query<{ status: number; e_payaccount: string | null; events: number }>(
      'select status, e_payaccount, (select count(*)::int from order_events e where e.order_id = o.id) as events from orders o where id = $1',
      [id],
    )
  )[0]!;

/** 1. Forged, replayed, wrong-amount and wrong-trade-number callbacks; payment info overwritten. */
async function callbacks(g: Ground): Promise<AttackKind> {
  const t = new Tally(
    'payment callbacks',
    'forged, replayed, wrong-amount and wrong-trade-number ECPay and GoMyPay results; a changed GoMyPay return address; payment info overwritten',
  );
  const notify = (fields: Record<string, string>, path = '/api/payment/ecpay/notify') => g.app.request(`${ORIGIN}${path}`, form(fields));
  for (let round = 0; round < g.rounds; round += 1) {
    const { orderId, fields } = await placeOrder(g);
    const base = {
      MerchantID: ECPAY_STAGE.merchantId,
      MerchantTradeNo: fields.MerchantTradeNo!,
      RtnCode: '1',
      TradeAmt: fields.TotalAmount!,
      CustomField1: String(orderId),
    };
    const attempts: [string, Record<string, string>][] = [
      ['forged CheckMacValue', { ...base, CheckMacValue: 'A'.repeat(64) }],
      ['unsigned', base],
      ['wrong amount', signed({ ...base, TradeAmt: String(Number(base.TradeAmt) - 1 - round) })],
      ['amount 1', signed({ ...base, TradeAmt: '1' })],
      ['wrong trade number', signed({ ...base, MerchantTradeNo: `${orderId}T${round}X` })],
      ['another order', signed({ ...base, CustomField1: String(orderId - 1 - round) })],
      ['another merchant id', signed({ ...base, MerchantID: '1' })],
    ];
    const answers = new Set<string>();
    for (const [label, attempt] of attempts) {
      const before = await orderRow(g.db, orderId);
      const response = await notify(attempt);
      answers.add(`${response.status} ${await response.text()}`);
      const after = await orderRow(g.db, orderId);
      t.attempt(after.status !== before.status || after.events !== before.events, `${label}: order ${orderId} changed`);
    }
    // One generic refusal: a caller learns nothing about amounts or orders from the answers.
    t.attempt(answers.size !== 1, `distinct refusals: ${[...answers].join(' / ')}`);
    // The genuine result pays it; the same result again (a replay) changes nothing more.
    const paid = await notify(signed(base));
    if ((await paid.text()) !== '1|OK') throw new Error(`the genuine ECPay result was refused (order ${orderId})`);
    const afterPay = await orderRow(g.db, orderId);
    for (let replay = 0; replay < 3; replay += 1) {
      await notify(signed(base));
      const again = await orderRow(g.db, orderId);
      t.attempt(again.events !== afterPay.events || again.status !== afterPay.status, `replay ${replay} of order ${orderId}`);
    }
  }
  // GoMyPay results (the sandbox's result call, the only way one arrives): the attacker has the
  // buyer's genuine form but not the shop's check key.
  const gomypay = (fields: GomypayParams) => g.app.request(`${ORIGIN}/sandbox/gomypay/simulate`, form(fields));
  const resigned = (fields: GomypayParams, checkKey = GOMYPAY_SANDBOX.checkKey) => ({
    ...fields,
    Str_Check: strCheck(fields, { ...GOMYPAY_SANDBOX, checkKey }),
  });
  for (let round = 0; round < g.rounds; round += 1) {
    const { orderId, fields: firstAttempt } = await placeOrder(g);
    const other = await placeOrder(g);
    const formOf = async (id: number) => {
      const repay = await g.clients.buyer.get(`/api/member/gomypay/repay/${id}`);
      if (repay.status !== 200) throw new Error(`GoMyPay repay of order ${id}: ${repay.status}`);
      const html = String(((await repay.json()) as { data: string }).data);
      return Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
    };
    const genuine: GomypayParams = { ...(await formOf(orderId)), sandboxOutcome: 'pay' };
    const attempts: [string, GomypayParams][] = [
      ['forged Str_Check', { ...genuine, Str_Check: 'f'.repeat(32) }],
      ['unsigned', Object.fromEntries(Object.entries(genuine).filter(([name]) => name !== 'Str_Check'))],
      ['amount changed', { ...genuine, Amount: String(Number(genuine.Amount) - 1 - round) }],
      ['signed with a guessed key', resigned({ ...genuine, Amount: '1' }, `guess-${round}`)],
      ['return address elsewhere', { ...genuine, Return_url: 'https://evil.example/' }],
      ['return address off-site', { ...genuine, Return_url: '//evil.example/' }],
      ['another customer id', { ...genuine, CustomerId: 'SHOP1' }],
      // With the shop's key itself (as if it had leaked): still only the current attempt, at its amount.
      ['signed, wrong amount', resigned({ ...genuine, Amount: String(Number(genuine.Amount) + 1 + round) })],
      ["signed, the order's earlier trade number", resigned({ ...genuine, Order_No: firstAttempt.MerchantTradeNo! })],
    ];
    const answers = new Set<string>();
    for (const [label, attempt] of attempts) {
      const before = await orderRow(g.db, orderId);
      const otherBefore = await orderRow(g.db, other.orderId);
      const response = await gomypay(attempt);
      answers.add(`${response.status} ${await response.text()}`);
      const after = await orderRow(g.db, orderId);
      const otherAfter = await orderRow(g.db, other.orderId);
      t.attempt(
        after.status !== before.status || after.events !== before.events || otherAfter.events !== otherBefore.events,
        `GoMyPay ${label}: order ${orderId} changed`,
      );
    }
    t.attempt(answers.size !== 1, `distinct GoMyPay refusals: ${[...answers].join(' / ')}`);
    const paid = await gomypay(genuine);
    if (paid.status !== 303) throw new Error(`the genuine GoMyPay result was refused (order ${orderId}): ${paid.status}`);
    const afterPay = await orderRow(g.db, orderId);
    for (let replay = 0; replay < 3; replay += 1) {
      await gomypay(genuine);
      const again = await orderRow(g.db, orderId);
      t.attempt(again.events !== afterPay.events || again.status !== afterPay.status, `GoMyPay replay ${replay} of order ${orderId}`);
    }
  }
  // Payment info set once: an ATM order's virtual account is never replaced.
  for (let round = 0; round < g.rounds; round += 1) {
    const { orderId, fields } = await placeOrder(g, PAYMENT_TYPE.atmTransfer);
    const info = (account: string) =>
      signed({
        MerchantID: ECPAY_STAGE.merchantId,
        MerchantTradeNo: fields.MerchantTradeNo!,
        RtnCode: '2',
        TradeAmt: fields.TotalAmount!,
        CustomField1: String(orderId),
        BankCode: '812',
        vAccount: account,
        ExpireDate: '2030/01/01',
      });
    const first = await notify(info('91030000000001'), '/api/payment/ecpay/payment-info');
    if ((await first.text()) !== '1|OK') throw new Error(`the genuine payment info was refused (order ${orderId})`);
    for (const account of ['9999888877776666', '99998888777766', '00000000000000']) {
      await notify(info(account), '/api/payment/ecpay/payment-info');
      t.attempt((await orderRow(g.db, orderId)).e_payaccount !== '91030000000001', `payment info of order ${orderId} replaced`);
    }
  }
  return t.result();
}

/** 2. Every kind of hostile input on every route of the endpoint table and the form routes. */
async function hostileInput(g: Ground, logged: string[]): Promise<AttackKind> {
  const t = new Tally('hostile input', 'JSON 8,000 deep, NUL in path, query and body, broken multipart, on every route and form route');
  const routes = routesOf(g.app);
  for (const kind of hostileCases(sender(g.clients))) {
    for (const route of routes) {
      const pending = kind.send(route);
      if (!pending) continue;
      const response = await pending;
      t.attempt(!refusedAsItMust(kind, response.status), `${route.method} ${route.path} ${kind.label}: ${response.status}`);
    }
  }
  t.attempt(
    logged.some((line) => line.includes('\u0000')),
    'a raw NUL reached the log',
  );
  return t.result();
}

/** 3. Sessions after a password change; X-Forwarded-* from a client that is no configured proxy. */
async function sessions(g: Ground, runId: string): Promise<AttackKind> {
  const t = new Tally('sessions', 'other sessions and the old id after a password change; forged X-Forwarded-Proto/Host from clients');
  const detail = (sid: string | undefined) =>
    g.app.request(`${ORIGIN}/api/member/account/detail`, { headers: sid ? { cookie: `sid=${sid}` } : {} });
  for (let round = 0; round < g.rounds; round += 1) {
    const email = `attack-rotate-${runId}-${round}@example.com`;
    const here = client(g.app);
    await here.post('/api/member/register', {
      email,
      password: 'rotate1234',
      confirmPassword: 'rotate1234',
      firstName: '換',
      lastName: '密',
    });
    await here.login(email, 'rotate1234');
    const others = [client(g.app), client(g.app), client(g.app)];
    for (const other of others) await other.login(email, 'rotate1234');
    const before = here.sid;
    const change = await here.post('/api/member/account/resetpassword', {
      oldPassword: 'rotate1234',
      newPassword: 'rotate5678',
      confirmNewPassword: 'rotate5678',
    });
    if (change.status !== 200) throw new Error(`password change: ${change.status}`);
    t.attempt((await detail(before)).status !== 401, `the old session id of ${email} still works`);
    for (const other of others) t.attempt((await detail(other.sid)).status !== 401, `another session of ${email} still works`);
  }
  const claims: Record<string, string>[] = [
    { 'x-forwarded-proto': 'https' },
    { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    { forwarded: 'proto=https;host=evil.example' },
    { 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'shop.example' },
  ];
  for (let round = 0; round < g.rounds; round += 1) {
    for (const headers of claims) {
      const peer = `203.0.113.${10 + round}`;
      const login = await g.app.request(
        `${ORIGIN}/api/member/login`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ email: 'member@example.com', password: 'member1234' }),
        },
        { incoming: { socket: { remoteAddress: peer } } },
      );
      const cookie = login.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '';
      t.attempt(/secure/i.test(cookie), `Secure cookie believed from ${JSON.stringify(headers)}`);
      // The CSRF origin check must not take the claimed host as ours.
      const crossSite = await g.app.request(
        `${ORIGIN}/api/member/logout`,
        { method: 'POST', headers: { ...headers, origin: 'https://evil.example', cookie: `sid=${sidFrom(login) ?? ''}` } },
        { incoming: { socket: { remoteAddress: peer } } },
      );
      t.attempt(crossSite.status !== 403, `origin https://evil.example accepted with ${JSON.stringify(headers)}: ${crossSite.status}`);
    }
  }
  return t.result();
}

/** 4. Stock held forever: a failed payment's order can be cancelled and gives its stock back. */
async function heldStock(g: Ground): Promise<AttackKind> {
  const t = new Tally('held stock', 'orders whose payment failed, then cancelled by the buyer: stock given back, once');
  for (let round = 0; round < g.rounds; round += 1) {
    const { orderId, fields, stock } = await placeOrder(g);
    const inventory = async () => (await g.db.query<{ n: number }>('select inventory as n from stock_models where id = $1', [stock]))[0]!.n;
    const held = await inventory();
    const failed = signed({
      MerchantID: ECPAY_STAGE.merchantId,
      MerchantTradeNo: fields.MerchantTradeNo!,
      RtnCode: '10100058',
      RtnMsg: 'fail',
      TradeAmt: fields.TotalAmount!,
      CustomField1: String(orderId),
    });
    await g.app.request(`${ORIGIN}/api/payment/ecpay/notify`, form(failed));
    t.attempt((await orderRow(g.db, orderId)).status !== ORDER_STATUS.failed, `order ${orderId} not failed by its failed payment`);
    const cancel = await g.clients.buyer.post('/api/member/order/cancel', { orderId });
    t.attempt(cancel.status !== 200, `failed order ${orderId} could not be cancelled: ${cancel.status}`);
    t.attempt((await inventory()) !== held + 1, `the stock of order ${orderId} was not given back`);
    await g.clients.buyer.post('/api/member/order/cancel', { orderId });
    t.attempt((await inventory()) !== held + 1, `a second cancel of order ${orderId} gave the stock back twice`);
  }
  return t.result();
}

/** 5. The big save: too many pictures or variants refused with nothing written; the biggest allowed stored whole. */
async function bigSave(g: Ground, runId: string): Promise<AttackKind> {
  const t = new Tally(
    'the big save',
    'saves past the picture and variant caps refused, writing nothing; 400 x 50 saved whole while a visitor is answered',
  );
  const answer = async <T>(response: Response) => ({ status: response.status, body: (await response.json()) as T });
  const merchant: Caller = {
    get: async <T>(path: string) => answer<T>(await g.clients.merchantA.get(path)),
    post: async <T>(path: string, body?: unknown) => answer<T>(await g.clients.merchantA.post(path, body)),
  };
  const { input, imageIds } = await bigProductInput(merchant, `attack-big-${runId}`);
  // 250 different pictures of the merchant: five sets of 50.
  const pool = [...imageIds];
  for (let set = 1; set < 5; set += 1) pool.push(...(await bigProductInput(merchant, `attack-big-${runId}-${set}`)).imageIds);
  const products = async () => (await g.db.query<{ n: number }>('select count(*)::int as n from product_models'))[0]!.n;
  const models = input.productModels;
  const oversized: [string, unknown][] = [
    [
      '250 different pictures',
      {
        ...input,
        productModels: models.map((m, i) => ({
          ...m,
          productImages: pool.slice((i % 5) * 50, (i % 5) * 50 + 50).map((imageId) => ({ imageId })),
        })),
      },
    ],
    [
      '51 pictures on one variant',
      { ...input, productModels: models.map((m) => ({ ...m, productImages: [...m.productImages, m.productImages[0]] })) },
    ],
    [
      '1,001 variants',
      {
        ...input,
        productSelections: [],
        productModelType: 0,
        productModels: Array.from({ length: 1001 }, (_, i) => models[i % models.length]),
      },
    ],
    ['a body past 1 MB', { ...input, descriptions: 'x'.repeat(1_100_000) }],
  ];
  for (const [label, payload] of oversized) {
    for (let round = 0; round < g.rounds; round += 1) {
      const before = await products();
      const response = await g.clients.merchantA.post('/api/merchant/save/newproduct', payload);
      t.attempt(response.status === 200 || (await products()) !== before, `${label}: ${response.status}`);
    }
  }
  const visitor = client(g.app);
  const [online] = await g.db.query<{ slug: string }>('select slug from products where status = $1 order by id limit 1', [
    PRODUCT_STATUS.online,
  ]);
  const figures = await saveWhileVisiting(merchant, input, () => visitor.get(`/api/product/detail/${encodeURIComponent(online!.slug)}`));
  t.attempt(figures.saveStatus !== 200, `the 400 x 50 save answered ${figures.saveStatus}`);
  t.attempt(
    figures.visitStatuses.some((s) => s !== 200),
    `the visitor got ${figures.visitStatuses.join(', ')}`,
  );
  const stored = await g.db.query<{ n: number }>(
    'select count(*)::int as n from product_images i join product_models m on m.id = i.product_model_id where m.product_id = $1',
    [figures.productId],
  );
  t.attempt(stored[0]!.n !== models.length * imageIds.length, `the saved product shows ${stored[0]!.n} pictures`);
  return t.result();
}

/** 6. Abuse limits: login spraying from one address, registrations from one address, share-record farming. */
async function abuse(g: Ground, runId: string): Promise<AttackKind> {
  const t = new Tally(
    'abuse limits',
    'password guesses sprayed over many emails, registrations, share records for points, from one address',
  );
  const limited = createApp({ db: g.db, log: () => undefined, rateLimits: true });
  const from = (address: string, method: string, path: string, body?: unknown, cookie?: string) =>
    limited.request(
      `${ORIGIN}${path}`,
      {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
  for (let round = 0; round < g.rounds; round += 1) {
    const sprayer = `198.51.100.${100 + round}`;
    let let_through = 0;
    const tries = LOGIN_ADDRESS_FAILURES_ALLOWED * 3;
    for (let i = 0; i < tries; i += 1) {
      const response = await from(sprayer, 'POST', '/api/member/login', {
        email: `spray-${runId}-${round}-${i}@example.com`,
        password: 'password1',
      });
      if (response.status !== 429) let_through += 1;
      t.attempt(i >= LOGIN_ADDRESS_FAILURES_ALLOWED && response.status !== 429, `guess ${i} from ${sprayer}: ${response.status}`);
    }
    if (let_through < LOGIN_ADDRESS_FAILURES_ALLOWED) throw new Error('the login limit refused honest-looking first attempts');
    const registrar = `198.51.100.${150 + round}`;
    for (let i = 0; i < REGISTRATIONS_ALLOWED * 2; i += 1) {
      const email = `farm-${runId}-${round}-${i}@example.com`;
      const response = await from(registrar, 'POST', '/api/member/register', {
        email,
        password: 'secret12',
        confirmPassword: 'secret12',
        firstName: '多',
        lastName: '號',
      });
      const made = (await g.db.query('select 1 from members where email = $1', [email])).length > 0;
      t.attempt(i >= REGISTRATIONS_ALLOWED && (response.status !== 429 || made), `registration ${i} from ${registrar}: ${response.status}`);
    }
  }
  // Share-record farming: a fresh account records a share of every product; no points come of it.
  const products = await g.db.query<{ id: number }>('select id from products where status = $1 order by id', [PRODUCT_STATUS.online]);
  for (let round = 0; round < g.rounds; round += 1) {
    const address = `198.51.100.${200 + round}`;
    const email = `sharer-${runId}-${round}@example.com`;
    await from(address, 'POST', '/api/member/register', {
      email,
      password: 'secret12',
      confirmPassword: 'secret12',
      firstName: '分',
      lastName: '享',
    });
    const login = await from(address, 'POST', '/api/member/login', { email, password: 'secret12' });
    const cookie = `sid=${sidFrom(login) ?? ''}`;
    for (const product of products) {
      await from(address, 'GET', `/api/member/account/productview/${product.id}`, undefined, cookie);
      const [points] = await g.db.query<{ n: number }>(
        'select coalesce(sum(l.points), 0)::int as n from points_ledger l join members m on m.id = l.member_id where m.email = $1',
        [email],
      );
      t.attempt(points!.n > 0, `${email} earned ${points!.n} points by share records`);
    }
  }
  return t.result();
}

const CROSS_SITE = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

/** 7. Every GET of the endpoint table as a cross-site navigation and as HEAD, by its rightful caller: nothing written. */
async function crossSiteGets(g: Ground): Promise<AttackKind> {
  const t = new Tally(
    'cross-site GETs',
    'every GET of the endpoint table as a cross-site top-level navigation and as HEAD, with the session',
  );
  const merchant = await holdingsOf(g.db, 'merchant@example.com');
  const buyer = await holdingsOf(g.db, 'buyer@example.com');
  const [product] = await g.db.query<{ id: number; slug: string }>('select id, slug from products where status = $1 order by id limit 1', [
    PRODUCT_STATUS.online,
  ]);
  const values = {
    productId: product!.id,
    slug: product!.slug,
    merchantId: merchant.memberId,
    orderId: buyer.buyerOrders[0]!,
    e_orderstatus: '1',
    name: 'cross-site-brand',
    id: merchant.media[0]!,
    width: 100,
    height: 100,
  };
  for (let round = 0; round < g.rounds; round += 1) {
    for (const name of endpointNames.filter((n) => endpoints[n].method === 'GET')) {
      const role = roleFor(endpoints[name].auth);
      const path = fillPath(endpoints[name].path, { ...values, name: `cross-site-${round}` });
      for (const [label, send] of [
        ['cross-site', () => g.clients[role].get(path, CROSS_SITE)],
        ['HEAD', () => g.app.request(`${ORIGIN}${path}`, { method: 'HEAD', headers: { cookie: `sid=${g.clients[role].sid}` } })],
      ] as const) {
        const xid = await nextTransactionId(g.db);
        const response = await send();
        t.attempt((await nextTransactionId(g.db)) !== xid, `${label} ${name}: wrote (${response.status})`);
      }
    }
  }
  return t.result();
}

/** 8. The smaller holes: open redirects, media URLs, slugs, the add-on cap, private catalogue answers, production headers. */
async function smaller(g: Ground, runId: string): Promise<AttackKind> {
  const t = new Tally(
    'smaller holes',
    'open redirects, media URL schemes and internal hosts, media blocked by another merchant, `.`/`..` slugs, add-on cap, private cache headers, production headers',
  );
  const evil = [
    '/%09/evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'https://evil.example/',
    '\t//evil.example',
    'https:/evil.example',
    '//evil.example@localhost',
    '/%E2%80%A8/evil.example',
  ];
  for (const reply of evil) {
    const query = new URLSearchParams({ LogisticsSubType: 'FAMIC2C', ServerReplyURL: reply });
    const response = await g.app.request(`${ORIGIN}/sandbox/logistics/map?${query.toString()}`);
    const text = await response.text();
    t.attempt(
      response.status !== 400 || text.includes('evil.example') || (response.headers.get('location') ?? '').includes('evil'),
      `store map to ${reply}`,
    );
  }
  const urls = [
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd',
    'http://images.example.com/a.jpg',
    'https://127.0.0.1/a.jpg',
    'https://localhost/a.jpg',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.5/a.jpg',
    'https://192.168.1.1/a.jpg',
    'https://[::1]/a.jpg',
    'https://0x7f000001/a.jpg',
    'https://metadata.google.internal/a.jpg',
  ];
  for (const publicUrl of urls) {
    const response = await g.clients.merchantA.post('/api/product/media/getorcreate', { publicUrl });
    const stored = (await g.db.query('select 1 from media where public_url = $1', [publicUrl])).length > 0;
    t.attempt(response.status === 200 || stored, `media ${publicUrl}: ${response.status}`);
  }
  for (let round = 0; round < g.rounds; round += 1) {
    const publicUrl = `https://images.example.com/${runId}/taken-${round}.jpg`;
    await g.clients.merchantA.post('/api/product/media/getorcreate', { publicUrl });
    const other = await g.clients.merchantB.post('/api/product/media/getorcreate', { publicUrl });
    const body = (await other.json()) as { media?: { id: number } };
    const [owner] = await g.db.query<{ email: string }>(
      'select m.email from media d join members m on m.id = d.merchant_id where d.id = $1',
      [body.media?.id ?? 0],
    );
    t.attempt(other.status !== 200 || owner?.email !== 'merchant2@example.com', `merchant B blocked from ${publicUrl}: ${other.status}`);
  }
  // `.` and `..` slugs, in a real save of the editor's payload.
  const model = (await (await g.clients.merchantA.get('/api/merchant/newproduct')).json()) as {
    product: Record<string, unknown> & { productModels: { productPrices: Record<string, unknown>[] }[] };
    brands: { productBrandId: number }[];
    catelogs: { productCatelogId: number; productTypes: unknown[] }[];
  };
  for (const slug of ['.', '..', '%2e', '%2E%2E']) {
    const decoded = decodeURIComponent(slug);
    const response = await g.clients.merchantA.post('/api/merchant/save/newproduct', {
      ...model.product,
      title: 'slug',
      slug: decoded,
      productModelType: 0,
      productBrandId: model.brands[0]!.productBrandId,
      productCatelogId: model.catelogs[0]!.productCatelogId,
      productTypes: [model.catelogs[0]!.productTypes[0]],
      productModels: model.product.productModels.map((m) => ({
        ...m,
        title: 'a',
        productPrices: [{ ...m.productPrices[0], price: 10, usePointPercent: 0 }],
      })),
    });
    t.attempt(response.status !== 400, `slug ${JSON.stringify(decoded)}: ${response.status}`);
  }
  // The add-on cap: more add-ons than parent units is refused and writes no order.
  const [pair] = await g.db.query<{ main: number; addon: number }>(
    `select m.id as main, a.addon_model_id as addon from product_addons a join products p on p.id = a.product_id
       join product_models m on m.product_id = p.id where p.status = 1 order by p.id, m.id limit 1`,
  );
  if (pair) {
    for (const [main, extra] of [
      [1, 2],
      [1, 5],
      [2, 3],
      [3, 30],
    ] as const) {
      const before = await g.db.query<{ n: number }>('select count(*)::int as n from orders');
      const response = await g.clients.buyer.post('/api/member/checkout', {
        items: [
          { productModelId: pair.main, quantity: main, parentProductModelId: null },
          { productModelId: pair.addon, quantity: extra, parentProductModelId: pair.main },
        ],
        deliveryDetail: delivery,
        paymentType: PAYMENT_TYPE.atmTransfer,
        receipt: { method: 0, type: 0 },
      });
      const after = await g.db.query<{ n: number }>('select count(*)::int as n from orders');
      t.attempt(response.status !== 400 || after[0]!.n !== before[0]!.n, `${extra} add-ons on ${main}: ${response.status}`);
    }
  }
  // Catalogue answers to a logged-in member are private.
  const [online] = await g.db.query<{ slug: string; id: number }>('select slug, id from products where status = $1 order by id limit 1', [
    PRODUCT_STATUS.online,
  ]);
  for (const path of [
    '/api/product/list',
    `/api/product/detail/${encodeURIComponent(online!.slug)}`,
    `/api/product/addons/${online!.id}/list`,
    `/api/product/related/${online!.id}/list`,
  ]) {
    const response = await g.clients.buyer.get(path);
    const cache = response.headers.get('cache-control') ?? '';
    t.attempt(response.status === 200 && !/private|no-store/.test(cache), `${path} to a member: cache-control ${cache}`);
  }
  // Production headers on every kind of answer.
  const production = createApp({ db: g.db, log: () => undefined, rateLimits: false, production: true });
  for (const path of [
    '/api/product/list',
    `/api/product/detail/${encodeURIComponent(online!.slug)}`,
    '/api/member/account/detail',
    '/api/nothing-here',
    '/',
  ]) {
    const response = await production.request(`${ORIGIN}${path}`);
    t.attempt(!response.headers.get('strict-transport-security'), `${path}: no HSTS in production`);
    t.attempt(!response.headers.get('permissions-policy'), `${path}: no Permissions-Policy in production`);
  }
  return t.result();
}

export type AttackFigures = { rounds: number; seconds: number; kinds: AttackKind[]; ok: boolean };

/**
 * Runs every kind on a seeded database (opened by `open`, closed after): `rounds` repeats of the
 * kinds whose attempts are per order or account.
 */
export async function runAttacks(db: Database, rounds: number, runId: string): Promise<AttackFigures> {
  const started = performance.now();
  const logged: string[] = [];
  const app = createApp({ db, log: (message, error) => logged.push(`${message} ${String(error)}`), rateLimits: false });
  const clients = await loginAll(app);
  const g: Ground = { db, app, clients, rounds };
  const kinds: AttackKind[] = [];
  kinds.push(await callbacks(g));
  kinds.push(await hostileInput(g, logged));
  kinds.push(await sessions(g, runId));
  kinds.push(await heldStock(g));
  kinds.push(await bigSave(g, runId));
  kinds.push(await abuse(g, runId));
  kinds.push(await crossSiteGets(g));
  kinds.push(await smaller(g, runId));
  return { rounds, seconds: (performance.now() - started) / 1000, kinds, ok: kinds.every((k) => k.tried > 0 && k.through === 0) };
}
