// The server answers its refusals in the request's language (issue 24 #14): the language cookie
// the pages read decides it; without it, or in Chinese, the texts stay as written.
import { client, type TestApp, openSeededApp } from '../test/test-support';
import { serverText } from './server-messages';

let app: TestApp;

openSeededApp((opened) => ({ app } = opened));

const english = { cookie: 'storefront_lang=en' };

test('a refused login reads in English with the English cookie, in Chinese without it', async () => {
  const body = { email: 'nobody@example.com', password: 'wrong-password' };
  const en = await client(app).post('/api/member/login', body, english);
  expect(en.status).toBe(401);
  expect(await en.json()).toMatchObject({ status: 401, title: 'Wrong email or password', msg: 'Check your email and password' });
  const zh = await client(app).post('/api/member/login', body);
  expect(await zh.json()).toMatchObject({ status: 401, title: '帳號或密碼錯誤', msg: '請確認 Email 與密碼' });
  const zhCookie = await client(app).post('/api/member/login', body, { cookie: 'storefront_lang=zh-tw' });
  expect(await zhCookie.json()).toMatchObject({ title: '帳號或密碼錯誤' });
});

test("a visitor's member call and a malformed body are refused in English, the issues' keys unchanged", async () => {
  const visitor = await client(app).post(
    '/api/member/account/resetpassword',
    { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
    english,
  );
  expect(visitor.status).toBe(401);
  expect(await visitor.json()).toMatchObject({ title: 'Please log in', msg: 'This needs a member login' });
  const invalid = await client(app).post('/api/member/login', { email: 'not-an-email', password: '' }, english);
  expect(invalid.status).toBe(400);
  const answer = (await invalid.json()) as { title: string; msg: string; issues: { path: string; key: string }[] };
  expect(answer.title).toBe('Bad request');
  expect(answer.msg).toMatch(/^Invalid fields: /);
  expect(answer.issues).toEqual(expect.arrayContaining([{ path: 'email', key: 'email' }]));
});

test('messages carrying a value keep it (the bid panel reads the minimum from the end)', () => {
  expect(serverText('出價金額不可低於 3600', 'en')).toBe('The bid must be at least 3600');
  expect(serverText('舊密碼錯誤', 'en')).toBe('Wrong current password');
  expect(serverText('烏龍茶', 'en')).toBe('烏龍茶');
  expect(serverText('舊密碼錯誤', 'zh-tw')).toBe('舊密碼錯誤');
});
