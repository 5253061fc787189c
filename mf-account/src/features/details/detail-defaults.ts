// The starting values of a billing or delivery form: the saved detail, or empty fields in Taiwan.
import { TAIWAN_COUNTRY_CODE, type DeliveryDetail } from '@storefront/contracts';

export function addressDefaults(saved: DeliveryDetail | null | undefined) {
  return {
    firstName: saved?.firstName ?? '',
    lastName: saved?.lastName ?? '',
    telephone: saved?.telephone ?? '',
    country: saved?.country || TAIWAN_COUNTRY_CODE,
    state: saved?.state ?? '',
    city: saved?.city ?? '',
    areaCode: saved?.areaCode ?? '',
    areaTitle: saved?.areaTitle ?? '',
    street: saved?.street ?? '',
  };
}
