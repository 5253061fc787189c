// The member's notices (auctions won awaiting payment, the last application of each kind with the
// operator's decision), asked once per screen that shows them.
import { api, useApiData } from '@storefront/ui';

export function useMemberNotices() {
  return useApiData((signal) => api().call('memberNotices', { signal }), []);
}
