import { lazy, Suspense } from 'react';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { useSession } from '@groundwork/shared/session';
import { GlobalLoadingOverlay, LoadingOverlay, NotificationsHost, ThemeProvider } from '@groundwork/shared/ui';
import { useSessionLanguage } from '../features/language/session-language';
import { LoginScreen } from '../features/login/LoginScreen';

// The signed-in layout and router load after sign-in, keeping the login page small.
const loadAuthenticatedApp = () => import('./AuthenticatedApp');
const AuthenticatedApp = lazy(loadAuthenticatedApp);

/** A signed-in start asks for the signed-in layout and router at once, beside the first render instead of from it. */
export function preloadAuthenticatedApp(): void {
  loadAuthenticatedApp().catch(() => undefined);
}

/** The session gate: without a token only the sign-in screen exists. Every screen below follows the page's language. */
export function Root() {
  const signedIn = useSession((s) => s.token !== null);
  useSessionLanguage();
  return (
    <I18nProvider>
      <ThemeProvider>
        <NotificationsHost />
        <GlobalLoadingOverlay />
        {signedIn ? (
          <Suspense fallback={<LoadingOverlay active />}>
            <AuthenticatedApp />
          </Suspense>
        ) : (
          <LoginScreen />
        )}
      </ThemeProvider>
    </I18nProvider>
  );
}
