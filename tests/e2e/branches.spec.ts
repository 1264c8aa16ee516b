import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cancelConfirm } from './helpers';
import { adminDb } from './support/admin';
import { png } from './support/png';
import { folderFiles } from './support/storage';
import { signInAs } from './support/auth';
import { shot } from './support/shots';

// ------------------------------------------------------------------------------------------------
// Helpers: alerts, pictures, rows.
// ------------------------------------------------------------------------------------------------

/** Waits for the success alert and for it to close (it covers the page for 2 s). */
async function expectSuccess(page: Page): Promise<void> {
  await expect(page.locator('.swal2-icon-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
}

async function expectPictureLoaded(img: Locator): Promise<void> {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

async function managerOn(page: Page, path: string): Promise<void> {
  await signInAs(page, 'manager@demo.mn');
  await page.goto(path);
  await expect(page.locator('table tbody tr').first()).toBeVisible();
}

async function secondWindow(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'dev@demo.mn');
  await page.goto(path);
  return page;
}

function rowOf(page: Page, name: string): Locator {
  return page.locator('table tbody tr').filter({ hasText: name });
}

const modal = (page: Page) => page.getByTestId('branch-form');

// ------------------------------------------------------------------------------------------------

test('warehouse: a taken name, non-image refused, add, edit replaces the picture, live in a second window, delete', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  let name = `E2E агуулах ${Date.now()}`;
  let folder = `warehouse/${name}`;
  await managerOn(page, '/warehouse');
  await expect(page.getByRole('heading', { name: 'Агуулах' })).toBeVisible();
  // The seeded warehouses show their pictures.
  await expectPictureLoaded(rowOf(page, 'Төв агуулах').getByTestId('branch-picture'));
  const other = await secondWindow(browser, '/warehouse');
  await expect(rowOf(other, 'Төв агуулах')).toBeVisible();

  await page.getByRole('button', { name: 'Агуулах нэмэх' }).click();
  const form = modal(page);
  // The form's messages (every required field, a phone not 8 digits, mn and en):
  // src/features/branches/components/BranchFormModal.test.tsx. Here: a stored warehouse's name is taken.
  await form.getByLabel('Нэр').fill('Төв агуулах');
  await form.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(form.getByText('Ийм нэртэй салбар аль хэдийн бүртгэлтэй байна.')).toBeVisible();

  // A non-image is refused with a message (that the picture is then still missing on Save:
  // BranchFormModal.test.tsx, "refuses a non-image file with a message").
  await form.locator('input[type=file]').first().setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(form.getByText('“notes.pdf” зураг биш байна. Зөвхөн зураг оруулна уу.')).toBeVisible();

  await form.getByLabel('Нэр').fill(name);
  await form.getByLabel('Хаяг').fill('Баянзүрх дүүрэг, 26-р хороо, Туршилтын гудамж 1');
  await form.getByLabel('Утасны дугаар').fill('77009911');
  await form.locator('input[type=file]').first().setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: png([200, 30, 30]) });
  await shot(page, 'branches-warehouse-add-1280');
  await form.getByRole('button', { name: 'Хадгалах' }).click();
  await expectSuccess(page);
  await expect(modal(page)).toHaveCount(0);
  await page.getByRole('searchbox').fill(name);
  let row = rowOf(page, name);
  await expect(row).toContainText('77009911');
  await expectPictureLoaded(row.getByTestId('branch-picture'));
  const firstFiles = await folderFiles(folder);
  expect(firstFiles).toHaveLength(1);
  const snap = await adminDb().collection('warehouse').where('name', '==', name).get();
  expect(snap.size).toBe(1);
  const id = snap.docs[0].id;
  expect(snap.docs[0].get('picName')).toBe(firstFiles[0].split('/').pop());
  // Live in the second window.
  await other.getByRole('searchbox').fill(name);
  await expect(rowOf(other, name)).toContainText('77009911');
  await shot(page, 'branches-warehouse-1280', true);

  // Edit: a new picture replaces the old one; the folder holds one file afterwards.
  await row.getByRole('button', { name: `${name} засах` }).click();
  await expect(modal(page).getByLabel('Нэр')).toHaveValue(name);
  await modal(page).getByLabel('Утасны дугаар').fill('77009922');
  await modal(page).locator('input[type=file]').first().setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: png([30, 30, 200]) });
  await modal(page).getByRole('button', { name: 'Хадгалах' }).click();
  await expectSuccess(page);
  await expect(row).toContainText('77009922');
  await expectPictureLoaded(row.getByTestId('branch-picture'));
  const secondFiles = await folderFiles(folder);
  expect(secondFiles).toHaveLength(1);
  expect(secondFiles[0]).not.toBe(firstFiles[0]);
  expect(secondFiles[0]).toMatch(/second\.png$/);
  expect((await adminDb().doc(`warehouse/${id}`).get()).get('phone')).toBe('77009922');
  await expect(rowOf(other, name)).toContainText('77009922');

  // Edit without a new picture keeps the stored one.
  await row.getByRole('button', { name: `${name} засах` }).click();
  await modal(page).getByLabel('Хаяг').fill('Баянзүрх дүүрэг, 26-р хороо, Туршилтын гудамж 2');
  await modal(page).getByRole('button', { name: 'Хадгалах' }).click();
  await expectSuccess(page);
  expect(await folderFiles(folder)).toEqual(secondFiles);

  // Renaming without a new picture moves the picture to the new name's folder.
  const renamed = `${name} б`;
  const newFolder = `warehouse/${renamed}`;
  await row.getByRole('button', { name: `${name} засах` }).click();
  await modal(page).getByLabel('Нэр').fill(renamed);
  await modal(page).getByRole('button', { name: 'Хадгалах' }).click();
  await expectSuccess(page);
  await page.getByRole('searchbox').fill(renamed);
  name = renamed;
  row = rowOf(page, renamed);
  await expectPictureLoaded(row.getByTestId('branch-picture'));
  expect(await folderFiles(folder)).toEqual([]);
  expect((await folderFiles(newFolder)).map((f) => f.split('/').pop())).toEqual(secondFiles.map((f) => f.split('/').pop()));
  folder = newFolder;
  await other.getByRole('searchbox').fill(renamed);
  await expect(rowOf(other, renamed)).toBeVisible();

  // Delete: cancel keeps it, confirm empties the folder and removes the document.
  await row.getByRole('button', { name: `${name} устгах` }).click();
  await cancelConfirm(page);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `${name} устгах` }).click();
  await page.locator('.swal2-confirm', { hasText: 'Устгах' }).click();
  await expectSuccess(page);
  await expect(row).toHaveCount(0);
  expect(await folderFiles(folder)).toEqual([]);
  expect((await adminDb().doc(`warehouse/${id}`).get()).exists).toBe(false);
  await expect(rowOf(other, name)).toHaveCount(0);
  await other.context().close();
});

