// GET /api/member/logisticstatus/{e_orderstatus}: the convenience-store logistics state of an
// order in words, as plain text. The codes are the logistics provider's (ECPay's RtnCode for
// C2C store pick-up) plus '12', the storefront's "store not confirmed yet". `?lang=en` answers
// in English; an unknown code is answered with the code itself, so the buyer still sees it.
const statusTexts: Record<string, readonly [zhTw: string, en: string]> = {
  '0': ['等待賣家寄件', 'Waiting for the seller to send the parcel'],
  '12': ['等待確認取貨門市', 'Waiting for the pick-up store to be confirmed'],
  '300': ['訂單處理中', 'Order being processed'],
  '2030': ['商品已送至物流中心', 'Parcel at the logistics centre'],
  '2063': ['商品已送達門市', 'Parcel arrived at the store'],
  '2067': ['消費者成功取件', 'Parcel picked up'],
  '2068': ['商品已送達物流中心', 'Parcel received at the logistics centre'],
  '2073': ['商品配達門市', 'Parcel delivered to the store'],
  '2074': ['消費者七天未取件，退回物流中心', 'Not picked up within seven days, returned to the logistics centre'],
  '3018': ['商品已到門市', 'Parcel at the store'],
  '3022': ['買家已到店取貨', 'Picked up at the store'],
  '10100058': ['付款未完成', 'Payment not completed'],
};

export function logisticStatusText(code: string, lang: string | undefined): string {
  const texts = statusTexts[code];
  if (!texts) return lang === 'en' ? `Logistics status ${code}` : `物流狀態代碼 ${code}`;
  return lang === 'en' ? texts[1] : texts[0];
}
