// The checkout steps' compiled catalogs (generated from the checkout .po files by `pnpm i18n`):
// fetched with the checkout's code, not with the cart (see lingui.config.js).
import type { Catalogs } from '@storefront/ui';
import { messages as en } from './en/checkout';
import { messages as zhTw } from './zh-tw/checkout';

export const checkoutCatalogs: Catalogs = { 'zh-tw': zhTw, en };
