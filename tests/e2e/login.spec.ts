import { expect, test } from './support/test';
import { createAccount, outOfBandCodes, uniqueEmail } from './emulator';

// The required messages of an empty form, and that nothing is sent: src/features/auth/pages/LoginPage.test.tsx.

test('"Log In" pressed on the empty static frame shows the required messages once the app is there', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const authRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('identitytoolkit')) authRequests.push(request.url());
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const frame = page.getByTestId('boot-signin');
  await frame.getByRole('button', { name: 'Нэвтрэх' }).click();
  release();
  await expect(frame).toHaveCount(0);
  await expect(page.getByText('И-мэйл хаягаа оруулна уу', { exact: true })).toBeVisible();
  await expect(page.getByText('Нууц үгээ оруулна уу', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Нэвтрэх' })).toBeEnabled();
  expect(authRequests).toEqual([]);
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

test('after a failed sign-in, changing the email drops the old message; a malformed one shows its own, in both languages', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('И-мэйл').fill('admin@demo.mn');
  await page.getByLabel('Нууц үг').fill('not-the-password');
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('И-мэйл эсвэл нууц үг буруу байна.');
  await page.getByLabel('И-мэйл').fill('admin@demo');
  await expect(page.getByTestId('login-error')).toHaveCount(0);
  await page.getByLabel('Нууц үг').focus();
  await expect(page.getByText('И-мэйл хаяг буруу байна', { exact: true })).toBeVisible();

  await page.getByTestId('language-en').click();
  await page.getByLabel('Email').fill('admin@demo.mn');
  await page.getByLabel('Password').fill('still-not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Wrong email or password.');
  await page.getByLabel('Email').fill('admin.demo.mn');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('This email address is not valid', { exact: true })).toBeVisible();
  await expect(page.getByTestId('login-error')).toHaveCount(0);
});

test('the sign-in frame shows before the app has loaded; what is typed there and a press of "Log In" carry over', async ({ page }) => {
  // Hold the app's code back: index.html's static frame is all there is meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const frame = page.getByTestId('boot-signin');
  await expect(frame).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Админ нэвтрэх' })).toBeVisible();
  await frame.getByLabel('И-мэйл').fill('manager@demo.mn');
  await frame.getByLabel('Нууц үг').fill('demo12345');
  await frame.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(frame.getByRole('button', { name: 'Нэвтрэх' })).toBeDisabled();
  await expect(page).toHaveURL(/\/login$/);

  release();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByTestId('shell')).toBeVisible();
  await expect(frame).toHaveCount(0);
});

test('a visitor without a session sees the static frame in the chosen language until the real form replaces it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const frame = page.getByTestId('boot-signin');
  await expect(frame.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  await expect(frame.getByLabel('Email')).toHaveAttribute('placeholder', 'Enter your email');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await frame.getByLabel('Email').fill('admin@demo.mn');
  release();
  await expect(frame).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue('admin@demo.mn');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByTestId('language-en')).toBeVisible();
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
