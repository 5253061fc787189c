// The fields of one address (billing or delivery): name, phone, (email), country from the
// country fee list, and for Taiwan the county → district cascade that sets the postal code.
import { Trans, useLingui } from '@lingui/react/macro';
import { TAIWAN_COUNTIES, TAIWAN_COUNTRY_CODE, taiwanDistricts, type CountryFee } from '@storefront/contracts';
import { Field, useLanguage, useValidationText } from '@storefront/ui';
import { useFormContext, useWatch, type FieldError } from 'react-hook-form';
import type { DeliveryFormValues } from './delivery-form';

type Props = { prefix: 'purchaseDetail' | 'deliveryDetail'; countries: readonly CountryFee[] };

export function AddressFields({ prefix, countries }: Props) {
  const { t } = useLingui();
  const lang = useLanguage();
  const validationText = useValidationText();
  const { register, setValue, control, formState } = useFormContext<DeliveryFormValues>();
  const errors = (formState.errors[prefix] ?? {}) as Partial<Record<string, FieldError>>;
  const error = (name: string) => (errors[name] ? validationText(errors[name]?.message) : undefined);
  const country = useWatch({ control, name: `${prefix}.country` }) ?? TAIWAN_COUNTRY_CODE;
  const city = useWatch({ control, name: `${prefix}.city` }) ?? '';
  const districts = taiwanDistricts(city);
  const isTaiwan = country === TAIWAN_COUNTRY_CODE;

  return (
    <div className="checkout__address">
      <div className="checkout__row">
        <Field label={t`姓`} required error={error('lastName')}>
          <input autoComplete="family-name" {...register(`${prefix}.lastName`)} />
        </Field>
        <Field label={t`名`} required error={error('firstName')}>
          <input autoComplete="given-name" {...register(`${prefix}.firstName`)} />
        </Field>
      </div>
      <Field label={t`電話`} required error={error('telephone')} hint={<Trans>手機 09 開頭共 10 碼，或市話</Trans>}>
        <input type="tel" inputMode="numeric" autoComplete="tel" {...register(`${prefix}.telephone`)} />
      </Field>
      {prefix === 'purchaseDetail' ? (
        <Field label={t`電子郵件`} required error={error('email')}>
          <input type="email" autoComplete="email" {...register('purchaseDetail.email')} />
        </Field>
      ) : null}
      <Field label={t`國家`} required error={error('country')}>
        <select {...register(`${prefix}.country`)}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.title}
            </option>
          ))}
        </select>
      </Field>
      {isTaiwan ? (
        <div className="checkout__row">
          <Field label={t`縣市`} required error={error('city')}>
            <select
              {...register(`${prefix}.city`, {
                onChange: () => {
                  setValue(`${prefix}.areaTitle`, '');
                  setValue(`${prefix}.areaCode`, '');
                },
              })}
            >
              <option value="">{t`請選擇`}</option>
              {TAIWAN_COUNTIES.map((c) => (
                <option key={c.name} value={c.name}>
                  {lang === 'en' ? c.nameEn : c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t`鄉鎮市區`} required error={error('areaTitle')}>
            <select
              {...register(`${prefix}.areaTitle`, {
                onChange: (event: { target: { value: string } }) =>
                  setValue(`${prefix}.areaCode`, districts.find((d) => d.name === event.target.value)?.postalCode ?? ''),
              })}
            >
              <option value="">{t`請選擇`}</option>
              {districts.map((d) => (
                <option key={d.name} value={d.name}>
                  {lang === 'en' ? d.nameEn : d.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t`郵遞區號`}>
            <input readOnly {...register(`${prefix}.areaCode`)} />
          </Field>
        </div>
      ) : (
        <div className="checkout__row">
          <Field label={t`州／省`} error={error('state')}>
            <input {...register(`${prefix}.state`)} />
          </Field>
          <Field label={t`城市`} error={error('city')}>
            <input {...register(`${prefix}.city`)} />
          </Field>
          <Field label={t`郵遞區號`} error={error('areaCode')}>
            <input {...register(`${prefix}.areaCode`)} />
          </Field>
        </div>
      )}
      <Field label={t`地址`} required error={error('street')}>
        <input autoComplete="street-address" {...register(`${prefix}.street`)} />
      </Field>
    </div>
  );
}
