// Which of the build's compressed copies a request takes (static/serve.ts sends it as it is).
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
  const chosen = accepts(c, {
    header: 'Accept-Encoding',
    supports: [...PRECOMPRESSED_ENCODINGS],
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
  return PRECOMPRESSED_ENCODINGS.find((encoding) => encoding === chosen);
}
