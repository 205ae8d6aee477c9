import { lazy, Suspense } from 'react';
import { useSession } from '@groundwork/shared/session';
import { GlobalLoadingOverlay, LoadingOverlay, NotificationsHost, ThemeProvider } from '@groundwork/shared/ui';
import { LoginScreen } from '../features/login/LoginScreen';

// The signed-in layout and router load after sign-in, keeping the login page small.
const AuthenticatedApp = lazy(() => import('./AuthenticatedApp'));

/** The session gate: without a token only the sign-in screen exists. */
export function Root() {
  const signedIn = useSession((s) => s.token !== null);
  return (
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
  );
}
