// /member/operator/product/:productId: the submitted version beside the version on sale, each
// changed field marked (visibly and for screen readers), then approve, or reject with a reason.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product, ProductModelEdit } from '@storefront/contracts/merchant';
import type { ProductReviewResponse } from '@storefront/contracts/operator';
import { Button, ErrorState, LoadingState, Price, api, useApiData, Link } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { OperatorLoadFailure } from './operator-load-failure';
import { diffProducts, firstPrice, imagesOf, optionRowsOf, RICH_TEXT_FIELDS, type RichTextField } from './product-diff';
import { RejectForm } from './reject-form';
import { ReviewStateLabel, SubmissionKindLabel } from './review-state-label';
import { RichHtml } from './rich-html';
import { SubmittedTime } from './submitted-time';
import { useDecision } from './use-decision';

export function ProductReviewPage() {
  const { productId = '' } = useParams();
  const id = Number(productId);
  const review = useApiData((signal) => api().call('operatorReviewProduct', { params: { productId: id }, signal }), [id]);
  const decision = useDecision(review.reload);

  if (!Number.isInteger(id) || id <= 0) return <ErrorState title={<Trans>找不到資料</Trans>} />;
  if (review.state === 'loading') return <LoadingState />;
  if (review.state === 'error') return <OperatorLoadFailure error={review.error} onRetry={review.reload} />;
  return <ReviewView review={review.data} decision={decision} />;
}

function ReviewView({ review, decision }: { review: ProductReviewResponse; decision: ReturnType<typeof useDecision> }) {
  const { t } = useLingui();
  const { submitted, live } = review;
  const pending = review.reviewStatus === 'pending';
  const approve = () =>
    decision.decide(() => api().call('operatorApproveProduct', { body: { productId: review.productId } }), t`已核准上架`);
  const reject = (reason: string) =>
    decision.decide(() => api().call('operatorRejectProduct', { body: { productId: review.productId, reason } }), t`已退回`);
  return (
    <section aria-labelledby="operator-review-title" className="operator-page">
      <p>
        <Link to="/member/operator">
          <Trans>回到商品審核</Trans>
        </Link>
      </p>
      <h1 id="operator-review-title">
        <Trans>審核商品：{submitted.title}</Trans>
      </h1>
      <dl className="operator-facts">
        <dt>
          <Trans>搭檔</Trans>
        </dt>
        <dd>{review.merchantName}</dd>
        <dt>
          <Trans>類型</Trans>
        </dt>
        <dd>
          <SubmissionKindLabel kind={review.kind} />
        </dd>
        <dt>
          <Trans>送審時間</Trans>
        </dt>
        <dd>
          <SubmittedTime iso={review.submittedAt} />
        </dd>
        <dt>
          <Trans>狀態</Trans>
        </dt>
        <dd>
          <ReviewStateLabel state={review.reviewStatus} />
        </dd>
        {review.reason ? (
          <>
            <dt>
              <Trans>退回原因</Trans>
            </dt>
            <dd>{review.reason}</dd>
          </>
        ) : null}
      </dl>
      {decision.notice ? (
        <p className="operator-notice" role="status">
          {decision.notice}
        </p>
      ) : null}
      <Comparison live={live} submitted={submitted} />
      {pending ? (
        <div className="operator-decision">
          <h2>
            <Trans>審核結果</Trans>
          </h2>
          {decision.failure ? (
            <p className="sf-form__error" role="alert">
              {decision.failure}
            </p>
          ) : null}
          <Button variant="primary" busy={decision.busy} onClick={approve}>
            <Trans>核准上架</Trans>
          </Button>
          <RejectForm onReject={reject} disabled={decision.busy} />
        </div>
      ) : null}
    </section>
  );
}

