import { expect, test } from '@playwright/test';
import { isStaffRole } from '../../src/auth/roles';
import { ACCESS_TABLE, canOpen, landingPath, menuFor, routePaths } from '../../src/auth/access';
import { menuPaths, signIn } from './helpers';
import { DEMO_ACCOUNTS } from './support/env';

/** The seeded demo accounts with back-office screens (the Merchant has none: tested below). */
const ACCOUNTS = DEMO_ACCOUNTS.filter((account) => account.role !== 'Merchant');

for (const { email, role } of ACCOUNTS) {
  if (!isStaffRole(role)) throw new Error(`demo account ${email} has no staff role`);
  test.describe(`${role} (${email})`, () => {
    test('lands on its landing page and sees exactly its menu entries', async ({ page }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(new RegExp(`${landingPath(role)}$`));
      const expected = menuFor(role).flatMap((section) => section.items.map((item) => item.path));
      expect(await menuPaths(page)).toEqual(expected);
      // The active item follows the path.
      await expect(page.getByTestId('sidebar').locator('a[aria-current="page"]')).toHaveAttribute('href', landingPath(role)!);
    });

    // dev may open every route, so only the other roles have a route outside their groups.
    const refused = ACCESS_TABLE.find((route) => !canOpen(route, role));
    if (refused) test('is sent to /login from a route outside its groups', async ({ page }) => {
      await signIn(page, email);
      await page.goto(refused.path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByTestId('forbidden-notice')).toBeVisible();
    });
  });
}

test('a Merchant is told the role has no back-office screens and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('И-мэйл').fill('merchant@demo.mn');
  await page.getByLabel('Нууц үг').fill('demo12345');
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByTestId('login-error')).toContainText('Гэрээт борлуулагчийн эрхэд');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visitor of a protected route goes to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('every path of the route map opens its real screen for dev, every spelling included', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'dev@demo.mn');
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
    await page.goto(path);
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

test('in English too, every menu entry of dev names its page by the page title', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  await signIn(page, 'dev@demo.mn');
  const entries = menuFor('dev').flatMap((section) => section.items.map((item) => item.path));
  expect(entries.length).toBeGreaterThan(25);
  for (const path of entries) {
    await page.goto(path);
    const entry = page.getByTestId('sidebar').locator('a[aria-current="page"]');
    await expect(entry, path).toHaveAttribute('href', path);
    const label = (await entry.getAttribute('title'))!;
    expect(label, path).toMatch(/^[\x20-\x7e’]+$/); // English, not the Mongolian default
    await expect(page.getByTestId('page-title').first(), path).toHaveText(label);
  }
});
