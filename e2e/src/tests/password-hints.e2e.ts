// The change-password tab says why its button stays greyed: a new password too short, or a
// confirmation that does not match, is explained under its field, in both languages.
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, newPage, switchToEnglish } from '../support/browser';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function registerThroughApi(context: BrowserContext, email: string): Promise<void> {
  const response = await context.request.post(`${BASE_URL}/api/member/register`, {
    data: { email, password: 'secret12', confirmPassword: 'secret12', firstName: '小明', lastName: '測' },
    headers: { Origin: BASE_URL },
  });
  if (!response.ok()) throw new Error(`register ${email}: HTTP ${response.status()}`);
  // Registration starts no session (it answers a taken email the same): log in, as the page does.
  const login = await context.request.post(`${BASE_URL}/api/member/login`, {
    data: { email, password: 'secret12' },
    headers: { Origin: BASE_URL },
  });
  if (!login.ok()) throw new Error(`login ${email}: HTTP ${login.status()}`);
}

const texts = {
  'zh-tw': {
    tab: '變更密碼',
    current: /目前密碼/,
    next: /^新密碼/,
    confirm: /確認新密碼/,
    update: '更新密碼',
    short: '密碼至少需要 6 個字元',
    mismatch: '兩次輸入的密碼不一致',
    done: '重置密碼成功',
  },
  en: {
    tab: 'Change password',
    current: /Current password/,
    next: /^New password/,
    confirm: /Confirm new password/,
    update: 'Update password',
    short: 'The password needs at least 6 characters',
    mismatch: 'The passwords do not match',
    done: null,
  },
} as const;

test.each(['zh-tw', 'en'] as const)('in %s a short or mismatched new password says why under the field', async (lang) => {
  const say = texts[lang];
  const { context, page } = await newPage(browser);
  await registerThroughApi(context, `e2e-password-hints-${lang}-${Date.now()}@example.com`);
  await page.goto('/member/profile');
  if (lang === 'en') {
    await switchToEnglish(page);
    await page.locator('html[lang="en"]').waitFor();
  }
  await page.getByRole('tab', { name: say.tab }).click();
  const next = page.getByLabel(say.next);
  const confirm = page.getByLabel(say.confirm);
  const update = page.getByRole('button', { name: say.update });
  await page.getByLabel(say.current).fill('secret12');
  await next.fill('12345');
  await confirm.focus();
  await page.getByText(say.short).waitFor();
  expect(await next.getAttribute('aria-invalid')).toBe('true');
  expect(await update.isDisabled()).toBe(true);

  await next.fill('123456');
  await page.getByText(say.short).waitFor({ state: 'detached' });
  await confirm.fill('123457');
  await next.focus();
  await page.getByText(say.mismatch).waitFor();
  expect(await confirm.getAttribute('aria-invalid')).toBe('true');
  expect(await update.isDisabled()).toBe(true);

  await confirm.fill('123456');
  await page.getByText(say.mismatch).waitFor({ state: 'detached' });
  expect(await update.isEnabled()).toBe(true);
  if (say.done) {
    await update.click();
    await page.getByRole('dialog').getByText(say.done).waitFor();
  }
  await context.close();
});
