// The convenience-store logistics status of the order in words (plain text from the server, in
// the user's language). It is extra information: while it loads or if it fails, a dash shows.
import { api, useApiData, useLanguage } from '@storefront/ui';

export function LogisticsStatusText({ orderStatus }: { orderStatus: string }) {
  const lang = useLanguage();
  const text = useApiData(
    (signal) => api().callText('logisticStatus', { params: { e_orderstatus: orderStatus }, query: { lang }, signal }),
    [orderStatus, lang],
  );
  return <span data-testid="logistics-status">{text.state === 'ready' && text.data.trim() ? text.data : '—'}</span>;
}
