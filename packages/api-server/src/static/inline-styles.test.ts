// A first screen's style sheets written into its page: which are, under what name, and which stay links.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INLINE_STYLES_MAX_BYTES, withInlineStyles } from './inline-styles';
import type { StaticRoots } from './roots';

const dir = mkdtempSync(join(tmpdir(), 'api-inline-styles-'));
function write(path: string, content: string) {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), content);
}
write('shell/main.css', ':root{--sf-space:8px}');
write('product/p.1234abcd.css', '.product-page{display:grid}');
write('product/pictures.css', '.hero{background:url(hero.png)}');
write('product/data-picture.css', '.dot{background:url(data:image/gif;base64,R0lGOD)}');
write('product/ends-early.css', '.x{content:"</style><script>alert(1)</script>"}');
write('product/big.css', `.big{content:"${'x'.repeat(INLINE_STYLES_MAX_BYTES)}"}`);
write('secret.css', '.secret{}');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const roots: StaticRoots = { shell: join(dir, 'shell'), remotes: { 'mf-product': join(dir, 'product') } };
const page = (...links: string[]) => `<html><head>${links.join('')}<title>t</title></head><body></body></html>`;

test("the shell's and a remote's style sheets become <style> elements in their places, named as each app's loader names them", async () => {
  const html = await withInlineStyles(
    page('<link href="/main.css" rel="stylesheet">', '<link rel="stylesheet" href="/remotes/mf-product/p.1234abcd.css">'),
    roots,
  );
  expect(html).toBe(
    page(
      '<style data-href="main.css">:root{--sf-space:8px}</style>',
      '<style data-href="p.1234abcd.css">.product-page{display:grid}</style>',
    ),
  );
});

test('a style sheet the server cannot read, does not serve, or that would change when written in stays a link', async () => {
  const kept = [
    '<link rel="stylesheet" href="/remotes/mf-product/missing.1234abcd.css">',
    '<link rel="stylesheet" href="/remotes/mf-orders/o.1234abcd.css">',
    '<link rel="stylesheet" href="//cdn.example.com/remotes/mf-product/p.1234abcd.css">',
    '<link rel="stylesheet" href="/remotes/mf-product/../../secret.css">',
    '<link rel="stylesheet" href="/remotes/mf-product/%2e%2e/secret.css">',
    // A relative url() would resolve against the page instead of the file.
    '<link rel="stylesheet" href="/remotes/mf-product/pictures.css">',
    // Text that would end the <style> element early.
    '<link rel="stylesheet" href="/remotes/mf-product/ends-early.css">',
    '<link rel="stylesheet" href="/remotes/mf-product/big.css">',
  ];
  expect(await withInlineStyles(page(...kept), roots)).toBe(page(...kept));
  // A data: picture resolves alike anywhere.
  expect(await withInlineStyles(page('<link rel="stylesheet" href="/remotes/mf-product/data-picture.css">'), roots)).toContain(
    '<style data-href="data-picture.css">',
  );
});

test('beyond the page budget the next style sheet stays a link', async () => {
  write('product/half.css', `.half{content:"${'x'.repeat(INLINE_STYLES_MAX_BYTES / 2)}"}`);
  const html = await withInlineStyles(
    page('<link rel="stylesheet" href="/remotes/mf-product/half.css">', '<link rel="stylesheet" href="/remotes/mf-product/half.css">'),
    roots,
  );
  expect(html.match(/<style data-href="half.css">/g)).toHaveLength(1);
  expect(html).toContain('<link rel="stylesheet" href="/remotes/mf-product/half.css">');
});
