// Logging in: validation in the user's language, wrong credentials, and the safe return URL.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { LoginPage } from './login-page';

function answerLogin() {
  return fakeServer({
    'POST /api/member/login': async (request) => {
      const body = (await request.json()) as { email: string; password: string };
      return body.password === 'buyer1234'
        ? { body: { status: 200, title: 'OK', userId: 1, tier: 1, memberType: 0 } }
        : { status: 401, body: { status: 401, title: '帳號或密碼錯誤' } };
    },
  });
}

async function logIn(password: string) {
  await userEvent.type(screen.getByLabelText(/電子郵件/), 'buyer@example.com');
  await userEvent.type(screen.getByLabelText(/密碼/), password);
  await userEvent.click(screen.getByRole('button', { name: '登入' }));
}

test('empty fields are refused before anything is sent', async () => {
  const server = answerLogin();
  renderScreen(<LoginPage />, { catalogs, path: '/member/login', route: '/member/login' });
  await userEvent.click(screen.getByRole('button', { name: '登入' }));
  expect(await screen.findAllByText('此欄位必填')).toHaveLength(2);
  expect(server.calls).toHaveLength(0);
});

test('a wrong password is explained and the typed email is kept', async () => {
  answerLogin();
  renderScreen(<LoginPage />, { catalogs, path: '/member/login', route: '/member/login' });
  await logIn('wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('電子郵件或密碼錯誤');
  expect(screen.getByLabelText(/電子郵件/)).toHaveValue('buyer@example.com');
});

test('after login the visitor returns to a same-origin returnUrl', async () => {
  answerLogin();
  renderScreen(<LoginPage />, { catalogs, path: '/member/login', route: '/member/login?returnUrl=%2Fproducts%2Ftea' });
  await logIn('buyer1234');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/tea$/));
});

test('a returnUrl to another site is ignored: the member goes to the member home', async () => {
  answerLogin();
  renderScreen(<LoginPage />, { catalogs, path: '/member/login', route: '/member/login?returnUrl=https%3A%2F%2Fevil.example%2F' });
  await logIn('buyer1234');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/member$/));
});
