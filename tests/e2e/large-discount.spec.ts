import { expect, test } from './support/test';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { requestsOf, rowOf, signedInPage, wizard } from './support/discounts';
import { shot } from './support/shots';
import { addProduct, LOCATIONS, productData, uniqueTag, type Arranged } from './support/products';
import { resize } from './support/viewport';

// Discount requests of any size (docs/discounts.md, "Requests of any size"): 17 products (more than
// two of the request's chunks of 8) in one request (larger ones are proven by the rules layer,
// tests/rules/discount-batches.test.ts), and a request stopped part-way finished or undone. Run in the e2e's first pass, one at a
// time (playwright.config.ts LARGE_SPECS): each writes and watches dozens of documents for minutes,
// which beside the everyday specs kept the one emulator from answering their sign-ins.

// --- Requests of any size (docs/discounts.md, "Requests of any size") ----------------------------

/** `n` in-stock products at `location` named with `tag`, a few at a time (a loaded emulator times out on a burst). */
async function arrangeMany(tag: string, n: number, location: (typeof LOCATIONS)[keyof typeof LOCATIONS]): Promise<Arranged[]> {
  const list: Arranged[] = [];
  for (let i = 0; i < n; i += 10) {
    const chunk = Array.from({ length: Math.min(10, n - i) }, (_, k) => i + k);
    list.push(...(await Promise.all(chunk.map((k) => addProduct(`Олон хямдрал ${tag} ${String(k).padStart(2, '0')}`, location, [40 + k * 3, 90, 160])))));
  }
  return list;
}

/** Every request of a batch, as stored. */
async function batchOf(batchId: string): Promise<DocumentData[]> {
  return (await adminDb().collection('discountRequests').where('batchId', '==', batchId).get()).docs.map((d) => d.data());
}

test('a Manager asks a discount on 17 products in one request; the approver sees 17 pending requests', async ({ browser }) => {
  test.setTimeout(300_000);
  const tag = uniqueTag('d17');
  const list = await arrangeMany(tag, 17, LOCATIONS.sukhbaatar);

  const manager = await signedInPage(browser, 'manager@demo.mn');
  await manager.goto('/products');
  await manager.getByTestId('product-search').fill(tag);
  await expect(manager.getByTestId('product-card')).toHaveCount(17, { timeout: 30_000 });
  await manager.getByTestId('select-all').check();
  await expect(manager.getByTestId('product-selected')).toContainText('17');
  await manager.getByTestId('bulk-discount').click();
  const dialog = wizard(manager);
  await expect(dialog.getByTestId('discount-line')).toHaveCount(17);
  await expect(dialog.getByTestId('discount-too-many')).toHaveCount(0);
  // Each product its own price: 90,000 plus 100 per its number (the grid orders them its own way).
  const lines = dialog.getByTestId('discount-line');
  const numbered = new RegExp(`${tag} (\\d{2})`);
  for (let i = 0; i < 17; i += 1) {
    const k = Number(numbered.exec(await lines.nth(i).innerText())?.[1]);
    await lines.nth(i).getByTestId('discount-price').fill(String(90_000 + k * 100));
  }
  await shot(manager, 'discount-17-prices-1280');
  await resize(manager, 375, 800);
  await shot(manager, 'discount-17-prices-375');
  await resize(manager, 1280, 800);
  await dialog.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(dialog.getByTestId('discount-confirm')).toBeVisible();
  await expect(dialog.getByTestId('discount-confirm').locator('li')).toHaveCount(17);
  await shot(manager, 'discount-17-confirm-1280');
  await resize(manager, 375, 800);
  await shot(manager, 'discount-17-confirm-375');
  await resize(manager, 1280, 800);
  await dialog.getByRole('button', { name: 'Баталгаажуулах' }).click();
  await expect(wizard(manager)).toHaveCount(0, { timeout: 120_000 });

  // One request per product, all pending, of one batch of 17; each product waits for its own.
  const requests = (await Promise.all(list.map((p) => requestsOf(p.id)))).map((r) => r[0]);
  const batchId = String(requests[0]?.batchId);
  for (const [i, r] of requests.entries()) {
    expect(r).toMatchObject({ state: 'pending', batchId, batchSize: 17, createdUserId: 'demo-manager', requestPrice: 90_000 + i * 100, productId: list[i].id });
    expect(await productData(list[i].id)).toMatchObject({ isDiscountPending: true, discountRequestId: r.id });
  }
  expect(await batchOf(batchId)).toHaveLength(17);

  // The approver: 17 pending requests to decide.
  const admin = await signedInPage(browser, 'admin@demo.mn');
  await admin.goto('/discount-requests');
  await admin.getByLabel('Хуудсанд:').selectOption('50');
  await admin.getByRole('searchbox').fill(tag);
  await expect(admin.locator('tbody tr').filter({ hasText: tag })).toHaveCount(17, { timeout: 30_000 });
  await expect(admin.locator('tbody tr').filter({ hasText: tag }).first().getByTestId('discount-approve')).toBeVisible();
  await shot(admin, 'discount-17-approver-1280');
  await manager.context().close();
  await admin.context().close();
});

