// The audit trail (docs/audit.md) across people and processes: a seller sells at the counter through
// the sell command; the Functions emulator runs the audit trigger on the order the command wrote; the
// Manager finds the entry on /audit, live, by person and kind, on a 1024 px tablet and a 375 px phone.
// What only a browser proves here: the callable, the trigger and the screen's listener together. Each
// kind's entry is tests/functions/audit.test.ts and src/entities/audit/auditEntry.test.ts, the screen's
// states src/features/audit/pages/AuditPage.test.tsx, who may read and write tests/rules/audit.test.ts.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminDb } from './support/admin';
import { addProduct, LOCATIONS, productData, uniqueTag } from './support/products';
import { shot } from './support/shots';
import { SELLER } from './support/storeSales';
import { resize } from './support/viewport';

test.describe.configure({ timeout: 120_000 });

const card = (page: Page, id: string): Locator => page.locator(`[data-testid=product-card][data-product-id="${id}"]`);
const continueButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Үргэлжлүүлэх' });

/** Continues until the confirm step (the lottery step is there only when a ticket applies). */
async function continueToConfirm(dialog: Locator): Promise<void> {
  const confirm = dialog.getByTestId('sale-step-confirm');
  for (let i = 0; i < 3 && !(await confirm.isVisible()); i += 1) {
    await continueButton(dialog).click();
    await expect(confirm.or(dialog.getByTestId('sale-step-lottery'))).toBeVisible();
  }
  await expect(confirm).toBeVisible();
}

test('a sale at the counter leaves its entry: the Manager finds it on /audit by person and kind, on a tablet and a phone', async ({ pageAs }) => {
  const tag = uniqueTag('au');
  const product = await addProduct(`Аудит малгай ${tag}`, LOCATIONS.sukhbaatar, [60, 90, 160], { price: 500, originalPrice: 500 });

  // The seller's sale at the store's tablet, a walk-in paying cash.
  const seller = await pageAs('Reception In City', { viewport: { width: 1024, height: 768 } });
  await seller.goto('/store/filterProducts');
  await seller.getByTestId('product-search').fill(tag);
  await expect(card(seller, product.id)).toBeVisible({ timeout: 20_000 });
  await card(seller, product.id).getByTestId('product-select').check();
  await seller.getByTestId('bulk-sell-store').click();
  const dialog = seller.getByRole('dialog').filter({ hasText: 'Дэлгүүрт зарах' });
  await dialog.getByTestId('sale-walk-in').click();
  await expect(dialog.getByTestId('sale-step-products')).toBeVisible();
  await continueToConfirm(dialog);
  await dialog.getByRole('button', { name: 'Зарах' }).click();
  await expect(dialog.getByTestId('sale-done')).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await productData(product.id)).isSold, { timeout: 20_000 }).toBe(true);
  const orderId = String((await productData(product.id)).orderId);

  // The trigger's entry, once the Functions emulator has run it on the order.
  const entry = adminDb().collection('auditEntries').doc(`orders-${orderId}-sale`);
  await expect.poll(async () => (await entry.get()).data()?.actorId ?? null, { timeout: 30_000 }).toBe(SELLER.id);

  // The Manager: the seller and the kind chosen, the sale is there with its figures.
  const manager = await pageAs('Manager', { viewport: { width: 1024, height: 768 } });
  await manager.goto('/audit');
  await expect(manager.getByRole('heading', { name: 'Үйлдлийн бүртгэл' })).toBeVisible();
  const person = manager.getByLabel('Ажилтан');
  await expect(person.locator(`option[value="${SELLER.id}"]`)).toHaveCount(1, { timeout: 20_000 });
  await person.selectOption(SELLER.id);
  await manager.getByLabel('Үйлдэл').selectOption({ label: 'Борлуулалт' });
  const table = manager.getByRole('table', { name: 'Үйлдлийн бүртгэл' });
  const row = table.getByRole('row').filter({ hasText: product.name });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Борлуулалт');
  await expect(row).toContainText(`${SELLER.lastName} ${SELLER.firstName}`);
  await expect(row).toContainText('Хотын худалдагч');
  await expect(row).toContainText(LOCATIONS.sukhbaatar.locationName);
  await expect(row.getByTestId('audit-amount')).toHaveText('500₮');
  // Every row of the filtered page is the seller's sale.
  await expect(table.getByTestId('audit-kind-badge').filter({ hasNotText: 'Борлуулалт' })).toHaveCount(0);
  await expect(table.getByTestId('audit-actor').filter({ hasNotText: SELLER.firstName })).toHaveCount(0);
  await shot(manager, 'audit-1024');

  // Another kind: the sale is not among the deletions.
  await manager.getByLabel('Үйлдэл').selectOption({ label: 'Устгал' });
  await expect(row).toHaveCount(0);

  // On a phone: the entries as cards, nothing scrolls the page sideways.
  await manager.getByLabel('Үйлдэл').selectOption({ label: 'Борлуулалт' });
  await resize(manager, 375, 800);
  await expect(row).toBeVisible();
  await expect.poll(() => manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(manager, 'audit-375');
});
