// What a crawler without JavaScript reads: the product page's <head> (title, description,
// canonical, hreflang, Open Graph, Twitter card, JSON-LD Product with its Offer), the listing
// pages' head, robots.txt and sitemap.xml. The page is the shell's own index.html.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSeededApp, seededDatabase, testApp, type TestApp } from '../../test/test-support';
import { packageRoot } from '../package-root';
import type { Database } from '../db';
import { findStaticRoots } from './roots';

const dir = mkdtempSync(join(tmpdir(), 'api-head-tags-'));
mkdirSync(join(dir, 'shell/dist'), { recursive: true });
writeFileSync(join(dir, 'shell/dist/index.html'), readFileSync(join(packageRoot, '../../shell/src/index.html'), 'utf8'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let app: TestApp;
let db: Database;
openSeededApp((opened) => ({ app, db } = opened), { staticRoots: findStaticRoots({}, dir).roots });

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await app.request(`http://localhost${path}`, { headers });
  return { response, html: await response.text() };
};
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const meta = (html: string, property: string) =>
  attr(html, new RegExp(`<meta (?:property|name)="${property.replace(/:/g, ':')}" content="([^"]*)"`));
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as {
    name: string;
    image: string[];
    offers: { price: string };
  } & Record<string, unknown>;

describe('a product page without JavaScript', () => {
  it('has its title, description, canonical URL, hreflang, Open Graph and Twitter tags', async () => {
    const { response, html } = await get('/products/lugu-dongding-oolong-300g?r=ABC123');
    expect(response.status).toBe(200);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('鹿谷凍頂烏龍茶 300g | 台灣市集');
    expect(meta(html, 'description')!.length).toBeGreaterThan(5);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe('http://localhost/products/lugu-dongding-oolong-300g');
    expect(attr(html, /<link rel="alternate" hreflang="zh-Hant-TW" href="([^"]*)"/)).toBe(
      'http://localhost/products/lugu-dongding-oolong-300g',
    );
    expect(attr(html, /<link rel="alternate" hreflang="en" href="([^"]*)"/)).toBe(
      'http://localhost/products/lugu-dongding-oolong-300g?lang=en',
    );
    expect(meta(html, 'og:title')).toBe('鹿谷凍頂烏龍茶 300g');
    expect(meta(html, 'og:type')).toBe('product');
    // The referral parameter stays out of the shared URL.
    expect(meta(html, 'og:url')).toBe('http://localhost/products/lugu-dongding-oolong-300g');
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/localhost\/media\//);
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'product:price:currency')).toBe('TWD');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe('鹿谷凍頂烏龍茶 300g');
    const [row] = await db.query<{ price: number }>(
      `select pr.price from products p join product_models m on m.product_id = p.id join product_prices pr on pr.product_model_id = m.id
       where p.slug = 'lugu-dongding-oolong-300g' order by m.sort_order, m.id limit 1`,
    );
    const detail = (await (await app.request('http://localhost/api/product/detail/lugu-dongding-oolong-300g')).json()) as {
      productModels: { markPrice: number; discountPrice?: number | null }[];
    };
    const price = detail.productModels[0]!.discountPrice ?? row!.price;
    expect(meta(html, 'product:price:amount')).toBe(String(price));
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '鹿谷凍頂烏龍茶 300g',
      brand: { '@type': 'Brand', name: '鹿谷茶莊' },
      offers: { '@type': 'Offer', price: String(price), priceCurrency: 'TWD', availability: 'https://schema.org/InStock' },
    });
    expect(ld.image[0]).toBe(meta(html, 'og:image'));
  });

  it('is in English with | Taiwan Market for an English visitor', async () => {
    const { html } = await get('/products/lugu-dongding-oolong-300g', { cookie: 'storefront_lang=en' });
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('鹿谷凍頂烏龍茶 300g | Taiwan Market');
    expect(html).toContain('<html lang="en"');
    const viaLink = await get('/products/lugu-dongding-oolong-300g?lang=en');
    expect(attr(viaLink.html, /<title>([^<]*)<\/title>/)).toBe('鹿谷凍頂烏龍茶 300g | Taiwan Market');
  });

  it("gives an auction's current price and answers 304 only while the head is the same", async () => {
    const [auction] = await db.query<{ slug: string; id: number; start_auction_amount: number }>(
      `select slug, id, start_auction_amount from products where product_base = 1 and status = 1 and end_auction_date > now() order by id limit 1`,
    );
    const [top] = await db.query<{ price: number | null }>('select max(price) as price from auction_bids where product_id = $1', [
      auction!.id,
    ]);
    const first = await get(`/products/${auction!.slug}`);
    const current = top?.price ?? auction!.start_auction_amount;
    expect(jsonLd(first.html).offers.price).toBe(String(current));
    const etag = first.response.headers.get('etag')!;
    expect((await app.request(`http://localhost/products/${auction!.slug}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const [buyer] = await db.query<{ id: number }>("select id from members where email = 'member@example.com'");
    await db.query('insert into auction_bids (product_id, member_id, price) values ($1, $2, $3)', [
      auction!.id,
      buyer!.id,
      current + 100_000,
    ]);
    const after = await get(`/products/${auction!.slug}`, { 'if-none-match': etag });
    expect(after.response.status).toBe(200);
    expect(jsonLd(after.html).offers.price).toBe(String(current + 100_000));
  });

  it('escapes what a product text could carry', async () => {
    await db.query(`update products set title = $1 where slug = 'lugu-dongding-oolong-300g'`, [
      '茶</script><script>alert(1)</script>"><img src=x>',
    ]);
    const { html } = await get('/products/lugu-dongding-oolong-300g');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"><img src=x>');
    expect(jsonLd(html).name).toBe('茶</script><script>alert(1)</script>"><img src=x>');
    await db.query(`update products set title = '鹿谷凍頂烏龍茶 300g' where slug = 'lugu-dongding-oolong-300g'`);
  });
});

describe('listing pages', () => {
  it('have a title, a description and a canonical URL', async () => {
    const [tea] = await db.query<{ id: number }>("select id from catelogs where title = '茶葉沖泡'");
    const category = await get(`/category/${tea!.id}?page=1&utm_source=line`);
    expect(attr(category.html, /<title>([^<]*)<\/title>/)).toBe('茶葉沖泡 | 台灣市集');
    expect(meta(category.html, 'description')).toContain('茶葉沖泡');
    expect(attr(category.html, /<link rel="canonical" href="([^"]*)"/)).toBe(`http://localhost/category/${tea!.id}`);
    const search = await get(`/search?q=${encodeURIComponent('烏龍')}&sort=priceAsc`);
    expect(attr(search.html, /<title>([^<]*)<\/title>/)).toBe('「烏龍」的搜尋結果 | 台灣市集');
    expect(attr(search.html, /<link rel="canonical" href="([^"]*)"/)).toBe(
      `http://localhost/search?q=${encodeURIComponent('烏龍')}&amp;sort=priceAsc`,
    );
    const [brand] = await db.query<{ id: number }>("select id from brands where title = '鹿谷茶莊'");
    expect(attr((await get(`/brand/${brand!.id}`, { cookie: 'storefront_lang=en' })).html, /<title>([^<]*)<\/title>/)).toBe(
      '鹿谷茶莊 | Taiwan Market',
    );
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of the member, merchant and operator areas', async () => {
    const { response, html } = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(html).toContain('Disallow: /member/');
    expect(html).toContain('Sitemap: http://localhost/sitemap.xml');
  });
  it('lists online products, categories and brands in both languages', async () => {
    const { response, html } = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('xml');
    expect(html).toContain('<loc>http://localhost/products/lugu-dongding-oolong-300g</loc>');
    expect(html).toContain('<loc>http://localhost/products/lugu-dongding-oolong-300g?lang=en</loc>');
    expect(html).toMatch(/<loc>http:\/\/localhost\/category\/\d+<\/loc>/);
    expect(html).toMatch(/<loc>http:\/\/localhost\/brand\/\d+<\/loc>/);
    const [offline] = await db.query<{ slug: string }>('select slug from products where status <> 1 order by id limit 1');
    if (offline) expect(html).not.toContain(`/products/${offline.slug}<`);
  });
});

describe('a product page while the embedded database is held', () => {
  it('is answered from the visitors’ kept answers, not after the transaction', async () => {
    const held = await seededDatabase();
    try {
      const cachedApp = testApp(held, { catalogueCache: true, staticRoots: findStaticRoots({}, dir).roots });
      const page = async () => (await cachedApp.request('http://localhost/products/lugu-dongding-oolong-300g')).text();
      expect(attr(await page(), /<title>([^<]*)<\/title>/)).toBe('鹿谷凍頂烏龍茶 300g | 台灣市集');
      // A merchant's long save holds the one connection (nothing it writes is committed yet).
      let release = () => undefined as void;
      const open = new Promise<void>((resolve) => (release = resolve));
      const transaction = held.transaction(async (tx) => {
        await tx.query('select 1');
        await open;
      });
      const answered = await Promise.race([page(), new Promise<string>((resolve) => setTimeout(() => resolve('waited'), 2_000))]);
      release();
      await transaction;
      expect(attr(answered, /<title>([^<]*)<\/title>/)).toBe('鹿谷凍頂烏龍茶 300g | 台灣市集');
    } finally {
      await held.close();
    }
  });
});
