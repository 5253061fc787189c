// A LIKE pattern that matches `text` anywhere, its own %, _ and \ taken literally (the default
// escape character of LIKE is the backslash).
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
