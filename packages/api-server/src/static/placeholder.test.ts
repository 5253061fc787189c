import { demoPictureSvg } from './placeholder';

const text = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

test("a demo picture draws its category's motif with the product's name, not a number", () => {
  const tea = demoPictureSvg('台灣高山烏龍茶 150g', '茶葉沖泡', 1);
  const shirt = demoPictureSvg('臺灣地圖 T 恤', '服飾配件', 1);
  expect(text(tea)).toEqual(['台灣高山烏龍茶 150g']);
  expect(tea).toContain('aria-label="台灣高山烏龍茶 150g"');
  expect(tea).not.toMatch(/#\d/);
  // Two categories, two drawings (the motif is what differs once the name is taken out).
  const drawing = (svg: string) => svg.replace(/<text[\s\S]*<\/g>/, '').replace(/hsl\([^)]*\)/g, '');
  expect(drawing(tea)).not.toBe(drawing(shirt));
  // A category a merchant added later still gets a picture.
  expect(text(demoPictureSvg('手工皂', '新分類', 1))).toEqual(['手工皂']);
});

test("a product's pictures are different views of its motif", () => {
  const views = [1, 2, 3].map((view) => demoPictureSvg('帆布托特包', '服飾配件', view));
  expect(new Set(views).size).toBe(3);
});

test('a long name is cut to two lines ending in an ellipsis, and markup in it stays text', () => {
  const long = demoPictureSvg('A very long English product name that never fits on the card', null, 1);
  const lines = text(long);
  expect(lines).toHaveLength(2);
  expect(lines[1]!.endsWith('…')).toBe(true);
  const marked = demoPictureSvg('<script>alert(1)</script>', null, 1);
  expect(marked).not.toContain('<script>');
  expect(marked).toContain('&lt;script&gt;');
});

test('a name breaks between characters or at a space, never inside a number', () => {
  expect(text(demoPictureSvg('日月潭紅玉紅茶 茶包 20 入', '茶葉沖泡', 1))).toEqual(['日月潭紅玉紅茶 茶包', '20 入']);
  expect(text(demoPictureSvg('台灣高山烏龍茶 150g', '茶葉沖泡', 1))).toEqual(['台灣高山烏龍茶 150g']);
});
