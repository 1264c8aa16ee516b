import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { orderDocument } from '../../src/entities/order/orderDocument';
import type { OrderProduct } from '../../src/entities/order/order';
import { signInAs, openLanding } from './support/auth';
import { FLOW_LANGUAGES } from './support/languages';
import { shot } from './support/shots';
import { resize } from './support/viewport';

// Receipts and delivery slips (docs/receipts.md): a store order with two lines (one VAT-ticked),
// paid half in cash (with change) and half by card, with a lottery ticket, reprinted from
// /store-orders in Mongolian and English on 80 mm and 58 mm paper; the courier's slip from
// /delivery-orders; and the sales report's totals per payment method. Each test arranges its own
// documents with firebase-admin (named with a unique tag) and removes them afterwards.

function uniqueTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
}

const money = (n: number) => `${n.toLocaleString('en-US')}₮`;
/** 1 mm in PDF points. */
const PT_PER_MM = 72 / 25.4;

const MANAGER = { id: 'demo-manager', firstName: 'Энхтуяа', lastName: 'Батболд', role: 'Manager' };
const STORE = { id: 'store-sukhbaatar', name: 'Сүхбаатар салбар', address: 'Сүхбаатар дүүрэг, 1-р хороо, Энхтайваны өргөн чөлөө 15, Их дэлгүүрийн 2 давхар', phone: '77111101' };
const COURIER = { id: 'demo-courier', firstName: 'Ганзориг', lastName: 'Эрдэнэбат', phone: '99110005' };

function line(id: string, name: string, sku: string, price: number, originalPrice: number, isNoat: boolean, size: string): OrderProduct {
  return { id, name, sku, price, originalPrice, isNoat, isDiscount: false, brand: 'Nike', size, colors: ['Хар'], categories: ['Пүүз'], pics: [] };
}

interface StoreOrder {
  id: string;
  tag: string;
  lines: OrderProduct[];
  total: number;
  lottery: string;
}

/** A store sale as the counter writes it: two lines (the first VAT-ticked), paid half cash half card, cash 100,000 handed over. */
async function addStoreOrder(): Promise<StoreOrder> {
  const tag = uniqueTag('Баримт');
  const ref = adminDb().collection('orders').doc();
  const lines = [
    // 100,000 + 10 % VAT.
    line(`${tag}-a`, `Өвлийн гутал ${tag}`, '480001', 110_000, 100_000, true, '40'),
    line(`${tag}-b`, `Үүргэвч Өлзий ${tag}`, '480002', 80_000, 80_000, false, 'M'),
  ];
  const total = 190_000;
  const lottery = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  await ref.set(
    orderDocument({
      id: ref.id,
      products: lines,
      withProductIds: true,
      purchaseType: 'store',
      pendingStatus: 'done',
      buyer: { id: 'customer-01', firstName: `Өнөрбаяр ${tag}`, lastName: 'Түмэн', phone: '99887766' },
      contactName: `Өнөрбаяр ${tag}`,
      location: { locationType: 'store', locationId: STORE.id, locationName: STORE.name },
      createdBy: MANAGER,
      createdAt: Timestamp.fromMillis(Date.now() - 60_000),
      lotteryId: lottery,
      payment: { payments: { cash: 95_000, card: 95_000, qpay: 0, bank: 0 }, cashReceived: 100_000 },
    }),
  );
  return { id: ref.id, tag, lines, total, lottery };
}

/**
 * Headless Chromium has no print dialog: every window's print() and close() only count their calls
 * (the print window closes itself after printing; here it stays open to be read and printed to PDF).
 */
async function stubPrint(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const w = window as Window & { __printCalls?: number; __closeCalls?: number };
    w.print = () => {
      w.__printCalls = (w.__printCalls ?? 0) + 1;
    };
    w.close = () => {
      w.__closeCalls = (w.__closeCalls ?? 0) + 1;
    };
  });
}

const printCalls = (popup: Page) => popup.evaluate(() => (window as Window & { __printCalls?: number }).__printCalls ?? 0);

/** The PDF page size the print would use (the page's CSS @page size), in millimetres. */
async function pdfPageMm(popup: Page): Promise<{ width: number; height: number }> {
  await popup.emulateMedia({ media: 'print' });
  const pdf = await popup.pdf({ preferCSSPageSize: true });
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  expect(box).not.toBeNull();
  await popup.emulateMedia({ media: 'screen' });
  return { width: Number(box?.[1]) / PT_PER_MM, height: Number(box?.[2]) / PT_PER_MM };
}

