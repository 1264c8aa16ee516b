// Deliveries of any size (docs/delivery.md, "Deliveries of any size"): a delivery sale of 13 products
// (more than one write's 6) made in the wizard is one order on its way; the courier confirms it at the
// door on a phone with 2 products refused (one order done, one refund transaction, 11 sold, 2 back in
// stock); a sale of 60 confirmed with 8 refused is proven by the rules layer
// (tests/rules/large-delivery.test.ts); a large
// confirmation whose return to stock is cut off after the order settled says so, is listed above
// the delivery tables, and is finished there.
import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { LOCATIONS, productData, uniqueTag, type Arranged } from './support/products';
import { arrange, selectAllTagged } from './support/largeSelections';
import { COURIER, arrangeOrder, data } from './support/deliveries';
import { CUSTOMERS } from '../../scripts/seed-data.mjs';
import { signInAs } from './support/auth';
import { shot } from './support/shots';

test.describe.configure({ timeout: 300_000 });

const PRICE = 120_000;

async function docsWhere(collection: string, field: string, value: unknown): Promise<DocumentData[]> {
  return (await adminDb().collection(collection).where(field, '==', value).get()).docs.map((d) => ({ id: d.id, ...d.data() }));
}

async function stockOf(ids: readonly string[]): Promise<DocumentData[]> {
  return Promise.all(ids.map(async (id) => (await productData(id)) ?? {}));
}

function logErrors(page: Page): void {
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(`[page] ${m.text()}`);
  });
}

const continueButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Үргэлжлүүлэх' });

async function courierPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  logErrors(page);
  await signInAs(page, 'courier@demo.mn');
  return page;
}

/** The courier's card of an order, found by a text of its address. */
async function openConfirmation(page: Page, search: string): Promise<Locator> {
  await page.goto('/delivery-orders');
  const table = page.getByTestId('delivery-table-onTheWay');
  await table.getByRole('searchbox').fill(search);
  const card = table.getByTestId('delivery-card').filter({ hasText: search });
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  await card.getByTestId('order-confirm').click();
  return page.getByRole('dialog').filter({ hasText: 'Хүргэлт баталгаажуулах' });
}

async function refuse(wizard: Locator, ids: readonly string[]): Promise<void> {
  const goods = wizard.getByTestId('wizard-goods');
  for (const id of ids) await goods.locator(`[data-testid=refund-row][data-product-id="${id}"]`).check();
}

test('a delivery sale of 13 made in the wizard, confirmed at the door with 2 refused: one order, one refund, 11 sold', async ({ browser }) => {
  const tag = uniqueTag('ld');
  const products: Arranged[] = await arrange(tag, 13, LOCATIONS.central);
  const address = `Баянзүрх, ${tag} гудамж 7`;
  const customer = CUSTOMERS[4];

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const manager = await context.newPage();
  logErrors(manager);
  await signInAs(manager, 'manager@demo.mn');
  await selectAllTagged(manager, tag, 13);
  await manager.getByTestId('bulk-sell-delivery').click();
  const dialog = manager.getByRole('dialog').filter({ hasText: 'Хүргэлтээр зарах' });
  await dialog.getByTestId('customer-search').fill(customer.phone);
  await dialog.getByTestId('customer-option').filter({ hasText: customer.phone }).first().click();
  await continueButton(dialog).click();
  await expect(dialog.getByTestId('sale-step-delivery')).toBeVisible();
  await dialog.getByTestId('delivery-point').selectOption({ label: 'Баянзүрх' });
  await dialog.getByTestId('delivery-address').fill(address);
  await continueButton(dialog).click();
  const step = dialog.getByTestId('sale-step-products');
  await expect(step.getByTestId('sale-line-price')).toHaveCount(13);
  await expect(dialog.getByTestId('sale-total')).toHaveText('1,560,000₮');
  await shot(manager, 'large-delivery-13-lines-1280');
  await continueButton(dialog).click();
  const confirm = dialog.getByTestId('sale-step-confirm');
  await expect(confirm.or(dialog.getByTestId('sale-step-lottery'))).toBeVisible();
  if (await dialog.getByTestId('sale-step-lottery').isVisible()) await continueButton(dialog).click();
  await expect(confirm).toContainText(address);
  await dialog.getByRole('button', { name: 'Зарах' }).click();
  const done = dialog.getByTestId('sale-done');
  await expect(done).toBeVisible({ timeout: 120_000 });
  const orderId = (await done.getByTestId('done-order-number').textContent()) ?? '';
  expect(await data('orders', orderId)).toMatchObject({ purchaseType: 'delivery', pending_status: 'pending', quantity: 13, soldTotalPrice: 13 * PRICE, address });
  for (const p of await stockOf(products.map((p) => p.id))) expect(p).toMatchObject({ isSold: true, isDeliveryPending: true, orderId });
  await context.close();

  // Dispatched to the demo courier (the dispatch itself is deliveries.spec's).
  await adminDb().collection('orders').doc(orderId).update({ pending_status: 'delivering', deliveryBoy: COURIER, deliveryBoyId: COURIER.id });

  const courier = await courierPage(browser);
  const wizard = await openConfirmation(courier, tag);
  await expect(wizard.getByTestId('refund-row')).toHaveCount(13, { timeout: 30_000 });
  const refused = [products[3].id, products[10].id];
  await refuse(wizard, refused);
  await expect(wizard.getByTestId('wizard-goods-collect')).toHaveText('1,320,000₮');
  await shot(courier, 'large-delivery-door-goods-375');
  await continueButton(wizard).click();
  await continueButton(wizard).click();
  await expect(wizard.getByTestId('wizard-summary')).toHaveText('11 зарагдсан, 2 буцаагдсан.');
  await wizard.getByRole('button', { name: 'Хүргэлт баталгаажуулах' }).click();
  await expect(wizard.getByTestId('done-collected')).toHaveText('1,320,000₮', { timeout: 60_000 });
  await shot(courier, 'large-delivery-door-done-375');

  const order = await data('orders', orderId);
  expect(order).toMatchObject({ pending_status: 'done', quantity: 11, soldTotalPrice: 11 * PRICE, payments: { cash: 11 * PRICE, card: 0, qpay: 0, bank: 0 } });
  // In the order's line order (the grid's), whichever was ticked first.
  expect([...(order?.refundedProductIds as string[])].sort()).toEqual([...refused].sort());
  const ledger = await docsWhere('transactions', 'orderId', orderId);
  expect(ledger.map((t) => `${t.type} ${t.amount}`).sort()).toEqual([`refund ${-2 * PRICE}`, `sale ${13 * PRICE}`]);
  const stock = await stockOf(products.map((p) => p.id));
  expect(stock.filter((p) => p.isSold === true && p.isDeliveryPending === false)).toHaveLength(11);
  for (const p of await stockOf(refused)) expect(p).toMatchObject({ isSold: false, isDeliveryPending: false, isRefund: true });
  expect((await docsWhere('sales', 'orderId', orderId)).filter((s) => s.state === 'refund')).toHaveLength(2);
  expect((await adminDb().collection('stockReturns').doc(orderId).get()).exists).toBe(false);
  await courier.context().close();
});

