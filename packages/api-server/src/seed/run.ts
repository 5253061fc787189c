// `pnpm seed`: applies the migrations and seeds an empty database (does nothing otherwise).
import { describeDatabase, migrate, openDatabase } from '../db';
import { seed } from './seed';

const db = await openDatabase();
try {
  await migrate(db);
  const wrote = await seed(db);
  console.log(wrote ? `Seeded ${describeDatabase(process.env)}` : `Already seeded: ${describeDatabase(process.env)}`);
} finally {
  await db.close();
}
