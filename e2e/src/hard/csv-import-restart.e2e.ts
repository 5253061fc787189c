// A CSV import survives its server being killed mid-upload (issue 26): on a server of its own
// (killed with SIGKILL while a batch is on it, as a crash would, then started again on the same
// data folder), the merchant chooses the same file again: the products the killed server had
// committed are counted as already there, the rest are created, none twice, none failed.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { catalogueFile, cookieHeader, importAgain, importedProducts, openCsvDialog } from '../support/csv-import';
import { killServer, startServer, stopServer, urlOf, type RunningServer } from '../support/server';

/** Its own server (port E2E_PORT + 6): the other tests' server is never killed. */
const WORKER = 7;
const base = urlOf(WORKER);
const ROWS = 600;
const csv = catalogueFile(ROWS, 27);

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer(WORKER);
}, 300_000);
afterAll(async () => {
  await browser.close();
  await stopServer(server);
});

async function merchantTab() {
  const opened = await newPage(browser, { baseURL: base });
  await loginAs(opened.context, 'merchant@example.com', 'merchant1234', base);
  return opened;
}

test('the server killed while a batch is on it, started again: the same file continues without a duplicate', async () => {
  const first = await merchantTab();
  // The first batches go through; the server is killed as soon as the third one reaches it.
  let sent = 0;
  let killed: Promise<void> | undefined;
  await first.page.route('**/api/merchant/save/newProductsForCsv', async (route) => {
    sent++;
    await route.continue().catch(() => undefined);
    if (sent === 3) killed = killServer(server);
  });
  const dialog1 = await openCsvDialog(first.page, csv);
  await dialog1.getByRole('button', { name: '開始上傳' }).click();
  for (const deadline = Date.now() + 60_000; !killed; await sleep(50)) {
    if (Date.now() > deadline) throw new Error(`the third batch was never sent (${sent} sent)`);
  }
  await killed;
  // The shopper's side of a crash: the upload stops with batches not sent or not answered.
  await first.context.close();

  server = await startServer(WORKER, { dataDir: server.dataDir });
  const second = await merchantTab();
  await importAgain(second.page, csv);

  const cookie = cookieHeader(await second.context.cookies());
  expect(await importedProducts(base, cookie, csv)).toEqual({ products: csv.products, titles: csv.products, variants: ROWS });
  await second.context.close();
}, 600_000);
