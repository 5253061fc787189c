// The listing screen's compiled catalogs (generated from the listing .po files by `pnpm i18n`):
// fetched with the listing's code, not with the product page (see lingui.config.js).
import { defineCatalogs } from '@storefront/ui';
import { messages as zhTw } from './zh-tw/listing';

// English is fetched when a page is first shown in it (@storefront/ui i18n/catalogs.ts).
export const listingCatalogs = defineCatalogs({ 'zh-tw': zhTw, en: () => import('./en/listing') });
