// The page's <title> for every route the shell knows, as the route's default: a screen that knows
// a more precise name (a product's title) sets its own with useDocumentTitle and wins over it.
// The names are the ones the screens show as their heading.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useDocumentTitle } from '@storefront/ui';
import { useLocation } from 'react-router-dom';

// First match wins; null: the site's name alone.
const TITLES: [RegExp, MessageDescriptor | null][] = [
  [/^\/$/, null],
  [/^\/products\/[^/]+\/?$/, msg`商品`],
  [/^\/search\/?$/, msg`搜尋商品`],
  [/^\/category\/[^/]+\/?$/, msg`分類`],
  [/^\/brand\/[^/]+\/?$/, msg`品牌`],
  [/^\/cart\/?$/, msg`購物車`],
  [/^\/(en\/)?checkout\/delivery\/?$/, msg`收件資料`],
  [/^\/(en\/)?checkout\/payment\/?$/, msg`付款方式與發票`],
  [/^\/(en\/)?checkout\/confirm\/?$/, msg`確認訂單`],
  [/^\/(en\/)?checkout\/finish(\/|$)/, msg`訂單已成立`],
  [/^\/(en\/)?checkout(\/|$)/, msg`結帳`],
  [/^\/member\/login\/?$/, msg`會員登入`],
  [/^\/member\/register\/?$/, msg`註冊會員`],
  [/^\/member\/profile\/?$/, msg`個人資料`],
  [/^\/member\/deliverydetail\/?$/, msg`帳單與收件資料`],
  [/^\/member\/wishlist\/?$/, msg`收藏清單`],
  [/^\/member\/points\/?$/, msg`Z 紅利`],
  [/^\/member\/memberupgrade\/?$/, msg`成為美立會員`],
  [/^\/member\/merchantupgrade\/?$/, msg`成為美立搭檔`],
  [/^\/member\/orders\/?$/, msg`購買紀錄`],
  [/^\/member\/order\/[^/]+\/?$/, msg`訂單明細`],
  [/^\/member\/merchant\/products\/?$/, msg`商品管理`],
  [/^\/member\/merchant\/newproduct\/?$/, msg`新增商品`],
  [/^\/member\/merchant\/product\/[^/]+\/?$/, msg`編輯商品`],
  [/^\/member\/merchant\/orders\/?$/, msg`訂單管理`],
  [/^\/member\/merchant\/order\/[^/]+\/?$/, msg`訂單明細`],
  [/^\/member\/merchant\/?$/, msg`搭檔資料`],
  [/^\/member\/operator\/product\/[^/]+\/?$/, msg`審核商品`],
  [/^\/member\/operator\/applications\/?$/, msg`會員與搭檔申請`],
  [/^\/member\/operator\/?$/, msg`商品審核`],
  [/^\/member(\/|$)/, msg`會員中心`],
  [/^\/terms\/?$/, msg`服務條款`],
  [/^\/return\/?$/, msg`退貨政策`],
  [/^\/earnpoints\/?$/, msg`Z 紅利說明`],
];

/** The screen's name for a path, translated; null for the site's name alone. */
export function routeTitle(pathname: string, translate: (descriptor: MessageDescriptor) => string): string | null {
  const found = TITLES.find(([path]) => path.test(pathname));
  if (!found) return translate(msg`找不到這個頁面`);
  return found[1] ? translate(found[1]) : null;
}

export function RouteTitle() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  useDocumentTitle(
    routeTitle(pathname, (descriptor) => i18n._(descriptor)),
    { fallback: true },
  );
  return null;
}
