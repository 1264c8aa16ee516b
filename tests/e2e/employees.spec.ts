import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount, uniqueEmail } from './emulator';
import { signInAs, openLanding } from './support/auth';
import { shot } from './support/shots';

// /employees: add creates a sign-in account (second Firebase app) and the profile; edit; deactivate
// refuses sign-in; duplicate email; the list excludes dev users. The add dialog's validation messages
// (mn and en) and its gender and role choices: src/features/users/pages/UserPages.test.tsx.

// Several sign-ins and live round trips per test: the default 30 s is tight on a loaded machine.
test.describe.configure({ timeout: 90_000 });

const form = (page: Page) => page.getByTestId('employee-form');
const input = (page: Page, name: string) => page.locator(`#employee-form-${name}`);

async function alertsGone(page: Page) {
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 8000 });
}

/** Presses a button of the open sweetalert2 dialog. */
async function confirm(page: Page, name: string) {
  const popup = page.locator('.swal2-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name, exact: true }).click();
}

async function openEmployees(page: Page) {
  await signInAs(page, 'superadmin@demo.mn');
  await openLanding(page);
  await expect(page).toHaveURL(/\/employees$/);
  await expect(page.getByRole('heading', { name: 'Ажилтнууд' })).toBeVisible();
}

async function fillEmployee(page: Page, values: { firstName: string; email: string; password: string; role: string }) {
  await input(page, 'firstName').fill(values.firstName);
  await input(page, 'lastName').fill('Ажилтанов');
  await input(page, 'email').fill(values.email);
  await input(page, 'phone').fill('95001122');
  await input(page, 'password').fill(values.password);
  await input(page, 'confirmation').fill(values.password);
  await input(page, 'birthday').fill('1993-02-11');
  await input(page, 'gender').selectOption('male');
  await input(page, 'address').fill('Хан-Уул дүүрэг, 11-р хороо, 21-р байр');
  await input(page, 'role').selectOption(values.role);
}

async function tryLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('И-мэйл').fill(email);
  await page.getByLabel('Нууц үг').fill(password);
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
}

test('a new employee signs in with the password given at creation; deactivated, they are refused', async ({ page, browser }) => {
  const firstName = `Ажилтан${Date.now().toString(36)}`;
  const email = uniqueEmail('employee');
  const password = 'Shine-nuuts-123';
  await openEmployees(page);

  await page.getByTestId('employees-add').click();
  await fillEmployee(page, { firstName, email, password, role: 'Call Centre' });
  await page.getByTestId('employee-form-save').click();
  await expect(form(page)).toHaveCount(0);
  await alertsGone(page);
  // The creator is still signed in as the Super Admin.
  await expect(page.getByTestId('shell')).toBeVisible();
  await page.getByRole('searchbox').fill(firstName);
  const row = page.getByRole('row').filter({ hasText: firstName });
  await expect(row).toContainText('Дуудлагын төв');
  await expect(row.getByTestId('employee-status')).toHaveText('Идэвхтэй');

  const newcomer = await (await browser.newContext()).newPage();
  await tryLogin(newcomer, email, password);
  await expect(newcomer).toHaveURL(/\/call-centre\/delivery$/);
  await expect(newcomer.getByTestId('shell')).toBeVisible();
  await newcomer.context().close();

  // The Super Admin's own session is untouched: the list still answers.
  await page.reload();
  await page.getByRole('searchbox').fill(firstName);
  await row.getByRole('button', { name: `${firstName} Ажилтанов идэвхгүй болгох` }).click();
  await confirm(page, 'Тийм, идэвхгүй болгох');
  await expect(row.getByTestId('employee-status')).toHaveText('Идэвхгүй');
  await alertsGone(page);

  const refused = await (await browser.newContext()).newPage();
  await tryLogin(refused, email, password);
  await expect(refused.getByTestId('login-error')).toContainText('идэвхгүй');
  await expect(refused).toHaveURL(/\/login$/);
  await refused.context().close();

  await row.getByRole('button', { name: `${firstName} Ажилтанов идэвхжүүлэх` }).click();
  await confirm(page, 'Тийм, идэвхжүүлэх');
  await expect(row.getByTestId('employee-status')).toHaveText('Идэвхтэй');
});

test('a duplicate employee email is refused with a clear message, keeping the form', async ({ page }) => {
  await openEmployees(page);
  await page.getByTestId('employees-add').click();
  await fillEmployee(page, { firstName: 'Давхардсан', email: 'admin@demo.mn', password: 'password-123', role: 'Manager' });
  await page.getByTestId('employee-form-save').click();
  await expect(form(page).getByText('Энэ и-мэйлтэй бүртгэл аль хэдийн байна', { exact: true })).toBeVisible();
  await expect(input(page, 'firstName')).toHaveValue('Давхардсан');
});

test('edit changes profile fields and role; the list excludes dev users', async ({ page }) => {
  const firstName = `Засвар${Date.now().toString(36)}`;
  const email = uniqueEmail('edit');
  await createAccount(email, 'secret-1234', {
    firstName,
    lastName: 'Ажилтанов',
    role: 'DeliveryBoy',
    userType: 'staff',
    isActive: true,
    phone: '95112233',
    address: 'Сүхбаатар дүүрэг, 1-р хороо, 5-р байр',
    birthday: '1991-01-01',
    gender: 'male',
  });
  await openEmployees(page);
  await shot(page, 'employees-1280', true);
  await page.getByRole('searchbox').fill('Тэмүүлэн Батсайхан');
  await expect(page.getByText('Ажилтан алга')).toBeVisible();

  await page.getByRole('searchbox').fill(firstName);
  const row = page.getByRole('row').filter({ hasText: firstName });
  await expect(row).toContainText('Хүргэлтийн ажилтан');
  await row.getByRole('button', { name: `${firstName} Ажилтанов засах` }).click();
  await expect(input(page, 'password')).toHaveCount(0);
  await expect(input(page, 'email')).toHaveAttribute('readonly', '');
  await shot(page, 'employees-form-1280');
  await input(page, 'role').selectOption('Manager');
  await input(page, 'phone').fill('95998877');
  await page.getByTestId('employee-form-save').click();
  await expect(form(page)).toHaveCount(0);
  await expect(row).toContainText('Менежер');
  await expect(row).toContainText('95998877');
});
