// 更換門市: the store map sends the buyer back to this order's page with the picked store
// (CVSStoreID, CVSStoreName, CVSAddress, LogisticsSubType and ExtraData, the order id). The page
// sends it as the order's new pickup store once, drops the reply from the address and reloads
// the order; a refusal (the shipment already created, another chain) is shown in its place.
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderStoreRequest } from '@storefront/contracts';
import { api, notify, useFailureText } from '@storefront/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function useStoreMapReply(orderId: string, onChanged: () => void): ReactNode {
  const { t } = useLingui();
  const failureText = useFailureText();
  const location = useLocation();
  const navigate = useNavigate();
  const sent = useRef<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const storeId = query.get('CVSStoreID');
    if (!storeId || query.get('ExtraData') !== orderId || sent.current === location.search) return;
    sent.current = location.search;
    const body = {
      orderId: Number(orderId),
      storeId,
      storeName: query.get('CVSStoreName') ?? '',
      address: query.get('CVSAddress') ?? '',
      subType: query.get('LogisticsSubType') ?? '',
    } as OrderStoreRequest;
    void (async () => {
      try {
        await api().call('memberOrderStore', { body });
        setFailure(null);
        notify({ tone: 'success', text: t`已更換取貨門市` });
        onChanged();
      } catch (error) {
        setFailure(failureText(error));
      } finally {
        void navigate(location.pathname, { replace: true });
      }
    })();
  }, [failureText, location.search, location.pathname, navigate, onChanged, orderId, t]);
  if (!failure) return null;
  return (
    <p className="sf-field__error" role="alert">
      <Trans>無法更換門市：{failure}</Trans>
    </p>
  );
}
