// Sales of any size (docs/selling.md, "Sales of any size"), through the sell command (functions/): a
// merchant sale of 13 products from the product grid is one order, one transaction, 13 sold products
// and one receipt of 13 lines (1 to 200 are proven by the handler tests, tests/functions/sell.test.ts,
// and measured by `npm run bench`); a store sale of 12 scanned products paid by cash and card; a
// sale of 20 whose answer is lost is sold once, and Sell again shows that sale.
import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { LOCATIONS, productData, uniqueTag, type Arranged } from './support/products';
import { arrange, selectAllTagged } from './support/largeSelections';
import { usbScan } from './support/scanner';
import { signInAs } from './support/auth';
import { shot } from './support/shots';

test.describe.configure({ timeout: 240_000 });

const PRICE = 120_000;

async function docsWhere(collection: string, field: string, value: unknown): Promise<DocumentData[]> {
  return (await adminDb().collection(collection).where(field, '==', value).get()).docs.map((d) => d.data());
}

/** Each product as stored, without updatedAt (every write stamps it). */
async function stockOf(list: readonly Arranged[]): Promise<DocumentData[]> {
  return Promise.all(
    list.map(async (p) => {
      const { updatedAt: _stamp, ...rest } = await productData(p.id);
      return rest;
    }),
  );
}

function logErrors(page: Page): void {
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(`[page] ${m.text()}`);
  });
}

const wizard = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });
const continueButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Үргэлжлүүлэх' });

async function managerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Headless Chromium has no print dialog: the receipt window's print() and close() do nothing.
  await context.addInitScript(() => {
    window.print = () => undefined;
    window.close = () => undefined;
  });
  const page = await context.newPage();
  logErrors(page);
  await signInAs(page, 'manager@demo.mn');
  return page;
}

test('a merchant sale of 13 products: one order, one transaction, 13 sold products, one receipt of 13 lines', async ({ browser }) => {
  const tag = uniqueTag('lm');
  const products = await arrange(tag, 13, LOCATIONS.central);
  const page = await managerPage(browser);
  await selectAllTagged(page, tag, 13);
  await page.getByTestId('bulk-sell-merchant').click();
  const dialog = wizard(page, 'Гэрээт борлуулагчид зарах');
  await dialog.getByRole('table', { name: 'Гэрээт борлуулагч' }).getByRole('button', { name: 'Лхагвасүрэн Төмөрбаатар сонгох' }).click();
  const step = dialog.getByTestId('sale-step-products');
  await expect(step).toBeVisible();
  await expect(step.getByTestId('sale-line-price')).toHaveCount(13);
  await expect(dialog.getByTestId('sale-total')).toHaveText('1,560,000₮');
  // The lines scroll inside the step; the totals stay in view below them.
  await expect(dialog.getByTestId('sale-totals')).toBeInViewport();
  await shot(page, 'large-sale-merchant-13-lines-1280');
  await continueButton(dialog).click();
  await expect(dialog.getByTestId('confirm-lines').locator('li')).toHaveCount(13);
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Зарах' }).click();
  const done = dialog.getByTestId('sale-done');
  await expect(done).toBeVisible({ timeout: 90_000 });
  console.log(`a 13-product merchant sale committed in ${Date.now() - started} ms (clicked Sell to done)`);
  const orderId = (await done.getByTestId('done-order-number').textContent()) ?? '';
  await expect(done.getByTestId('done-total')).toHaveText('1,560,000₮');
  await shot(page, 'large-sale-merchant-13-done-1280');

  const order = (await adminDb().collection('orders').doc(orderId).get()).data() ?? {};
  expect(order).toMatchObject({ purchaseType: 'merchant', pending_status: 'done', quantity: 13, soldTotalPrice: 13 * PRICE, userId: 'demo-merchant' });
  expect(order.products).toHaveLength(13);
  expect(await docsWhere('transactions', 'orderId', orderId)).toEqual([expect.objectContaining({ type: 'sale', amount: 13 * PRICE })]);
  expect(await docsWhere('sales', 'orderId', orderId)).toHaveLength(13);
  for (const p of await stockOf(products)) expect(p).toMatchObject({ isSold: true, isMerchantSold: true, orderId, locationId: 'demo-merchant' });

  const [popup] = await Promise.all([page.waitForEvent('popup'), done.getByTestId('print-receipt').click()]);
  await expect(popup.getByTestId('receipt-line')).toHaveCount(13);
  await expect(popup.getByTestId('receipt-total')).toContainText('1,560,000');
  await page.context().close();
});

