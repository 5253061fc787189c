// The figures of the reliability suite (XSS, remote faults, accessibility, keyboard) go to
// bench/reliability-browser.json, section by section as the tests that measure them pass, and
// bench/reliability-browser.md is rewritten from it each time.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

function cell(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join('<br>');
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join('<br>');
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
    lines.push(`## ${TITLES[key] ?? key}`, '', `Measured ${figures.measuredAt} (${figures.suite}).`, '', '| figure | value |', '|---|---|');
    for (const [name, value] of Object.entries(figures)) {
      if (name === 'measuredAt' || name === 'suite') continue;
      lines.push(`| ${name} | ${cell(value).replace(/\|/g, '\\|')} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Replaces one section of the report with fresh figures. */
export function recordFigures(section: string, figures: Figures): void {
  const report = read();
  report[section] = { ...figures, measuredAt: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', suite: process.env.RELIABILITY_SUITE ?? 'pnpm test' };
  const ordered = Object.fromEntries(Object.keys(TITLES).filter((k) => report[k]).map((k) => [k, report[k]!]).concat(Object.entries(report).filter(([k]) => !TITLES[k])));
  mkdirSync(path.dirname(JSON_FILE), { recursive: true });
  writeFileSync(JSON_FILE, `${JSON.stringify(ordered, null, 2)}\n`);
  writeFileSync(MD_FILE, `${markdown(ordered)}\n`);
}
