// Cross-origin isolation for static hosts that cannot set headers.
// The threaded page needs SharedArrayBuffer, which browsers only give to pages
// served with COOP/COEP. This service worker re-serves every same-origin
// response with those headers; index.html registers it and reloads once.
const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function withIsolationHeaders(request) {
  const response = await fetch(request);
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

self.addEventListener('fetch', (event) => {
  const request = event.request;
  // Other origins keep their own headers (and must send CORP themselves).
  if (new URL(request.url).origin !== self.location.origin) return;
  // Chromium quirk: this combination throws when re-fetched from a worker.
  if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return;
  event.respondWith(withIsolationHeaders(request));
});
