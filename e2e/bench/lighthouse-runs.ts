// Figure 3: Lighthouse (the npm package's CLI, on Debian's Chromium, offline) on the composed
// product page, the cart and the member orders page, mobile and desktop, the median of several
// runs. Each run is its own process and its own Chromium, as Lighthouse expects.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../src/support/browser';
import { LIGHTHOUSE_BUDGETS, verdict, type Verdict } from './budgets';
import { median } from './gzip';

const run = promisify(execFile);
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');
/** The headless flags of e2e/src/support/browser.ts. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
].join(' ');

export type LighthousePage = { name: string; url: string; cookie?: string };
export type Profile = 'mobile' | 'desktop';
export type LighthouseFigure = {
  page: string;
  profile: Profile;
  runs: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  verdict: Verdict;
};

type Lhr = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
};

async function lighthouseOnce(page: LighthousePage, profile: Profile, outDir: string): Promise<Lhr> {
  const output = path.join(outDir, 'lhr.json');
  const args = [
    LIGHTHOUSE_CLI,
    page.url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--only-categories=performance',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(profile === 'desktop' ? ['--preset=desktop'] : []),
    ...(page.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: page.cookie })}`] : []),
  ];
  await run(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 });
  return JSON.parse(readFileSync(output, 'utf8')) as Lhr;
}

export async function measureLighthouse(pages: LighthousePage[], runs: number): Promise<LighthouseFigure[]> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'storefront-lighthouse-'));
  const figures: LighthouseFigure[] = [];
  try {
    for (const page of pages) {
      for (const profile of ['mobile', 'desktop'] as const) {
        const results: Lhr[] = [];
        for (let i = 0; i < runs; i += 1) results.push(await lighthouseOnce(page, profile, outDir));
        const audit = (id: string) => median(results.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
        const performance = median(results.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100)));
        const lcpMs = audit('largest-contentful-paint');
        const tbtMs = audit('total-blocking-time');
        const cls = audit('cumulative-layout-shift');
        const budget = LIGHTHOUSE_BUDGETS[profile];
        const ok = performance >= budget.performance && lcpMs <= budget.lcpMs && tbtMs <= budget.tbtMs && cls <= budget.cls;
        figures.push({ page: page.name, profile, runs, performance, lcpMs, tbtMs, cls, verdict: verdict(ok) });
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return figures;
}
