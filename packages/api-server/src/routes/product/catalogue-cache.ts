// The catalogue reads that every visitor makes (product list, product detail, add-ons, related
// products, a signed-out visitor's rendered page) answered from memory while nothing they read was
// written, so the product page stays fast under load. Correctness first: every write statement to
// a table they read (ANSWER_SOURCES) that goes through the server's database (including writes
// inside transactions) starts a new generation of the answers read from it, and an answer is only
// served from the generation it was read in; so a price edit, a bid or a sale that changes stock
// is seen by the very next read. A transaction's writes count when it
// commits: until then no other connection could see them, so the answers kept stay those of the
// committed catalogue, and a visitor is not held behind a long transaction of the embedded
// database's one connection. Time-bound facts (a sale that starts today) are covered by keying on
// the hour.
// On PostgreSQL several server processes may share the database, and anyone may write to it
// (psql, a script): PostgreSQL itself tells of every write to a table a kept answer reads (a
// statement trigger on each, NOTIFY catalogue_changed with the table's name, delivered when the
// writing transaction commits), and every process empties the answers read from it on each notice. A process keeps
// nothing while it is not listening (at start, and from a lost connection until it listens
// again). What another process or psql wrote is seen here once its notice arrives, a moment after
// the commit. The embedded database has one process, and every write goes through it.
// An answer is still reloaded after a few minutes (a belt for what no write tells of), in the
// background while readers keep the kept answer.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable } from '../../db';
import { lockAcrossProcesses, MIGRATION_LOCK } from '../../db/migrate';

/**
 * The tables (and views) each source of kept answers reads. A write to one of them ends the answers
 * of its source, in this process and (on PostgreSQL) in every other; a write to any other table (a
 * favourite, an order's payment or shipment, a session, a page view, a job's bookkeeping) ends
 * none. Before, every write but a few ended every kept answer and page: in a shop taking orders
 * a product page was rendered anew after each favourite, payment or shipment.
 * - catalogue: what shoppers read (list, search, suggestions, detail, add-ons, related, listings'
 *   facets, a signed-out visitor's page), and a merchant's count of a search of their products;
 * - orders: a merchant's count of a search of their orders.
 * kept-reads.test.ts asks PostgreSQL's plan of every statement the kept reads make which tables it
 * reads, and fails on one missing here.
 */
export const ANSWER_SOURCES = {
  catalogue: [
    'auction_bids',
    'brands',
    'catelogs',
    'media',
    'members',
    'merchants',
    'picture_list_items',
    'product_addons',
    'product_images',
    'product_models',
    'product_options',
    'product_prices',
    'product_selections',
    'products',
    'related_products',
    'search_words',
    'stock_models',
  ],
  orders: ['order_refunds', 'orders'],
} as const satisfies Record<string, readonly string[]>;
export type AnswerSource = keyof typeof ANSWER_SOURCES;
const EVERY_SOURCE = Object.keys(ANSWER_SOURCES) as AnswerSource[];
const NO_SOURCE: readonly AnswerSource[] = [];
const SOURCES_OF_TABLE = new Map<string, AnswerSource[]>();
for (const source of EVERY_SOURCE)
  for (const table of ANSWER_SOURCES[source]) SOURCES_OF_TABLE.set(table, [...(SOURCES_OF_TABLE.get(table) ?? []), source]);

/**
 * Functions of ours that write tables though a `select` calls them (the CSV import's
 * `select refresh_search_prices(…), refresh_in_stock(…)`), with the tables each writes. Trigger
 * functions are not here: the statement that fires them names its own table. A test reads the
 * migrations and fails on a writing function missing here.
 */
export const WRITING_FUNCTIONS: Readonly<Record<string, readonly string[]>> = {
  refresh_in_stock: ['products'],
  refresh_search_prices: ['products'],
};
const WRITING_CALL = new RegExp(`\\b(${Object.keys(WRITING_FUNCTIONS).join('|')})\\s*\\(`, 'gi');

