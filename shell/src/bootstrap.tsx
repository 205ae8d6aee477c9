import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage } from '@groundwork/shared/i18n';
import { useSession } from '@groundwork/shared/session';
import { afterFirstLoad } from './app/after-first-load';
import { preloadAuthenticatedApp, Root } from './app/Root';
import { startLanguage } from './features/language/session-language';
import { registerRemotesFromConfig } from './remotes/remote-config';
import { preloadRemoteOf } from './remotes/remote-routes';
import { registerServiceWorker } from './sw/register';

// The remotes' locations are read while the first screen renders: loading a remote waits for them (remote-routes.ts).
void registerRemotesFromConfig();
// A signed-in start (a reload, a link to a screen) loads the URL's feature app beside the signed-in layout, not after it.
if (useSession.getState().token !== null) {
  preloadAuthenticatedApp();
  preloadRemoteOf(window.location.hash);
}
// The first screen renders in the page's language (French is loaded first, once), English if that load fails. The
// first render is a transition: React renders it in slices of a few milliseconds, so a signed-in start's layout and
// screen do not hold the phone's main thread for one long task each (docs/performance.md, "Sixth pass").
void activateLanguage(startLanguage())
  .catch(() => undefined)
  .then(() => {
    const root = createRoot(document.getElementById('root') as HTMLElement);
    startTransition(() => root.render(<Root />));
  });
afterFirstLoad(() => registerServiceWorker());
