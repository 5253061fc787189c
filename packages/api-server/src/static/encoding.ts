// Which of the build's compressed copies a request takes (static/serve.ts sends it as it is), and
// whether it takes a kept page's gzipped copy (static/visitor-pages.ts).
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { PRECOMPRESSED_ENCODINGS, type PrecompressedEncoding } from './serve';

const IDENTITY = 'identity';

/**
 * The coding the request's Accept-Encoding weighs highest among the build's, br before gzip when
 * they weigh the same (Chromium sends "gzip, deflate, br, zstd": it takes both alike), or
 * undefined when it takes none of them.
 */
export function precompressedEncoding(c: Context): PrecompressedEncoding | undefined {
  return preferred(c, PRECOMPRESSED_ENCODINGS);
}

/** Whether the request takes gzip: a kept page's gzipped copy (static/visitor-pages.ts). */
export function takesGzip(c: Context): boolean {
  return preferred(c, ['gzip'] as const) === 'gzip';
}

/** The coding of `supports` the request's Accept-Encoding weighs highest (the first of equals), if any. */
function preferred<T extends string>(c: Context, supports: readonly T[]): T | undefined {
  const chosen = accepts(c, {
    header: 'Accept-Encoding',
    supports: [...supports],
    default: IDENTITY,
    match: (accepted, { supports, default: none }) => {
      const wildcard = accepted.find((entry) => entry.type === '*')?.q ?? 0;
      const weight = (coding: string) => accepted.find((entry) => entry.type.toLowerCase() === coding)?.q ?? wildcard;
      let best = none;
      let bestWeight = 0;
      for (const coding of supports) {
        if (weight(coding) > bestWeight) {
          best = coding;
          bestWeight = weight(coding);
        }
      }
      return best;
    },
  });
  return supports.find((encoding) => encoding === chosen);
}
