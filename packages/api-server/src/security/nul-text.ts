// PostgreSQL text cannot hold U+0000: a NUL inside any string of a JSON body made the insert
// fail with a 500 (found by input-fuzzing.test.ts). Requests carrying one are refused up front
// as a 400 naming the field, before any handler starts writing.

/** The dot path of the first string (or key) containing NUL, or null when there is none. */
export function pathOfNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = pathOfNul(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return childPath;
      const found = pathOfNul(child, childPath);
      if (found !== null) return found;
    }
  }
  return null;
}
