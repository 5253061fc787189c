// One Code 39 barcode, the symbology the convenience stores' counter scanners read: SVG bars with the
// code as text below. The encoder (jsbarcode's) is fetched on demand, so no route's first script
// grows; until it arrives, or when the code has a character Code 39 cannot carry, the code shows as
// text only. A bar is never narrower than 2 CSS pixels (about 0.3 mm on a phone, what a scanner
// reads off a screen): where the row is too narrow for the whole code at that width, the barcode
// stands upright instead of shrinking or making the page scroll sideways.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';

/** The narrowest bar or space, in CSS pixels. */
const MODULE_PX = 2;
/** The blank margin before and after the bars, in modules (Code 39 asks for at least 10). */
const QUIET_ZONE = 10;
/** How long the bars are, in modules (80 px). */
const BAR_LENGTH = 40;
/** Code 39's characters. Lower case is refused: the encoder would upper-case it into another code. */
const CODE39_CHARACTERS = /^[0-9A-Z. $/+%-]+$/;

/** The modules of a code, '1' bar and '0' space, start and stop characters included; null if it cannot be encoded. */
async function encodeCode39(value: string): Promise<string | null> {
  if (!CODE39_CHARACTERS.test(value)) return null;
  const { CODE39 } = await import('jsbarcode/bin/barcodes/CODE39');
  const encoder = new CODE39(value, {});
  return encoder.valid() ? encoder.encode().data : null;
}

/** Each bar as its first module and its width in modules. */
function barRuns(modules: string): Array<[start: number, width: number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  for (let index = 0; index <= modules.length; index += 1) {
    const bar = modules[index] === '1';
    if (bar && start < 0) start = index;
    if (!bar && start >= 0) {
      runs.push([start, index - start]);
      start = -1;
    }
  }
  return runs;
}

export type BarcodeProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The code to draw, exactly as the payment provider gave it. */
  value: string;
};

export function Barcode({ value, className, ...rest }: BarcodeProps) {
  const { t } = useLingui();
  const holder = useRef<HTMLDivElement>(null);
  const [encoded, setEncoded] = useState<{ value: string; modules: string | null } | null>(null);
  // The width the barcode may take, in CSS pixels; 0 until measured (then it lies down).
  const [room, setRoom] = useState(0);

  useEffect(() => {
    let current = true;
    // A chunk that does not load (offline, a deploy in between) leaves the text, as a bad code does.
    const settle = (modules: string | null) => {
      if (current) setEncoded({ value, modules });
    };
    encodeCode39(value).then(settle, () => settle(null));
    return () => {
      current = false;
    };
  }, [value]);

  useEffect(() => {
    const element = holder.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const modules = encoded?.value === value ? encoded.modules : null;
  const length = modules ? modules.length + 2 * QUIET_ZONE : 0;
  const upright = room > 0 && length * MODULE_PX > room;
  const [width, height] = upright ? [BAR_LENGTH, length] : [length, BAR_LENGTH];
  return (
    <div {...rest} ref={holder} className={['sf-barcode', className].filter(Boolean).join(' ')}>
      {modules ? (
        <svg
          className="sf-barcode__bars"
          role="img"
          aria-label={t`條碼 ${value}`}
          width={width * MODULE_PX}
          height={height * MODULE_PX}
          viewBox={`0 0 ${width} ${height}`}
          shapeRendering="crispEdges"
          data-orientation={upright ? 'upright' : 'lying'}
        >
          {barRuns(modules).map(([start, size]) =>
            upright ? (
              <rect key={start} x={0} y={QUIET_ZONE + start} width={BAR_LENGTH} height={size} />
            ) : (
              <rect key={start} x={QUIET_ZONE + start} y={0} width={size} height={BAR_LENGTH} />
            ),
          )}
        </svg>
      ) : null}
      <span className="sf-barcode__text">{value}</span>
    </div>
  );
}
