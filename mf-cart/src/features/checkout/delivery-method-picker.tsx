// Home delivery or pickup at a convenience store (one store for every order of the checkout; not
// offered when a line is frozen); for pickup, the store picked on the (sandbox) store map of the
// chain, which comes back to this step.
import { Trans, useLingui } from '@lingui/react/macro';
import { CVS_CHAINS, localizedPath, LOGISTICS_MAP_PATH, type CvsStore } from '@storefront/contracts';
import { Button, useLanguage } from '@storefront/ui';
import type { DeliveryMethod } from './checkout-draft';

type Props = {
  method: DeliveryMethod;
  store: CvsStore | null;
  storeMissing: boolean;
  /** false when a line is frozen: stores do not take frozen parcels. */
  pickupOffered: boolean;
  onMethod: (method: DeliveryMethod) => void;
};

const PICKUPS = [12, 13, 14, 15] as const;

export function DeliveryMethodPicker({ method, store, storeMissing, pickupOffered, onMethod }: Props) {
  const { t } = useLingui();
  const lang = useLanguage();
  const openMap = () => {
    if (method === 'home') return;
    const reply = localizedPath('/checkout/delivery', lang);
    const query = new URLSearchParams({ LogisticsSubType: CVS_CHAINS[method].subType, ServerReplyURL: reply, IsCollection: 'N' });
    window.location.assign(`${LOGISTICS_MAP_PATH}?${query.toString()}`);
  };
  return (
    <fieldset className="checkout__choices">
      <legend>
        <Trans>取貨方式</Trans>
      </legend>
      <label>
        <input type="radio" name="deliveryMethod" checked={method === 'home'} onChange={() => onMethod('home')} /> <Trans>宅配到府</Trans>
      </label>
      {!pickupOffered ? (
        <p className="checkout__notice" data-testid="no-pickup">
          <Trans>冷凍商品無法超商取貨，僅提供宅配。</Trans>
        </p>
      ) : null}
      {(pickupOffered ? PICKUPS : []).map((type) => {
        const brand = CVS_CHAINS[type].brand;
        return (
          <label key={type}>
            <input type="radio" name="deliveryMethod" checked={method === type} onChange={() => onMethod(type)} />{' '}
            <Trans>超商取貨：{brand}</Trans>
          </label>
        );
      })}
      {method !== 'home' ? (
        <div className="checkout__store">
          {store ? (
            <p data-testid="picked-store">
              <Trans>取貨門市：</Trans>
              {store.storeName}（{store.storeId}）{store.address}
            </p>
          ) : (
            <p className={storeMissing ? 'sf-field__error' : undefined} role={storeMissing ? 'alert' : undefined}>
              <Trans>請選擇取貨門市</Trans>
            </p>
          )}
          <Button onClick={openMap} aria-label={t`在地圖上選擇門市`}>
            {store ? <Trans>變更門市</Trans> : <Trans>選擇門市</Trans>}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
