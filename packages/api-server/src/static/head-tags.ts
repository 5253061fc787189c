// The <head> a crawler reads without running JavaScript (issue 25): a product page's title,
// description, canonical URL, hreflang alternates, Open Graph and Twitter card tags and JSON-LD
// Product with its Offer; a listing page's title, description and canonical URL; robots.txt and
// sitemap.xml. The shell's page is sent by serve.ts; withPageHead() rewrites its head, and takes
// over the page's ETag so a changed price or title is never answered with a 304.
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { PRODUCT_BASE, PRODUCT_STATUS, currentAuctionPrice, type Language, type ProductDetail } from '@storefront/contracts';
import type { Database } from '../db';
import type { AppEnv } from '../context';
import { cachedRead } from '../routes/product/catalogue-cache';
import { everyonesProductDetail } from '../routes/product/products';

export const SITE_NAME: Record<Language, string> = { 'zh-tw': '台灣市集', en: 'Taiwan Market' };
const HTML_LANG: Record<Language, string> = { 'zh-tw': 'zh-Hant-TW', en: 'en' };
const OG_LOCALE: Record<Language, string> = { 'zh-tw': 'zh_TW', en: 'en_US' };
const LISTING_DESCRIPTION: Record<Language, (name: string) => string> = {
  'zh-tw': (name) => `${name}：台灣市集的定價與競標商品。`,
  en: (name) => `${name}: fixed-price and auction products at Taiwan Market.`,
};
const SEARCH_TITLE: Record<Language, (q: string) => string> = {
  'zh-tw': (q) => (q ? `「${q}」的搜尋結果` : '所有商品'),
  en: (q) => (q ? `Results for “${q}”` : 'All products'),
};

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The areas a crawler has no business in (robots.txt). */
export const DISALLOWED_PATHS = ['/member/', '/checkout', '/en/checkout', '/cart', '/api/'];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** JSON inside <script>: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Plain text of the product's rich text, for the meta description (at most 160 characters). */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = (html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface PageHead {
  title: string;
  description: string;
  /** Site-relative canonical path with its query, e.g. /products/tea or /search?q=茶. */
  canonicalPath: string;
  /** More tags (Open Graph, JSON-LD), already HTML. */
  extra?: string;
}

const withLang = (origin: string, path: string, lang: Language | null) => {
  const url = new URL(path, origin);
  if (lang) url.searchParams.set('lang', lang);
  return url.toString();
};

export function headHtml(head: PageHead, origin: string, lang: Language): string {
  const canonical = new URL(head.canonicalPath, origin).toString();
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<link rel="alternate" hreflang="zh-Hant-TW" href="${escapeHtml(canonical)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(withLang(origin, head.canonicalPath, 'en'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME[lang])}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}" />`,
    head.extra ?? '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The price a shopper pays now: an auction's current price, else the first model's sale or list price. */
export function priceNow(product: ProductDetail): number {
  if (product.productBase === PRODUCT_BASE.auction) {
    return product.auctionEnded && product.winningPrice
      ? product.winningPrice
      : currentAuctionPrice(product.auctionRecords, product.startAuctionAmount);
  }
  const model = product.productModels[0];
  return model ? (model.discountPrice ?? model.markPrice) : 0;
}

export function productHead(product: ProductDetail, origin: string, lang: Language): PageHead {
  const canonicalPath = `/products/${encodeURIComponent(product.slug ?? '')}`;
  const url = new URL(canonicalPath, origin).toString();
  const title = `${product.title} | ${SITE_NAME[lang]}`;
  const description =
    plainText(product.description) ||
    plainText(product.purchaseDescription) ||
    [product.title, product.brand, product.catelog].filter(Boolean).join(' · ');
  const firstImage = product.productModels.flatMap((m) => m.images)[0]?.src;
  const image = firstImage ? new URL(firstImage, origin).toString() : null;
  const price = priceNow(product);
  const inStock = product.productModels.some((m) => m.inventory > 0);
  const available = product.productBase === PRODUCT_BASE.auction ? !product.auctionEnded : inStock;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description,
    url,
    sku: String(product.productId),
    ...(image ? { image: [image] } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.catelog ? { category: product.catelog } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: String(price),
      priceCurrency: 'TWD',
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(product.productBase === PRODUCT_BASE.auction && product.endAuctionDate
        ? { priceValidUntil: product.endAuctionDate.slice(0, 10) }
        : {}),
      seller: { '@type': 'Organization', name: product.merchantName ?? SITE_NAME[lang] },
    },
  };
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const extra = [
    meta('og:type', 'product'),
    meta('og:title', product.title),
    meta('og:description', description),
    meta('og:url', url),
    ...(image ? [meta('og:image', image), meta('og:image:alt', product.title)] : []),
    meta('product:price:amount', String(price)),
    meta('product:price:currency', 'TWD'),
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', product.title),
    named('twitter:description', description),
    ...(image ? [named('twitter:image', image)] : []),
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
  ].join('\n    ');
  return { title, description, canonicalPath, extra };
}

/** The canonical query of a listing: its filters in a fixed order, the default page left out. */
function listingQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['q', 'category', 'brand', 'minPrice', 'maxPrice', 'kind', 'inStock', 'onSale', 'sort', 'page']) {
    const value = search.get(key);
    if (value && !(key === 'page' && value === '1')) kept.set(key, value.slice(0, 100));
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

async function listingHead(db: Database, path: string, search: URLSearchParams, lang: Language): Promise<PageHead | null> {
  const match = /^\/(category|brand)\/([1-9]\d{0,8})\/?$/.exec(path);
  let name: string;
  if (match) {
    const table = match[1] === 'category' ? 'catelogs' : 'brands';
    const id = Number(match[2]);
    // Kept with the catalogue's answers: every page of a listing (its sorts, filters, pages) names it.
    const title = await cachedRead(db, `listing name ${table} ${id}`, async () => {
      const [row] = await db.query<{ title: string }>(`select title from ${table} where id = $1`, [id]);
      return row?.title ?? null;
    });
    if (title === null) return null;
    name = title;
  } else {
    name = SEARCH_TITLE[lang]((search.get('q') ?? '').replace(CONTROL, '').trim().slice(0, 100));
  }
  const canonicalPath = `${match ? `/${match[1]}/${match[2]}` : '/search'}${listingQuery(search)}`;
  return { title: `${name} | ${SITE_NAME[lang]}`, description: LISTING_DESCRIPTION[lang](name), canonicalPath };
}

/** Whether a path's page gets its own head here. */
export const hasOwnHead = (path: string) => /^\/(products\/[^/]+|search|category\/[^/]+|brand\/[^/]+)\/?$/.test(path);

/** The head of a page, or null when the page names nothing (the shell then shows its not-found screen). */
export async function pageHead(db: Database, url: URL, lang: Language): Promise<PageHead | null> {
  const product = /^\/products\/([^/]+)\/?$/.exec(url.pathname);
  if (product) {
    let slug: string;
    try {
      slug = decodeURIComponent(product[1]!);
    } catch {
      return null;
    }
    try {
      // The visitor's answer the API keeps (catalogue-cache.ts): the same read, so a page's head
      // does not wait for the embedded database while a long transaction holds it.
      return productHead((await everyonesProductDetail(db, slug)).detail, url.origin, lang);
    } catch {
      return null;
    }
  }
  return listingHead(db, url.pathname, url.searchParams, lang);
}

const TITLE = /<title>[^<]*<\/title>\s*/;
const DESCRIPTION = /<meta name="description"[^>]*>\s*/;

/** The page's HTML with the head's tags in place of its generic title and description. */
export function withHead(html: string, tags: string, lang: Language): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[lang]}"`)
    .replace(DESCRIPTION, '')
    .replace(TITLE, '')
    .replace('</head>', `  ${tags}\n  </head>`);
}