test('a store sale of 12 scanned products paid by cash and card, at the counter', async ({ browser }) => {
  const tag = uniqueTag('ls');
  const products = await arrange(tag, 12, LOCATIONS.sukhbaatar);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, timezoneId: 'Asia/Ulaanbaatar' });
  const page = await context.newPage();
  logErrors(page);
  await signInAs(page, 'reception.city@demo.mn');
  await page.goto('/store/filterProducts');
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('product-search')).toBeFocused();
  for (const [i, p] of products.entries()) {
    await usbScan(page, p.sku);
    await expect(page.getByTestId('tray-item')).toHaveCount(i + 1);
  }
  await page.getByTestId('bulk-sell-store').click();
  const dialog = wizard(page, 'Дэлгүүрт зарах');
  await dialog.getByTestId('sale-walk-in').click();
  await expect(dialog.getByTestId('sale-line-price')).toHaveCount(12);
  await expect(dialog.getByTestId('sale-total')).toHaveText('1,440,000₮');
  await expect(dialog.getByTestId('sale-totals')).toBeInViewport();
  await shot(page, 'large-sale-store-12-lines-1024');
  await page.keyboard.press('Enter');
  // A lottery type of the demo data may apply: no phone, no ticket.
  const confirm = dialog.getByTestId('sale-step-confirm');
  await expect(confirm.or(dialog.getByTestId('sale-step-lottery'))).toBeVisible();
  if (await dialog.getByTestId('sale-step-lottery').isVisible()) await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await dialog.getByTestId('pay-card').click();
  await dialog.getByTestId('pay-amount-cash').fill('440000');
  await dialog.getByTestId('pay-cash-received').fill('500000');
  await page.keyboard.press('Enter');
  const done = dialog.getByTestId('sale-done');
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(done.getByTestId('done-change')).toHaveText('60,000₮');
  const orderId = (await done.getByTestId('done-order-number').textContent()) ?? '';
  expect((await adminDb().collection('orders').doc(orderId).get()).data()).toMatchObject({
    purchaseType: 'store',
    locationId: LOCATIONS.sukhbaatar.locationId,
    locationName: LOCATIONS.sukhbaatar.locationName,
    quantity: 12,
    soldTotalPrice: 1_440_000,
    payments: { cash: 440_000, card: 1_000_000, qpay: 0, bank: 0 },
    cashReceived: 500_000,
  });
  expect(await docsWhere('sales', 'orderId', orderId)).toHaveLength(12);
  await shot(page, 'large-sale-store-12-done-1024');
  await context.close();
});

test('a store sale of 20 whose answer is lost: Sell again gets the same sale (the idempotency key), never a second one', async ({ browser }) => {
  const tag = uniqueTag('ll');
  const products = await arrange(tag, 20, LOCATIONS.darkhan);
  const page = await managerPage(browser);
  await selectAllTagged(page, tag, products.length);
  await page.getByTestId('bulk-sell-store').click();
  const dialog = wizard(page, 'Дэлгүүрт зарах');
  await dialog.getByTestId('sale-walk-in').click();
  await expect(dialog.getByTestId('sale-line-price')).toHaveCount(products.length);
  await page.keyboard.press('Enter');
  const confirm = dialog.getByTestId('sale-step-confirm');
  await expect(confirm.or(dialog.getByTestId('sale-step-lottery'))).toBeVisible();
  if (await dialog.getByTestId('sale-step-lottery').isVisible()) await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  // The first call reaches the server and sells; its answer never comes back (the connection drops).
  let calls = 0;
  await page.route('**/sell', async (route) => {
    calls += 1;
    if (calls > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await dialog.getByRole('button', { name: 'Зарах' }).click();
  await expect(dialog.getByTestId('sale-error')).toBeVisible({ timeout: 60_000 });
  const sold = await adminDb().collection('orders').where('productIds', 'array-contains', products[0].id).get();
  expect(sold.size).toBe(1);
  // Sell again: the same key, so the command answers with the sale it made.
  await dialog.getByRole('button', { name: 'Зарах' }).click();
  await expect(dialog.getByTestId('done-order-number')).toHaveText(sold.docs[0].id, { timeout: 60_000 });
  expect(calls).toBe(2);
  const orders = await adminDb().collection('orders').where('productIds', 'array-contains', products[0].id).get();
  expect(orders.size).toBe(1);
  expect(orders.docs[0].data()).toMatchObject({ purchaseType: 'store', quantity: 20, soldTotalPrice: 20 * PRICE, locationId: LOCATIONS.darkhan.locationId });
  expect(await docsWhere('sales', 'orderId', orders.docs[0].id)).toHaveLength(20);
  expect(await docsWhere('transactions', 'orderId', orders.docs[0].id)).toHaveLength(1);
  for (const p of await stockOf(products)) expect(p).toMatchObject({ isSold: true, orderId: orders.docs[0].id });
  await page.context().close();
});
