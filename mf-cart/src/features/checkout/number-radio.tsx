// A radio button for a numeric form value (react-hook-form compares radio values as text, so
// numeric choices are wired by hand: checked from the value, set as a number).
import type { ReactNode } from 'react';

type Props = { name: string; value: number; current: number | null | undefined; onSelect: (value: number) => void; children: ReactNode };

export function NumberRadio({ name, value, current, onSelect, children }: Props) {
  return (
    <label>
      <input type="radio" name={name} value={value} checked={current === value} onChange={() => onSelect(value)} /> {children}
    </label>
  );
}
