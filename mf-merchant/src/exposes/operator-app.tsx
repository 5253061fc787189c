// Exposed to hosts as mf_merchant/OperatorApp, mounted at /member/operator/*: the marketplace
// operator's review desk (product submissions, member and partner applications).
import { AppI18nProvider } from '@storefront/ui';
import { OperatorRoutes } from '../features/operator/operator-routes';
import { catalogs } from '../locales/catalogs';

export default function ExposedOperatorApp() {
  return (
    <AppI18nProvider catalogs={catalogs}>
      <OperatorRoutes />
    </AppI18nProvider>
  );
}
