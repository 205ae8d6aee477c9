/** Registers the service worker that caches the shell and the feature apps; a failure is only logged (spec 01 §8). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.error('Service worker registration failed', error);
  });
}
