// A share link through the composed shell, in both languages: a member shares a product (the
// share dialog's link carries their referral code), a visitor opens the link in a second browser
// context and registers there; the sharer's points screen shows the promote row for the product
// and the referrals tab of the profile lists the new member.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, switchToEnglish } from '../support/browser';
import { fixedPriceProductInStock } from '../support/catalogue';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const TEXTS = {
  'zh-tw': {
    share: '分享',
    link: '商品連結',
    lastName: /姓氏/,
    firstName: /名字/,
    email: /電子郵件/,
    password: /^密碼/,
    confirm: /確認密碼/,
    register: '註冊',
    home: '會員中心',
    promote: '推廣',
    referrals: '推薦好友',
  },
  en: {
    share: 'Share',
    link: 'Product link',
    lastName: /Last name/,
    firstName: /First name/,
    email: /Email/,
    password: /^Password/,
    confirm: /Confirm password/,
    register: 'Sign up',
    home: 'My account',
    promote: 'Promote',
    referrals: 'Referrals',
  },
} as const;
type Lang = keyof typeof TEXTS;

let serial = 0;
const freshEmail = (what: string) => `e2e-${what}-${Date.now()}-${serial++}@example.com`;

async function speak(page: Page, lang: Lang) {
  await page.goto('/');
  if (lang === 'en') {
    await switchToEnglish(page);
  }
}

async function signUpThroughApi(context: BrowserContext, email: string): Promise<void> {
  const response = await context.request.post(`${BASE_URL}/api/member/register`, {
    data: { email, password: 'secret12', confirmPassword: 'secret12', firstName: '分享', lastName: '者' },
    headers: { Origin: BASE_URL },
  });
  if (!response.ok()) throw new Error(`register ${email}: HTTP ${response.status()}`);
  // Registration starts no session (it answers alike for a taken email): the new member logs in.
  const login = await context.request.post(`${BASE_URL}/api/member/login`, {
    data: { email, password: 'secret12' },
    headers: { Origin: BASE_URL },
  });
  if (!login.ok()) throw new Error(`login ${email}: HTTP ${login.status()}`);
}

/** The kinds of the member's earned points rows. */
const earnedKinds = async (context: BrowserContext) =>
  ((await (await context.request.get(`${BASE_URL}/api/member/points/earnedList`)).json()) as { points: { kind: string }[] }).points.map(
    (p) => p.kind,
  );

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

test.each(['zh-tw', 'en'] as const)(
  '%s: a share link opened elsewhere, then a registration: the sharer sees points and a referral',
  async (lang) => {
    const t = TEXTS[lang];
    const product = await fixedPriceProductInStock();
    const sharer = await newPage(browser);
    // No native share sheet in the test browser: the page offers its share dialog with the link.
    await sharer.context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    await signUpThroughApi(sharer.context, freshEmail(`sharer-${lang}`));
    await speak(sharer.page, lang);
    await sharer.page.goto(`/products/${product.slug}`);
    await sharer.page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await sharer.page.getByRole('button', { name: t.share, exact: true }).click();
    const link = await sharer.page.getByLabel(t.link).inputValue();
    expect(new URL(link).searchParams.get('r')).toBeTruthy();
    // Opening the page earned the sharer its view points; nobody has used the link yet.
    await until(async () => (await earnedKinds(sharer.context)).includes('view'), 'the view points');
    expect(await earnedKinds(sharer.context)).not.toContain('promote');

    // A visitor opens the link in another browser context and registers.
    const visitor = await newPage(browser);
    await speak(visitor.page, lang);
    await visitor.page.goto(link);
    await visitor.page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await until(async () => (await earnedKinds(sharer.context)).includes('promote'), 'the promote points');
    const follower = freshEmail(`follower-${lang}`);
    await visitor.page.goto('/member/register');
    await visitor.page.getByLabel(t.lastName).fill('林');
    await visitor.page.getByLabel(t.firstName).fill('小華');
    await visitor.page.getByLabel(t.email).fill(follower);
    await visitor.page.getByLabel(t.password).fill('secret12');
    await visitor.page.getByLabel(t.confirm).fill('secret12');
    await visitor.page.getByRole('button', { name: t.register, exact: true }).click();
    await visitor.page.getByRole('heading', { name: t.home }).waitFor();

    // The sharer's points screen shows the promote row for the product; the referrals tab the follower.
    await sharer.page.goto('/member/points');
    await sharer.page.getByRole('row').filter({ hasText: t.promote }).filter({ hasText: product.title }).first().waitFor();
    await sharer.page.goto('/member/profile');
    await sharer.page.getByRole('tab', { name: t.referrals }).click();
    await sharer.page.getByText(follower).waitFor();
    await Promise.all([sharer.context.close(), visitor.context.close()]);
  },
);
