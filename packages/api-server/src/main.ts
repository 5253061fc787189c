// Starts the API server: opens the database, applies migrations, seeds an empty database, then
// serves the API, the demo media and (when built) the shell and the remotes on PORT.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createServerScheduler, DEFAULT_JOB_INTERVAL_MS } from './jobs';
import { keepIdleConnections } from './keep-alive';
import { withCatalogueCache } from './routes/product/catalogue-cache';
import { describeDatabase, migrate, openDatabase } from './db';
import { seed } from './seed/seed';
import { findStaticRoots } from './static/roots';
import { productionProblems, serverMode } from './server-mode';
import { providerEnvironment } from './payments/cashiers';

const list = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);

const mode = serverMode();
if (mode === 'production') {
  const problems = productionProblems(process.env);
  if (problems.length) {
    console.error(
      `Refusing to start in production mode (NODE_ENV=production):\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Set them (README, "Production"), or STOREFRONT_DEMO=1 for the demo with the sandbox providers.',
    );
    process.exit(1);
  }
}

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

// The routes and the jobs share one catalogue cache, which every write of either ends; on
// PostgreSQL so do the writes of every other server process on the database (catalogue-cache.ts).
const served = withCatalogueCache(db);
const app = createApp({
  db: served,
  staticRoots: roots,
  trustedOrigins: list(process.env.TRUSTED_ORIGINS),
  trustedProxies: list(process.env.TRUSTED_PROXIES),
  production: mode === 'production',
  paymentProviders: providerEnvironment(mode === 'production') === 'stage' ? 'stage' : 'production',
  publicBaseUrl: process.env.PUBLIC_BASE_URL || undefined,
  cspSources: list(process.env.CSP_SOURCES),
  rateLimits: { registrationsPerAddress: Number(process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR) || undefined },
});

// Auction close and payment expiry (src/jobs): first whatever fell due while no server ran, then
// every JOB_INTERVAL_MS; once per item across every server process on the database.
const scheduler = createServerScheduler(served, { intervalMs: Number(process.env.JOB_INTERVAL_MS) || DEFAULT_JOB_INTERVAL_MS });
const caughtUp = await scheduler.start();
const backlog = Object.entries(caughtUp).filter(([, n]) => n > 0);
if (backlog.length) console.log(`Jobs caught up: ${backlog.map(([job, n]) => `${job} ${n}`).join(', ')}`);

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`API server on http://localhost:${info.port} (${describeDatabase(process.env)}, ${mode} mode)`);
  if (mode !== 'production')
    console.log('Payments and logistics go to the sandbox providers on this server (test keys): not for real orders.');
});
keepIdleConnections(server as Server);

const shutdown = () => {
  server.close(() => {
    void scheduler
      .stop()
      .then(() => served.close())
      .finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
