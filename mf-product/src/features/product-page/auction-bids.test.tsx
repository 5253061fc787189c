// Bidding as a member sees it: an empty bid asks for an amount, a bid with cents asks for whole
// NT$, any other refusal is said on the screen, and the page says whether the member's own bid
// leads or was outbid.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { auctionFixture } from './product-fixture';
import { ProductPage } from './product-page';

const bidInput = () => screen.findByRole('spinbutton', { name: /出價金額/ });
const posts = (server: ReturnType<typeof fakeServer>) =>
  server.calls.filter((c) => c.method === 'POST' && c.path === '/api/product/addAuction');

test('an empty bid asks for an amount instead of "must not be below"', async () => {
  const product = auctionFixture();
  const server = fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  await bidInput();
  await userEvent.click(screen.getByRole('button', { name: '出價' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('請輸入出價金額');
  expect(screen.getByRole('alert')).not.toHaveTextContent('不可低於');
  expect(posts(server)).toHaveLength(0);
});

test('a bid with cents asks for whole NT$ and keeps what was typed', async () => {
  const product = auctionFixture();
  const server = fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  const input = await bidInput();
  await userEvent.type(input, '3850.5');
  await userEvent.click(screen.getByRole('button', { name: '出價' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('出價金額須為整數');
  expect(input).toHaveValue(3850.5);
  expect(posts(server)).toHaveLength(0);
});

test('a refusal of the server is said on the screen, under the field when it is about the amount', async () => {
  const product = auctionFixture();
  let answer = { status: 400, body: { status: 400, title: '格式錯誤', msg: '格式錯誤', issues: [{ path: 'price', key: 'max' }] } };
  fakeServer({
    [`GET /api/product/detail/${product.slug}`]: { body: product },
    'POST /api/product/addAuction': () => answer,
  });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  await userEvent.type(await bidInput(), '3700');
  await userEvent.click(screen.getByRole('button', { name: '出價' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('數值過大');

  answer = { status: 400, body: { status: 400, title: '競標已結束', msg: '競標已結束，無法出價', issues: [] } };
  await userEvent.click(screen.getByRole('button', { name: '出價' }));
  expect(await screen.findByText('status:400 error:競標已結束')).toHaveAttribute('role', 'alert');
});

test('after a successful bid the page says the member is the top bidder', async () => {
  const product = auctionFixture();
  let loads = 0;
  fakeServer({
    [`GET /api/product/detail/${product.slug}`]: () => {
      loads += 1;
      return {
        body:
          loads === 1
            ? product
            : { ...product, auctionRecords: [{ price: 3600 }, ...(product.auctionRecords ?? [])], bidStanding: 'leading', myTopBid: 3600 },
      };
    },
    'POST /api/product/addAuction': { body: { status: 200, title: '出價成功' } },
  });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  await userEvent.type(await bidInput(), '3600');
  await userEvent.click(screen.getByRole('button', { name: '出價' }));
  expect(await screen.findByText('出價成功')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('bid-standing')).toHaveTextContent('您是目前的最高出價者（您的出價 NT$3,600）'));
});

test('an outbid member is told so, in English too', async () => {
  const product = auctionFixture({ bidStanding: 'outbid', myTopBid: 3300 });
  fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs, lang: 'en' });
  expect(await screen.findByRole('status', { name: '' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('bid-standing')).toHaveTextContent('Your bid of $3,300 has been outbid'));
});

test('a visitor or a member who has not bid sees no standing', async () => {
  const product = auctionFixture();
  fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  await bidInput();
  expect(screen.getByTestId('bid-standing')).toBeEmptyDOMElement();
});
