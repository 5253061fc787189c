// Runs the same migrations and seed on a real PostgreSQL server when TEST_DATABASE_URL points
// at an empty, disposable database (skipped otherwise). Every table is dropped afterwards.
import { migrate, openDatabase, type Database } from './index';
import { seed } from '../seed/seed';
import { catalogueCacheOf, withCatalogueCache } from '../routes/product/catalogue-cache';

const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = url ? describe : describe.skip;

describeWithPostgres('PostgreSQL (TEST_DATABASE_URL)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ DATABASE_URL: url });
    await db.exec('drop schema public cascade; create schema public');
  });
  afterAll(async () => {
    await db.exec('drop schema public cascade; create schema public');
    await db.close();
  });

  it("runs the server's statements without JIT compilation or parallel workers", async () => {
    const settings = await db.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('jit', 'max_parallel_workers_per_gather') order by name`,
    );
    expect(settings).toEqual([
      { name: 'jit', setting: 'off' },
      { name: 'max_parallel_workers_per_gather', setting: '0' },
    ]);
  });

  it('keeps a statement asked to be prepared on its connection, answering each call with its own values', async () => {
    const sql = 'select $1::int * 2 as doubled';
    const answers = await db.transaction(async (tx) => {
      const first = await tx.query<{ doubled: number }>(sql, [2], { prepared: true });
      const second = await tx.query<{ doubled: number }>(sql, [21], { prepared: true });
      const kept = await tx.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [sql]);
      await tx.query('select $1::int + 1 as next', [1]);
      const unnamed = await tx.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [
        'select $1::int + 1 as next',
      ]);
      return { first, second, kept, unnamed };
    });
    expect(answers.first).toEqual([{ doubled: 4 }]);
    expect(answers.second).toEqual([{ doubled: 42 }]);
    expect(answers.kept).toEqual([{ n: 1 }]);
    expect(answers.unnamed).toEqual([{ n: 0 }]);
  });

  it('applies the migrations idempotently and seeds once', async () => {
    expect(db.kind).toBe('postgres');
    expect((await migrate(db)).length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
    expect(await seed(db)).toBe(true);
    expect(await seed(db)).toBe(false);
    const [row] = await db.query<{ n: number }>('select count(*) as n from products');
    expect(row!.n).toBeGreaterThanOrEqual(24);
  });

  it('lets two processes start at once on an empty database: each migration applied once, seeded once', async () => {
    await db.exec('drop schema public cascade; create schema public');
    const other = await openDatabase({ DATABASE_URL: url });
    try {
      const [mine, theirs] = await Promise.all([migrate(db), migrate(other)]);
      expect([...mine, ...theirs].sort()).toEqual(
        (await db.query<{ version: string }>('select version from schema_migrations order by version')).map((r) => r.version),
      );
      const seeded = await Promise.all([seed(db), seed(other)]);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const [row] = await db.query<{ n: number }>("select count(*)::int as n from members where email = 'buyer@example.com'");
      expect(row!.n).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("keeps one process's catalogue answers only until another process, or anyone, writes", async () => {
    // The table is there before the servers start, as a migration's would be.
    await db.exec('create table if not exists cache_probe (v integer); truncate cache_probe; insert into cache_probe values (1)');
    const mine = withCatalogueCache(await openDatabase({ DATABASE_URL: url }));
    const theirs = withCatalogueCache(await openDatabase({ DATABASE_URL: url }));
    try {
      const cache = catalogueCacheOf(mine)!;
      const read = () => cache.read('probe', async () => (await mine.query<{ v: number }>('select v from cache_probe'))[0]!.v);
      /** Waits for what was written elsewhere to be read here (the notification comes a moment after its commit). */
      const readsSoon = async (value: number) => {
        for (let i = 0; i < 200 && (await read()) !== value; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
        return read();
      };
      for (let i = 0; i < 200 && !(cache.keeping && catalogueCacheOf(theirs)!.keeping); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(cache.keeping).toBe(true);
      // Kept while nothing is written: a load would not be asked for.
      expect(await read()).toBe(1);
      expect(await cache.read('probe', () => Promise.reject(new Error('not kept')))).toBe(1);
      // A change no server made (psql, a script): the table itself tells of it.
      const raw = await openDatabase({ DATABASE_URL: url });
      await raw.query('update cache_probe set v = 2');
      await raw.close();
      expect(await readsSoon(2)).toBe(2);
      // Another server's statement, then its transaction: each seen here.
      await theirs.query('update cache_probe set v = 3');
      expect(await readsSoon(3)).toBe(3);
      await theirs.transaction(async (tx) => {
        await tx.query('update cache_probe set v = 4');
      });
      expect(await readsSoon(4)).toBe(4);
      // Every table tells of its writes but those no catalogue read looks at.
      const silent = await db.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind = 'r'
            and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'catalogue_changed_notice')
          order by 1`,
      );
      expect(silent.map((r) => r.name)).toEqual(['points_ledger', 'product_views', 'rate_limits', 'schema_migrations', 'sessions']);
    } finally {
      await mine.exec('drop table if exists cache_probe');
      await mine.close();
      await theirs.close();
    }
  });
});
