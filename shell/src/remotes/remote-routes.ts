import { loadRemote } from '@module-federation/enhanced/runtime';
import { canNow, type FeatureRoute, type FeatureRoutesModule } from '@groundwork/shared/session';
import { isVersionMismatch } from './load-error';
import { refreshRemote, registerRemotesFromConfig } from './remote-config';
import { pathOfHash, remoteForPath, type RemoteName } from './remote-locations';

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

/**
 * The route a path such as "jobs/12/edit" opens: every segment equal or a parameter (":id"), the most literal
 * segments winning ("jobs/users/add" over "jobs/:id"), as the router ranks them.
 */
export function routeForPath(routes: readonly FeatureRoute[], pathname: string): FeatureRoute | undefined {
  const segments = pathname.split('/').filter(Boolean);
  let best: FeatureRoute | undefined;
  let bestLiterals = -1;
  for (const route of routes) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length || !pattern.every((p, i) => p.startsWith(':') || p === segments[i])) continue;
    const literals = pattern.filter((p) => !p.startsWith(':')).length;
    if (literals > bestLiterals) [best, bestLiterals] = [route, literals];
  }
  return best;
}

/**
 * Starts loading what a signed-in start at a hash URL ("#/jobs/12?tab=2") shows: the route table of the feature app
 * serving it, then the page's own files and its first data (the route's firstReads), while the shell's signed-in layout and router load. A failure is left to the
 * screen, which loads again and shows the error panel.
 */
export function preloadRemoteOf(hash: string): void {
  const pathname = pathOfHash(hash);
  const remote = remoteForPath(pathname);
  if (!remote) return;
  loadRemoteRoutes(remote)
    .then((routes) => {
      const route = routeForPath(routes, pathname);
      if (!route) return undefined;
      // The page's first data beside its files, when the user may open it (else the screen shows the 404 page).
      if (route.firstReads && canNow(...(route.permissions ?? []))) route.firstReads();
      return route.page();
    })
    .catch(() => undefined);
}

export async function retryRemoteRoutes(remote: RemoteName): Promise<readonly FeatureRoute[]> {
  loaded.delete(remote);
  await refreshRemote(remote);
  return loadRemoteRoutes(remote);
}
