// The product status in words: 0 draft, 1 online, 2 cancelled, 3 sold out, 4 under review.
import { useLingui } from '@lingui/react/macro';

export function ProductStatusLabel({ status }: { status: number }) {
  const { t } = useLingui();
  const labels: Record<number, string> = { 0: t`草稿`, 1: t`上架中`, 2: t`已下架`, 3: t`已售完`, 4: t`審核中` };
  return <span>{labels[status] ?? String(status)}</span>;
}
