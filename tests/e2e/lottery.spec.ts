import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { CUSTOMERS } from '../../scripts/seed-data.mjs';
import { signInAs } from './support/auth';
import { shot } from './support/shots';
import { resize } from './support/viewport';

// /lottery (docs/lottery.md): lottery tickets. Every test makes its own
// lottery type with firebase-admin (unique name, a one-day period in a year 3000..3899 that the
// seeded types and the lottery-type tests never use) and removes it and its tickets afterwards; the
// seeded customers are only read.

function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`;
}

/** A code no seeded or sale ticket has: 12 digits (sales and the generator give 8). */
function uniqueCode(): string {
  return `9${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

const created = { types: [] as string[] };

async function addType(label: string): Promise<{ id: string; name: string }> {
  const year = 3000 + Math.floor(Math.random() * 900);
  const day = `${year}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
  const name = `Сугалаа ${label} ${uniqueTag()}`;
  const ref = adminDb().collection('lotteryType').doc();
  await ref.set({
    id: ref.id,
    name,
    price: 500_000,
    startDate: day,
    startTime: '09:00',
    startAt: Timestamp.fromDate(new Date(`${day}T09:00:00+08:00`)),
    endDate: day,
    endTime: '23:59',
    endAt: Timestamp.fromDate(new Date(`${day}T23:59:00+08:00`)),
    winner: null,
    winnerId: null,
    prizeName: 'Телевизор',
    prizeImage: null,
    createdAt: Timestamp.now(),
  });
  created.types.push(ref.id);
  return { id: ref.id, name };
}

test.afterEach(async () => {
  const db = adminDb();
  for (const typeId of created.types.splice(0)) {
    const tickets = await db.collection('lottery').where('lotteryTypeId', '==', typeId).get();
    const batch = db.batch();
    for (const t of tickets.docs) batch.delete(t.ref);
    batch.delete(db.collection('lotteryType').doc(typeId));
    await batch.commit();
  }
});

/** At 375 px the page itself must not scroll sideways (the table scrolls inside its own box). */
async function phoneShot(page: Page, name: string): Promise<void> {
  await resize(page, 375, 800);
  await shot(page, name, true);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await resize(page, 1280, 800);
}

/** Waits for the success alert and for it to close (it covers the page for 2 s). */
async function expectSuccess(page: Page): Promise<void> {
  await expect(page.locator('.swal2-icon-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
}

async function openPage(page: Page, email: string): Promise<void> {
  await signInAs(page, email);
  await page.goto('/lottery');
  await expect(page.getByTestId('lotteries')).toBeVisible();
}

const form = (page: Page) => page.getByTestId('lottery-ticket-form');

function rowOf(page: Page, code: string): Locator {
  return page.locator('table tbody tr').filter({ has: page.getByTestId('lottery-code-cell').getByText(code, { exact: true }) });
}

async function fillTicket(page: Page, code: string | null, customer: (typeof CUSTOMERS)[number], typeId: string): Promise<void> {
  if (code !== null) await form(page).getByTestId('lottery-code').fill(code);
  // The customer picker: a whole phone number selects its customer.
  await form(page).getByTestId('customer-search').fill(customer.phone);
  await expect(form(page).getByTestId('selected-customer')).toContainText(customer.phone);
  await form(page).getByTestId('ticket-type').selectOption(typeId);
}

async function ticketDoc(code: string) {
  return (await adminDb().collection('lottery').doc(code).get()).data();
}

// ------------------------------------------------------------------------------------------------

test('admin (mn): create with a generated code, a code already used, edit the customer and the code, find by code, delete', async ({ page }) => {
  test.setTimeout(150_000);
  const type = await addType('админ');
  const [first, second] = [CUSTOMERS[2], CUSTOMERS[5]];
  await openPage(page, 'admin@demo.mn');
  await expect(page.getByRole('columnheader', { name: 'Код' })).toBeVisible();
  for (const header of ['Хэрэглэгч', 'Утас', 'Сугалааны төрөл', 'Үүсгэсэн огноо', 'Үйлдэл']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }

  // The three required-field messages and a code not of digits (mn and en):
  // src/features/lottery/components/LotteryTicketDialog.test.tsx.
  await page.getByTestId('lottery-add').click();
  await expect(form(page)).toBeVisible();

  // Generate a code, choose a customer and the type, save.
  await form(page).getByTestId('lottery-generate').click();
  const code = await form(page).getByTestId('lottery-code').inputValue();
  expect(code).toMatch(/^[1-9][0-9]{7}$/);
  await fillTicket(page, null, first, type.id);
  await shot(page, 'lottery-create-dialog-mn');
  await form(page).getByTestId('lottery-save').click();
  await expectSuccess(page);
  await expect(form(page)).toHaveCount(0);
  expect(await ticketDoc(code)).toMatchObject({
    id: code,
    lotteryUUID: code,
    userId: first.id,
    user: { firstName: first.firstName, phone: first.phone },
    lotteryTypeId: type.id,
    orderId: null,
    createdUserId: 'demo-admin',
  });

  // The newest tickets come first: the new one is on the first page, with the customer and type name.
  let row = rowOf(page, code);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('lottery-phone')).toHaveText(first.phone);
  await expect(row.getByTestId('lottery-user')).toHaveText(`${first.lastName} ${first.firstName}`);
  await expect(row.getByTestId('ticket-type-name')).toHaveText(type.name);
  await expect(row.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  // The type filter shows only this type's tickets.
  await page.getByTestId('lottery-filter-type').selectOption(type.id);
  await expect(page.locator('table tbody tr')).toHaveCount(1);
  await expect(rowOf(page, code)).toBeVisible();
  await shot(page, 'lottery-list-mn-1280');
  await phoneShot(page, 'lottery-list-mn-375');

  // The same code again: refused with a message, the dialog stays open.
  await page.getByTestId('lottery-add').click();
  await fillTicket(page, code, second, type.id);
  await form(page).getByTestId('lottery-save').click();
  await expect(form(page).getByTestId('lottery-code-error')).toHaveText('Энэ кодыг өөр сугалаа ашигласан байна.');
  await expect(form(page)).toBeVisible();
  await form(page).getByRole('button', { name: 'Болих' }).click();
  await expect(form(page)).toHaveCount(0);
  expect(await ticketDoc(code)).toMatchObject({ userId: first.id });

  // Edit: another customer.
  row = rowOf(page, code);
  await row.getByTestId('lottery-edit').click();
  await expect(form(page).getByTestId('lottery-code')).toHaveValue(code);
  await expect(form(page).getByTestId('selected-customer')).toContainText(first.phone);
  await expect(form(page).getByTestId('ticket-type')).toHaveValue(type.id);
  await form(page).getByTestId('customer-search').fill(second.phone);
  await expect(form(page).getByTestId('selected-customer')).toContainText(second.phone);
  await form(page).getByTestId('lottery-save').click();
  await expectSuccess(page);
  await expect(rowOf(page, code).getByTestId('lottery-phone')).toHaveText(second.phone);
  expect(await ticketDoc(code)).toMatchObject({ userId: second.id, user: { firstName: second.firstName, phone: second.phone } });
  expect((await ticketDoc(code))?.updatedAt).toBeTruthy();

  // Edit: a new code moves the ticket (the old code is free again).
  const moved = uniqueCode();
  await rowOf(page, code).getByTestId('lottery-edit').click();
  await form(page).getByTestId('lottery-code').fill(moved);
  await form(page).getByTestId('lottery-save').click();
  await expectSuccess(page);
  await expect(rowOf(page, moved)).toBeVisible();
  await expect(rowOf(page, code)).toHaveCount(0);
  expect(await ticketDoc(code)).toBeUndefined();
  expect(await ticketDoc(moved)).toMatchObject({ id: moved, lotteryUUID: moved, userId: second.id, lotteryTypeId: type.id });

  // Find by exact code, from the list of all types.
  await page.getByTestId('lottery-filter-type').selectOption('all');
  await page.getByTestId('lottery-search-code').fill(moved);
  await page.getByTestId('lottery-search').click();
  await expect(page.locator('table tbody tr')).toHaveCount(1);
  await expect(rowOf(page, moved).getByTestId('lottery-phone')).toHaveText(second.phone);
  await page.getByTestId('lottery-search-code').fill('1');
  await page.getByTestId('lottery-search').click();
  await expect(page.getByTestId('lottery-search-none')).toHaveText('1 кодтой сугалаа олдсонгүй.');
  await page.getByTestId('lottery-search-code').fill(moved);
  await page.getByTestId('lottery-search').click();
  await expect(rowOf(page, moved)).toBeVisible();
  await expect(page.getByTestId('lottery-filter-type')).toBeDisabled();
  await shot(page, 'lottery-search-mn-1280');
  await phoneShot(page, 'lottery-search-mn-375');

  // Delete with the confirmation: Cancel keeps it, Delete removes it.
  await rowOf(page, moved).getByTestId('lottery-delete').click();
  const confirm = page.locator('.swal2-popup');
  await expect(confirm).toContainText(`${moved} сугалааг устгах уу?`);
  await expect(confirm).toContainText('Энэ сугалаа устгагдаж');
  await shot(page, 'lottery-delete-confirm-mn');
  await confirm.getByRole('button', { name: 'Болих' }).click();
  await expect(page.locator('.swal2-container')).toHaveCount(0);
  expect(await ticketDoc(moved)).toBeDefined();
  await rowOf(page, moved).getByTestId('lottery-delete').click();
  await page.locator('.swal2-popup').getByRole('button', { name: 'Устгах', exact: true }).click();
  await expect(page.locator('.swal2-popup')).toContainText('Сугалаа устгагдлаа', { timeout: 20_000 });
  await expect(page.getByTestId('lottery-search-none')).toBeVisible();
  expect(await ticketDoc(moved)).toBeUndefined();
  // Back to the list.
  await page.getByTestId('lottery-search-clear').click();
  await expect(page.getByTestId('lottery-search-code')).toHaveValue('');
  await expect(page.getByTestId('lottery-filter-type')).toBeEnabled();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
});

test('a type with more tickets than one batch: the newest 100 first, "load more" brings the rest', async ({ page }) => {
  test.setTimeout(90_000);
  const type = await addType('many');
  const customer = CUSTOMERS[1];
  const base = uniqueCode();
  const batch = adminDb().batch();
  const start = Date.now() - 200 * 60_000;
  for (let i = 0; i < 105; i += 1) {
    const code = `${base}${String(i).padStart(3, '0')}`;
    batch.set(adminDb().collection('lottery').doc(code), {
      id: code,
      lotteryUUID: code,
      userId: customer.id,
      user: { firstName: customer.firstName, phone: customer.phone },
      lotteryTypeId: type.id,
      orderId: null,
      createdUserId: 'demo-manager',
      createdAt: Timestamp.fromMillis(start + i * 60_000),
    });
  }
  await batch.commit();
  await openPage(page, 'manager@demo.mn');
  await page.getByTestId('lottery-filter-type').selectOption(type.id);
  await expect(page.getByText('1–10 / нийт 100')).toBeVisible();
  // Newest first: the last one written heads the list.
  await expect(page.getByTestId('lottery-code-cell').first()).toHaveText(`${base}104`);
  await expect(rowOf(page, `${base}004`)).toHaveCount(0);
  await page.getByTestId('list-more').click();
  await expect(page.getByText('1–10 / нийт 105')).toBeVisible();
  await expect(page.getByTestId('list-more')).toHaveCount(0);
  // The oldest is found by its code all the same.
  await page.getByTestId('lottery-search-code').fill(`${base}000`);
  await page.getByTestId('lottery-search').click();
  await expect(page.locator('table tbody tr')).toHaveCount(1);
  await expect(rowOf(page, `${base}000`)).toBeVisible();
});

test('manager (en): create with a typed code, see it under its type, code already used, delete', async ({ page }) => {
  test.setTimeout(120_000);
  const type = await addType('manager');
  const customer = CUSTOMERS[8];
  await page.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  await openPage(page, 'manager@demo.mn');
  await expect(page.getByRole('heading', { name: 'Lotteries' })).toBeVisible();

  await page.getByTestId('lottery-add').click();
  // The form's English messages: LotteryTicketDialog.test.tsx.

  const code = uniqueCode();
  await fillTicket(page, code, customer, type.id);
  await form(page).getByTestId('lottery-save').click();
  await expectSuccess(page);
  expect(await ticketDoc(code)).toMatchObject({ userId: customer.id, lotteryTypeId: type.id, createdUserId: 'demo-manager', orderId: null });

  await page.getByTestId('lottery-filter-type').selectOption(type.id);
  const row = rowOf(page, code);
  await expect(row.getByTestId('lottery-phone')).toHaveText(customer.phone);
  await expect(row.getByTestId('ticket-type-name')).toHaveText(type.name);
  await shot(page, 'lottery-list-en-1280');
  await phoneShot(page, 'lottery-list-en-375');

  await page.getByTestId('lottery-add').click();
  await fillTicket(page, code, CUSTOMERS[9], type.id);
  await form(page).getByTestId('lottery-save').click();
  await expect(form(page).getByTestId('lottery-code-error')).toHaveText('This code is already used by another ticket.');
  await form(page).getByRole('button', { name: 'Cancel' }).click();

  await row.getByTestId('lottery-delete').click();
  await expect(page.locator('.swal2-popup')).toContainText('This ticket will be removed');
  await page.locator('.swal2-popup').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.locator('.swal2-popup')).toContainText('The ticket has been deleted.', { timeout: 20_000 });
  await expect(rowOf(page, code)).toHaveCount(0);
  await expect(page.getByText('No lottery tickets')).toBeVisible();
  expect(await ticketDoc(code)).toBeUndefined();
});

test('a ticket given with a sale: the edit dialog locks its code and customer and changes its type', async ({ page }) => {
  test.setTimeout(90_000);
  const [type, other] = [await addType('sale'), await addType('other')];
  const customer = CUSTOMERS[4];
  const code = uniqueCode();
  await adminDb().collection('lottery').doc(code).set({
    id: code,
    lotteryUUID: code,
    userId: customer.id,
    user: { firstName: customer.firstName, phone: customer.phone },
    lotteryTypeId: type.id,
    orderId: 'e2e-order-' + code,
    createdUserId: 'demo-manager',
    createdAt: Timestamp.now(),
  });
  await openPage(page, 'dev@demo.mn');
  await page.getByTestId('lottery-filter-type').selectOption(type.id);
  await rowOf(page, code).getByTestId('lottery-edit').click();
  await expect(form(page).getByTestId('lottery-sale-ticket')).toContainText(`e2e-order-${code}`);
  await expect(form(page).getByTestId('lottery-code')).toBeDisabled();
  await expect(form(page).getByTestId('lottery-generate')).toHaveCount(0);
  await expect(form(page).getByTestId('lottery-customer-search')).toHaveCount(0);
  await form(page).getByTestId('ticket-type').selectOption(other.id);
  await form(page).getByTestId('lottery-save').click();
  await expectSuccess(page);
  expect(await ticketDoc(code)).toMatchObject({ lotteryTypeId: other.id, userId: customer.id, orderId: `e2e-order-${code}` });
  // It left the filtered type's list.
  await expect(rowOf(page, code)).toHaveCount(0);
});

test('a role without the lottery screens is sent to /login', async ({ page }) => {
  await signInAs(page, 'reception.city@demo.mn');
  await page.goto('/lottery');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('forbidden-notice')).toBeVisible();
});
