import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Timestamp } from 'firebase-admin/firestore';
import { cancelConfirm } from './helpers';
import { adminDb } from './support/admin';
import { MANAGER } from './support/products';
import { png, pngDataUrl } from './support/png';
import { folderFiles, uploadPng } from './support/storage';
import { newProductDocument } from '../../src/entities/product/newProduct';
import { signInAs } from './support/auth';
import { shot } from './support/shots';

// Add product, the product detail / edit dialog, delete and the copy icon (docs/products.md).
// Each test creates the products it uses (through the UI or firebase-admin),
// named with a unique word it then searches for, so the demo catalogue does not matter.

// ------------------------------------------------------------------------------------------------
// Helpers: alerts, screenshots, arranged products.
// ------------------------------------------------------------------------------------------------

/** Waits for the success alert and for it to close (it covers the page for 2 s). */
async function expectSuccess(page: Page): Promise<void> {
  await expect(page.locator('.swal2-icon-success')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
}

/** The dialog's success box after a save; closed again, and the form ready for the next save. */
async function saved(d: Locator): Promise<void> {
  const box = d.getByTestId('product-dialog-success');
  await expect(box).toContainText('Амжилттай хадгалагдлаа', { timeout: 30_000 });
  await box.getByRole('button', { name: 'Хаах' }).click();
  await expect(box).toHaveCount(0);
  await expect(d.getByRole('button', { name: 'Хадгалах' })).toBeEnabled({ timeout: 20_000 });
}

/** A word no other product has, so the search finds exactly this test's products. */
function uniqueTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
}

/** Today as the app's productsDate id: the browser runs in Asia/Ulaanbaatar (playwright.config.ts). */
function todayInUlaanbaatar(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

const form = (page: Page) => page.getByTestId('add-product-form');
const dialog = (page: Page) => page.getByTestId('product-dialog');
const card = (page: Page, id: string): Locator => page.locator(`[data-testid=product-card][data-product-id="${id}"]`);
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

async function skuOf(page: Page): Promise<string> {
  const sku = page.getByTestId('add-product-sku');
  await expect(sku).toHaveValue(/^\d{6}$/, { timeout: 20_000 });
  return sku.inputValue();
}

async function searchProducts(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('product-search');
  await expect(box).toBeVisible({ timeout: 20_000 });
  await box.fill(text);
}

const EMPTY_FORM_MESSAGES = [
  'Бүтээгдэхүүний нэр хоосон байна.',
  'Размер хоосон байна.',
  'Өргөн хоосон байна.',
  'Өндөр хоосон байна.',
  'Брэнд хоосон байна.',
  'Эх үүсвэр хоосон байна.',
  'Өнгө хоосон байна.',
  'Төрөл хоосон байна.',
  'Байршлын төрөл хоосон байна.',
  'Үнэ хоосон байна.',
];

/** Presses save on the empty form: every message shows, and the picture dialog, which is closed. */
async function expectEmptyFormMessages(page: Page): Promise<void> {
  await form(page).getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.locator('.swal2-title')).toHaveText('Зураг оруулна уу');
  for (const message of EMPTY_FORM_MESSAGES) await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  await expect(form(page).getByText('Зураг оруулна уу', { exact: true })).toBeVisible();
  await page.locator('.swal2-popup').getByRole('button', { name: 'Хаах' }).click();
  await expect(page.locator('.swal2-container')).toHaveCount(0);
}

/** A product shaped as addProduct writes it (firebase-admin), with a picture in Storage-less data URL form. */
async function arrangeProduct(name: string, extra: Record<string, unknown> = {}): Promise<{ id: string; name: string; sku: string }> {
  const ref = adminDb().collection('products').doc();
  const sku = String(100000 + Math.floor(Math.random() * 900000));
  const product = newProductDocument(
    {
      name,
      sku,
      pics: [{ picName: 'e2e.png', picUrl: pngDataUrl([40, 120, 200]) }],
      source: 'Хятад',
      locationType: 'warehouse',
      locationId: 'warehouse-central',
      locationName: 'Төв агуулах',
      colors: ['Хар'],
      categories: ['Пүүз'],
      brand: 'Nike',
      size: '41',
      width: '9',
      height: '3',
      price: 99000,
      originalPrice: 99000,
      isDiscount: false,
    },
    { id: ref.id, by: MANAGER, on: new Date(), stamp: () => Timestamp.now() },
  );
  // The day the browser (Ulaanbaatar time) would have stamped, whatever this machine's zone.
  await ref.set({ ...product, date: todayInUlaanbaatar(), ...extra });
  return { id: ref.id, name, sku };
}

