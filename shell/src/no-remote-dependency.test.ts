/**
 * @jest-environment node
 */
// The shell depends on no remote, in any build: a remote is deployed alone, and the shell (its
// browser build and its server build) loads it at run time. The import boundary is the linter's
// (eslint.config.js); this is the package's side.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const repo = join(__dirname, '..', '..');
const remotes = readdirSync(repo).filter((name) => name.startsWith('mf-'));
const packageOf = (folder: string) =>
  JSON.parse(readFileSync(join(repo, folder, 'package.json'), 'utf8')) as { name: string } & Record<
    string,
    Record<string, string> | string
  >;

test('no remote is a dependency of the shell', () => {
  const names = remotes.map((folder) => packageOf(folder).name);
  expect(names.length).toBeGreaterThan(0);
  const shell = packageOf('shell');
  const dependencies = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
    Object.keys((shell[field] as Record<string, string> | undefined) ?? {}),
  );
  expect(dependencies.filter((name) => names.includes(name))).toEqual([]);
});
