// The counter (docs/selling.md: at the counter): a seller at a 1024 px store tablet gathers products
// by scanning their labels (a USB scanner types the code and Enter, fast), sells them in one sale
// paid half in cash (with change) and half by card, and prints the receipt; the sales report shows
// both methods. Also: a scan inside an open sale adds the product; codes that cannot be taken are
// refused with a message naming them. The same sale done with the filters is timed beside it
// (test-results/counter-timing.json; the figures are for the closing note, nothing asserts on time).
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { dayKey } from '../../src/entities/product/product';
import { adminDb } from './support/admin';
import { todayEndUlaanbaatar, yearStartUlaanbaatar } from './support/dates';
import { addProduct, LOCATIONS, productData, uniqueTag } from './support/products';
// A USB scanner: the keys and Enter dispatched in the page in one go, as fast as a scanner types
// (Playwright's own typing goes through the browser protocol per key and, on a busy machine, can be
// slower than the 50 ms that tells a scan from a person).
import { usbScan } from './support/scanner';
import { signInAs } from './support/auth';
import { shot } from './support/shots';
import { resize } from './support/viewport';

test.describe.configure({ timeout: 180_000 });

/** A code no seeded product has (our labels: digits). */
function uniqueSku(): string {
  return `9${Date.now().toString().slice(-9)}${Math.floor(Math.random() * 90 + 10)}`;
}


/** Counts what the seller does: clicks and key presses (a scan counts as one action). */
class Actions {
  clicks = 0;
  keys = 0;
  scans = 0;
}

const wizard = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Дэлгүүрт зарах' });

async function soldOrderId(productId: string): Promise<string> {
  await expect.poll(async () => (await productData(productId)).isSold, { timeout: 20_000 }).toBe(true);
  return (await productData(productId)).orderId as string;
}

async function orderData(id: string): Promise<DocumentData> {
  return (await adminDb().collection('orders').doc(id).get()).data() ?? {};
}

