// The scale bench's checkout figure (issue 26): CHECKOUT_BUYERS members place orders at the same
// time, as fast as the servers take them, for CHECKOUT_SECONDS, each order one unit of one of a
// few products, across the API server processes on the marketplace's PostgreSQL. Some of the
// products have only a little stock, so they sell out during the run and the later orders for
// them are refused (409); the figure is the orders placed per second, and the check afterwards
// that nothing was oversold: for each product the units the run's orders hold are at most its
// stock before, and its stock now is its stock before less those units.
import autocannon from 'autocannon';
import type { Database, Queryable } from '@storefront/api-server';
import { PAYMENT_TYPE, PRODUCT_BASE, PRODUCT_STATUS } from '@storefront/contracts';
import { shuffled } from './scale-load';

export const CHECKOUT_BUYERS = 50;
export const CHECKOUT_SECONDS = 10;
/** Issue 26: at least this many orders a second with 50 buyers at once, none oversold. */
export const CHECKOUT_ORDERS_PER_SECOND_BUDGET = 100;
/** Products with plenty of stock, and products that sell out during the run. */
const PLENTY = { products: 20, stock: 1_000 };
const SCARCE = { products: 5, stock: 20 };

export type CheckoutFigure = {
  buyers: number;
  seconds: number;
  products: number;
  scarceProducts: number;
  requests: number;
  placed: number;
  soldOut: number;
  otherNon2xx: number;
  errors: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Products whose run's orders hold more units than the stock they had, or whose stock does not add up. */
  oversold: number;
  stockMismatches: string[];
  /** The first answer that was neither an order nor a sold out, to say why (status and body). */
  firstRefusal?: string;
  budget: number;
  verdict: 'PASS' | 'FAIL';
};

type Stock = { productModelId: number; stockModelId: number; before: number };

/** The figure's verdict: fast enough, nothing oversold, no answer but an order or a sold out. */
export function checkoutVerdict(figure: Omit<CheckoutFigure, 'verdict' | 'budget'>): 'PASS' | 'FAIL' {
  const clean = figure.oversold === 0 && figure.stockMismatches.length === 0 && figure.otherNon2xx === 0 && figure.errors === 0;
  return clean && figure.ordersPerSecond >= CHECKOUT_ORDERS_PER_SECOND_BUDGET ? 'PASS' : 'FAIL';
}

/**
 * Gives CHECKOUT_BUYERS generated members the demo buyer's password (they have none: the
 * generator makes members who never log in) and returns their emails.
 */
async function buyers(db: Database, buyerEmail: string): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    `update members set password_hash = (select password_hash from members where email = $1)
      where id in (select id from members where email like 'scale-member-%' order by id limit $2)
      returning email`,
    [buyerEmail, CHECKOUT_BUYERS],
  );
  if (rows.length < CHECKOUT_BUYERS) throw new Error(`only ${rows.length} generated members to buy with`);
  return rows.map((row) => row.email);
}

/** A product the checkout sells: an online fixed-price product of one model. */
type ProductToSell = { productModelId: number; stockModelId: number };

/**
 * What the checkout needs before it runs, prepared by the bench itself before the load is
 * measured: its buyers, and the products it sells (one of each merchant, found by a long read of
 * the bench's own that the slowest-statements section must not count among the servers').
 */
export type CheckoutSetup = { emails: string[]; products: ProductToSell[] };

export async function prepareCheckout(db: Database, buyerEmail: string): Promise<CheckoutSetup> {
  const emails = await buyers(db, buyerEmail);
  const wanted = PLENTY.products + SCARCE.products;
  const rows = await db.query<{ product_model_id: number; stock_model_id: number }>(
    `select distinct on (p.merchant_id) m.id as product_model_id, m.stock_model_id
       from products p join product_models m on m.product_id = p.id
      where p.status = $1 and p.product_base = $2 and m.stock_model_id is not null
        and (select count(*) from product_models o where o.product_id = p.id) = 1
      order by p.merchant_id, p.id desc
      limit $3`,
    [PRODUCT_STATUS.online, PRODUCT_BASE.fixedPrice, wanted],
  );
  if (rows.length < wanted) throw new Error(`only ${rows.length} products to sell`);
  return { emails, products: rows.map((row) => ({ productModelId: row.product_model_id, stockModelId: row.stock_model_id })) };
}

/** The products' stock set for the run: a few scarce, the others plenty. */
async function stockForTheRun(db: Database, products: readonly ProductToSell[]): Promise<Stock[]> {
  return Promise.all(
    products.map(async (product, i) => {
      const before = i < SCARCE.products ? SCARCE.stock : PLENTY.stock;
      await db.query('update stock_models set inventory = $2, allow_negative_inventory = false where id = $1', [
        product.stockModelId,
        before,
      ]);
      return { ...product, before };
    }),
  );
}

async function sessionCookie(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: 'buyer1234' }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!response.ok || !cookie) throw new Error(`login as ${email} failed: HTTP ${response.status}`);
  return cookie.split(';')[0]!;
}

