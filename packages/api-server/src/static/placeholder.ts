// Demo product pictures, drawn by the server from the seed's data (no picture is fetched from the
// internet): /media/demo/{n}.svg is an illustration of the product's category (a teacup, a gift
// box, a bottle, a phone, a plant, a shirt) with the product's name on a card, in one style for the
// whole shop. Each of a product's pictures shows its motif another way (whole, close, a set of them),
// as a product's photos do.
import type { Queryable } from '../db';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) % 9973;
  return h;
}

/** A category's drawing (in a 240 × 240 box at the origin) and its hue. */
type Motif = { hue: number; draw: (accent: string, light: string) => string };

const MOTIFS: Record<string, Motif> = {
  teacup: {
    hue: 130,
    draw: (accent, light) => `
<ellipse cx="120" cy="200" rx="112" ry="22" fill="#fff"/>
<path d="M28 96h168v30a84 84 0 0 1-168 0z" fill="${accent}"/>
<path d="M196 112a30 30 0 0 1 0 60" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>
<path d="M44 112h136" stroke="${light}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>
<path d="M80 76c-14-18 14-30 0-50M120 76c-14-18 14-30 0-50" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
<path d="M150 70c30-56 80-58 90-50-8 42-44 66-90 50z" fill="hsl(110 45% 42%)"/>
<path d="M150 70c28-14 52-30 78-44" fill="none" stroke="hsl(110 45% 70%)" stroke-width="4"/>`,
  },
  gift: {
    hue: 8,
    draw: (accent) => `
<rect x="24" y="92" width="192" height="132" rx="10" fill="${accent}"/>
<rect x="12" y="64" width="216" height="44" rx="10" fill="hsl(8 62% 44%)"/>
<rect x="104" y="64" width="32" height="160" fill="hsl(44 88% 62%)"/>
<path d="M120 64c-40-50-90-30-60 0zM120 64c40-50 90-30 60 0z" fill="hsl(44 88% 62%)"/>`,
  },
  bottle: {
    hue: 335,
    draw: (accent, light) => `
<rect x="64" y="76" width="112" height="156" rx="28" fill="${accent}"/>
<rect x="98" y="40" width="44" height="40" rx="6" fill="hsl(335 30% 35%)"/>
<path d="M112 40V18h50" fill="none" stroke="hsl(335 30% 35%)" stroke-width="12" stroke-linecap="round"/>
<rect x="80" y="122" width="80" height="68" rx="8" fill="#fff" opacity="0.9"/>
<path d="M96 146h48M96 166h32" stroke="${light}" stroke-width="8" stroke-linecap="round"/>
<path d="M206 120c-14 22-20 32-20 42a20 20 0 0 0 40 0c0-10-6-20-20-42z" fill="hsl(200 70% 70%)"/>`,
  },
  device: {
    hue: 212,
    draw: (accent, light) => `
<rect x="50" y="12" width="124" height="220" rx="20" fill="hsl(212 35% 22%)"/>
<rect x="60" y="34" width="104" height="170" rx="6" fill="${light}"/>
<circle cx="112" cy="218" r="7" fill="#fff" opacity="0.7"/>
<path d="M120 62l-34 62h28l-10 56 40-70h-30z" fill="${accent}"/>
<path d="M186 150h24a12 12 0 0 1 12 12v24M222 198v30" fill="none" stroke="hsl(212 35% 22%)" stroke-width="10" stroke-linecap="round"/>`,
  },
  plant: {
    hue: 28,
    draw: (accent) => `
<path d="M66 150h108l-16 84H82z" fill="${accent}"/>
<rect x="56" y="138" width="128" height="22" rx="6" fill="hsl(28 55% 40%)"/>
<path d="M120 140V70" stroke="hsl(120 40% 32%)" stroke-width="8"/>
<path d="M120 96C80 96 58 66 60 36c36 0 60 26 60 60zM120 84c4-42 30-66 64-66 2 38-24 66-64 66z" fill="hsl(120 42% 42%)"/>
<path d="M120 120c-30 4-52-8-62-30 30-6 52 6 62 30z" fill="hsl(120 42% 52%)"/>`,
  },
  shirt: {
    hue: 245,
    draw: (accent, light) => `
<path d="M84 20l-70 40 28 52 28-14v124h100V98l28 14 28-52-70-40c-6 20-22 32-36 32s-30-12-36-32z" fill="${accent}"/>
<path d="M84 20c6 20 22 32 36 32s30-12 36-32" fill="none" stroke="${light}" stroke-width="8"/>
<path d="M96 140h48" stroke="${light}" stroke-width="8" stroke-linecap="round"/>`,
  },
  bag: {
    hue: 190,
    draw: (accent) => `
<path d="M40 80h160l-12 150H52z" fill="${accent}"/>
<path d="M84 100V64a36 36 0 0 1 72 0v36" fill="none" stroke="hsl(190 40% 28%)" stroke-width="12" stroke-linecap="round"/>`,
  },
};

