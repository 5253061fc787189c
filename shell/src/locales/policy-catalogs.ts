// The help and policy pages' compiled catalogs (generated from the .po files by `pnpm i18n`),
// fetched with those pages' code, not with main.js (see lingui.config.js).
import { defineCatalogs } from '@storefront/ui';
import { messages as zhTw } from './zh-tw/policies';

// English is fetched when a page is first shown in it (@storefront/ui i18n/catalogs.ts).
export const policyCatalogs = defineCatalogs({ 'zh-tw': zhTw, en: () => import('./en/policies') });
