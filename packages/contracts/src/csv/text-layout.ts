// The layout of a decoded CSV text before any parsing: the delimiter rule of the specification and
// the file line on which each parsed row starts (a quoted cell may span lines).

export type CsvDelimiter = ',' | '\t';

/** merchant.md §5: tab if the first line contains a tab, else comma. */
export function detectDelimiter(text: string): CsvDelimiter {
  const end = text.search(/\r?\n/);
  const firstLine = end === -1 ? text : text.slice(0, end);
  return firstLine.includes('\t') ? '\t' : ',';
}

/** The 1-based file line each row starts on, given every row (empty lines included) in order. */
export function rowStartLines(rows: readonly (readonly string[])[]): number[] {
  const lines: number[] = [];
  let line = 1;
  for (const row of rows) {
    lines.push(line);
    let breaks = 0;
    for (const cell of row) breaks += cell.split('\n').length - 1;
    line += 1 + breaks;
  }
  return lines;
}

export function isEmptyRow(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}
