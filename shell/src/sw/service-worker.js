/**
 * Groundwork's service worker (plain JavaScript, emitted as /sw.js by the shell's build, which prepends
 * self.__GW_PRECACHE, the shell's files, self.__GW_VERSION and remote-files.js).
 * - At install the shell's files are precached, and so is every feature app that /config.json places on this
 *   origin: its mf-manifest.json, its remoteEntry.js and the assets the manifest lists. The product then starts
 *   offline after one visit, with every feature app, also one never opened.
 * - When a page starts under this worker, the shell posts { type: 'precache-remotes' }: the feature apps are cached
 *   again, so a remote deployed without a new shell is still available offline (its stale files are dropped).
 * - Files with a content hash (shell and remote chunks) are served from the cache first: they never change.
 * - Everything else that makes the apps start (the page, /config.json, remote manifests and entries) is fetched
 *   from the network first, so deployments are picked up, and served from the cache when offline.
 * - /api and /auth are never cached.
 */
const CACHE = `groundwork-${self.__GW_VERSION}`;
const HASHED = /\.[0-9a-f]{8}\.js$/;
const CONFIG_URL = '/config.json';

/** Fetches bypassing the HTTP cache's freshness (a conditional request at most), failing on a non-2xx answer. */
async function fetchFresh(url) {
  const response = await fetch(new Request(url, { cache: 'no-cache', credentials: 'same-origin' }));
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}

/**
 * Caches one feature app: its files are stored before its manifest, so a cached manifest always has its files;
 * content-hashed files already cached are not downloaded again; files of older deployments are removed.
 */
async function precacheRemote(cache, manifestUrl) {
  const manifestResponse = await fetchFresh(manifestUrl);
  const manifest = await manifestResponse.clone().json();
  const { files, base } = self.remoteFiles(manifest, manifestUrl);
  const missing = [];
  for (const file of files) {
    if (!(HASHED.test(new URL(file).pathname) && (await cache.match(file)))) missing.push(file);
  }
  const responses = await Promise.all(missing.map((file) => fetchFresh(file)));
  await Promise.all(responses.map((response, i) => cache.put(missing[i], response)));
  await cache.put(manifestUrl, manifestResponse);
  const keep = new Set([...files, manifestUrl]);
  const stale = (await cache.keys()).filter((request) => request.url.startsWith(base) && !keep.has(request.url));
  await Promise.all(stale.map((request) => cache.delete(request)));
}

/** Reads /config.json and caches every feature app served from this origin; one app failing spares the others. */
async function precacheRemotes() {
  const cache = await caches.open(CACHE);
  let config;
  try {
    const response = await fetchFresh(CONFIG_URL);
    config = await response.clone().json();
    await cache.put(CONFIG_URL, response);
  } catch (error) {
    console.warn('Groundwork: the feature apps were not cached for offline use', error);
    return;
  }
  const manifests = Object.values((config && config.remotes) || {})
    .filter((entry) => typeof entry === 'string')
    .map((entry) => new URL(entry, self.location.origin))
    .filter((url) => url.origin === self.location.origin)
    .map((url) => url.href);
  const results = await Promise.allSettled(manifests.map((url) => precacheRemote(cache, url)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.warn(`Groundwork: ${manifests[i]} was not cached for offline use`, result.reason);
  });
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(self.__GW_PRECACHE))
      .then(() => precacheRemotes())
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('groundwork-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'precache-remotes') event.waitUntil(precacheRemotes());
});

function isAppFile(url) {
  if (url.origin !== self.location.origin) return false;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/auth/')) return false;
  return true;
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!isAppFile(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(new Request('/', { credentials: 'same-origin' })));
    return;
  }
  event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request));
});
