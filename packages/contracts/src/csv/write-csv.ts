// Writing rows back out as CSV: the failed rows for the merchant to fix and upload again, and the
// templates. Cells a spreadsheet would evaluate (= + - @) get a leading apostrophe so Excel keeps
// them as text; cellText removes it again on the next upload.
import { isFormulaLike } from './cells';

function quote(cell: string): string {
  const safe = isFormulaLike(cell) ? `'${cell}` : cell;
  return /[",\r\n\t]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Comma-separated, CRLF line ends (what Excel writes). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

export interface FailedRow {
  cells: readonly string[];
  reason: string;
}

/** The file's header plus a reason column (ignored on re-upload), then each failed row. */
export function failedRowsCsv(header: readonly string[], rows: readonly FailedRow[], reasonHeader: string): string {
  return toCsv([[...header, reasonHeader], ...rows.map((row) => [...header.map((_, i) => row.cells[i] ?? ''), row.reason])]);
}