async function openRow(page: Page, path: string, tag: string) {
  await page.goto(path);
  await page.getByRole('searchbox').first().fill(tag);
  const row = page.locator('tbody tr').filter({ hasText: tag });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  return row;
}

async function looksAt(popup: Page, name: string): Promise<void> {
  await resize(popup, 360, 900);
  await shot(popup, `${name}`, true);
}

const TEXTS = {
  mn: { vat: 'НӨАТ орсон', total: 'Нийт дүн', cash: 'Бэлэн', card: 'Карт', received: 'Авсан бэлэн', change: 'Хариулт', lottery: 'Сугалааны код', thanks: 'Худалдан авалт хийсэнд баярлалаа!', seller: 'Худалдагч', size: 'Размер', paper80: '80 мм', paper58: '58 мм' },
  en: { vat: 'incl. VAT', total: 'Total', cash: 'Cash', card: 'Card', received: 'Cash received', change: 'Change', lottery: 'Lottery code', thanks: 'Thank you for shopping with us!', seller: 'Seller', size: 'Size', paper80: '80 mm', paper58: '58 mm' },
} as const;

async function managerPage(browser: Browser, lang: 'mn' | 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  if (lang === 'en') await context.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  const page = await context.newPage();
  await stubPrint(page);
  await signInAs(page, 'manager@demo.mn');
  await openLanding(page);
  return page;
}

