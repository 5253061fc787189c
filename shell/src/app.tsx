// The page frame: header, the routed main area, notifications and footer, in the page language.
import { AppI18nProvider, NotificationViewport } from '@storefront/ui';
import { BrowserRouter } from 'react-router-dom';
import { Footer } from './layout/footer';
import { Header } from './header/header';
import { catalogs } from './locales/catalogs';
import { AppRoutes } from './routes';
import './layout/shell.css';

export function App() {
  return (
    <BrowserRouter>
      <AppI18nProvider catalogs={catalogs}>
        <Header />
        <main id="main" className="shell-main" tabIndex={-1}>
          <AppRoutes />
        </main>
        <Footer />
        <NotificationViewport />
      </AppI18nProvider>
    </BrowserRouter>
  );
}
