import { STORAGE_KEYS } from '@groundwork/shared/session';
import { startApp } from './app-start';

/**
 * The page's first script, inline at the end of index.html's body (webpack.config.js; the server's
 * Content-Security-Policy allows it by its hash): with a stored session it starts the app at once, its files requested
 * as early as static tags would be; without one it loads the sign-in page (`data-sign-in`, src/sign-in/index.ts),
 * and neither the federation runtime nor React is evaluated before sign-in (issue 21, docs/decisions.md).
 */
if (window.localStorage.getItem(STORAGE_KEYS.token) !== null) {
  startApp();
} else {
  const page = document.createElement('script');
  page.src = (document.currentScript as HTMLScriptElement).dataset.signIn ?? '';
  document.body.append(page);
}
