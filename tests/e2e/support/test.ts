import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { authFile, type SignInRole } from './auth';

export interface E2eFixtures {
  /**
   * A new page in a context of its own, signed in as `role` from the session the setup step saved
   * (support/auth.ts): no login form. Nothing is opened yet; the first page.goto starts the app.
   * `options` are the context's (viewport, locale, timezoneId …), over the project's.
   */
  pageAs: (role: SignInRole, options?: BrowserContextOptions) => Promise<Page>;
  closeOwnContexts: void;
}

/**
 * Playwright's `test`, plus:
 * - `pageAs(role)`: a signed-in page without the login form;
 * - one automatic fixture: every browser context a test opens itself (browser.newContext, pageAs) is
 *   closed when the test ends, passed or failed. Playwright closes only the `page` fixture's
 *   context; a context left open by a failed test kept its app running, with its live Firestore
 *   listeners, beside every later test of the worker, on the one emulator.
 */
export const test = base.extend<E2eFixtures>({
  pageAs: async ({ browser }, provide) => {
    await provide(async (role, options = {}) => {
      const context = await browser.newContext({ ...options, storageState: authFile(role) });
      return context.newPage();
    });
  },
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
