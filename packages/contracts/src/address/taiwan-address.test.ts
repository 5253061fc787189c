import { TAIWAN_COUNTIES, isTaiwanDistrict, taiwanAddressLine, taiwanCounty, taiwanDistricts, taiwanPostalCode } from './taiwan-address';
import { cvsChain } from '@storefront/contracts';

describe('Taiwan address cascade', () => {
  it('has the 22 counties and their districts with 3-digit postal codes', () => {
    expect(TAIWAN_COUNTIES).toHaveLength(22);
    const rows = TAIWAN_COUNTIES.flatMap((c) => c.districts);
    expect(rows.length).toBeGreaterThanOrEqual(368);
    expect(rows.every((d) => /^\d{3}$/.test(d.postalCode))).toBe(true);
  });

  it('sets the postal code from county and district, with English labels', () => {
    expect(taiwanPostalCode('臺北市', '中正區')).toBe('100');
    expect(taiwanPostalCode('臺北市', '不存在區')).toBe('');
    expect(taiwanCounty('台北市')?.nameEn).toBe('Taipei City');
    expect(taiwanDistricts('臺北市').find((d) => d.name === '大安區')?.nameEn).toBe("Da'an District");
    expect(isTaiwanDistrict('高雄市', '中正區')).toBe(false);
    expect(taiwanAddressLine({ areaCode: '100', city: '臺北市', areaTitle: '中正區', street: '重慶南路一段 122 號' })).toBe(
      '100臺北市中正區重慶南路一段 122 號',
    );
  });

  it('names the convenience-store chain of pickup payment types', () => {
    expect(cvsChain(12)?.subType).toBe('FAMIC2C');
    expect(cvsChain(14)?.subType).toBe('UNIMARTC2C');
    expect(cvsChain(6)).toBeNull();
  });
});