test('a large confirmation cut off after the order settled: the courier is told, the return is listed and finished', async ({ browser }) => {
  const tag = uniqueTag('lr');
  const order = await arrangeOrder(tag, 'delivering', 14, { courier: COURIER, address: `Баянзүрх, ${tag} гудамж 3` });
  const refused = order.productIds.slice(0, 13);
  const courier = await courierPage(browser);
  const wizard = await openConfirmation(courier, tag);
  await expect(wizard.getByTestId('refund-row')).toHaveCount(14, { timeout: 30_000 });
  await refuse(wizard, refused);
  await continueButton(wizard).click();
  await continueButton(wizard).click();
  await expect(wizard.getByTestId('wizard-summary')).toHaveText('1 зарагдсан, 13 буцаагдсан.');
  // A slow line (each round trip 300 ms), cut off the moment the order is settled.
  const cdp = await courier.context().newCDPSession(courier);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: -1, uploadThroughput: -1 });
  await wizard.getByRole('button', { name: 'Хүргэлт баталгаажуулах' }).click();
  await expect.poll(async () => (await data('orders', order.orderId))?.pending_status, { timeout: 60_000, intervals: [20] }).toBe('done');
  await courier.context().setOffline(true);
  // The wizard says the delivery is confirmed, and what is left.
  await expect(wizard.getByTestId('done-notice')).toContainText('нөөцөд буцаж ороогүй', { timeout: 90_000 });
  await expect(wizard.getByTestId('done-collected')).toHaveText(`${order.prices[13].toLocaleString('en-US')}₮`);
  await shot(courier, 'large-delivery-return-cut-375');

  // The money and the order are final: one refund of the 13; some of them still on their way.
  expect(await data('orders', order.orderId)).toMatchObject({ pending_status: 'done', quantity: 1, soldTotalPrice: order.prices[13] });
  const refundedTotal = order.prices.slice(0, 13).reduce((s, p) => s + p, 0);
  expect((await docsWhere('transactions', 'orderId', order.orderId)).filter((t) => t.type === 'refund').map((t) => t.amount)).toEqual([-refundedTotal]);
  const left = ((await data('stockReturns', order.orderId))?.productIds ?? []) as string[];
  expect(left.length).toBeGreaterThan(0);
  expect((await stockOf(left)).every((p) => p.isDeliveryPending === true)).toBe(true);

  await courier.context().setOffline(false);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await wizard.getByRole('button', { name: 'Хаах' }).last().click();
  const banner = courier.getByTestId('unfinished-return');
  await expect(banner).toContainText(`Үлдсэн бараа: ${left.length}`, { timeout: 30_000 });
  await shot(courier, 'large-delivery-unfinished-return-375');
  // The same in English.
  await courier.getByTestId('language-switcher').click();
  await courier.getByTestId('language-en').click();
  await expect(banner).toContainText('products the customer refused are not back in stock yet');
  await expect(banner).toContainText(`Still to go back: ${left.length}`);
  await shot(courier, 'large-delivery-unfinished-return-375-en');
  await courier.getByTestId('language-switcher').click();
  await courier.getByTestId('language-mn').click();
  await expect(banner).toContainText(`Үлдсэн бараа: ${left.length}`);
  await banner.getByTestId('unfinished-return-finish').click();
  await expect(courier.getByTestId('unfinished-return-done')).toBeVisible({ timeout: 60_000 });
  await expect(banner).toHaveCount(0);
  for (const p of await stockOf(refused)) expect(p).toMatchObject({ isSold: false, isDeliveryPending: false, isRefund: true });
  expect((await adminDb().collection('stockReturns').doc(order.orderId).get()).exists).toBe(false);
  await courier.context().close();
});
