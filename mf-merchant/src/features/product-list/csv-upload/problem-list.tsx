// The rows that cannot be imported, each with its file line and reason.
import { Trans } from '@lingui/react/macro';
import type { ReasonLine } from './use-problem-text';

export function ProblemList({ items, title }: { items: ReasonLine[]; title: React.ReactNode }) {
  if (items.length === 0) return null;
  return (
    <section className="csv-upload__problems" aria-label={typeof title === 'string' ? title : undefined}>
      <h3>{title}</h3>
      <ul>
        {items.map((item, index) => (
          <li key={`${item.line}-${index}`}>
            {item.line > 0 ? (
              <span className="csv-upload__line">
                <Trans>第 {item.line} 行</Trans>
              </span>
            ) : null}{' '}
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
