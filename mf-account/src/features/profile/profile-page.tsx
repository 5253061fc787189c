// /member/profile: the profile tabs — basic info, password (password accounts only), social
// accounts, referrals (only with followers) and cancel account. ?tab= opens one directly (the
// social-link pages come back to the social tab).
import { useLingui } from '@lingui/react/macro';
import { MEMBER_TYPE } from '@storefront/contracts/member';
import { ApiDataView, Tabs, api, useApiData, type TabItem } from '@storefront/ui';
import { useSearchParams } from 'react-router-dom';
import { BackToMember } from '../../shared/back-to-member';
import { BasicInfoForm } from './basic-info-form';
import { CancelAccount } from './cancel-account';
import { PasswordForm } from './password-form';
import { Referrals } from './referrals';
import { SocialAccounts } from './social-accounts';

export function ProfilePage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const profile = useApiData((signal) => api().call('memberAccountDetail', { signal }), []);

  return (
    <section className="account-page" aria-label={t`個人資料`}>
      <BackToMember />
      <ApiDataView data={profile}>
        {(member) => {
          const items: TabItem[] = [
            { id: 'basic', label: t`基本資料`, content: <BasicInfoForm profile={member} /> },
            ...(member.memberType === MEMBER_TYPE.password ? [{ id: 'password', label: t`變更密碼`, content: <PasswordForm /> }] : []),
            { id: 'social', label: t`社群帳號`, content: <SocialAccounts profile={member} /> },
            ...(member.totalFollowers > 0 ? [{ id: 'referrals', label: t`推薦好友`, content: <Referrals /> }] : []),
            { id: 'cancel', label: t`取消帳號`, content: <CancelAccount userId={member.userId} /> },
          ];
          const wanted = searchParams.get('tab');
          return (
            <Tabs items={items} label={t`個人資料`} initial={items.some((i) => i.id === wanted) ? (wanted ?? undefined) : undefined} />
          );
        }}
      </ApiDataView>
    </section>
  );
}
