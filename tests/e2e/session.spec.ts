import { expect, test } from './support/test';
import { signIn } from './helpers';

const DAY = 86_400_000;
const EXPIRED_MN = 'Системийг сүүлд ашигласнаас хойш 24 цаг өнгөрсөн тул таны нэвтрэлт дууслаа. Дахин нэвтэрнэ үү.';
const EXPIRED_EN = 'Your session ended: 24 hours have passed since you last used the system. Please sign in again.';

/** Moves the session record's timestamp back past the 24-hour limit. */
async function ageSession(page: import('@playwright/test').Page, by = DAY + 60_000): Promise<void> {
  await page.evaluate((age) => {
    const record = JSON.parse(localStorage.getItem('user')!);
    localStorage.setItem('user', JSON.stringify({ ...record, timestamp: Date.now() - age }));
  }, by);
}

async function sessionTimestamp(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').timestamp as number);
}

test('a session older than 24 hours goes to /login on start-up, saying why', async ({ page }) => {
  await signIn(page, 'admin@demo.mn');
  await ageSession(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText(EXPIRED_MN);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('login-notice')).toHaveText(EXPIRED_EN);
});

test('a session that reaches 24 hours while the app is open ends on the next protected-route visit, saying why', async ({ page }) => {
  await signIn(page, 'manager@demo.mn');
  await ageSession(page, DAY + 1);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Ангилал' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText(EXPIRED_MN);
});

test('a session that reaches 24 hours on an idle screen ends within a minute, saying why', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'manager@demo.mn');
  await ageSession(page, DAY + 1);
  await page.clock.fastForward(61_000);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText(EXPIRED_MN);
});

test('signing in again after a timed-out session drops the message', async ({ page }) => {
  await signIn(page, 'admin@demo.mn');
  await ageSession(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('login-notice')).toBeVisible();
  await page.getByLabel('И-мэйл').fill('admin@demo.mn');
  await page.getByLabel('Нууц үг').fill('not-the-password');
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await page.getByLabel('Нууц үг').fill('x');
  await expect(page.getByTestId('login-error')).toHaveCount(0);
  await expect(page.getByTestId('login-notice')).toHaveCount(0);
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
  // A sign-out of one's own is no timed-out session: no message.
  await expect(page.getByRole('heading', { name: 'Админ нэвтрэх' })).toBeVisible();
  await expect(page.getByTestId('login-notice')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
