// The referrals tab: the emails of the members who joined through this member's referral link.
import { Trans } from '@lingui/react/macro';
import { ApiDataView, EmptyState, api, useApiData } from '@storefront/ui';

export function Referrals() {
  const followers = useApiData((signal) => api().call('memberFollowers', { signal }), []);
  return (
    <ApiDataView data={followers}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState title={<Trans>尚無推薦好友</Trans>} />
        ) : (
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">Email</th>
              </tr>
            </thead>
            <tbody>
              {list.map((f) => (
                <tr key={f.email}>
                  <td>{f.email}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </ApiDataView>
  );
}
