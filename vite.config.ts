import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { PICTURE_CACHE } from './src/lib/pictureCache';
import { iconSubset } from './scripts/lib/iconSubset.mjs';

// The installable app (docs/offline.md): a web app manifest and a service worker that precaches the
// built shell, so the app starts offline. Firestore, Auth and Storage (the emulators or Google's
// servers, other origins) are never cached by it: Firestore keeps its own persistent cache.
const pwa = VitePWA({
  // A new version waits until the person chooses to reload (src/app/UpdatePrompt.tsx).
  registerType: 'prompt',
  // The app registers the worker itself (useRegisterSW), after the page has loaded.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Back-office — дэлгүүр, агуулах, хүргэлт',
    short_name: 'Back-office',
    description: 'Дэлгүүр, агуулах, хүргэлтийн удирдлага',
    lang: 'mn',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#2a3042',
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell: every script and style of the build (lazy screens included), the icons and the
    // icon font (woff2 only: every browser we support reads it), about 3 MB.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The icon font is asked for as bootstrap-icons-<hash>.woff2?<hash> (a bare cache-busting
    // query): matched to its precached copy without it, or offline every icon would be a box.
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^[0-9a-f]{32}$/],
    // Any route starts offline: a navigation is answered with the cached index.html.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/__\//],
    cleanupOutdatedCaches: true,
    // On a device's first visit the worker installs while that page is open; without claiming it, the
    // page stays outside the worker until it is reloaded (a counter tablet keeps one tab open all
    // day), so no picture it shows is kept and the next morning's offline start has none. Claiming
    // only matters for the first install: an update still waits for "Reload" (skipWaiting stays off).
    clientsClaim: true,
    // The camera scanner's WebAssembly (1.1 MB) is not precached (most devices never open the
    // camera): it is kept the first time it loads, so a device that has scanned once scans offline
    // too (e.g. a stock count). Its name carries its hash, so a kept copy never goes stale.
    // Pictures (product, store, prize, banner) are kept the first time they show, so a screen read
    // from Firestore's cache offline shows its pictures too. They are Storage download URLs
    // (/v0/b/<bucket>/o/<path>?alt=media&token=…): a new picture has a new token, so a kept copy
    // is never stale. They are fetched in CORS mode (Storage answers with CORS headers): a no-cors
    // <img> request would be an opaque response, which browsers count as megabytes each against
    // the quota the Firestore cache shares (a production bucket needs the CORS setting of
    // docs/offline.md for its pictures to be kept). Sign-out deletes this cache (src/auth/localData.ts).
    // Nothing else is cached at run time: Firestore and Auth requests go to the network untouched.
    runtimeCaching: [
      {
        urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.wasm'),
        handler: 'CacheFirst',
        options: { cacheName: 'scanner-wasm', expiration: { maxEntries: 2 }, cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: ({ request, url }) =>
          request.method === 'GET' &&
          request.destination === 'image' &&
          /^\/v0\/b\/[^/]+\/o\/[^/]+$/.test(url.pathname) &&
          url.searchParams.get('alt') === 'media',
        handler: 'CacheFirst',
        options: {
          cacheName: PICTURE_CACHE,
          expiration: { maxEntries: 2000, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              requestWillFetch: async ({ request }) => new Request(request.url, { mode: 'cors', credentials: 'omit' }),
              // A bucket without a CORS setting refuses the CORS fetch: the picture then loads as
              // the page asked (not kept), as it would without a service worker.
              handlerDidError: async ({ request }) => fetch(request),
            },
          ],
        },
      },
    ],
  },
  // `npm start` (vite dev) runs without a service worker.
  devOptions: { enabled: false },
});

export default defineConfig({
  // iconSubset: the build's icon font and CSS hold only the icons the app uses (docs/performance.md).
  plugins: [iconSubset(), react(), pwa],
  // The Firestore SDK's regex engine for on-device pipeline evaluation, which the app never runs
  // (src/firebase/re2jsUnused.ts): 46 KB less to download and 150 KB less to parse before the
  // first data.
  resolve: { alias: { re2js: fileURLToPath(new URL('./src/firebase/re2jsUnused.ts', import.meta.url)) } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: { sourcemap: false, chunkSizeWarningLimit: 1500 },
});
