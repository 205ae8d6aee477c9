/**
 * The app's start (main.js: the federation runtime, then React and the first screen's shared libraries), from the
 * files the build writes on the page's first script, the inline gate of index.html (webpack.config.js): `data-app`,
 * main.js; `data-first-screen`, every script the first screen runs.
 */
function appFiles(): { app: string; firstScreen: string[] } {
  const { app = '', firstScreen = '' } = (document.querySelector('script[data-app]') as HTMLScriptElement).dataset;
  return { app, firstScreen: firstScreen.split(' ').filter(Boolean) };
}

function link(rel: 'preload' | 'prefetch', href: string): void {
  const node = document.createElement('link');
  node.rel = rel;
  node.as = 'script';
  node.href = href;
  // Low: main.js is requested first, and at the default (high) priority these would still go before it.
  if (rel === 'preload') node.setAttribute('fetchpriority', 'low');
  document.head.append(node);
}

/** Loads the app: main.js, with the first screen's files beside it instead of after it (the runtime asks for them once it has run). */
export function startApp(): void {
  const { app, firstScreen } = appFiles();
  const script = document.createElement('script');
  script.src = app;
  document.head.append(script);
  for (const href of firstScreen) link('preload', href);
}

/** Fetches the first screen's files into the HTTP cache without running them: once signed in, the app starts from there. */
export function prefetchApp(): void {
  const { app, firstScreen } = appFiles();
  for (const href of [app, ...firstScreen]) link('prefetch', href);
}
