// A fresh store with products for the stock count specs (docs/stock-counts.md), arranged with
// firebase-admin, and the page helpers both specs use.
import { expect, type Page } from '@playwright/test';
import { adminDb } from './admin';
import { addProduct, LOCATIONS, randomSku, uniqueTag, type Arranged } from './products';

export { usbScan } from './scanner';

export interface CountArrangement {
  store: { id: string; name: string };
  /** In stock at the store: the test scans the first two, leaves `missing` unscanned. */
  here: Arranged[];
  missing: Arranged;
  /** In stock at the central warehouse, scanned at the store. */
  away: Arranged;
  /** A code no product has. */
  unknownCode: string;
}

/** A new store holding three products (two to scan, one missing) and one product elsewhere. */
export async function arrangeCountStore(prefix: string): Promise<CountArrangement> {
  const tag = uniqueTag(prefix);
  const id = `store-${tag}`;
  const name = `Тооллогын салбар ${tag}`;
  await adminDb().collection('stores').doc(id).set({ name, address: 'Улаанбаатар', phone: '77001122' });
  const at = { locationType: 'store', locationId: id, locationName: name } as const;
  const here = [await addProduct(`Пүүз ${tag} A`, at), await addProduct(`Пүүз ${tag} B`, at)];
  const missing = await addProduct(`Пүүз ${tag} C`, at);
  const away = await addProduct(`Гутал ${tag} D`, LOCATIONS.central);
  // Unknown: a 7-digit code, where products have 6 digits.
  let unknownCode = `9${randomSku()}`;
  while (!(await adminDb().collection('products').where('sku', '==', unknownCode).limit(1).get()).empty) unknownCode = `9${randomSku()}`;
  return { store: { id, name }, here, missing, away, unknownCode };
}

/** As the signed-in Manager: opens /stock-counts and starts a count of `storeName`. */
export async function startCount(page: Page, storeName: string): Promise<void> {
  await page.goto('/stock-counts');
  const select = page.getByTestId('count-location');
  await expect(select.locator('option', { hasText: storeName })).toHaveCount(1, { timeout: 20_000 });
  await select.selectOption({ label: storeName });
  await page.getByTestId('start-count').click();
  await expect(page).toHaveURL(/\/stock-counts\/[^/]+$/, { timeout: 20_000 });
  await expect(page.getByTestId('open-count')).toBeVisible({ timeout: 20_000 });
}

export async function expectFigures(page: Page, figures: Partial<Record<'expected' | 'scanned' | 'found' | 'missing' | 'elsewhere' | 'sold' | 'unknown', number>>): Promise<void> {
  for (const [key, value] of Object.entries(figures)) await expect(page.getByTestId(`figure-${key}`), key).toHaveText(String(value));
}