for (const lang of FLOW_LANGUAGES) {
  test(`receipt (${lang}): reprinted from /store-orders with every line, VAT, payments, change, lottery code and the order's barcode, on 80 and 58 mm`, async ({ browser }) => {
    test.setTimeout(120_000);
    const order = await addStoreOrder();
    const x = TEXTS[lang];
    const page = await managerPage(browser, lang);
    try {
      const row = await openRow(page, '/store-orders', order.tag);
      // The payment column.
      await expect(row.getByTestId('order-payments')).toHaveText(`${x.cash} 95,000${x.card} 95,000`);
      await expect(page.getByTestId('receipt-paper')).toContainText(x.paper80);
      await shot(page, `receipts-store-orders-${lang}-1024`);
      await row.getByTestId('print-receipt').scrollIntoViewIfNeeded();
      await shot(page, `receipts-store-orders-${lang}-1024-actions`);

      const opened = page.waitForEvent('popup');
      await row.getByTestId('print-receipt').click();
      const popup = await opened;
      await expect(popup.locator('body[data-kind="receipt"]')).toBeVisible();
      await expect.poll(() => printCalls(popup)).toBe(1);

      await expect(popup.getByTestId('receipt-shop')).toContainText(STORE.name);
      await expect(popup.getByTestId('receipt-shop')).toContainText(STORE.address);
      await expect(popup.getByTestId('receipt-shop')).toContainText(STORE.phone);
      await expect(popup.getByTestId('receipt-order')).toContainText(order.id);
      await expect(popup.getByTestId('receipt-seller')).toHaveText(`${x.seller}${MANAGER.lastName} ${MANAGER.firstName}`);
      await expect(popup.getByTestId('receipt-customer')).toContainText(`Өнөрбаяр ${order.tag} · 99887766`);
      const lines = popup.getByTestId('receipt-line');
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0)).toContainText(order.lines[0].name);
      await expect(lines.nth(0)).toContainText(money(110_000));
      await expect(lines.nth(0)).toContainText(`${x.size}: 40`);
      await expect(lines.nth(0)).toContainText('480001');
      await expect(lines.nth(0).getByTestId('receipt-vat')).toHaveText(`${x.vat}${money(10_000)}`);
      await expect(lines.nth(1)).toContainText(order.lines[1].name);
      await expect(lines.nth(1)).toContainText(money(80_000));
      await expect(lines.nth(1)).toContainText('480002');
      await expect(lines.nth(1).getByTestId('receipt-vat')).toHaveCount(0);
      await expect(popup.getByTestId('receipt-total')).toHaveText(`${x.total}${money(order.total)}`);
      await expect(popup.locator('[data-method="cash"]')).toHaveText(`${x.cash}${money(95_000)}`);
      await expect(popup.locator('[data-method="card"]')).toHaveText(`${x.card}${money(95_000)}`);
      await expect(popup.getByTestId('receipt-method')).toHaveCount(2);
      await expect(popup.getByTestId('receipt-cash-received')).toHaveText(`${x.received}${money(100_000)}`);
      await expect(popup.getByTestId('receipt-change')).toHaveText(`${x.change}${money(5_000)}`);
      await expect(popup.getByTestId('receipt-lottery')).toHaveText(`${x.lottery}${order.lottery}`);
      await expect(popup.locator('body')).toContainText(x.thanks);
      // The order number as a CODE128 barcode (JsBarcode's SVG: bars and the number under them).
      const barcode = popup.getByTestId('receipt-barcode').locator('svg');
      await expect(barcode).toHaveCount(1);
      await expect(barcode.locator('text')).toHaveText(order.id);
      expect(await barcode.locator('rect').count()).toBeGreaterThan(20);
      // Mongolian Cyrillic prints in a font that has it (DejaVu Sans Mono here; the screenshots show Ө and Ү).
      expect(await popup.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('DejaVu Sans Mono');
      // The barcode fits the printable width.
      const bodyWidth = await popup.evaluate(() => document.body.getBoundingClientRect().width);
      expect((await barcode.boundingBox())?.width ?? 999).toBeLessThanOrEqual(bodyWidth + 0.5);
      // 80 mm paper: the page is 80 mm wide, the body the 72 mm the printer prints.
      const page80 = await pdfPageMm(popup);
      expect(page80.width).toBeCloseTo(80, 0);
      // After printing (the PDF print fires afterprint) the window closes itself.
      await expect.poll(() => popup.evaluate(() => (window as Window & { __closeCalls?: number }).__closeCalls ?? 0)).toBeGreaterThan(0);
      expect(await popup.evaluate(() => document.body.getBoundingClientRect().width)).toBeCloseTo((72 * 96) / 25.4, 0);
      await looksAt(popup, `receipts-receipt-${lang}-80mm`);
      await popup.close();

      // 58 mm, remembered on this device.
      await page.getByTestId('receipt-paper').click();
      await expect(page.getByTestId('receipt-paper')).toContainText(x.paper58);
      expect(await page.evaluate(() => localStorage.getItem('receiptPaper'))).toBe('58');
      const opened58 = page.waitForEvent('popup');
      await row.getByTestId('print-receipt').click();
      const popup58 = await opened58;
      await expect(popup58.locator('body[data-paper="58"]')).toBeVisible();
      await expect(popup58.getByTestId('receipt-line')).toHaveCount(2);
      await expect(popup58.getByTestId('receipt-lottery')).toContainText(order.lottery);
      const page58 = await pdfPageMm(popup58);
      expect(page58.width).toBeCloseTo(58, 0);
      expect(await popup58.evaluate(() => document.body.getBoundingClientRect().width)).toBeCloseTo((48 * 96) / 25.4, 0);
      const barcode58 = popup58.getByTestId('receipt-barcode').locator('svg');
      expect((await barcode58.boundingBox())?.width ?? 999).toBeLessThanOrEqual((48 * 96) / 25.4 + 0.5);
      await looksAt(popup58, `receipts-receipt-${lang}-58mm`);
      await popup58.close();
      await page.reload();
      await expect(page.getByTestId('receipt-paper')).toContainText(x.paper58, { timeout: 20_000 });
      // The other screens with print buttons, as they look at 1024 px.
      for (const path of ['/merchant-orders', '/delivery-orders']) {
        await page.goto(path);
        await expect(page.getByTestId('receipt-paper')).toBeVisible({ timeout: 20_000 });
        await shot(page, `receipts-${path.slice(1)}-${lang}-1024`, false, 1500);
      }
    } finally {
      await page.context().close();
      await adminDb().collection('orders').doc(order.id).delete();
    }
  });
}

test('receipt: a blocked print window says so', async ({ browser }) => {
  test.setTimeout(90_000);
  const order = await addStoreOrder();
  const page = await managerPage(browser, 'en');
  try {
    const row = await openRow(page, '/store-orders', order.tag);
    await page.evaluate(() => {
      window.open = () => null;
    });
    await row.getByTestId('print-receipt').click();
    await expect(page.locator('.swal2-popup')).toContainText('The print window was blocked by the browser');
  } finally {
    await page.context().close();
    await adminDb().collection('orders').doc(order.id).delete();
  }
});

// --- Delivery slip -------------------------------------------------------------------------------

