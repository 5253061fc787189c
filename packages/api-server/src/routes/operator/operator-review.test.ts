// The operator's review desk over HTTP: who may call it, every transition of a product submission
// (new, edit of a product on sale, taken down and resubmitted) and of an application, and every
// refusal (wrong role, wrong state, unknown id, twice, at once, bad input) writing nothing.
import { ORDER_STATUS, PRODUCT_STATUS } from '@storefront/contracts';
import { createServerScheduler } from '../../jobs';
import type { Database } from '../../db';
import { answerOf, client, openSeededApp, type TestApp } from '../../../test/test-support';

let db: Database;
let app: TestApp;
openSeededApp((opened) => ({ db, app } = opened));

type Json = Record<string, unknown>;
type Browser = ReturnType<typeof client>;
const json = async (response: Response) => (await response.json()) as Json;

async function as(email: string, password: string): Promise<Browser> {
  const browser = client(app);
  await browser.login(email, password);
  return browser;
}
const operator = () => as('operator@example.com', 'operator1234');
const merchant = () => as('merchant@example.com', 'merchant1234');

async function registered(email: string): Promise<Browser> {
  const browser = client(app);
  const response = await browser.post('/api/member/register', {
    email,
    password: 'secret12',
    confirmPassword: 'secret12',
    firstName: '小明',
    lastName: '王',
  });
  expect(response.status).toBe(200);
  await browser.login(email, 'secret12');
  return browser;
}

/** A single-variant product as the editor sends it. */
async function newProduct(browser: Browser, slug: string, price = 500) {
  const model = await answerOf(await browser.get('/api/merchant/newproduct'), 'merchantNewProduct');
  const catelog = model.catelogs![0]!;
  const variant = model.product.productModels[0]!;
  return {
    ...model.product,
    productId: undefined,
    title: `送審商品 ${slug}`,
    slug,
    productBrandId: model.brands![0]!.productBrandId,
    productCatelogId: catelog.productCatelogId,
    productTypes: [catelog.productTypes[0]],
    productModels: [
      {
        ...variant,
        title: '單一規格',
        productPrices: [{ ...variant.productPrices[0], price, usePointPercent: 0 }],
        stockModel: { ...variant.stockModel, inventory: 10 },
      },
    ],
  };
}

async function submitNew(browser: Browser, slug: string): Promise<number> {
  const saved = await json(await browser.post('/api/merchant/save/newproduct', await newProduct(browser, slug)));
  expect(saved.status).toBe(200);
  return saved.productId as number;
}

const status = async (productId: number) =>
  (await db.query<{ status: number }>('select status from products where id = $1', [productId]))[0]!.status;
const listItem = async (browser: Browser, productId: number) =>
  ((await json(await browser.get('/api/merchant/product/list'))).productList as Json[]).find((p) => p.productId === productId)!;
const detail = async (slug: string) => client(app).get(`/api/product/detail/${slug}`);
const fingerprint = async () =>
  JSON.stringify(
    await db.query(`select (select json_agg(s order by s.id) from product_submissions s) as s, (select json_agg(a order by a.id) from upgrade_applications a) as a,
    (select json_agg(json_build_array(p.id, p.status, p.title) order by p.id) from products p) as p, (select json_agg(json_build_array(m.id, m.tier, m.applied) order by m.id) from members m) as m,
    (select count(*) from merchants) as mc`),
  );

