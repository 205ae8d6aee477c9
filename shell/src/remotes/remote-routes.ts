import { loadRemote } from '@module-federation/enhanced/runtime';
import type { FeatureRoute, FeatureRoutesModule } from '@groundwork/shared/session';
import { isVersionMismatch } from './load-error';
import { refreshRemote, registerRemotesFromConfig, type RemoteName } from './remote-config';

const loaded = new Map<RemoteName, Promise<readonly FeatureRoute[]>>();

/**
 * The route table a remote exposes as `./routes`. A failed load is forgotten so that the next page loads again,
 * except a version mismatch, which would fail the same way (and a second attempt no longer names the versions): every
 * page of that remote shows the first error until Retry (retryRemoteRoutes) loads it afresh.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<readonly FeatureRoute[]> {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = registerRemotesFromConfig()
      .then(() => loadRemote<FeatureRoutesModule>(`${remote}/routes`))
      .then((mod) => {
        if (!mod || !Array.isArray(mod.routes)) throw new Error(`${remote} did not expose a route table`);
        return mod.routes;
      });
    pending.catch((error: unknown) => {
      if (!isVersionMismatch(error)) loaded.delete(remote);
    });
    loaded.set(remote, pending);
  }
  return pending;
}

export async function retryRemoteRoutes(remote: RemoteName): Promise<readonly FeatureRoute[]> {
  loaded.delete(remote);
  await refreshRemote(remote);
  return loadRemoteRoutes(remote);
}
