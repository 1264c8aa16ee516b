import { expect, test } from './support/test';
import { signInAs, openLanding } from './support/auth';
import { shot } from './support/shots';

test('switching language changes the texts and is remembered', async ({ page }) => {
  await signInAs(page, 'admin@demo.mn');
  await openLanding(page);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('link', { name: 'Хяналтын самбар' })).toBeVisible();
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-en').click();
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('page-title').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('I18N_LANGUAGE'))).toBe('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('topbar: notifications, user menu, settings panel with the layout options, footer year', async ({ page }) => {
  await signInAs(page, 'dev@demo.mn');
  await openLanding(page);
  // The bell (tests/e2e/notifications.spec.ts has the live flows): dev approves discounts and
  // dispatches, so the seeded pending requests and delivery orders are listed.
  await page.getByTestId('notifications').click();
  const notifications = page.getByTestId('notifications-menu');
  await expect(notifications.getByText('Мэдэгдэл', { exact: true })).toBeVisible();
  await expect(notifications.getByTestId('notifications-mark-all')).toBeVisible();
  await expect(notifications.locator('[data-testid=notification-item][data-kind=awaitingCourier]').first()).toBeVisible();
  await page.getByTestId('notifications').click();
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('logout')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()));

  await page.getByTestId('settings-toggle').click();
  const panel = page.locator('.offcanvas');
  await expect(panel.getByText('Тохиргоо')).toBeVisible();
  await panel.getByLabel('Хэвтээ').check();
  await expect(page.getByTestId('horizontal-menu')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await panel.getByLabel('Хайрцагласан').check();
  await expect(page.getByTestId('shell')).toHaveClass(/width-boxed/);
  await panel.getByLabel('Босоо').check();
  await expect(page.getByTestId('sidebar')).toHaveClass(/sidebar-light/);
  await panel.getByLabel('Бараан').last().check();
  await expect(page.getByTestId('sidebar')).toHaveClass(/sidebar-dark/);
});

test('the logo leads to the landing page', async ({ page }) => {
  await signInAs(page, 'manager@demo.mn');
  await page.goto('/variants');
  await page.getByTestId('sidebar').getByRole('link', { name: 'Нүүр хуудас' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test.describe('on a 375 px courier phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the shell is usable: menu hidden, toggle slides it over, a link closes it', async ({ page }) => {
    await signInAs(page, 'courier@demo.mn');
    await openLanding(page);
    await expect(page).toHaveURL(/\/delivery-orders$/);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).not.toBeInViewport();
    await shot(page, 'shell-375');
    await page.getByTestId('menu-toggle').click();
    await expect(sidebar).toBeInViewport({ ratio: 1 }); // fully slid in
    await shot(page, 'shell-375-menu');
    await sidebar.getByRole('link', { name: 'Хүргэлтийн захиалга' }).click();
    await expect(sidebar).not.toBeInViewport();
    // Nothing overflows the phone's width.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('on a 1024 px store tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test('the sidebar sits beside the page as icons by default; the toggle widens it and is remembered', async ({ page }) => {
    await signInAs(page, 'reception.city@demo.mn');
    await openLanding(page);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeInViewport();
    await expect(page.getByTestId('shell')).toHaveClass(/sidebar-collapsed/);
    const narrow = (await sidebar.boundingBox())!.width;
    expect(narrow).toBeLessThan(100);
    await shot(page, 'shell-1024-collapsed');
    await page.getByTestId('menu-toggle').click();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeGreaterThan(narrow);
    // The user's own choice outlives a reload.
    await page.reload();
    await expect(page.getByTestId('shell')).not.toHaveClass(/sidebar-collapsed/);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  });
});