// ------------------------------------------------------------------------------------------------

test('manager adds a product with pictures, finds it, edits it in the dialog, copies it and deletes it', async ({ page }) => {
  test.setTimeout(300_000);
  const tag = uniqueTag('ap');
  const name = `E2E Пүүз ${tag}`;
  const folder = `products/${name}`;
  await signInAs(page, 'manager@demo.mn');
  await page.goto('/add-product');
  await expect(page.getByRole('heading', { name: 'Бүтээгдэхүүн бүртгэх' })).toBeVisible();
  const firstSku = await skuOf(page);

  // The form's messages (every required field and the missing-picture dialog, numbers, the discount,
  // the location of each type): src/features/products/components/AddProductForm.test.tsx.

  // A file that is not an image is refused.
  const files = form(page).locator('input[type=file]').first();
  await files.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(form(page).getByText('“notes.pdf” зураг биш байна. Зөвхөн зураг оруулна уу.')).toBeVisible();

  // The location selector follows the type and offers the stored locations of that type.
  const f = form(page);
  await field(f, 'Байршлын төрөл').selectOption('merchant');
  await expect(field(f, 'Гэрээт борлуулагч').locator('option', { hasText: 'Төмөрбаатар' })).toHaveCount(1);
  await field(f, 'Байршлын төрөл').selectOption('warehouse');
  await expect(field(f, 'Агуулах').locator('option', { hasText: 'Төв агуулах' })).toHaveCount(1);
  await field(f, 'Байршлын төрөл').selectOption('store');

  // Fill everything.
  await field(f, 'Нэр').fill(name);
  await field(f, 'Размер').fill('42');
  await field(f, 'Өргөн (см)').fill('9.5');
  await field(f, 'Өндөр (см)').fill('3');
  await field(f, 'Брэнд').selectOption('Nike');
  await field(f, 'Эх үүсвэр').selectOption('Хятад');
  await field(f, 'Дэлгүүр').selectOption({ label: 'Сүхбаатар салбар' });
  await field(f, 'Хар').check();
  await field(f, 'Цагаан').check();
  await field(f, 'Пүүз').check();
  await field(f, 'Үнэ (мянган ₮)').fill('150');
  await field(f, 'Хямдарсан үнэ (мянган ₮)').fill('120');
  await expect(f.getByTestId('add-product-price-full')).toContainText('= 150,000₮');
  await expect(f.getByTestId('add-product-discounted-price-full')).toContainText('= 120,000₮');
  await files.setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: png([200, 30, 30]) },
    { name: 'second.png', mimeType: 'image/png', buffer: png([30, 160, 60]) },
  ]);
  await expect(f.locator('img[alt="first.png"]')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'add-product-filled-1280');

  await f.getByRole('button', { name: 'Хадгалах' }).click();
  await expectSuccess(page);

  // The page moved to /add-product/{name}/{size} with a reset form: name and size kept, a new sku.
  await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toBe(`/add-product/${name}/42`);
  await expect(field(form(page), 'Нэр')).toHaveValue(name);
  await expect(field(form(page), 'Размер')).toHaveValue('42');
  await expect(field(form(page), 'Үнэ (мянган ₮)')).toHaveValue('');
  await expect(field(form(page), 'Брэнд')).toHaveValue('');
  await expect(field(form(page), 'Хар')).not.toBeChecked();
  await expect(form(page).getByText('Зураг сонгоогүй байна')).toBeVisible();
  expect(await skuOf(page)).not.toBe(firstSku);

  // Stored as docs/data-model.md says.
  const snap = await adminDb().collection('products').where('name', '==', name).get();
  expect(snap.size).toBe(1);
  const id = snap.docs[0].id;
  const stored = snap.docs[0].data();
  expect(stored).toMatchObject({
    sku: firstSku,
    size: '42',
    width: '9.5',
    height: '3',
    brand: 'Nike',
    source: 'Хятад',
    colors: ['Хар', 'Цагаан'],
    categories: ['Пүүз'],
    locationType: 'store',
    locationId: 'store-sukhbaatar',
    locationName: 'Сүхбаатар салбар',
    originalPrice: 150_000,
    price: 120_000,
    isDiscount: true,
    isSold: false,
    createdUserId: 'demo-manager',
    date: todayInUlaanbaatar(),
  });
  expect(stored.keywords).toEqual(expect.arrayContaining(['e2e', 'пүүз', tag.toLowerCase(), firstSku]));
  expect(stored.pics).toHaveLength(2);
  const stocked = await folderFiles(folder);
  expect(stocked).toHaveLength(2);
  expect((stored.pics as { picName: string }[]).map((p) => `${folder}/${p.picName}`).sort()).toEqual([...stocked].sort());
  expect((await adminDb().doc(`productsDate/${todayInUlaanbaatar()}`).get()).exists).toBe(true);

  // /products: the search box finds it by a word of its name and by its sku.
  await page.goto('/products');
  await searchProducts(page, tag);
  await expect(card(page, id)).toBeVisible({ timeout: 20_000 });
  await searchProducts(page, firstSku);
  await expect(card(page, id)).toBeVisible({ timeout: 20_000 });
  await expect(card(page, id)).toContainText(firstSku);

  // Read-only details: no remove buttons, no save.
  await card(page, id).getByTestId('product-details').click();
  await expect(dialog(page).getByText('Бүтээгдэхүүний дэлгэрэнгүй')).toBeVisible();
  await expect(dialog(page).getByTestId('product-gallery').locator('img')).toHaveCount(2);
  await expect(dialog(page).getByRole('button', { name: /зургийг хасах/ })).toHaveCount(0);
  await expect(dialog(page).getByRole('button', { name: 'Хадгалах' })).toHaveCount(0);
  await shot(page, 'product-dialog-view-1280');
  await dialog(page).getByRole('button', { name: 'Хаах' }).click();
  await expect(dialog(page)).toHaveCount(0);

  // Edit: new price and discount, one picture removed (it leaves Storage after the save).
  await card(page, id).getByTestId('product-edit').click();
  const d = dialog(page);
  await expect(field(d, 'Нэр')).toHaveValue(name);
  await expect(field(d, 'Баркод')).toBeDisabled();
  await expect(field(d, 'Байршил')).toHaveValue('Дэлгүүр: Сүхбаатар салбар');
  await expect(field(d, 'Үнэ')).toHaveValue('150,000');
  await expect(field(d, 'Хямдарсан үнэ')).toHaveValue('120,000');
  await field(d, 'Үнэ').fill('200000');
  await field(d, 'Хямдарсан үнэ').fill('200000');
  await d.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(d.getByText('Хямдарсан үнэ үндсэн үнээс бага байх ёстой.')).toBeVisible();
  await field(d, 'Хямдарсан үнэ').fill('170000');
  await expect(d.getByRole('button', { name: /зургийг хасах/ })).toHaveCount(2);
  await d.getByRole('button', { name: /first\.png зургийг хасах/ }).click();
  await expect(d.getByRole('button', { name: /зургийг хасах/ })).toHaveCount(1);
  await shot(page, 'product-dialog-edit-1280');
  await d.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(d.getByTestId('product-dialog-success')).toContainText('Амжилттай хадгалагдлаа');
  // The form is refreshed from the saved product: no "changed by someone else" warning for our own save.
  await expect(d.getByRole('button', { name: 'Хадгалах' })).toBeEnabled();
  await expect(d.getByText('Энэ бүтээгдэхүүнийг өөр хэрэглэгч өөрчилсөн байна.', { exact: false })).toHaveCount(0);
  await expect(d.getByRole('button', { name: /зургийг хасах/ })).toHaveCount(1);
  await expect.poll(async () => (await adminDb().doc(`products/${id}`).get()).data()).toMatchObject({
    originalPrice: 200_000,
    price: 170_000,
    isDiscount: true,
  });
  const edited = (await adminDb().doc(`products/${id}`).get()).data() ?? {};
  expect(edited.pics).toHaveLength(1);
  expect((edited.pics as { picName: string }[])[0].picName).toMatch(/second\.png$/);
  await expect.poll(() => folderFiles(folder)).toEqual([`${folder}/${(edited.pics as { picName: string }[])[0].picName}`]);
  await d.getByTestId('product-dialog-success').getByRole('button', { name: 'Хаах' }).click();
  await expect(d.getByTestId('product-dialog-success')).toHaveCount(0);

  // Someone else changes the product meanwhile: the save is refused with a message naming it.
  await adminDb().doc(`products/${id}`).update({ price: 160_000 });
  await expect(d.getByText('Энэ бүтээгдэхүүнийг өөр хэрэглэгч өөрчилсөн байна.', { exact: false })).toBeVisible();
  await field(d, 'Нэр').fill(`${name} б`);
  await d.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(d.getByTestId('product-dialog-error')).toContainText(`Алдаа гарлаа: “${name}” бүтээгдэхүүнийг энэ хооронд өөр хэрэглэгч өөрчилсөн байна`);
  await expect(field(d, 'Нэр')).toHaveValue(`${name} б`);
  expect((await adminDb().doc(`products/${id}`).get()).get('name')).toBe(name);
  await d.getByRole('button', { name: 'Болих' }).click();
  await expect(dialog(page)).toHaveCount(0);

  // The copy icon opens the add form pre-filled from the product, except its sku and pictures.
  await card(page, id).getByTestId('product-copy').click();
  await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toBe(`/add-product/${name}/42`);
  expect(new URL(page.url()).searchParams.get('from')).toBe(id);
  const copy = form(page);
  await expect(page.getByTestId('add-product-copy')).toBeVisible();
  await expect(field(copy, 'Нэр')).toHaveValue(name);
  await expect(field(copy, 'Размер')).toHaveValue('42');
  await expect(field(copy, 'Өргөн (см)')).toHaveValue('9.5');
  await expect(field(copy, 'Өндөр (см)')).toHaveValue('3');
  await expect(field(copy, 'Брэнд')).toHaveValue('Nike');
  await expect(field(copy, 'Эх үүсвэр')).toHaveValue('Хятад');
  await expect(field(copy, 'Байршлын төрөл')).toHaveValue('store');
  await expect(field(copy, 'Дэлгүүр')).toHaveValue('store-sukhbaatar');
  await expect(field(copy, 'Хар')).toBeChecked();
  await expect(field(copy, 'Цагаан')).toBeChecked();
  await expect(field(copy, 'Пүүз')).toBeChecked();
  await expect(field(copy, 'Үнэ (мянган ₮)')).toHaveValue('200');
  // The product's price is now 160,000₮ (changed by "someone else" above): still a discount.
  await expect(field(copy, 'Хямдарсан үнэ (мянган ₮)')).toHaveValue('160');
  expect(await skuOf(page)).not.toBe(firstSku);
  await expect(copy.getByText('Зураг сонгоогүй байна')).toBeVisible();

  // Delete after its confirmation: the document and its pictures are gone.
  await page.goto('/products');
  await searchProducts(page, tag);
  await card(page, id).getByTestId('product-edit').click();
  await dialog(page).getByTestId('product-delete').click();
  await expect(page.locator('.swal2-title')).toHaveText('Бүтээгдэхүүн устгахдаа итгэлтэй байна уу?');
  await cancelConfirm(page);
  expect((await adminDb().doc(`products/${id}`).get()).exists).toBe(true);
  await dialog(page).getByTestId('product-delete').click();
  await page.locator('.swal2-confirm', { hasText: 'Устгах' }).click();
  await expectSuccess(page);
  await expect(dialog(page)).toHaveCount(0);
  await expect(card(page, id)).toHaveCount(0);
  expect((await adminDb().doc(`products/${id}`).get()).exists).toBe(false);
  expect(await folderFiles(folder)).toEqual([]);
});

