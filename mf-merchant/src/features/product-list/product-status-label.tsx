// The product status in words: 0 draft, 1 online, 2 cancelled, 3 sold out, 4 under review; an
// online product with an edit waiting for the operator reads 上架中 · 修改審核中 (both hold). On the
// list's rows it is a badge, its tone by how much the status asks of the merchant.
import { useLingui } from '@lingui/react/macro';
import { PRODUCT_STATUS } from '@storefront/contracts';
import { Badge, type BadgeTone } from '@storefront/ui';

/** The words of a product status (the list's rows and its status filter). */
export function useProductStatusText() {
  const { t } = useLingui();
  const labels: Record<number, string> = {
    [PRODUCT_STATUS.draft]: t`草稿`,
    [PRODUCT_STATUS.online]: t`上架中`,
    [PRODUCT_STATUS.cancelled]: t`已下架`,
    [PRODUCT_STATUS.soldOut]: t`已售完`,
    [PRODUCT_STATUS.underReview]: t`審核中`,
  };
  return (status: number) => labels[status] ?? String(status);
}

const TONES: Record<number, BadgeTone> = {
  [PRODUCT_STATUS.draft]: 'neutral',
  [PRODUCT_STATUS.online]: 'success',
  [PRODUCT_STATUS.cancelled]: 'muted',
  [PRODUCT_STATUS.soldOut]: 'danger',
  [PRODUCT_STATUS.underReview]: 'warning',
};

export function ProductStatusLabel({ status, pendingRevision }: { status: number; pendingRevision?: boolean | null }) {
  const { t } = useLingui();
  const label = useProductStatusText()(status);
  const editing = Boolean(pendingRevision) && status === PRODUCT_STATUS.online;
  return <Badge tone={editing ? 'warning' : (TONES[status] ?? 'neutral')}>{editing ? `${label} · ${t`修改審核中`}` : label}</Badge>;
}
