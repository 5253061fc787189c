// The login and bid limits are kept in the database: two server processes (here two apps on one
// database) count the same attempts, parallel attempts cannot slip past the limit, and the
// window slides.
import type { Database } from '../db';
import { client, seededDatabase, testApp, type TestApp } from '../../test/test-support';
import {
  BIDS_ALLOWED,
  DatabaseWindowLimiter,
  LOGIN_ADDRESS_FAILURES_ALLOWED,
  LOGIN_FAILURES_ALLOWED,
  REGISTRATIONS_ALLOWED,
  SHARE_RECORDS_ALLOWED,
  slidingWindow,
} from './rate-limit';

let db: Database;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  db = await seededDatabase();
  first = testApp(db, { rateLimits: true });
  second = testApp(db, { rateLimits: true });
});
afterAll(async () => {
  await db.close();
});

it('counts wrong passwords sent to either process against the same limit', async () => {
  const apps = [first, second];
  for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) {
    const response = await client(apps[i % 2]!).post('/api/member/login', { email: 'member@example.com', password: `wrong-${i}` });
    expect(response.status).toBe(401);
  }
  for (const app of apps) {
    const blocked = await client(app).post('/api/member/login', { email: 'member@example.com', password: 'member1234' });
    expect(blocked.status).toBe(429);
    const msg: unknown = expect.stringMatching(/登入失敗次數過多/);
    expect(await blocked.json()).toMatchObject({ title: '嘗試次數過多', msg });
  }
});

/** A JSON request from a client at `address` (the connection's peer, as the Node server sees it). */
const from = (app: TestApp, address: string, method: string, path: string, body?: unknown, cookie?: string) =>
  app.request(
    `http://localhost${path}`,
    {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );

it(`refuses logins from an address after ${LOGIN_ADDRESS_FAILURES_ALLOWED} failures spread over many emails`, async () => {
  const sprayer = '198.51.100.7';
  for (let i = 0; i < LOGIN_ADDRESS_FAILURES_ALLOWED; i += 1) {
    const response = await from([first, second][i % 2]!, sprayer, 'POST', '/api/member/login', {
      email: `spray-${i}@example.com`,
      password: 'password1',
    });
    expect(response.status).toBe(401);
  }
  const blocked = await from(first, sprayer, 'POST', '/api/member/login', { email: 'spray-next@example.com', password: 'password1' });
  expect(blocked.status).toBe(429);
  // Even the sprayer's right password waits; another address is not held back.
  expect((await from(second, sprayer, 'POST', '/api/member/login', { email: 'buyer@example.com', password: 'buyer1234' })).status).toBe(
    429,
  );
  expect(
    (await from(second, '198.51.100.8', 'POST', '/api/member/login', { email: 'buyer@example.com', password: 'buyer1234' })).status,
  ).toBe(200);
});

it(`refuses registration from an address after ${REGISTRATIONS_ALLOWED} accounts an hour`, async () => {
  const address = '198.51.100.20';
  const account = (i: number) => ({
    email: `many-${i}@example.com`,
    password: 'secret12',
    confirmPassword: 'secret12',
    firstName: '多',
    lastName: '號',
  });
  for (let i = 0; i < REGISTRATIONS_ALLOWED; i += 1)
    expect((await from([first, second][i % 2]!, address, 'POST', '/api/member/register', account(i))).status).toBe(200);
  const blocked = await from(first, address, 'POST', '/api/member/register', account(99));
  expect(blocked.status).toBe(429);
  expect(await blocked.json()).toMatchObject({ title: '嘗試次數過多' });
  expect((await db.query("select 1 from members where email = 'many-99@example.com'")).length).toBe(0);
  expect((await from(first, '198.51.100.21', 'POST', '/api/member/register', account(100))).status).toBe(200);
});

it(`refuses the share record after ${SHARE_RECORDS_ALLOWED} an hour per member`, async () => {
  await from(first, '198.51.100.30', 'POST', '/api/member/register', {
    email: 'sharer@example.com',
    password: 'secret12',
    confirmPassword: 'secret12',
    firstName: '分',
    lastName: '享',
  });
  const login = await from(first, '198.51.100.30', 'POST', '/api/member/login', { email: 'sharer@example.com', password: 'secret12' });
  const cookie = `sid=${/sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!}`;
  const products = await db.query<{ id: number }>('select id from products where status = 1 order by id limit $1', [
    SHARE_RECORDS_ALLOWED + 1,
  ]);
  expect(products.length).toBeGreaterThan(1);
  let refused = 0;
  for (let i = 0; i <= SHARE_RECORDS_ALLOWED; i += 1) {
    const product = products[i % products.length]!;
    const response = await from(
      [first, second][i % 2]!,
      '198.51.100.30',
      'GET',
      `/api/member/account/productview/${product.id}`,
      undefined,
      cookie,
    );
    if (response.status === 429) refused += 1;
    else expect(response.status).toBe(200);
  }
  expect(refused).toBe(1);
  const [views] = await db.query<{ n: number }>(
    "select count(*)::int as n from product_views v join members m on m.id = v.member_id where m.email = 'sharer@example.com'",
  );
  expect(views!.n).toBe(SHARE_RECORDS_ALLOWED);
});

it('does not count malformed logins (400) as guesses', async () => {
  const browser = client(first);
  for (let i = 0; i < LOGIN_FAILURES_ALLOWED + 5; i += 1) {
    expect((await browser.post('/api/member/login', { email: 'buyer@example.com' })).status).toBe(400);
  }
  expect((await client(second).post('/api/member/login', { email: 'buyer@example.com', password: 'buyer1234' })).status).toBe(200);
});

it(`lets exactly ${BIDS_ALLOWED} of 40 parallel bids of one member through, spread over both processes`, async () => {
  const bidders = [client(first), client(second)];
  const login = await bidders[0]!.login('merchant2@example.com', 'merchant1234');
  const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
  const [auction] = await db.query<{ id: number }>('select id from products where product_base = 1 order by id limit 1');
  const statuses = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      Promise.resolve(
        [first, second][i % 2]!.request('http://localhost/api/product/addAuction', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `sid=${sid}` },
          body: JSON.stringify({ productId: auction!.id, price: 1 }),
        }),
      ).then((r) => r.status),
    ),
  );
  expect(statuses.filter((s) => s !== 429)).toHaveLength(BIDS_ALLOWED);
  expect(statuses.filter((s) => s === 429)).toHaveLength(40 - BIDS_ALLOWED);
});

it('slides: an attempt leaves the window after its time, and a refused attempt is not counted', async () => {
  let now = 1_000_000;
  const limiter = new DatabaseWindowLimiter(db, 'test', 2, 10_000, () => now);
  expect((await limiter.take('k')).wait).toBe(0);
  now += 4_000;
  expect((await limiter.take('k')).wait).toBe(0);
  expect((await limiter.take('k')).wait).toBe(6);
  now += 6_001;
  expect((await limiter.take('k')).wait).toBe(0);
  const { wait, at } = await limiter.take('other');
  expect(wait).toBe(0);
  await limiter.giveBack('other', at);
  await limiter.take('other');
  expect((await limiter.take('other')).wait).toBe(0);
  expect((await limiter.take('other')).wait).toBeGreaterThan(0);
});

it('computes the wait from the oldest attempt still inside the window', () => {
  expect(slidingWindow([1, 2, 3], 5, 3, 10)).toEqual({ kept: [1, 2, 3], wait: 1 });
  expect(slidingWindow([1, 2, 3], 12, 3, 10)).toEqual({ kept: [3], wait: 0 });
});
