// The one lint configuration of the workspace: TypeScript with type information, the rules of
// hooks, accessibility of JSX, the import boundaries of the house rules (DESIGN.md, rules 1–2 and
// the folder layout) and named states instead of bare numbers. `pnpm lint` runs it with zero
// warnings allowed.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import storefront from './packages/build/eslint/named-states.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const dirs = (folder) =>
  existsSync(path.join(root, folder))
    ? readdirSync(path.join(root, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const REMOTES = dirs('.').filter((name) => name.startsWith('mf-'));
const APPS = ['shell', ...REMOTES];

/** Tests and their support: the only files that may import test support. */
const TEST_FILES = [
  '**/*.test.{ts,tsx,js,mjs,cjs}',
  '**/*.e2e.ts',
  '**/testing/**',
  '**/test-support.ts',
  '**/test-helpers.ts',
  '**/*-fixture.ts',
  '**/security/fixtures.ts',
  // The API server's shared attack and hostile-input support (bad-input.test.ts, test:hard's attacks).
  'packages/api-server/test/security/**',
  '**/jest.config.{js,cjs}',
  '**/jest-setup-*.js',
  'packages/build/jest*.js',
  'packages/build/types/jest-dom.d.ts',
  'e2e/**',
  'packages/build/test/**',
  'packages/api-server/src/reliability/**',
];
const TEST_SUPPORT_IMPORTS = [
  { group: ['@testing-library/*', '@jest/*', 'jest', 'jest-*'], message: 'Test libraries belong to tests.' },
  { group: ['@storefront/ui/testing', '**/testing', '**/testing/**'], message: 'Test support belongs to tests.' },
  { group: ['**/test-support', '**/test-helpers', '**/*-fixture', '**/fixtures', '**/*.test'], message: 'Test support belongs to tests.' },
];

/** Each feature folder of an app imports no sibling feature (shared code goes to src/shared/). */
const featureZones = APPS.flatMap((app) =>
  dirs(`${app}/src/features`).map((feature, _, features) => ({
    target: `./${app}/src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./${app}/src/features/${other}`),
    message: 'A feature imports no sibling feature: move what several features share to src/shared/ or packages/.',
  })),
).filter((zone) => zone.from.length > 0);

/** Remotes never import each other nor the shell; the shell imports no remote, in any build. */
const appZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: APPS.filter((app) => app !== remote).map((app) => `./${app}`),
    message: 'A remote imports no other remote and not the shell: talk through contracts (bus events, URLs).',
  })),
  {
    // Everything of the shell, its server render included: the API server hands that render the
    // remotes' modules from their own server bundles.
    target: './shell',
    from: REMOTES.map((remote) => `./${remote}`),
    message: 'The shell loads remotes at run time through the federation runtime, never by import.',
  },
];
const packageZones = [
  {
    target: './packages/contracts',
    from: ['./packages/ui', './packages/api-server', ...APPS.map((app) => `./${app}`)],
    message: 'contracts is pure TypeScript shared by everyone: it imports no app, no ui and no server.',
  },
  {
    target: './packages/ui',
    from: ['./packages/api-server', ...APPS.map((app) => `./${app}`)],
    message: 'ui is shared by every app: it imports no app and no server.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.swc/**',
      '**/coverage/**',
      '**/src/**/locales/**/*.ts',
      '**/reports/**',
      '**/.data/**',
      'e2e/bench/out/**',
      'packages/build/test/startup-fixture/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        // The workspace's one program (tsconfig.json): each shared file is read once, not once per
        // package that imports it.
        project: './tsconfig.json',
        tsconfigRootDir: root,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // Plain JavaScript (build scripts, configs) is not part of any TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // `const { TextEncoder } = require('node:util')` and node:test's `test` are meant to shadow.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    ignores: ['eslint.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      // Only says the React Compiler would skip a component using react-hook-form's watch(); we do
      // not run the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    plugins: { 'import-x': importX, storefront },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...appZones, ...featureZones, ...packageZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'storefront/named-states': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // An async handler in a JSX attribute (onSubmit={handleSubmit(save)}) is how react-hook-form
      // and React 19 work; promises returned elsewhere where void is expected are still reported.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // An async function that implements a promise-returning interface (a test double, a runtime
      // hook, a page path) needs no await; unhandled promises are still caught by the rules above.
      '@typescript-eslint/require-await': 'off',
      // `const { omitted: _omitted, ...rest } = x` and `_` parameters say "unused on purpose".
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                'react-dom/*',
                '@lingui/react',
                '@lingui/react/*',
                'react-*',
                '@storefront/ui',
                '@storefront/ui/*',
              ],
              message: 'contracts imports no React.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way of making a link: the site's own Link and NavLink (@storefront/ui navigation/links.tsx).
    files: ['shell/src/**', 'mf-*/src/**', 'packages/ui/src/**'],
    // The server build's table of shared modules hands the whole package to the remotes' bundles.
    ignores: ['shell/src/server/shared-modules.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Use Link and NavLink from '@storefront/ui': React Router's carry framework extras into every page.",
            },
          ],
        },
      ],
    },
  },
  {
    // Production code imports no test support.
    ignores: TEST_FILES,
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: TEST_SUPPORT_IMPORTS }] },
  },
  {
    // The enum definitions are where the state numbers are named.
    files: [
      'packages/contracts/src/enums/**',
      'packages/contracts/src/checkout/receipt.ts',
      'packages/contracts/src/member/member-enums.ts',
    ],
    rules: { 'storefront/named-states': 'off' },
  },
  {
    files: TEST_FILES,
    ignores: ['packages/build/**'], // node's own test runner there
    languageOptions: { globals: { ...globals.jest } },
  },
);
