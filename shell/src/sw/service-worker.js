/**
 * Groundwork's service worker (plain JavaScript, emitted as /sw.js by the shell's build, which prepends
 * self.__GW_PRECACHE, the shell's files, and self.__GW_VERSION).
 * - The shell's files are precached at install, so the product starts offline after one visit.
 * - Files with a content hash (shell and remote chunks) are served from the cache first: they never change.
 * - Everything else that makes the apps start (the page, /config.json, remote manifests and entries) is fetched
 *   from the network first and served from the cache when offline.
 * - /api and /auth are never cached.
 */
const CACHE = `groundwork-${self.__GW_VERSION}`;
const HASHED = /\.[0-9a-f]{8}\.js$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(self.__GW_PRECACHE))
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
