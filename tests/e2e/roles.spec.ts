import { expect, test } from './support/test';
import { isStaffRole } from '../../src/auth/roles';
import { ACCESS_TABLE, canOpen, landingPath, menuFor } from '../../src/auth/access';
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
