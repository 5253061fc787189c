// The shell's compiled catalogs (generated from the .po files by `pnpm i18n`).
import { defineCatalogs } from '@storefront/ui';
import { messages as zhTw } from './zh-tw/messages';

// English is fetched when a page is first shown in it (@storefront/ui i18n/catalogs.ts).
export const catalogs = defineCatalogs({ 'zh-tw': zhTw, en: () => import('./en/messages') });
