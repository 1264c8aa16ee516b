import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Three of the four test layers run in Vitest; end-to-end runs in Playwright (playwright.config.ts).

// src/firebase/app.ts starts Firebase Auth when it loads, and Auth refuses to start without an API
// key. Tests that load the data layer get a placeholder: none of them talks to Firebase Auth (the
// rules tests reach the emulator through @firebase/rules-unit-testing).
const env = { VITE_FIREBASE_API_KEY: 'test-api-key' };

// The service worker's registration hook is a module vite-plugin-pwa creates in the app's build
// only (vite.config.ts); tests get a stand-in that registers nothing (src/test/pwaRegister.ts).
const resolve = { alias: { 'virtual:pwa-register/react': fileURLToPath(new URL('./src/test/pwaRegister.ts', import.meta.url)) } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          env,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs', 'bridge/**/*.test.mjs'],
          // Files run one after another in each worker, not a new worker per file (half the time);
          // the setup file gives each file fresh app modules and no Firebase app.
          setupFiles: ['src/test/setup-unit.ts'],
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'components',
          environment: 'jsdom',
          env,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup-components.ts'],
          // Files run one after another in each worker, in one jsdom window (not a new worker and
          // window per file: a minute less). The setup file gives each file fresh app modules, no
          // Firebase app and the window as it found it (src/test/setup-components.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          env,
          include: ['tests/rules/**/*.test.ts'],
          globalSetup: ['tests/rules/support/warmUp.ts'],
          // One file at a time: two at once (each on a project of its own) were faster on loaded cores,
          // but on a quiet two-core machine a file's longer tests (a month's list queries, a lottery
          // drawn over its tickets) then passed the 20 s test timeout beside the other file's matrix.
          fileParallelism: false,
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      {
        // The trusted commands' handler tests (tests/functions), on the rules layer's emulator. The
        // shared builders' firebase/firestore is the Admin SDK's here, as in the functions' build
        // (scripts/build-functions.mjs).
        resolve: { alias: { 'firebase/firestore': fileURLToPath(new URL('./functions/src/firestoreShim.ts', import.meta.url)) } },
        test: {
          name: 'functions',
          environment: 'node',
          env,
          include: ['tests/functions/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
