import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { browser, useSession } from '@groundwork/shared/session';
import { GlobalLoadingOverlay, LoadingOverlay, NotificationsHost, ThemeProvider } from '@groundwork/shared/ui';
import { useSessionLanguage } from '../features/language/session-language';
import { SIGN_IN_PAGE_IDS } from '../sign-in/page-ids';

// The signed-in layout and router load beside the first render (bootstrap.tsx).
const loadAuthenticatedApp = () => import('./AuthenticatedApp');
const AuthenticatedApp = lazy(loadAuthenticatedApp);

/** The app's start asks for the signed-in layout and router at once, beside the first render instead of from it. */
export function preloadAuthenticatedApp(): void {
  loadAuthenticatedApp().catch(() => undefined);
}

/**
 * The signed-in app. The sign-in page is index.html's own (src/sign-in): the app replaces it at its first render, and
 * a session that ends (sign-out, expiry, another tab) goes back to it. Every screen below follows the page's language.
 */
export function Root() {
  const signedIn = useSession((s) => s.token !== null);
  useSessionLanguage();
  useLayoutEffect(() => {
    document.getElementById(SIGN_IN_PAGE_IDS.content)?.remove();
    document.getElementById(SIGN_IN_PAGE_IDS.style)?.remove();
  }, []);
  useEffect(() => {
    if (!signedIn) browser.reloadToSignIn();
  }, [signedIn]);
  if (!signedIn) return null;
  return (
    <I18nProvider>
      <ThemeProvider>
        <NotificationsHost />
        <GlobalLoadingOverlay />
        <Suspense fallback={<LoadingOverlay active />}>
          <AuthenticatedApp />
        </Suspense>
      </ThemeProvider>
    </I18nProvider>
  );
}
