// Figure 2: what each app ships (its dist folder) and what each shared module weighs in it, gzip,
// with the change against the previous report so a regression shows in review.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '../src/support/server';
import { gzipSize } from './gzip';
import { APPS, type Manifest } from './manifests';

/**
 * gzip: every JS file of the dist folder. hostLoadable: what a host page can fetch from a remote
 * (remoteEntry.js and every file its manifest lists for its exposed modules and shared modules),
 * apart from its standalone page; for the shell, the same as gzip.
 */
export type AppBundle = {
  app: string;
  jsFiles: number;
  raw: number;
  gzip: number;
  hostLoadable: number;
  entryGzip: number;
  shared: Record<string, number>;
  /** Shared modules the app's entry carries itself (provided eagerly): counted in the entry. */
  inEntry?: string[];
};

export function measureBundles(): AppBundle[] {
  return APPS.map((app) => {
    const dist = path.join(REPO, app, 'dist');
    const jsFiles = readdirSync(dist).filter((file) => file.endsWith('.js'));
    let raw = 0;
    let gzip = 0;
    const gzipOf = new Map<string, number>();
    for (const file of jsFiles) {
      const body = readFileSync(path.join(dist, file));
      raw += body.length;
      const size = gzipSize(body);
      gzipOf.set(file, size);
      gzip += size;
    }
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
    const entryFile = app === 'shell' ? 'main.js' : 'remoteEntry.js';
    const shared: Record<string, number> = {};
    const inEntry: string[] = [];
    for (const module of manifest.shared ?? []) {
      const files = new Set([...module.assets.js.sync, ...module.assets.js.async]);
      if (files.has(entryFile)) inEntry.push(module.name);
      else shared[module.name] = [...files].reduce((sum, file) => sum + (gzipOf.get(file) ?? 0), 0);
    }
    const entryGzip = gzipOf.get(entryFile) ?? 0;
    const loadable = new Set([entryFile, ...[...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap((m) => [...m.assets.js.sync, ...m.assets.js.async])]);
    const hostLoadable = app === 'shell' ? gzip : [...loadable].reduce((sum, file) => sum + (gzipOf.get(file) ?? 0), 0);
    return { app, jsFiles: jsFiles.length, raw, gzip, hostLoadable, entryGzip, shared, inEntry };
  });
}
