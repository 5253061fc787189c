import { openDatabase, migrate } from './index';
import type { Database } from './index';

describe('migrations', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ DATA_DIR: 'memory' });
  });
  afterAll(async () => {
    await db.close();
  });

  it('apply once, then a second run applies nothing and changes nothing', async () => {
    const first = await migrate(db);
    expect(first.length).toBeGreaterThan(0);
    const tables = await db.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
    const second = await migrate(db);
    expect(second).toEqual([]);
    const again = await db.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
    expect(again[0]!.n).toBe(tables[0]!.n);
    const recorded = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(recorded.map((r) => r.version)).toEqual(first);
  });

  it('writes every GIN index straight into the index, without a pending list the embedded database never folds in', async () => {
    await migrate(db);
    const gin = await db.query<{ name: string; options: string[] | null }>(
      `select c.relname as name, c.reloptions as options from pg_class c join pg_am a on a.oid = c.relam
       where a.amname = 'gin' and c.relkind = 'i' order by c.relname`,
    );
    expect(gin.length).toBeGreaterThan(0);
    expect(gin.filter((index) => !(index.options ?? []).includes('fastupdate=off')).map((index) => index.name)).toEqual([]);
  });

  it('rolls back a failing transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into brands (title) values ('rollback-test')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await db.query("select * from brands where title = 'rollback-test'");
    expect(rows).toHaveLength(0);
  });
});