/** Statements that only read. */
const READ_ONLY = /^\s*(select|show|explain)\b/i;
/** Statements that change no table: the embedded database's maintenance, settings, locks, notices. */
const CHANGES_NO_TABLE = /^\s*(analyze|vacuum|checkpoint|set|reset|lock|notify|listen|unlisten)\b/i;
/** Statements whose written tables their text names: plain writes, and common table expressions. */
const NAMES_ITS_WRITES = /^\s*(with|insert|update|delete)\b/i;
/** Words that write nothing though they hold a writing word: row locks, and an upsert's update. */
const NOT_A_WRITE = /\bfor\s+(?:no\s+key\s+)?update\b|\bdo\s+update\s+set\b/gi;
/**
 * Each write of a statement: its table when its words are a plain write's (insert into, update,
 * delete from), else only the writing word (a merge, a truncate).
 */
const WRITE = /\b(?:insert\s+into|delete\s+from|update)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?|\b(?:insert|update|delete|merge|truncate)\b/gi;

/**
 * The sources whose answers a statement may change: none for a read, or for writes only to tables
 * no kept answer reads; those of the tables it writes, when its text names each (also through a
 * function of WRITING_FUNCTIONS, a `select` too); every source otherwise (DDL, a call, a merge, a
 * truncate). The words are those of the statement's own text:
 * what a shopper typed travels as a parameter.
 */
export function sourcesWritten(sql: string): readonly AnswerSource[] {
  const sources = new Set<AnswerSource>();
  for (const [, name = ''] of sql.matchAll(WRITING_CALL))
    for (const table of WRITING_FUNCTIONS[name.toLowerCase()] ?? [])
      for (const source of SOURCES_OF_TABLE.get(table) ?? []) sources.add(source);
  if (READ_ONLY.test(sql) || CHANGES_NO_TABLE.test(sql)) return sources.size === 0 ? NO_SOURCE : [...sources];
  if (!NAMES_ITS_WRITES.test(sql)) return EVERY_SOURCE;
  for (const [, table] of sql.replace(NOT_A_WRITE, ' ').matchAll(WRITE)) {
    if (table === undefined) return EVERY_SOURCE;
    for (const source of SOURCES_OF_TABLE.get(table.toLowerCase()) ?? []) sources.add(source);
  }
  return sources.size === 0 ? NO_SOURCE : [...sources];
}

/**
 * How long an answer is fresh: each is given between FRESH_SHARE and all of it at random, so that
 * the answers read in one busy moment do not all fall due in another. Writes end answers at once
 * (above), so the lifetime is only a belt; it was a minute while writes made outside the servers
 * were seen only by it, and each kept product page was rendered anew about once a minute: a
 * thousand kept pages cost a server's one thread about a fifth of its time.
 */
export const LIFETIME_MS = 10 * 60_000;
const FRESH_SHARE = 0.5;
/**
 * For one more lifetime after that, a reader still gets the kept answer at once while one reload
 * runs for everybody (stale while revalidate): under load, answers falling due never queue the
 * readers behind the database. Older than that, a reader waits for the reload.
 */
const STALE_MS = LIFETIME_MS;
/**
 * Entries kept per shelf, the least recently read dropped first. A search text's matches (at most
 * 2,000 as typed arrays, about 76 kB: search-matches.ts) are the biggest: 500 take at most 38 MB.
 * With 200 of them, the search bench's 280 texts on 100,000 products each read their matches about
 * twice in the first minute, and its p99 was 459 ms against 121 ms with 400 (bench/search.md).
 */
const SHELF_SIZES = { answers: 2_000, pages: 1_000, matches: 500, cards: 10_000 } as const;
export type Shelf = keyof typeof SHELF_SIZES;

type Entry = { generation: number; expires: number; value: Promise<unknown>; reloading: boolean };