test('a scan selects on /store/filterProducts, survives a search, and refuses unknown, sold and pending codes by name', async ({ page }) => {
  const tag = uniqueTag('cs');
  const a = await addProduct(`Скан пүүз ${tag} A`, LOCATIONS.sukhbaatar, [200, 40, 40], { sku: uniqueSku() });
  const b = await addProduct(`Скан гутал ${tag} B`, LOCATIONS.sukhbaatar, [40, 40, 200], { sku: uniqueSku() });
  const sold = await addProduct(`Зарагдсан ${tag} S`, LOCATIONS.sukhbaatar, [40, 200, 40], { sku: uniqueSku(), isSold: true });
  const pending = await addProduct(`Хүлээгдэж буй ${tag} P`, LOCATIONS.sukhbaatar, [90, 90, 90], { sku: uniqueSku(), isDiscountPending: true });
  await resize(page, 1024, 768);
  await signInAs(page, 'reception.city@demo.mn');
  await page.goto('/store/filterProducts');
  const search = page.getByTestId('product-search');
  await expect(search).toBeFocused();
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });

  // A scan with the focus in the search box selects the product.
  await usbScan(page, a.sku);
  await expect(page.getByTestId('scan-message')).toContainText(a.name);
  await expect(page.getByTestId('tray-item')).toHaveCount(1);
  await expect(page.getByTestId('product-selected')).toContainText('1');

  // A search narrows the grid; the selection stays.
  await search.fill(tag);
  await expect(page.getByTestId('product-card')).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByTestId('tray-item')).toHaveCount(1);
  // A scan with the focus elsewhere (not in a text field) selects too.
  await page.getByTestId('product-total').click();
  await usbScan(page, b.sku);
  await expect(page.getByTestId('tray-item')).toHaveCount(2);
  await expect(page.locator(`[data-testid=product-card][data-product-id="${b.id}"] [data-testid=product-select]`)).toBeChecked();

  // Codes that cannot be taken: a message naming the code or the product; nothing else changes.
  await usbScan(page, '12345678901234');
  await expect(page.getByTestId('scan-message')).toHaveAttribute('data-tone', 'danger');
  await expect(page.getByTestId('scan-message')).toContainText('12345678901234');
  await usbScan(page, sold.sku);
  await expect(page.getByTestId('scan-message')).toContainText(`${sold.name} (${sold.sku}) зарагдсан байна.`);
  await usbScan(page, pending.sku);
  await expect(page.getByTestId('scan-message')).toContainText(pending.name);
  await expect(page.getByTestId('tray-item')).toHaveCount(2);
  await shot(page, 'counter-scan-refused-1024');

  // Slow typing in the search box is a search, not a scan.
  await search.fill('');
  await search.pressSequentially(tag.slice(0, 6), { delay: 120 });
  await expect(search).toHaveValue(tag.slice(0, 6));
  await expect(page.getByTestId('tray-item')).toHaveCount(2);

  // Inside the open sale, a scan adds the product to it.
  const c = await addProduct(`Скан малгай ${tag} C`, LOCATIONS.sukhbaatar, [200, 200, 40], { sku: uniqueSku() });
  await page.getByTestId('bulk-sell-store').click();
  const dialog = wizard(page);
  await dialog.getByTestId('sale-walk-in').click();
  await expect(dialog.getByTestId('sale-step-products')).toBeVisible();
  await expect(dialog.getByTestId('sale-line-price')).toHaveCount(2);
  await usbScan(page, c.sku);
  await expect(dialog.getByTestId('sale-line-price')).toHaveCount(3);
  await expect(dialog.getByTestId('sale-scan-message')).toContainText(c.name);
  // The grid did not take the scan meant for the sale.
  await expect(page.getByTestId('tray-item')).toHaveCount(2);
  await usbScan(page, sold.sku);
  await expect(dialog.getByTestId('sale-scan-message')).toContainText('зарагдсан');
  await expect(dialog.getByTestId('sale-line-price')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

/**
 * The lottery step (this spec's type applies): the walk-in customer gives a phone for the ticket
 * (its code shows once the phone is there: no phone, no ticket), Enter.
 */
async function ticketByPhone(page: Page, dialog: Locator, phone: string, actions: Actions): Promise<string> {
  await expect(dialog.getByTestId('sale-step-lottery')).toBeVisible();
  await expect(dialog.getByTestId('lottery-code')).toHaveCount(0);
  await dialog.getByTestId('sale-ticket-phone').fill(phone);
  const code = (await dialog.getByTestId('lottery-code').textContent()) ?? '';
  await page.keyboard.press('Enter');
  actions.clicks += 1;
  actions.keys += phone.length + 1;
  await expect(dialog.getByTestId('sale-step-confirm')).toBeVisible();
  return code;
}

/** Half cash with a larger note handed over, half card; then Enter sells. */
async function payHalfCashHalfCard(page: Page, dialog: Locator, cash: number, received: number, actions: Actions): Promise<void> {
  await dialog.getByTestId('pay-card').click();
  await dialog.getByTestId('pay-amount-cash').fill(String(cash));
  await dialog.getByTestId('pay-cash-received').fill(String(received));
  await page.keyboard.press('Enter');
  actions.clicks += 3;
  actions.keys += String(cash).length + String(received).length + 1;
}

/**
 * Keystroke-Level Model estimate of a person's time (Card, Moran & Newell): a click is pointing and
 * pressing (1.1 s + 0.2 s), a key 0.28 s (an average typist), a scan about 1.5 s (pick up the item,
 * aim, beep), plus one 1.35 s mental act per step of the task.
 */
function personSeconds(a: Actions, steps: number): number {
  return Math.round((a.clicks * 1.3 + a.keys * 0.28 + a.scans * 1.5 + steps * 1.35) * 10) / 10;
}

test('two scans in a row, one sale to a walk-in customer with a ticket by phone, paid half cash (with change) and half card; the receipt and the sales report show both; timed against the filters', async ({ browser }) => {
  const tag = uniqueTag('ct');
  // A lottery type of this spec, so the sale's ticket does not depend on the demo types' thresholds.
  const lottery = await arrangeLotteryType(tag);
  const price = 120_000;
  const [a, b, c, d] = await Promise.all(
    ['A', 'B', 'C', 'D'].map((k, i) => addProduct(`Лангуу ${tag} ${k} Өө Үү`, LOCATIONS.sukhbaatar, [40 + i * 50, 90, 160], { sku: uniqueSku() })),
  );
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, timezoneId: 'Asia/Ulaanbaatar' });
  // Headless Chromium has no print dialog: the receipt window's print() and close() do nothing.
  await context.addInitScript(() => {
    window.print = () => undefined;
    window.close = () => undefined;
  });
  const page = await context.newPage();
  await signInAs(page, 'reception.city@demo.mn');
  await page.goto('/store/filterProducts');
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('product-search')).toBeFocused();

  // --- By scanning -----------------------------------------------------------------------------
  const scanned = new Actions();
  const scanStart = Date.now();
  await usbScan(page, a.sku);
  await expect(page.getByTestId('tray-item')).toHaveCount(1);
  await usbScan(page, b.sku);
  await expect(page.getByTestId('tray-item')).toHaveCount(2);
  scanned.scans += 2;
  await page.getByTestId('bulk-sell-store').click();
  const dialog = wizard(page);
  await dialog.getByTestId('sale-walk-in').click();
  scanned.clicks += 2;
  await expect(dialog.getByTestId('sale-step-products')).toBeVisible();
  await expect(dialog.getByTestId('sale-line-price')).toHaveCount(2);
  await page.keyboard.press('Enter');
  scanned.keys += 1;
  const code = await ticketByPhone(page, dialog, '88112233', scanned);
  expect(code).toMatch(/^[1-9][0-9]{7}$/);
  await payHalfCashHalfCard(page, dialog, price, 150_000, scanned);
  const done = dialog.getByTestId('sale-done');
  await expect(done).toBeVisible({ timeout: 20_000 });
  const scanMs = Date.now() - scanStart;
  await expect(done.getByTestId('done-total')).toHaveText('240,000₮');
  await expect(done.getByTestId('done-change')).toHaveText('30,000₮');
  await expect(done.getByTestId('done-lottery')).toHaveText(code);
  const orderId = await soldOrderId(a.id);
  expect(await soldOrderId(b.id)).toBe(orderId);
  await expect(done.getByTestId('done-order-number')).toHaveText(orderId);
  expect(await orderData(orderId)).toMatchObject({
    purchaseType: 'store',
    userId: null,
    soldTotalPrice: 240_000,
    payments: { cash: 120_000, card: 120_000, qpay: 0, bank: 0 },
    cashReceived: 150_000,
    lotteryId: code,
    contactNumber: '88112233',
  });
  expect((await adminDb().collection('lottery').doc(code).get()).data()).toMatchObject({ userId: null, user: { phone: '88112233' }, orderId });
  await shot(page, 'counter-sale-done-1024');

  // The receipt: every line, both methods, the change, the order number as a barcode.
  const [popup] = await Promise.all([page.waitForEvent('popup'), done.getByTestId('print-receipt').click()]);
  await expect(popup.getByTestId('receipt-line')).toHaveCount(2);
  await expect(popup.getByTestId('receipt-method')).toHaveCount(2);
  await expect(popup.locator('[data-testid=receipt-method][data-method=cash]')).toContainText('120,000');
  await expect(popup.locator('[data-testid=receipt-method][data-method=card]')).toContainText('120,000');
  await expect(popup.getByTestId('receipt-change')).toContainText('30,000');
  await expect(popup.getByTestId('receipt-lottery')).toContainText(code);
  await expect(popup.getByTestId('receipt-barcode')).toHaveAttribute('data-value', orderId);
  await expect(popup.locator('body')).toContainText('Өө Үү');
  await shot(popup, 'counter-receipt-mn', true);
  await popup.close();
  // New sale: back to the grid, the search box ready for the next scan.
  await dialog.getByRole('button', { name: 'Шинэ борлуулалт' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('tray-item')).toHaveCount(0);
  await expect(page.getByTestId('product-search')).toBeFocused();

  // --- With the filters (search by name, tick the cards) ----------------------------------------
  const filtered = new Actions();
  const filterStart = Date.now();
  await page.getByTestId('product-search').fill(`${tag} C`);
  filtered.keys += `${tag} C`.length;
  await expect(page.locator(`[data-testid=product-card][data-product-id="${c.id}"]`)).toBeVisible({ timeout: 20_000 });
  await page.locator(`[data-testid=product-card][data-product-id="${c.id}"] [data-testid=product-select]`).check();
  filtered.clicks += 2; // the search box, the card's tick
  await page.getByTestId('product-search').fill(`${tag} D`);
  filtered.keys += `${tag} D`.length + 1; // retyping the last letter (select + type)
  await expect(page.locator(`[data-testid=product-card][data-product-id="${d.id}"]`)).toBeVisible({ timeout: 20_000 });
  await page.locator(`[data-testid=product-card][data-product-id="${d.id}"] [data-testid=product-select]`).check();
  filtered.clicks += 2;
  await expect(page.getByTestId('tray-item')).toHaveCount(2);
  await page.getByTestId('bulk-sell-store').click();
  await dialog.getByTestId('sale-walk-in').click();
  filtered.clicks += 2;
  await expect(dialog.getByTestId('sale-line-price')).toHaveCount(2);
  await page.keyboard.press('Enter');
  filtered.keys += 1;
  await ticketByPhone(page, dialog, '88112234', filtered);
  await payHalfCashHalfCard(page, dialog, price, 150_000, filtered);
  await expect(dialog.getByTestId('sale-done')).toBeVisible({ timeout: 20_000 });
  const filterMs = Date.now() - filterStart;
  await dialog.getByRole('button', { name: 'Шинэ борлуулалт' }).click();

  const timing = {
    viewport: '1024x768',
    scanning: { ms: scanMs, ...scanned, actions: scanned.clicks + scanned.keys + scanned.scans, personSeconds: personSeconds(scanned, 5) },
    filters: { ms: filterMs, ...filtered, actions: filtered.clicks + filtered.keys + filtered.scans, personSeconds: personSeconds(filtered, 6) },
  };
  console.log('counter sale timing', JSON.stringify(timing));
  // test-results/ is Playwright's only without TEST_PORT_OFFSET (test-results-<offset> with it): made here.
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/counter-timing.json', JSON.stringify(timing, null, 2));

  // The sales report (Admin) shows the methods: its per-method totals equal what Firestore holds.
  const admin = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Ulaanbaatar' });
  const report = await admin.newPage();
  await signInAs(report, 'admin@demo.mn');
  await report.goto('/report/sales-report');
  await expect(report.getByTestId('payment-totals')).toBeVisible({ timeout: 30_000 });
  // The per-method figures are read on demand (docs/reports.md): ask for them once; each Search reads them again.
  await report.getByTestId('payment-totals-show').click();
  const { AggregateField } = await import('firebase-admin/firestore');
  // The table's orders: store and merchant (docs/reports.md; delivery orders record the door's payments, not in it).
  const inRange = adminDb()
    .collection('orders')
    .where('purchaseType', 'in', ['store', 'merchant'])
    .where('createdAt', '>=', Timestamp.fromDate(yearStartUlaanbaatar()))
    .where('createdAt', '<=', Timestamp.fromDate(todayEndUlaanbaatar()));
  await expect(async () => {
    const sums = (await inRange.aggregate({ cash: AggregateField.sum('payments.cash'), card: AggregateField.sum('payments.card') }).get()).data();
    await report.getByTestId('range-search').click();
    await expect(report.getByTestId('payment-total-card')).toContainText(Number(sums.card).toLocaleString('en-US'), { timeout: 15_000 });
    await expect(report.getByTestId('payment-total-cash')).toContainText(Number(sums.cash).toLocaleString('en-US'), { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  await shot(report, 'counter-sales-report', true);
  await admin.close();
  await context.close();
  await lottery.delete();
});

/** A lottery type of this spec running now (threshold 100,000₮), so a sale's offer does not depend on the demo types. */
async function arrangeLotteryType(tag: string) {
  const lottery = adminDb().collection('lotteryType').doc();
  const now = Date.now();
  await lottery.set({
    id: lottery.id,
    name: `Лангууны сугалаа ${tag}`,
    price: 100_000,
    startDate: dayKey(new Date(now - 3_600_000)),
    startTime: '00:00',
    startAt: Timestamp.fromMillis(now - 3_600_000),
    endDate: dayKey(new Date(now + 3 * 3_600_000)),
    endTime: '23:59',
    endAt: Timestamp.fromMillis(now + 3 * 3_600_000),
    prizeName: 'Шагнал',
    prizeImage: null,
    winner: null,
    winnerId: null,
    createdAt: Timestamp.now(),
  });
  return lottery;
}

test('six products at the 1024 px counter: every line on one screen, a walk-in without a phone sees no ticket code and gets no ticket, and after New sale a typed code lands in the search box', async ({ browser }) => {
  const tag = uniqueTag('c6');
  const lottery = await arrangeLotteryType(tag);
  const six = await Promise.all(
    ['A', 'B', 'C', 'D', 'E', 'F'].map((k, i) => addProduct(`Зургаа ${tag} ${k}`, LOCATIONS.sukhbaatar, [40 + i * 30, 120, 200 - i * 30], { sku: uniqueSku() })),
  );
  const next = await addProduct(`Дараагийн ${tag} G`, LOCATIONS.sukhbaatar, [90, 200, 90], { sku: uniqueSku() });
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, timezoneId: 'Asia/Ulaanbaatar' });
  const page = await context.newPage();
  try {
    await signInAs(page, 'reception.city@demo.mn');
    await page.goto('/store/filterProducts');
    await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
    for (const [i, product] of six.entries()) {
      await usbScan(page, product.sku);
      await expect(page.getByTestId('tray-item')).toHaveCount(i + 1);
    }
    await page.getByTestId('bulk-sell-store').click();
    const dialog = wizard(page);
    await expect(dialog.getByTestId('customer-search')).toBeVisible();
    await expect(page.locator('.modal.show')).toBeVisible();
    await shot(page, 'counter-wizard-1-buyer-1024', false, 400);
    await dialog.getByTestId('sale-walk-in').click();

    // The products step: all six lines at once, none on another page, all on the screen.
    const step = dialog.getByTestId('sale-step-products');
    await expect(step).toBeVisible();
    await expect(step.getByTestId('sale-line-price')).toHaveCount(6);
    for (const product of six) await expect(step.getByText(product.name)).toBeInViewport({ ratio: 1 });
    await expect(step.getByTestId('sale-remove').last()).toBeInViewport({ ratio: 1 });
    await expect(step.getByTestId('sale-total')).toBeInViewport({ ratio: 1 });
    await expect(step.getByRole('navigation')).toHaveCount(0);
    await expect(step.getByTestId('sale-total')).toHaveText('720,000₮');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await shot(page, 'counter-wizard-2-products-6-1024');
    await page.keyboard.press('Enter');

    // The lottery step: the type applies, but a walk-in customer's ticket needs a phone; without
    // one there is no ticket, so no code is shown.
    const lotteryStep = dialog.getByTestId('sale-step-lottery');
    await expect(lotteryStep).toBeVisible();
    await expect(lotteryStep.getByTestId('lottery-offered')).toHaveText('Үйлчлүүлэгч утасны дугаараа өгвөл энэ худалдан авалтад сугалаа олгоно');
    await expect(lotteryStep.getByTestId('sale-ticket-phone-hint')).toHaveText('Утасны дугаар оруулаагүй тул сугалаа олгохгүй.');
    await expect(lotteryStep.getByTestId('lottery-code')).toHaveCount(0);
    await shot(page, 'counter-wizard-3-lottery-walk-in-1024');
    // A whole phone: the ticket will exist, its code shows; emptied again, it goes.
    await lotteryStep.getByTestId('sale-ticket-phone').fill('8811');
    await expect(lotteryStep.getByTestId('lottery-code')).toHaveCount(0);
    await lotteryStep.getByTestId('sale-ticket-phone').fill('88112299');
    await expect(lotteryStep.getByTestId('lottery-code')).toHaveText(/^[1-9][0-9]{7}$/);
    await shot(page, 'counter-wizard-3-lottery-phone-1024');
    await lotteryStep.getByTestId('sale-ticket-phone').fill('');
    await expect(lotteryStep.getByTestId('lottery-code')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();

    const confirm = dialog.getByTestId('sale-step-confirm');
    await expect(confirm).toBeVisible();
    await expect(confirm.getByTestId('confirm-lottery')).toHaveText('Сугалаа байхгүй');
    await shot(page, 'counter-wizard-4-confirm-1024');
    await dialog.getByRole('button', { name: 'Зарах' }).click();
    const done = dialog.getByTestId('sale-done');
    await expect(done).toBeVisible({ timeout: 20_000 });
    await expect(done.getByTestId('done-lottery')).toHaveCount(0);
    await shot(page, 'counter-wizard-5-done-1024');
    const orderId = await soldOrderId(six[0].id);
    expect(await orderData(orderId)).toMatchObject({ userId: null, lotteryId: null, soldTotalPrice: 720_000 });
    expect((await orderData(orderId)).productIds).toHaveLength(6);
    expect((await adminDb().collection('lottery').where('orderId', '==', orderId).get()).size).toBe(0);

    // New sale: the focus is in the search box, so a code typed by hand and Enter selects. Typed at
    // a person's pace (120 ms a key): Playwright's own pace varies with the machine's load, and a
    // burst under 50 ms a key followed by a pause would be read as a partial scan (scanDetector).
    await dialog.getByRole('button', { name: 'Шинэ борлуулалт' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('product-search')).toBeFocused();
    await page.keyboard.type(next.sku, { delay: 120 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('tray-item')).toHaveCount(1);
    await expect(page.getByTestId('tray-item')).toContainText(next.name);
  } finally {
    await context.close();
    await lottery.delete();
  }
});
