import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage } from '@groundwork/shared/i18n';
import { browser, useSession } from '@groundwork/shared/session';
import { afterFirstLoad } from './app/after-first-load';
import { offlineListsKept } from './app/field-app';
import { preloadAuthenticatedApp, Root } from './app/Root';
import { startLanguage } from './features/language/session-language';
import { registerRemotesFromConfig } from './remotes/remote-config';
import { preloadRemoteOf } from './remotes/remote-routes';
import { registerServiceWorker } from './sw/register';

// The app starts with a stored session (src/sign-in/gate.ts); one that expired meanwhile goes back to the sign-in page.
if (useSession.getState().token === null) browser.reloadToSignIn();
else start();

function start(): void {
  // The remotes' locations are read while the first screen renders: loading a remote waits for them (remote-routes.ts).
  void registerRemotesFromConfig();
  // The signed-in layout and the URL's feature app load beside the first render, not after it.
  preloadAuthenticatedApp();
  preloadRemoteOf(window.location.hash);
  // The first screen renders in the user's language (French is loaded first, once), English if that load fails. The
  // first render is a transition: React renders it in slices of a few milliseconds, so the signed-in layout and
  // screen do not hold the phone's main thread for one long task each (docs/performance.md, "Sixth pass").
  void activateLanguage(startLanguage())
    .catch(() => undefined)
    .then(() => {
      const root = createRoot(document.getElementById('root') as HTMLElement);
      startTransition(() => root.render(<Root />));
    });
  // Ready offline: said once the worker's first install has cached everything (its code loads then, not at start),
  // and, for a worker, the time record form's lists are kept on the phone.
  afterFirstLoad(() =>
    registerServiceWorker(navigator.serviceWorker, () => void import('./sw/ready-offline').then((m) => m.sayReadyOffline(offlineListsKept()))),
  );
}
