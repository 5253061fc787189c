// jest's global setup: the run's seeded database, copied into each test file (seeded-dump.ts).
import { SEEDED_DUMP_ENV, writeSeededDump } from './seeded-dump';

export default async function globalSetup(): Promise<void> {
  process.env[SEEDED_DUMP_ENV] = await writeSeededDump();
}
