import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { addProduct, LOCATIONS, productData, uniqueTag, type Arranged } from './support/products';
import { signInAs } from './support/auth';
import { shot } from './support/shots';
import { resize } from './support/viewport';

// Moves, transfer history, barcode labels and refunds (docs/products.md).
// Every test arranges its own products with firebase-admin, named with a unique tag it then searches
// for, so the demo catalogue (whatever it holds) does not matter.

// ------------------------------------------------------------------------------------------------
// Arrange helpers
// ------------------------------------------------------------------------------------------------

/** A word no other product has: the search box finds exactly this test's products. */




/** A product shaped as api/productWrites.ts addProduct writes it; `extra` overrides fields. */


async function logsOf(productId: string): Promise<DocumentData[]> {
  const snap = await adminDb().collection('productLocationChangeLogs').where('productId', '==', productId).get();
  return snap.docs.map((d) => d.data());
}

// ------------------------------------------------------------------------------------------------
// Page helpers
// ------------------------------------------------------------------------------------------------

const card = (page: Page, id: string): Locator => page.locator(`[data-testid=product-card][data-product-id="${id}"]`);

/** Signs in as the manager and shows only the products named with `tag` on `path`. */
async function managerSearches(page: Page, path: string, tag: string, expected: readonly Arranged[]): Promise<void> {
  await resize(page, 1280, 800);
  await signInAs(page, 'manager@demo.mn');
  await page.goto(path);
  await page.getByTestId('product-search').fill(tag);
  // Our products are the newest, so they may show before the (debounced) search applies; a search
  // clears the selection, so wait until the grid shows exactly them.
  await expect(page.getByTestId('product-card')).toHaveCount(expected.length, { timeout: 20_000 });
  for (const p of expected) await expect(card(page, p.id)).toBeVisible();
}

async function select(page: Page, products: readonly Arranged[]): Promise<void> {
  for (const p of products) await card(page, p.id).getByTestId('product-select').check();
}

const wizard = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Бүтээгдэхүүн шилжүүлэх' });

// ------------------------------------------------------------------------------------------------

