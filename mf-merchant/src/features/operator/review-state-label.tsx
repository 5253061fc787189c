// The words for where a submission or an application stands, and for a product submission's kind.
import { Trans } from '@lingui/react/macro';
import type { ProductSubmissionKind, ReviewState } from '@storefront/contracts/operator';

export function ReviewStateLabel({ state }: { state: ReviewState }) {
  if (state === 'approved') return <Trans>已核准</Trans>;
  if (state === 'rejected') return <Trans>已退回</Trans>;
  return <Trans>待審核</Trans>;
}

export function SubmissionKindLabel({ kind }: { kind: ProductSubmissionKind }) {
  return kind === 'edit' ? <Trans>修改上架中商品</Trans> : <Trans>新商品</Trans>;
}
