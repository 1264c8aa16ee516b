import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium against the test stack that `npm test` (scripts/test.mjs)
// starts: a production build served by `vite preview` plus the emulators, on the test ports.
// The stack's addresses arrive as E2E_* variables (see tests/e2e/support/env.ts for the defaults).
const CHROMIUM = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium';
const DESKTOP = { width: 1366, height: 800 };
/**
 * The specs that keep the one emulator busy for minutes (project "large", run alone first): sales,
 * moves and discount requests of any size, and the reports, the sales lists and dev's tour of every
 * route over the seeded year (each of their queries and aggregations scans a year of orders on the
 * emulator, where production answers from its indexes). Beside them another worker's app could not
 * even start within 10 s (its profile read waited), and the shop bridge's listeners stalled.
 */
const LARGE_SPECS = /(large-[^/]*|reports|sales-lists|routes|english)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results${process.env.TEST_PORT_OFFSET ? `-${process.env.TEST_PORT_OFFSET}` : ''}`,
  fullyParallel: false,
  // One browser at a time: on the two cores the emulator, the bridge, the preview server and one
  // Chromium already use all of the machine. Two workers took as long (the sum of the tests' times
  // doubled under the load) and failed at random: apps that could not start within 10 s, the bridge's
  // listeners stalled beside a 50-product request.
  workers: 1,
  // No retry, in CI too: a flaky test is a defect to fix, not to run again (docs/testing.md).
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:14173',
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    locale: 'mn-MN',
    timezoneId: 'Asia/Ulaanbaatar',
    // The system's "less motion" setting: alerts and dialogs open and close without their zoom
    // animation, so a click never lands on a dialog that is still growing (src/components/motion.ts).
    reducedMotion: 'reduce',
    // The app's service worker (docs/offline.md) is kept out of the other specs: it would precache
    // the whole build in every new context. tests/e2e/pwa.spec.ts and offline.spec.ts allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  // The large sales and moves (hundreds of products in one commit) keep the one emulator busy for
  // minutes: beside them, every other spec's sign-in and listeners wait, and a 30 s step fails on a
  // loaded machine. `npm test` runs them first, one at a time, then the others (scripts/test.mjs).
  // "setup" signs each demo role in once through the login form and saves its session
  // (tests/e2e/auth.setup.ts); the other projects start from those sessions (support/auth.ts).
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { browserName: 'chromium', viewport: DESKTOP } },
    { name: 'chromium', testIgnore: LARGE_SPECS, dependencies: ['setup'], use: { browserName: 'chromium', viewport: DESKTOP } },
    { name: 'large', testMatch: LARGE_SPECS, dependencies: ['setup'], use: { browserName: 'chromium', viewport: DESKTOP } },
  ],
});
