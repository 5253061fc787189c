// Reading one CSV cell as the value a product field needs. Spreadsheets write numbers as
// "1,200" or "NT$1,200" and booleans as 是/否 or TRUE/FALSE; anything else is kept as text so the
// schema reports it, never guessed.

/** Characters that make a spreadsheet evaluate a cell; cells are always kept as text. */
const FORMULA_START = /^[=+\-@]/;

/**
 * A cell written by failedRowsCsv with a protective apostrophe ('=SUM…) reads back as the text
 * the merchant typed; any other cell is only trimmed.
 */
export function cellText(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value.startsWith("'") && FORMULA_START.test(value.slice(1))) return value.slice(1);
  return value;
}

/** A number cell: '' is absent, thousands separators and a NT$ prefix are accepted. */
export function cellNumber(raw: string | undefined): number | string | undefined {
  const value = cellText(raw);
  if (value === '') return undefined;
  const plain = value.replace(/^(NT\$|\$)/i, '').replace(/,(?=\d{3}(\D|$))/g, '');
  // Not a number: keep the text so the schema reports 'number' for this column.
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : value;
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y', '是', '允許', 'v']);
const FALSE_WORDS = new Set(['', '0', 'false', 'no', 'n', '否', '不允許']);

export function cellBoolean(raw: string | undefined): boolean | string {
  const value = cellText(raw).toLowerCase();
  if (TRUE_WORDS.has(value)) return true;
  if (FALSE_WORDS.has(value)) return false;
  return value;
}

const DELIVERY_WORDS: Record<string, number> = {
  '': 0,
  '0': 0,
  一般: 0,
  常溫: 0,
  normal: 0,
  general: 0,
  '1': 1,
  冷凍: 1,
  低溫: 1,
  frozen: 1,
};

export function cellDeliveryType(raw: string | undefined): number | string {
  const value = cellText(raw).toLowerCase();
  return value in DELIVERY_WORDS ? DELIVERY_WORDS[value]! : value;
}

/** A list cell (product types, image URLs): separated by |, 、, newlines or semicolons. */
export function cellList(raw: string | undefined): string[] {
  return cellText(raw)
    .split(/[|、;\n]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A date cell: 2026/1/5 and 2026-01-05 both read as 2026-01-05. */
export function cellDate(raw: string | undefined): string {
  const value = cellText(raw);
  const match = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(value);
  if (!match) return value;
  return `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
}

export function isFormulaLike(value: string): boolean {
  return FORMULA_START.test(value);
}
