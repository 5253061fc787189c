// Everything done with a chosen file before the confirm step: decode, parse, then read the products
// (grouping and schema checks). Pure, run inside the worker so a 5,000-row file never blocks the page.
import { readProductCsv, type CsvReadResult } from '@storefront/contracts/csv';
import { parseCsv, type ParsedCsv } from './parse-csv';

export interface ReadCsvAnswer {
  parsed: Omit<ParsedCsv, 'rows'>;
  read: CsvReadResult;
}

export function readCsvBytes(bytes: Uint8Array, slugSuffix: string): ReadCsvAnswer {
  const { rows, ...parsed } = parseCsv(bytes);
  return { parsed, read: readProductCsv(rows, { slugSuffix, unbalancedQuoteRows: parsed.unbalancedQuoteRows }) };
}
