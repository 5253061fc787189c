// The picture of an empty, failed or missing screen: a line drawing in the site's colours, one per
// kind, decoration only (hidden from screen readers; the title says what happened).
import type { ReactElement } from 'react';

export type StateKind = 'empty' | 'search' | 'error' | 'not-found' | 'cart';

const DRAWINGS: Record<StateKind, ReactElement> = {
  // An open box.
  empty: (
    <>
      <path d="M14 30 L40 18 L66 30 L40 42 Z" />
      <path d="M14 30 V56 L40 68 L66 56 V30" />
      <path d="M40 42 V68" />
    </>
  ),
  // A magnifying glass.
  search: (
    <>
      <circle cx="34" cy="34" r="18" />
      <path d="M47 47 L64 64" />
    </>
  ),
  // A warning sign.
  error: (
    <>
      <path d="M40 12 L70 64 H10 Z" />
      <path d="M40 30 V46" />
      <circle cx="40" cy="54" r="1.5" />
    </>
  ),
  // A signpost pointing nowhere.
  'not-found': (
    <>
      <path d="M40 12 V68" />
      <path d="M40 20 H64 L70 26 L64 32 H40" />
      <path d="M40 38 H18 L12 44 L18 50 H40" />
      <path d="M28 68 H52" />
    </>
  ),
  // A shopping cart.
  cart: (
    <>
      <path d="M10 16 H20 L28 52 H62 L68 26 H23" />
      <circle cx="32" cy="62" r="4" />
      <circle cx="58" cy="62" r="4" />
    </>
  ),
};

export function StateIllustration({ kind }: { kind: StateKind }) {
  return (
    <svg
      className={`sf-state__picture sf-state__picture--${kind}`}
      viewBox="0 0 80 80"
      width="96"
      height="96"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="sf-state__halo" cx="40" cy="40" r="38" />
      <g className="sf-state__lines">{DRAWINGS[kind]}</g>
    </svg>
  );
}
