import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CUSTOMERS } from '../../scripts/seed-data.mjs';
import { signInAs } from './support/auth';
import { shot } from './support/shots';

// /users: customers added, edited and deleted; live updates from a second browser context; who sees
// which records (docs/roles.md). The add dialog's validation messages (mn and en), nothing written:
// src/features/users/pages/UserPages.test.tsx.

function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** A phone no other customer has (one customer per phone; the demo customers' start with 88-90). */
function uniquePhone(): string {
  return `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

function latinEmail(): string {
  return `customer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@test.mn`;
}

/** Presses a button of the open sweetalert2 dialog. */
async function confirm(page: Page, name: string) {
  const popup = page.locator('.swal2-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name, exact: true }).click();
}

// Several sign-ins and live round trips per test: the default 30 s is tight on a loaded machine.
test.describe.configure({ timeout: 90_000 });

const form = (page: Page) => page.getByTestId('user-form');
const input = (page: Page, name: string) => page.locator(`#user-form-${name}`);

async function alertsGone(page: Page) {
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 8000 });
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
}

async function fillCustomer(page: Page, values: { firstName: string; lastName: string; email: string; phone?: string }) {
  await input(page, 'firstName').fill(values.firstName);
  await input(page, 'lastName').fill(values.lastName);
  await input(page, 'email').fill(values.email);
  await input(page, 'phone').fill(values.phone ?? uniquePhone());
  await input(page, 'birthday').fill('1990-05-17');
  await input(page, 'gender').selectOption('female');
  await input(page, 'address').fill('Баянгол дүүрэг, 3-р хороо, 12-р байр');
}

async function signedInPage(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  await page.goto(path);
  await expect(page.getByTestId('users-page')).toBeVisible();
  return page;
}

test('a Manager adds, edits and deletes a customer', async ({ page }) => {
  const name = unique('Харилцагч');
  const phone = uniquePhone();
  const newPhone = uniquePhone();
  await signInAs(page, 'manager@demo.mn');
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Хэрэглэгчид' })).toBeVisible();
  await shot(page, 'users-1280', true);

  await page.getByTestId('users-add').click();
  await fillCustomer(page, { firstName: name, lastName: 'Шинэбаяр', email: latinEmail(), phone });
  await page.getByTestId('user-form-save').click();
  await expect(page.locator('.swal2-title')).toHaveText('Амжилттай', { timeout: 20_000 });
  await expect(form(page)).toHaveCount(0);
  await alertsGone(page);

  await search(page, name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Харилцагч');
  await expect(row).toContainText(phone);

  await row.getByRole('button', { name: `${name} Шинэбаяр засах` }).click();
  await expect(input(page, 'firstName')).toHaveValue(name);
  await expect(input(page, 'role')).toHaveValue('clientUser');
  // Admin and Manager may only keep a customer a customer.
  await expect(input(page, 'role').locator('option')).toHaveCount(2);
  await input(page, 'phone').fill(newPhone);
  await page.getByTestId('user-form-save').click();
  await expect(form(page)).toHaveCount(0, { timeout: 20_000 });
  await alertsGone(page);
  await expect(row).toContainText(newPhone);

  await row.getByRole('button', { name: `${name} Шинэбаяр устгах` }).click();
  await confirm(page, 'Болих');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `${name} Шинэбаяр устгах` }).click();
  await confirm(page, 'Тийм, устгах');
  await expect(row).toHaveCount(0);
});

test('a customer added in another browser shows up live, and its deletion too', async ({ page, browser }) => {
  const name = unique('Шууд');
  await signInAs(page, 'admin@demo.mn');
  await page.goto('/users');
  await search(page, name);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  const other = await signedInPage(browser, 'manager@demo.mn', '/users');
  await other.getByTestId('users-add').click();
  await fillCustomer(other, { firstName: name, lastName: 'Хоёрдугаар', email: latinEmail() });
  await other.getByTestId('user-form-save').click();
  await expect(form(other)).toHaveCount(0, { timeout: 20_000 });

  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);

  await alertsGone(other);
  await search(other, name);
  await other.getByRole('button', { name: `${name} Хоёрдугаар устгах` }).click();
  await confirm(other, 'Тийм, устгах');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await other.context().close();
});

test('an Admin sees neither dev users nor Super Admin records; staff rows are read-only', async ({ page }) => {
  await signInAs(page, 'admin@demo.mn');
  await page.goto('/users');
  await expect(page.getByRole('row').filter({ hasText: 'Болормаа' })).toHaveCount(1);
  await search(page, 'Тэмүүлэн Батсайхан');
  await expect(page.getByText('Хэрэглэгч алга')).toBeVisible();
  await search(page, 'Бат-Эрдэнэ Ганбаатар');
  await expect(page.getByText('Хэрэглэгч алга')).toBeVisible();
  await search(page, 'Мөнхзул Отгонбаяр');
  const staff = page.getByRole('row').filter({ hasText: 'Мөнхзул Отгонбаяр' });
  await expect(staff).toContainText('Дуудлагын төв');
  await expect(staff.getByRole('button')).toHaveCount(0);
  await expect(staff).toContainText('Зөвхөн харах');
});