test('move: two products to Дархан салбар in one go, with change logs, then the transfer history lists them', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('mv');
  const a = await addProduct(`Шилжүүлэх пүүз ${tag} A`, LOCATIONS.central, [200, 40, 40]);
  const b = await addProduct(`Шилжүүлэх хивс ${tag} B`, LOCATIONS.sukhbaatar, [40, 90, 200]);
  await managerSearches(page, '/products', tag, [a, b]);
  await select(page, [a, b]);
  await page.getByTestId('bulk-move').click();

  const dialog = wizard(page);
  await expect(dialog.getByTestId('move-step-type')).toBeVisible();
  await expect(dialog.getByText('2 бүтээгдэхүүн сонгосон')).toBeVisible();
  // The merchant location type exists but is not offered.
  await expect(dialog.getByTestId('move-type-merchant')).toHaveCount(0);
  await shot(page, 'stock-move-1-type-1280');
  await dialog.getByTestId('move-type-store').click();

  const current = dialog.getByTestId('move-current');
  await expect(current.getByText('Төв агуулах')).toBeVisible();
  await expect(current.getByText('Сүхбаатар салбар')).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Дэлгүүр' });
  await expect(table.getByRole('button', { name: 'Дархан салбар сонгох' })).toBeEnabled();
  // B is already at Сүхбаатар салбар: that store cannot be chosen.
  await expect(table.getByRole('button', { name: 'Сүхбаатар салбар сонгох' })).toBeDisabled();
  await shot(page, 'stock-move-2-target-1280');
  await resize(page, 375, 800);
  await shot(page, 'stock-move-2-target-375');
  await resize(page, 1280, 800);
  // The first tap on a store only asks, naming how many go where; nothing has moved yet.
  await table.getByRole('button', { name: 'Дархан салбар сонгох' }).click();
  const question = dialog.getByTestId('move-confirm');
  await expect(question).toContainText('2 бүтээгдэхүүнийг шилжүүлэх үү? Шинэ байршил: «Дархан салбар».');
  await expect(question.getByRole('button', { name: 'Шилжүүлэх' })).toBeFocused();
  await shot(page, 'stock-move-2b-confirm-1280');
  expect(await productData(a.id)).toMatchObject(LOCATIONS.central);
  expect(await logsOf(a.id)).toHaveLength(0);
  await resize(page, 1024, 768);
  await expect(question.getByRole('button', { name: 'Шилжүүлэх' })).toBeInViewport();
  await shot(page, 'stock-move-2b-confirm-1024');
  await question.getByRole('button', { name: 'Шилжүүлэх' }).click();

  await expect(dialog.getByRole('heading', { name: 'Амжилттай' })).toBeVisible({ timeout: 20_000 });
  await resize(page, 1280, 800);
  await shot(page, 'stock-move-3-done-1280');

  // Firestore: both moved, each with one change-log entry pointing from its old place.
  for (const [p, prev] of [
    [a, LOCATIONS.central],
    [b, LOCATIONS.sukhbaatar],
  ] as const) {
    const data = await productData(p.id);
    expect(data).toMatchObject(LOCATIONS.darkhan);
    const logs = await logsOf(p.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      prevLocationId: prev.locationId,
      prevLocationName: prev.locationName,
      currentLocationId: 'store-darkhan',
      currentLocationName: 'Дархан салбар',
      product: { id: p.id, name: p.name, sku: p.sku },
    });
    expect(logs[0].updatedAt).toBeInstanceOf(Timestamp);
  }

  await dialog.getByRole('button', { name: 'Хаах' }).last().click();
  await expect(wizard(page)).toHaveCount(0);
  await expect(card(page, a.id).getByTestId('product-location')).toContainText('Дархан салбар');

  // Transfer history: both rows, previous and current location, newest first.
  await page.goto('/transferred-history');
  const history = page.getByRole('table', { name: 'Шилжүүлгийн түүх' });
  for (const [p, prev] of [
    [a, 'Төв агуулах'],
    [b, 'Сүхбаатар салбар'],
  ] as const) {
    const row = history.locator('tbody tr').filter({ hasText: p.name });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('history-previous')).toHaveText(prev);
    await expect(row.getByTestId('history-current')).toHaveText('Дархан салбар');
    await expect(row).toContainText(p.sku);
    await expect(row.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect.poll(() => row.locator('img').evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  const year = new Date().getFullYear();
  await expect(page.locator('#history-start')).toHaveValue(`${year}-01-01T00:00`);
  await expect(page.getByLabel('Хуудсанд:')).toHaveValue('10');
  await shot(page, 'stock-history-1280', true);

  // An invalid start is ignored (the default is used); a range before the moves shows the empty text.
  await page.locator('#history-start').fill('');
  await page.getByTestId('history-search').click();
  await expect(page.getByTestId('history-range')).toContainText(`${year}-01-01 00:00:00 –`);
  await expect(history.locator('tbody tr').filter({ hasText: a.name })).toHaveCount(1);
  await page.locator('#history-start').fill(`${year - 1}-01-01T00:00`);
  await page.locator('#history-end').fill(`${year - 1}-01-02T00:00`);
  await page.getByTestId('history-search').click();
  await expect(history.getByText('Шилжүүлгийн түүх байхгүй')).toBeVisible();

  // On a phone, with the default range again.
  await resize(page, 375, 800);
  await page.reload();
  await expect(history.locator('tbody tr').filter({ hasText: a.name })).toHaveCount(1);
  // No sideways page scroll on a phone (the table scrolls inside its own box).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'stock-history-375', true);
});

