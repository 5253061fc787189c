// Applying again after the operator refused: the form shows the reason first; a first application
// shows nothing of the kind.
import { screen } from '@testing-library/react';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { MemberUpgradePage } from './member-upgrade-page';
import { MerchantUpgradePage } from './merchant-upgrade-page';

const notices = (applications: unknown[] = []) => ({ status: 200, auctionWins: [], applications });

test('applying again after a refusal, the form shows the operator’s reason first', async () => {
  fakeServer({
    'GET /api/member/notices': {
      body: notices([
        { kind: 'merchant', reviewStatus: 'rejected', reason: '統一編號有誤', submittedAt: '2026-11-20T00:00:00Z', reviewedAt: null },
      ]),
    },
  });
  renderScreen(<MerchantUpgradePage />, { catalogs });
  const note = await screen.findByTestId('last-refusal');
  expect(note).toHaveTextContent('您上次的申請未通過審核');
  expect(note).toHaveTextContent('原因：統一編號有誤');
});

test('a first application shows no refusal', async () => {
  fakeServer({ 'GET /api/member/notices': { body: notices() } });
  renderScreen(<MerchantUpgradePage />, { catalogs, lang: 'en' });
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('last-refusal')).toBeNull();
});

test('the member upgrade form shows a refusal of a member application, in English', async () => {
  fakeServer({
    'GET /api/member/notices': {
      body: notices([{ kind: 'member', reviewStatus: 'rejected', reason: 'Line ID missing', submittedAt: '2026-11-20T00:00:00Z' }]),
    },
  });
  renderScreen(<MemberUpgradePage />, { catalogs, lang: 'en' });
  const note = await screen.findByTestId('last-refusal');
  expect(note).toHaveTextContent('Your last application was not approved');
  expect(note).toHaveTextContent('Reason: Line ID missing');
});