/**
 * The shell's page as served (serve.ts, asked without If-None-Match) with its head for the path;
 * the ETag follows the page as sent.
 */
export async function withPageHead(
  response: Response,
  request: { db: Database; url: URL; lang: Language; ifNoneMatch?: string; head?: boolean },
): Promise<Response> {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const head = await pageHead(request.db, request.url, request.lang);
  const original = request.head ? null : await response.text();
  const headers = new Headers(response.headers);
  const matches = (etag: string | null) =>
    !!etag && !!request.ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));
  if (!head) {
    // No product or listing of that name: the page as served, revalidated by its own ETag.
    if (matches(headers.get('etag'))) return new Response(null, { status: 304, headers });
    return new Response(original, { status: 200, headers });
  }
  // A HEAD answers headers only; the page's HTML is needed for the ETag all the same.
  const html = original ?? '';
  const body = Buffer.from(withHead(html, headHtml(head, request.url.origin, request.lang), request.lang));
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  headers.set('etag', etag);
  headers.set('cache-control', 'no-cache');
  headers.delete('content-length');
  if (matches(etag)) return new Response(null, { status: 304, headers });
  if (!request.head) headers.set('content-length', String(body.byteLength));
  return new Response(request.head ? null : body, { status: 200, headers });
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const [products, categories, brands] = await Promise.all([
    db.query<{ slug: string; updated_at: Date }>('select slug, updated_at from products where status = $1 order by id', [
      PRODUCT_STATUS.online,
    ]),
    db.query<{ id: number }>('select distinct catelog_id as id from products where status = $1 and catelog_id is not null order by 1', [
      PRODUCT_STATUS.online,
    ]),
    db.query<{ id: number }>('select distinct brand_id as id from products where status = $1 and brand_id is not null order by 1', [
      PRODUCT_STATUS.online,
    ]),
  ]);
  const entry = (path: string, lastmod?: Date) => {
    const zh = new URL(path, origin).toString();
    const en = withLang(origin, path, 'en');
    const alternates =
      `<xhtml:link rel="alternate" hreflang="zh-Hant-TW" href="${escapeHtml(zh)}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(en)}"/>`;
    const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    // Both languages are listed, each with its alternates.
    return [zh, en].map((loc) => `<url><loc>${escapeHtml(loc)}</loc>${modified}${alternates}</url>`).join('\n');
  };
  const urls = [
    entry('/'),
    ...products.map((p) => entry(`/products/${encodeURIComponent(p.slug)}`, p.updated_at)),
    ...categories.map((c) => entry(`/category/${c.id}`)),
    ...brands.map((b) => entry(`/brand/${b.id}`)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** GET /robots.txt and /sitemap.xml, answered whether or not the built shell is served. */
export function registerCrawlerFiles(app: Hono<AppEnv>, db: Database): void {
  app.get('/robots.txt', (c) =>
    c.text(robotsTxt(c.get('origin') ?? new URL(c.req.url).origin), 200, { 'Cache-Control': 'public, max-age=3600' }),
  );
  app.get('/sitemap.xml', async (c) =>
    c.body(await sitemapXml(db, c.get('origin') ?? new URL(c.req.url).origin), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
}
