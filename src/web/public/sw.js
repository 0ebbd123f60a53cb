/* Punchlist service worker: caches the app shell (the page, its hashed scripts and styles, fonts, icons) so the
 * app opens quickly and offline. It never caches /api/ responses: reports, credits and account data always come
 * from the server. /sw-cleanup removes this worker and its caches. */

const VERSION = 'v1';
const SHELL_CACHE = `punchlist-shell-${VERSION}`;
const ASSET_CACHE = `punchlist-assets-${VERSION}`;
const SHELL_URLS = ['/', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];
/** hashed assets pile up across deploys: keep the newest ones only */
const MAX_ASSETS = 80;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_URLS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('punchlist-') && key !== SHELL_CACHE && key !== ASSET_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const trimAssets = async () => {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((request) => cache.delete(request)));
};

/** Pages: the network first (a deploy is picked up at once), the cached shell when offline. */
const handleNavigation = async (request) => {
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put('/', response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match('/', { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
};

/** Hashed build files never change: cache first. */
const handleAsset = async (request) => {
  const cached = await caches.match(request, { cacheName: ASSET_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
    void trimAssets();
  }
  return response;
};

/** Icons and the manifest: the network, the cache when offline. */
const handleShellFile = async (request) => {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // account data, reports, downloads: always the server, never a cache
  if (url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/sw-cleanup')) return;

  if (request.mode === 'navigate') {
    event.respondWith(handleNavigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(handleAsset(request));
  } else if (SHELL_URLS.includes(url.pathname) || url.pathname.startsWith('/icons/')) {
    event.respondWith(handleShellFile(request));
  }
});