async function addDeliveryOrder(tag: string, courier: typeof COURIER | null) {
  const ref = adminDb().collection('orders').doc();
  const lines = [
    line(`${tag}-a`, `Хүргэлтийн гутал ${tag}`, '490001', 165_000, 150_000, true, '41'),
    line(`${tag}-b`, `Өмд ${tag}`, '490002', 60_000, 60_000, false, 'L'),
  ];
  await ref.set(
    orderDocument({
      id: ref.id,
      products: lines,
      withProductIds: true,
      purchaseType: 'delivery',
      pendingStatus: courier ? 'delivering' : 'pending',
      buyer: { id: 'customer-01', firstName: `Үүрийнтуяа ${tag}`, lastName: '', phone: '88776655' },
      contactName: `Үүрийнтуяа ${tag}`,
      delivery: { duureg: 'district-01', address: 'Баянзүрх дүүрэг, 26-р хороо, 15-р байр', addressDescription: 'Орцны код 1234#' },
      location: { locationType: 'delivery', locationId: 'district-01', locationName: 'Баянзүрх' },
      courier,
      lotteryId: null,
      createdBy: { id: 'demo-callcentre', firstName: 'Мөнхзул', lastName: 'Отгонбаяр', role: 'Call Centre' },
      createdAt: FieldValue.serverTimestamp(),
    }),
  );
  return { id: ref.id, lines };
}

test('delivery slip: the dispatcher and the courier print the customer, phone, delivery point, address, goods and amount to collect', async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('Хуудас');
  const awaiting = await addDeliveryOrder(`${tag}A`, null);
  const onTheWay = await addDeliveryOrder(`${tag}B`, COURIER);
  const manager = await managerPage(browser, 'mn');
  const courierContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const courier = await courierContext.newPage();
  try {
    await manager.goto('/delivery-orders');
    const table = manager.getByTestId('delivery-table-awaiting');
    await table.getByRole('searchbox').fill(`${tag}A`);
    const row = table.locator('tbody tr').filter({ hasText: `${tag}A` });
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    const opened = manager.waitForEvent('popup');
    await row.getByTestId('print-slip').click();
    const slip = await opened;
    await expect(slip.locator('body[data-kind="slip"]')).toBeVisible();
    await expect.poll(() => printCalls(slip)).toBe(1);
    await expect(slip.getByTestId('slip-customer')).toContainText(`Үүрийнтуяа ${tag}A`);
    await expect(slip.getByTestId('slip-phone')).toContainText('88776655');
    await expect(slip.getByTestId('slip-point')).toContainText('Баянзүрх');
    await expect(slip.getByTestId('slip-address')).toContainText('Баянзүрх дүүрэг, 26-р хороо, 15-р байр');
    await expect(slip.getByTestId('slip-address')).toContainText('Орцны код 1234#');
    await expect(slip.getByTestId('receipt-line')).toHaveCount(2);
    await expect(slip.getByTestId('receipt-line').nth(0)).toContainText(`Хүргэлтийн гутал ${tag}A`);
    await expect(slip.getByTestId('receipt-line').nth(0)).toContainText('490001');
    await expect(slip.getByTestId('receipt-line').nth(0).getByTestId('receipt-vat')).toContainText(money(15_000));
    await expect(slip.getByTestId('receipt-line').nth(1)).toContainText(money(60_000));
    await expect(slip.getByTestId('slip-amount')).toHaveText(`Авах дүн${money(225_000)}`);
    await expect(slip.getByTestId('receipt-barcode').locator('svg text')).toHaveText(awaiting.id);
    expect((await pdfPageMm(slip)).width).toBeCloseTo(80, 0);
    await looksAt(slip, 'receipts-slip-mn-80mm');
    await slip.close();
    await shot(manager, 'receipts-delivery-orders-mn-1024');

    // The courier, on a phone, prints its own order's slip (English).
    await courierContext.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
    await stubPrint(courier);
    await signInAs(courier, 'courier@demo.mn');
    await courier.goto('/delivery-orders');
    const mine = courier.getByTestId('delivery-table-onTheWay');
    await mine.getByRole('searchbox').fill(`${tag}B`);
    // A courier's orders are cards (docs/delivery.md: the courier's view).
    const myRow = mine.getByTestId('delivery-card').filter({ hasText: `${tag}B` });
    await expect(myRow).toHaveCount(1, { timeout: 20_000 });
    const opened2 = courier.waitForEvent('popup');
    await myRow.getByTestId('print-slip').click();
    const slip2 = await opened2;
    await expect(slip2.getByTestId('slip-amount')).toHaveText(`Amount to collect${money(225_000)}`);
    await expect(slip2.getByTestId('slip-phone')).toHaveText('Phone88776655');
    await expect(slip2.getByTestId('slip-point')).toHaveText('Delivery pointБаянзүрх');
    await expect(slip2.getByTestId('receipt-barcode').locator('svg text')).toHaveText(onTheWay.id);
    await looksAt(slip2, 'receipts-slip-en-80mm');
    await slip2.close();
    await shot(courier, 'receipts-delivery-orders-courier-en-375', true);
  } finally {
    await manager.context().close();
    await courierContext.close();
    for (const o of [awaiting, onTheWay]) await adminDb().collection('orders').doc(o.id).delete();
  }
});

