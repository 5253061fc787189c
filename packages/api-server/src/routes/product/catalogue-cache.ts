// The catalogue reads that every visitor makes (product list, product detail, add-ons, related
// products, a signed-out visitor's rendered page) answered from memory while nothing was written,
// so the product page stays fast under load. Correctness first: every write statement that goes
// through the server's database (including writes inside transactions) starts a new generation,
// and an answer is only served from the generation it was read in; so a price edit, a bid or a
// sale that changes stock is seen by the very next read. A transaction's writes count when it
// commits: until then no other connection could see them, so the answers kept stay those of the
// committed catalogue, and a visitor is not held behind a long transaction of the embedded
// database's one connection. Time-bound facts (a sale that starts today) are covered by keying on
// the hour.
// On PostgreSQL several server processes may share the database, and anyone may write to it
// (psql, a script): PostgreSQL itself tells of every write to a table a catalogue read may look
// at (a statement trigger on each, NOTIFY catalogue_changed, delivered when the writing
// transaction commits), and every process empties its cache on each notice. A process keeps
// nothing while it is not listening (at start, and from a lost connection until it listens
// again). What another process or psql wrote is seen here once its notice arrives, a moment after
// the commit. The embedded database has one process, and every write goes through it.
// An answer is still reloaded after a few minutes (a belt for what no write tells of), in the
// background while readers keep the kept answer.
import type { Database, Queryable } from '../../db';
import { lockAcrossProcesses, MIGRATION_LOCK } from '../../db/migrate';

/** Statements that only read. Anything else (insert, update, delete, DDL, calls) counts as a write. */
const READ_ONLY = /^\s*(select|show|explain)\b/i;
/**
 * A statement with common table expressions reads only when none of them writes (search's facets
 * start with `with`: counted as writes, every search emptied the cache, product pages included).
 * The words are those of the statement's own text: what a shopper typed travels as a parameter.
 */
const WITH = /^\s*with\b/i;
const WRITING_WORD = /\b(insert|update|delete|merge|truncate)\b/i;
const readsOnly = (sql: string) => READ_ONLY.test(sql) || (WITH.test(sql) && !WRITING_WORD.test(sql));
/** A plain write to one table: its name. */
const WRITTEN_TABLE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/i;
/** Tables no catalogue read looks at, written on every visit (sessions, page views, points). */
const NOT_CATALOGUE = new Set(['sessions', 'product_views', 'points_ledger', 'rate_limits']);
/** Nor the migrations' record. */
const NOT_CATALOGUE_TABLES = [...NOT_CATALOGUE, 'schema_migrations'];

const invalidates = (sql: string) => !readsOnly(sql) && !NOT_CATALOGUE.has(WRITTEN_TABLE.exec(sql)?.[1]?.toLowerCase() ?? '');

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

export class CatalogueCache {
  private generation = 0;
  private readonly shelves: Record<Shelf, Map<string, Entry>> = {
    answers: new Map(),
    pages: new Map(),
    matches: new Map(),
    cards: new Map(),
  };
  /** While true every read loads (a process that may be missing other processes' writes). */
  private paused = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** Forgets every answer: called on each write. */
  invalidate(): void {
    this.generation += 1;
    for (const shelf of Object.values(this.shelves)) shelf.clear();
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
   * The answer for key: from memory when read since the last write and still fresh, else from
   * load (concurrent callers share one load). A failed load is not kept.
   */
  read<T>(key: string, load: () => Promise<T>, shelf: Shelf = 'answers'): Promise<T> {
    if (this.paused) return load();
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

const caches = new WeakMap<Queryable, CatalogueCache>();

/** The cache of a database wrapped by withCatalogueCache, if any. */
export function catalogueCacheOf(db: Queryable): CatalogueCache | undefined {
  return caches.get(db);
}

/** Reads through the database's catalogue cache when it has one, else loads directly. */
export function cachedRead<T>(db: Queryable, key: string, load: () => Promise<T>, shelf: Shelf = 'answers'): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.read(key, load, shelf) : load();
}

/** The cache key of a product's page as a visitor reads it (its API answer and its page's head). */
export const productDetailKey = (slug: string) => `detail ${slug}`;

/** The channel on which server processes sharing a PostgreSQL tell each other the catalogue changed. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
const NOTIFY = `select pg_notify('${CATALOGUE_CHANNEL}', '')`;
const RELISTEN_MS = 1_000;

/**
 * The same database, with a catalogue cache that every write through it invalidates: before the
 * statement runs (no read started earlier can be stored for the new generation) and after it
 * (no read that ran alongside it is kept). A database that can listen (PostgreSQL) also shares
 * its writes with the other processes and hears theirs.
 */
export function withCatalogueCache(db: Database, cache = new CatalogueCache()): Database {
  const shared = typeof db.listen === 'function';
  const watch = (target: Queryable): Queryable => ({
    async query(sql, params, options) {
      if (!invalidates(sql)) return target.query(sql, params, options);
      cache.invalidate();
      try {
        return await target.query(sql, params, options);
      } finally {
        cache.invalidate();
        if (shared) await target.query(NOTIFY);
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
        if (shared) await db.query(NOTIFY);
      }
    },
    async transaction(fn) {
      // Whether the transaction wrote what a catalogue read may show. One that did not (a page
      // view, a session, a rate limit's count, a read under a lock) keeps every answer: a
      // product page opened is a transaction, and each one emptied the cache.
      let wrote = false;
      try {
        return await db.transaction(async (tx) => {
          const seen: Queryable = {
            query(sql, params, options) {
              if (invalidates(sql)) wrote = true;
              return tx.query(sql, params, options);
            },
          };
          const result = await fn(seen);
          if (!wrote) return result;
          // The other processes are told, by a notification PostgreSQL holds until the commit.
          if (shared) await tx.query(NOTIFY);
          // About to commit: from here on no kept answer is served, and what is read until the
          // commit is done is dropped by the invalidation after it.
          cache.invalidate();
          return result;
        });
      } finally {
        if (wrote) cache.invalidate();
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
 * Makes PostgreSQL tell of every write to a table a catalogue read may look at, whoever writes: a
 * statement trigger on each table but those no catalogue read looks at calls pg_notify, which
 * PostgreSQL delivers when the writing transaction commits (notices alike in one transaction are
 * delivered once). Run whenever a process starts listening, so a table that a later migration adds
 * has its trigger from the next start; under the migrations' lock, as processes start at once.
 */
export async function ensureChangeNotices(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAcrossProcesses(tx, MIGRATION_LOCK);
    await tx.query(
      `create or replace function ${NOTICE_FUNCTION}() returns trigger language plpgsql as $$
       begin perform pg_notify('${CATALOGUE_CHANNEL}', ''); return null; end $$`,
    );
    const missing = await tx.query<{ name: string }>(
      `select c.relname as name from pg_class c
        where c.relkind in ('r', 'p') and not c.relispartition
          and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())
          and not (c.relname = any($1::text[]))
          and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = $2)`,
      [NOT_CATALOGUE_TABLES, NOTICE_TRIGGER],
    );
    for (const { name } of missing)
      await tx.query(
        `create trigger ${NOTICE_TRIGGER} after insert or update or delete or truncate on "${name}"
          for each statement execute function ${NOTICE_FUNCTION}()`,
      );
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
          notified: () => cache.invalidate(),
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
