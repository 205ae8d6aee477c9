/**
 * Registers the service worker that caches the shell and the feature apps; a failure is only logged (spec 01 §8).
 * A page already under the worker asks it to cache the feature apps again (the worker does it at install too), so a
 * feature app deployed since the last visit also starts offline. A page that was not (the worker's first install on
 * this device) calls `onReadyOffline` once the worker is active: its install has cached the shell and every feature
 * app, so each screen now opens without a connection, also one never opened (until then, one opened offline fails).
 */
export function registerServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker, onReadyOffline?: () => void): void {
  if (!container || process.env.NODE_ENV !== 'production') return;
  const controlled = container.controller !== null;
  container
    .register('/sw.js')
    .then(() => {
      if (controlled) container.controller?.postMessage({ type: 'precache-remotes' });
      else if (onReadyOffline) void container.ready.then(() => onReadyOffline());
    })
    .catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
}
