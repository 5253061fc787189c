// Country codes of addresses and country fees.
export const TAIWAN_COUNTRY_CODE = 'TW';
