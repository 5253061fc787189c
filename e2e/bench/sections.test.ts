// BENCH_ONLY: a quick run of some sections, never a report with figures missing.
import { chosenSections } from './sections';

test('unset or empty means a full run', () => {
  expect(chosenSections(undefined)).toBeNull();
  expect(chosenSections('  ')).toBeNull();
});

test('names the sections to measure', () => {
  expect(chosenSections('csv, editor')).toEqual(new Set(['csv', 'editor']));
});

test('a misspelt section is refused with the known ones, not silently skipped', () => {
  expect(() => chosenSections('csv,editr')).toThrow('BENCH_ONLY: unknown section(s) editr; known: routes, bundles, lighthouse, api, render, auction, csv, editor, builds');
});