/** The answers read from one source's tables, on their shelves: all ended by a write to any of them. */
class SourceAnswers {
  private generation = 0;
  private readonly shelves: Record<Shelf, Map<string, Entry>> = {
    answers: new Map(),
    pages: new Map(),
    matches: new Map(),
    cards: new Map(),
  };

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.generation += 1;
    for (const shelf of Object.values(this.shelves)) shelf.clear();
  }

  read<T>(key: string, load: () => Promise<T>, shelf: Shelf): Promise<T> {
    const entries = this.shelves[shelf];
    const now = this.now();
    const hour = Math.floor(now / 3_600_000);
    const fullKey = `${hour}|${key}`;
    const entry = entries.get(fullKey);
    if (entry && entry.generation === this.generation && entry.expires + STALE_MS > now) {
      // Read again: now the most recent (a Map keeps the order of insertion).
      entries.delete(fullKey);
      entries.set(fullKey, entry);
      if (entry.expires <= now && !entry.reloading) this.reload(entries, fullKey, shelf, entry, load);
      return entry.value as Promise<T>;
    }
    const value = load();
    this.keep(entries, fullKey, shelf, value);
    return value;
  }

  private keep(entries: Map<string, Entry>, fullKey: string, shelf: Shelf, value: Promise<unknown>, generation = this.generation): void {
    entries.delete(fullKey);
    if (entries.size >= SHELF_SIZES[shelf]) entries.delete(entries.keys().next().value!);
    const expires = this.now() + LIFETIME_MS * (FRESH_SHARE + (1 - FRESH_SHARE) * Math.random());
    entries.set(fullKey, { generation, expires, value, reloading: false });
    value.catch(() => {
      if (entries.get(fullKey)?.value === value) entries.delete(fullKey);
    });
  }

  /** One reload of a stale answer; it replaces the answer if nothing was written meanwhile. */
  private reload(entries: Map<string, Entry>, fullKey: string, shelf: Shelf, stale: Entry, load: () => Promise<unknown>): void {
    stale.reloading = true;
    const generation = this.generation;
    load().then(
      (fresh) => {
        if (entries.get(fullKey) !== stale || this.generation !== generation) return;
        this.keep(entries, fullKey, shelf, Promise.resolve(fresh), generation);
      },
      // A failed reload keeps the stale answer for its remaining time; the next reader tries again.
      () => {
        stale.reloading = false;
      },
    );
  }
}

/** Told of each statement a kept answer's load makes, with the answer's source (kept-reads.test.ts). */
export type KeptReadTracer = (source: AnswerSource, sql: string, params: readonly unknown[] | undefined) => void;

export class CatalogueCache {
  private readonly sources: Record<AnswerSource, SourceAnswers>;
  /** While true every read loads (a process that may be missing other processes' writes). */
  private paused = false;
  /** The source of the kept answer whose load is running, for a tracer; none without one. */
  private readonly loading: AsyncLocalStorage<AnswerSource> | null;

  constructor(
    now: () => number = Date.now,
    readonly tracer: KeptReadTracer | null = null,
  ) {
    this.sources = { catalogue: new SourceAnswers(now), orders: new SourceAnswers(now) };
    this.loading = tracer ? new AsyncLocalStorage() : null;
  }

  /** Forgets the answers of the sources given (every answer by default): called on each write. */
  invalidate(sources: readonly AnswerSource[] = EVERY_SOURCE): void {
    for (const source of sources) this.sources[source].clear();
  }

  /** Whether answers are kept (not while a process on a shared database is not listening). */
  get keeping(): boolean {
    return !this.paused;
  }

  /** Keeps nothing until resume: every read loads. */
  pause(): void {
    this.paused = true;
    this.invalidate();
  }

  resume(): void {
    this.invalidate();
    this.paused = false;
  }

  /**
   * The answer for key, read from source's tables: from memory when read since the last write to
   * them and still fresh, else from load (concurrent callers share one load). A failed load is not
   * kept.
   */
  read<T>(key: string, load: () => Promise<T>, shelf: Shelf = 'answers', source: AnswerSource = 'catalogue'): Promise<T> {
    const loading = this.loading;
    const traced = loading ? () => loading.run(source, load) : load;
    if (this.paused) return traced();
    return this.sources[source].read(key, traced, shelf);
  }

