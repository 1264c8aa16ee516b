import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail, writeProfile } from './emulator';
import { signIn } from './helpers';

// The last view (docs/performance.md): a screen people open first thing keeps a copy of itself once
// it shows its data; the next start paints that copy from index.html before the app and Firebase have
// loaded, inert, and the app replaces it once the real screen has its data, or leaves it for wherever
// it goes instead. The copy belongs to the session: signing out, or a refused account, deletes it.

const kept = (page: Page) => page.evaluate(() => localStorage.getItem('lastView'));

/** Holds the app's start chunk back until `release()`: what shows meanwhile is index.html's alone. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const screen of [
  { name: 'the store product grid on a tablet', email: 'reception.city@demo.mn', path: '/store/filterProducts', viewport: { width: 1024, height: 768 }, item: 'product-card', copyItem: 'article.product-card' },
  { name: 'the courier’s deliveries on a phone', email: 'courier@demo.mn', path: '/delivery-orders', viewport: { width: 375, height: 812 }, item: 'delivery-card', copyItem: 'article.card' },
]) {
  test(`${screen.name}: reopened, it paints its last view before the app loads, then the app takes over`, async ({ page }) => {
    await page.setViewportSize(screen.viewport);
    await signIn(page, screen.email);
    await page.goto(screen.path);
    const first = page.getByTestId(screen.item).first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => kept(page), { timeout: 10_000 }).not.toBeNull();
    const firstText = (await first.innerText()).split('\n')[0];

    const release = await holdTheApp(page);
    await page.reload();
    const copy = page.locator('#last-view');
    // The copy is painted while the app's code is still held back: the same screen, its data, inert.
    await expect(copy).toBeVisible();
    await expect(copy).toHaveAttribute('inert', '');
    await expect(copy.locator(screen.copyItem).first()).toContainText(firstText);
    await expect(page.locator('#root')).toBeHidden();
    // Nothing of it answers to the page's ids or the tests' ids.
    expect(await copy.locator('[id], [data-testid]').count()).toBe(0);
    await page.screenshot({ path: test.info().outputPath('last-view-copy.png') });

    release();
    await expect(copy).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId(screen.item).first()).toBeVisible();
    await expect(page.getByTestId(screen.item).first()).toContainText(firstText);
    if (screen.item === 'product-card') await expect(page.getByTestId('product-search')).toBeFocused();

    // Signing out deletes it with the session record.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await kept(page)).toBeNull();
    await page.goto(screen.path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('#last-view')).toHaveCount(0);
  });
}

test('an account refused at the next start sees its last view give way to the sign-in page, and the copy is deleted', async ({ page, context }) => {
  const email = uniqueEmail('last-view-refused');
  const profile = { firstName: 'Түр', lastName: 'Ажилтан', role: 'Manager', userType: 'staff', isActive: true };
  const uid = await createAccount(email, 'secret-123', profile);
  await signIn(page, email, 'secret-123');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => kept(page), { timeout: 10_000 }).not.toBeNull();
  await page.close();

  await writeProfile(uid, { id: uid, email, ...profile, isActive: false });
  const next = await context.newPage();
  const release = await holdTheApp(next);
  await next.goto('/products');
  await expect(next.locator('#last-view')).toBeVisible();
  release();
  await expect(next).toHaveURL(/\/login$/);
  await expect(next.getByTestId('login-notice')).toContainText('идэвхгүй');
  await expect(next.locator('#last-view')).toHaveCount(0);
  await expect(next.locator('#root')).toBeVisible();
  expect(await kept(next)).toBeNull();
});
