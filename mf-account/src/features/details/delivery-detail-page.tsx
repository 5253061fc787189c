// /member/deliverydetail: the billing and the delivery detail forms, loaded together with the
// country list (the default Taiwan entry stands in when the list is empty).
import { Trans } from '@lingui/react/macro';
import { DEFAULT_COUNTRY_FEE } from '@storefront/contracts/member';
import { ApiDataView, api, useApiData } from '@storefront/ui';
import { BackToMember } from '../../shared/back-to-member';
import { DeliveryDetailForm } from './delivery-detail-form';
import { PurchaseDetailForm } from './purchase-detail-form';

export function DeliveryDetailPage() {
  const details = useApiData(
    (signal) =>
      Promise.all([
        api().call('purchaseDetailGet', { signal }),
        api().call('deliveryDetailGet', { signal }),
        api().call('memberCountries', { signal }),
      ]),
    [],
  );
  return (
    <section className="account-page" aria-labelledby="details-title">
      <BackToMember />
      <h1 id="details-title">
        <Trans>帳單與收件資料</Trans>
      </h1>
      <ApiDataView data={details}>
        {([purchase, delivery, countries]) => {
          const list = countries.length > 0 ? countries : [DEFAULT_COUNTRY_FEE];
          return (
            <div className="account-details">
              <PurchaseDetailForm saved={purchase.purchaseDetail} countries={list} />
              <DeliveryDetailForm saved={delivery.deliveryDetail} countries={list} />
            </div>
          );
        }}
      </ApiDataView>
    </section>
  );
}
