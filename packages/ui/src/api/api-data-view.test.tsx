// A screen's first load: loading, the data, and each failure shown as the screen asks (a visitor
// sent to login with a way back, 403 and 404 in the screen's words, anything else retried).
import { ApiError } from '@storefront/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppI18nProvider } from '../i18n/app-i18n-provider';
import { ApiDataView } from './api-data-view';
import type { ApiData } from './use-api-data';

const failed = (status: number): ApiData<string> => ({
  state: 'error',
  error: new ApiError({ method: 'GET', endpoint: 'memberOrderDetail', status, title: '', msg: `伺服器回覆 ${status}` }),
});

function LoginPage() {
  const location = useLocation();
  return <p>登入頁 {location.search}</p>;
}

function show(data: ApiData<string>, reload = jest.fn()) {
  render(
    <AppI18nProvider catalogs={{ 'zh-tw': {}, en: {} }}>
      <MemoryRouter initialEntries={['/member/order/7']}>
        <Routes>
          <Route
            path="/member/order/:id"
            element={
              <ApiDataView data={{ ...data, reload }} notFound={<p>找不到這筆訂單</p>} forbidden={<p>此功能僅供搭檔使用</p>}>
                {(value) => <p>訂單 {value}</p>}
              </ApiDataView>
            }
          />
          <Route path="/member/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </AppI18nProvider>,
  );
  return reload;
}

test('shows the loading state while loading', () => {
  show({ state: 'loading' });
  expect(screen.queryByText(/訂單/)).toBeNull();
  expect(screen.getByRole('status')).toBeTruthy();
});

test('gives the data to the screen once loaded', () => {
  show({ state: 'ready', data: 'A001' });
  expect(screen.getByText('訂單 A001')).toBeTruthy();
});

test('sends a visitor whose session is gone to login, with the way back', () => {
  show(failed(401));
  expect(screen.getByText(/登入頁/).textContent).toContain(encodeURIComponent('/member/order/7'));
});

test("a refused screen says so in the screen's words", () => {
  show(failed(403));
  expect(screen.getByText('此功能僅供搭檔使用')).toBeTruthy();
});

test('a missing record is not found, not an error to retry', () => {
  show(failed(404));
  expect(screen.getByText('找不到這筆訂單')).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});

test('any other failure says so and can be retried', () => {
  const reload = show(failed(500));
  expect(screen.getByRole('alert').textContent).toContain('伺服器回覆 500');
  fireEvent.click(screen.getByRole('button'));
  expect(reload).toHaveBeenCalledTimes(1);
});
