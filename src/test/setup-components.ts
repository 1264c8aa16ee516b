import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import Swal from 'sweetalert2';
import { deleteApp, getApps } from 'firebase/app';
import i18n from '../i18n';

// The project runs its files one after another in each worker (vitest.config.ts: isolate false).
// Each file starts from fresh app modules, so a component evaluated under one file's vi.mock is
// not what the next file imports (packages in node_modules stay loaded: that is the time saved),
// and from no Firebase app: src/firebase/app.ts and firestore.ts initialise theirs again, as in a
// new worker (the SDK refuses a second initializeFirestore on the same app).
await Promise.all(getApps().map((app) => deleteApp(app)));
vi.resetModules();

// What a file may leave behind in the shared window, put back as the worker's first file found it:
// browser APIs some files stand in for (URL.createObjectURL, canvas, media, camera, matchMedia,
// window size), the storage, the page, timers and the language.
type Pristine = [target: object, key: PropertyKey, descriptor: PropertyDescriptor | undefined][];
const STOOD_IN: [object, PropertyKey][] = [
  [URL, 'createObjectURL'],
  [URL, 'revokeObjectURL'],
  [HTMLCanvasElement.prototype, 'getContext'],
  [HTMLMediaElement.prototype, 'play'],
  [HTMLMediaElement.prototype, 'readyState'],
  [HTMLVideoElement.prototype, 'videoWidth'],
  [navigator, 'mediaDevices'],
  [window, 'matchMedia'],
  [window, 'scrollTo'],
  [window, 'innerWidth'],
  [window, 'open'],
];
const worker = globalThis as { __pristineGlobals?: Pristine };
worker.__pristineGlobals ??= STOOD_IN.map(([target, key]) => [target, key, Object.getOwnPropertyDescriptor(target, key)]);
for (const [target, key, descriptor] of worker.__pristineGlobals) {
  if (descriptor) Object.defineProperty(target, key, descriptor);
  else delete (target as Record<PropertyKey, unknown>)[key];
}
vi.useRealTimers();
localStorage.clear();
sessionStorage.clear();
document.body.innerHTML = '';
await i18n.changeLanguage('mn');

// findBy/waitFor wait up to 5 s instead of 1 s: on a loaded 2-core CI machine a wizard step can take
// longer than a second to render.
configure({ asyncUtilTimeout: 5000 });

// Component tests read the real i18n files; they run in Mongolian unless a test switches.
afterEach(async () => {
  cleanup();
  void i18n.changeLanguage('mn');
  // A dialog left open schedules sweetalert2 timers as it closes; let them run before the next test
  // (no dialog on the page: nothing to wait for).
  if (document.querySelector('.swal2-container')) {
    Swal.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

// A dialog that closed near a file's end gives the focus back 100 ms later (sweetalert2's
// RESTORE_FOCUS_TIMEOUT): wait that out once per file, or the timer runs after the test window is
// gone ("HTMLElement is not defined").
afterAll(async () => {
  Swal.close();
  await new Promise((resolve) => setTimeout(resolve, 150));
});
