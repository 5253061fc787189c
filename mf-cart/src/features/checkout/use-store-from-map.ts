// The store map sends the buyer back to the delivery step with the picked store in the query
// (CVSStoreID, CVSStoreName, CVSAddress, LogisticsSubType): keep it in the draft, clean the URL.
import type { CvsSubType } from '@storefront/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCheckoutDraft } from './checkout-draft';

const SUB_TYPES: readonly string[] = ['FAMIC2C', 'UNIMARTC2C', 'HILIFEC2C', 'OKMARTC2C'];

export function useStoreFromMap() {
  const [params, setParams] = useSearchParams();
  const storeId = params.get('CVSStoreID');
  useEffect(() => {
    if (!storeId) return;
    const subType = params.get('LogisticsSubType') ?? '';
    if (SUB_TYPES.includes(subType)) {
      useCheckoutDraft.getState().patch({
        cvsStore: {
          storeId,
          storeName: params.get('CVSStoreName') ?? '',
          address: params.get('CVSAddress') ?? '',
          subType: subType as CvsSubType,
        },
      });
    }
    setParams({}, { replace: true });
  }, [storeId, params, setParams]);
}
