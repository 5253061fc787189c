// Runs the server's jobs once on the database of the environment (DATABASE_URL, else the PGlite
// folder of DATA_DIR) and prints how many items each did: what a server does at start-up to catch
// up, without serving. Several may run at once on one PostgreSQL database; each item is done once.
import { openDatabase } from '../db';
import { createServerScheduler } from '.';

const db = await openDatabase();
try {
  const counts = await createServerScheduler(db, { log: (message, error) => console.error(message, error ?? '') }).runDue();
  console.log(JSON.stringify(counts));
} finally {
  await db.close();
}