const address = {
  firstName: '小明',
  lastName: '王',
  telephone: '0912345678',
  country: 'TW',
  city: '臺北市',
  areaTitle: '中正區',
  areaCode: '100',
  street: '重慶南路一段 1 號',
};

function orderBody(productModelId: number, email: string): string {
  return JSON.stringify({
    items: [{ productModelId, quantity: 1 }],
    deliveryDetail: address,
    purchaseDetail: { ...address, email },
    paymentType: PAYMENT_TYPE.atmTransfer,
    receipt: { method: 0, type: 1, taxId: '04595257', companyTitle: '市集測試股份有限公司' },
  });
}

/**
 * What the run's orders hold of each stock, and where the stock does not add up. The bench's own
 * statements, not counted among the servers' (pg_stat_statements, the slowest statements): its
 * walk of every order since the run, about 60 ms, was listed fifth.
 */
function oversoldCheck(db: Database, stocks: readonly Stock[], since: Date): Promise<{ oversold: number; mismatches: string[] }> {
  return db.transaction(async (tx) => {
    await tx.query(`set local pg_stat_statements.track = 'none'`);
    return countOversold(tx, stocks, since);
  });
}

async function countOversold(db: Queryable, stocks: readonly Stock[], since: Date): Promise<{ oversold: number; mismatches: string[] }> {
  let oversold = 0;
  const mismatches: string[] = [];
  for (const stock of stocks) {
    const [row] = await db.query<{ sold: number; inventory: number }>(
      `select coalesce((select sum(i.quantity)::int from order_items i join orders o on o.id = i.order_id
                         where i.product_model_id = $1 and o.created_at >= $3), 0) as sold,
              (select inventory from stock_models where id = $2) as inventory`,
      [stock.productModelId, stock.stockModelId, since],
    );
    const sold = row?.sold ?? 0;
    const inventory = row?.inventory ?? Number.NaN;
    if (sold > stock.before) oversold += 1;
    if (inventory !== stock.before - sold || inventory < 0)
      mismatches.push(`model ${stock.productModelId}: ${stock.before} before, ${sold} sold, ${inventory} left`);
  }
  return { oversold, mismatches };
}

export async function checkoutFigure(db: Database, urls: readonly string[], setup: CheckoutSetup): Promise<CheckoutFigure> {
  const { emails } = setup;
  const stocks = await stockForTheRun(db, setup.products);
  // One after another: logins in flight from one address count against its limit until they succeed.
  const cookies: string[] = [];
  for (const [i, email] of emails.entries()) cookies.push(await sessionCookie(urls[i % urls.length]!, email));
  // Every buyer's orders in turn over the products, the scarce ones as often as the others.
  const orders = shuffled(
    emails.flatMap((email, i) => stocks.map((stock) => ({ cookie: cookies[i]!, body: orderBody(stock.productModelId, email) }))),
  );
  const [{ now: since } = { now: new Date() }] = await db.query<{ now: Date }>('select now()');
  // One load generator per server, its share of the buyers, each naming its server as the origin
  // (the server refuses a state-changing call from another site).
  const share = Math.ceil(CHECKOUT_BUYERS / urls.length);
  let firstRefusal: string | undefined;
  const results = await Promise.all(
    urls.map((url, s) => {
      const mine = orders.filter((_, i) => i % urls.length === s);
      const origin = new URL(url).origin;
      let next = 0;
      return autocannon({
        url,
        connections: share,
        duration: CHECKOUT_SECONDS,
        requests: [
          {
            method: 'POST',
            path: '/api/member/checkout',
            setupRequest: (request) => {
              const order = mine[next % mine.length]!;
              next += 1;
              return { ...request, headers: { 'content-type': 'application/json', cookie: order.cookie, origin }, body: order.body };
            },
            onResponse: (status, body) => {
              if (firstRefusal === undefined && status !== 200 && status !== 409) firstRefusal = `HTTP ${status}: ${body.slice(0, 300)}`;
            },
          },
        ],
      });
    }),
  );
  const sum = (pick: (result: autocannon.Result) => number) => results.reduce((total, result) => total + pick(result), 0);
  const placed = sum((result) => result['2xx']);
  const soldOut = sum((result) => result.statusCodeStats?.['409']?.count ?? 0);
  const seconds = Math.max(...results.map((result) => result.duration));
  const { oversold, mismatches } = await oversoldCheck(db, stocks, since);
  const figure = {
    buyers: CHECKOUT_BUYERS,
    seconds: CHECKOUT_SECONDS,
    products: stocks.length,
    scarceProducts: SCARCE.products,
    requests: sum((result) => result.requests.total),
    placed,
    soldOut,
    otherNon2xx: sum((result) => result.non2xx) - soldOut,
    errors: sum((result) => result.errors + result.timeouts),
    ordersPerSecond: Math.round(placed / seconds),
    // The slower server's: a buyer waits for whichever took the order.
    p50Ms: Math.max(...results.map((result) => result.latency.p50)),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    oversold,
    stockMismatches: mismatches,
    ...(firstRefusal === undefined ? {} : { firstRefusal }),
  };
  return { ...figure, budget: CHECKOUT_ORDERS_PER_SECOND_BUDGET, verdict: checkoutVerdict(figure) };
}
