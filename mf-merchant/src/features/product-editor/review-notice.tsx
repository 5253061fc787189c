// Where the product stands with the operator, above its form: the edit waiting for review (the
// form shows it; the shop keeps the version on sale until approved), the operator's reason for a
// refusal (until the merchant resubmits), or a taken-down product that a save sends back for
// review. Once saved here, it says the submission is waiting.
import { Trans } from '@lingui/react/macro';
import { PRODUCT_STATUS, type ProductEditModel } from '@storefront/contracts';

export function ReviewNotice({ model, resubmitted }: { model: ProductEditModel; resubmitted: boolean }) {
  const status = model.product.status;
  const live = status === PRODUCT_STATUS.online;
  if (resubmitted) {
    return (
      <div className="product-editor__review product-editor__review--pending" role="status">
        {live ? <Trans>修改已送出審核：審核通過前，商店仍顯示目前上架中的版本。</Trans> : <Trans>已送出審核：審核通過後即上架。</Trans>}
      </div>
    );
  }
  const reason = model.reviewReason;
  if (!model.pendingRevision && !reason && status !== PRODUCT_STATUS.cancelled) return <div role="status" />;
  return (
    <div className={`product-editor__review${reason ? ' product-editor__review--rejected' : ''}`} role="status">
      {model.pendingRevision ? (
        <p>
          <Trans>此商品有一筆修改審核中，以下為送審中的版本；審核通過前，商店仍顯示目前上架中的版本。再次送出將取代這筆修改。</Trans>
        </p>
      ) : null}
      {reason ? (
        <p data-testid="review-reason">
          <strong>
            <Trans>審核未通過：</Trans>
          </strong>
          {reason}
        </p>
      ) : null}
      {reason && live ? (
        <p>
          <Trans>被退回的修改未套用，商店仍顯示上架中的版本。修正後請再次送出審核。</Trans>
        </p>
      ) : null}
      {reason && !live ? (
        <p>
          <Trans>修正後請再次送出審核。</Trans>
        </p>
      ) : null}
      {status === PRODUCT_STATUS.cancelled ? (
        <p>
          <Trans>此商品已下架。送出審核後，經平台核准即重新上架。</Trans>
        </p>
      ) : null}
    </div>
  );
}
