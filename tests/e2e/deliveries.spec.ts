import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cancelConfirm } from './helpers';
import { COURIER, arrangeOrder, data, uniqueTag } from './support/deliveries';
import { signInAs } from './support/auth';
import { shot } from './support/shots';
import { resize } from './support/viewport';

// Delivery orders, the confirmation wizard and the order status (docs/delivery.md): the manager
// dispatches to the demo courier, the courier confirms on a phone with one product refunded, cancel
// delivering, delete with its confirmation, and a courier never sees another courier's order. Every
// test arranges its own orders with firebase-admin (contact names carry a unique tag the table search
// finds), so the demo data does not matter.

const table = (page: Page, name: 'awaiting' | 'onTheWay' | 'delivered'): Locator => page.getByTestId(`delivery-table-${name}`);

/** The row of an arranged order in a table, after searching the table for its tag. */
async function findRow(page: Page, name: 'awaiting' | 'onTheWay' | 'delivered', tag: string): Promise<Locator> {
  const t = table(page, name);
  await t.getByRole('searchbox').fill(tag);
  const row = t.locator('tbody tr').filter({ hasText: tag });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  return row;
}

/** The card of an arranged order (a courier's view), after searching the list for its tag. */
async function findCard(page: Page, name: 'awaiting' | 'onTheWay' | 'delivered', tag: string): Promise<Locator> {
  const t = table(page, name);
  await t.getByRole('searchbox').fill(tag);
  const card = t.getByTestId('delivery-card').filter({ hasText: tag });
  await expect(card).toHaveCount(1, { timeout: 20_000 });
  return card;
}

