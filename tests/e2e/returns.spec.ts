// Returns and size exchanges at the counter (docs/returns.md), as the store seller on a 1024 px
// tablet, in Mongolian and English: a sold pair found by scanning its label and exchanged for the
// next size (even); another exchanged for a dearer pair with the difference paid by card; a return
// of one of two lines in cash, found by the customer's phone, with the return receipt printed on
// 80 mm paper; a return past the window sent to a Manager, approved live in the Manager's browser,
// completed. The clicks and the time of the even exchange are written to
// test-results/returns-timing-<lang>.json for the closing note (nothing asserts on time).
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminDb } from './support/admin';
import { LOCATIONS, addProduct, productData, uniqueTag } from './support/products';
import { pdfWidthMm } from './support/print';
import { usbScan } from './support/scanner';
import { arrangeStoreSale } from './support/storeSales';
import { signInAs } from './support/auth';
import { FLOW_LANGUAGES } from './support/languages';
import { shot } from './support/shots';
import { resize } from './support/viewport';

test.describe.configure({ timeout: 180_000 });


const TEXTS = {
  mn: { exchange: 'Солилт хийгдлээ', ret: 'Буцаалт хийгдлээ', even: 'Тэнцүү солилт', card: 'Карт', returnReceipt: 'Буцаалтын баримт', exchangeReceipt: 'Солилтын баримт', waiting: 'Менежерийн зөвшөөрлийг хүлээж байна', approved: 'Зөвшөөрсөн' },
  en: { exchange: 'Exchange complete', ret: 'Return complete', even: 'Even exchange', card: 'Card', returnReceipt: 'Return receipt', exchangeReceipt: 'Exchange receipt', waiting: "Waiting for a Manager's approval", approved: 'Approved by' },
} as const;

async function stubPrint(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const w = window as Window & { __printCalls?: number };
    w.print = () => {
      w.__printCalls = (w.__printCalls ?? 0) + 1;
    };
    w.close = () => undefined;
  });
}

async function pageAs(browser: Browser, email: string, lang: 'mn' | 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  if (lang === 'en') await context.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  const page = await context.newPage();
  await stubPrint(page);
  await signInAs(page, email);
  return page;
}

async function openReturns(page: Page): Promise<void> {
  await page.goto('/returns');
  await expect(page.getByTestId('return-find-code')).toBeFocused({ timeout: 20_000 });
}

async function returnOf(orderId: string) {
  const snap = await adminDb().collection('returns').where('orderId', '==', orderId).get();
  return snap.docs.map((d) => d.data());
}

