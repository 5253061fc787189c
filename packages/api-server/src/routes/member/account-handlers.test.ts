// The account calls through the HTTP app: each member acts on its own data only, the rules of
// the forms hold on the server too, and cancel/logout end sessions server-side.
import { client, type TestApp, openSeededApp } from '../../../test/test-support';
import type { Database } from '../../db';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened));

async function registered(email: string) {
  const c = client(app);
  const response = await c.post('/api/member/register', {
    email,
    password: 'secret12',
    confirmPassword: 'secret12',
    firstName: '小明',
    lastName: '王',
  });
  expect(response.status).toBe(200);
  await c.login(email, 'secret12');
  return c;
}

describe('account', () => {
  it('refuses visitors and saves the profile of the caller only', async () => {
    expect((await client(app).post('/api/member/account/detail', { firstName: 'A', lastName: 'B' })).status).toBe(401);
    const c = await registered('profile@example.com');
    expect((await c.post('/api/member/account/detail', { firstName: '', lastName: '王' })).status).toBe(400);
    expect((await c.post('/api/member/account/detail', { firstName: '大明', lastName: '王', dob: '1990-02-03' })).status).toBe(200);
    const detail = (await (await c.get('/api/member/account/detail')).json()) as { firstName: string; dob: string };
    expect(detail).toMatchObject({ firstName: '大明', dob: '1990-02-03' });
  });

  it('changes the password only with the old one and a confirmed 6+ character new one', async () => {
    const c = await registered('password@example.com');
    const short = await c.post('/api/member/account/resetpassword', {
      oldPassword: 'secret12',
      newPassword: '123',
      confirmNewPassword: '123',
    });
    expect(short.status).toBe(400);
    const mismatch = await c.post('/api/member/account/resetpassword', {
      oldPassword: 'secret12',
      newPassword: '123456',
      confirmNewPassword: '654321',
    });
    expect(mismatch.status).toBe(400);
    const wrongOld = await c.post('/api/member/account/resetpassword', {
      oldPassword: 'nope1234',
      newPassword: '123456',
      confirmNewPassword: '123456',
    });
    expect(wrongOld.status).toBe(400);
    const ok = await c.post('/api/member/account/resetpassword', {
      oldPassword: 'secret12',
      newPassword: 'newpass1',
      confirmNewPassword: 'newpass1',
    });
    expect(await ok.json()).toMatchObject({ status: 200, title: '重置密碼成功' });
    expect((await client(app).post('/api/member/login', { email: 'password@example.com', password: 'secret12' })).status).toBe(401);
    await client(app).login('password@example.com', 'newpass1');
  });

  it('cancels only its own account and ends every session of it', async () => {
    const first = await registered('cancel@example.com');
    const second = client(app);
    await second.login('cancel@example.com', 'secret12');
    const me = (await (await first.get('/api/member/account/detail')).json()) as { userId: number };
    expect((await first.post('/api/member/account/cancel', { userId: me.userId + 100000 })).status).toBe(404);
    expect((await first.post('/api/member/account/cancel', { userId: me.userId })).status).toBe(200);
    expect((await first.get('/api/member/account/detail')).status).toBe(401);
    expect((await second.get('/api/member/account/detail')).status).toBe(401);
    expect((await client(app).post('/api/member/login', { email: 'cancel@example.com', password: 'secret12' })).status).toBe(401);
  });

  it('saves billing and delivery details with the postal code of the district', async () => {
    const c = await registered('details@example.com');
    const address = {
      firstName: '小明',
      lastName: '王',
      telephone: '0912345678',
      country: 'TW',
      city: '臺北市',
      areaTitle: '大安區',
      areaCode: '999',
      street: '復興南路 1 號',
    };
    const badPair = await c.post('/api/member/delivery/detail', {
      status: 200,
      msg: '',
      deliveryDetail: { ...address, areaTitle: '板橋區' },
    });
    expect(badPair.status).toBe(400);
    expect((await c.post('/api/member/purchase/detail', { status: 200, msg: '', purchaseDetail: address })).status).toBe(400);
    expect(
      (await c.post('/api/member/purchase/detail', { status: 200, msg: '', purchaseDetail: { ...address, email: 'x@example.com' } }))
        .status,
    ).toBe(200);
    expect((await c.post('/api/member/delivery/detail', { status: 200, msg: '', deliveryDetail: address })).status).toBe(200);
    const delivery = (await (await c.get('/api/member/delivery/detail')).json()) as { deliveryDetail: { areaCode: string } };
    expect(delivery.deliveryDetail.areaCode).toBe('106');
    const purchase = (await (await c.get('/api/member/purchase/detail')).json()) as { purchaseDetail: { email: string } };
    expect(purchase.purchaseDetail.email).toBe('x@example.com');
  });

  it('lists earned and used points with the balance', async () => {
    const c = client(app);
    await c.login('buyer@example.com', 'buyer1234');
    const earned = (await (await c.get('/api/member/points/earnedList')).json()) as { points: { points: number }[]; totalPoints: number };
    const used = (await (await c.get('/api/member/points/usedList')).json()) as { points: { points: number }[] };
    const sum = (rows: { points: number }[]) => rows.reduce((total, r) => total + r.points, 0);
    expect(earned.points.length).toBeGreaterThan(0);
    expect(earned.points.every((r) => r.points > 0) && used.points.every((r) => r.points > 0)).toBe(true);
    expect(earned.totalPoints).toBe(sum(earned.points) - sum(used.points));
    expect(Array.isArray(await (await c.get('/api/member/account/followers')).json())).toBe(true);
  });

  it('names each points row: the order number of its order, or what it is for', async () => {
    const c = client(app);
    await c.login('buyer@example.com', 'buyer1234');
    type Row = {
      orderId: number | null;
      orderStatementId: string | null;
      kind: string;
      productTitle: string | null;
      productSlug: string | null;
    };
    const earned = (await (await c.get('/api/member/points/earnedList')).json()) as { points: Row[] };
    const used = (await (await c.get('/api/member/points/usedList')).json()) as { points: Row[] };
    const rows = [...earned.points, ...used.points];
    const withOrder = rows.filter((r) => r.orderId !== null);
    expect(withOrder.length).toBeGreaterThan(0);
    for (const row of withOrder) {
      const [order] = await db.query<{ order_statement_id: string }>('select order_statement_id from orders where id = $1', [row.orderId]);
      expect(row.orderStatementId).toBe(order!.order_statement_id);
    }
    const promote = rows.find((r) => r.kind === 'promote');
    const text: unknown = expect.any(String);
    expect(promote).toMatchObject({ orderId: null, orderStatementId: null, productTitle: text, productSlug: text });
    expect(rows.find((r) => r.kind === 'view')).toMatchObject({ orderId: null, productTitle: text });
    expect(withOrder.map((r) => r.kind)).toEqual(expect.arrayContaining(['purchase', 'use', 'use_returned', 'reversal']));
  });

  it('takes one pending member application and one pending partner application for the operator to review', async () => {
    const c = await registered('upgrade@example.com');
    const form = { name: '王小明', tel: '0912345678', line: '', email: 'upgrade@example.com' };
    expect((await c.post('/api/member/memberupgrade', { ...form, tel: 'abc' })).status).toBe(400);
    expect((await c.post('/api/member/memberupgrade', form)).status).toBe(200);
    expect((await c.post('/api/member/memberupgrade', form)).status).toBe(409);
    const merchant = { ...form, twNumber: '臺北市', uniformNumber: '12345678' };
    expect((await c.post('/api/member/merchantupgrade', merchant)).status).toBe(400);
    expect((await c.post('/api/member/merchantupgrade', { ...merchant, uniformNumber: '04595257' })).status).toBe(200);
    expect((await c.post('/api/member/merchantupgrade', { ...merchant, uniformNumber: '04595257' })).status).toBe(409);
    // Nothing is granted before the operator's review (routes/operator): still tier 0, partner 申請中.
    const detail = (await (await c.get('/api/member/account/detail')).json()) as { tier: number; applied: boolean };
    expect(detail).toMatchObject({ tier: 0, applied: true });
  });

  it('links a social account through the sandbox page but never unlinks the login in use', async () => {
    const c = await registered('social@example.com');
    const page = await c.get('/google-login-add');
    expect(page.status).toBe(200);
    const linked = await c.post('/google-login-add', 'username=xiaoming', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(linked.status).toBe(303);
    const detail = (await (await c.get('/api/member/account/detail')).json()) as { googleUsername: string };
    expect(detail.googleUsername).toBe('xiaoming');
    await c.post('/google-login-remove', '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(((await (await c.get('/api/member/account/detail')).json()) as { googleUsername: string | null }).googleUsername).toBeNull();
  });
});