function Comparison({ live, submitted }: { live: Product | null; submitted: Product }) {
  const { t } = useLingui();
  const diff = diffProducts(live, submitted);
  const richLabels: Record<RichTextField, string> = {
    informations: t`廣告文字`,
    descriptions: t`商品介紹`,
    specifications: t`商品規格`,
    purchaseDescriptions: t`購買須知`,
  };
  const variantCount = Math.max(live?.productModels.length ?? 0, submitted.productModels.length);
  const variants = Array.from({ length: variantCount }, (_, i) => i);
  return (
    <table className={live ? 'operator-compare' : 'operator-compare operator-compare--new'}>
      <caption>{live ? <Trans>送審版本與上架中版本（已變更的欄位有標示）</Trans> : <Trans>新商品：尚無上架中版本</Trans>}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>欄位</Trans>
          </th>
          {live ? (
            <th scope="col">
              <Trans>上架中版本</Trans>
            </th>
          ) : null}
          <th scope="col">
            <Trans>送審版本</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        <Row label={t`商品名稱`} changed={diff?.title} live={live?.title} submitted={submitted.title} hasLive={!!live} />
        <Row label={t`網址後綴`} changed={diff?.slug} live={live?.slug} submitted={submitted.slug} hasLive={!!live} />
        <Row
          label={t`選項列`}
          changed={diff?.optionRows}
          live={live ? <OptionRows product={live} /> : null}
          submitted={<OptionRows product={submitted} />}
          hasLive={!!live}
        />
        {variants.map((i) => {
          const a = live?.productModels[i];
          const b = submitted.productModels[i];
          const d = diff?.variants[i];
          const name = b?.title || a?.title || String(i + 1);
          return [
            <Row key={`t${i}`} label={t`規格 ${i + 1} 名稱`} changed={d?.title} live={a?.title} submitted={b?.title} hasLive={!!live} />,
            <Row
              key={`p${i}`}
              label={t`${name} 價格`}
              changed={d?.price}
              live={<VariantPrice model={a} />}
              submitted={<VariantPrice model={b} />}
              hasLive={!!live}
            />,
            <Row
              key={`s${i}`}
              label={t`${name} 特價`}
              changed={d?.sale}
              live={<VariantSale model={a} />}
              submitted={<VariantSale model={b} />}
              hasLive={!!live}
            />,
            <Row
              key={`q${i}`}
              label={t`${name} 庫存`}
              changed={d?.stock}
              live={<VariantStock model={a} />}
              submitted={<VariantStock model={b} />}
              hasLive={!!live}
            />,
            <Row
              key={`i${i}`}
              label={t`${name} 圖片`}
              changed={d?.images}
              live={<VariantImages model={a} />}
              submitted={<VariantImages model={b} />}
              hasLive={!!live}
            />,
          ];
        })}
        {RICH_TEXT_FIELDS.map((field) => (
          <Row
            key={field}
            label={richLabels[field]}
            changed={diff?.richText[field]}
            live={live ? <RichHtml html={live[field]} /> : null}
            submitted={<RichHtml html={submitted[field]} />}
            hasLive={!!live}
          />
        ))}
      </tbody>
    </table>
  );
}

function Row({
  label,
  changed,
  live,
  submitted,
  hasLive,
}: {
  label: string;
  changed?: boolean;
  live: ReactNode;
  submitted: ReactNode;
  hasLive: boolean;
}) {
  const { t } = useLingui();
  return (
    <tr className={changed ? 'operator-compare__changed' : undefined}>
      <th scope="row">
        {label}
        {changed ? <span className="operator-badge">{t`已變更`}</span> : null}
      </th>
      {hasLive ? <td data-label={t`上架中版本`}>{live ?? '—'}</td> : null}
      <td data-label={t`送審版本`}>{submitted ?? '—'}</td>
    </tr>
  );
}

function OptionRows({ product }: { product: Product }) {
  const rows = optionRowsOf(product);
  if (rows.length === 0) return <Trans>無</Trans>;
  return (
    <ul className="operator-list">
      {rows.map((row, i) => (
        <li key={i}>{`${row.title}：${row.options.join('、')}`}</li>
      ))}
    </ul>
  );
}

function VariantPrice({ model }: { model: ProductModelEdit | undefined }) {
  const price = firstPrice(model);
  return price ? <Price amount={price.price} /> : <>—</>;
}

function VariantSale({ model }: { model: ProductModelEdit | undefined }) {
  const price = firstPrice(model);
  if (!model) return <>—</>;
  if (!price?.onSale) return <Trans>無</Trans>;
  return (
    <>
      <Price amount={price.onSalePrice ?? price.price} />
      {price.startDate || price.endDate ? ` (${price.startDate ?? ''} – ${price.endDate ?? ''})` : null}
    </>
  );
}

function VariantStock({ model }: { model: ProductModelEdit | undefined }) {
  if (!model) return <>—</>;
  return (
    <>
      {model.stockModel.inventory}
      {model.stockModel.allowNegativeInventory ? (
        <>
          {' '}
          <Trans>（可超賣）</Trans>
        </>
      ) : null}
    </>
  );
}

function VariantImages({ model }: { model: ProductModelEdit | undefined }) {
  const { t } = useLingui();
  if (!model) return <>—</>;
  const ids = imagesOf(model);
  if (ids.length === 0) return <Trans>無圖片</Trans>;
  const byId = new Map(model.productImages.map((image) => [image.imageId, image.publicUrl]));
  return (
    <ul className="operator-images">
      {ids.map((imageId, i) => {
        const url = byId.get(imageId);
        return <li key={imageId}>{url ? <img src={url} alt={t`圖片 ${i + 1}`} width={64} height={64} /> : `#${imageId}`}</li>;
      })}
    </ul>
  );
}
