// What other workspace packages (e2e, scripts) may use to run the server in-process.
export { createApp, type AppOptions, type StaticRoots } from './app';
export { describeDatabase, migrate, openDatabase, type Database, type Queryable } from './db';
export { demoAccounts, seed } from './seed/seed';
export { findStaticRoots, REMOTE_NAMES } from './static/roots';
