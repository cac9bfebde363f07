// The customer app's service worker (registered in production builds only, src/app/service-worker.ts).
// Hashed assets (/assets/name-<hash>.ext) never change under their name: served from the cache first.
// The page itself (index.html) comes from the network first and from the cache when the network fails.
// The API, the socket and the back office are never touched: their requests go to the network as if
// there were no worker.
const ASSETS = 'meridian-assets-v1';
const PAGES = 'meridian-pages-v1';
const INDEX = '/index.html';
const THEME_BOOT = '/theme-boot.js';
const MAX_ASSETS = 300;
const NEVER = ['/api/', '/web/', '/socket.io', '/health', '/admin'];

const isHashedAsset = (url) => /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(url.pathname);

// On install: the current page and the files it loads first, so a second visit paints without the network.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch('/', { cache: 'no-cache' });
      if (!response.ok) return;
      const html = await response.clone().text();
      const pages = await caches.open(PAGES);
      await pages.put(INDEX, response);
      await pages.add(THEME_BOOT);
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
      await (await caches.open(ASSETS)).addAll([...new Set(assets)]);
    })().then(() => self.skipWaiting()),
  );
});

// An update takes over at once (hashed names of the old build stay in the cache for pages still open).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([ASSETS, PAGES]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      const cache = await caches.open(ASSETS);
      const keys = await cache.keys();
      for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(request);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (isHashedAsset(url)) event.respondWith(cacheFirst(request));
  else if (request.mode === 'navigate') event.respondWith(networkFirst(request));
  else if (url.pathname === THEME_BOOT) event.respondWith(staleWhileRevalidate(request));
});

// theme-boot.js blocks the first paint (it sets the theme before anything shows): from the cache at
// once, refreshed in the background for the next load.
async function staleWhileRevalidate(request) {
  const cache = await caches.open(PAGES);
  const cached = await cache.match(request);
  const refreshed = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    refreshed.catch(() => undefined);
    return cached;
  }
  return refreshed;
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    // Only the app's own page is kept: a client-side route answers with index.html.
    if (response.ok && (response.headers.get('Content-Type') ?? '').startsWith('text/html')) await cache.put(INDEX, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(INDEX);
    if (cached) return cached;
    throw error;
  }
}
