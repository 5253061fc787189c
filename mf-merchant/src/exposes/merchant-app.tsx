// Exposed to hosts as mf_merchant/MerchantApp, mounted at /member/merchant/*: the merchant tools.
import { AppI18nProvider } from '@storefront/ui';
import { MerchantRoutes } from '../features/merchant-routes';
import { catalogs } from '../locales/catalogs';

export default function ExposedMerchantApp() {
  return (
    <AppI18nProvider catalogs={catalogs}>
      <MerchantRoutes />
    </AppI18nProvider>
  );
}
