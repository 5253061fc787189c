// Step 2, delivery: billing details prefilled from the saved purchase detail, delivery from the
// saved delivery detail (both overridden by what was typed in this session), the delivery method
// (home, or pickup at a convenience store picked on the store map: one store for all the orders
// of the checkout, not offered when a line is frozen) and a note. Every keystroke
// goes to the session draft; missing required fields → 請填寫必填欄位.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CVS_CHAINS,
  DELIVERY_TYPE,
  PAYMENT_TYPE,
  type CountryFee,
  type PurchaseDetailResponse,
  type DeliveryDetailResponse,
} from '@storefront/contracts';
import { api, Button, ErrorState, LoadingState, useApiData } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { useEndpointForm } from '@storefront/ui/forms';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AddressFields } from './address-fields';
import { useCheckoutDraft, type DeliveryMethod } from './checkout-draft';
import { addressValues, blankDelivery, blankPurchase, DeliveryForm } from './delivery-form';
import { DeliveryMethodPicker } from './delivery-method-picker';
import { useStoreFromMap } from './use-store-from-map';
import { useOrderAmounts } from './use-order-amounts';

interface Prefill {
  purchase: PurchaseDetailResponse;
  delivery: DeliveryDetailResponse;
  countries: CountryFee[];
}

export function DeliveryStep() {
  const { t } = useLingui();
  const prefill = useApiData<Prefill>(async (signal) => {
    const [purchase, delivery, countries] = await Promise.all([
      api().call('purchaseDetailGet', { signal }),
      api().call('deliveryDetailGet', { signal }),
      api().call('memberCountries', { signal }),
    ]);
    return { purchase, delivery, countries };
  }, []);
  if (prefill.state === 'loading') return <LoadingState />;
  if (prefill.state === 'error') return <ErrorState title={t`無法載入訂購資料`} detail={prefill.error.message} onRetry={prefill.reload} />;
  return <DeliveryFormView prefill={prefill.data} />;
}

function DeliveryFormView({ prefill }: { prefill: Prefill }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const draft = useCheckoutDraft();
  useStoreFromMap();
  const { lines } = useOrderAmounts();
  const pickupOffered = !lines.some(({ item, quote }) => (quote?.productDeliveryType ?? item.productDeliveryType) === DELIVERY_TYPE.frozen);
  // A pickup chosen earlier (another checkout in this tab) cannot carry frozen lines.
  useEffect(() => {
    if (!pickupOffered && useCheckoutDraft.getState().deliveryMethod !== 'home') {
      useCheckoutDraft.getState().patch({ deliveryMethod: 'home', cvsStore: null, paymentType: null });
    }
  }, [pickupOffered]);
  const [missing, setMissing] = useState(false);
  const countries = prefill.countries.length ? prefill.countries : [{ code: 'TW', title: t`台灣`, freeShippingPrice: 6000, value: 100 }];
  const pickup = draft.deliveryMethod !== 'home';
  const storeMissing = pickup && !draft.cvsStore;
  // The step sends nothing yet: its checked values go to the draft the confirm step posts.
  const form = useEndpointForm({
    schema: DeliveryForm,
    defaultValues: {
      purchaseDetail: addressValues(blankPurchase, draft.purchaseDetail, prefill.purchase.purchaseDetail),
      deliveryDetail: addressValues(blankDelivery, draft.deliveryDetail, prefill.delivery.deliveryDetail, prefill.purchase.purchaseDetail),
      deliveryComments: draft.deliveryComments,
    },
    send: async () => {
      if (storeMissing) {
        setMissing(true);
        return;
      }
      setMissing(false);
      // Prefilled values the buyer did not touch count too.
      const values = form.getValues();
      draft.patch({
        purchaseDetail: addressValues(blankPurchase, values.purchaseDetail),
        deliveryDetail: addressValues(blankDelivery, values.deliveryDetail),
        deliveryComments: values.deliveryComments ?? '',
      });
      // The step's route is in this router: it opens at once, nothing to wait for.
      void navigate('../payment');
    },
    onInvalid: () => setMissing(true),
  });

  // Nothing typed is lost: every change is written to the session draft.
  useEffect(() => {
    const { unsubscribe } = form.watch((values) => {
      useCheckoutDraft.getState().patch({
        purchaseDetail: addressValues(blankPurchase, values.purchaseDetail),
        deliveryDetail: addressValues(blankDelivery, values.deliveryDetail),
        deliveryComments: values.deliveryComments ?? '',
      });
    });
    return unsubscribe;
  }, [form]);

  const copyBilling = () => {
    const billing = form.getValues('purchaseDetail');
    const { email: _email, ...address } = billing;
    form.setValue('deliveryDetail', address, { shouldDirty: true });
  };

  return (
    <FormProvider {...form}>
      <form className="sf-form checkout__form" onSubmit={form.submit} noValidate aria-labelledby="delivery-title">
        <h2 id="delivery-title">
          <Trans>收件資料</Trans>
        </h2>
        {missing ? (
          <p className="sf-form__error" role="alert">
            <Trans>請填寫必填欄位</Trans>
          </p>
        ) : null}
        <fieldset>
          <legend>
            <Trans>訂購人</Trans>
          </legend>
          <AddressFields prefix="purchaseDetail" countries={countries} />
        </fieldset>
        <fieldset>
          <legend>
            <Trans>收件人</Trans>
          </legend>
          <Button variant="text" onClick={copyBilling}>
            <Trans>同訂購人</Trans>
          </Button>
          <AddressFields prefix="deliveryDetail" countries={countries} />
        </fieldset>
        <DeliveryMethodPicker
          method={draft.deliveryMethod}
          store={draft.cvsStore}
          storeMissing={missing && storeMissing}
          pickupOffered={pickupOffered}
          onMethod={(method: DeliveryMethod) =>
            draft.patch({
              deliveryMethod: method,
              cvsStore: method !== 'home' && draft.cvsStore?.subType === CVS_CHAINS[method].subType ? draft.cvsStore : null,
              paymentType:
                method === 'home'
                  ? draft.paymentType !== null && draft.paymentType < PAYMENT_TYPE.convenienceStorePickup1
                    ? draft.paymentType
                    : null
                  : method,
            })
          }
        />
        <label className="sf-field">
          <span className="sf-field__label">
            <Trans>備註</Trans>
          </span>
          <textarea className="sf-input" rows={2} {...form.register('deliveryComments')} />
        </label>
        <div className="checkout__actions">
          <Button onClick={() => navigate('..')}>
            <Trans>上一步</Trans>
          </Button>
          <Button type="submit" variant="primary">
            <Trans>下一步：付款方式</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
