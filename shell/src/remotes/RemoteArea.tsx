import { useCallback, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { FeatureRoute } from '@groundwork/shared/session';
import { useLoadingStore } from '@groundwork/shared/ui';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { FeatureScreen } from './FeatureScreen';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { remoteForPath, type RemoteName } from './remote-locations';
import { loadRemoteRoutes, retryRemoteRoutes } from './remote-routes';

type State =
  | { status: 'loading' }
  | { status: 'ready'; routes: readonly FeatureRoute[] }
  | { status: 'error'; retrying: boolean; error: unknown };

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(
    (retry: boolean) => {
      let active = true;
      const done = useLoadingStore.getState().start();
      (retry ? retryRemoteRoutes(remote) : loadRemoteRoutes(remote))
        .then((routes) => active && setState({ status: 'ready', routes }))
        .catch((error: unknown) => {
          console.error(`Feature app ${remote} could not be loaded`, error);
          if (active) setState({ status: 'error', retrying: false, error });
        })
        .finally(done);
      return () => {
        active = false;
        done();
      };
    },
    [remote],
  );

  useEffect(() => load(false), [load]);

  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <RemoteErrorPanel
        retrying={state.retrying}
        error={state.error}
        onRetry={() => {
          setState({ status: 'error', retrying: true, error: state.error });
          load(true);
        }}
      />
    );
  }
  return (
    <Routes>
      {state.routes.map((route) => (
        <Route key={route.path} path={route.path} element={<FeatureScreen route={route} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Every path the shell itself does not own: the feature app serving its first segment, or the 404 page. */
export function RemoteArea() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  return <RemoteRoutes key={remote} remote={remote} />;
}
