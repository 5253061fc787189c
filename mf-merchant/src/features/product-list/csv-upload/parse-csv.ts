// Reading a CSV file's bytes into rows: encoding detection, the delimiter rule, papaparse. Runs
// inside the web worker (csv-worker.ts); pure, so tests call it directly.
import { detectDelimiter, type CsvDelimiter } from '@storefront/contracts/csv';
import Papa from 'papaparse';
import { decodeCsv, type CsvEncoding } from './decode-csv';

export interface ParsedCsv {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** Every row, empty lines included, so lines can be numbered. */
  rows: string[][];
  /** 0-based rows where a quote was left open. */
  unbalancedQuoteRows: number[];
}

export function parseCsv(bytes: Uint8Array): ParsedCsv {
  const { encoding, text } = decodeCsv(bytes);
  const delimiter = detectDelimiter(text);
  // Every cell stays text (no dynamicTyping): prices and formula-looking cells are read later.
  const result = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false, newline: undefined });
  const unbalancedQuoteRows = result.errors.filter((e) => e.type === 'Quotes' && typeof e.row === 'number').map((e) => e.row as number);
  return { encoding, delimiter, rows: result.data, unbalancedQuoteRows };
}
