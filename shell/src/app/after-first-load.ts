/** How long after the page's load event the first screen is taken to be settled (its remote, its data, its render). */
const SETTLE_MS = 3000;

/**
 * Runs `task` once the first screen has settled (the page's load event, then SETTLE_MS, then an idle moment of the
 * main thread) and returns a function that cancels it if it has not run yet. For work the first screen does not need
 * (the service worker's install, which downloads every feature app; the field app loaded to send waiting timecards):
 * on a phone it would otherwise take bandwidth and main-thread time from the first screen's own files and scripts.
 * The load event alone is too early: a signed-in start still loads its feature app and data after it.
 */
export function afterFirstLoad(task: () => void): () => void {
  let cancel: () => void;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback !== 'function') {
      task(); // Safari has no requestIdleCallback
      return;
    }
    const id = window.requestIdleCallback(() => task(), { timeout: 2000 });
    cancel = () => window.cancelIdleCallback(id);
  };
  const settle = () => {
    const id = window.setTimeout(whenIdle, SETTLE_MS);
    cancel = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') {
    settle();
  } else {
    window.addEventListener('load', settle, { once: true });
    cancel = () => window.removeEventListener('load', settle);
  }
  return () => cancel();
}
