// The wish list is paged on the server (issue 26): a page at a time with the count of all that
// match, sorted by when a product was added, its title or its price, searched in the title, a bad
// query refused with a 400 that names the field, and never another member's favourites.
import type { Database } from '../../db';
import { answerOf, client, openSeededApp, type TestApp } from '../../../test/test-support';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened));

const EMAIL = 'wish-pages@example.com';
let favourites: { id: number; title: string }[];

async function signedIn() {
  const c = client(app);
  await c.login(EMAIL, 'secret12');
  return c;
}

beforeAll(async () => {
  const registered = await client(app).post('/api/member/register', {
    email: EMAIL,
    password: 'secret12',
    confirmPassword: 'secret12',
    firstName: '收藏',
    lastName: '陳',
  });
  expect(registered.status).toBe(200);
  // Every product of the catalogue, added an hour apart in the order of their ids.
  await db.query(
    `insert into favourites (member_id, product_id, created_at)
     select m.id, p.id, timestamptz '2024-01-01' + row_number() over (order by p.id) * interval '1 hour'
       from members m cross join products p where m.email = $1`,
    [EMAIL],
  );
  favourites = await db.query<{ id: number; title: string }>('select id, title from products order by id');
  expect(favourites.length).toBeGreaterThan(20);
});

const wishes = async (query: string) => answerOf(await (await signedIn()).get(`/api/member/product/favorites?${query}`), 'memberFavorites');

describe('wish list, paged', () => {
  it('sends one page with the total, last added first, and the rest on the next pages', async () => {
    const first = await wishes('');
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: favourites.length });
    expect(first.productList).toHaveLength(20);
    expect(first.productList[0]!.productId).toBe(favourites.at(-1)!.id);
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(first.total / 20); page++) {
      for (const p of (await wishes(`page=${page}`)).productList) seen.add(p.productId);
    }
    expect(seen.size).toBe(favourites.length);
    expect(await wishes('page=99')).toMatchObject({ total: favourites.length, page: 99, productList: [] });
  });

  it('sorts by when added, by title and by price', async () => {
    expect((await wishes('sort=oldest&pageSize=3')).productList.map((p) => p.productId)).toEqual(favourites.slice(0, 3).map((p) => p.id));
    const byTitle = (await wishes('sort=titleAsc&pageSize=100')).productList.map((p) => p.title);
    expect(byTitle).toHaveLength(favourites.length);
    const titles = await db.query<{ title: string }>('select title from products order by title asc, id asc');
    expect(byTitle).toEqual(titles.map((t) => t.title));
    const price = (p: { price: number; discount?: number | null }) => p.discount ?? p.price;
    const cheap = (await wishes('sort=priceAsc&pageSize=100')).productList.map(price);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const dear = (await wishes('sort=priceDesc&pageSize=5')).productList.map(price);
    expect(dear).toEqual([...cheap].reverse().slice(0, 5));
  });

  it('searches the title, LIKE wildcards taken literally', async () => {
    const found = await wishes(`q=${encodeURIComponent('烏龍')}`);
    const expected = favourites.filter((p) => p.title.includes('烏龍'));
    expect(expected.length).toBeGreaterThan(0);
    expect(found.total).toBe(expected.length);
    expect(found.productList.map((p) => p.productId).sort()).toEqual(expected.map((p) => p.id).sort());
    expect((await wishes('q=%25')).total).toBe(0);
    expect((await wishes('q=_')).total).toBe(0);
  });

  it('finds a product by its slug as written, hyphens and all', async () => {
    const [product] = await db.query<{ id: number; slug: string }>(
      `select id, slug from products where slug like '%-%-%' order by id limit 1`,
    );
    const found = await wishes(`q=${encodeURIComponent(product!.slug)}`);
    expect(found.productList.map((p) => p.productId)).toContain(product!.id);
  });

  it('never shows another member’s favourites', async () => {
    const other = client(app);
    await other.login('member@example.com', 'member1234');
    const theirs = await answerOf(await other.get('/api/member/product/favorites?pageSize=100'), 'memberFavorites');
    const [{ n } = { n: -1 }] = await db.query<{ n: number }>(
      "select count(*)::int as n from favourites f join members m on m.id = f.member_id where m.email = 'member@example.com'",
    );
    expect(theirs.total).toBe(n);
    expect((await client(app).get('/api/member/product/favorites')).status).toBe(401);
  });

  it.each([
    ['page=0', 'page'],
    ['pageSize=101', 'pageSize'],
    ['sort=price', 'sort'],
    [`q=${'藏'.repeat(101)}`, 'q'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await (await signedIn()).get(`/api/member/product/favorites?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(field);
  });
});
