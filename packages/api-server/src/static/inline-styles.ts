// A server-rendered page's own style sheets, written into the page. The first screen shows only
// once its styles are there; as <link>s they cost the page a request each (on a phone's network a
// round trip or two) before anything paints. As <style> elements they come with the HTML.
//
// Each carries data-href: the file's name under its app's public path, which is how an app's CSS
// loader (mini-css-extract's runtime, under Module Federation too) recognizes a style sheet it
// would load, so the remote does not download its screen's styles again when its chunk loads.
// Only files this server serves are written in (a remote on a CDN keeps its <link>), and only up
// to INLINE_STYLES_MAX_BYTES a page: beyond that a cached file is the better deal.
import { keptText } from './kept-files';
import { inside, type StaticRoots } from './roots';

export const INLINE_STYLES_MAX_BYTES = 64 * 1024;

// The built page is minified: attribute order and quotes as the shell's build and page-hints.ts write them.
const STYLESHEET_LINK = /<link (?:href="?(\/[^">\s]+\.css)"? rel="?stylesheet"?|rel="?stylesheet"? href="?(\/[^">\s]+\.css)"?)>/g;
// Content that would end the <style> element early, or a url() that resolves differently from the page than from the file.
const NOT_INLINABLE = /<\/style|url\(\s*['"]?(?!data:)/i;

/** A style sheet's file on this server and its name under its app's public path, or null when not served here. */
function localStyleSheet(roots: StaticRoots, href: string): { file: string; name: string } | null {
  if (href.startsWith('//')) return null;
  const remote = /^\/remotes\/([a-z0-9-]+)\/(.+)$/.exec(href);
  if (remote) {
    const root = roots.remotes?.[remote[1]!];
    const file = root ? inside(root, remote[2]!) : null;
    return file ? { file, name: remote[2]! } : null;
  }
  const file = roots.shell ? inside(roots.shell, href) : null;
  return file ? { file, name: href.slice(1) } : null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page with its local style sheets as <style> elements, in their places; any other stays a <link>. */
export async function withInlineStyles(html: string, roots: StaticRoots): Promise<string> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return html;
  const styles = await Promise.all(
    links.map(async (link) => {
      const sheet = localStyleSheet(roots, (link[1] ?? link[2])!);
      const css = sheet ? await keptText(sheet.file) : null;
      return sheet && css !== null && !NOT_INLINABLE.test(css) ? { name: sheet.name, css } : null;
    }),
  );
  let budget = INLINE_STYLES_MAX_BYTES;
  let out = '';
  let from = 0;
  links.forEach((link, index) => {
    const style = styles[index];
    const size = style ? Buffer.byteLength(style.css) : 0;
    if (!style || size > budget) return;
    budget -= size;
    out += html.slice(from, link.index) + `<style data-href="${escapeAttribute(style.name)}">${style.css}</style>`;
    from = link.index + link[0].length;
  });
  return out + html.slice(from);
}
