// The search bench's query mixes: each figure sends the kind of search it names.
import { largeCatalogueMixes, textQueries } from './search-load';

const texts = (paths: string[]) => [
  ...new Set(paths.map((path) => new URLSearchParams(path).get('q')).filter((q): q is string => q !== null)),
];

test('the short mix sends only one- and two-character Chinese words', () => {
  const short = largeCatalogueMixes().find((mix) => mix.mix.startsWith('Chinese, one or two'))!;
  const words = texts(short.paths);
  expect(words.length).toBeGreaterThan(20);
  for (const word of words) {
    expect([...word].length).toBeLessThanOrEqual(2);
    expect(word).toMatch(/^\p{Script=Han}+$/u);
  }
});

test('the long mix has Chinese phrases of three characters or more and Latin typos', () => {
  const long = largeCatalogueMixes().find((mix) => mix.mix.startsWith('Chinese, three'))!;
  const words = texts(long.paths);
  expect(words).toContain('高山烏龍茶');
  expect(words).toContain('olong');
  for (const word of words.filter((w) => /\p{Script=Han}/u.test(w))) expect([...word].length).toBeGreaterThanOrEqual(3);
});

test('each word is searched plain, sorted, on page 2 and in stock', () => {
  expect(textQueries(['烏龍'])).toEqual([
    'q=%E7%83%8F%E9%BE%8D',
    'q=%E7%83%8F%E9%BE%8D&sort=relevance',
    'q=%E7%83%8F%E9%BE%8D&page=2',
    'q=%E7%83%8F%E9%BE%8D&inStock=1&sort=relevance',
  ]);
});