describe('who may review', () => {
  it('answers 401 to visitors and 403 to members and merchants, on every operator call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/operator/review/list?kind=product'],
      ['GET', '/api/operator/review/product/1'],
      ['POST', '/api/operator/review/product/approve', { productId: 1 }],
      ['POST', '/api/operator/review/product/reject', { productId: 1, reason: '不符' }],
      ['POST', '/api/operator/review/application/approve', { userId: 1, kind: 'member' }],
      ['POST', '/api/operator/review/application/reject', { userId: 1, kind: 'member', reason: '不符' }],
    ];
    const before = await fingerprint();
    const who: [Browser, number][] = [
      [client(app), 401],
      [await as('buyer@example.com', 'buyer1234'), 403],
      [await as('member@example.com', 'member1234'), 403],
      [await merchant(), 403],
    ];
    for (const [browser, expected] of who) {
      for (const [method, path, body] of calls) {
        const response = method === 'GET' ? await browser.get(path) : await browser.post(path, body);
        expect([path, response.status]).toEqual([path, expected]);
      }
    }
    expect(await fingerprint()).toBe(before);
    const staff = await operator();
    expect((await staff.get('/api/operator/review/list?kind=product')).status).toBe(200);
    // Staff, not a merchant: the merchant calls stay closed to the operator.
    expect((await staff.get('/api/merchant/product/list')).status).toBe(403);
  });

  it('refuses a queue of another kind or state, and a page that is not a number', async () => {
    const staff = await operator();
    expect(await json(await staff.get('/api/operator/review/list'))).toMatchObject({ kind: 'product', reviewStatus: 'pending', page: 1 });
    for (const query of [
      '?kind=order',
      '?kind=product&status=done',
      '?kind=product&page=0',
      '?kind=product&page=x',
      `?kind=product&q=${'茶'.repeat(101)}`,
      '?kind=application&q=%07',
    ]) {
      expect([query, (await staff.get(`/api/operator/review/list${query}`)).status]).toEqual([query, 400]);
    }
  });
});

