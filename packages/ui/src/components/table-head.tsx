// The head row of a data table: one column header a label, in the caller's words (the order
// lists and the order lines of the buyer's and the merchant's screens).
import type { ReactNode } from 'react';

export function TableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((label, index) => (
          <th key={index} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
