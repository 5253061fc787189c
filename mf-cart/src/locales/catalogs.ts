// The compiled catalogs of the exposed module, the cart and the checkout frame (generated from
// the .po files by `pnpm i18n`); the checkout steps have their own (checkout-catalogs.ts).
import { defineCatalogs } from '@storefront/ui';
import { messages as zhTw } from './zh-tw/messages';

// English is fetched when a page is first shown in it (@storefront/ui i18n/catalogs.ts).
export const catalogs = defineCatalogs({ 'zh-tw': zhTw, en: () => import('./en/messages') });
