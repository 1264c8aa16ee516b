import { expect, test } from '@playwright/test';
import { createAccount, outOfBandCodes, uniqueEmail } from './emulator';

test('empty fields show the required messages and send nothing', async ({ page }) => {
  const authRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('identitytoolkit')) authRequests.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Админ нэвтрэх' })).toBeVisible();
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByText('И-мэйл хаягаа оруулна уу', { exact: true })).toBeVisible();
  await expect(page.getByText('Нууц үгээ оруулна уу', { exact: true })).toBeVisible();
  expect(authRequests).toEqual([]);
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the message and stays on /login, in both languages', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('И-мэйл').fill('admin@demo.mn');
  await page.getByLabel('Нууц үг').fill('not-the-password');
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('И-мэйл эсвэл нууц үг буруу байна.');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('login-error')).toHaveText('Wrong email or password.');
});

test('an inactive profile is signed out with a message', async ({ page }) => {
  const email = uniqueEmail('inactive');
  await createAccount(email, 'secret-123', { firstName: 'Идэвхгүй', lastName: 'Ажилтан', role: 'Admin', userType: 'staff', isActive: false });
  await page.goto('/login');
  await page.getByLabel('И-мэйл').fill(email);
  await page.getByLabel('Нууц үг').fill('secret-123');
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByTestId('login-error')).toContainText('идэвхгүй');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a profile with an unknown role, or none at all, is signed out to /login', async ({ page }) => {
  const unknownRole = uniqueEmail('unknown');
  await createAccount(unknownRole, 'secret-123', { firstName: 'Үл', lastName: 'Мэдэгдэх', role: 'Owner', userType: 'staff', isActive: true });
  const noProfile = uniqueEmail('noprofile');
  await createAccount(noProfile, 'secret-123', null);

  await page.goto('/login');
  await page.getByLabel('И-мэйл').fill(unknownRole);
  await page.getByLabel('Нууц үг').fill('secret-123');
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByTestId('login-error')).toContainText('эрх (role)');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('И-мэйл').fill(noProfile);
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByTestId('login-error')).toContainText('ажилтны мэдээлэл алга');
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('"forgot password" sends Firebase’s reset email, visible in the Auth emulator', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await createAccount(email, 'secret-123', { firstName: 'Мартсан', lastName: 'Хүн', role: 'Manager', userType: 'staff', isActive: true });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Нууц үгээ мартсан уу?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Холбоос илгээх' }).click();
  await expect(page.getByText('И-мэйл хаягаа оруулна уу', { exact: true })).toBeVisible();
  await page.getByLabel('И-мэйл').fill(email);
  await page.getByRole('button', { name: 'Холбоос илгээх' }).click();
  await expect(page.getByTestId('reset-result')).toContainText('илгээгдлээ');
  await expect
    .poll(async () => (await outOfBandCodes()).filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').length)
    .toBe(1);
  const link = (await outOfBandCodes()).find((code) => code.email === email)!.oobLink;
  expect(link).toContain('continueUrl=');
});

test('a deactivated staff member is signed out while the app is open', async ({ page }) => {
  const email = uniqueEmail('deactivated');
  const profile = { firstName: 'Түр', lastName: 'Ажилтан', role: 'Manager', userType: 'staff', isActive: true };
  const uid = await createAccount(email, 'secret-123', profile);
  await page.goto('/login');
  await page.getByLabel('И-мэйл').fill(email);
  await page.getByLabel('Нууц үг').fill('secret-123');
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page).toHaveURL(/\/products$/);
  const { writeProfile } = await import('./emulator');
  await writeProfile(uid, { id: uid, email, ...profile, isActive: false });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toContainText('идэвхгүй');
});
