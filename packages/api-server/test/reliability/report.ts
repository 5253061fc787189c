// Writes the figures of a hard run to bench/reliability-server.md and .json at the repository root.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageRoot } from '../../src/package-root';
import type { ConcurrencyFigures } from './concurrency-suite';
import type { AttackFigures } from '../security/attacks';
import type { OverlapRun } from './big-save';
import type { CrashFigures } from './crash-runs';

export type ReliabilityReport = {
  writtenAt: string;
  machine: string;
  seconds: number;
  pglite: ConcurrencyFigures | { error: string };
  crash: CrashFigures | { error: string };
  postgres:
    | {
        version: string;
        postgresTest: { passed: boolean; output: string };
        startedTogether: boolean;
        perServerRequests: number[];
        concurrency: ConcurrencyFigures;
        crash: CrashFigures;
      }
    | { error: string };
  points: { steps: number; walks: { seed: number; passed: boolean; seconds: number }[]; ok: boolean } | { error: string };
  bigSave: { limitMs: number; pglite: OverlapRun[]; postgres: OverlapRun[]; ok: boolean } | { error: string };
  attacks: AttackFigures | { error: string };
  ok: boolean;
};

const yes = (value: boolean) => (value ? 'PASS' : '**FAIL**');
const figuresOf = <T extends object>(part: T | { error: string }): T | null => ('error' in part ? null : part);

function concurrencyTable(c: ConcurrencyFigures): string[] {
  const { bids, lastItems, csvImports, sharedState } = c;
  return [
    '| check | figures | verdict |',
    '| --- | --- | --- |',
    `| ${bids.bids} simultaneous bids | accepted ${bids.accepted}, valid ${bids.valid}, refused ${bids.refused}; wrong acceptances ${bids.wrongAcceptances}, wrong refusals ${bids.wrongRefusals}, equal amounts accepted ${bids.duplicateAmountsAccepted}; history added ${bids.historyAdded} (${bids.historyMatchesAccepted ? 'the accepted amounts' : 'NOT the accepted amounts'}); 5xx ${bids.serverErrors}; per server ${bids.perServer.join(' / ')}; ${bids.seconds.toFixed(2)} s | ${yes(bids.ok)} |`,
    `| ${lastItems.buyers} buyers for the last ${lastItems.itemsLeft} items | accepted ${lastItems.accepted}, refused ${lastItems.refused}, oversells ${lastItems.oversells}, stock after ${lastItems.stockAfter}, accepted orders found by their buyer ${lastItems.acceptedOrdersFound}; 5xx ${lastItems.serverErrors}; per server ${lastItems.perServer.join(' / ')}; ${lastItems.seconds.toFixed(2)} s | ${yes(lastItems.ok)} |`,
    `| ${csvImports.imports} parallel CSV imports of the same ${csvImports.names} names | ${csvImports.requests} getorcreate calls, duplicates ${csvImports.duplicates}, errors ${csvImports.errors}; per server ${csvImports.perServer.join(' / ')}; ${csvImports.seconds.toFixed(2)} s | ${yes(csvImports.ok)} |`,
    `| sessions and limits over ${sharedState.servers} server(s) | session made on the first honoured on all: ${sharedState.sessionHonouredElsewhere}; logout on the last ended it on all: ${sharedState.logoutEndedEverywhere}; wrong logins before 429: ${sharedState.wrongLoginsBeforeBlock} (limit ${sharedState.loginLimit}); bids of one member let through of ${sharedState.bidLimit * 2} at once: ${sharedState.bidsBeforeBlock} (limit ${sharedState.bidLimit}) | ${yes(sharedState.ok)} |`,
  ];
}