  /** The source of the kept answer whose load makes the statement now running (with a tracer only). */
  loadingFor(): AnswerSource | undefined {
    return this.loading?.getStore();
  }
}

const caches = new WeakMap<Queryable, CatalogueCache>();

/** The cache of a database wrapped by withCatalogueCache, if any. */
export function catalogueCacheOf(db: Queryable): CatalogueCache | undefined {
  return caches.get(db);
}

/** Reads through the database's catalogue cache when it has one, else loads directly. */
export function cachedRead<T>(
  db: Queryable,
  key: string,
  load: () => Promise<T>,
  shelf: Shelf = 'answers',
  source: AnswerSource = 'catalogue',
): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.read(key, load, shelf, source) : load();
}

/** The cache key of a product's page as a visitor reads it (its API answer and its page's head). */
export const productDetailKey = (slug: string) => `detail ${slug}`;

/** The channel on which server processes sharing a PostgreSQL tell each other the catalogue changed. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** The notice of a write through this process: the sources written, named in the payload. */
const NOTIFY = `select pg_notify('${CATALOGUE_CHANNEL}', $1)`;
const RELISTEN_MS = 1_000;

/**
 * The sources a notice names: its payload is a table (the tables' triggers) or sources joined by
 * commas (a process's own notice); anything else (an empty payload, from a process of an older
 * release) names every source.
 */
export function sourcesNoticed(payload: string): readonly AnswerSource[] {
  const table = SOURCES_OF_TABLE.get(payload);
  if (table) return table;
  const named = payload.split(',').filter((name): name is AnswerSource => name in ANSWER_SOURCES);
  return named.length > 0 ? named : EVERY_SOURCE;
}

/**
 * The same database, with a catalogue cache that every write through it to a table of a source
 * (ANSWER_SOURCES) invalidates for that source: before the statement runs (no read started earlier
 * can be stored for the new generation) and after it (no read that ran alongside it is kept). A
 * database that can listen (PostgreSQL) also shares its writes with the other processes and hears
 * theirs.
 */
export function withCatalogueCache(db: Database, cache = new CatalogueCache()): Database {
  const shared = typeof db.listen === 'function';
  const tracer = cache.tracer;
  const watch = (target: Queryable): Queryable => ({
    async query(sql, params, options) {
      const sources = sourcesWritten(sql);
      if (sources.length === 0) {
        const source = tracer ? cache.loadingFor() : undefined;
        if (source) tracer!(source, sql, params);
        return target.query(sql, params, options);
      }
      cache.invalidate(sources);
      try {
        return await target.query(sql, params, options);
      } finally {
        cache.invalidate(sources);
        if (shared) await target.query(NOTIFY, [sources.join(',')]);
      }
    },
  });
  const watched = watch(db);
  let stopListening: (() => Promise<void>) | undefined;
  if (shared) stopListening = listenForChanges(db, cache);
  const wrapped: Database = {
    get kind() {
      return db.kind;
    },
    query: watched.query.bind(watched),
    async exec(sql) {
      cache.invalidate();
      try {
        await db.exec(sql);
      } finally {
        cache.invalidate();
        if (shared) await db.query(NOTIFY, [EVERY_SOURCE.join(',')]);
      }
    },
    async transaction(fn) {
      // The sources the transaction wrote. One that wrote none (a page view, a session, a rate
      // limit's count, an order's payment, a read under a lock) keeps every answer: a product
      // page opened is a transaction, and each one emptied the cache.
      const written = new Set<AnswerSource>();
      try {
        return await db.transaction(async (tx) => {
          const seen: Queryable = {
            query(sql, params, options) {
              for (const source of sourcesWritten(sql)) written.add(source);
              return tx.query(sql, params, options);
            },
          };
          const result = await fn(seen);
          if (written.size === 0) return result;
          // The other processes are told, by a notification PostgreSQL holds until the commit.
          if (shared) await tx.query(NOTIFY, [[...written].join(',')]);
          // About to commit: from here on no kept answer of those sources is served, and what is
          // read until the commit is done is dropped by the invalidation after it.
          cache.invalidate([...written]);
          return result;
        });
      } finally {
        if (written.size > 0) cache.invalidate([...written]);
      }
    },
    async close() {
      await stopListening?.();
      await db.close();
    },
  };
  caches.set(wrapped, cache);
  return wrapped;
}