test('a request stopped part-way is seen by its seller only, as unfinished; Finish sends it all, Undo releases the products as they were', async ({ browser }) => {
  test.setTimeout(240_000);
  const tag = uniqueTag('dun');
  const seller = { id: 'demo-reception-city', firstName: 'Сарангэрэл', lastName: 'Мөнхбат', phone: '99110006', email: 'reception.city@demo.mn', role: 'Reception In City', locationId: 'store-sukhbaatar', locationType: 'store' };
  /** A batch of `n` as the app leaves it stopped after its first chunk of 8 (drafting, its plan stored). */
  async function stoppedBatch(list: Arranged[]): Promise<string> {
    const batchRef = adminDb().collection('discountBatches').doc();
    await batchRef.set({ id: batchRef.id, createdUserId: seller.id, productIds: list.map((p) => p.id), requestPrices: list.map(() => 99_000), createdAt: Timestamp.now() });
    for (const p of list.slice(0, 8)) {
      const ref = adminDb().collection('discountRequests').doc();
      const stored = await productData(p.id);
      await ref.set({
        id: ref.id,
        state: 'drafting',
        batchId: batchRef.id,
        batchSize: list.length,
        type: 'store',
        locationId: 'store-sukhbaatar',
        locationName: 'Сүхбаатар салбар',
        requestPrice: 99_000,
        createdUser: seller,
        createdUserId: seller.id,
        product: { id: p.id, name: p.name, sku: p.sku, pics: stored.pics, price: 120000, originalPrice: 120000, size: '40', width: '9.5', height: '3', brand: 'Nike', colors: ['Хар'], categories: ['Пүүз'], locationType: 'store', locationId: 'store-sukhbaatar', locationName: 'Сүхбаатар салбар' },
        productId: p.id,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
      await adminDb().collection('products').doc(p.id).update({ isDiscountPending: true, discountRequestId: ref.id });
    }
    return batchRef.id;
  }
  const finished = await arrangeMany(`${tag}f`, 10, LOCATIONS.sukhbaatar);
  const undone = await arrangeMany(`${tag}u`, 9, LOCATIONS.sukhbaatar);
  const before = await Promise.all(undone.map(async (p) => ({ ...(await productData(p.id)), updatedAt: null })));
  const finishId = await stoppedBatch(finished);
  const undoId = await stoppedBatch(undone);

  // The approver does not see them.
  const admin = await signedInPage(browser, 'admin@demo.mn');
  await admin.goto('/discount-requests');
  await admin.getByRole('searchbox').fill(tag);
  await expect(admin.getByRole('table')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(admin.locator('tbody tr').filter({ hasText: tag })).toHaveCount(0);
  await expect(admin.getByTestId('unfinished-discounts')).toHaveCount(0);

  // The seller sees both as unfinished on its request list, not as requests.
  const page = await signedInPage(browser, 'reception.city@demo.mn');
  await page.goto('/store/filterRequests');
  const toFinish = page.locator(`[data-testid=unfinished-discount][data-batch-id="${finishId}"]`);
  const toUndo = page.locator(`[data-testid=unfinished-discount][data-batch-id="${undoId}"]`);
  await expect(toFinish).toContainText('10 бүтээгдэхүүний 8 бичигдсэн, зөвшөөрөгчид хараахан илгээгдээгүй', { timeout: 20_000 });
  await expect(toUndo).toContainText('9 бүтээгдэхүүний 8 бичигдсэн');
  await expect(rowOf(page, tag)).toHaveCount(0);
  await shot(page, 'discount-unfinished-1280');
  await resize(page, 375, 800);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'discount-unfinished-375');
  await resize(page, 1280, 800);

  await toFinish.getByTestId('unfinished-discount-finish').click();
  await expect(page.getByTestId('unfinished-discount-done')).toContainText('10 бүтээгдэхүүний хямдралын хүсэлт илгээгдлээ.', { timeout: 60_000 });
  await expect(toFinish).toHaveCount(0);
  await expect.poll(async () => (await batchOf(finishId)).filter((r) => r.state === 'pending').length, { timeout: 20_000 }).toBe(10);
  for (const p of finished) expect(await productData(p.id)).toMatchObject({ isDiscountPending: true });
  await expect(admin.locator('tbody tr').filter({ hasText: `${tag}f` })).toHaveCount(10, { timeout: 20_000 });

  await toUndo.getByTestId('unfinished-discount-undo').click();
  await page.locator('.swal2-popup').getByRole('button', { name: 'Тийм, буцаах' }).click();
  await expect(page.getByTestId('unfinished-discount-done')).toContainText('Дуусаагүй хямдралын хүсэлт буцаагдлаа', { timeout: 60_000 });
  await expect(toUndo).toHaveCount(0);
  expect((await batchOf(undoId)).every((r) => r.state === 'cancelled')).toBe(true);
  expect(await Promise.all(undone.map(async (p) => ({ ...(await productData(p.id)), updatedAt: null })))).toEqual(before);
  await page.context().close();
  await admin.context().close();
});
