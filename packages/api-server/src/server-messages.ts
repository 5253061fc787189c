// The server's refusals in the request's language. The texts are written in Traditional Chinese
// (the source language, as the screens' catalogs); a request whose language is English (the
// language cookie, the one source the pages use too) gets them in English. Catalogue data a
// merchant typed (product titles in a refusal) is left as it is.
import { parseLanguage, type Language } from '@storefront/contracts';

const EXACT: Readonly<Record<string, string>> = {
  // Titles
  請求格式錯誤: 'Bad request',
  請求錯誤: 'Bad request',
  請求內容過大: 'Request too large',
  伺服器錯誤: 'Server error',
  找不到: 'Not found',
  請先登入: 'Please log in',
  權限不足: 'Not allowed',
  帳號或密碼錯誤: 'Wrong email or password',
  舊密碼錯誤: 'Wrong current password',
  無法變更密碼: 'Cannot change the password',
  '此 Email 已註冊': 'This email is already registered',
  申請中: 'Application pending',
  已是美立會員: 'Already a member',
  已是美立搭檔: 'Already a partner',
  狀態已變更: 'State changed',
  無法取消: 'Cannot cancel',
  無法出貨: 'Cannot ship',
  無法處理退貨: 'Cannot handle the return',
  無法申請退貨: 'Cannot request a return',
  無法確認收貨: 'Cannot confirm receipt',
  無法重新付款: 'Cannot pay again',
  已逾付款期限: 'Payment deadline passed',
  重新付款期限已過: 'Time to pay again has passed',
  無法更換門市: 'Cannot change the store',
  無法建立超商寄件: 'Cannot create the store shipment',
  超商取貨訂單: 'Store pickup order',
  不是超商取貨訂單: 'Not a store pickup order',
  無法下架: 'Cannot take down',
  沒有待匯款的退款: 'No refund to transfer',
  無法提供退款帳戶: 'Cannot give the refund account',
  等待買家提供退款帳戶: "Waiting for the buyer's refund account",
  圖片使用中: 'Picture in use',
  網址後綴已被使用: 'URL suffix taken',
  競標已結束: 'Auction ended',
  無法出價: 'Cannot bid',
  出價金額不可低於: 'Bid too low',
  結標時間有誤: 'Wrong auction end',
  紅利點數超過上限: 'Too many points',
  無法配送至此國家: 'Cannot deliver to this country',
  無法上傳圖片: 'Cannot upload the picture',
  門市不符: 'Store does not match',
  請選擇取貨門市: 'Choose a pickup store',
  冷凍商品無法超商取貨: 'Frozen goods cannot be picked up at a store',
  加購商品需與主商品一起購買: 'Add-ons are bought with their main item',
  商品價格或庫存有變動: 'Prices or stock changed',
  無法退刷: 'Cannot refund the card',
  金流商無法退刷: 'The payment provider could not refund',
  物流商無法建立寄件: 'The logistics provider could not create the shipment',
  // Messages
  找不到資料: 'Nothing found',
  找不到商家: 'Merchant not found',
  此功能需要登入會員: 'This needs a member login',
  '此功能僅限美立搭檔（商家）使用': 'For partners (merchants) only',
  此功能僅限平台營運人員使用: 'For platform operators only',
  '請確認 Email 與密碼': 'Check your email and password',
  請確認目前的密碼: 'Check your current password',
  此帳號使用社群帳號登入: 'This account logs in with a social account',
  '請直接登入或使用其他 Email': 'Log in, or use another email',
  '搭檔申請已送出，審核中': 'Your partner application is under review',
  '會員升級申請已送出，審核中': 'Your membership upgrade is under review',
  此帳號已完成會員升級: 'This account is already upgraded',
  此帳號已是美立搭檔: 'This account is already a partner',
  這筆訂單已無法取消: 'This order can no longer be cancelled',
  只有待出貨的訂單可以完成出貨: 'Only orders awaiting shipment can be shipped',
  這筆訂單沒有待處理的退貨申請: 'This order has no return request to handle',
  '只有送達 7 天內的訂單可以申請退貨，且每筆訂單限申請一次': 'A return can be requested once, within 7 days of delivery',
  只有運送中的訂單可以確認收貨: 'Only orders on their way can be confirmed as received',
  只有付款失敗或尚未付款的信用卡訂單可以重新付款: 'Only card orders not paid or whose payment failed can be paid again',
  '此訂單已超過付款期限，無法付款': 'The payment deadline of this order has passed',
  '付款失敗後未在期限內重新付款，訂單已失效，商品庫存與使用的點數已退回':
    'The order was not paid again in time after its payment failed: it has lapsed, and its stock and points were given back',
  這筆訂單不是超商取貨: 'This order is not a store pickup',
  '寄件已建立，無法更換取貨門市': 'The shipment is created; the pickup store cannot change',
  這筆訂單沒有取貨門市: 'This order has no pickup store',
  超商取貨訂單請以超商寄件完成出貨: 'Ship store pickup orders with a store shipment',
  這筆訂單請填寫物流公司與追蹤碼出貨: 'Ship this order with a courier and a tracking code',
  只有上架中的商品可以下架: 'Only products on sale can be taken down',
  這筆訂單沒有待完成的退款匯款: 'This order has no refund transfer to complete',
  這筆訂單沒有待匯款的退款: 'This order has no refund waiting for a transfer',
  '買家尚未提供退款帳戶，無法完成退款匯款': 'The buyer has not given a refund account yet: the transfer cannot be marked done',
  '網址後綴已被其他商品使用，請換一個': 'Another product uses this URL suffix; choose another',
  '競標已結束，無法出價': 'The auction has ended; no more bids',
  不可對自己的商品出價: 'You cannot bid on your own product',
  結標時間須晚於現在: 'The auction must end in the future',
  請選擇同一家超商的門市: 'Choose a store of the same chain',
  超商取貨需要先選擇門市: 'Store pickup needs a store first',
  '訂單中有冷凍商品，請選擇宅配': 'The order has frozen goods: choose home delivery',
  加購商品的主商品不在訂單中: "An add-on's main item is not in the order",
  '找不到這筆訂單的刷卡交易，請聯絡客服': 'No card payment found for this order; please contact us',
  縣市與鄉鎮市區不符: 'The district is not in the county',
  找不到品牌: 'Brand not found',
  找不到分類: 'Category not found',
  '圖片網址須為公開的 https 網址': 'Picture URLs must be public https URLs',
  商品類型不屬於所選分類: 'The product type is not in the chosen category',
  名稱不可空白: 'The name must not be blank',
  '檔案過大，請壓縮至 1.5 MB 以下': 'File too large: compress it below 1.5 MB',
  請稍後再試: 'Please try again later',
  請求內容為空: 'The request is empty',
  'JSON 格式錯誤': 'Malformed JSON',
  無法讀取請求內容: 'The request cannot be read',
  無法讀取表單內容: 'The form cannot be read',
  請以表單格式送出: 'Send it as a form',
  '請以 multipart/form-data 上傳檔案': 'Upload files as multipart/form-data',
  欄位含有不允許的控制字元: 'A field holds a control character',
};

