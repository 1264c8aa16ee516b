import { expect, test } from './support/test';
import { adminDb } from './support/admin';
import { productData } from './support/products';
import { arrangeCountStore, expectFigures, startCount, usbScan } from './support/stockCounts';
import { signInAs } from './support/auth';
import { shot } from './support/shots';
import { resize } from './support/viewport';

// Stock count by scanning (docs/stock-counts.md): a Manager counts a seeded store and finds the
// planted missing, elsewhere and unknown items; moves the elsewhere one here; the count is saved,
// resumed after a reload, closed and read back read-only.

test('a count over a seeded store finds the missing, elsewhere and unknown items; move here; close', async ({ page }) => {
  test.setTimeout(150_000);
  const a = await arrangeCountStore('cnt');
  await resize(page, 1024, 768);
  await signInAs(page, 'manager@demo.mn');
  await startCount(page, a.store.name);
  await expectFigures(page, { expected: 3, scanned: 0, missing: 3 });
  const countId = page.url().split('/').pop()!;

  // USB scans (fast keystrokes) with the focus outside any field: the two products here, the one
  // from the warehouse, an unknown code.
  await page.getByTestId('count-figures').click();
  for (const p of a.here) {
    await usbScan(page, p.sku);
    await expect(page.getByTestId('scan-feedback')).toContainText(p.sku);
  }
  await usbScan(page, a.away.sku);
  await expect(page.getByTestId('scan-feedback')).toHaveAttribute('data-kind', 'elsewhere');
  // A code typed by hand into the code box and confirmed with Enter.
  await page.getByTestId('count-code').pressSequentially(a.unknownCode, { delay: 120 });
  await page.getByTestId('count-code').press('Enter');
  await expect(page.getByTestId('scan-feedback')).toHaveAttribute('data-kind', 'unknown');
  // A scan inside the code box: counted once, the box keeps what it held.
  await page.getByTestId('count-code').fill('12');
  await usbScan(page, a.here[0].sku);
  await expect(page.getByTestId('scan-feedback')).toHaveAttribute('data-kind', 'duplicate');
  await expect(page.getByTestId('count-code')).toHaveValue('12');
  await page.getByTestId('count-code').fill('');

  await expectFigures(page, { expected: 3, scanned: 4, found: 2, missing: 1, elsewhere: 1, unknown: 1, sold: 0 });
  await expect(page.getByTestId('list-missing-rows').locator(`[data-code="${a.missing.sku}"]`)).toBeVisible();
  await expect(page.getByTestId('list-elsewhere-rows').locator(`[data-code="${a.away.sku}"]`)).toContainText('Төв агуулах');
  await expect(page.getByTestId('list-unknown-rows').locator(`[data-code="${a.unknownCode}"]`)).toBeVisible();
  await shot(page, 'stock-count-open-1024', true);

  // Saved as scanning goes (batched): the stored lists match.
  await expect(page.getByTestId('save-state')).toContainText('Хадгалсан', { timeout: 15_000 });
  await expect
    .poll(async () => (await adminDb().collection('stockCounts').doc(countId).get()).data()?.scanned?.length, { timeout: 15_000 })
    .toBe(4);
  const saved = (await adminDb().collection('stockCounts').doc(countId).get()).data()!;
  expect(saved).toMatchObject({ status: 'open', locationId: a.store.id, expectedCount: 3, foundCount: 2, missing: [a.missing.sku], elsewhere: [a.away.sku], unknown: [a.unknownCode] });

  // Resumed after a reload (as on another device): the same lists.
  await page.reload();
  await expect(page.getByTestId('open-count')).toBeVisible({ timeout: 20_000 });
  await expectFigures(page, { expected: 3, scanned: 4, found: 2, missing: 1, elsewhere: 1, unknown: 1 });

  // Move here: the warehouse product moves to this store, with its change log.
  await page.getByTestId('move-here').click();
  await page.locator('.swal2-confirm').click();
  await expectFigures(page, { expected: 4, found: 3, missing: 1, elsewhere: 0, unknown: 1 });
  await expect.poll(async () => (await productData(a.away.id)).locationId).toBe(a.store.id);
  const logs = await adminDb().collection('productLocationChangeLogs').where('productId', '==', a.away.id).get();
  expect(logs.docs.map((d) => d.data())).toEqual([
    expect.objectContaining({ prevLocationId: 'warehouse-central', currentLocationId: a.store.id, currentLocationName: a.store.name }),
  ]);

  // Close: read-only from then on, and read back later.
  await page.locator('.swal2-container').waitFor({ state: 'detached' });
  await page.getByTestId('close-count').click();
  await page.locator('.swal2-confirm').click();
  await expect(page.getByTestId('closed-count')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('count-code')).toHaveCount(0);
  // The screen shows the close as soon as it is written locally; the server has it a moment later.
  await expect.poll(async () => (await adminDb().collection('stockCounts').doc(countId).get()).data()?.status, { timeout: 15_000 }).toBe('closed');
  const closed = (await adminDb().collection('stockCounts').doc(countId).get()).data()!;
  expect(closed).toMatchObject({ status: 'closed', closedUserId: 'demo-manager', foundCount: 3, expectedCount: 4, missing: [a.missing.sku], elsewhere: [], unknown: [a.unknownCode] });

  await page.goto('/stock-counts');
  const row = page.getByTestId('count-row').filter({ hasText: a.store.name });
  await expect(row).toHaveAttribute('data-status', 'closed');
  await shot(page, 'stock-count-list-1024');
  await row.getByRole('link').click();
  await expect(page.getByTestId('closed-count')).toBeVisible();
  await expectFigures(page, { expected: 4, scanned: 4, found: 3, missing: 1, elsewhere: 0, unknown: 1 });
  await expect(page.getByTestId('count-status')).toHaveText('Хаагдсан');
  // The count keeps codes; the closed lists name the items on screen (read as they show).
  const missingRow = page.getByTestId('list-missing-rows').locator(`[data-code="${a.missing.sku}"]`);
  await expect(missingRow).toContainText(a.missing.name);
  await expect(missingRow).toContainText('40');
  await page.getByTestId('list-found').getByRole('button').first().click();
  await expect(page.getByTestId('list-found-rows').locator(`[data-code="${a.away.sku}"]`)).toContainText(a.away.name);
  await shot(page, 'stock-count-closed-1024', true);
});
