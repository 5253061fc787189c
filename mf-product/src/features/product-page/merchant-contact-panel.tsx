// The merchant's contact details, loaded when the tab is opened. Without an answer (null or a
// failed call) the default contact stays: the merchant's name from the product.
import { Trans } from '@lingui/react/macro';
import { LoadingState, api, useApiData } from '@storefront/ui';

export function MerchantContactPanel({ merchantId, merchantName }: { merchantId: number; merchantName?: string | null }) {
  const contact = useApiData((signal) => api().call('merchantContact', { params: { merchantId }, signal }), [merchantId]);
  if (contact.state === 'loading') return <LoadingState />;
  const data = contact.state === 'ready' ? contact.data : null;
  return (
    <dl className="product-page__contact">
      <dt>
        <Trans>商家</Trans>
      </dt>
      <dd>{data?.merchantName || merchantName}</dd>
      {data?.merchantPhone ? (
        <>
          <dt>
            <Trans>電話</Trans>
          </dt>
          <dd>
            <a href={`tel:${data.merchantPhone}`}>{data.merchantPhone}</a>
          </dd>
        </>
      ) : null}
      {data?.merchantLine ? (
        <>
          <dt>
            <Trans>LINE ID</Trans>
          </dt>
          <dd>{data.merchantLine}</dd>
        </>
      ) : null}
      {data?.merchantEmail ? (
        <>
          <dt>
            <Trans>電子郵件</Trans>
          </dt>
          <dd>
            <a href={`mailto:${data.merchantEmail}`}>{data.merchantEmail}</a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