async function expectSuccess(page: Page): Promise<void> {
  await expect(page.locator('.swal2-icon-success')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
}

async function newPage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('manager assigns the demo courier; the courier confirms on a phone with one product refunded', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('dlv');
  const order = await arrangeOrder(tag, 'pending', 2);

  // The manager, at 1280 px: the order waits in table 1; the picker insists on a courier.
  const manager = await newPage(browser, 1280, 900);
  await signInAs(manager, 'manager@demo.mn');
  await manager.goto('/delivery-orders');
  await expect(manager.getByRole('heading', { name: 'Хүргэлтийн захиалга' })).toBeVisible();
  await expect(table(manager, 'awaiting')).toBeVisible();
  await expect(table(manager, 'onTheWay')).toBeVisible();
  await expect(table(manager, 'delivered')).toBeVisible();
  const row = await findRow(manager, 'awaiting', tag);
  await expect(row).toContainText('Баянзүрх');
  await expect(row).toContainText('99887766');
  await expect(row).toContainText('310,000₮');
  await shot(manager, 'deliveries-1-awaiting-1280');

  // Product details dialog.
  await row.getByTestId('order-details').click();
  const detail = manager.getByTestId('order-detail');
  await expect(detail.getByTestId('order-detail-line')).toHaveCount(2);
  await expect(detail.getByTestId('order-detail-address')).toContainText('Баянзүрх дүүрэг');
  await shot(manager, 'deliveries-2-detail-1280');
  await detail.getByRole('button', { name: 'Хаах' }).last().click();
  await expect(detail).toHaveCount(0);

  await row.getByTestId('order-assign').click();
  const picker = manager.getByTestId('courier-picker');
  await picker.getByTestId('courier-save').click();
  await expect(picker.getByText('Хүргэгч сонгоно уу.')).toBeVisible();
  await picker.getByTestId('courier-select').selectOption(COURIER.id);
  await shot(manager, 'deliveries-3-picker-1280');
  await picker.getByTestId('courier-save').click();
  await expectSuccess(manager);
  await expect.poll(async () => (await data('orders', order.orderId))?.pending_status).toBe('delivering');
  expect((await data('orders', order.orderId))?.deliveryBoy).toEqual(COURIER);
  const moved = await findRow(manager, 'onTheWay', tag);
  await expect(moved).toContainText('Эрдэнэбат Ганзориг');

  // The courier, on a 375 px phone: no awaiting table, its delivering order as a card, the wizard.
  const courier = await newPage(browser, 375, 740);
  await signInAs(courier, 'courier@demo.mn');
  await courier.goto('/delivery-orders');
  await expect(table(courier, 'onTheWay')).toBeVisible();
  await expect(table(courier, 'awaiting')).toHaveCount(0);
  await expect(table(courier, 'delivered')).toHaveCount(0);
  await expect(table(courier, 'onTheWay').locator('table')).toHaveCount(0);
  const mine = await findCard(courier, 'onTheWay', tag);
  await expect(mine.getByTestId('card-phone')).toHaveAttribute('href', 'tel:99887766');
  await noSidewaysScroll(courier);
  await shot(courier, 'deliveries-4-courier-375', true);
  await mine.getByTestId('order-confirm').click();
  const wizard = courier.getByRole('dialog').filter({ hasText: 'Хүргэлт баталгаажуулах' });
  const goods = wizard.getByTestId('wizard-goods');
  await expect(goods.getByTestId('refund-row')).toHaveCount(2);
  await expect(goods.getByTestId('refund-row').first()).toBeEnabled();
  await goods.locator(`[data-testid=refund-row][data-product-id="${order.productIds[1]}"]`).check();
  await shot(courier, 'deliveries-5-wizard-goods-375');
  await wizard.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(wizard.getByTestId('wizard-lottery')).toContainText('Сугалаа байхгүй');
  await wizard.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(wizard.getByTestId('wizard-summary')).toHaveText('1 зарагдсан, 1 буцаагдсан.');
  await expect(wizard.getByTestId('wizard-collect')).toHaveText('150,000₮');
  await shot(courier, 'deliveries-6-wizard-confirm-375');
  await wizard.getByRole('button', { name: 'Хүргэлт баталгаажуулах' }).click();
  await expect(wizard.getByTestId('done-collected')).toHaveText('150,000₮', { timeout: 30_000 });
  await wizard.getByRole('button', { name: 'Хаах' }).last().click();
  await expect(wizard).toHaveCount(0);
  await expect(table(courier, 'onTheWay').getByTestId('delivery-card').filter({ hasText: tag })).toHaveCount(0);

  // One transaction: the order done, product A sold, product B back in stock with its negative transaction.
  const done = await data('orders', order.orderId);
  expect(done?.pending_status).toBe('done');
  expect(done?.refundedProductIds).toEqual([order.productIds[1]]);
  // The order now states what was delivered and paid; `ordered` keeps what was ordered.
  expect(done).toMatchObject({ quantity: 1, soldTotalPrice: 150000, ordered: { quantity: 2, soldTotalPrice: 310000 } });
  // Paid in cash at the door (the wizard's default).
  expect(done?.payments).toEqual({ cash: 150000, card: 0, qpay: 0, bank: 0 });
  expect(await data('products', order.productIds[0])).toMatchObject({ isSold: true, isDeliveryPending: false, isRefund: false });
  const back = await data('products', order.productIds[1]);
  expect(back).toMatchObject({ isSold: false, isDeliveryPending: false, isRefund: true, price: 160000 });
  const refundTx = await data('transactions', String(back?.refundTransactionId));
  expect(refundTx).toMatchObject({ type: 'refund', productId: order.productIds[1], amount: -160000, orderId: order.orderId });
  expect((await data('sales', order.saleIds[1]))?.state).toBe('refund');
  expect((await data('sales', order.saleIds[0]))?.state).toBeUndefined();

  // The manager sees it delivered: what was paid over what was ordered, and one item refunded.
  const delivered = await findRow(manager, 'delivered', tag);
  await expect(delivered).toContainText('Эрдэнэбат Ганзориг');
  await expect(delivered).toContainText('150,000₮');
  await expect(delivered.getByTestId('order-ordered-total')).toHaveText('Захиалсан: 310,000₮');
  await expect(delivered.getByTestId('order-refunded-count')).toHaveText('1 буцаагдсан');
  await expect(delivered.getByTestId('order-door-payment')).toHaveText('Бэлэн 150,000');
  await shot(manager, 'deliveries-7-delivered-1280', true);

  // Its detail: the refunded line struck through with its badge; ordered, refunded, delivered and paid.
  await delivered.getByTestId('order-details').click();
  const paid = manager.getByTestId('order-detail');
  await expect(paid.getByTestId('order-detail-line')).toHaveCount(2);
  const refundedLine = paid.locator('[data-testid=order-detail-line][data-refunded=true]');
  await expect(refundedLine).toHaveCount(1);
  await expect(refundedLine).toContainText(`Хүргэлтийн пүүз ${tag} B`);
  await expect(refundedLine.getByTestId('order-detail-refunded')).toHaveText('Хүргэлтийн үед буцаагдсан');
  await expect(paid.getByTestId('order-detail-ordered-total')).toHaveText('310,000₮ (2 ширхэг)');
  await expect(paid.getByTestId('order-detail-refunded-total')).toHaveText('-160,000₮ (1 ширхэг)');
  await expect(paid.getByTestId('order-detail-sold-total')).toHaveText('150,000₮ (1 ширхэг)');
  await shot(manager, 'deliveries-7b-delivered-detail-1280');
  await paid.getByRole('button', { name: 'Хаах' }).last().click();
  await expect(paid).toHaveCount(0);

  // The same in English.
  await manager.getByTestId('language-switcher').click();
  await manager.getByTestId('language-en').click();
  const deliveredEn = await findRow(manager, 'delivered', tag);
  await expect(deliveredEn.getByTestId('order-ordered-total')).toHaveText('Ordered: 310,000₮');
  await expect(deliveredEn.getByTestId('order-refunded-count')).toHaveText('1 refunded');
  await deliveredEn.getByTestId('order-details').click();
  const paidEn = manager.getByTestId('order-detail');
  await expect(paidEn.getByTestId('order-detail-refunded')).toHaveText('Refunded at the door');
  await expect(paidEn.getByTestId('order-detail-ordered-total')).toHaveText('310,000₮ (2 items)');
  await expect(paidEn.getByText('Delivered and paid', { exact: true })).toBeVisible();
  await shot(manager, 'deliveries-7c-delivered-detail-en-1280');
});

