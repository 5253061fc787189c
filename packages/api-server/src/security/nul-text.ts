// PostgreSQL text cannot hold U+0000: a NUL inside any string of a JSON body made the insert
// fail with a 500 (found by input-fuzzing.test.ts). Requests carrying one are refused up front
// as a 400 naming the field, before any handler starts writing. The scan is iterative and runs
// only on bodies no deeper than MAX_JSON_DEPTH (a body nested 8,000 deep overflowed the stack of
// a recursive scan: a RangeError and a 500).

/** The deepest nesting of arrays and objects a JSON body may have (the deepest request is 4). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests arrays and objects deeper than `max`: a scan of the text itself
 * (brackets outside strings), so nothing recursive ever meets a hostile body.
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth -= 1;
  }
  return false;
}

/** The dot path of the first string (or key) containing NUL, or null when there is none. */
export function pathOfNul(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i -= 1) stack.push([item[i], path ? `${path}.${i}` : String(i)]);
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>);
      for (const [key] of entries) if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** Whether a text holds a NUL, raw or percent-encoded (a URL, a form value). */
export const hasNul = (text: string): boolean => text.includes('\u0000') || /%00/i.test(text);

/** A text with its control characters escaped, for the log (a raw NUL never reaches it). */
export const printable = (text: string): string =>
  Array.from(text, (ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? `\\u${code.toString(16).padStart(4, '0')}` : ch;
  }).join('');
