// Tests of the logistics companies a merchant ships with.
import { LOGISTICS_COMPANIES, isLogisticsCompany } from './logistics';

it('lists the seven logistics companies', () => {
  expect(LOGISTICS_COMPANIES).toHaveLength(7);
  expect(isLogisticsCompany('黑貓宅急便')).toBe(true);
  expect(isLogisticsCompany('DHL')).toBe(false);
});
