import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, plus one automatic fixture: every browser context a test opens itself
 * (browser.newContext) is closed when the test ends, passed or failed. Playwright closes only the
 * `page` fixture's context; a context left open by a failed test kept its app running, with its live
 * Firestore listeners, beside every later test of the worker, on the one emulator.
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close().catch(() => undefined)),
      );
    },
    { auto: true },
  ],
});

export { expect };
