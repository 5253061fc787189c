// Where start mode finds the built apps: <repo>/shell/dist and <repo>/mf-*/dist. Missing
// folders are left out (API-only mode for them) and reported, never fatal.
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { packageRoot } from '../package-root';

export interface StaticRoots {
  /** The shell's dist folder, served at /. */
  shell?: string;
  /** Remote name (e.g. mf-product) to its dist folder, served at /remotes/<name>/. */
  remotes?: Record<string, string>;
  /** A JSON file served as /remotes.json instead of the shell's (per-environment override). */
  remotesJson?: string;
}

export const REMOTE_NAMES = ['mf-product', 'mf-cart', 'mf-account', 'mf-orders', 'mf-merchant'] as const;

export function findStaticRoots(
  env: { REMOTES_JSON?: string } = process.env,
  repoRoot: string = resolve(packageRoot, '..', '..'),
): { roots: StaticRoots; notes: string[] } {
  const notes: string[] = [];
  const roots: StaticRoots = { remotes: {} };
  const shell = join(repoRoot, 'shell', 'dist');
  if (existsSync(join(shell, 'index.html'))) roots.shell = shell;
  else notes.push(`No shell build at ${shell}: serving the API only at / (run pnpm build).`);
  for (const name of REMOTE_NAMES) {
    const dist = join(repoRoot, name, 'dist');
    if (existsSync(dist)) roots.remotes![name] = dist;
    else notes.push(`No ${name} build at ${dist}: /remotes/${name}/ is not served.`);
  }
  if (env.REMOTES_JSON) {
    const file = resolve(env.REMOTES_JSON);
    if (existsSync(file)) roots.remotesJson = file;
    else notes.push(`REMOTES_JSON=${env.REMOTES_JSON} does not exist: serving the shell's remotes.json.`);
  }
  return { roots, notes };
}

/** Resolves a URL path inside root, or null when it escapes root. */
export function inside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const absoluteRoot = resolve(root);
  const target = resolve(absoluteRoot, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  return target === absoluteRoot || target.startsWith(absoluteRoot + sep) ? target : null;
}
