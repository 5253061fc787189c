// /member/merchant/newproduct and /member/merchant/product/:productid: loads the edit model (a new
// product with one draft variant, or the merchant's own product; another's answers 404) and shows
// the product form, under where it stands with the operator (review-notice.tsx).
import { Trans } from '@lingui/react/macro';
import { LoadingState, api, useApiData, Link } from '@storefront/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { MerchantLoadFailure } from '../../shared/merchant-access';
import { ProductForm } from './product-form';
import { ReviewNotice } from './review-notice';
import './product-editor.css';

export function ProductEditorPage() {
  const { productid } = useParams();
  const model = useApiData(
    (signal) =>
      productid
        ? api().call('merchantProductEdit', { params: { productId: productid }, signal })
        : api().call('merchantNewProduct', { signal }),
    [productid],
  );
  const [resubmitted, setResubmitted] = useState(false);
  return (
    <section className="product-editor" aria-labelledby="product-editor-title">
      <Link to="/member/merchant/products" className="product-editor__back">
        <Trans>← 回到商品管理</Trans>
      </Link>
      {model.state === 'loading' ? <LoadingState /> : null}
      {model.state === 'error' ? <MerchantLoadFailure error={model.error} onRetry={model.reload} /> : null}
      {model.state === 'ready' && productid ? <ReviewNotice model={model.data} resubmitted={resubmitted} /> : null}
      {model.state === 'ready' ? (
        <ProductForm key={model.data.product.productId} model={model.data} isNew={!productid} onSaved={() => setResubmitted(true)} />
      ) : null}
    </section>
  );
}
