// The four steps as a merchant sees them: choose a Big5 tab-separated file, confirm what was found,
// upload with each name resolved once, see the result; and the bad files refused at step 1.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../../locales/catalogs';
import { CsvUploadButton } from './csv-upload-button';

// jsdom runs no workers: the worker's job runs in the test itself.
jest.mock('./parse-in-worker', () => ({
  parseInWorker: async (buffer: ArrayBuffer, slugSuffix: string) =>
    (await import('./read-csv-bytes')).readCsvBytes(new Uint8Array(buffer), slugSuffix),
}));

const fixture = (name: string, type = 'text/csv') => new File([readFileSync(join(__dirname, 'fixtures', name))], name, { type });

const path = (kind: string, name: string) => `GET /api/product/${kind}/getorcreate/${encodeURIComponent(name)}`;

/**
 * The API as the dialog meets it. `fail` answers a product's title with an error status and
 * `alreadyThere` as made before; without `batch` the server knows only the one-product call;
 * `hold` keeps the batch answers back until it resolves.
 */
function server(fail: Record<string, number> = {}, alreadyThere: readonly string[] = [], batch = true, hold?: Promise<void>) {
  let nextId = 100;
  const routes: Parameters<typeof fakeServer>[0] = {
    'GET /api/merchant/info': {
      body: {
        status: 200,
        brands: [],
        catelogs: [
          { productCatelogId: 11, title: '茶葉', productTypes: [{ productTypeId: 21, title: '茶葉' }] },
          { productCatelogId: 12, title: '肉品', productTypes: [{ productTypeId: 22, title: '肉品' }] },
          { productCatelogId: 13, title: '生活用品', productTypes: [{ productTypeId: 23, title: '生活用品' }] },
        ],
      },
    },
    'POST /api/merchant/save/newProductForCsv': async (request) => {
      const answer = answerFor((await request.json()) as { title: string });
      return 'code' in answer
        ? { status: answer.code, body: { status: answer.code, title: answer.status.title, msg: answer.status.msg } }
        : { body: answer };
    },
  };
  const answerFor = (product: { title: string }) => {
    const code = fail[product.title];
    if (code) return { status: { type: 'error', title: '網址後綴已被使用', msg: '請換一個網址後綴' }, code };
    if (alreadyThere.includes(product.title)) return { status: { type: 'exists', title: '商品已存在' }, productId: 7 };
    return { status: { type: 'success' }, productId: nextId++ };
  };
  if (batch)
    routes['POST /api/merchant/save/newProductsForCsv'] = async (request) => {
      const { products } = (await request.json()) as { products: { title: string }[] };
      await hold;
      return { body: { status: 200, results: products.map(answerFor) } };
    };
  for (const [name, id] of [
    ['山嵐茶園', 1],
    ['鄉味食品', 2],
    ['森之皂', 3],
  ] as const)
    routes[path('brand', name)] = { body: { status: 200, productBrandId: id } };
  for (const [name, id] of [
    ['茶葉', 11],
    ['肉品', 12],
    ['生活用品', 13],
  ] as const)
    routes[path('catelog', name)] = { body: { status: 200, productCatelogId: id } };
  return fakeServer(routes);
}

async function openAndChoose(name: string, type?: string) {
  const user = userEvent.setup({ applyAccept: false });
  const onUploaded = jest.fn();
  renderScreen(<CsvUploadButton onUploaded={onUploaded} />, { catalogs });
  await user.click(screen.getByRole('button', { name: 'CSV 批次上傳' }));
  await user.upload(screen.getByLabelText('選擇商品 CSV 檔'), fixture(name, type));
  return { user, onUploaded };
}

test('a Big5 tab-separated file: confirm, upload with progress, done; names resolved once per file', async () => {
  const { calls } = server({ '手工檜木皂 CSV': 409 });
  const { user, onUploaded } = await openAndChoose('products-big5-tab.csv');
  expect(await screen.findByText('已讀取：products-big5-tab.csv')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '下一步' }));

  expect(screen.getByTestId('csv-row-count')).toHaveTextContent('7');
  expect(screen.getByTestId('csv-product-count')).toHaveTextContent('3 項商品，共 7 個規格');
  expect(screen.getByTestId('csv-encoding')).toHaveTextContent('Big5');
  expect(screen.getByTestId('csv-delimiter')).toHaveTextContent('Tab');
  expect(screen.getByRole('table')).toHaveTextContent('阿里山高山烏龍茶 CSV');

  await user.click(screen.getByRole('button', { name: '開始上傳' }));
  expect(await screen.findByTestId('csv-created')).toHaveTextContent('成功匯入 2 項商品');
  expect(screen.getByText('第 7 行')).toBeInTheDocument();
  expect(screen.getByText(/網址後綴已被使用：請換一個網址後綴/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '下載未匯入的列（CSV）' })).toBeInTheDocument();
  expect(screen.getByTestId('csv-already-there')).toHaveTextContent('0 項商品先前已匯入');
  expect(screen.getByTestId('csv-failed')).toHaveTextContent('2 列未匯入');

  const brandCalls = calls.filter((c) => c.path.startsWith('/api/product/brand/'));
  expect(brandCalls).toHaveLength(3);
  // One batch of the three products.
  const batches = calls.filter((c) => c.path === '/api/merchant/save/newProductsForCsv');
  expect(batches).toHaveLength(1);
  expect(calls.filter((c) => c.path === '/api/merchant/save/newProductForCsv')).toEqual([]);
  const posted = (batches[0]!.body as { products: { title: string; productModels: unknown[] }[] }).products;
  expect(posted.map((p) => [p.title, p.productModels.length])).toEqual(
    expect.arrayContaining([
      ['阿里山高山烏龍茶 CSV', 2],
      ['臺灣黑豬香腸 CSV', 3],
      ['手工檜木皂 CSV', 2],
    ]),
  );

  // Closing reloads the list and resets the dialog to step 1.
  await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: '關閉' }).at(-1)!);
  expect(onUploaded).toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'CSV 批次上傳' }));
  expect(screen.getByLabelText('選擇商品 CSV 檔')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
});

