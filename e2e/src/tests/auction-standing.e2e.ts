// Bidding through the composed shell, in both languages: an empty bid asks for an amount, a bid
// with cents asks for whole NT$ (the server refuses cents too), a good bid says the buyer is now
// the top bidder, and once another member bids more the product page and the member home say the
// buyer was outbid, while the other member reads that they lead.
import { CURRENCY_TYPE, PRODUCT_BASE } from '@storefront/contracts';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginAs, newPage, switchToEnglish } from '../support/browser';
import { listedProducts } from '../support/catalogue';
import { watchNotices } from '../support/notices';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Auction = {
  productId: number;
  slug: string;
  title: string;
  auctionRecords: { price: number }[] | null;
  startAuctionAmount: number | null;
  minAuctionPrice: number | null;
  endAuctionDate: string | null;
  currencyType: number | null;
};

/** An auction open for at least another hour, and the lowest bid it takes now. */
async function openAuction(): Promise<{ auction: Auction; minimum: () => Promise<number> }> {
  for (const listed of (await listedProducts()).filter((p) => p.productBase === PRODUCT_BASE.auction)) {
    const auction = (await (await fetch(`${BASE_URL}/api/product/detail/${listed.slug}`)).json()) as Auction;
    if (!auction.endAuctionDate || Date.parse(auction.endAuctionDate) < Date.now() + 3_600_000) continue;
    const minimum = async () => {
      const now = (await (await fetch(`${BASE_URL}/api/product/detail/${listed.slug}`)).json()) as Auction;
      const records = now.auctionRecords ?? [];
      const current = records.length ? Math.max(...records.map((r) => r.price)) : now.startAuctionAmount!;
      return current + (now.minAuctionPrice ?? 0);
    };
    return { auction, minimum };
  }
  throw new Error('the demo data has no open auction');
}

/** As the page writes prices: NT$ in Chinese and for NT$ goods (currency type 0) in English. */
const money = (amount: number, lang: 'zh-tw' | 'en', currencyType: number | null) =>
  `${lang === 'en' && currencyType !== CURRENCY_TYPE.twd ? '$' : 'NT$'}${amount.toLocaleString('en-US')}`;

const texts = {
  'zh-tw': {
    bid: '出價',
    input: /出價金額/,
    askAmount: '請輸入出價金額',
    wholeAmount: '出價金額須為整數',
    placed: '出價成功',
    leading: (mine: string) => `您是目前的最高出價者（您的出價 ${mine}）`,
    outbid: (mine: string) => `您的出價 ${mine} 已被超越`,
    myAuctions: '我的競標',
    homeLeading: '您是目前的最高出價者',
    homeOutbid: '您的出價已被超越',
  },
  en: {
    bid: 'Bid',
    input: /Your bid/,
    askAmount: 'Please enter a bid',
    wholeAmount: 'Bids are in whole dollars, without cents',
    placed: 'Bid placed',
    leading: (mine: string) => `You are the top bidder (your bid: ${mine})`,
    outbid: (mine: string) => `Your bid of ${mine} has been outbid`,
    myAuctions: 'My auctions',
    homeLeading: 'You are the top bidder',
    homeOutbid: 'Your bid has been outbid',
  },
} as const;

describe.each(['zh-tw', 'en'] as const)('bidding in %s', (lang) => {
  const say = texts[lang];

  test('an empty bid and a bid with cents are explained; a good bid leads until someone bids more', async () => {
    const { auction, minimum } = await openAuction();
    const buyer = await newPage(browser);
    await loginAs(buyer.context, 'buyer@example.com', 'buyer1234');
    const page = buyer.page;
    await page.goto(`/products/${auction.slug}`);
    await page.getByRole('heading', { level: 1, name: auction.title }).waitFor();
    if (lang === 'en') await switchToEnglish(page);
    const input = page.getByRole('spinbutton', { name: say.input });
    const bid = page.getByRole('button', { name: say.bid, exact: true });

    await bid.click();
    await page.getByRole('alert').filter({ hasText: say.askAmount }).waitFor();

    const mine = await minimum();
    await input.fill(`${mine}.5`);
    await bid.click();
    await page.getByRole('alert').filter({ hasText: say.wholeAmount }).waitFor();
    expect(await input.inputValue()).toBe(`${mine}.5`);
    expect(await minimum()).toBe(mine);

    await input.fill(String(mine));
    const notices = await watchNotices(page);
    await bid.click();
    await notices.shown(say.placed);
    await page
      .getByTestId('bid-standing')
      .filter({ hasText: say.leading(money(mine, lang, auction.currencyType)) })
      .waitFor();

    // Another member bids more: on their page they lead; the buyer's page and home say outbid.
    const other = await newPage(browser);
    await loginAs(other.context, 'member@example.com', 'member1234');
    const theirs = await minimum();
    const placed = await other.context.request.post(`${BASE_URL}/api/product/addAuction`, {
      data: { productId: auction.productId, price: theirs },
      headers: { Origin: BASE_URL },
    });
    expect(placed.status()).toBe(200);
    await other.page.goto(`/products/${auction.slug}`);
    if (lang === 'en') await switchToEnglish(other.page);
    await other.page
      .getByTestId('bid-standing')
      .filter({ hasText: say.leading(money(theirs, lang, auction.currencyType)) })
      .waitFor();
    await other.context.close();

    await page.reload();
    await page
      .getByTestId('bid-standing')
      .filter({ hasText: say.outbid(money(mine, lang, auction.currencyType)) })
      .waitFor();
    expect(await page.getByTestId('bid-standing').textContent()).not.toContain(say.homeLeading);

    await page.goto('/member');
    const notice = page.getByRole('region', { name: say.myAuctions });
    const row = notice.getByRole('listitem').filter({ has: page.getByRole('link', { name: auction.title }) });
    await row.getByText(say.homeOutbid).waitFor();
    await row.getByRole('link', { name: auction.title }).click();
    await page.waitForURL(`**/products/${auction.slug}`);
    await page
      .getByTestId('bid-standing')
      .filter({ hasText: say.outbid(money(mine, lang, auction.currencyType)) })
      .waitFor();
    await buyer.context.close();
  });
});
