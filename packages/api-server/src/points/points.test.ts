// The points ledger over HTTP, as members see their balance: purchase points credited when the
// order completes (not at checkout) and once, taken back on a return; points used at checkout
// returned on cancel, expiry and return; view points once a day per product; promote points for
// a share link's visitors once per visitor, product and day, never from one's own link; a visitor
// who registers after a share link becomes the sharer's follower. The balance is always the sum
// of the ledger and never below zero.
import type { Database } from '../db';
import { orderPaymentExpiryJob } from '../jobs/order-payment-expiry';
import { flowProduct, pay, placeOrder, ship, type FlowProduct } from '../../test/order-flow-fixture';
import { client, openSeededApp, type TestApp } from '../../test/test-support';
import { pointsBalance } from './ledger';

let db: Database;
let app: TestApp;
openSeededApp((opened) => ({ db, app } = opened));

type Client = ReturnType<typeof client>;
let product: FlowProduct;
let buyer: Client;
let merchant: Client;
let buyerId: number;

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const balanceOf = async (c: Client) => (await json(await c.get('/api/member/account/points'))).totalPoints as number;
const idOf = async (email: string) => (await db.query<{ id: number }>('select id from members where email = $1', [email]))[0]!.id;
const ledgerOf = (orderId: number) =>
  db.query<{ kind: string; points: number }>('select kind, points from points_ledger where order_id = $1 order by id', [orderId]);
const earnPointsOf = async (orderId: number) =>
  (await db.query<{ earn_points: number }>('select earn_points from orders where id = $1', [orderId]))[0]!.earn_points;

beforeAll(async () => {
  product = await flowProduct(db);
  buyer = client(app);
  await buyer.login('buyer@example.com', 'buyer1234');
  merchant = client(app);
  await merchant.login('merchant@example.com', 'merchant1234');
  buyerId = await idOf('buyer@example.com');
});

afterEach(async () => {
  // Whatever a test did: every balance is the sum of its ledger and none is below zero.
  const negative = await db.query('select member_id from points_ledger group by member_id having sum(points) < 0');
  expect(negative).toEqual([]);
});