for (const lang of FLOW_LANGUAGES) {
  const x = TEXTS[lang];

  test(`an even size exchange by scanning two labels, and a dearer one paid by card (${lang})`, async ({ browser }) => {
    const tag = uniqueTag('rx');
    const size40 = await addProduct(`Пүүз ${tag} 40`, LOCATIONS.sukhbaatar, [200, 40, 40], { size: '40', price: 150_000, originalPrice: 150_000 });
    const size41 = await addProduct(`Пүүз ${tag} 41`, LOCATIONS.sukhbaatar, [200, 40, 40], { size: '41', price: 150_000, originalPrice: 150_000 });
    const sale = await arrangeStoreSale([size40]);
    const page = await pageAs(browser, 'reception.city@demo.mn', lang);
    await openReturns(page);
    await shot(page, `returns-find-${lang}-1024`);

    // Scan the pair coming back: its sale opens with it ticked. Scan the next size: taken instead.
    const started = Date.now();
    let actions = 0;
    await usbScan(page, size40.sku);
    actions += 1;
    const desk = page.getByTestId('return-desk');
    await expect(desk).toBeVisible({ timeout: 20_000 });
    await expect(desk.locator(`[data-testid=return-line][data-product="${size40.id}"] [data-testid=return-line-pick]`)).toBeChecked({ timeout: 20_000 });
    await usbScan(page, size41.sku);
    actions += 1;
    await expect(page.getByTestId('return-new-line')).toHaveCount(1);
    await expect(page.getByTestId('return-difference')).toHaveAttribute('data-difference', '0');
    await expect(page.getByTestId('return-difference')).toContainText(lang === 'mn' ? 'Тэнцүү солилт' : 'Even exchange');
    await shot(page, `returns-even-${lang}-1024`);
    await page.getByTestId('return-complete').click();
    actions += 1;
    await expect(page.getByTestId('return-done')).toContainText(x.exchange, { timeout: 20_000 });
    const seconds = (Date.now() - started) / 1000;
    mkdirSync('test-results', { recursive: true }); // not Playwright's folder under TEST_PORT_OFFSET
    writeFileSync(`test-results/returns-timing-${lang}.json`, JSON.stringify({ actions, seconds }, null, 2));
    await expect(page.getByTestId('return-done-amount')).toContainText(x.even);
    expect(await productData(size40.id)).toMatchObject({ isSold: false, isRefund: true });
    expect(await productData(size41.id)).toMatchObject({ isSold: true, orderId: sale.orderId });
    const [even] = await returnOf(sale.orderId);
    expect(even).toMatchObject({ kind: 'exchange', difference: 0, returnedTotal: 150_000, newTotal: 150_000 });
    const tx = (await adminDb().collection('transactions').doc(String(even.transactionId)).get()).data();
    expect(tx).toMatchObject({ type: 'exchange', amount: 0 });

    // The exchange receipt shows both sides.
    const opened = page.waitForEvent('popup');
    await page.getByTestId('return-print').click();
    const popup = await opened;
    await expect(popup.locator('[data-testid=receipt-kind]')).toHaveText(x.exchangeReceipt, { timeout: 20_000 });
    await expect(popup.getByTestId('receipt-returned')).toContainText(size40.name);
    await expect(popup.getByTestId('receipt-taken')).toContainText(size41.name);
    await resize(popup, 360, 900);
    await shot(popup, `returns-exchange-receipt-${lang}`, true);
    await popup.close();

    // Next customer: a dearer pair, the 30,000 difference by card.
    await page.getByTestId('return-next').click();
    const cheap = await addProduct(`Гутал ${tag} A`, LOCATIONS.sukhbaatar, [40, 40, 200], { price: 100_000, originalPrice: 100_000 });
    const dear = await addProduct(`Гутал ${tag} B`, LOCATIONS.sukhbaatar, [40, 40, 200], { price: 130_000, originalPrice: 130_000 });
    const second = await arrangeStoreSale([cheap]);
    await expect(page.getByTestId('return-find-code')).toBeVisible();
    await usbScan(page, cheap.sku);
    await expect(page.getByTestId('return-desk')).toBeVisible({ timeout: 20_000 });
    await usbScan(page, dear.sku);
    await expect(page.getByTestId('return-difference')).toHaveAttribute('data-difference', '30000');
    // Card instead of cash.
    await page.getByTestId('sale-payment').getByTestId('pay-card').click();
    await page.getByTestId('sale-payment').getByTestId('pay-cash').click();
    await shot(page, `returns-dearer-${lang}-1024`);
    await page.getByTestId('return-complete').click();
    await expect(page.getByTestId('return-done')).toContainText(x.exchange, { timeout: 20_000 });
    const [paid] = await returnOf(second.orderId);
    expect(paid).toMatchObject({ difference: 30_000, payments: { cash: 0, card: 30_000, qpay: 0, bank: 0 } });
    expect(await productData(dear.id)).toMatchObject({ isSold: true, orderId: second.orderId });
    await page.context().close();
  });

  test(`a return of one of two lines in cash, found by the customer's phone, with the return receipt on 80 mm (${lang})`, async ({ browser }) => {
    const tag = uniqueTag('rr');
    const phone = `8${String(Date.now()).slice(-7)}`;
    const coat = await addProduct(`Цув ${tag}`, LOCATIONS.sukhbaatar, [40, 200, 40], { price: 90_000, originalPrice: 90_000 });
    const boots = await addProduct(`Гутал ${tag}`, LOCATIONS.sukhbaatar, [40, 200, 40], { price: 120_000, originalPrice: 120_000 });
    const sale = await arrangeStoreSale([coat, boots], { customer: { id: `c-${tag}`, firstName: 'Болд', lastName: tag, phone } });
    const page = await pageAs(browser, 'reception.city@demo.mn', lang);
    await openReturns(page);
    await page.getByTestId('return-find-code').fill(phone);
    await page.getByTestId('return-find-code').press('Enter');
    await expect(page.getByTestId('return-desk')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('return-customer')).toContainText(phone);
    await page.locator(`[data-testid=return-line][data-product="${boots.id}"] [data-testid=return-line-pick]`).check();
    await expect(page.getByTestId('return-difference')).toHaveAttribute('data-difference', '-120000');
    // Paid in cash: paid back in cash by default.
    await expect(page.getByTestId('paid-back').getByTestId('back-cash')).toHaveAttribute('aria-pressed', 'true');
    await shot(page, `returns-return-${lang}-1024`);
    await page.getByTestId('return-complete').click();
    await expect(page.getByTestId('return-done')).toContainText(x.ret, { timeout: 20_000 });
    const [ret] = await returnOf(sale.orderId);
    expect(ret).toMatchObject({ kind: 'return', difference: -120_000, paidBack: { cash: 120_000, card: 0, qpay: 0, bank: 0 } });
    expect(await productData(boots.id)).toMatchObject({ isSold: false, isRefund: true, price: 120_000 });
    expect(await productData(coat.id)).toMatchObject({ isSold: true });
    const order = (await adminDb().collection('orders').doc(sale.orderId).get()).data();
    expect(order).toMatchObject({ keptTotalPrice: 90_000, returnedProductIds: [boots.id] });

    const opened = page.waitForEvent('popup');
    await page.getByTestId('return-print').click();
    const popup = await opened;
    await expect(popup.locator('[data-testid=receipt-kind]')).toHaveText(x.returnReceipt, { timeout: 20_000 });
    await expect(popup.getByTestId('receipt-returned')).toContainText(boots.name);
    await expect(popup.getByTestId('receipt-returned')).not.toContainText(coat.name);
    await expect(popup.getByTestId('receipt-difference')).toContainText('120,000');
    await expect(popup.getByTestId('receipt-order')).toContainText(sale.orderId);
    expect(Math.round(await pdfWidthMm(popup))).toBe(80);
    await resize(popup, 360, 900);
    await shot(popup, `returns-return-receipt-${lang}`, true);
    await page.context().close();
  });

  test(`a return past the window goes to a Manager, is approved live and completed (${lang})`, async ({ browser }) => {
    const tag = uniqueTag('rl');
    const late = await addProduct(`Хуучин ${tag}`, LOCATIONS.sukhbaatar, [120, 120, 40], { price: 70_000, originalPrice: 70_000 });
    const sale = await arrangeStoreSale([late], { daysAgo: 20 });
    const seller = await pageAs(browser, 'reception.city@demo.mn', lang);
    await openReturns(seller);
    await usbScan(seller, late.sku);
    await expect(seller.getByTestId('return-window-state')).toHaveAttribute('data-permission', 'approval', { timeout: 20_000 });
    await expect(seller.getByTestId('return-complete')).toHaveCount(0);
    await seller.getByTestId('return-reason').fill(`Size wrong ${tag}`);
    await seller.getByTestId('return-ask').click();
    await expect(seller.getByTestId('return-request-state')).toContainText(x.waiting, { timeout: 20_000 });
    await shot(seller, `returns-waiting-${lang}-1024`);

    const manager = await pageAs(browser, 'manager@demo.mn', lang);
    await manager.goto('/returns');
    const request = manager.getByTestId('return-request').filter({ hasText: `Size wrong ${tag}` });
    await expect(request).toHaveCount(1, { timeout: 20_000 });
    await shot(manager, `returns-manager-${lang}-1024`);
    await request.getByTestId('return-request-approve').click();
    await expect(request).toHaveCount(0, { timeout: 20_000 });

    // The seller's screen turns without a reload.
    await expect(seller.getByTestId('return-request-state')).toHaveAttribute('data-state', 'approved', { timeout: 20_000 });
    await expect(seller.getByTestId('return-request-state')).toContainText(x.approved);
    await seller.getByTestId('return-complete').click();
    await expect(seller.getByTestId('return-done')).toContainText(x.ret, { timeout: 20_000 });
    const [ret] = await returnOf(sale.orderId);
    expect(ret.approvalId).toBeTruthy();
    const req = (await adminDb().collection('returnRequests').doc(String(ret.approvalId)).get()).data();
    expect(req).toMatchObject({ state: 'used' });
    expect(await productData(late.id)).toMatchObject({ isSold: false });
    await seller.context().close();
    await manager.context().close();
  });
}