test('move: a product sold meanwhile fails the whole move, naming it, and nothing changes', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('mc');
  const c = await addProduct(`Зарагдах гутал ${tag} C`, LOCATIONS.central, [30, 150, 60]);
  const d = await addProduct(`Үлдэх гутал ${tag} D`, LOCATIONS.central, [150, 150, 30]);
  await managerSearches(page, '/products', tag, [c, d]);
  await select(page, [c, d]);
  await page.getByTestId('bulk-move').click();
  const dialog = wizard(page);
  await expect(dialog.getByTestId('move-step-type')).toBeVisible();

  // Someone sells C while the wizard is open.
  await adminDb().collection('products').doc(c.id).update({ isSold: true, updatedAt: Timestamp.now() });

  await dialog.getByTestId('move-type-store').click();
  await dialog.getByRole('button', { name: 'Дархан салбар сонгох' }).click();
  await dialog.getByTestId('move-confirm-ok').click();
  const error = dialog.getByTestId('move-error');
  await expect(error).toHaveText(`«${c.name}»: энэ бүтээгдэхүүн зарагдсан байна. Юу ч өөрчлөгдсөнгүй.`, { timeout: 20_000 });
  await expect(dialog.getByRole('heading', { name: 'Амжилттай' })).toHaveCount(0);
  await shot(page, 'stock-move-conflict-1280');

  for (const p of [c, d]) {
    expect(await productData(p.id)).toMatchObject(LOCATIONS.central);
    expect(await logsOf(p.id)).toHaveLength(0);
  }
});

test('labels: the selected products print as CODE128 barcodes in a popup, then count as printed', async ({ page }) => {
  test.setTimeout(120_000);
  // The popup's print dialog is replaced by a counter (headless Chromium has no dialog to close).
  await page.context().addInitScript(() => {
    const w = window as Window & { __printCalls?: number };
    w.print = () => {
      w.__printCalls = (w.__printCalls ?? 0) + 1;
    };
  });
  const tag = uniqueTag('lb');
  const e = await addProduct(`Шошготой пүүз ${tag} E`, LOCATIONS.central, [90, 30, 160], { price: 99000, originalPrice: 129000, isDiscount: true });
  const f = await addProduct(`Шошготой хивс ${tag} F`, LOCATIONS.central, [20, 120, 120], { size: '200x300' });
  await managerSearches(page, '/products', tag, [e, f]);
  await select(page, [e, f]);

  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('bulk-print').click();
  const popup = await popupPromise;
  await expect(popup.locator('section.label')).toHaveCount(2);
  await expect(popup.locator('svg')).toHaveCount(2);
  for (const p of [e, f]) {
    const label = popup.locator(`section.label[data-sku="${p.sku}"]`);
    await expect(label).toContainText(p.name);
    await expect(label.locator('svg')).toHaveCount(1);
    await expect(label.locator('svg text')).toHaveText(p.sku);
    expect(await label.locator('svg rect').count()).toBeGreaterThan(10);
    const box = await label.boundingBox();
    expect(box?.width).toBeCloseTo(171, 0);
    expect(box?.height).toBeCloseTo(228, 0);
  }
  await expect(popup.locator(`section.label[data-sku="${e.sku}"]`)).toContainText('99,000₮');
  await expect.poll(() => popup.evaluate(() => (window as Window & { __printCalls?: number }).__printCalls ?? 0)).toBe(1);
  await resize(popup, 1280, 800);
  await shot(popup, 'stock-labels-popup-1280');

  await expect.poll(async () => [(await productData(e.id)).isPrinted, (await productData(f.id)).isPrinted], { timeout: 15_000 }).toEqual([true, true]);
  await popup.close();

  // One product's label from its card.
  const g = await addProduct(`Шошготой малгай ${tag} G`, LOCATIONS.central, [200, 200, 40]);
  await expect(card(page, g.id)).toBeVisible({ timeout: 20_000 });
  const single = page.waitForEvent('popup');
  await card(page, g.id).getByTestId('product-print').click();
  const popup2 = await single;
  await expect(popup2.locator('section.label svg')).toHaveCount(1);
  await expect(popup2.locator('svg text')).toHaveText(g.sku);
  await expect.poll(async () => (await productData(g.id)).isPrinted, { timeout: 15_000 }).toBe(true);
});

