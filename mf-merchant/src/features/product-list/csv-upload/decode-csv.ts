// Turning the bytes of a merchant's CSV into text. Excel in Taiwan saves Big5 (cp950) or UTF-16,
// Google Sheets UTF-8; encoding-japanese recognises the Unicode ones and ASCII, and the browser's
// TextDecoder handles Big5 and windows-1252 ("ANSI"), which encoding-japanese does not know.
import Encoding from 'encoding-japanese';

export type CsvEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'ASCII' | 'Big5' | 'ANSI';

const DECODER_LABEL: Record<CsvEncoding, string> = {
  'UTF-8': 'utf-8',
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
  ASCII: 'utf-8',
  Big5: 'big5',
  ANSI: 'windows-1252',
};

function bom(bytes: Uint8Array): CsvEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'UTF-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'UTF-16LE';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'UTF-16BE';
  return null;
}

/** UTF-16 without a BOM: ASCII characters put their zero byte second (LE) or first (BE). */
function utf16Order(bytes: Uint8Array): CsvEncoding {
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < Math.min(bytes.length, 4096); i++) {
    if (bytes[i] !== 0) continue;
    if (i % 2 === 0) evenZeros++;
    else oddZeros++;
  }
  return evenZeros > oddZeros ? 'UTF-16BE' : 'UTF-16LE';
}

function decodes(bytes: Uint8Array, label: string): boolean {
  try {
    new TextDecoder(label, { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Big5 or windows-1252: both decode almost anything. In Big5 text most high bytes come in pairs
 * whose second byte is high too; in Western text an accented letter is a lone high byte.
 */
function big5OrAnsi(bytes: Uint8Array): CsvEncoding {
  let pairs = 0;
  let highPairs = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i]! < 0x81) continue;
    pairs++;
    if (bytes[i + 1]! >= 0xa1) highPairs++;
    i++;
  }
  if (pairs > 0 && highPairs / pairs >= 0.3 && decodes(bytes, 'big5')) return 'Big5';
  return 'ANSI';
}

export function detectEncoding(bytes: Uint8Array): CsvEncoding {
  const marked = bom(bytes);
  if (marked) return marked;
  const detected = Encoding.detect(bytes);
  if (detected === 'ASCII') return 'ASCII';
  if (detected === 'UTF8') return 'UTF-8';
  if (detected === 'UTF16LE') return 'UTF-16LE';
  if (detected === 'UTF16BE') return 'UTF-16BE';
  if (detected === 'UTF16') return utf16Order(bytes);
  // encoding-japanese may call Big5 bytes Shift_JIS or EUC-JP: the browser decides between the
  // two legacy encodings merchants here actually have.
  if (decodes(bytes, 'utf-8')) return 'UTF-8';
  return big5OrAnsi(bytes);
}

export function decodeCsv(bytes: Uint8Array): { encoding: CsvEncoding; text: string } {
  const encoding = detectEncoding(bytes);
  // TextDecoder drops the BOM by default, so the first header reads clean.
  return { encoding, text: new TextDecoder(DECODER_LABEL[encoding]).decode(bytes) };
}
