/**
 * Registers the service worker that caches the shell and the feature apps; a failure is only logged (spec 01 §8).
 * A page already under the worker asks it to cache the feature apps again (the worker does it at install too), so a
 * feature app deployed since the last visit also starts offline.
 */
export function registerServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  if (!container || process.env.NODE_ENV !== 'production') return;
  const controlled = container.controller !== null;
  container
    .register('/sw.js')
    .then(() => {
      if (controlled) container.controller?.postMessage({ type: 'precache-remotes' });
    })
    .catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
}
