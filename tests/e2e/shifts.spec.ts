// Cash shifts (docs/shifts.md), in Mongolian and English: the store's seller opens a shift with a
// float counted by note, sells twice at the counter (cash with change; cash + card), refunds the first
// sale at the returns desk in cash, records a pay-out, prints an X report, counts the drawer 1,000 ₮
// short and closes: the Z report shows every figure and the shortage, on an 80 mm page. The Manager
// sees the shortage under that seller on /shifts and checks the shift against its sales; a courier's
// door payments are handed over with one difference. A store whose sales need a shift says so on the
// counter until one is open.
import { Timestamp } from 'firebase-admin/firestore';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminDb } from './support/admin';
import { LOCATIONS, addProduct, productData, uniqueTag } from './support/products';
import { pdfWidthMm } from './support/print';
import { usbScan } from './support/scanner';
import { signInAs, openLanding } from './support/auth';
import { FLOW_LANGUAGES } from './support/languages';
import { shot } from './support/shots';
import { resize } from './support/viewport';

test.describe.configure({ timeout: 300_000 });

const STORE = LOCATIONS.sukhbaatar.locationId; // reception.city@demo.mn's store
const SELLER_ID = 'demo-reception-city';
const COURIER_ID = 'demo-courier';

const TEXTS = {
  mn: { shortage: 'Дутуу', zTitle: 'Z тайлан №', xTitle: 'X тайлан', required: 'ээлж нээх шаардлагатай', matches: 'Хүргэлттэй таарч байна.' },
  en: { shortage: 'Short', zTitle: 'Z report №', xTitle: 'X report', required: 'must be opened', matches: 'Matches the deliveries.' },
} as const;

async function pageAs(browser: Browser, email: string, lang: 'mn' | 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, timezoneId: 'Asia/Ulaanbaatar' });
  if (lang === 'en') await context.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  // Headless Chromium has no print dialog: the print window's print() and close() do nothing.
  await context.addInitScript(() => {
    window.print = () => undefined;
    window.close = () => undefined;
  });
  const page = await context.newPage();
  await signInAs(page, email);
  await openLanding(page);
  return page;
}

/** No shift open at the store and its sales not waiting for one (a failed run may have left one). */
async function resetCounter(): Promise<void> {
  const db = adminDb();
  const open = await db.collection('shifts').where('storeId', '==', STORE).where('status', '==', 'open').get();
  for (const d of open.docs) await d.ref.update({ status: 'closed', closedAt: Timestamp.now() });
  const ref = db.collection('cashDrawers').doc(STORE);
  const last = await db.collection('shifts').where('storeId', '==', STORE).orderBy('no', 'desc').limit(1).get();
  const lastShiftNo = Number(last.docs[0]?.get('no') ?? 0);
  if ((await ref.get()).exists || lastShiftNo > 0) await ref.set({ storeId: STORE, shiftRequired: false, openShiftId: null, lastShiftNo, updatedAt: Timestamp.now() });
}

const saleDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[data-testid^="sale-step-"], [data-testid="sale-done"]') });

/** Scans the product at the counter and sells it to a walk-in customer; `pay` fills the payment. */
async function sellAtCounter(page: Page, sku: string, pay: (dialog: Locator) => Promise<void>): Promise<void> {
  await page.goto('/store/filterProducts');
  await expect(page.getByTestId('product-search')).toBeFocused({ timeout: 20_000 });
  await usbScan(page, sku);
  await expect(page.getByTestId('tray-item')).toHaveCount(1);
  await page.getByTestId('bulk-sell-store').click();
  const dialog = saleDialog(page);
  await dialog.getByTestId('sale-walk-in').click();
  await expect(dialog.getByTestId('sale-step-products')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('sale-step-confirm').or(dialog.getByTestId('sale-step-lottery'))).toBeVisible();
  if (await dialog.getByTestId('sale-step-lottery').isVisible()) await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('sale-step-confirm')).toBeVisible();
  await pay(dialog);
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('sale-done')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
}

async function countDrawer(page: Page, prefix: string, notes: Record<string, number>): Promise<void> {
  for (const [note, n] of Object.entries(notes)) await page.getByTestId(`${prefix}-notes-${note}`).fill(String(n));
}

// Whatever happens, the store sells again without a shift afterwards (the other specs sell there).
test.afterEach(async () => {
  await resetCounter();
});