describe('purchase points', () => {
  it('are credited when the order completes, not at checkout, once however often it is confirmed', async () => {
    const before = await balanceOf(buyer);
    const order = await placeOrder(buyer, product, 0, 10);
    expect(await balanceOf(buyer)).toBe(before - 10);
    await pay(app, order.form);
    await ship(merchant, order.id);
    expect(await balanceOf(buyer)).toBe(before - 10);
    const earned = await earnPointsOf(order.id);
    expect(earned).toBeGreaterThan(0);
    const [first, second] = await Promise.all([
      buyer.post('/api/member/order/received', { orderId: order.id }),
      buyer.post('/api/member/order/received', { orderId: order.id }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await buyer.post('/api/member/order/received', { orderId: order.id })).status).toBe(409);
    expect(await balanceOf(buyer)).toBe(before - 10 + earned);
    expect(await ledgerOf(order.id)).toEqual([
      { kind: 'use', points: -10 },
      { kind: 'purchase', points: earned },
    ]);
  });

  it('are taken back and the used points returned when the merchant approves the return, once', async () => {
    const order = await placeOrder(buyer, product, 0, 5);
    await pay(app, order.form);
    await ship(merchant, order.id);
    expect((await buyer.post('/api/member/order/received', { orderId: order.id })).status).toBe(200);
    const before = await balanceOf(buyer);
    const earned = await earnPointsOf(order.id);
    expect(
      (
        await buyer.post('/api/member/order/refund', {
          orderId: order.id,
          refundReason: '尺寸不合',
          refundName: '王小明',
          refundPhone: '0912345678',
          refundAddress: '臺北市大安區復興南路一段 100 號',
          refundAccountDetail: '(822) 1234-5678-9012',
        })
      ).status,
    ).toBe(200);
    const other = client(app);
    await other.login('merchant2@example.com', 'merchant1234');
    expect((await other.post('/api/merchant/order/return/approve', { orderId: order.id })).status).toBe(404);
    const answers = await Promise.all([
      merchant.post('/api/merchant/order/return/approve', { orderId: order.id }),
      merchant.post('/api/merchant/order/return/approve', { orderId: order.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(buyer)).toBe(before - earned + 5);
    expect((await ledgerOf(order.id)).map((r) => r.kind)).toEqual(['use', 'purchase', 'use_returned', 'reversal']);
  });

  it('are never taken back below zero: points already spent elsewhere are not a debt', async () => {
    const member = client(app);
    const email = `spender${Date.now()}@example.com`;
    expect(
      (
        await member.post('/api/member/register', {
          email,
          password: 'spend1234',
          confirmPassword: 'spend1234',
          firstName: '花',
          lastName: '錢',
        })
      ).status,
    ).toBe(200);
    const memberId = await idOf(email);
    await member.login(email, 'spend1234');
    const order = await placeOrder(member, product, 0);
    await pay(app, order.form);
    await ship(merchant, order.id);
    expect((await member.post('/api/member/order/received', { orderId: order.id })).status).toBe(200);
    const earned = await earnPointsOf(order.id);
    // The member spends what the order earned on another order, then the first is returned.
    await db.query(`insert into points_ledger (member_id, order_id, kind, points) values ($1, $2, 'use', $3)`, [
      memberId,
      (await placeOrder(member, product, 0)).id,
      -earned,
    ]);
    expect(await pointsBalance(db, memberId)).toBe(0);
    await member.post('/api/member/order/refund', {
      orderId: order.id,
      refundReason: '不需要',
      refundName: '花錢',
      refundPhone: '0912345678',
      refundAddress: '臺北市',
      refundAccountDetail: '(822) 1',
    });
    expect((await merchant.post('/api/merchant/order/return/approve', { orderId: order.id })).status).toBe(200);
    expect(await pointsBalance(db, memberId)).toBe(0);
  });
});

describe('points used at checkout', () => {
  it('come back once when the buyer cancels', async () => {
    const before = await balanceOf(buyer);
    const order = await placeOrder(buyer, product, 0, 7);
    expect(await balanceOf(buyer)).toBe(before - 7);
    const answers = await Promise.all([
      buyer.post('/api/member/order/cancel', { orderId: order.id }),
      buyer.post('/api/member/order/cancel', { orderId: order.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(buyer)).toBe(before);
    expect(await ledgerOf(order.id)).toEqual([
      { kind: 'use', points: -7 },
      { kind: 'use_returned', points: 7 },
    ]);
  });

  it('come back when an unpaid order expires, run once however often the job runs', async () => {
    const before = await balanceOf(buyer);
    const order = await placeOrder(buyer, product, 6, 3);
    await db.query(`update orders set e_limitdate = '2020/01/01' where id = $1`, [order.id]);
    const now = new Date();
    for (let i = 0; i < 2; i++) await db.transaction(async (tx) => void (await orderPaymentExpiryJob.runOne(tx, now)));
    expect(await balanceOf(buyer)).toBe(before);
    expect((await ledgerOf(order.id)).map((r) => r.kind)).toEqual(['use', 'use_returned']);
  });

  it('cannot be spent twice by two checkouts at once', async () => {
    const member = client(app);
    const email = `twice${Date.now()}@example.com`;
    await member.post('/api/member/register', {
      email,
      password: 'twice1234',
      confirmPassword: 'twice1234',
      firstName: '兩',
      lastName: '次',
    });
    await member.login(email, 'twice1234');
    const memberId = await idOf(email);
    await db.query(`insert into points_ledger (member_id, kind, points, visitor) values ($1, 'promote', 10, 'test')`, [memberId]);
    const results = await Promise.allSettled([placeOrder(member, product, 0, 10), placeOrder(member, product, 0, 10)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await pointsBalance(db, memberId)).toBe(0);
  });
});

describe('view and promote points', () => {
  let productId: number;
  let view: number;
  let share: number;
  beforeAll(async () => {
    const [row] = await db.query<{ id: number; view_commission: number; share_commission: number }>(
      `select id, view_commission, share_commission from products where status = 1 and view_commission > 0 and share_commission > 0
        order by id limit 1`,
    );
    ({ id: productId, view_commission: view, share_commission: share } = row!);
  });
  const open = (c: Client, r?: string) => c.post('/api/product/view', { productId, ...(r ? { r } : {}) });
  const codeOf = async (email: string) =>
    (await db.query<{ referral_code: string }>('select referral_code from members where email = $1', [email]))[0]!.referral_code;

  it('a member earns the view points of a product once a day, even opened twice at once; a visitor earns nothing', async () => {
    const member = client(app);
    await member.login('member@example.com', 'member1234');
    const before = await balanceOf(member);
    const answers = await Promise.all([open(member), open(member)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await Promise.all(answers.map(json))).map((a) => a.viewPoints).sort()).toEqual([0, view]);
    expect(await balanceOf(member)).toBe(before + view);
    expect(await json(await open(client(app)))).toEqual({ status: 200, viewPoints: 0 });
    expect((await client(app).post('/api/product/view', { productId: 99999999 })).status).toBe(404);
    expect((await client(app).post('/api/product/view', { productId: 'x' })).status).toBe(400);
  });

  it('a share link earns its sharer promote points once per visitor and day, never from their own link', async () => {
    const sharerCode = await codeOf('buyer@example.com');
    const before = await balanceOf(buyer);
    const visitor = client(app);
    // The same visitor (its cookie) opening the link again earns nothing more.
    const first = await open(visitor, sharerCode);
    const cookie = /sf_visitor=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeTruthy();
    await visitor.post('/api/product/view', { productId, r: sharerCode }, { cookie: `sf_visitor=${cookie}` });
    expect(await balanceOf(buyer)).toBe(before + share);
    // Another visitor earns it again; a member visitor once; the sharer's own visit nothing.
    await open(client(app), sharerCode);
    const member = client(app);
    await member.login('member@example.com', 'member1234');
    await Promise.all([open(member, sharerCode), open(member, sharerCode)]);
    await open(buyer, sharerCode);
    expect(await balanceOf(buyer)).toBe(before + 3 * share + view);
    // An unknown code earns nobody anything.
    expect((await open(client(app), 'NO-SUCH-CODE')).status).toBe(200);
  });

  it('a visitor who registers after a share link becomes the sharer’s follower', async () => {
    const sharer = client(app);
    await sharer.login('member@example.com', 'member1234');
    const followersBefore = (await json(await sharer.get('/api/member/account/detail'))).totalFollowers as number;
    const visitor = client(app);
    const opened = await open(visitor, await codeOf('member@example.com'));
    const ref = /sf_ref=([^;]+)/.exec(opened.headers.get('set-cookie') ?? '')?.[1];
    expect(ref).toBe(await codeOf('member@example.com'));
    const email = `follower${Date.now()}@example.com`;
    const registered = await visitor.post(
      '/api/member/register',
      { email, password: 'follow1234', confirmPassword: 'follow1234', firstName: '追', lastName: '蹤' },
      { cookie: `sf_ref=${ref}` },
    );
    expect(registered.status).toBe(200);
    expect((await json(await sharer.get('/api/member/account/detail'))).totalFollowers).toBe(followersBefore + 1);
    const followers = (await (await sharer.get('/api/member/account/followers')).json()) as unknown[];
    expect(JSON.stringify(followers)).toContain(email);
    // Registering without a link follows nobody.
    const plain = client(app);
    await plain.post('/api/member/register', {
      email: `plain${Date.now()}@example.com`,
      password: 'plain1234',
      confirmPassword: 'plain1234',
      firstName: '無',
      lastName: '名',
    });
    expect((await json(await sharer.get('/api/member/account/detail'))).totalFollowers).toBe(followersBefore + 1);
  });
});

it('the balance the screens show is the sum of the ledger', async () => {
  expect(await balanceOf(buyer)).toBe(await pointsBalance(db, buyerId));
});
