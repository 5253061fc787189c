// Runs the same migrations and seed on a real PostgreSQL server when TEST_DATABASE_URL points
// at an empty, disposable database (skipped otherwise). Every table is dropped afterwards.
import { migrate, openDatabase, type Database } from './index';
import { seed } from '../seed/seed';
import { ANSWER_SOURCES, catalogueCacheOf, withCatalogueCache } from '../routes/product/catalogue-cache';

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

  it("keeps one process's catalogue answers only until another process, or anyone, writes what they read", async () => {
    // A trigger a release that kept answers from more tables left on one no answer reads now.
    await db.query(
      `create or replace function catalogue_changed_notice() returns trigger language plpgsql as $$ begin return null; end $$`,
    );
    await db.query('drop trigger if exists catalogue_changed_notice on sessions');
    await db.query(
      'create trigger catalogue_changed_notice after insert on sessions for each statement execute function catalogue_changed_notice()',
    );
    const [category] = await db.query<{ id: number; title: string }>('select id, title from catelogs order by id limit 1');
    const mine = withCatalogueCache(await openDatabase({ DATABASE_URL: url }));
    const theirs = withCatalogueCache(await openDatabase({ DATABASE_URL: url }));
    try {
      const cache = catalogueCacheOf(mine)!;
      const read = () =>
        cache.read(
          'probe',
          async () => (await mine.query<{ title: string }>('select title from catelogs where id = $1', [category!.id]))[0]!.title,
        );
      /** Waits for what was written elsewhere to be read here (the notification comes a moment after its commit). */
      const readsSoon = async (value: string) => {
        for (let i = 0; i < 200 && (await read()) !== value; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
        return read();
      };
      for (let i = 0; i < 200 && !(cache.keeping && catalogueCacheOf(theirs)!.keeping); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(cache.keeping).toBe(true);
      // Kept while nothing is written: a load would not be asked for.
      expect(await read()).toBe(category!.title);
      expect(await cache.read('probe', () => Promise.reject(new Error('not kept')))).toBe(category!.title);
      // A change no server made (psql, a script): the table itself tells of it.
      const raw = await openDatabase({ DATABASE_URL: url });
      await raw.query('update catelogs set title = $1 where id = $2', ['probe 2', category!.id]);
      await raw.close();
      expect(await readsSoon('probe 2')).toBe('probe 2');
      // Another server's statement, then its transaction: each seen here.
      await theirs.query('update catelogs set title = $1 where id = $2', ['probe 3', category!.id]);
      expect(await readsSoon('probe 3')).toBe('probe 3');
      await theirs.transaction(async (tx) => {
        await tx.query('update catelogs set title = $1 where id = $2', ['probe 4', category!.id]);
      });
      expect(await readsSoon('probe 4')).toBe('probe 4');
      // A write to an order, by another server or anyone: the catalogue's answers stay.
      await theirs.query('update orders set updated_at = updated_at where id = (select min(id) from orders)');
      const rawAgain = await openDatabase({ DATABASE_URL: url });
      await rawAgain.query('update orders set updated_at = updated_at where id = (select min(id) from orders)');
      await rawAgain.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await cache.read('probe', () => Promise.reject(new Error('not kept')))).toBe('probe 4');
      // Exactly the tables kept answers read tell of their writes (a view, product_images, has none).
      const noticing = await db.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind = 'r'
            and exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'catalogue_changed_notice')
          order by 1`,
      );
      const watched = Object.values(ANSWER_SOURCES)
        .flat()
        .filter((table) => table !== 'product_images')
        .sort();
      expect(noticing.map((r) => r.name)).toEqual(watched);
    } finally {
      await db.query('update catelogs set title = $1 where id = $2', [category!.title, category!.id]);
      await mine.close();
      await theirs.close();
    }
  });
});
