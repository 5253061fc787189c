// The fields of one address (billing or delivery): names, phone (numeric input in Taiwan, a tel
// keypad with + abroad), an optional extra field such as the billing email, the country from the country fee list (named in the page's language) and, for Taiwan,
// the county → district cascade that sets the postal code (contracts' address data); abroad,
// free-text state, city and postal code. Works on the caller's react-hook-form instance through
// its methods only (type-only import), so the app's own react-hook-form copy does the work even
// though this package is a federation singleton.
import { useLingui } from '@lingui/react/macro';
import { TAIWAN_COUNTRY_CODE, type CountryFee } from '@storefront/contracts';
import { TAIWAN_COUNTIES, taiwanDistricts } from '@storefront/contracts/address';
import { useMemo, type ReactNode } from 'react';
import type { FieldError, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { Field, useLanguage, useValidationText } from '@storefront/ui';

export type AddressFieldName = 'lastName' | 'firstName' | 'telephone' | 'country' | 'state' | 'city' | 'areaTitle' | 'areaCode' | 'street';

export type TaiwanAddressFieldsProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  countries: readonly CountryFee[];
  /** Where the address sits in the form values ('deliveryDetail'); none when the form is the address. */
  path?: string;
  /** Rendered after the phone (the billing email at checkout). */
  extra?: ReactNode;
  /** A hint under the phone field. */
  phoneHint?: ReactNode;
  /** Whether the street is marked required (as the caller's schema says). */
  streetRequired?: boolean;
};

/** Walks a dotted path through react-hook-form's nested error object. */
function errorAt(errors: object, path: string): FieldError | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node && typeof node === 'object' && 'message' in node ? (node as FieldError) : undefined;
}

export function TaiwanAddressFields<T extends FieldValues>({
  form,
  countries,
  path,
  extra,
  phoneHint,
  streetRequired,
}: TaiwanAddressFieldsProps<T>) {
  const { t } = useLingui();
  const lang = useLanguage();
  const validationText = useValidationText();
  const { register, setValue, watch, formState } = form;
  const name = (field: AddressFieldName) => (path ? `${path}.${field}` : field) as Path<T>;
  const error = (field: AddressFieldName) => {
    const found = errorAt(formState.errors, name(field));
    return found ? validationText(found.message) : undefined;
  };
  const clear = (field: AddressFieldName, value = '') => setValue(name(field), value as PathValue<T, Path<T>>);
  const country = (watch(name('country')) as string | undefined) ?? TAIWAN_COUNTRY_CODE;
  const city = (watch(name('city')) as string | undefined) ?? '';
  const districts = taiwanDistricts(city);
  const inTaiwan = country === TAIWAN_COUNTRY_CODE;
  const local = (place: { name: string; nameEn: string }) => (lang === 'en' ? place.nameEn : place.name);
  // The country list's titles are Chinese (臺灣, 香港…): the English page names them from the
  // browser's region names, by their codes.
  const regions = useMemo(() => (lang === 'en' ? new Intl.DisplayNames(['en'], { type: 'region', style: 'short' }) : null), [lang]);
  const countryName = (c: CountryFee) => {
    try {
      return regions?.of(c.code) ?? c.title;
    } catch {
      return c.title;
    }
  };

  return (
    <>
      <div className="sf-address__row">
        <Field label={t`姓氏`} required error={error('lastName')}>
          <input autoComplete="family-name" {...register(name('lastName'))} />
        </Field>
        <Field label={t`名字`} required error={error('firstName')}>
          <input autoComplete="given-name" {...register(name('firstName'))} />
        </Field>
      </div>
      <Field label={t`電話`} required error={error('telephone')} hint={phoneHint}>
        <input type="tel" inputMode={inTaiwan ? 'numeric' : 'tel'} autoComplete="tel" {...register(name('telephone'))} />
      </Field>
      {extra}
      <Field label={t`國家`} required error={error('country')}>
        <select {...register(name('country'))}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {countryName(c)}
            </option>
          ))}
        </select>
      </Field>
      {inTaiwan ? (
        <div className="sf-address__row">
          <Field label={t`縣市`} required error={error('city')}>
            <select
              {...register(name('city'), {
                // A new county invalidates the district and its postal code.
                onChange: () => {
                  clear('areaTitle');
                  clear('areaCode');
                },
              })}
            >
              <option value="">{t`請選擇縣市`}</option>
              {TAIWAN_COUNTIES.map((c) => (
                <option key={c.name} value={c.name}>
                  {local(c)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t`鄉鎮市區`} required error={error('areaTitle')}>
            <select
              {...register(name('areaTitle'), {
                onChange: (event: { target: { value: string } }) =>
                  clear('areaCode', districts.find((d) => d.name === event.target.value)?.postalCode ?? ''),
              })}
              disabled={districts.length === 0}
            >
              <option value="">{t`請選擇鄉鎮市區`}</option>
              {districts.map((d) => (
                <option key={d.name} value={d.name}>
                  {local(d)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t`郵遞區號`}>
            <input readOnly {...register(name('areaCode'))} />
          </Field>
        </div>
      ) : (
        <div className="sf-address__row">
          <Field label={t`州／省`} error={error('state')}>
            <input {...register(name('state'))} />
          </Field>
          <Field label={t`城市`} error={error('city')}>
            <input {...register(name('city'))} />
          </Field>
          <Field label={t`郵遞區號`} error={error('areaCode')}>
            <input {...register(name('areaCode'))} />
          </Field>
        </div>
      )}
      <Field label={t`地址`} required={streetRequired} error={error('street')}>
        <input autoComplete="street-address" {...register(name('street'))} />
      </Field>
    </>
  );
}
