import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCESS_TABLE, canOpen, menuFor, routePaths } from '../../src/auth/access';
import { signInAs, openLanding } from './support/auth';

// Every route of the route map, opened by dev (who may open them all): each is its real screen with
// its title, and its menu entry is the active one (in English: tests/e2e/english.spec.ts). Run in the e2e's
// first pass, one at a time (playwright.config.ts LARGE_SPECS): the tour opens the reports and the
// sales lists over the seeded year, whose queries keep the one emulator busy. Each path is opened in
// the running app, as a link opens it (a start-up at each of the fifty paths is the other specs' work).

/** Opens `path` in the running app as a link does (the router reads the address), without a reload. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('every path of the route map opens its real screen for dev, every spelling included', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'dev@demo.mn');
  await openLanding(page);
  const paths = ACCESS_TABLE.filter((route) => canOpen(route, 'dev')).flatMap((route) =>
    routePaths(route).map((pattern) => ({
      // Parameters get a concrete value (e.g. /add-product/Пүүз/42).
      path: pattern.replace(':name', 'Пүүз').replace(':size', '42'),
      menuPath: route.path,
    })),
  );
  expect(paths.length).toBeGreaterThan(ACCESS_TABLE.length);
  const inDevMenu = new Set(menuFor('dev').flatMap((section) => section.items.map((item) => item.path)));
  for (const { path, menuPath } of paths) {
    await openInApp(page, path);
    await expect(page, path).toHaveURL(new RegExp(`${encodeURI(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByTestId('shell')).toBeVisible();
    // The screen itself, not a placeholder: every page has its title.
    await expect(page.getByTestId('page-title').first(), path).toBeVisible();
    // The menu entry of the route is the active one (/dev has no menu entry).
    if (inDevMenu.has(menuPath)) {
      const entry = page.getByTestId('sidebar').locator('a[aria-current="page"]');
      await expect(entry, path).toHaveAttribute('href', menuPath);
      // The menu entry and the page's title say the same words (a count's own page is titled by its place).
      if (path === menuPath) await expect(page.getByTestId('page-title').first(), path).toHaveText((await entry.getAttribute('title'))!);
    }
  }
});
