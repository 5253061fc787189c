// The fast part of the reliability suite: one server on a real socket (PGlite in memory, rate
// limits on as in production), 200 simultaneous bids, 50 buyers racing for the last 5 items,
// parallel CSV imports naming the same things, and the session and limits checks.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../src/app';
import type { Database } from '../../src/db';
import { seededDatabase } from '../test-support';
import { runConcurrencySuite, type ConcurrencyFigures } from './concurrency-suite';

let db: Database;
let server: ServerType;
let figures: ConcurrencyFigures;

beforeAll(async () => {
  db = await seededDatabase();
  // Every shopper registers from one address here: raise that limit only (the others stay).
  const app = createApp({ db, log: () => undefined, rateLimits: { registrationsPerAddress: 100_000 } });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  figures = await runConcurrencySuite([`http://127.0.0.1:${port}`]);
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

it('accepts exactly the valid ones of 200 simultaneous bids', () => {
  const { bids } = figures;
  expect({ ...bids, seconds: 0 }).toMatchObject({
    bids: 200,
    wrongAcceptances: 0,
    wrongRefusals: 0,
    duplicateAmountsAccepted: 0,
    historyMatchesAccepted: true,
    serverErrors: 0,
    otherAnswers: 0,
  });
  expect(bids.accepted).toBe(bids.valid);
  expect(bids.accepted).toBeGreaterThan(0);
  expect(bids.refused).toBeGreaterThan(0);
});

it('sells the last 5 items to exactly 5 of 50 racing buyers, who all find their order', () => {
  expect({ ...figures.lastItems, seconds: 0 }).toMatchObject({
    buyers: 50,
    accepted: 5,
    refused: 45,
    oversells: 0,
    stockAfter: 0,
    acceptedOrdersFound: 5,
    serverErrors: 0,
  });
});

it('resolves every name of parallel CSV imports to one id', () => {
  expect(figures.csvImports).toMatchObject({ requests: 150, duplicates: 0, errors: 0 });
});

it('ends a session on logout and limits guesses and bids', () => {
  expect(figures.sharedState).toMatchObject({
    sessionHonouredElsewhere: true,
    logoutEndedEverywhere: true,
    wrongLoginsBeforeBlock: figures.sharedState.loginLimit,
    bidsBeforeBlock: figures.sharedState.bidLimit,
  });
});
