// The compiled catalogs of the exposed module, the cart and the checkout frame (generated from
// the .po files by `pnpm i18n`); the checkout steps have their own (checkout-catalogs.ts).
import type { Catalogs } from '@storefront/ui';
import { messages as en } from './en/messages';
import { messages as zhTw } from './zh-tw/messages';

export const catalogs: Catalogs = { 'zh-tw': zhTw, en };
