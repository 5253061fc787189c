// A LIKE pattern that matches `text` anywhere, its own %, _ and \ taken literally (the default
// escape character of LIKE is the backslash).
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The condition that column (a product's search_doc: its title as written, then its slug with a
 * space for each hyphen) holds text, in lower case. A text with hyphens is also tried with spaces
 * for them, so that a slug typed as written (tea-gift-box) finds its product, and a title's own
 * hyphens (t-shirt) still match. Its patterns are pushed onto params, numbered from offset + 1.
 */
export function searchDocHolds(column: string, text: string, params: unknown[], offset = 0): string {
  const lower = text.toLowerCase();
  const texts = lower.includes('-') ? [lower, lower.replace(/-/g, ' ')] : [lower];
  const terms = texts.map((each) => {
    params.push(containsPattern(each));
    return `${column} like $${params.length + offset}`;
  });
  return terms.length === 1 ? terms[0]! : `(${terms.join(' or ')})`;
}
