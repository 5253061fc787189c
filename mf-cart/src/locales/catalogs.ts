// This app's compiled catalogs (generated from the .po files by `pnpm i18n`).
import type { Catalogs } from '@storefront/ui';
import { messages as en } from './en/messages';
import { messages as zhTw } from './zh-tw/messages';

export const catalogs: Catalogs = { 'zh-tw': zhTw, en };
