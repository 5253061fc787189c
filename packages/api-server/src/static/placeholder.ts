// Demo product images: SVG placeholders drawn by the server (no image is fetched from the
// internet). /media/demo/{n}.svg shows the product's title on a colour derived from it.
import type { Queryable } from '../db';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

function hue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) % 360;
  return h;
}

export function placeholderSvg(title: string, n: number): string {
  const h = hue(title);
  const light = 42 + (n % 4) * 8;
  const lines = title.length > 11 ? [title.slice(0, 11), title.slice(11, 22)] : [title];
  const text = lines
    .map((line, i) => `<text x="270" y="${270 + (i - (lines.length - 1) / 2) * 48}" font-size="40">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="540" viewBox="0 0 540 540" role="img" aria-label="${escapeXml(title)}">
<rect width="540" height="540" fill="hsl(${h} 55% ${light}%)"/>
<circle cx="450" cy="90" r="140" fill="hsl(${(h + 40) % 360} 60% ${light + 12}%)" opacity="0.6"/>
<g fill="#fff" font-family="'Noto Sans CJK TC','Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif" font-weight="700" text-anchor="middle" dominant-baseline="middle">${text}</g>
<text x="270" y="500" fill="#fff" opacity="0.8" font-family="sans-serif" font-size="22" text-anchor="middle">#${n}</text>
</svg>`;
}

/** The SVG for /media/demo/{n}.svg, or null when no media row has that URL. */
export async function demoImage(db: Queryable, n: number): Promise<string | null> {
  const rows = await db.query<{ alt: string }>('select alt from media where public_url = $1', [`/media/demo/${n}.svg`]);
  const row = rows[0];
  return row ? placeholderSvg(row.alt, n) : null;
}
