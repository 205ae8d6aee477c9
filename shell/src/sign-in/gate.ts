import { readStoredToken } from '@groundwork/shared/session';
import { readRemoteConfig, requestManifestOfUrl } from '../remotes/remote-locations';
import { startApp } from './app-start';

/**
 * The page's first script, inline at the end of index.html's body (webpack.config.js; the server's
 * Content-Security-Policy allows it by its hash): with a stored session that has not expired it starts the app at
 * once, its files requested as early as static tags would be and the URL's feature app manifest beside them; without
 * one (an expired one is cleared) it loads the sign-in page (`data-sign-in`, src/sign-in/index.ts), and neither the
 * federation runtime nor React is evaluated before sign-in (issue 21, docs/decisions.md).
 */
if (readStoredToken(window.localStorage) !== null) {
  startApp();
  // Where the feature apps are, read beside main.js instead of once it has run (its copy of remote-locations.ts takes
  // this answer; a failure is its to report). The sign-in page asks for nothing of the app.
  readRemoteConfig().catch(() => undefined);
  requestManifestOfUrl(window.location.hash);
  // ICU's start, once per page (the first `Intl` object: 110 to 210 ms on a slow phone), in a task of its own while
  // the app's files download, instead of inside the first screen's render, which formats a date
  // (docs/performance.md, "Ninth pass").
  setTimeout(() => new Intl.DateTimeFormat().format(0));
} else {
  const page = document.createElement('script');
  page.src = (document.currentScript as HTMLScriptElement).dataset.signIn ?? '';
  document.body.append(page);
}
