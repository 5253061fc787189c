// Exposed to hosts as mf_account/AccountApp, mounted at /member/*: login and the member screens.
import { AppI18nProvider } from '@storefront/ui';
import { AccountRoutes } from '../features/account-routes';
import { catalogs } from '../locales/catalogs';

export default function ExposedAccountApp() {
  return (
    <AppI18nProvider catalogs={catalogs}>
      <AccountRoutes />
    </AppI18nProvider>
  );
}
