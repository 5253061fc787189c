// Runs the same migrations and seed on a real PostgreSQL server when TEST_DATABASE_URL points
// at an empty, disposable database (skipped otherwise). Every table is dropped afterwards.
import { migrate, openDatabase, type Database } from './index';
import { seed } from '../seed/seed';

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
});
