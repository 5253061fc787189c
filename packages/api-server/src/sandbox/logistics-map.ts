// The sandbox convenience-store map (stands in for the logistics provider's store picker for
// payment types 12–15): lists sample stores of the requested chain; picking one sends the
// browser back to ServerReplyURL with CVSStoreID, CVSStoreName, CVSAddress, CVSTelephone,
// LogisticsSubType and ExtraData, as the provider does. Only replies to this server's own pages.
import type { Context, Hono } from 'hono';
import { LOGISTICS_MAP_PATH, type CvsSubType } from '@storefront/contracts';
import type { AppEnv } from '../context';
import { formParams } from '../payments/form-params';
import { safePath } from '../security/return-url';
import { errorPage, page } from './ecpay-page';

export interface SampleStore {
  id: string;
  name: string;
  address: string;
  telephone: string;
}

export const SANDBOX_STORES: Record<CvsSubType, SampleStore[]> = {
  FAMIC2C: [
    { id: '006598', name: '全家台北重慶店', address: '臺北市中正區重慶南路一段 10 號', telephone: '02-23110001' },
    { id: '013317', name: '全家板橋文化店', address: '新北市板橋區文化路一段 100 號', telephone: '02-29600002' },
  ],
  UNIMARTC2C: [
    { id: '131386', name: '7-ELEVEN 建盛門市', address: '臺北市中山區南京東路二段 20 號', telephone: '02-25310003' },
    { id: '991182', name: '7-ELEVEN 台中公益門市', address: '臺中市西區公益路 50 號', telephone: '04-23100004' },
  ],
  HILIFEC2C: [
    { id: '4226', name: '萊爾富高雄中山店', address: '高雄市新興區中山一路 30 號', telephone: '07-23100005' },
    { id: '3351', name: '萊爾富新竹光復店', address: '新竹市東區光復路二段 8 號', telephone: '03-57100006' },
  ],
  OKMARTC2C: [
    { id: '1328', name: 'OK 台南民生店', address: '臺南市中西區民生路一段 5 號', telephone: '06-22100007' },
    { id: '1107', name: 'OK 桃園中正店', address: '桃園市桃園區中正路 77 號', telephone: '03-33100008' },
  ],
};

const isSubType = (value: string | undefined): value is CvsSubType =>
  value === 'FAMIC2C' || value === 'UNIMARTC2C' || value === 'HILIFEC2C' || value === 'OKMARTC2C';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function storeChoiceUrl(reply: string, subType: CvsSubType, store: SampleStore, extra: string): string {
  const query = new URLSearchParams({
    CVSStoreID: store.id,
    CVSStoreName: store.name,
    CVSAddress: store.address,
    CVSTelephone: store.telephone,
    LogisticsSubType: subType,
    ExtraData: extra,
  });
  return `${reply}${reply.includes('?') ? '&' : '?'}${query.toString()}`;
}

export function registerLogisticsMap(app: Hono<AppEnv>): void {
  const show = async (c: Context) => {
    const form: Record<string, string> = c.req.method === 'POST' ? await formParams(c) : {};
    const read = (key: string) => {
      const value = form[key];
      return typeof value === 'string' ? value : c.req.query(key);
    };
    const subType = read('LogisticsSubType');
    const reply = safePath(read('ServerReplyURL'));
    if (!isSubType(subType) || !reply) return c.html(errorPage('LogisticsSubType or ServerReplyURL Error'), 400);
    const extra = (read('ExtraData') ?? '').slice(0, 20);
    const items = SANDBOX_STORES[subType]
      .map(
        (store) =>
          `<li style="margin:.6rem 0"><a data-store-id="${escapeHtml(store.id)}" href="${escapeHtml(storeChoiceUrl(reply, subType, store, extra))}">${escapeHtml(
            store.name,
          )}</a><br><small>${escapeHtml(store.address)}</small></li>`,
      )
      .join('');
    return c.html(
      page('Logistics sandbox', `<h1 style="font-size:1.3rem">門市地圖（測試） Store map sandbox</h1><p>${subType}</p><ul>${items}</ul>`),
      200,
      { 'Cache-Control': 'no-store' },
    );
  };
  app.get(LOGISTICS_MAP_PATH, show);
  app.post(LOGISTICS_MAP_PATH, show);
}
