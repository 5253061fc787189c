// The help and policy pages' compiled catalogs (generated from the .po files by `pnpm i18n`),
// fetched with those pages' code, not with main.js (see lingui.config.js).
import type { Catalogs } from '@storefront/ui';
import { messages as en } from './en/policies';
import { messages as zhTw } from './zh-tw/policies';

export const policyCatalogs: Catalogs = { 'zh-tw': zhTw, en };
