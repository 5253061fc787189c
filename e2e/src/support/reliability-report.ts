// The figures of the reliability suite (XSS, remote faults, accessibility, keyboard) go to
// bench/reliability-browser.json, section by section as the tests that measure them pass, and
// bench/reliability-browser.md is rewritten from it each time.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO } from './server';

const JSON_FILE = path.join(REPO, 'bench/reliability-browser.json');
const MD_FILE = path.join(REPO, 'bench/reliability-browser.md');

export type Figures = Record<string, unknown>;
type Report = Record<string, Figures & { measuredAt: string; suite: string }>;

function read(): Report {
  return existsSync(JSON_FILE) ? (JSON.parse(readFileSync(JSON_FILE, 'utf8')) as Report) : {};
}

const TITLES: Record<string, string> = {
  xssDetector: 'XSS detector, on a page that renders the payloads unsafely',
  xssFast: 'XSS: one round, every field and screen (pnpm test)',
  xssFull: 'XSS: full rotation, every payload in every field (pnpm test:hard)',
  faultsFast: 'Remote faults, representative cases (pnpm test)',
  faultsFull: 'Remote faults, every remote × every fault (pnpm test:hard)',
  cartRepair: 'Corrupted quarter_cart in local storage',
  olderContracts: 'A remote built against an older compatible contracts version',
  axeFast: 'axe-core, main screens (pnpm test)',
  axeFull: 'axe-core, every screen × language × width (pnpm test:hard)',
  keyboard: 'Keyboard-only walks',
};

const HOW: Record<string, string> = {
  xssDetector:
    'Each payload is served raw inside a page of the storefront origin; the dialog, console and canary detectors must see every one of them run. This is what makes a zero below mean something.',
  xssFast:
    'Payloads saved through the API as the merchant (product and variant titles, the four rich texts, brand, category, media name) and the buyer (profile names, billing and delivery names and addresses, a company receipt title, a refund reason, the return request’s refund account and the account given for a late payment’s refund), and as CSV cells through the upload dialog; then every screen showing them is opened. "renders" counts (payload, field, screen) triples.',
  xssFull: 'As many rounds as payloads, rotating them through the fields, so every payload lands in every field it fits.',
  faultsFast:
    'A fault of one remote, made in the browser; the area must show its localized fallback (or its loading state while slow), the header, cart badge, language switch and another route must keep working, and the area must recover once the fault is gone.',
  faultsFull: 'The same, for every remote and every fault.',
  cartRepair:
    'quarter_cart corrupted before the first page reads it; the cart page and badge must not crash, valid items must show, count and survive the next save.',
  olderContracts:
    "The shell and four remotes announce the next patch of @storefront/contracts (their federation entries and manifests rewritten on the way to the browser); the cart remote announces the version it was built with. A control run with an incompatible range must produce the runtime's version warning.",
  axeFast: 'axe-core 4.14.1, all rules; a screen fails on any serious or critical violation.',
  axeFull:
    "axe-core 4.14.1 on every screen; the first run of this matrix (before the fixes on this branch) failed 37 audits on serious violations: the header cart link's name on every English screen, the numbered-list tool, and the contrast of cancelled orders.",
  keyboard:
    'Key presses (Tab, Shift+Tab, Enter, Space, Escape, typing) of each walk; dialogs must keep focus off the page behind them and give it back to their opener on Escape.',
};

function cell(value: unknown): string {
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join('<br>');
  if (value && typeof value === 'object' && Object.keys(value).length === 0) return '—';
  if (value && typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
      .join('<br>');
  return String(value);
}

function markdown(report: Report): string {
  const lines = [
    '# Reliability, security and accessibility in the browser',
    '',
    'Written by the browser tests (`pnpm test` runs the representative part, `pnpm test:hard` in e2e the full matrices) in Chromium through the composed shell. Each section is replaced when the test that measures it passes again.',
    '',
  ];
  for (const [key, figures] of Object.entries(report)) {
    lines.push(
      `## ${TITLES[key] ?? key}`,
      '',
      `${HOW[key] ? `${HOW[key]} ` : ''}Measured ${figures.measuredAt} (${figures.suite}).`,
      '',
      '| figure | value |',
      '|---|---|',
    );
    for (const [name, value] of Object.entries(figures)) {
      if (name === 'measuredAt' || name === 'suite') continue;
      lines.push(`| ${name} | ${cell(value).replace(/\|/g, '\\|')} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * Runs `update` while holding the report's lock: the browser tests run in two jest workers, and
 * two of them may record at once. Without it one could read the file half written by the other, or
 * write over the other's section.
 */
function withReportLock(update: () => void): void {
  const lock = `${JSON_FILE}.lock`;
  mkdirSync(path.dirname(JSON_FILE), { recursive: true });
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a worker that died while holding it (an update takes milliseconds).
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 10_000) rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`${lock} stayed taken for 15 s`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    update();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Writes a whole file at once (a rename), so that no reader sees it half written. */
function writeWhole(file: string, text: string): void {
  writeFileSync(`${file}.${process.pid}.tmp`, text);
  renameSync(`${file}.${process.pid}.tmp`, file);
}

/** Replaces one section of the report with fresh figures. */
export function recordFigures(section: string, figures: Figures): void {
  withReportLock(() => {
    const report = read();
    report[section] = {
      ...figures,
      measuredAt: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      suite: process.env.RELIABILITY_SUITE ?? 'pnpm test',
    };
    const ordered = Object.fromEntries<Report[string]>([
      ...Object.keys(TITLES)
        .filter((k) => report[k])
        .map((k): [string, Report[string]] => [k, report[k]!]),
      ...Object.entries(report).filter(([k]) => !TITLES[k]),
    ]);
    writeWhole(JSON_FILE, `${JSON.stringify(ordered, null, 2)}\n`);
    writeWhole(MD_FILE, `${markdown(ordered)}\n`);
  });
}

/** Rewrites the Markdown from the JSON as it stands (after a change of layout). */
export function rewriteReport(): void {
  withReportLock(() => writeWhole(MD_FILE, `${markdown(read())}\n`));
}