test('store: adding assigns the chosen seller, edit unassigns and reassigns, delete unassigns', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const name = `E2E дэлгүүр ${stamp}`;
  // A seller of our own, so the seeded sellers other tests sign in as stay where they are.
  const sellerId = `e2e-seller-${stamp}`;
  await adminDb().doc(`users/${sellerId}`).set({
    id: sellerId,
    firstName: 'Туршилт',
    lastName: `Худалдагч${stamp % 100000}`,
    email: `${sellerId}@example.mn`,
    role: 'Reception In Country',
    userType: 'staff',
    isActive: true,
    locationId: null,
    locationType: null,
  });
  const sellerLabel = `Худалдагч${stamp % 100000} Туршилт`;
  await managerOn(page, '/store');
  await expectPictureLoaded(rowOf(page, 'Сүхбаатар салбар').getByTestId('branch-picture'));
  // The seeded sellers are shown against their stores.
  await expect(rowOf(page, 'Сүхбаатар салбар')).toContainText('Мөнхбат Сарангэрэл');
  const other = await secondWindow(browser, '/store');

  await page.getByRole('button', { name: 'Дэлгүүр нэмэх' }).click();
  const form = modal(page);
  // The store form's required messages (mn and en): BranchFormModal.test.tsx.
  await form.getByLabel('Нэр').fill(name);
  await form.getByLabel('Хаяг').fill('Чингэлтэй дүүрэг, 4-р хороо, Туршилтын гудамж 3');
  await form.getByLabel('Утасны дугаар').fill('77008811');
  await form.locator('input[type=file]').first().setInputFiles({ name: 'store.png', mimeType: 'image/png', buffer: png([20, 160, 60]) });
  await form.getByLabel(sellerLabel).check();
  await form.getByRole('button', { name: 'Хадгалах' }).click();
  await expectSuccess(page);
  await page.getByRole('searchbox').fill(name);
  const row = rowOf(page, name);
  await expect(row).toContainText(sellerLabel);
  await expectPictureLoaded(row.getByTestId('branch-picture'));
  const snap = await adminDb().collection('stores').where('name', '==', name).get();
  const storeId = snap.docs[0].id;
  let seller = (await adminDb().doc(`users/${sellerId}`).get()).data();
  expect(seller).toMatchObject({ locationId: storeId, locationType: 'store', role: 'Reception In Country' });
  expect(await folderFiles(`stores/${name}`)).toHaveLength(1);
  await other.getByRole('searchbox').fill(name);
  await expect(rowOf(other, name)).toContainText(sellerLabel);

  // Unassign in the edit modal.
  await row.getByRole('button', { name: `${name} засах` }).click();
  await expect(modal(page).getByLabel(sellerLabel)).toBeChecked();
  await shot(page, 'branches-store-edit-1280');
  await modal(page).getByLabel(sellerLabel).uncheck();
  await modal(page).getByRole('button', { name: 'Хадгалах' }).click();
  await expectSuccess(page);
  await expect(row).not.toContainText(sellerLabel);
  seller = (await adminDb().doc(`users/${sellerId}`).get()).data();
  expect(seller).toMatchObject({ locationId: null, locationType: null });
  await expect(rowOf(other, name)).not.toContainText(sellerLabel);

  // Assign again, then delete the store: its folder is emptied and the seller unassigned.
  await row.getByRole('button', { name: `${name} засах` }).click();
  await modal(page).getByLabel(sellerLabel).check();
  await modal(page).getByRole('button', { name: 'Хадгалах' }).click();
  await expectSuccess(page);
  expect((await adminDb().doc(`users/${sellerId}`).get()).get('locationId')).toBe(storeId);
  await row.getByRole('button', { name: `${name} устгах` }).click();
  await page.locator('.swal2-confirm', { hasText: 'Устгах' }).click();
  await expectSuccess(page);
  await expect(row).toHaveCount(0);
  expect(await folderFiles(`stores/${name}`)).toEqual([]);
  expect((await adminDb().doc(`stores/${storeId}`).get()).exists).toBe(false);
  expect((await adminDb().doc(`users/${sellerId}`).get()).data()).toMatchObject({ locationId: null, locationType: null });
  await other.context().close();
  await adminDb().doc(`users/${sellerId}`).delete();
});