test('refund: a sold product goes back to stock at its original price, with a negative transaction and the sale refunded', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('rf');
  const saleRef = adminDb().collection('sales').doc();
  const sold = await addProduct(`Буцаах пүүз ${tag} R`, LOCATIONS.sukhbaatar, [220, 120, 20], {
    isSold: true,
    isDiscount: true,
    price: 90000,
    originalPrice: 120000,
    saleId: saleRef.id,
  });
  await saleRef.set({
    id: saleRef.id,
    productId: sold.id,
    product: { id: sold.id, name: sold.name, sku: sold.sku, price: 90000, originalPrice: 120000 },
    order: null,
    price: 90000,
    userId: 'e2e-client',
    user: { firstName: 'Болд', phone: '99001122' },
    locationType: 'store',
    createdAt: Timestamp.now(),
  });

  await managerSearches(page, '/sold-products', tag, [sold]);
  await card(page, sold.id).getByTestId('product-refund').click();
  const confirm = page.locator('.swal2-popup');
  await expect(confirm.getByText('Та бүтээгдэхүүнийг буцаах гэж байна...')).toBeVisible();
  await expect(confirm).toContainText(sold.name);
  await shot(page, 'stock-refund-confirm-1280');
  // Cancel changes nothing.
  await confirm.getByRole('button', { name: 'Болих' }).click();
  await expect(page.locator('.swal2-container')).toHaveCount(0);
  expect((await productData(sold.id)).isSold).toBe(true);

  await card(page, sold.id).getByTestId('product-refund').click();
  await page.locator('.swal2-popup').getByRole('button', { name: 'Буцаах' }).click();
  await expect(page.locator('.swal2-icon-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.swal2-popup')).toContainText('Амжилттай');

  const data = await productData(sold.id);
  expect(data).toMatchObject({ isSold: false, isRefund: true, isDiscount: false, isDeliveryPending: false, isDiscountPending: false, price: 120000 });
  const transactions = await adminDb().collection('transactions').where('productId', '==', sold.id).get();
  expect(transactions.size).toBe(1);
  expect(transactions.docs[0].data()).toMatchObject({ type: 'refund', amount: -90000, transactionPrice: -90000, saleId: saleRef.id, customerId: 'e2e-client' });
  expect((await saleRef.get()).get('state')).toBe('refund');
  // It leaves the sold list ...
  await expect(card(page, sold.id)).toHaveCount(0, { timeout: 15_000 });

  // ... and is back in stock.
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
  await page.goto('/products');
  await page.getByTestId('product-search').fill(tag);
  await expect(card(page, sold.id)).toBeVisible({ timeout: 20_000 });
});

test('refund: a product refunded meanwhile is refused with a message naming it', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('rx');
  const sold = await addProduct(`Давхар буцаалт ${tag} X`, LOCATIONS.central, [120, 20, 120], { isSold: true, price: 120000, originalPrice: 120000 });
  await managerSearches(page, '/sold-products', tag, [sold]);
  await card(page, sold.id).getByTestId('product-refund').click();
  await expect(page.getByText('Та бүтээгдэхүүнийг буцаах гэж байна...')).toBeVisible();
  // Someone else refunds it while the question is open.
  await adminDb().collection('products').doc(sold.id).update({ isSold: false, isRefund: true, updatedAt: Timestamp.now() });
  await page.locator('.swal2-popup').getByRole('button', { name: 'Буцаах' }).click();
  await expect(page.locator('.swal2-popup')).toContainText(`«${sold.name}»: энэ бүтээгдэхүүн зарагдаагүй байна.`, { timeout: 20_000 });
  const transactions = await adminDb().collection('transactions').where('productId', '==', sold.id).get();
  expect(transactions.size).toBe(0);
});
