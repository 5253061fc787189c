// Contracts compatibility with remotes already deployed. Each entry of @storefront/contracts that
// the federation shares (packages/build SINGLETONS) is provided by the shell to remotes built
// against an earlier version, which call its exports by name and compare its values (named states,
// limits) with their own compiled code. exports-record.json holds, for the version it names, every
// export of each shared entry and the value of each export that is plain data. A change that would
// break a deployed remote is red here before anyone deploys:
// - an export removed, or a recorded value changed (ORDER_STATUS.paid renumbered, a limit
//   lowered, a name taken out of a list), without a major version: a remote built against the
//   record would break;
// - exports added, or recorded values extended (a new name in a list, a new key in a table),
//   without a new version: a remote built with them requires this version, which a shell still on
//   the record's version would claim to satisfy.
// After a deliberate change: raise the version in package.json (major for a break; for additions
// the patch while the version is 0.x, as the shared range is ^0.x.y, else the minor), then
// `RECORD_EXPORTS=1 pnpm --filter @storefront/contracts exec jest deployed-remotes` writes the record.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as core from './index';
import * as address from './address';
import * as checkout from './checkout';
import * as member from './member';
import * as merchant from './merchant';
import * as operator from './operator';
import * as orders from './orders';
import * as product from './product';

const SHARED_ENTRIES: Record<string, Record<string, unknown>> = {
  '.': core,
  './product': product,
  './member': member,
  './checkout': checkout,
  './orders': orders,
  './merchant': merchant,
  './operator': operator,
  './address': address,
};

type Exported = { kind: 'function' | 'object' | 'data'; value?: unknown };
type Record_ = { version: string; entries: Record<string, Record<string, Exported>> };

const packageDir = path.join(__dirname, '..');
const recordFile = path.join(packageDir, 'exports-record.json');
const version = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;

// A value longer than this (the address lists) is recorded as data without its value: it may grow.
const RECORDED_VALUE_CHARS = 2000;

/** Plain data: what JSON keeps whole (no functions, no class instances, no schemas). */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as Record<string, unknown>).every(isPlainData);
  return false;
}

function describeEntry(entry: Record<string, unknown>): Record<string, Exported> {
  const out: Record<string, Exported> = {};
  for (const name of Object.keys(entry).sort()) {
    const value = entry[name];
    if (typeof value === 'function') out[name] = { kind: 'function' };
    else if (isPlainData(value))
      out[name] = JSON.stringify(value).length <= RECORDED_VALUE_CHARS ? { kind: 'data', value } : { kind: 'data' };
    else out[name] = { kind: 'object' };
  }
  return out;
}

const current: Record_ = {
  version,
  entries: Object.fromEntries(Object.entries(SHARED_ENTRIES).map(([entry, module]) => [entry, describeEntry(module)])),
};

/**
 * How a recorded value stands now: the same, extended (every element of a list and every key of a
 * table still there, each the same or itself extended; more of them), or changed.
 */
function valueChange(was: unknown, now: unknown): 'same' | 'extended' | 'changed' {
  if (JSON.stringify(was) === JSON.stringify(now)) return 'same';
  if (Array.isArray(was) && Array.isArray(now)) {
    const kept = was.every((item) => now.some((other) => JSON.stringify(other) === JSON.stringify(item)));
    return kept ? 'extended' : 'changed';
  }
  if (was && now && typeof was === 'object' && typeof now === 'object' && !Array.isArray(was) && !Array.isArray(now)) {
    const table = now as Record<string, unknown>;
    for (const [key, value] of Object.entries(was as Record<string, unknown>))
      if (!(key in table) || valueChange(value, table[key]) === 'changed') return 'changed';
    return 'extended';
  }
  return 'changed';
}

const majorOf = (v: string) => Number(v.split('.')[0]);
const compare = (a: string, b: string) => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};

if (process.env.RECORD_EXPORTS === '1') writeFileSync(recordFile, `${JSON.stringify(current, null, 2)}\n`);
const record = JSON.parse(readFileSync(recordFile, 'utf8')) as Record_;

test('every export a deployed remote may use is still there, with the same value, unless the major version changed', () => {
  if (majorOf(version) > majorOf(record.version)) return;
  const broken: string[] = [];
  for (const [entry, exports] of Object.entries(record.entries)) {
    for (const [name, was] of Object.entries(exports)) {
      const now = current.entries[entry]?.[name];
      if (!now) broken.push(`${entry} ${name}: removed`);
      else if (now.kind !== was.kind) broken.push(`${entry} ${name}: was a ${was.kind}, now a ${now.kind}`);
      else if (was.kind === 'data' && 'value' in was && valueChange(was.value, now.value) === 'changed')
        broken.push(`${entry} ${name}: value changed from ${JSON.stringify(was.value)} to ${JSON.stringify(now.value)}`);
    }
  }
  expect(broken).toEqual([]);
});

test('exports added or values extended since the record come with a new version', () => {
  const added: string[] = [];
  for (const [entry, exports] of Object.entries(current.entries))
    for (const [name, now] of Object.entries(exports)) {
      const was = record.entries[entry]?.[name];
      if (!was) added.push(`${entry} ${name}`);
      else if (was.kind === 'data' && 'value' in was && valueChange(was.value, now.value) === 'extended')
        added.push(`${entry} ${name} (extended)`);
    }
  // Added exports need a version newer than the record's (the record is then written anew for it).
  const newVersion = compare(version, record.version) > 0;
  if (added.length > 0) expect({ added, newVersion }).toEqual({ added, newVersion: true });
  // The record never names a version the package has not reached.
  expect(compare(version, record.version)).toBeGreaterThanOrEqual(0);
});
