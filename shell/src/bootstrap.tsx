// Starts the shell: restores the visitor's language, reads the remote map, renders the frame.
import { rememberedLanguage, setLanguage } from '@storefront/ui';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerRemotesFromMap } from './federation/remote-registry';

const remembered = rememberedLanguage();
if (remembered) setLanguage(remembered);

// The map is fetched once; routes wait for it only when they show a remote.
void registerRemotesFromMap();

const container = document.getElementById('root');
// Rendered as a transition, in slices, so the first render is not one long task.
if (container) {
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}
