// The checkout steps' compiled catalogs (generated from the checkout .po files by `pnpm i18n`):
// fetched with the checkout's code, not with the cart (see lingui.config.js).
import { defineCatalogs } from '@storefront/ui';
import { messages as zhTw } from './zh-tw/checkout';

// English is fetched when a page is first shown in it (@storefront/ui i18n/catalogs.ts).
export const checkoutCatalogs = defineCatalogs({ 'zh-tw': zhTw, en: () => import('./en/checkout') });
