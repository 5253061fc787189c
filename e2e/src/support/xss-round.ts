// One round of the XSS proof: save the round's payloads through the API, upload a CSV file whose
// cells carry payloads, then open every screen that shows them, as the merchant and as the buyer,
// and collect what each detector saw and which saved texts were not shown as text.
import { appendFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginAs, newPage } from './browser';
import { merchantProductInStock } from './catalogue';
import { XSS_FIELDS, fieldValues, type FieldValue, type XssField } from './xss-fields';
import { watchForXss, type XssExecution } from './xss-detector';
import { RICH_TEXT_MARKER, seedBuyerRound, seedMerchantRound, seedRefund } from './xss-seed';
import { XSS_SCREENS, shownTexts, type ScreenContext } from './xss-screens';

export type XssRoundResult = {
  executions: XssExecution[];
  /** "screen: field" for every saved text that the screen did not show as text. */
  missing: string[];
  screens: number;
  /** Every (payload, field, screen) the round rendered. */
  renders: number;
  payloadIds: Set<number>;
  fields: Set<XssField>;
  /** The payload ids saved in each field this round. */
  placed: Map<XssField, number[]>;
};

type Actor = { context: BrowserContext; page: Page };

async function actor(browser: Browser, email: string, password: string): Promise<Actor> {
  const { context, page } = await newPage(browser);
  await loginAs(context, email, password);
  return { context, page };
}

const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

function csvFile(values: Record<XssField, FieldValue>): Buffer {
  const header = [
    '類型',
    '商品名稱',
    '品牌',
    '分類',
    '配送方式',
    '選項列標題',
    '選項',
    '型號',
    '價格',
    '可折抵點數',
    '特價',
    '庫存',
    '允許負庫存',
    '商品介紹',
  ];
  const row = [
    '商品',
    values.csvTitle.text,
    values.csvBrand.text,
    values.csvCategory.text,
    '一般',
    '款式',
    values.csvOption.text,
    `XSS-${Date.now()}`,
    '100',
    '0',
    '',
    '5',
    '否',
    values.csvDescription.text,
  ];
  return Buffer.from(`${header.join(',')}\n${row.map(quoted).join(',')}\n`, 'utf8');
}

/**
 * What a reader must see of a field: plain text shows whole; rich text (the product texts, the
 * CSV introduction) goes through the server's sanitizer, so only its harmless part shows — the
 * marker paragraph, or the CSV cell's tag in front of the payloads.
 */
function expectedText(value: FieldValue, field: XssField): string {
  if (field === 'richText') return RICH_TEXT_MARKER;
  if (field === 'csvDescription') return value.text.split(' ')[0]!;
  return value.text;
}

/** The screen's texts once all the expected ones are there, or after 5 s (data still loading). */
async function shownOnceLoaded(page: Page, expected: string[]): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const shown = await shownTexts(page);
    if (expected.every((text) => shown.includes(text)) || Date.now() > deadline) return shown;
    await page.waitForTimeout(100);
  }
}

export async function runXssRound(browser: Browser, round: number, options: { refund: boolean }): Promise<XssRoundResult> {
  const tag = `r${round}-${Date.now().toString(36)}`;
  const values = fieldValues(round, tag);
  const merchant = await actor(browser, 'merchant@example.com', 'merchant1234');
  const buyer = await actor(browser, 'buyer@example.com', 'buyer1234');
  const merchantWatch = await watchForXss(merchant.context);
  const buyerWatch = await watchForXss(buyer.context);

  const online = await merchantProductInStock(merchant.context.request, buyer.context.request);
  const seeded: ScreenContext = {
    merchant: await seedMerchantRound(merchant.context.request, values, tag),
    buyer: await seedBuyerRound(buyer.context.request, values, online.productModelId),
    refundOrderId: options.refund
      ? await seedRefund(buyer.context.request, merchant.context.request, values.refundReason, values.returnRefundAccount)
      : 0,
    onlineProductSlug: online.slug,
  };

  const result: XssRoundResult = {
    executions: [],
    missing: [],
    screens: 0,
    renders: 0,
    payloadIds: new Set(),
    fields: new Set(),
    placed: new Map(Object.entries(values).map(([f, v]) => [f as XssField, v.payloads.map((p) => p.id)])),
  };
  const check = (screen: string, page: Page, fields: XssField[], shown: string) => {
    for (const field of fields) {
      const value = values[field];
      const visible = shown.includes(expectedText(value, field));
      if (!visible) result.missing.push(`${screen}: ${XSS_FIELDS[field].label}`);
      if (!visible && process.env.XSS_DEBUG)
        appendFileSync(process.env.XSS_DEBUG, `\n==== ${screen} / ${field}: ${value.text}\n${shown}\n`);
      result.renders += value.payloads.length;
      result.fields.add(field);
      value.payloads.forEach((p) => result.payloadIds.add(p.id));
    }
    result.screens += 1;
    void page;
  };

  for (const screen of XSS_SCREENS) {
    if (screen.name.includes('refund') && !options.refund) continue;
    const { page } = screen.who === 'merchant' ? merchant : buyer;
    await screen.visit(page, seeded);
    check(
      screen.name,
      page,
      screen.fields,
      await shownOnceLoaded(
        page,
        screen.fields.map((f) => expectedText(values[f], f)),
      ),
    );
    await (screen.who === 'merchant' ? merchantWatch : buyerWatch).settle(page);
  }

  // CSV cells: the upload dialog's preview, then the list once the product is created.
  const { page } = merchant;
  await page.goto('/member/merchant/products');
  await page.getByRole('button', { name: 'CSV 批次上傳' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSV 批次上傳商品' });
  await dialog.getByLabel('選擇商品 CSV 檔').setInputFiles({ name: `xss-${tag}.csv`, mimeType: 'text/csv', buffer: csvFile(values) });
  await dialog.getByRole('button', { name: '下一步' }).click();
  await dialog.getByTestId('csv-product-count').waitFor();
  const csvCells: XssField[] = ['csvTitle', 'csvBrand', 'csvCategory', 'csvOption'];
  check(
    'CSV upload preview',
    page,
    csvCells,
    await shownOnceLoaded(
      page,
      csvCells.map((f) => values[f].text),
    ),
  );
  await dialog.getByRole('button', { name: '開始上傳' }).click();
  await dialog.getByTestId('csv-created').filter({ hasText: '成功匯入 1 項商品' }).waitFor();
  await dialog.getByRole('button', { name: '關閉' }).last().click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('cell', { name: values.csvTitle.text, exact: true }).waitFor();
  check('merchant product list after the CSV upload', page, ['csvTitle'], await shownTexts(page));
  await page.getByRole('row', { name: values.csvTitle.text }).getByRole('link', { name: /編輯/ }).click();
  await page
    .getByLabel(/商品名稱/)
    .first()
    .waitFor();
  await page.getByRole('tab', { name: '商品介紹' }).click();
  const csvEditor: XssField[] = ['csvTitle', 'csvBrand', 'csvCategory', 'csvOption', 'csvDescription'];
  check(
    'merchant product editor of the CSV product',
    page,
    csvEditor,
    await shownOnceLoaded(
      page,
      csvEditor.map((f) => values[f].text),
    ),
  );
  await merchantWatch.settle(page);
  await buyerWatch.settle(buyer.page);

  result.executions = [...merchantWatch.executions, ...buyerWatch.executions];
  await merchant.context.close();
  await buyer.context.close();
  return result;
}
