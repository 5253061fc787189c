// Figure 5: wall time of a cold production build (webpack keeps no cache between runs) of all six
// apps as `pnpm build` runs them (the shell's server build included), and of one remote alone.
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
  return [await timed('all six apps', ['build']), await timed('one remote (mf-product)', ['--filter', 'mf-product', 'build'])];
}