test('a sold product cannot be edited (in English)', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('sold');
  const product = await arrangeProduct(`E2E Зарагдсан ${tag}`);
  await page.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  await signInAs(page, 'manager@demo.mn');
  await page.goto('/products');
  await searchProducts(page, tag);
  await card(page, product.id).getByTestId('product-edit').click();
  const d = dialog(page);
  await expect(field(d, 'Name')).toHaveValue(product.name);
  // Sold by someone else while the dialog is open.
  await adminDb().doc(`products/${product.id}`).update({ isSold: true });
  await expect(d.getByText('This product is sold or out for delivery and can no longer be edited.')).toBeVisible();
  await expect(d.getByRole('button', { name: 'Save' })).toBeDisabled();
  await d.getByRole('button', { name: 'Cancel' }).click();
  // The add form's English messages: AddProductForm.test.tsx "shows the messages in English".
  await adminDb().doc(`products/${product.id}`).delete();
});

test('a picture another product shares is kept on delete; the removed picture of a renamed product leaves its old folder', async ({ page }) => {
  test.setTimeout(240_000);
  const tag = uniqueTag('sh');
  const name = `E2E Ортой ${tag}`;
  const folder = `products/${name}`;
  const shared = { picName: 'shared.png', picUrl: await uploadPng(`${folder}/shared.png`, png([120, 60, 160])) };
  const own = { picName: 'own.png', picUrl: await uploadPng(`${folder}/own.png`, png([220, 180, 20])) };
  const a = await arrangeProduct(name, { pics: [own, shared] });
  const b = await arrangeProduct(name, { pics: [shared] });
  expect((await folderFiles(folder)).sort()).toEqual([`${folder}/own.png`, `${folder}/shared.png`]);

  await signInAs(page, 'manager@demo.mn');
  await page.goto('/products');
  await searchProducts(page, tag);
  await expect(card(page, b.id)).toBeVisible({ timeout: 20_000 });

  // Deleting A removes its own picture but keeps the one B still shows.
  await card(page, a.id).getByTestId('product-edit').click();
  await dialog(page).getByTestId('product-delete').click();
  await page.locator('.swal2-confirm', { hasText: 'Устгах' }).click();
  await expectSuccess(page);
  expect((await adminDb().doc(`products/${a.id}`).get()).exists).toBe(false);
  expect(await folderFiles(folder)).toEqual([`${folder}/shared.png`]);

  // Rename B and add a picture: the new one goes to the new name's folder.
  const renamed = `E2E Шинэ ${tag}`;
  await card(page, b.id).getByTestId('product-edit').click();
  const d = dialog(page);
  await field(d, 'Нэр').fill(renamed);
  await d.locator('input[type=file]').first().setInputFiles({ name: 'fresh.png', mimeType: 'image/png', buffer: png([10, 200, 200]) });
  await d.getByRole('button', { name: 'Хадгалах' }).click();
  await saved(d);
  expect(await folderFiles(`products/${renamed}`)).toHaveLength(1);
  // Remove the old picture: it leaves the old folder (its real place), not only the new one.
  await d.getByRole('button', { name: 'shared.png зургийг хасах' }).click();
  await d.getByRole('button', { name: 'Хадгалах' }).click();
  await saved(d);
  await expect.poll(() => folderFiles(folder)).toEqual([]);
  const stored = (await adminDb().doc(`products/${b.id}`).get()).data() ?? {};
  expect(stored.name).toBe(renamed);
  expect(stored.keywords).toEqual(expect.arrayContaining(['шинэ', tag.toLowerCase()]));
  expect(stored.pics).toHaveLength(1);

  // Delete B: its folder is empty afterwards.
  await d.getByTestId('product-delete').click();
  await page.locator('.swal2-confirm', { hasText: 'Устгах' }).click();
  await expectSuccess(page);
  expect(await folderFiles(`products/${renamed}`)).toEqual([]);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the add form is one column without sideways scroll; the dialog fits', async ({ page }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag('ph');
    const product = await arrangeProduct(`E2E Утас ${tag}`, { isDiscount: true, price: 79_000 });
    await signInAs(page, 'manager@demo.mn');
    await page.goto('/add-product');
    await skuOf(page);
    await shot(page, 'add-product-375', true);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectEmptyFormMessages(page);
    await field(form(page), 'Үнэ (мянган ₮)').fill('89.9');
    await expect(form(page).getByTestId('add-product-price-full')).toContainText('= 89,900₮');
    await shot(page, 'add-product-375-errors', true);
    for (const [i, section] of (await form(page).locator('.card').all()).entries()) {
      await shot(section, `add-product-375-section-${i + 1}`);
    }
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // One column: the price card sits below the location card.
    const location = await page.getByLabel('Байршлын төрөл', { exact: true }).boundingBox();
    const price = await page.getByLabel('Үнэ (мянган ₮)', { exact: true }).boundingBox();
    expect(location && price && price.y > location.y).toBe(true);

    await page.goto('/products');
    await searchProducts(page, tag);
    await card(page, product.id).getByTestId('product-details').click();
    await expect(dialog(page).getByText(product.sku)).toBeVisible();
    await shot(page, 'product-dialog-view-375');
    const box = await page.locator('.modal-dialog').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await dialog(page).getByRole('button', { name: 'Хаах' }).click();
    await card(page, product.id).getByTestId('product-edit').click();
    await expect(field(dialog(page), 'Хямдарсан үнэ')).toHaveValue('79,000');
    await shot(page, 'product-dialog-edit-375');
    const editBox = await page.locator('.modal-dialog').boundingBox();
    expect(editBox && editBox.x >= 0 && editBox.x + editBox.width <= 375).toBe(true);
    await adminDb().doc(`products/${product.id}`).delete();
  });
});