test('the same file again after a closed tab: the products already made are counted as already there, not made twice or failed', async () => {
  server({}, ['阿里山高山烏龍茶 CSV', '臺灣黑豬香腸 CSV']);
  const { user } = await openAndChoose('products-big5-tab.csv');
  await user.click(await screen.findByRole('button', { name: '下一步' }));
  await user.click(screen.getByRole('button', { name: '開始上傳' }));
  expect(await screen.findByTestId('csv-created')).toHaveTextContent('成功匯入 1 項商品');
  expect(screen.getByTestId('csv-already-there')).toHaveTextContent('2 項商品先前已匯入，未重複建立');
  expect(screen.getByTestId('csv-failed')).toHaveTextContent('0 列未匯入');
  expect(screen.queryByRole('button', { name: '下載未匯入的列（CSV）' })).not.toBeInTheDocument();
});

test('a server without the batch call: each product is sent alone, with the same counts', async () => {
  const { calls } = server({ '手工檜木皂 CSV': 409 }, ['臺灣黑豬香腸 CSV'], false);
  const { user } = await openAndChoose('products-big5-tab.csv');
  await user.click(await screen.findByRole('button', { name: '下一步' }));
  await user.click(screen.getByRole('button', { name: '開始上傳' }));
  expect(await screen.findByTestId('csv-created')).toHaveTextContent('成功匯入 1 項商品');
  expect(screen.getByTestId('csv-already-there')).toHaveTextContent('1 項商品先前已匯入');
  expect(screen.getByText(/網址後綴已被使用：請換一個網址後綴/)).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/merchant/save/newProductForCsv')).toHaveLength(3);
});

test('progress in rows of the file, as a progress bar and a live text, in English too', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The batch answer waits until the progress was seen.
  const { calls } = server({}, [], true, held);
  const user = userEvent.setup({ applyAccept: false });
  renderScreen(<CsvUploadButton onUploaded={() => undefined} />, { catalogs, lang: 'en' });
  await user.click(screen.getByRole('button', { name: 'CSV upload' }));
  await user.upload(screen.getByLabelText('Choose a product CSV file'), fixture('products-big5-tab.csv'));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Start upload' }));
  const bar = await screen.findByRole('progressbar');
  expect(bar).toHaveAttribute('max', '7');
  expect(bar).toHaveAttribute('value', '0');
  expect(screen.getByTestId('csv-progress')).toHaveTextContent('Uploading: 0/7 rows');
  release();
  expect(await screen.findByTestId('csv-created')).toHaveTextContent('3');
  expect(calls.some((c) => c.path === '/api/merchant/save/newProductsForCsv')).toBe(true);
});

test('the rows that cannot be imported are listed with line and reason before anything is sent', async () => {
  const { calls } = server();
  const { user } = await openAndChoose('bad-wrong-types.csv');
  await user.click(await screen.findByRole('button', { name: '下一步' }));
  const problems = screen.getByRole('region', { name: '無法匯入的列' });
  expect(problems).toHaveTextContent('第 2 行 價格：請輸入數字');
  expect(problems).toHaveTextContent('第 3 行 特價：數值過大');
  expect(screen.getByRole('button', { name: '開始上傳' })).toBeDisabled();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test.each([
  ['bad-not-csv.txt', '只接受 .csv 檔案'],
  ['bad-empty.csv', null],
])('%s is refused at step 1', async (name, message) => {
  server();
  const { user } = await openAndChoose(name, 'text/plain');
  if (message) {
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
  } else {
    await user.click(await screen.findByRole('button', { name: '下一步' }));
    expect(screen.getByText('檔案是空的，沒有任何資料')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '開始上傳' })).toBeDisabled();
  }
});

test('a 20 MB file is refused before reading, in English too', async () => {
  server();
  const user = userEvent.setup();
  renderScreen(<CsvUploadButton onUploaded={() => undefined} />, { catalogs, lang: 'en' });
  await user.click(screen.getByRole('button', { name: 'CSV upload' }));
  const big = new File([new Uint8Array(20 * 1024 * 1024)], 'big.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('Choose a product CSV file'), big);
  expect(await screen.findByRole('alert')).toHaveTextContent('The file is too big: the limit is 10 MB');
});
