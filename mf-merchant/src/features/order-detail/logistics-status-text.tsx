// The logistics provider's status text of a store pick-up order (plain text from the server, in
// the user's language).
// It is extra information: while it loads, or if it cannot be read, nothing is shown.
import { Trans } from '@lingui/react/macro';
import { api, useApiData, useLanguage } from '@storefront/ui';

export function LogisticsStatusText({ orderStatus }: { orderStatus: string }) {
  const lang = useLanguage();
  const text = useApiData(
    (signal) => api().callText('logisticStatus', { params: { e_orderstatus: orderStatus }, query: { lang }, signal }),
    [orderStatus, lang],
  );
  if (text.state !== 'ready' || !text.data.trim()) return null;
  return (
    <p className="merchant-logistics-status">
      <Trans>物流狀態：</Trans>
      {text.data}
    </p>
  );
}