for (const lang of FLOW_LANGUAGES) {
  const x = TEXTS[lang];

  test(`a day at the counter: float, two sales, a refund, a pay-out, X report, closed 1,000 short; the Manager sees it; a courier's hand-over (${lang})`, async ({ browser }) => {
    const tag = uniqueTag('sh');
    await resetCounter();
    const a = await addProduct(`Пүүз ${tag} A`, LOCATIONS.sukhbaatar, [200, 40, 40], { price: 95_000, originalPrice: 95_000 });
    const b = await addProduct(`Гутал ${tag} B`, LOCATIONS.sukhbaatar, [40, 40, 200], { price: 150_000, originalPrice: 150_000 });
    const seller = await pageAs(browser, 'reception.city@demo.mn', lang);

    // --- The business requires a shift: the counter says so until one is open --------------------
    const drawerRef = adminDb().collection('cashDrawers').doc(STORE);
    if ((await drawerRef.get()).exists) await drawerRef.update({ shiftRequired: true });
    else await drawerRef.set({ storeId: STORE, shiftRequired: true, openShiftId: null, lastShiftNo: 0, updatedAt: Timestamp.now() });
    await seller.goto('/store/filterProducts');
    await expect(seller.getByTestId('shift-required')).toContainText(x.required, { timeout: 20_000 });

    // --- Open with the float counted by note: 3 × 20,000 + 2 × 10,000 + 20 × 1,000 = 100,000 -------
    await seller.getByTestId('shift-required').getByRole('link').click();
    await expect(seller.getByTestId('shift-open-card')).toBeVisible({ timeout: 20_000 });
    await countDrawer(seller, 'float', { '20000': 3, '10000': 2, '1000': 20 });
    await expect(seller.getByTestId('float-total')).toHaveText('100,000₮');
    await shot(seller, `shift-open-${lang}`, true);
    await seller.getByTestId('shift-open').click();
    await expect(seller.getByTestId('current-shift')).toBeVisible({ timeout: 20_000 });
    await expect(seller.getByTestId('current-float')).toHaveText('100,000₮');
    const drawer = (await adminDb().collection('cashDrawers').doc(STORE).get()).data() ?? {};
    const shiftId = String(drawer.openShiftId);
    const shiftNo = Number(drawer.lastShiftNo);
    expect(shiftId).toBe(`${STORE}-${shiftNo}`);
    await seller.goto('/store/filterProducts');
    await expect(seller.getByTestId('product-search')).toBeFocused({ timeout: 20_000 });
    await expect(seller.getByTestId('shift-required')).toHaveCount(0);

    // --- Two sales: 95,000 cash with 100,000 handed over; 150,000 as 50,000 cash + 100,000 card ----
    await sellAtCounter(seller, a.sku, async (dialog) => {
      await dialog.getByTestId('pay-cash-received').fill('100000');
    });
    await sellAtCounter(seller, b.sku, async (dialog) => {
      await dialog.getByTestId('pay-card').click();
      await dialog.getByTestId('pay-amount-cash').fill('50000');
    });
    const orderA = String((await productData(a.id)).orderId);
    expect((await adminDb().collection('orders').doc(orderA).get()).data()).toMatchObject({ payments: { cash: 95_000, card: 0, qpay: 0, bank: 0 }, cashReceived: 100_000 });

    // --- The first pair comes back: paid back in cash at the returns desk ------------------------
    await seller.goto('/returns');
    await expect(seller.getByTestId('return-find-code')).toBeFocused({ timeout: 20_000 });
    await usbScan(seller, a.sku);
    await expect(seller.getByTestId('return-desk')).toBeVisible({ timeout: 20_000 });
    await expect(seller.getByTestId('paid-back').getByTestId('back-cash')).toHaveAttribute('aria-pressed', 'true');
    await seller.getByTestId('return-complete').click();
    await expect(seller.getByTestId('return-done')).toBeVisible({ timeout: 20_000 });

    // --- A pay-out of 20,000 for an expense --------------------------------------------------------
    await seller.goto('/cash-shift');
    await seller.getByTestId('shift-pay-out').click();
    await seller.getByTestId('cash-move-save').click();
    await expect(seller.getByTestId('cash-move-problem')).toBeVisible();
    await seller.getByTestId('cash-move-amount').fill('20000');
    await seller.getByTestId('cash-move-reason').selectOption('expense');
    await seller.getByTestId('cash-move-note').fill(`Ус ${tag}`);
    await seller.getByTestId('cash-move-save').click();
    await expect(seller.getByTestId('cash-move-dialog')).toHaveCount(0);
    await expect(seller.getByTestId('current-pay-outs')).toHaveText('20,000₮', { timeout: 20_000 });
    await expect(seller.getByTestId('move-row')).toHaveCount(1);

    // --- X report: the shift so far -----------------------------------------------------------------
    await seller.getByTestId('shift-x-report').click();
    const xReport = seller.getByTestId('shift-report-x');
    await expect(xReport.getByTestId('shift-row-expected')).toContainText('130,000₮', { timeout: 20_000 });
    await expect(xReport.getByTestId('shift-row-cashReceived')).toContainText('150,000₮');
    await expect(xReport.getByTestId('shift-row-change')).toContainText('5,000₮');
    await expect(xReport.getByTestId('shift-row-cashRefunds')).toContainText('95,000₮');
    await expect(xReport.getByTestId('shift-row-card')).toContainText('100,000₮');
    const xOpened = seller.waitForEvent('popup');
    await seller.getByTestId('x-report-print').click();
    const xPopup = await xOpened;
    await expect(xPopup.getByTestId('shift-print-title')).toHaveText(x.xTitle);
    await xPopup.close();
    await seller.keyboard.press('Escape');
    await expect(seller.getByTestId('x-report-dialog')).toHaveCount(0);

    // --- The close: counted 6 × 20,000 + 1 × 5,000 + 4 × 1,000 = 129,000, expected 130,000 ------------
    await seller.getByTestId('shift-close').click();
    await expect(seller.getByTestId('close-expected')).toHaveText('130,000₮', { timeout: 20_000 });
    await countDrawer(seller, 'close', { '20000': 6, '5000': 1, '1000': 4 });
    await expect(seller.getByTestId('close-counted')).toHaveText('129,000₮');
    await expect(seller.getByTestId('close-difference')).toHaveText('-1,000₮');
    await seller.getByTestId('close-note').fill(`Дутуу ${tag}`);
    await shot(seller, `shift-close-${lang}`);
    await seller.getByTestId('close-submit').click();
    await seller.locator('.swal2-confirm').click();
    const z = seller.getByTestId('z-report');
    await expect(z).toBeVisible({ timeout: 30_000 });
    await expect(seller.getByTestId('z-report-title')).toContainText(`${x.zTitle} ${shiftNo}`);
    const rows: [string, string][] = [
      ['float', '100,000₮'],
      ['cashReceived', '150,000₮'],
      ['change', '-5,000₮'],
      ['cashRefunds', '-95,000₮'],
      ['payIns', '0₮'],
      ['payOuts', '-20,000₮'],
      ['expected', '130,000₮'],
      ['counted', '129,000₮'],
      ['difference', '-1,000₮'],
      ['cash', '50,000₮'],
      ['card', '100,000₮'],
      ['sales', '2'],
      ['salesTotal', '245,000₮'],
      ['returns', '1'],
      ['returnedTotal', '95,000₮'],
      ['discounts', '0₮'],
    ];
    for (const [key, value] of rows) await expect(z.getByTestId(`shift-row-${key}`), key).toContainText(value);
    await expect(z.getByTestId('shift-row-difference')).toContainText(x.shortage);
    await shot(seller, `shift-z-${lang}`, true);
    const stored = (await adminDb().collection('shifts').doc(shiftId).get()).data() ?? {};
    expect(stored).toMatchObject({ status: 'closed', float: 100_000, payOuts: 20_000, expectedCash: 130_000, countedCash: 129_000, difference: -1_000 });
    expect((await adminDb().collection('cashDrawers').doc(STORE).get()).data()).toMatchObject({ openShiftId: null });

    // The Z report on an 80 mm roll: every figure and the shortage.
    const zOpened = seller.waitForEvent('popup');
    await seller.getByTestId('z-report-print').click();
    const zPopup = await zOpened;
    await expect(zPopup.getByTestId('shift-print-title')).toHaveText(`${x.zTitle} ${shiftNo}`);
    await expect(zPopup.getByTestId('shift-print-expected')).toContainText('130,000₮');
    await expect(zPopup.getByTestId('shift-print-counted')).toContainText('129,000₮');
    await expect(zPopup.getByTestId('shift-print-difference')).toContainText('-1,000₮');
    await expect(zPopup.getByTestId('shift-print-difference')).toContainText(x.shortage);
    await expect(zPopup.getByTestId('shift-print-card')).toContainText('100,000₮');
    await expect(zPopup.getByTestId('shift-print-payOuts')).toContainText('20,000₮');
    expect(Math.round(await pdfWidthMm(zPopup))).toBe(80);
    await resize(zPopup, 360, 1100);
    await shot(zPopup, `shift-z-print-${lang}`, true);
    await zPopup.close();

    // With the shift closed, the counter waits for the next one.
    await seller.getByTestId('closed-shift-done').click();
    await expect(seller.getByTestId('shift-open-card')).toBeVisible();
    await seller.goto('/store/filterProducts');
    await expect(seller.getByTestId('shift-required')).toBeVisible({ timeout: 20_000 });
    await adminDb().collection('cashDrawers').doc(STORE).update({ shiftRequired: false });

    // --- The Manager: the shortage under that seller, and the shift checked against its sales ------
    const manager = await pageAs(browser, 'manager@demo.mn', lang);
    await manager.goto('/shifts');
    await manager.getByTestId('shifts-seller').selectOption(SELLER_ID);
    const row = manager.locator(`[data-testid=shift-row][data-shift="${shiftId}"]`);
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row.getByTestId('shift-difference')).toHaveText('-1,000₮');
    await expect(row).toHaveClass(/table-danger/);
    await shot(manager, `shifts-manager-${lang}`, true);
    await row.getByTestId('shift-details').click();
    await manager.getByTestId('shift-check').click();
    await expect(manager.getByTestId('shift-check-matches')).toBeVisible({ timeout: 20_000 });
    await manager.getByTestId('shift-detail-close').click();
    await expect(manager.getByTestId('shift-detail')).toHaveCount(0);

    // --- A courier hands over the cash of two deliveries, 5,000 short ---------------------------------
    const db = adminDb();
    const stateRef = db.collection('courierCash').doc(COURIER_ID);
    const state = (await stateRef.get()).data();
    const handovers = Number(state?.handovers ?? 0);
    // The last hand-over ended 10 s ago; two deliveries confirmed since (never in the future: the
    // rules refuse a hand-over of deliveries confirmed later than now).
    const since = Timestamp.fromMillis(Date.now() - 10_000);
    await stateRef.set({ courierId: COURIER_ID, handovers, lastUntil: since, lastHandoverId: `${COURIER_ID}-${handovers}`, updatedAt: since });
    for (const [i, cash] of [80_000, 120_000].entries()) {
      await db.collection('orders').doc(`${tag}-door-${i}`).set({
        id: `${tag}-door-${i}`,
        purchaseType: 'delivery',
        pending_status: 'done',
        deliveryBoyId: COURIER_ID,
        deliveredAt: Timestamp.fromMillis(since.toMillis() + 1_000 * (i + 1)),
        soldTotalPrice: cash,
        payments: { cash, card: 0, qpay: 0, bank: 0 },
        createdAt: since,
      });
    }
    await manager.getByTestId('tab-handovers').click();
    await manager.getByTestId('handover-courier').selectOption(COURIER_ID);
    await expect(manager.getByTestId('handover-deliveries')).toHaveText('2', { timeout: 20_000 });
    await expect(manager.getByTestId('handover-expected')).toHaveText('200,000₮');
    await manager.getByTestId('handover-counted').fill('195000');
    await expect(manager.getByTestId('handover-difference')).toHaveText('-5,000₮');
    await manager.getByTestId('handover-note').fill(`5,000 дутуу ${tag}`);
    await manager.getByTestId('handover-save').click();
    await expect(manager.getByTestId('handover-nothing')).toBeVisible({ timeout: 20_000 });
    const recorded = (await db.collection('cashHandovers').doc(`${COURIER_ID}-${handovers + 1}`).get()).data() ?? {};
    expect(recorded).toMatchObject({ courierId: COURIER_ID, deliveries: 2, expected: 200_000, counted: 195_000, difference: -5_000 });
    const handoverRow = manager.getByTestId('handover-row').filter({ hasText: tag });
    await expect(handoverRow).toBeVisible({ timeout: 20_000 });
    await expect(handoverRow.getByTestId('handover-difference-cell')).toHaveText('-5,000₮');
    await handoverRow.getByTestId('handover-check').click();
    await expect(handoverRow.getByTestId('handover-check-result')).toHaveText(x.matches, { timeout: 20_000 });
    await shot(manager, `shifts-handover-${lang}`, true);
  });
}
