// The address part of the billing and delivery forms: names, phone (numeric input), country and,
// for Taiwan, the county → district cascade that sets the postal code; abroad, free-text state,
// city and postal code. Used inside either form through react-hook-form's context.
import { Trans, useLingui } from '@lingui/react/macro';
import { TAIWAN_COUNTIES, TAIWAN_COUNTRY_CODE, taiwanDistricts, type CountryFee, type DeliveryDetailInput } from '@storefront/contracts';
import { Field, useLanguage, useValidationText } from '@storefront/ui';
import { useFormContext } from 'react-hook-form';
import type * as v from 'valibot';

export type AddressValues = v.InferInput<typeof DeliveryDetailInput>;

export function AddressFields({ countries }: { countries: readonly CountryFee[] }) {
  const { t } = useLingui();
  const text = useValidationText();
  const lang = useLanguage();
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<AddressValues>();
  const [country, city] = watch(['country', 'city']);
  const inTaiwan = (country ?? TAIWAN_COUNTRY_CODE) === TAIWAN_COUNTRY_CODE;
  const districts = taiwanDistricts(city ?? '');
  const cityField = register('city', {
    onChange: () => {
      // A new county invalidates the district and its postal code.
      setValue('areaTitle', '');
      setValue('areaCode', '');
    },
  });
  const districtField = register('areaTitle', {
    onChange: (event: { target: { value: string } }) => {
      const district = districts.find((d) => d.name === event.target.value);
      setValue('areaCode', district?.postalCode ?? '');
    },
  });

  return (
    <>
      <div className="account-form__row">
        <Field label={t`姓氏`} required error={errors.lastName && text(errors.lastName.message)}>
          <input autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label={t`名字`} required error={errors.firstName && text(errors.firstName.message)}>
          <input autoComplete="given-name" {...register('firstName')} />
        </Field>
      </div>
      <Field label={t`電話`} required error={errors.telephone && text(errors.telephone.message)}>
        <input type="tel" inputMode="numeric" autoComplete="tel" {...register('telephone')} />
      </Field>
      <Field label={t`國家`} required error={errors.country && text(errors.country.message)}>
        <select {...register('country')}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.title}
            </option>
          ))}
        </select>
      </Field>
      {inTaiwan ? (
        <div className="account-form__row">
          <Field label={t`縣市`} required error={errors.city && text(errors.city.message)}>
            <select {...cityField}>
              <option value="">{t`請選擇縣市`}</option>
              {TAIWAN_COUNTIES.map((c) => (
                <option key={c.name} value={c.name}>
                  {lang === 'zh-tw' ? c.name : c.nameEn}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t`鄉鎮市區`} required error={errors.areaTitle && text(errors.areaTitle.message)}>
            <select {...districtField} disabled={districts.length === 0}>
              <option value="">{t`請選擇鄉鎮市區`}</option>
              {districts.map((d) => (
                <option key={d.name} value={d.name}>
                  {lang === 'zh-tw' ? d.name : d.nameEn}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t`郵遞區號`}>
            <input readOnly {...register('areaCode')} />
          </Field>
        </div>
      ) : (
        <div className="account-form__row">
          <Field label={t`州／省`} error={errors.state && text(errors.state.message)}>
            <input {...register('state')} />
          </Field>
          <Field label={t`城市`} error={errors.city && text(errors.city.message)}>
            <input {...register('city')} />
          </Field>
          <Field label={t`郵遞區號`} error={errors.areaCode && text(errors.areaCode.message)}>
            <input {...register('areaCode')} />
          </Field>
        </div>
      )}
      <Field label={t`地址`} error={errors.street && text(errors.street.message)}>
        <input autoComplete="street-address" {...register('street')} />
      </Field>
      <p className="account-note">
        <Trans>標示 * 的欄位為必填</Trans>
      </p>
    </>
  );
}