test('cancel delivering puts the order back to awaiting, without a courier', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag('cnl');
  const order = await arrangeOrder(tag, 'delivering', 1, COURIER);
  await resize(page, 1280, 900);
  await signInAs(page, 'manager@demo.mn');
  await page.goto('/delivery-orders');
  const row = await findRow(page, 'onTheWay', tag);
  await row.getByTestId('order-cancel-delivering').click();
  await expect(page.locator('.swal2-title')).toHaveText('Хүргэлтийг цуцлах уу?');
  await page.locator('.swal2-confirm').click();
  await expectSuccess(page);
  await expect.poll(async () => (await data('orders', order.orderId))?.pending_status).toBe('pending');
  const after = await data('orders', order.orderId);
  expect(after?.deliveryBoyId ?? null).toBeNull();
  expect(after?.deliveryBoy ?? null).toBeNull();
  await findRow(page, 'awaiting', tag);
});

test('delete asks "Pay attention, this action cannot be undone"; a pending order\'s products go back to stock', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag('del');
  const order = await arrangeOrder(tag, 'pending', 1);
  await resize(page, 1280, 900);
  await signInAs(page, 'manager@demo.mn');
  await page.goto('/delivery-orders');
  const row = await findRow(page, 'awaiting', tag);
  await row.getByTestId('order-delete').click();
  await expect(page.locator('.swal2-title')).toHaveText('Анхаар, энэ үйлдлийг буцаах боломжгүй');
  await expect(page.locator('.swal2-html-container')).toHaveText('Захиалга устаж, бүтээгдэхүүнүүд нь агуулахад буцна.');
  await expect(page.locator('.swal2-confirm')).toHaveText('Тийм');
  await shot(page, 'deliveries-8-delete-confirm-1280');
  // Cancel keeps it.
  await cancelConfirm(page);
  expect(await data('orders', order.orderId)).toBeDefined();
  await row.getByTestId('order-delete').click();
  await page.locator('.swal2-confirm').click();
  await expectSuccess(page);
  await expect.poll(async () => await data('orders', order.orderId)).toBeUndefined();
  expect(await data('products', order.productIds[0])).toMatchObject({ isSold: false, isDeliveryPending: false, orderId: null, saleId: null });
});

test('a courier sees only its own delivering orders, never another courier\'s', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag('own');
  const other = { id: 'e2e-other-courier', firstName: 'Өөр', lastName: 'Хүргэгч', phone: '99000000' };
  await arrangeOrder(`${tag} mine`, 'delivering', 1, COURIER);
  await arrangeOrder(`${tag} theirs`, 'delivering', 1, other);
  await resize(page, 375, 740);
  await signInAs(page, 'courier@demo.mn');
  await page.goto('/delivery-orders');
  const t = table(page, 'onTheWay');
  await t.getByRole('searchbox').fill(tag);
  await expect(t.getByTestId('delivery-card').filter({ hasText: `${tag} mine` })).toHaveCount(1, { timeout: 20_000 });
  await expect(t.getByTestId('delivery-card').filter({ hasText: `${tag} theirs` })).toHaveCount(0);
  // Nothing to dispatch or delete for a courier.
  await expect(t.getByTestId('order-delete')).toHaveCount(0);
  await expect(t.getByTestId('order-cancel-delivering')).toHaveCount(0);
});