test('branch pages in English at 1280 px', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  await managerOn(page, '/store');
  await expect(page.getByRole('heading', { name: 'Stores' })).toBeVisible();
  // The add form's English messages: BranchFormModal.test.tsx.
  await page.goto('/warehouse');
  await expect(page.getByRole('heading', { name: 'Warehouses' })).toBeVisible();
  await expectPictureLoaded(page.getByTestId('branch-picture').first());
  await shot(page, 'branches-warehouse-en-1280');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the store table and the add modal fit', async ({ page }) => {
    await managerOn(page, '/store');
    await expectPictureLoaded(page.getByTestId('branch-picture').first());
    await shot(page, 'branches-store-375', true);
    // The wide table scrolls inside its own box; the page itself does not scroll sideways.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Дэлгүүр нэмэх' }).click();
    await expect(modal(page)).toBeVisible();
    await shot(page, 'branches-store-add-375');
    await modal(page).getByLabel('Нэр').fill('Утас');
    await modal(page).getByRole('button', { name: 'Хадгалах' }).click();
    await expect(modal(page).getByText('Зураг хоосон байна.')).toBeVisible();
    await expect(modal(page).getByText('Утасны дугаар хоосон байна.')).toBeVisible();
    // The modal fits the phone: its dialog is no wider than the screen.
    const box = await page.locator('.modal-dialog').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await shot(page, 'branches-store-add-375-errors');
  });
});
