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

  it("keeps one process's catalogue answers only until another process writes", async () => {
    const mine = withCatalogueCache(await openDatabase({ DATABASE_URL: url }));
    const theirs = withCatalogueCache(await openDatabase({ DATABASE_URL: url }));
    try {
      await mine.exec('create table if not exists cache_probe (v integer); truncate cache_probe; insert into cache_probe values (1)');
      const cache = catalogueCacheOf(mine)!;
      const read = () => cache.read('probe', async () => (await mine.query<{ v: number }>('select v from cache_probe'))[0]!.v);
      /** Waits for what the other process wrote to be read here (the notification comes a moment after its commit). */
      const readsSoon = async (value: number) => {
        for (let i = 0; i < 200 && (await read()) !== value; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
        return read();
      };
      for (let i = 0; i < 200 && !(cache.keeping && catalogueCacheOf(theirs)!.keeping); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      // This process hears its own notification of the table's creation too: let it arrive.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await read()).toBe(1);
      // Kept: a change no server made (it tells nobody) is not seen.
      const raw = await openDatabase({ DATABASE_URL: url });
      await raw.query('update cache_probe set v = 2');
      await raw.close();
      expect(await read()).toBe(1);
      // Another server's statement, then its transaction: each seen here.
      await theirs.query('update cache_probe set v = 3');
      expect(await readsSoon(3)).toBe(3);
      await theirs.transaction(async (tx) => {
        await tx.query('update cache_probe set v = 4');
      });
      expect(await readsSoon(4)).toBe(4);
    } finally {
      await mine.exec('drop table if exists cache_probe');
      await mine.close();
      await theirs.close();
    }
  });
});
