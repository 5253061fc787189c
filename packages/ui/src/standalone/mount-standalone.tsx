// Runs a remote on its own page (QA, feature development, embedding on a plain host page): reads
// the mount element's attributes, sets the language and API base, and renders the remote's
// screens under a router of their own with the notifications viewport.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi } from '../api/api-client';
import { NotificationViewport } from '../components/notifications';
import { setLanguage } from '../i18n/language';
import { readHostAttributes, type HostAttributes } from './host-attributes';

export function mountStandalone(render: (host: HostAttributes) => ReactNode, elementId = 'root'): HostAttributes | null {
  const element = document.getElementById(elementId);
  if (!element) {
    console.error(`mount element #${elementId} not found`);
    return null;
  }
  const host = readHostAttributes(element);
  setLanguage(host.lang);
  configureApi({ baseUrl: host.baseUrl });
  createRoot(element).render(
    <StrictMode>
      <BrowserRouter basename={host.basePath}>
        {render(host)}
        <NotificationViewport />
      </BrowserRouter>
    </StrictMode>,
  );
  return host;
}
