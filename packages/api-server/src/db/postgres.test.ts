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
});
