// The application queue: every field of a partner form, the invalid company tax id flagged,
// approve and reject with a reason.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { ApplicationQueuePage } from './application-queue-page';
import { listAnswer } from './operator-fixtures';

const partner = {
  userId: 21,
  account: 'tea@example.com',
  kind: 'merchant',
  reviewStatus: 'pending',
  submittedAt: '2026-11-20T02:30:00.000Z',
  form: {
    name: '王小明',
    tel: '0912345678',
    line: 'tea-line',
    email: 'tea@example.com',
    companyName: '茶山有限公司',
    companyOwner: '王大明',
    uniformNumber: '12345678',
    companyType: '有限公司',
    companyAddress: '嘉義縣阿里山鄉',
    companyEmail: 'office@tea.example.com',
    companyTel: '052345678',
    companyUrl: 'https://tea.example.com',
  },
  uniformNumberValid: false,
};
const member = {
  ...partner,
  userId: 22,
  account: 'amy@example.com',
  kind: 'member',
  form: { name: '林小美', tel: '0922333444', email: 'amy@example.com' },
  uniformNumberValid: null,
};

test('shows every field of the forms and flags an invalid company tax id', async () => {
  fakeServer({ 'GET /api/operator/review/list': { body: listAnswer('application', [partner, member]) } });
  renderScreen(<ApplicationQueuePage />, { catalogs });
  const card = await screen.findByRole('article', { name: '搭檔申請：王小明 (tea@example.com)' });
  for (const text of [
    '茶山有限公司',
    '王大明',
    '12345678',
    '有限公司',
    '嘉義縣阿里山鄉',
    'office@tea.example.com',
    '052345678',
    'https://tea.example.com',
    'tea-line',
  ]) {
    expect(within(card).getByText(text)).toBeInTheDocument();
  }
  expect(within(card).getByText('統一編號檢查碼錯誤')).toBeInTheDocument();
  const memberCard = screen.getByRole('article', { name: '會員申請：林小美 (amy@example.com)' });
  expect(within(memberCard).queryByText('統一編號')).not.toBeInTheDocument();
});

test('approve and reject with a reason send the applicant and the kind', async () => {
  const server = fakeServer({
    'GET /api/operator/review/list': { body: listAnswer('application', [partner, member]) },
    'POST /api/operator/review/application/approve': { body: { status: 200 } },
    'POST /api/operator/review/application/reject': { body: { status: 200 } },
  });
  renderScreen(<ApplicationQueuePage />, { catalogs, lang: 'en' });
  await userEvent.click(await screen.findByRole('button', { name: 'Approve member application of 林小美' }));
  expect(await screen.findByText('Application approved', { selector: '.operator-notice' })).toBeInTheDocument();
  const form = await screen.findByRole('form', { name: 'Reject partner application of 王小明' });
  await userEvent.type(within(form).getByRole('textbox', { name: /Reason for rejection/ }), '統一編號錯誤');
  await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Application rejected', { selector: '.operator-notice' })).toBeInTheDocument();
  const posts = server.calls.filter((c) => c.method === 'POST');
  expect(posts.map((c) => c.body)).toEqual([
    { userId: 22, kind: 'member' },
    { userId: 21, kind: 'merchant', reason: '統一編號錯誤' },
  ]);
});

test('no applications waiting', async () => {
  fakeServer({ 'GET /api/operator/review/list': { body: listAnswer('application', []) } });
  renderScreen(<ApplicationQueuePage />, { catalogs });
  expect(await screen.findByText('目前沒有待審核的申請')).toBeInTheDocument();
});
