// Starts the API server: opens the database, applies migrations, seeds an empty database, then
// serves the API, the demo media and (when built) the shell and the remotes on PORT.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { describeDatabase, migrate, openDatabase } from './db';
import { seed } from './seed/seed';
import { findStaticRoots } from './static/roots';

const list = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const db = await openDatabase().catch((error: unknown) => {
  // A folder in use by another server, an unreachable PostgreSQL: say so and stop.
  console.error(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const applied = await migrate(db);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
if (await seed(db)) console.log('Seeded the demo data (buyer@example.com / buyer1234, merchant@example.com / merchant1234).');

const { roots, notes } = findStaticRoots();
for (const note of notes) console.log(note);

const app = createApp({
  db,
  staticRoots: roots,
  trustedOrigins: list(process.env.TRUSTED_ORIGINS),
  cspSources: list(process.env.CSP_SOURCES),
  // The embedded database belongs to this process alone, so its writes are all seen here.
  catalogueCache: db.kind === 'pglite',
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`API server on http://localhost:${info.port} (${describeDatabase(process.env)})`);
});

const shutdown = () => {
  server.close(() => {
    void db.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
