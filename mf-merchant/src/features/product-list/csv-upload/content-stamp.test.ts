// The same file gives the same stamp (so its generated slugs repeat and a second upload finds its
// products); a file that differs by one byte gets another.
import { contentStamp } from './content-stamp';

test('a stamp follows the bytes, not the time', () => {
  const bytes = new TextEncoder().encode('類型,商品名稱\n商品,阿里山高山烏龍茶\n');
  const changed = new TextEncoder().encode('類型,商品名稱\n商品,阿里山高山烏龍菜\n');
  expect(contentStamp(bytes)).toBe(contentStamp(new Uint8Array(bytes)));
  expect(contentStamp(bytes)).not.toBe(contentStamp(changed));
  expect(contentStamp(bytes)).toMatch(/^[0-9a-z]{8,12}$/);
});
