// The search under load (issue 25): GET /api/product/search at a fixed SEARCH_RATE_PER_SECOND,
// every request a different query of a mix (no two alike in a row, so the server's catalogue
// cache answers only the repeats a real crowd would make), sent from this process as independent
// shoppers send them (paced-load.ts: at random, an open loop over 20 connections) to the
// storefront's server process. Several runs of SEARCH_DURATION_SECONDS after a warm-up; the
// figure is the median of the runs' p99.
import { loadSummary, type LoadRun, type LoadSummary } from './load-summary';
import { pacedRun } from './paced-load';
import { shuffled } from './scale-load';
import { ADJECTIVES, ITEMS, LATIN, VARIANTS } from './search-catalogue';

export const SEARCH_RATE_PER_SECOND = 200;
export const SEARCH_DURATION_SECONDS = 10;
export const SEARCH_WARMUP_SECONDS = 2;
/** Issue 25: p99 on the demo data, and on a catalogue of 100,000 products. */
export const SEARCH_P99_BUDGET_MS = { demo: 50, large: 100 } as const;

export type SearchLoadFigure = LoadSummary & { catalogue: string; products: number; mix: string; queries: number };

const enc = encodeURIComponent;
const SORTS = ['relevance', 'newest', 'priceAsc', 'priceDesc'] as const;

/** Typos a shopper makes in a Latin word: one letter dropped, doubled or swapped. */
function typos(word: string): string[] {
  const out = new Set<string>();
  for (let i = 1; i < word.length - 1; i += 1) {
    out.add(word.slice(0, i) + word.slice(i + 1));
    out.add(word.slice(0, i) + word[i] + word.slice(i));
    out.add(word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1));
  }
  return [...out];
}

/** Searches as shoppers type them: Chinese words and phrases, Latin words and typos, with filters, sorts and pages. */
export function textQueries(words: readonly string[]): string[] {
  const paths: string[] = [];
  words.forEach((word, i) => {
    const sort = SORTS[i % SORTS.length];
    paths.push(`q=${enc(word)}`, `q=${enc(word)}&sort=${sort}`, `q=${enc(word)}&page=2`, `q=${enc(word)}&inStock=1&sort=${sort}`);
  });
  return paths;
}

/** The search mixes of the large catalogue: what each figure sends. */
export function largeCatalogueMixes(): { mix: string; paths: string[] }[] {
  const phrases = ADJECTIVES.flatMap((adjective) => ITEMS.map((item) => `${adjective}${item}`));
  const threeUp = [...ITEMS.filter((item) => [...item].length >= 3), ...phrases, ...VARIANTS.filter((v) => [...v].length >= 3)];
  const short = [...new Set([...ITEMS, ...ADJECTIVES, ...VARIANTS].flatMap((word) => [...word].filter((c) => /\p{Script=Han}/u.test(c))))];
  const twoChar = [
    ...new Set([...ITEMS, ...ADJECTIVES].flatMap((word) => [...word].slice(0, -1).map((c, i) => c + [...word][i + 1]))),
  ].filter((pair) => /^\p{Script=Han}{2}$/u.test(pair));
  const latin = [...LATIN, ...LATIN.flatMap(typos)];
  return [
    { mix: 'Chinese, three characters or more, and Latin words with typos', paths: textQueries([...threeUp, ...latin]) },
    { mix: 'Chinese, one or two characters', paths: textQueries([...short, ...twoChar]) },
    {
      mix: 'no text: listings by filter, sort and page',
      paths: SORTS.flatMap((sort) =>
        [1, 2, 3, 10, 50].flatMap((page) => [
          `sort=${sort}&page=${page}`,
          `sort=${sort}&page=${page}&inStock=1`,
          `sort=${sort}&page=${page}&minPrice=500&maxPrice=2000`,
        ]),
      ),
    },
  ];
}

const SEARCH_CONNECTIONS = 20;
/** The seed of the mix's order since the first runs (scale-load.ts shuffled). */
const SEARCH_SHUFFLE_SEED = 20261126;

function run(baseUrl: string, paths: readonly string[], seconds: number): Promise<LoadRun> {
  return pacedRun({
    urls: [baseUrl],
    paths: paths.map((path) => `/api/product/search?${path}`),
    ratePerSecond: SEARCH_RATE_PER_SECOND,
    seconds,
    connections: SEARCH_CONNECTIONS,
  });
}

export async function loadSearch(
  baseUrl: string,
  figure: { catalogue: string; products: number; mix: string; paths: string[]; budgetMs: number },
  runs: number,
): Promise<SearchLoadFigure> {
  const paths = shuffled(figure.paths, SEARCH_SHUFFLE_SEED);
  await run(baseUrl, paths, SEARCH_WARMUP_SECONDS);
  const results: LoadRun[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await run(baseUrl, paths, SEARCH_DURATION_SECONDS));
  return {
    catalogue: figure.catalogue,
    products: figure.products,
    mix: figure.mix,
    queries: new Set(figure.paths).size,
    ...loadSummary(results, figure.budgetMs),
  };
}