test('a Manager sees only customers', async ({ page }) => {
  await signInAs(page, 'manager@demo.mn');
  await page.goto('/users');
  await expect(page.getByRole('row').filter({ hasText: 'Болормаа' })).toHaveCount(1);
  const roles = await page.locator('tbody tr td:nth-child(4)').allTextContents();
  expect(roles.length).toBeGreaterThan(0);
  expect(new Set(roles)).toEqual(new Set(['Харилцагч']));
  await search(page, 'Мөнхзул Отгонбаяр');
  await expect(page.getByText('Хэрэглэгч алга')).toBeVisible();
});

test('a Super Admin sees dev users but not Super Admin records, and may edit staff', async ({ page }) => {
  await signInAs(page, 'superadmin@demo.mn');
  await page.goto('/users');
  await search(page, 'Бат-Эрдэнэ Ганбаатар');
  await expect(page.getByText('Хэрэглэгч алга')).toBeVisible();
  await search(page, 'Тэмүүлэн Батсайхан');
  await expect(page.getByRole('row').filter({ hasText: 'Хөгжүүлэгч' })).toHaveCount(1);
  await search(page, 'Мөнхзул Отгонбаяр');
  await page.getByRole('button', { name: 'Мөнхзул Отгонбаяр засах' }).click();
  // clientUser and the seven roles of the users list.
  await expect(input(page, 'role').locator('option')).toHaveCount(9);
});

test('/users pages on the server and finds a customer by name in Cyrillic, in any case, or by phone', async ({ page }) => {
  await signInAs(page, 'manager@demo.mn');
  await page.goto('/users');
  const rows = page.getByTestId('users-row');
  await expect(rows).toHaveCount(15);
  await expect(page.getByTestId('users-page-number')).toHaveText('1-р хуудас');
  const first = await rows.first().textContent();
  await page.getByTestId('users-next').click();
  await expect(page.getByTestId('users-page-number')).toHaveText('2-р хуудас');
  await expect(rows.first()).not.toHaveText(first ?? '');
  await page.getByTestId('users-previous').click();
  await expect(rows.first()).toHaveText(first ?? '');
  // 30 a page: the demo's customers (20 and those the tests add) fit on one page.
  await page.getByTestId('users-page-size').selectOption('30');
  await expect.poll(() => rows.count()).toBeGreaterThan(15);
  const all = await rows.count();
  expect(all).toBeLessThanOrEqual(30);

  const customer = CUSTOMERS[4];
  // The last name's first letters, lower-cased: found on the server.
  await search(page, customer.lastName.slice(0, 5).toLowerCase());
  await expect(rows.filter({ hasText: customer.phone })).toHaveCount(1);
  await expect(page.getByTestId('users-previous')).toHaveCount(0);
  // First name and last name, upper-cased.
  await search(page, `${customer.firstName.toUpperCase()} ${customer.lastName.slice(0, 3)}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(customer.phone);
  await search(page, customer.phone.slice(0, 6));
  await expect(rows.filter({ hasText: customer.phone })).toHaveCount(1);
  await shot(page, 'users-search-1280', true);
  await search(page, '');
  // The whole first page again (other specs may have added customers meanwhile: at least as many).
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(all);
});

test('adding a customer with a phone already registered is refused, naming that customer', async ({ page }) => {
  const existing = CUSTOMERS[5];
  await signInAs(page, 'admin@demo.mn');
  await page.goto('/users');
  await page.getByTestId('users-add').click();
  await fillCustomer(page, { firstName: unique('Давхар'), lastName: 'Утастай', email: latinEmail(), phone: existing.phone });
  await page.getByTestId('user-form-save').click();
  await expect(page.locator('.swal2-popup')).toContainText(
    `Энэ утасны дугаартай үйлчлүүлэгч бүртгэлтэй байна: ${existing.lastName} ${existing.firstName} (${existing.phone}).`,
    { timeout: 20_000 },
  );
  await shot(page, 'users-duplicate-1280');
  await confirm(page, 'Хаах');
  await form(page).getByRole('button', { name: 'Болих' }).click();
  // The list shows the customer who has the phone.
  await expect(page.getByRole('searchbox')).toHaveValue(existing.phone);
  await expect(page.getByTestId('users-row')).toHaveCount(1);
  await expect(page.getByTestId('users-row')).toContainText(existing.firstName);
});
