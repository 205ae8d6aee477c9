import { afterFirstLoad } from '../app/after-first-load';
import { registerServiceWorker } from '../sw/register';
import { prefetchApp, startApp } from './app-start';
import { SIGN_IN_PAGE_IDS } from './page-ids';
import { showSignInPage } from './sign-in-page';

// The sign-in page, loaded by the gate (gate.ts) when no session is stored: signed in, it starts the app.
showSignInPage(document.getElementById(SIGN_IN_PAGE_IDS.content) as HTMLElement, { onSignedIn: startApp });
// Once the page has settled: the app's files into the HTTP cache, and the service worker (as the app does).
afterFirstLoad(prefetchApp);
afterFirstLoad(() => registerServiceWorker());