const NOTICE_FUNCTION = 'catalogue_changed_notice';
const NOTICE_TRIGGER = 'catalogue_changed_notice';

/**
 * Makes PostgreSQL tell of every write to a table of a source (ANSWER_SOURCES), whoever writes: a
 * statement trigger on each calls pg_notify with the table's name, which PostgreSQL delivers when
 * the writing transaction commits (notices alike in one transaction are delivered once). Any other
 * table has none (a release that kept answers from more tables, or fewer, had triggers on those).
 * Run whenever a process starts listening, so a table that a later migration adds to a source has
 * its trigger from the next start; under the migrations' lock, as processes start at once.
 */
export async function ensureChangeNotices(db: Database): Promise<void> {
  const watched = EVERY_SOURCE.flatMap((source) => ANSWER_SOURCES[source]);
  await db.transaction(async (tx) => {
    await lockAcrossProcesses(tx, MIGRATION_LOCK);
    await tx.query(
      `create or replace function ${NOTICE_FUNCTION}() returns trigger language plpgsql as $$
       begin perform pg_notify('${CATALOGUE_CHANNEL}', tg_table_name); return null; end $$`,
    );
    const tables = await tx.query<{ name: string; watched: boolean; noticed: boolean }>(
      `select c.relname as name, c.relname = any($1::text[]) as watched,
          exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = $2) as noticed
        from pg_class c
        where c.relkind in ('r', 'p') and not c.relispartition
          and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())`,
      [watched, NOTICE_TRIGGER],
    );
    for (const table of tables) {
      if (table.watched && !table.noticed)
        await tx.query(
          `create trigger ${NOTICE_TRIGGER} after insert or update or delete or truncate on "${table.name}"
            for each statement execute function ${NOTICE_FUNCTION}()`,
        );
      if (!table.watched && table.noticed) await tx.query(`drop trigger ${NOTICE_TRIGGER} on "${table.name}"`);
    }
  });
}

/**
 * Listens for the catalogue writes of other processes and of anyone else: the cache keeps nothing
 * until the tables tell of their writes and it listens, empties on each notification, and stops
 * keeping when the connection goes, until it listens again.
 */
function listenForChanges(db: Database, cache: CatalogueCache): () => Promise<void> {
  let closed = false;
  let listening: { close(): Promise<void> } | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  cache.pause();
  const again = () => {
    if (closed) return;
    retry = setTimeout(start, RELISTEN_MS);
    retry.unref();
  };
  const start = () => {
    retry = undefined;
    ensureChangeNotices(db)
      .catch((error: unknown) => {
        console.error('[catalogue cache] cannot make the tables tell of their writes; keeping nothing until it can', error);
        throw error;
      })
      .then(() =>
        db.listen!(CATALOGUE_CHANNEL, {
          notified: (payload) => cache.invalidate(sourcesNoticed(payload)),
          lost: (error) => {
            cache.pause();
            listening = undefined;
            if (closed) return;
            console.error(
              "[catalogue cache] lost the connection that hears other servers' writes; keeping nothing until it is back",
              error ?? '',
            );
            again();
          },
        }),
      )
      .then((handle) => {
        if (closed) return void handle.close();
        listening = handle;
        cache.resume();
      }, again);
  };
  start();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await listening?.close();
  };
}
