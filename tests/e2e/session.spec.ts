import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const DAY = 86_400_000;

async function sessionTimestamp(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').timestamp as number);
}

test('a session older than 24 hours goes to /login on start-up', async ({ page }) => {
  await signIn(page, 'admin@demo.mn');
  await page.evaluate((day) => {
    const record = JSON.parse(localStorage.getItem('user')!);
    localStorage.setItem('user', JSON.stringify({ ...record, timestamp: Date.now() - day - 60_000 }));
  }, DAY);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toContainText('24');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('a session that reaches 24 hours while the app is open ends on the next protected-route visit', async ({ page }) => {
  await signIn(page, 'manager@demo.mn');
  await page.evaluate((day) => {
    const record = JSON.parse(localStorage.getItem('user')!);
    localStorage.setItem('user', JSON.stringify({ ...record, timestamp: Date.now() - day - 1 }));
  }, DAY);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Ангилал' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the session record holds userId, role and a timestamp refreshed on each protected-route visit', async ({ page }) => {
  await signIn(page, 'manager@demo.mn');
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!));
  expect(record).toMatchObject({ role: 'Manager' });
  expect(typeof record.userId).toBe('string');
  await page.evaluate(() => {
    const r = JSON.parse(localStorage.getItem('user')!);
    localStorage.setItem('user', JSON.stringify({ ...r, timestamp: r.timestamp - 3_600_000 }));
  });
  const before = await sessionTimestamp(page);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Ангилал' }).click();
  await expect(page).toHaveURL(/\/variants$/);
  await expect.poll(() => sessionTimestamp(page)).toBeGreaterThan(before + 3_000_000);
});

test('/logout signs out and goes to /login; protected routes then go to /login', async ({ page }) => {
  await signIn(page, 'admin@demo.mn');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
