// Step 3, payment and invoice: the payment type (cards with 3, 6, 12 instalments, wallet, ATM,
// virtual account, barcode, cash on delivery; pickup orders pay at the store), the receipt
// method and type with the fields each type needs, and the electronic-invoice notice.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Field } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { Navigate, useNavigate } from 'react-router-dom';
import type { PaymentType } from '@storefront/contracts';
import { CARRIER_TYPE, RECEIPT_TYPE } from '@storefront/contracts/checkout';
import { useCheckoutDraft } from './checkout-draft';
import { defaultReceipt, HOME_PAYMENT_TYPES, PaymentForm } from './payment-form';
import { NumberRadio } from './number-radio';
import { usePaymentLabel } from './use-payment-label';

export function PaymentStep() {
  const draft = useCheckoutDraft();
  if (!draft.deliveryDetail) return <Navigate to="../delivery" replace />;
  return <PaymentFormView />;
}

function PaymentFormView() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const paymentLabel = usePaymentLabel();
  const draft = useCheckoutDraft();
  const offered: readonly number[] = draft.deliveryMethod === 'home' ? HOME_PAYMENT_TYPES : [draft.deliveryMethod];
  const [invalid, setInvalid] = useState(false);
  // The step sends nothing yet: its checked values go to the draft the confirm step posts.
  const {
    register,
    submit,
    watch,
    control,
    setValue,
    fieldError,
    formState: { errors, isSubmitted },
  } = useEndpointForm({
    schema: PaymentForm,
    // No payment type is ticked while more than one is offered and none was chosen: the schema refuses it.
    defaultValues: {
      paymentType: (draft.paymentType !== null && offered.includes(draft.paymentType)
        ? draft.paymentType
        : offered.length === 1
          ? offered[0]!
          : undefined) as PaymentType | undefined,
      // The draft's receipt was written from this form (its numbers are the schema's).
      receipt: { ...defaultReceipt, ...draft.receipt } as v.InferInput<typeof PaymentForm>['receipt'],
    },
    send: async (values) => {
      setInvalid(false);
      useCheckoutDraft.getState().patch({ paymentType: values.paymentType, receipt: values.receipt });
      // The step's route is in this router: it opens at once, nothing to wait for.
      void navigate('../confirm');
    },
    onInvalid: () => setInvalid(true),
  });
  useEffect(() => {
    const { unsubscribe } = watch((values) =>
      useCheckoutDraft.getState().patch({
        paymentType: values.paymentType ?? null,
        receipt: values.receipt,
      }),
    );
    return unsubscribe;
  }, [watch]);
  const paymentType = useWatch({ control, name: 'paymentType' });
  const receiptMethod = useWatch({ control, name: 'receipt.method' });
  const receiptType = useWatch({ control, name: 'receipt.type' });
  const carrierType = useWatch({ control, name: 'receipt.carrierType' });
  const asNumber = { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) };

  // The radios offer only the schema's values; the schema checks them again on submit.
  const choose = (name: 'paymentType' | 'receipt.method' | 'receipt.type' | 'receipt.carrierType', value: number) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted });

  // The draft is written from the checked values, not only on change: a pickup order's only
  // payment type comes ticked and its receipt defaults are never touched, and the confirm step
  // sends a draft without a receipt back here.
  // Carriers are printed in upper case and the invoice platform refuses lower case: the letters
  // are raised as the buyer types, the caret kept where it was.
  const carrierNumber = register('receipt.carrierNumber');
  const upperCaseAsTyped = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const upper = input.value.toUpperCase();
    if (upper !== input.value) {
      const { selectionStart, selectionEnd } = input;
      input.value = upper;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    return carrierNumber.onChange(event);
  };

  return (
    <form className="sf-form checkout__form" onSubmit={submit} noValidate aria-labelledby="payment-title">
      <h2 id="payment-title">
        <Trans>付款方式與發票</Trans>
      </h2>
      {invalid && Object.keys(errors).length > 0 ? (
        <p className="sf-form__error" role="alert">
          <Trans>請修正標示的欄位後再繼續</Trans>
        </p>
      ) : null}
      <fieldset className="checkout__choices">
        <legend>
          <Trans>付款方式</Trans>
        </legend>
        {offered.map((type) => (
          <NumberRadio key={type} name="paymentType" value={type} current={paymentType} onSelect={(value) => choose('paymentType', value)}>
            {paymentLabel(type)}
          </NumberRadio>
        ))}
        {errors.paymentType ? (
          <p className="sf-field__error" role="alert">
            <Trans>請選擇付款方式</Trans>
          </p>
        ) : null}
      </fieldset>
      <fieldset className="checkout__choices">
        <legend>
          <Trans>發票寄送方式</Trans>
        </legend>
        <NumberRadio name="receiptMethod" value={0} current={receiptMethod} onSelect={(value) => choose('receipt.method', value)}>
          <Trans>隨貨寄送</Trans>
        </NumberRadio>
        <NumberRadio name="receiptMethod" value={1} current={receiptMethod} onSelect={(value) => choose('receipt.method', value)}>
          <Trans>寄送給訂購人</Trans>
        </NumberRadio>
      </fieldset>
      <fieldset className="checkout__choices">
        <legend>
          <Trans>發票類型</Trans>
        </legend>
        <NumberRadio name="receiptType" value={0} current={receiptType} onSelect={(value) => choose('receipt.type', value)}>
          <Trans>一般電子發票</Trans>
        </NumberRadio>
        <NumberRadio name="receiptType" value={1} current={receiptType} onSelect={(value) => choose('receipt.type', value)}>
          <Trans>公司（統一編號）</Trans>
        </NumberRadio>
        <NumberRadio
          name="receiptType"
          value={2}
          current={receiptType}
          onSelect={(value) => {
            choose('receipt.type', value);
            if (carrierType == null) choose('receipt.carrierType', 1);
          }}
        >
          <Trans>載具</Trans>
        </NumberRadio>
        <NumberRadio name="receiptType" value={3} current={receiptType} onSelect={(value) => choose('receipt.type', value)}>
          <Trans>捐贈</Trans>
        </NumberRadio>
      </fieldset>
      {receiptType === RECEIPT_TYPE.company ? (
        <div className="checkout__row">
          <Field
            label={t`統一編號`}
            required
            error={fieldError('receipt.taxId')}
            hint={t`8 位數字；依財政部 2023 年新制，加權總和可被 5 整除即有效。`}
          >
            <input inputMode="numeric" maxLength={8} {...register('receipt.taxId')} />
          </Field>
          <Field label={t`公司抬頭`} required error={fieldError('receipt.companyTitle')}>
            <input {...register('receipt.companyTitle')} />
          </Field>
        </div>
      ) : null}
      {receiptType === RECEIPT_TYPE.carrier ? (
        <div className="checkout__row">
          <Field label={t`載具類型`} required error={fieldError('receipt.carrierType')}>
            <select {...register('receipt.carrierType', asNumber)}>
              <option value={1}>{t`手機條碼`}</option>
              <option value={2}>{t`自然人憑證`}</option>
            </select>
          </Field>
          <Field
            label={t`載具號碼`}
            required
            error={fieldError('receipt.carrierNumber')}
            hint={
              carrierType === CARRIER_TYPE.naturalPersonCertificate
                ? t`2 個英文字母加 14 位數字，英文字母自動轉為大寫。`
                : t`「/」加 7 個英數字或 . + -，英文字母自動轉為大寫。`
            }
          >
            <input autoCapitalize="characters" autoComplete="off" spellCheck={false} {...carrierNumber} onChange={upperCaseAsTyped} />
          </Field>
        </div>
      ) : null}
      {receiptType === RECEIPT_TYPE.donation ? (
        <Field label={t`捐贈碼`} required error={fieldError('receipt.donationCode')}>
          <input inputMode="numeric" maxLength={7} {...register('receipt.donationCode')} />
        </Field>
      ) : null}
      <p className="checkout__notice">
        <Trans>本商店僅開立電子發票，將於付款完成後 10 天寄送開立通知。</Trans>
      </p>
      <div className="checkout__actions">
        <Button onClick={() => navigate('../delivery')}>
          <Trans>上一步</Trans>
        </Button>
        <Button type="submit" variant="primary">
          <Trans>下一步：確認訂單</Trans>
        </Button>
      </div>
    </form>
  );
}
