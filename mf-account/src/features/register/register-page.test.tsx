// Registering: the server answers a new and a taken email alike, so the page logs in with what the
// shopper typed; a new account opens, a taken email is told to use its own password, in both
// languages.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { RegisterPage } from './register-page';

const TAKEN = 'buyer@example.com';

function answerRegistration() {
  return fakeServer({
    'POST /api/member/register': { body: { status: 200, title: '已收到註冊', msg: '請以此 Email 與密碼登入' } },
    'POST /api/member/login': async (request) => {
      const body = (await request.json()) as { email: string };
      return body.email === TAKEN
        ? { status: 401, body: { status: 401, title: '帳號或密碼錯誤' } }
        : { body: { status: 200, title: '登入成功', userId: 9, tier: 0, memberType: 0 } };
    },
  });
}

async function fill(labels: { last: RegExp; first: RegExp; email: RegExp; password: RegExp; confirm: RegExp }, email: string) {
  await userEvent.type(screen.getByLabelText(labels.last), '林');
  await userEvent.type(screen.getByLabelText(labels.first), '小華');
  await userEvent.type(screen.getByLabelText(labels.email), email);
  await userEvent.type(screen.getByLabelText(labels.password), 'secret12');
  await userEvent.type(screen.getByLabelText(labels.confirm), 'secret12');
}

const zh = { last: /姓氏/, first: /名字/, email: /電子郵件/, password: /^密碼/, confirm: /確認密碼/ };

test('a new email: registered, logged in with the same password, and sent to the member home', async () => {
  const server = answerRegistration();
  renderScreen(<RegisterPage />, { catalogs, path: '/member/register', route: '/member/register' });
  await fill(zh, 'new@example.com');
  await userEvent.click(screen.getByRole('button', { name: '註冊' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/member$/));
  expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/member/register', 'POST /api/member/login']);
});

test('a taken email is told to log in with the password it has, never that it is registered', async () => {
  answerRegistration();
  renderScreen(<RegisterPage />, { catalogs, path: '/member/register', route: '/member/register' });
  await fill(zh, TAKEN);
  await userEvent.click(screen.getByRole('button', { name: '註冊' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('若此電子郵件已經註冊，請以原本的密碼登入');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/member\/register$/);
});

test('the same in English', async () => {
  answerRegistration();
  renderScreen(<RegisterPage />, { catalogs, path: '/member/register', route: '/member/register', lang: 'en' });
  await fill({ last: /Last name/i, first: /First name/i, email: /Email/i, password: /^Password/i, confirm: /Confirm password/i }, TAKEN);
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('If this email is already registered, log in with its existing password.');
});
