// What a remote built against another @storefront/contracts version announces: its federation
// entry and manifest name the version it was built with and the range it requires. Rewriting
// those announcements on the way to the browser gives a page where the shell and some remotes
// were built against one version and a remote against another, without a second build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO } from './server';

export const CONTRACTS_VERSION = (
  JSON.parse(readFileSync(path.join(REPO, 'packages/contracts/package.json'), 'utf8')) as { version: string }
).version;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The share keys of the package: the core and its parts (@storefront/contracts/product, …). */
const SHARE_KEY = '@storefront/contracts(?:/[\\w-]+)?';
export const isContractsShareKey = (name: string): boolean => new RegExp(`^${SHARE_KEY}$`).test(name);

/**
 * Rewrites the contracts version and required range an app's entry (JS) or manifest (JSON)
 * announces, for the core and every part: they are one package, built at one version.
 */
export function announceContracts(source: string, version: string, range: string): { text: string; changes: number } {
  const from = escape(CONTRACTS_VERSION);
  const rules: [RegExp, string][] = [
    // JS: the share-scope registration, c("@storefront/contracts","0.1.0",…)
    [new RegExp(`("${SHARE_KEY}",)"${from}"`, 'g'), `$1"${version}"`],
    // JS: the shared entry {version:"0.1.0",get:…,shareConfig:{…requiredVersion:"^0.1.0"…}}
    [new RegExp(`("${SHARE_KEY}":\\[\\{version:)"${from}"(.{0,200}?requiredVersion:)"\\^${from}"`, 'g'), `$1"${version}"$2"${range}"`],
    // JS: the consume entry {…requiredVersion:"^0.1.0",…,shareKey:"@storefront/contracts"}
    [
      new RegExp(`requiredVersion:"\\^${from}"(,strictVersion:![01],eager:![01],layer:void 0,shareKey:"${SHARE_KEY}")`, 'g'),
      `requiredVersion:"${range}"$1`,
    ],
  ];
  let changes = 0;
  let text = source;
  for (const [pattern, replacement] of rules) {
    changes += (text.match(pattern) ?? []).length;
    text = text.replace(pattern, replacement);
  }
  if (source.trimStart().startsWith('{')) {
    const manifest = JSON.parse(source) as { shared?: { name: string; version: string; requiredVersion?: string }[] };
    for (const shared of manifest.shared ?? []) {
      if (!isContractsShareKey(shared.name)) continue;
      shared.version = version;
      shared.requiredVersion = range;
      changes += 1;
    }
    text = JSON.stringify(manifest);
  }
  return { text, changes };
}

/**
 * Serves each app (folder null: the shell) as if built against `version` requiring `range`;
 * answers a counter of the rewrites made, so a test can see that they really happened.
 */
export async function serveWithContracts(
  page: Page,
  apps: { folder: string | null; version: string; range: string }[],
): Promise<{ changes: () => number }> {
  let changes = 0;
  for (const app of apps) {
    const base = app.folder ? `**/remotes/${app.folder}/` : '**/';
    const files = app.folder ? ['remoteEntry.js', 'mf-manifest.json'] : ['main.js', 'mf-manifest.json'];
    for (const file of files) {
      const glob = app.folder ? `${base}${file}` : `**/${file}`;
      await page.route(glob, async (route) => {
        const url = new URL(route.request().url());
        // The shell's own files sit at the root; a remote's under /remotes/<folder>/.
        if (!app.folder && url.pathname !== `/${file}`) return route.fallback();
        const response = await route.fetch();
        const rewritten = announceContracts(await response.text(), app.version, app.range);
        changes += rewritten.changes;
        await route.fulfill({ response, body: rewritten.text });
      });
    }
  }
  return { changes: () => changes };
}
