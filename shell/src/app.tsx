// The page frame: header, the routed main area, notifications and footer, in the page language.
// The browser routes by its history; the server renders one URL's first screen with the same frame.
import { AppI18nProvider, NotificationViewport } from '@storefront/ui';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CatchUpWithHistory } from './catch-up-with-history';
import { Footer } from './layout/footer';
import { Header } from './header/header';
import { catalogs } from './locales/catalogs';
import { RouteTitle } from './route-title';
import { AppRoutes } from './routes';
import './layout/shell.css';

export function AppFrame() {
  return (
    <AppI18nProvider catalogs={catalogs}>
      <RouteTitle />
      <Header />
      <main id="main" className="shell-main" tabIndex={-1}>
        <AppRoutes />
      </main>
      <Footer />
      <NotificationViewport />
    </AppI18nProvider>
  );
}

/** onFrameReady: told once the frame is on the page and answers input (after hydration, too). */
export function App({ onFrameReady }: { onFrameReady?: () => void }) {
  useEffect(() => onFrameReady?.(), [onFrameReady]);
  return (
    <BrowserRouter>
      <CatchUpWithHistory />
      <AppFrame />
    </BrowserRouter>
  );
}