// --- Sales report: totals per payment method --------------------------------------------------------

test('sales report: totals per payment method of the range, with what is not recorded', async ({ browser }) => {
  test.setTimeout(120_000);
  const month = 1 + Math.floor(Math.random() * 12);
  const date = 1 + Math.floor(Math.random() * 27);
  const pad = (n: number) => String(n).padStart(2, '0');
  // A day of 2018 at random: no other test writes orders there.
  const day = `2018-${pad(month)}-${pad(date)}`;
  const at = (time: string) => Timestamp.fromDate(new Date(`${day}T${time}+08:00`));
  const base = {
    products: [],
    quantity: 1,
    originalTotalPrice: 0,
    userId: 'customer-01',
    user: { firstName: 'Тест', phone: '99001122' },
    createdUserId: MANAGER.id,
    createdUser: MANAGER,
  };
  const orders = [
    { ...base, purchaseType: 'store', pending_status: 'done', soldTotalPrice: 100_000, payments: { cash: 50_000, card: 50_000, qpay: 0, bank: 0 }, cashReceived: 60_000, createdAt: at('10:00:00') },
    { ...base, purchaseType: 'store', pending_status: 'done', soldTotalPrice: 40_000, payments: { cash: 0, card: 0, qpay: 40_000, bank: 0 }, createdAt: at('11:00:00') },
    { ...base, purchaseType: 'merchant', pending_status: 'done', soldTotalPrice: 300_000, payments: { cash: 0, card: 0, qpay: 0, bank: 300_000 }, createdAt: at('12:00:00') },
    // Made before payments were recorded.
    { ...base, purchaseType: 'store', pending_status: 'done', soldTotalPrice: 60_000, createdAt: at('13:00:00') },
    // Paid at the door: not in these totals.
    { ...base, purchaseType: 'delivery', pending_status: 'done', soldTotalPrice: 999_000, createdAt: at('14:00:00') },
  ];
  const refs = orders.map(() => adminDb().collection('orders').doc());
  await Promise.all(refs.map((r, i) => r.set({ id: r.id, ...orders[i] })));
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  const page = await context.newPage();
  try {
    await signInAs(page, 'admin@demo.mn');
    await page.goto('/report/sales-report');
    await page.locator('#sales-report-from').fill(day);
    await page.locator('#sales-report-to').fill(day);
    await page.getByTestId('range-search').click();
    await page.getByTestId('payment-totals-show').click();
    const table = page.getByTestId('payment-totals');
    await expect(table.getByTestId('payment-total-all')).toContainText(money(500_000), { timeout: 20_000 });
    await expect(table.getByTestId('payment-total-all')).toContainText('4 захиалга');
    await expect(table.getByTestId('payment-total-cash')).toHaveText(`Бэлэн${money(50_000)}10.0%`);
    await expect(table.getByTestId('payment-total-card')).toHaveText(`Карт${money(50_000)}10.0%`);
    await expect(table.getByTestId('payment-total-qpay')).toHaveText(`QPay${money(40_000)}8.0%`);
    await expect(table.getByTestId('payment-total-bank')).toHaveText(`Дансаар${money(300_000)}60.0%`);
    await expect(table.getByTestId('payment-total-notRecorded')).toHaveText(`Бүртгэгдээгүй${money(60_000)}12.0%`);
    await table.scrollIntoViewIfNeeded();
    await shot(page, 'receipts-sales-report-payments-mn-1024', true);

    await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
    await page.reload();
    await page.locator('#sales-report-from').fill(day);
    await page.locator('#sales-report-to').fill(day);
    await page.getByTestId('range-search').click();
    await page.getByTestId('payment-totals-show').click();
    await expect(page.getByTestId('payment-total-bank')).toHaveText(`Bank transfer${money(300_000)}60.0%`, { timeout: 20_000 });
    await expect(page.getByTestId('payment-total-notRecorded')).toHaveText(`Not recorded${money(60_000)}12.0%`);
    await expect(page.getByTestId('payment-total-all')).toContainText('4 orders');
    await shot(page, 'receipts-sales-report-payments-en-1024', true);
  } finally {
    await context.close();
    await Promise.all(refs.map((r) => r.delete()));
  }
});
