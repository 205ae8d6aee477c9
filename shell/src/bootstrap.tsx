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
// The first screen renders in the page's language (French is loaded first, once), English if that load fails.
void activateLanguage(startLanguage())
  .catch(() => undefined)
  .then(() => createRoot(document.getElementById('root') as HTMLElement).render(<Root />));
afterFirstLoad(() => registerServiceWorker());