describe('a new product', () => {
  it('waits in the queue with its merchant and time, and goes on sale when approved; twice is a 409', async () => {
    const seller = await merchant();
    const productId = await submitNew(seller, 'review-new-approve');
    expect(await status(productId)).toBe(PRODUCT_STATUS.underReview);
    expect((await detail('review-new-approve')).status).toBe(404);
    const staff = await operator();
    const queue = await json(await staff.get('/api/operator/review/list?kind=product&status=pending'));
    const item = (queue.products as Json[]).find((p) => p.productId === productId);
    expect(item).toMatchObject({ kind: 'new', merchantName: '山嵐茶行', reviewStatus: 'pending', title: '送審商品 review-new-approve' });
    expect(Date.parse(item!.submittedAt as string)).toBeGreaterThan(Date.now() - 60_000);
    expect(queue.total).toBeGreaterThanOrEqual(1);
    const review = await answerOf(await staff.get(`/api/operator/review/product/${productId}`), 'operatorReviewProduct');
    expect(review.live).toBeNull();
    expect(review.submitted).toMatchObject({ productId, title: '送審商品 review-new-approve' });

    const approved = await staff.post('/api/operator/review/product/approve', { productId });
    expect(await json(approved)).toMatchObject({ status: 200, productStatus: PRODUCT_STATUS.online });
    expect(await status(productId)).toBe(PRODUCT_STATUS.online);
    expect((await detail('review-new-approve')).status).toBe(200);
    const before = await fingerprint();
    expect((await staff.post('/api/operator/review/product/approve', { productId })).status).toBe(409);
    expect((await staff.post('/api/operator/review/product/reject', { productId, reason: '太晚了' })).status).toBe(409);
    expect(await fingerprint()).toBe(before);
    const done = await json(await staff.get('/api/operator/review/list?kind=product&status=approved'));
    expect((done.products as Json[]).some((p) => p.productId === productId)).toBe(true);
  });

  it('is found in its queue by any part of its title or its merchant’s name, with the total of what matches', async () => {
    const seller = await merchant();
    const productId = await submitNew(seller, 'review-search-find');
    const staff = await operator();
    const search = async (q: string) =>
      json(await staff.get(`/api/operator/review/list?kind=product&status=pending&q=${encodeURIComponent(q)}`));
    const byTitle = await search('SEARCH-FIND');
    expect(byTitle.total).toBe(1);
    expect((byTitle.products as Json[]).map((p) => p.productId)).toEqual([productId]);
    const byMerchant = await search('山嵐');
    expect((byMerchant.products as Json[]).some((p) => p.productId === productId)).toBe(true);
    expect((byMerchant.products as Json[]).every((p) => p.merchantName === '山嵐茶行')).toBe(true);
    // A LIKE wildcard is a character to find; nothing is found in another state.
    expect((await search('%')).total).toBe(0);
    const approvedOnly = await json(await staff.get('/api/operator/review/list?kind=product&status=approved&q=search-find'));
    expect(approvedOnly.total).toBe(0);
  });

  it('goes back to draft with the reason when rejected, shown until the merchant resubmits', async () => {
    const seller = await merchant();
    const productId = await submitNew(seller, 'review-new-reject');
    const staff = await operator();
    const rejected = await json(await staff.post('/api/operator/review/product/reject', { productId, reason: '  圖片模糊，請重新上傳  ' }));
    expect(rejected).toMatchObject({ status: 200, productStatus: PRODUCT_STATUS.draft });
    expect(await status(productId)).toBe(PRODUCT_STATUS.draft);
    expect(await listItem(seller, productId)).toMatchObject({ status: 0, reviewReason: '圖片模糊，請重新上傳', pendingRevision: false });
    const editor = await answerOf(await seller.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit');
    expect(editor).toMatchObject({ reviewReason: '圖片模糊，請重新上傳', pendingRevision: false });

    expect((await seller.post('/api/merchant/product/save/editProduct', { ...editor.product, productId })).status).toBe(200);
    expect(await status(productId)).toBe(PRODUCT_STATUS.underReview);
    expect(await listItem(seller, productId)).toMatchObject({ status: 4, reviewReason: null });
  });

  it('refuses empty and over-long reasons, unknown ids and ids of other kinds, writing nothing', async () => {
    const seller = await merchant();
    const productId = await submitNew(seller, 'review-bad-input');
    const staff = await operator();
    const before = await fingerprint();
    for (const reason of ['', '   ', 'x'.repeat(501), 42]) {
      expect((await staff.post('/api/operator/review/product/reject', { productId, reason })).status).toBe(400);
    }
    expect((await staff.post('/api/operator/review/product/reject', { productId })).status).toBe(400);
    expect((await staff.post('/api/operator/review/product/approve', { productId: 999_999 })).status).toBe(404);
    expect((await staff.post('/api/operator/review/product/approve', { productId: 'x' })).status).toBe(400);
    expect((await staff.post('/api/operator/review/product/approve', { userId: productId })).status).toBe(400);
    expect((await staff.get('/api/operator/review/product/999999')).status).toBe(404);
    expect((await staff.get('/api/operator/review/product/abc')).status).toBe(404);
    // A seeded product on sale has nothing waiting: a state refusal, not an approval.
    const [live] = await db.query<{ id: number }>('select id from products where status = 1 order by id limit 1');
    expect((await staff.post('/api/operator/review/product/approve', { productId: live!.id })).status).toBe(409);
    expect(await fingerprint()).toBe(before);
    expect((await staff.post('/api/operator/review/product/reject', { productId, reason: 'x'.repeat(500) })).status).toBe(200);
  });

  it('of two operators approving at once, one succeeds and the other gets 409', async () => {
    const seller = await merchant();
    const productId = await submitNew(seller, 'review-race');
    const [first, second] = [await operator(), await operator()];
    const answers = await Promise.all([first, second].map((staff) => staff.post('/api/operator/review/product/approve', { productId })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from product_submissions where product_id = $1 and status = 'approved'`,
      [productId],
    );
    expect(row!.n).toBe(1);
  });
});

describe('an edit of a product on sale', () => {
  async function liveProduct(slug: string) {
    const seller = await merchant();
    const productId = await submitNew(seller, slug);
    expect((await (await operator()).post('/api/operator/review/product/approve', { productId })).status).toBe(200);
    return { seller, productId };
  }

  it('keeps the live version on sale until approved; stock applies at once and keeps moving', async () => {
    const { seller, productId } = await liveProduct('review-edit');
    const editor = await answerOf(await seller.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit');
    const variant = editor.product.productModels[0]!;
    const edit = {
      ...editor.product,
      title: '新標題',
      productModels: [
        {
          ...variant,
          productPrices: [{ ...variant.productPrices[0], price: 900 }],
          stockModel: { ...variant.stockModel, inventory: 3, allowNegativeInventory: true },
        },
      ],
    };
    expect((await seller.post('/api/merchant/product/save/editProduct', edit)).status).toBe(200);

    expect(await status(productId)).toBe(PRODUCT_STATUS.online);
    const shop = await answerOf(await detail('review-edit'), 'productDetail');
    expect(shop.title).toBe('送審商品 review-edit');
    expect(shop.productModels[0]).toMatchObject({ markPrice: 500, inventory: 3 });
    expect(await listItem(seller, productId)).toMatchObject({ status: 1, pendingRevision: true, title: '送審商品 review-edit' });
    const reopened = await answerOf(await seller.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit');
    expect(reopened.pendingRevision).toBe(true);
    expect(reopened.product.title).toBe('新標題');
    expect(reopened.product.productModels[0]!.productPrices[0]!.price).toBe(900);

    const staff = await operator();
    const review = await answerOf(await staff.get(`/api/operator/review/product/${productId}`), 'operatorReviewProduct');
    expect(review).toMatchObject({ kind: 'edit', reviewStatus: 'pending' });
    expect(review.live?.title).toBe('送審商品 review-edit');
    expect(review.submitted.title).toBe('新標題');

    // A sale between the edit and the review: the approval must not put the stock back.
    await db.query('update stock_models set inventory = inventory - 1 where id = $1', [variant.stockModelId]);
    expect((await staff.post('/api/operator/review/product/approve', { productId })).status).toBe(200);
    const after = await answerOf(await detail('review-edit'), 'productDetail');
    expect(after.title).toBe('新標題');
    expect(after.productModels[0]).toMatchObject({ markPrice: 900, inventory: 2 });
    expect(await listItem(seller, productId)).toMatchObject({ status: 1, pendingRevision: false, title: '新標題' });
  });

  it('rejected, leaves the live version on sale and shows the reason; a new save replaces the pending edit', async () => {
    const { seller, productId } = await liveProduct('review-edit-reject');
    const editor = await answerOf(await seller.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit');
    expect((await seller.post('/api/merchant/product/save/editProduct', { ...editor.product, title: '第一版' })).status).toBe(200);
    expect((await seller.post('/api/merchant/product/save/editProduct', { ...editor.product, title: '第二版' })).status).toBe(200);
    const [pending] = await db.query<{ n: number }>(
      `select count(*)::int as n from product_submissions where product_id = $1 and status = 'pending'`,
      [productId],
    );
    expect(pending!.n).toBe(1);
    const staff = await operator();
    expect((await answerOf(await staff.get(`/api/operator/review/product/${productId}`), 'operatorReviewProduct')).submitted.title).toBe(
      '第二版',
    );
    const rejected = await json(await staff.post('/api/operator/review/product/reject', { productId, reason: '標題不實' }));
    expect(rejected.productStatus).toBe(PRODUCT_STATUS.online);
    expect((await answerOf(await detail('review-edit-reject'), 'productDetail')).title).toBe('送審商品 review-edit-reject');
    expect(await listItem(seller, productId)).toMatchObject({ status: 1, pendingRevision: false, reviewReason: '標題不實' });
    expect((await answerOf(await seller.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit')).reviewReason).toBe(
      '標題不實',
    );
  });

  it('refuses a bad edit now, not at review: a slug of another product, another merchant’s variant', async () => {
    const { seller, productId } = await liveProduct('review-edit-bad');
    const editor = await answerOf(await seller.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit');
    const before = await fingerprint();
    expect(
      (await seller.post('/api/merchant/product/save/editProduct', { ...editor.product, slug: 'alishan-high-mountain-oolong-150g' }))
        .status,
    ).toBe(409);
    const [foreign] = await db.query<{ id: number }>(
      `select m.id from product_models m join products p on p.id = m.product_id join members mm on mm.id = p.merchant_id where mm.email = 'merchant2@example.com' limit 1`,
    );
    const stolen = { ...editor.product, productModels: [{ ...editor.product.productModels[0], productModelId: foreign!.id }] };
    expect((await seller.post('/api/merchant/product/save/editProduct', stolen)).status).toBe(404);
    expect(await fingerprint()).toBe(before);
  });

  it('taken down, withdraws the pending edit; the product can be resubmitted whole and approved', async () => {
    const { seller, productId } = await liveProduct('review-takedown');
    const editor = await answerOf(await seller.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit');
    expect((await seller.post('/api/merchant/product/save/editProduct', { ...editor.product, title: '下架前的修改' })).status).toBe(200);
    expect((await seller.post('/api/merchant/product/takedown', { productId })).status).toBe(200);
    expect(await status(productId)).toBe(PRODUCT_STATUS.cancelled);
    const staff = await operator();
    expect((await staff.post('/api/operator/review/product/approve', { productId })).status).toBe(409);
    expect((await seller.post('/api/merchant/product/save/editProduct', { ...editor.product, title: '重新上架' })).status).toBe(200);
    expect(await status(productId)).toBe(PRODUCT_STATUS.underReview);
    expect((await answerOf(await staff.get(`/api/operator/review/product/${productId}`), 'operatorReviewProduct')).kind).toBe('new');
    expect((await staff.post('/api/operator/review/product/approve', { productId })).status).toBe(200);
    expect((await answerOf(await detail('review-takedown'), 'productDetail')).title).toBe('重新上架');
  });
});

describe('applications', () => {
  const form = { name: '王小明', tel: '0912345678', line: 'wang', email: 'apply@example.com' };
  const company = {
    ...form,
    twNumber: '臺北市大安區',
    companyName: '小明商行',
    companyOwner: '王小明',
    uniformNumber: '04595257',
    companyType: '行號',
    companyTel: '0227001234',
    companyEmail: 'shop@example.com',
  };
  const userIdOf = async (browser: Browser) => (await json(await browser.get('/api/member/account/detail'))).userId as number;

  it('approving a partner makes a merchant with the default profile, the brand the company name; twice is a 409', async () => {
    const applicant = await registered('partner-approve@example.com');
    expect((await applicant.post('/api/member/merchantupgrade', company)).status).toBe(200);
    const userId = await userIdOf(applicant);
    const staff = await operator();
    const queue = await json(await staff.get('/api/operator/review/list?kind=application'));
    const item = (queue.applications as Json[]).find((a) => a.userId === userId);
    expect(item).toMatchObject({
      kind: 'merchant',
      account: 'partner-approve@example.com',
      uniformNumberValid: true,
      form: { companyName: '小明商行', uniformNumber: '04595257', twNumber: '臺北市大安區' },
    });

    expect((await staff.post('/api/operator/review/application/approve', { userId, kind: 'member' })).status).toBe(409);
    expect((await staff.post('/api/operator/review/application/approve', { userId, kind: 'merchant' })).status).toBe(200);
    expect(await json(await applicant.get('/api/member/account/detail'))).toMatchObject({ tier: 2, applied: false });
    const profile = await json(await applicant.get('/api/merchant/detail'));
    expect(profile).toMatchObject({ merchantName: '小明商行', fee: 100, frozenFee: 200, useFreeShipping: false, freeShippingPrice: 3000 });
    const before = await fingerprint();
    expect((await staff.post('/api/operator/review/application/approve', { userId, kind: 'merchant' })).status).toBe(409);
    expect(await fingerprint()).toBe(before);
  });

  it('are found by the applicant’s email, name or company name', async () => {
    const applicant = await registered('partner-search@example.com');
    expect((await applicant.post('/api/member/merchantupgrade', { ...company, name: '林搜尋', companyName: '搜尋測試商行' })).status).toBe(
      200,
    );
    const staff = await operator();
    for (const q of ['PARTNER-SEARCH@', '林搜尋', '測試商行']) {
      const found = await json(await staff.get(`/api/operator/review/list?kind=application&status=pending&q=${encodeURIComponent(q)}`));
      expect([q, (found.applications as Json[]).map((a) => a.account)]).toEqual([q, ['partner-search@example.com']]);
      expect(found.total).toBe(1);
    }
  });

  it('flags an invalid company tax id stored before the rule', async () => {
    const applicant = await registered('partner-oldtaxid@example.com');
    expect((await applicant.post('/api/member/merchantupgrade', company)).status).toBe(200);
    const userId = await userIdOf(applicant);
    await db.query(`update upgrade_applications set form = jsonb_set(form, '{uniformNumber}', '"12345678"') where member_id = $1`, [
      userId,
    ]);
    const queue = await json(await (await operator()).get('/api/operator/review/list?kind=application'));
    expect((queue.applications as Json[]).find((a) => a.userId === userId)).toMatchObject({ uniformNumberValid: false });
  });

  it('a rejection ends 申請中, the member reads the reason and may apply again', async () => {
    const applicant = await registered('partner-reject@example.com');
    expect((await applicant.post('/api/member/merchantupgrade', company)).status).toBe(200);
    const userId = await userIdOf(applicant);
    const staff = await operator();
    const before = await fingerprint();
    for (const reason of ['', 'x'.repeat(501)]) {
      expect((await staff.post('/api/operator/review/application/reject', { userId, kind: 'merchant', reason })).status).toBe(400);
    }
    expect((await staff.post('/api/operator/review/application/reject', { userId, kind: 'partner', reason: '不符' })).status).toBe(400);
    expect(
      (await staff.post('/api/operator/review/application/reject', { userId: 999_999, kind: 'merchant', reason: '不符' })).status,
    ).toBe(404);
    expect(await fingerprint()).toBe(before);

    expect(
      (await staff.post('/api/operator/review/application/reject', { userId, kind: 'merchant', reason: '公司資料不完整' })).status,
    ).toBe(200);
    expect(await json(await applicant.get('/api/member/account/detail'))).toMatchObject({ tier: 0, applied: false });
    const notices = await json(await applicant.get('/api/member/notices'));
    expect(notices.applications).toEqual([
      expect.objectContaining({ kind: 'merchant', reviewStatus: 'rejected', reason: '公司資料不完整' }),
    ]);
    expect((await staff.post('/api/operator/review/application/reject', { userId, kind: 'merchant', reason: '再一次' })).status).toBe(409);

    expect((await applicant.post('/api/member/merchantupgrade', company)).status).toBe(200);
    expect(await json(await applicant.get('/api/member/account/detail'))).toMatchObject({ applied: true });
    expect((await answerOf(await applicant.get('/api/member/notices'), 'memberNotices')).applications[0]).toMatchObject({
      reviewStatus: 'pending',
      reason: null,
    });
  });

  it('approving a member application gives tier 1; of two operators at once, one gets 409', async () => {
    const applicant = await registered('member-approve@example.com');
    expect((await applicant.post('/api/member/memberupgrade', form)).status).toBe(200);
    expect((await applicant.post('/api/member/memberupgrade', form)).status).toBe(409);
    const userId = await userIdOf(applicant);
    const queue = await json(await (await operator()).get('/api/operator/review/list?kind=application'));
    expect((queue.applications as Json[]).find((a) => a.userId === userId)).toMatchObject({
      kind: 'member',
      uniformNumberValid: null,
      form: { name: '王小明', line: 'wang' },
    });
    const [first, second] = [await operator(), await operator()];
    const answers = await Promise.all(
      [first, second].map((staff) => staff.post('/api/operator/review/application/approve', { userId, kind: 'member' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await json(await applicant.get('/api/member/account/detail'))).toMatchObject({ tier: 1 });
    expect((await applicant.post('/api/member/memberupgrade', form)).status).toBe(409);
  });
});

describe('an auction created through the API', () => {
  const auctionOf = (seconds: number, now = Date.now()) => ({
    startAuctionAmount: 1000,
    minAuctionPrice: 50,
    endAuctionDate: new Date(now + seconds * 1000).toISOString(),
  });

  it('waits for review, takes bids once approved, and closes at its end with the winner’s order', async () => {
    const seller = await merchant();
    const body = { ...(await newProduct(seller, 'api-auction')), auction: auctionOf(3600) };
    const saved = await json(await seller.post('/api/merchant/save/newproduct', body));
    expect(saved.status).toBe(200);
    const productId = saved.productId as number;
    expect(await status(productId)).toBe(PRODUCT_STATUS.underReview);
    expect((await (await operator()).post('/api/operator/review/product/approve', { productId })).status).toBe(200);

    const page = await answerOf(await detail('api-auction'), 'productDetail');
    expect(page).toMatchObject({ productBase: 1, startAuctionAmount: 1000, minAuctionPrice: 50 });
    const bidder = await as('buyer@example.com', 'buyer1234');
    // The first bid is at least the opening price plus one step.
    expect((await bidder.post('/api/product/addAuction', { productId, price: 1000, userId: 0 })).status).toBe(400);
    expect((await bidder.post('/api/product/addAuction', { productId, price: 1050, userId: 0 })).status).toBe(200);

    const [row] = await db.query<{ end_auction_date: Date }>('select end_auction_date from products where id = $1', [productId]);
    const after = new Date(new Date(row!.end_auction_date).getTime() + 1);
    await createServerScheduler(db, { clock: () => after }).runDue();
    const [order] = await db.query<{ status: number; total_price: number }>(
      'select status, total_price from orders where auction_product_id = $1',
      [productId],
    );
    expect(order).toMatchObject({ status: ORDER_STATUS.awaitingPayment });
    expect(order!.total_price).toBeGreaterThanOrEqual(1050);
    expect(await answerOf(await detail('api-auction'), 'productDetail')).toMatchObject({
      auctionEnded: true,
      winningPrice: 1050,
      winner: 'b***@example.com',
    });
  });

  it('refuses an end in the past, a zero opening price or step and a date that is not one, writing nothing', async () => {
    const seller = await merchant();
    const base = await newProduct(seller, 'api-auction-bad');
    const before = await fingerprint();
    for (const auction of [
      auctionOf(-1),
      { ...auctionOf(60), startAuctionAmount: 0 },
      { ...auctionOf(60), minAuctionPrice: 0 },
      { ...auctionOf(60), endAuctionDate: 'tomorrow' },
      { ...auctionOf(60), startAuctionAmount: 10.5 },
    ]) {
      const answer = await seller.post('/api/merchant/save/newproduct', { ...base, auction });
      expect([JSON.stringify(auction), answer.status]).toEqual([JSON.stringify(auction), 400]);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('is not approved once its end has passed while it waited (409, nothing written)', async () => {
    const seller = await merchant();
    const saved = await json(
      await seller.post('/api/merchant/save/newproduct', { ...(await newProduct(seller, 'api-auction-late')), auction: auctionOf(60) }),
    );
    const productId = saved.productId as number;
    await db.query(`update products set end_auction_date = now() - interval '1 second' where id = $1`, [productId]);
    const staff = await operator();
    const before = await fingerprint();
    const late = await staff.post('/api/operator/review/product/approve', { productId });
    expect(late.status).toBe(409);
    expect((await json(late)).title).toBe('競標已結束');
    expect(await fingerprint()).toBe(before);
    expect((await staff.post('/api/operator/review/product/reject', { productId, reason: '結標時間已過' })).status).toBe(200);
  });
});
