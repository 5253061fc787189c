// Shared ground for the security suites: the six roles of the authorization matrix, logged in
// on one seeded database, and who owns what (orders, products, models, media), read from
// the seed so the suites follow the demo data instead of hard-coding ids.
import { createHash } from 'node:crypto';
import { pathParamNames } from '@storefront/contracts';
import type { Database } from '../../src/db';
import { client, type TestApp } from '../test-support';

export const ROLES = ['visitor', 'buyer', 'otherBuyer', 'merchantA', 'merchantB', 'operator'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNTS: Record<Exclude<Role, 'visitor'>, { email: string; password: string }> = {
  buyer: { email: 'buyer@example.com', password: 'buyer1234' },
  otherBuyer: { email: 'member@example.com', password: 'member1234' },
  merchantA: { email: 'merchant@example.com', password: 'merchant1234' },
  merchantB: { email: 'merchant2@example.com', password: 'merchant1234' },
  operator: { email: 'operator@example.com', password: 'operator1234' },
};

export type Client = ReturnType<typeof client>;

/** What one member owns, as a buyer and as a merchant. */
export interface Holdings {
  memberId: number;
  buyerOrders: number[];
  merchantOrders: number[];
  products: number[];
  models: number[];
  media: number[];
}

const ids = async (db: Database, sql: string, params: unknown[]) => (await db.query<{ id: number }>(sql, params)).map((r) => r.id);

export async function holdingsOf(db: Database, email: string): Promise<Holdings> {
  const [member] = await db.query<{ id: number }>('select id from members where lower(email) = lower($1)', [email]);
  if (!member) throw new Error(`no seeded member ${email}`);
  const id = member.id;
  return {
    memberId: id,
    buyerOrders: await ids(db, 'select id from orders where buyer_id = $1 order by id', [id]),
    merchantOrders: await ids(db, 'select id from orders where merchant_id = $1 order by id', [id]),
    products: await ids(db, 'select id from products where merchant_id = $1 order by id', [id]),
    models: await ids(db, 'select pm.id from product_models pm join products p on p.id = pm.product_id where p.merchant_id = $1', [id]),
    media: await ids(db, 'select id from media where merchant_id = $1 order by id', [id]),
  };
}

export async function loginAll(app: TestApp): Promise<Record<Role, Client>> {
  const clients = { visitor: client(app) } as Record<Role, Client>;
  for (const [role, account] of Object.entries(ACCOUNTS) as [Exclude<Role, 'visitor'>, { email: string; password: string }][]) {
    clients[role] = client(app);
    await clients[role].login(account.email, account.password);
  }
  return clients;
}

/** A path of the endpoint table with its `:params` replaced by the given values. */
export function fillPath(path: string, values: Record<string, string | number>): string {
  let filled = path;
  for (const name of pathParamNames(path)) {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    filled = filled.replace(`:${name}`, encodeURIComponent(String(value)));
  }
  return filled;
}

/**
 * A fingerprint of the whole database: every table's row count and a hash of its rows. Two equal
 * fingerprints mean no request wrote anything in between.
 */
export async function databaseFingerprint(db: Database): Promise<string> {
  const tables = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number | string; h: string | null }>(
      `select count(*) as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
    );
    parts.push(`${name}:${row?.n}:${row?.h}`);
  }
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/**
 * The next transaction id PostgreSQL will hand out: it moves only when a transaction writes (or
 * starts to and rolls back), so an unmoved value proves nothing was written — a cheap check to
 * run after every request, with the full fingerprint only when it moved.
 */
export async function nextTransactionId(db: Database): Promise<string> {
  const [row] = await db.query<{ x: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as x');
  return row!.x;
}