// Messages that carry a value: the value is kept.
const PATTERNS: readonly [RegExp, (...parts: string[]) => string][] = [
  [/^欄位錯誤：(.*)$/s, (fields) => `Invalid fields: ${fields}`],
  [/^出價金額不可低於 (\d+)$/, (minimum) => `The bid must be at least ${minimum}`],
  [/^本筆訂單最多可使用 (\d+) 點$/, (points) => `This order can use at most ${points} points`],
  [/^名稱最多 (\d+) 個字$/, (n) => `Names have at most ${n} characters`],
  [/^重複的編號 (.*)$/, (id) => `Duplicate id ${id}`],
  [/^JSON 巢狀超過 (\d+) 層$/, (n) => `JSON nested deeper than ${n} levels`],
  [/^上限 (\d+) bytes$/, (n) => `At most ${n} bytes`],
  [/^欄位含有不允許的控制字元：(.*)$/, (field) => `A field holds a control character: ${field}`],
  [/^(.*)；請先從商品移除這張圖片再刪除$/s, (where) => `${where}; remove the picture from those products first`],
];

/** One server text in the language: English where it is known, else as written. */
export function serverText(text: string, lang: Language): string {
  if (lang !== 'en') return text;
  const exact = EXACT[text];
  if (exact) return exact;
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return english(...match.slice(1));
  }
  return text;
}

/** The language of a request, as the pages decide it: the language cookie's value. */
export function requestLanguage(cookie: string | undefined): Language {
  return parseLanguage(cookie);
}

/** An error answer's title and message in the request's language (its issues' keys stay). */
export function localizeErrorBody<T extends { title: string; msg?: string }>(body: T, lang: Language): T {
  if (lang !== 'en') return body;
  return { ...body, title: serverText(body.title, lang), ...(body.msg !== undefined ? { msg: serverText(body.msg, lang) } : {}) };
}
