// The page's service worker: cross-origin isolation for static hosts that
// cannot set headers, and the app kept for use without a network.
// The threaded page needs SharedArrayBuffer, which browsers only give to pages
// served with COOP/COEP: every same-origin response is re-served with those
// headers, from the network or, when that fails, from the cache, so threads
// work offline too. index.html registers it (and reloads once where the host
// sent no headers). Network first: online, a new build is what the next load
// gets; the cache is the fallback, filled at install and refreshed on every fetch.
const BUILD = 'dev';   // build_wasm.sh stamps the build here: a new build is a new worker
const CACHE = `knights-${BUILD}`;
const APP_FILES = [
  './', 'index.html', 'overlay.js', 'a11y.js', 'manifest.webmanifest',
  'knights_app.js', 'knights_app.wasm', 'knights_app.worker.js',
  'single/knights_app.js', 'single/knights_app.wasm',
  'knight.svg', 'app-icon.svg', 'icon-192.png', 'icon-512.png',
];
const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

self.addEventListener('install', (event) => {
  // A file a build does not have (knights_app.worker.js with newer Emscripten) is skipped, not fatal.
  event.waitUntil(caches.open(CACHE)
    .then((cache) => Promise.allSettled(APP_FILES.map((file) => cache.add(new Request(file, { cache: 'reload' })))))
    .then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) if (name.startsWith('knights-') && name !== CACHE) await caches.delete(name);
  await self.clients.claim();
})()));

function withIsolationHeaders(response) {
  // Opaque and error responses cannot be rebuilt; pass them through untouched.
  if (response.status === 0 || response.type === 'opaque' || response.type === 'opaqueredirect') {
    return response;
  }
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION_HEADERS)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  // Any address of the page (a link's ?query) opens the cached page.
  if (request.mode === 'navigate') return cache.match('index.html');
  return undefined;
}

async function respond(event) {
  const request = event.request;
  try {
    const response = await fetch(request);
    if (request.method === 'GET' && response.status === 200 && response.type === 'basic' && !request.headers.has('range')) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)).catch(() => {}));
    }
    return withIsolationHeaders(response);
  } catch (error) {
    const cached = request.method === 'GET' ? await fromCache(request) : undefined;
    if (cached) return withIsolationHeaders(cached);
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  // Other origins keep their own headers (and must send CORP themselves).
  if (new URL(request.url).origin !== self.location.origin) return;
  // Chromium quirk: this combination throws when re-fetched from a worker.
  if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return;
  event.respondWith(respond(event));
});
