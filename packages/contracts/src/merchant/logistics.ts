// The logistics companies a merchant picks when shipping. These proper names travel on the wire
// as the order's deliveryETA and are shown as stored, so they are data, not UI text.

export const LOGISTICS_COMPANIES = ['黑貓宅急便', '順豐速運', '郵局掛號', '郵局EMS', '郵局平信', '宅配通', '其他'] as const;

export type LogisticsCompany = (typeof LOGISTICS_COMPANIES)[number];

export function isLogisticsCompany(value: unknown): value is LogisticsCompany {
  return typeof value === 'string' && (LOGISTICS_COMPANIES as readonly string[]).includes(value);
}
