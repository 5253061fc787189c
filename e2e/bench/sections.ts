// The sections of `pnpm bench`, and the BENCH_ONLY switch that measures only some of them.
export const SECTIONS = ['routes', 'bundles', 'lighthouse', 'api', 'render', 'auction', 'csv', 'editor', 'builds'] as const;
export type Section = (typeof SECTIONS)[number];

/** The sections BENCH_ONLY names, or null for a full run (the only kind that writes the report). */
export function chosenSections(only: string | undefined): Set<Section> | null {
  if (!only || only.trim() === '') return null;
  const names = only.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown section(s) ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
  return new Set(names as Section[]);
}