/** The motif of each demo category (categories a merchant adds later draw a shopping bag). */
const CATEGORY_MOTIF: Record<string, keyof typeof MOTIFS> = {
  茶葉沖泡: 'teacup',
  台灣特產: 'gift',
  美妝保養: 'bottle',
  '3C 家電': 'device',
  居家生活: 'plant',
  服飾配件: 'shirt',
};

const isWide = (ch: string) => /[\u2e80-\uffff]/.test(ch);
const widthOf = (text: string) => [...text].reduce((sum, ch) => sum + (isWide(ch) ? 2 : 1.1), 0);
const LINE_WIDTH = 22;

/**
 * The name in at most two lines of a width the card holds (a CJK character is about two Latin):
 * a line breaks between CJK characters or at a space, never inside a number or a Latin word.
 */
function nameLines(title: string): string[] {
  // Pieces a line may end after: one CJK character, or a run of anything else with its spaces.
  const pieces = title.match(/[\u2e80-\uffff]|[^\u2e80-\uffff\s]+\s*|\s+/gu) ?? [];
  const lines: string[] = [''];
  for (const piece of pieces) {
    const line = lines[lines.length - 1]!;
    if (line && widthOf(line + piece.trimEnd()) > LINE_WIDTH) {
      if (lines.length === 2) {
        lines[1] = `${line.trimEnd()}…`;
        return lines.map((l) => l.trim());
      }
      lines.push(piece.trimStart());
    } else lines[lines.length - 1] = line + piece;
  }
  return lines.map((l) => l.trim());
}

/**
 * The picture: view 1 shows the motif whole, view 2 close up, view 3 and on a set of three; the
 * background's shade comes from the product's name, so neighbouring products differ.
 */
export function demoPictureSvg(title: string, category: string | null, view: number): string {
  const motif = MOTIFS[CATEGORY_MOTIF[category ?? ''] ?? 'bag']!;
  const h = motif.hue;
  const shade = hash(title) % 5;
  const accent = `hsl(${h} ${48 + shade * 4}% ${46 + shade * 2}%)`;
  const light = `hsl(${h} 60% 86%)`;
  const drawing = motif.draw(accent, light);
  const placed =
    view === 2
      ? `<g transform="translate(102 40) scale(1.4)">${drawing}</g>`
      : view >= 3
        ? [
            [60, 150, 0.75],
            [300, 150, 0.75],
            [170, 50, 0.85],
          ]
            .map(([x, y, s]) => `<g transform="translate(${x} ${y}) scale(${s})">${drawing}</g>`)
            .join('')
        : `<circle cx="270" cy="200" r="150" fill="#fff" opacity="0.45"/><g transform="translate(150 74)">${drawing}</g>`;
  const lines = nameLines(title);
  const text = lines
    .map((line, i) => `<text x="270" y="${lines.length === 1 ? 446 : 428 + i * 40}" font-size="32">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="540" viewBox="0 0 540 540" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h} 55% ${88 - shade * 2}%)"/><stop offset="1" stop-color="hsl(${h} 45% ${78 - shade * 2}%)"/></linearGradient></defs>
<rect width="540" height="540" fill="url(#bg)"/>
${placed}
<rect x="40" y="384" width="460" height="120" rx="18" fill="#fff" opacity="0.94"/>
<g fill="hsl(${h} 35% 22%)" font-family="'Noto Sans CJK TC','Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif" font-weight="700" text-anchor="middle" dominant-baseline="middle">${text}</g>
</svg>`;
}

/** The SVG for /media/demo/{n}.svg, or null when no media row has that URL. */
export async function demoImage(db: Queryable, n: number): Promise<string | null> {
  const rows = await db.query<{ alt: string; filename: string; category: string | null }>(
    `select m.alt, m.filename, c.title as category
       from media m
       left join product_images i on i.media_id = m.id
       left join product_models pm on pm.id = i.product_model_id
       left join products p on p.id = pm.product_id
       left join catelogs c on c.id = p.catelog_id
      where m.public_url = $1
      limit 1`,
    [`/media/demo/${n}.svg`],
  );
  const row = rows[0];
  if (!row) return null;
  // The seed names a product's pictures {slug}-{1,2,3}.svg: which view of the motif this one is.
  const view = Number(/-(\d+)\.svg$/.exec(row.filename)?.[1] ?? 1);
  return demoPictureSvg(row.alt, row.category, view);
}
