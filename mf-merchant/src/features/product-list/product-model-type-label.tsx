// The product model type in words: 0 a single variant, 1 variants from option rows.
import { useLingui } from '@lingui/react/macro';

export function ProductModelTypeLabel({ type }: { type: number }) {
  const { t } = useLingui();
  const labels: Record<number, string> = { 0: t`單一規格`, 1: t`多種規格` };
  return <span>{labels[type] ?? String(type)}</span>;
}
