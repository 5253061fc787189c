// Exposed to hosts as mf_product/ListingPage: the listing screen of search (/search?q=), a
// category (/category/:id) and a brand (/brand/:id); filters, sort and page are in the URL.
import { AppI18nProvider } from '@storefront/ui';
import { ListingPage, type ListingPageProps } from '../features/listing/listing-page';
import { listingCatalogs } from '../locales/listing-catalogs';

export default function ExposedListingPage(props: ListingPageProps) {
  return (
    <AppI18nProvider catalogs={listingCatalogs}>
      <ListingPage {...props} />
    </AppI18nProvider>
  );
}
