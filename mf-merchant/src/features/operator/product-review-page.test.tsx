// The review of one submission: the submitted version beside the live one with the changed fields
// marked, the rich text rendered, approve, reject with a required reason of at most 500
// characters, and a 409 (another operator decided first) said and reloaded.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { product } from './operator-fixtures';
import { ProductReviewPage } from './product-review-page';

const live = product();
const submitted = product({
  title: '阿里山高山烏龍茶',
  productModels: [{ ...live.productModels[0]!, productPrices: [{ id: 1, price: 450, usePointPercent: 0, onSale: false }] }],
  descriptions: '<p><strong>頂級</strong>好茶</p>',
});
const review = (overrides: Record<string, unknown> = {}) => ({
  status: 200,
  productId: 7,
  merchantName: '茶山搭檔',
  kind: 'edit',
  reviewStatus: 'pending',
  submittedAt: '2026-11-20T02:30:00.000Z',
  live,
  submitted,
  ...overrides,
});
const open = (lang: 'zh-tw' | 'en' = 'zh-tw') =>
  renderScreen(<ProductReviewPage />, { catalogs, path: '/member/operator/product/:productId', route: '/member/operator/product/7', lang });

test('shows the submitted version beside the live one and marks what changed', async () => {
  fakeServer({ 'GET /api/operator/review/product/7': { body: review() } });
  open();
  const title = await screen.findByRole('row', { name: /^商品名稱/ });
  expect(title).toHaveClass('operator-compare__changed');
  expect(within(title).getByText('已變更')).toBeInTheDocument();
  expect(title).toHaveTextContent('阿里山烏龍茶');
  expect(title).toHaveTextContent('阿里山高山烏龍茶');
  expect(screen.getByRole('row', { name: /^單一規格 價格/ })).toHaveClass('operator-compare__changed');
  expect(screen.getByRole('row', { name: /^網址後綴/ })).not.toHaveClass('operator-compare__changed');
  expect(screen.getByRole('row', { name: /^單一規格 庫存/ })).not.toHaveClass('operator-compare__changed');
  expect(screen.getByRole('row', { name: /^選項列/ })).toHaveTextContent('重量：150g');
  const intro = screen.getByRole('row', { name: /^商品介紹/ });
  expect(intro).toHaveClass('operator-compare__changed');
  expect(within(intro).getByText('頂級').tagName).toBe('STRONG');
});

test('a new product shows the submitted version alone', async () => {
  fakeServer({ 'GET /api/operator/review/product/7': { body: review({ kind: 'new', live: null, submitted: live }) } });
  open('en');
  expect(await screen.findByText('New product: no live version yet')).toBeInTheDocument();
  expect(screen.queryByText('Changed')).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Live version' })).not.toBeInTheDocument();
});

test('approve sends the product and shows the decision', async () => {
  let state = 'pending';
  const server = fakeServer({
    'GET /api/operator/review/product/7': () => ({ body: review({ reviewStatus: state }) }),
    'POST /api/operator/review/product/approve': () => {
      state = 'approved';
      return { body: { status: 200, title: '已核准上架', productStatus: 1 } };
    },
  });
  open();
  await userEvent.click(await screen.findByRole('button', { name: '核准上架' }));
  expect(await screen.findByText('已核准上架', { selector: '.operator-notice' })).toBeInTheDocument();
  expect(await screen.findByText('已核准')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '核准上架' })).not.toBeInTheDocument();
  expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({
    path: '/api/operator/review/product/approve',
    body: { productId: 7 },
  });
});

test('reject needs a reason of at most 500 characters, then sends it', async () => {
  const server = fakeServer({
    'GET /api/operator/review/product/7': { body: review() },
    'POST /api/operator/review/product/reject': { body: { status: 200, title: '已退回', productStatus: 1 } },
  });
  open();
  await userEvent.click(await screen.findByRole('button', { name: '退回' }));
  expect(await screen.findByText('此欄位必填')).toBeInTheDocument();
  const reason = screen.getByRole('textbox', { name: /退回原因/ });
  await userEvent.click(reason);
  await userEvent.paste('長'.repeat(501));
  await userEvent.click(screen.getByRole('button', { name: '退回' }));
  expect(await screen.findByText('內容過長')).toBeInTheDocument();
  expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  await userEvent.clear(reason);
  await userEvent.type(reason, '圖片不清楚');
  await userEvent.click(screen.getByRole('button', { name: '退回' }));
  expect(await screen.findByText('已退回', { selector: '.operator-notice' })).toBeInTheDocument();
  expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({ body: { productId: 7, reason: '圖片不清楚' } });
});

test('a 409 (someone else decided) says so and reloads', async () => {
  let state = 'pending';
  const server = fakeServer({
    'GET /api/operator/review/product/7': () => ({
      body: review({ reviewStatus: state, reason: state === 'rejected' ? '重複上架' : null }),
    }),
    'POST /api/operator/review/product/approve': () => {
      state = 'rejected';
      return { status: 409, body: { status: 409, title: '狀態已變更', msg: '此商品沒有待審核的送審（可能已由其他人審核）' } };
    },
  });
  open('en');
  await userEvent.click(await screen.findByRole('button', { name: 'Approve and publish' }));
  expect(await screen.findByText('Someone else already decided on this; reloaded', { selector: '.operator-notice' })).toBeInTheDocument();
  expect(await screen.findByText('重複上架')).toBeInTheDocument();
  expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(2);
});

test('a merchant opening a review is told the desk is for operators', async () => {
  fakeServer({ 'GET /api/operator/review/product/7': { status: 403, body: { status: 403, title: 'Forbidden' } } });
  open();
  expect(await screen.findByText('此功能僅供平台審核人員使用')).toBeInTheDocument();
});
