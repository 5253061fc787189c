// The points lists are paged on the server (issue 26): a page at a time with the count of all that
// match and the balance, sorted, filtered by kind and searched in the order number and product
// title, a bad query refused with a 400 that names the field, and never another member's row.
import { ORDER_STATUS, PAYMENT_TYPE } from '@storefront/contracts';
import { POINTS_KIND } from '@storefront/contracts/member';
import type { Database } from '../../db';
import { answerOf, client, openSeededApp, type TestApp } from '../../../test/test-support';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened));

const EMAIL = 'ledger-pages@example.com';
const PROMOTES = 30;
let member: number;

async function signedIn() {
  const c = client(app);
  await c.login(EMAIL, 'secret12');
  return c;
}

beforeAll(async () => {
  const c = client(app);
  const registered = await c.post('/api/member/register', {
    email: EMAIL,
    password: 'secret12',
    confirmPassword: 'secret12',
    firstName: '點數',
    lastName: '林',
  });
  expect(registered.status).toBe(200);
  member = (await db.query<{ id: number }>('select id from members where email = $1', [EMAIL]))[0]!.id;
  const [product] = await db.query<{ id: number; title: string }>(
    "select id, title from products where slug = 'alishan-high-mountain-oolong-150g'",
  );
  const [merchant] = await db.query<{ id: number }>("select id from members where email = 'merchant@example.com'");
  // 30 promote rows of one product, n points on day n; six orders PL000001–PL000006: purchase
  // points for the first three (100 + n), points used on the last three (10·n).
  await db.query(
    `insert into points_ledger (member_id, product_id, kind, points, created_at, earned_on, visitor)
     select $1, $2, $3, n, timestamptz '2020-01-01 12:00+08' + n * interval '1 day', date '2020-01-01' + n, 'paging-' || n
       from generate_series(1, ${PROMOTES}) as n`,
    [member, product!.id, POINTS_KIND.promote],
  );
  await db.query(
    `insert into orders (order_statement_id, buyer_id, merchant_id, status, payment_type, payment_full_name, total_price, created_at)
     select 'PL' || lpad(n::text, 6, '0'), $1, $2, $3, $4, '林點數', 1000, timestamptz '2021-01-01' + n * interval '1 day'
       from generate_series(1, 6) as n`,
    [member, merchant!.id, ORDER_STATUS.complete, PAYMENT_TYPE.creditCard],
  );
  await db.query(
    `insert into points_ledger (member_id, order_id, kind, points, created_at)
     select $1, o.id, case when n <= 3 then $2 else $3 end, case when n <= 3 then 100 + n else -10 * n end,
            timestamptz '2021-01-01' + n * interval '1 day'
       from generate_series(1, 6) as n join orders o on o.order_statement_id = 'PL' || lpad(n::text, 6, '0')`,
    [member, POINTS_KIND.purchase, POINTS_KIND.use],
  );
});

const earned = async (query: string) =>
  answerOf(await (await signedIn()).get(`/api/member/points/earnedList?${query}`), 'pointsEarnedList');
const used = async (query: string) => answerOf(await (await signedIn()).get(`/api/member/points/usedList?${query}`), 'pointsUsedList');

describe('points lists, paged', () => {
  it('send one page with the total and the balance, 20 by default, the rest on the next pages', async () => {
    const balance = (PROMOTES * (PROMOTES + 1)) / 2 + 101 + 102 + 103 - 40 - 50 - 60;
    const first = await earned('');
    expect(first).toMatchObject({ status: 200, page: 1, pageSize: 20, total: PROMOTES + 3, totalPoints: balance });
    expect(first.points).toHaveLength(20);
    expect(first.points[0]).toMatchObject({ kind: POINTS_KIND.purchase, orderStatementId: 'PL000003', points: 103 });
    const second = await earned('page=2');
    expect(second.points).toHaveLength(13);
    expect(second.points.at(-1)).toMatchObject({ kind: POINTS_KIND.promote, points: 1, date: '2020-01-02' });
    expect(await earned('page=9')).toMatchObject({ total: PROMOTES + 3, totalPoints: balance, page: 9, points: [] });
    const spent = await used('');
    expect(spent).toMatchObject({ total: 3, totalPoints: balance });
    expect(spent.points.map((r) => [r.orderStatementId, r.points])).toEqual([
      ['PL000006', 60],
      ['PL000005', 50],
      ['PL000004', 40],
    ]);
  });

  it('sort by date or by points, used amounts as shown', async () => {
    expect((await earned('sort=oldest&pageSize=3')).points.map((r) => r.points)).toEqual([1, 2, 3]);
    expect((await earned('sort=pointsDesc&pageSize=4')).points.map((r) => r.points)).toEqual([103, 102, 101, 30]);
    expect((await earned('sort=pointsAsc&pageSize=2&page=2')).points.map((r) => r.points)).toEqual([3, 4]);
    expect((await used('sort=pointsDesc')).points.map((r) => r.points)).toEqual([60, 50, 40]);
    expect((await used('sort=pointsAsc')).points.map((r) => r.points)).toEqual([40, 50, 60]);
  });

  it('filter by kind and search the order number and the product title', async () => {
    const bought = await earned(`kind=${POINTS_KIND.purchase}`);
    expect(bought.total).toBe(3);
    expect(bought.points.every((r) => r.kind === POINTS_KIND.purchase)).toBe(true);
    expect((await earned(`kind=${POINTS_KIND.use}`)).total).toBe(0);
    expect((await earned('q=pl000002')).points.map((r) => r.orderStatementId)).toEqual(['PL000002']);
    expect((await used('q=PL00000')).total).toBe(3);
    const byTitle = await earned(`q=${encodeURIComponent('高山烏龍')}&pageSize=100`);
    expect(byTitle.total).toBe(PROMOTES);
    expect(byTitle.points.every((r) => r.productSlug === 'alishan-high-mountain-oolong-150g')).toBe(true);
    // LIKE's wildcards are taken literally.
    expect((await earned('q=%25')).total).toBe(0);
    expect((await earned('q=PL_0')).total).toBe(0);
  });

  it('never show another member’s rows', async () => {
    const other = client(app);
    await other.login('buyer@example.com', 'buyer1234');
    const theirs = answerOf(await other.get('/api/member/points/earnedList?q=PL0000&pageSize=100'), 'pointsEarnedList');
    expect((await theirs).total).toBe(0);
    expect((await client(app).get('/api/member/points/earnedList')).status).toBe(401);
  });

  it.each([
    ['page=0', 'page'],
    ['pageSize=101', 'pageSize'],
    ['sort=points', 'sort'],
    ['kind=share', 'kind'],
    [`q=${'點'.repeat(101)}`, 'q'],
    ['q=%07', 'q'],
  ])('refuse %s with a 400 naming the field', async (query, field) => {
    for (const list of ['earnedList', 'usedList']) {
      const response = await (await signedIn()).get(`/api/member/points/${list}?${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(field);
    }
  });
});