export function renderReport(report: ReliabilityReport): string {
  const lines = [
    '# Server reliability report',
    '',
    `Written by \`pnpm --filter @storefront/api-server test:hard\` on ${report.writtenAt} (${report.machine}), in ${Math.round(report.seconds)} s. Every figure comes from real server processes (\`src/main.ts\`) driven over HTTP with real sign-ups, logins and session cookies. Overall: ${yes(report.ok)}.`,
    '',
    '## 1. Concurrency, one server on PGlite (a data folder)',
    '',
  ];
  const pglite = figuresOf(report.pglite);
  lines.push(...(pglite ? concurrencyTable(pglite) : [`**FAIL**: ${(report.pglite as { error: string }).error}`]));
  lines.push('', '## 2. Crash safety: SIGKILL under checkout load, restart on the same folder', '');
  const crash = figuresOf(report.crash);
  if (crash) {
    lines.push(
      `${crash.buyers} buyers check out in a loop and cancel about four orders in five again (the stock comes back); the server is killed with SIGKILL at a random moment, then started again on the same folder, and every order answered 200 so far (this run and the ones before) is read back by its buyer and compared with what was sent: items, quantities, subtotals, total, delivery name and address. Every other order in the buyers' accounts (a checkout whose answer the kill cut off, committed just before it) must be whole too: items, and a total that adds up. Every cancel answered 200 must have stuck, and the stock of every model must be its first figure minus what the orders still standing hold (a checkout or cancel half applied would show there). A second server started on the folder while the first ran was refused with a message and the first kept serving: ${yes(crash.secondOpenerRefused)}.`,
      '',
      '| run | killed after | answered 200 | cut by the kill | refused (why) | restart | opened | sessions kept | orders answered 200 so far | found | complete | cut off but committed (so far) | half written (so far) | cancels answered 200 so far | cancels lost | models whose stock does not add up |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...crash.runs.map(
        (r) =>
          `| ${r.run} | ${r.killedAfterMs} ms | ${r.answered200} | ${r.cutByTheKill} | ${r.refused}${
            r.refused
              ? ` (${Object.entries(r.refusals)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join(', ')})`
              : ''
          } | ${(r.restartMs / 1000).toFixed(1)} s | ${r.reopened ? 'yes' : '**no**'} | ${r.sessionsKept}/${crash.buyers} | ${r.ordersChecked} | ${r.found} | ${r.complete} | ${r.committedUnanswered} | ${r.halfWritten} | ${r.cancelsAnswered200} | ${r.cancelsLost} | ${r.stockMismatches} |`,
      ),
      '',
      `Orders answered 200: ${crash.answered200}; found after the last restart: ${crash.found}; complete: ${crash.complete}. ${yes(crash.ok)}`,
      '',
      "What this proves and what it does not: a killed process loses nothing it acknowledged, because PGlite writes each commit's WAL to the operating system before answering. PGlite runs PostgreSQL with fsync off and its Node file system has no fsync, so a crash of the machine itself (power, kernel) could still lose the last commits; production belongs on PostgreSQL (section 3).",
    );
  } else {
    lines.push(`**FAIL**: ${(report.crash as { error: string }).error}`);
  }
  lines.push('', '## 3. Scale-out: two API server processes on one PostgreSQL server', '');
  const postgres = figuresOf(report.postgres);
  if (postgres) {
    lines.push(
      `PostgreSQL ${postgres.version} from Debian's packages (\`scripts/scratch-postgres.sh\`: installed with apt-get when missing, a fresh cluster in a temp folder), two API servers started at the same moment on an empty database (both came up: ${yes(postgres.startedTogether)}), every request of the suite alternating between them (requests per server: ${postgres.perServerRequests.join(' / ')}). \`src/db/postgres.test.ts\` with TEST_DATABASE_URL: ${yes(postgres.postgresTest.passed)}.`,
      '',
      ...concurrencyTable(postgres.concurrency),
      '',
      `Crash runs with the API server on PostgreSQL (SIGKILL of the API process under the same checkout and cancel load, ${postgres.crash.runs.length} runs): orders answered 200 ${postgres.crash.answered200}, found ${postgres.crash.found}, complete ${postgres.crash.complete}; cut off but committed ${postgres.crash.runs.reduce((sum, r) => sum + r.committedUnanswered, 0)}, half written ${postgres.crash.runs.reduce((sum, r) => sum + r.halfWritten, 0)}; cancels lost ${postgres.crash.runs.reduce((sum, r) => sum + r.cancelsLost, 0)}; models whose stock does not add up ${postgres.crash.runs.reduce((sum, r) => sum + r.stockMismatches, 0)}; sessions kept ${postgres.crash.runs.map((r) => r.sessionsKept).join(', ')} of ${postgres.crash.buyers}. ${yes(postgres.crash.ok)}`,
    );
  } else {
    lines.push(`**FAIL**: ${(report.postgres as { error: string }).error}`);
  }
  lines.push('', '## 4. The points ledger, a long random walk', '');
  const points = figuresOf(report.points);
  if (points) {
    lines.push(
      `\`src/points/points-reconciliation.test.ts\` with POINTS_STEPS=${points.steps}, once per seed: random checkouts, payments, failures, repays, expiries, cancels, shipments, deliveries, receipts and returns across members and merchants; after every step each balance equals the sum of its ledger and is not negative, and the stock is conserved.`,
      '',
      '| seed | steps | time | verdict |',
      '| --- | --- | --- | --- |',
      ...points.walks.map((w) => `| ${w.seed} | ${points.steps} | ${w.seconds.toFixed(1)} s | ${yes(w.passed)} |`),
    );
  } else {
    lines.push(`**FAIL**: ${(report.points as { error: string }).error}`);
  }
  lines.push('', '## 5. The biggest product save while a visitor reloads a product page', '');
  const bigSave = figuresOf(report.bigSave);
  if (bigSave) {
    const ms = (value: number) => `${Math.round(value)} ms`;
    const rows = (database: string, runs: OverlapRun[]) =>
      runs.map(
        (r, i) =>
          `| ${database} | ${i + 1} | ${r.saveStatus} in ${ms(r.saveMs)} | ${r.visits} (${r.answeredDuringSave} answered before the save) | ${r.visitStatuses.join(', ')} | ${ms(r.p95Ms)} | ${ms(r.maxMs)} | ${r.pageMaxMs === null ? 'shell not built' : `${r.pageVisits}, slowest ${ms(r.pageMaxMs)}`} | ${yes(r.saveStatus === 200 && r.visits > 0 && r.maxMs < bigSave.limitMs)} |`,
      );
    lines.push(
      `The seeded merchant saves a new product of 20 x 20 options (400 variants), every variant showing the same 50 pictures, through \`POST /api/merchant/save/newproduct\` on a server process (\`src/main.ts\`); from the moment the save is sent until it is answered, a visitor who has an online product open (its answer and its page read once after the merchant's preparations) reloads it, one request after the other: \`GET /api/product/detail/<slug>\`, and, when the shell is built, the server-rendered page \`/products/<slug>\` in turn. Every visit made during the save must take under ${bigSave.limitMs} ms. The server has one thread, so the save takes it in short steps and lets the visitor in between them: the payload is checked 25 variants at a time (validation.ts) and its rows built before the transaction, which writes set-based statements of 50 rows (variants sharing pictures share one stored list). On PGlite, whose statements never leave the thread, the transaction lets waiting requests in every 4 ms (db/pglite.ts, event-loop.ts); it holds the one connection, so a catalogue answer already read, and a signed-out visitor's page already rendered (static/visitor-pages.ts), is served from memory until the save commits (routes/product/catalogue-cache.ts), while one read for the first time during the save waits for its transaction. On PostgreSQL the server keeps four connections open, so a visit never waits for a new one, and the same cache is kept: every server process hears the others' catalogue writes (NOTIFY catalogue_changed). ${yes(bigSave.ok)}`,
      '',
      '| database | save | answer | visits during the save | visit answers | p95 | slowest visit | page visits | verdict |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows('PGlite', bigSave.pglite),
      ...rows('PostgreSQL', bigSave.postgres),
    );
  } else {
    lines.push(`**FAIL**: ${(report.bigSave as { error: string }).error}`);
  }
  lines.push('', '## 6. Attacks (issue 28): tried and got through, by kind', '');
  const attacks = figuresOf(report.attacks);
  if (attacks) {
    const tried = attacks.kinds.reduce((n, k) => n + k.tried, 0);
    const through = attacks.kinds.reduce((n, k) => n + k.through, 0);
    lines.push(
      `\`test/security/attacks.ts\` on the real app (\`createApp\`, as \`src/main.ts\` serves it) over a migrated, seeded PGlite database of its own, ${attacks.rounds} rounds of the attacks made per order or account, in ${Math.round(attacks.seconds)} s: ${tried} attempts, ${through} got through. An attempt got through when it changed what it must not (an order's status, events or payment details, a stock figure, a written row, points), was answered other than with the refusal it must get, or left a session, a redirect, a header or a stored URL the issue forbids. The hostile inputs and the routes they go to are the ones \`src/security/bad-input.test.ts\` uses (\`test/security/hostile-input.ts\`). ${yes(attacks.ok)}`,
      '',
      '| kind | attempts | tried | got through | verdict |',
      '| --- | --- | --- | --- | --- |',
      ...attacks.kinds.map(
        (k) =>
          `| ${k.kind} | ${k.what} | ${k.tried} | ${k.through}${k.examples.length ? ` (${k.examples.join('; ')})` : ''} | ${yes(k.tried > 0 && k.through === 0)} |`,
      ),
    );
  } else {
    lines.push(`**FAIL**: ${(report.attacks as { error: string }).error}`);
  }
  return `${lines.join('\n')}\n`;
}

export function writeReport(report: ReliabilityReport): string {
  const dir = path.resolve(packageRoot, '..', '..', 'bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'reliability-server.json'), `${JSON.stringify(report, null, 2)}\n`);
  const md = path.join(dir, 'reliability-server.md');
  writeFileSync(md, renderReport(report));
  return md;
}

export const machineLine = () => `${os.cpus().length} CPU cores, Node ${process.version}, ${os.type()} ${os.release()}`;
