// The confirmed action runs once per confirmation, closes its dialog when it succeeds, and keeps a
// refusal in the dialog in the specification's format.
import { ApiError } from '@storefront/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppI18nProvider } from '../i18n/app-i18n-provider';
import { ConfirmButton } from './confirm-button';

function renderAction(onConfirm: () => Promise<void>) {
  render(
    <AppI18nProvider catalogs={{ 'zh-tw': {}, en: {} }}>
      <ConfirmButton variant="danger" label="取消訂單" title="取消訂單" confirmLabel="確定取消" onConfirm={onConfirm}>
        <p>確定要取消這筆訂單嗎？</p>
      </ConfirmButton>
    </AppI18nProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '取消訂單' }));
  return screen.getByRole('button', { name: '確定取消', hidden: true });
}

test('a refusal stays in the open dialog, and a second press while the first runs sends nothing', async () => {
  let refuse: (error: unknown) => void = () => undefined;
  const onConfirm = jest.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
  const confirm = renderAction(onConfirm);
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await act(async () =>
    refuse(new ApiError({ method: 'POST', endpoint: 'memberOrderCancel', status: 400, title: '訂單已出貨，無法取消', msg: '' })),
  );
  expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('status:400 error:訂單已出貨，無法取消');
  expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('open');
});

test('a dropped connection reads as one in the page language, and success closes the dialog', async () => {
  const onConfirm = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(undefined);
  const confirm = renderAction(onConfirm);
  await act(async () => fireEvent.click(confirm));
  expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('無法連線，請稍後再試');
  await act(async () => fireEvent.click(confirm));
  expect(onConfirm).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
  expect(screen.queryByRole('alert', { hidden: true })).not.toBeInTheDocument();
});
