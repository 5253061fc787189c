// Figure 5: wall time of a cold production build (webpack keeps no cache between runs) of one
// remote alone and, with BENCH_BUILD_ALL=1, of all six apps as `pnpm build` runs them (left out by
// default: `pnpm bench` has just run that build, and a second one would cost minutes).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO } from '../src/support/server';

const run = promisify(execFile);

export type BuildFigure = { what: string; command: string; seconds: number };

async function timed(what: string, args: string[]): Promise<BuildFigure> {
  const started = performance.now();
  await run('pnpm', args, { cwd: REPO, maxBuffer: 64 * 1024 * 1024 });
  return { what, command: `pnpm ${args.join(' ')}`, seconds: (performance.now() - started) / 1000 };
}

export async function measureBuilds(): Promise<BuildFigure[]> {
  const all = process.env.BENCH_BUILD_ALL === '1' ? [await timed('all six apps', ['build'])] : [];
  return [...all, await timed('one remote (mf-product)', ['--filter', 'mf-product', 'build'])];
}
