// Starts the shell: restores the visitor's language, reads the remote map, renders the frame, or
// adopts the first screen the server rendered into the page (render-first-screen.tsx).
import { holdFirstScreenData, readDocumentLanguage, readFirstScreenData, rememberedLanguage, setLanguage } from '@storefront/ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { adoptServerRenderedArea } from './federation/remote-area';
import { registerRemotesFromMap, type RemoteName } from './federation/remote-registry';

const serverLanguage = readDocumentLanguage();
const remembered = rememberedLanguage();
if (remembered) setLanguage(remembered);

// The map is fetched once; routes wait for it only when they show a remote.
void registerRemotesFromMap();

/** What the server says it rendered: the remote area shown and the first call's answers. */
function serverRendering(): { area: { remote: RemoteName; exposed: string }; answers: Record<string, unknown> } | null {
  const { area, answers } = readFirstScreenData() as { area?: { remote?: unknown; exposed?: unknown }; answers?: unknown };
  if (typeof area?.remote !== 'string' || typeof area.exposed !== 'string') return null;
  if (!answers || typeof answers !== 'object') return null;
  return { area: { remote: area.remote as RemoteName, exposed: area.exposed }, answers: answers as Record<string, unknown> };
}

const container = document.getElementById('root');
if (container) {
  const rendered = container.hasChildNodes() ? serverRendering() : null;
  // HTML in another language than the visitor's (a choice the server did not know) is not adopted.
  if (rendered && readDocumentLanguage() === serverLanguage) {
    holdFirstScreenData(rendered.answers);
    adoptServerRenderedArea(rendered.area.remote, rendered.area.exposed);
    // As a transition, React adopts the page in slices, not in one long task. The page takes
    // clicks once its frame is React's (shell.css, data-adopting); the remote area once it is.
    startTransition(() => {
      hydrateRoot(container, <App onFrameReady={() => container.removeAttribute('data-adopting')} />, {
        // HTML that React could not adopt (a remote area whose code fails while it is adopted, or
        // HTML unlike the browser's render) is rendered again in the browser: the page recovers,
        // the area shows its explanation and retry. Said on the console as a caught error is,
        // not thrown at the window as if nothing had caught it (React's default). A part the server
        // left to the browser on purpose (not ready when it rendered: server/render-first-screen.tsx)
        // is rendered here without a report: React reports no error for it.
        onRecoverableError: (error) => console.error('[adopt]', error, error instanceof Error ? error.cause : undefined),
      });
    });
  } else {
    container.replaceChildren();
    container.removeAttribute('data-adopting');
    const root = createRoot(container);
    // Rendered as a transition, in slices, so the first render is not one long task.
    startTransition(() => root.render(<App />));
  }
}
