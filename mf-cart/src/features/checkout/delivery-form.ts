// The delivery step's form: billing and delivery details checked with the contracts' schemas
// (the server checks the same ones), plus a street, which checkout needs for home delivery.
import { schemaFields } from '@storefront/contracts';
import { DeliveryDetailInput, PurchaseDetailInput } from '@storefront/contracts/member';
import * as v from 'valibot';

const withStreet = <T extends v.GenericSchema<unknown, { street: string }>>(schema: T) =>
  v.pipe(
    schema,
    v.forward(
      v.check((input) => input.street !== '', 'required'),
      ['street'] as never,
    ),
  );

export const DeliveryForm = v.object({
  purchaseDetail: withStreet(PurchaseDetailInput),
  deliveryDetail: withStreet(DeliveryDetailInput),
  deliveryComments: schemaFields.optionalText(500),
});

export type DeliveryFormValues = {
  purchaseDetail: Record<
    'firstName' | 'lastName' | 'telephone' | 'email' | 'country' | 'state' | 'city' | 'areaCode' | 'areaTitle' | 'street',
    string
  >;
  deliveryDetail: Record<
    'firstName' | 'lastName' | 'telephone' | 'country' | 'state' | 'city' | 'areaCode' | 'areaTitle' | 'street',
    string
  >;
  deliveryComments: string;
};

const blank = { firstName: '', lastName: '', telephone: '', country: 'TW', state: '', city: '', areaCode: '', areaTitle: '', street: '' };

type Saved = Partial<Record<string, string | number | null | undefined>> | null | undefined;

/** Form values from a draft or saved detail; nulls become empty strings. */
export function addressValues<T extends object>(base: T, ...sources: Saved[]): T {
  const out: Record<string, string> = { ...(base as Record<string, string>) };
  for (const key of Object.keys(out)) {
    for (const source of sources) {
      const value = source?.[key];
      if (value !== undefined && value !== null && value !== '') {
        out[key] = String(value);
        break;
      }
    }
  }
  return out as T;
}

export const blankPurchase = { ...blank, email: '' };
export const blankDelivery = blank;
