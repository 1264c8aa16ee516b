import { readFileSync } from 'node:fs';
import { type Download, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { orderDocument, orderLineTotals } from '../../src/entities/order/orderDocument';
import { saleDocument } from '../../src/entities/sale/saleDocument';
import type { OrderProduct } from '../../src/entities/order/order';
import { todayEndUlaanbaatar, yearStartUlaanbaatar } from './support/dates';
import { demoAccount } from './support/env';
import { signInAs } from './support/auth';
import { shot } from './support/shots';
import { resize } from './support/viewport';

// The delivery report and the sales report (docs/reports.md).
// Each test writes its own orders or sales (firebase-admin) on a day of 2019 chosen at random, with
// unique names, so the demo data (the last 365 days) and other runs do not interfere; it removes
// them at the end. The screenshots use the demo data in the default range (1 January to today).

function uniqueTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
}

/** A day of 2019 ('YYYY-MM-DD') picked at random, and the next one. */
function randomDay2019(): { day: string; next: string } {
  const month = 1 + Math.floor(Math.random() * 12);
  const date = 1 + Math.floor(Math.random() * 27);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { day: `2019-${pad(month)}-${pad(date)}`, next: `2019-${pad(month)}-${pad(date + 1)}` };
}

/** The browser runs in Asia/Ulaanbaatar (UTC+8). */
const ub = (day: string, time: string) => Timestamp.fromDate(new Date(`${day}T${time}+08:00`));

function line(id: string, name: string, price: number, originalPrice: number, flags: { isDiscount?: boolean; isNoat?: boolean } = {}): OrderProduct {
  return {
    id,
    name,
    sku: String(700000 + Math.floor(Math.random() * 99999)),
    price,
    originalPrice,
    isNoat: flags.isNoat === true,
    isDiscount: flags.isDiscount === true,
    brand: 'Nike',
    size: '41',
    colors: ['Хар'],
    categories: ['Пүүз'],
    pics: [],
  };
}

type Line = OrderProduct;

interface DeliveryOrderSpec {
  courier: { id: string; firstName: string; lastName: string; phone: string };
  lines: Line[];
  at: Timestamp;
  refundedProductIds?: string[];
  purchaseType?: 'delivery' | 'mobile';
}

/** A done delivery order as the delivery confirmation leaves it: quantity and totals of what was kept, `ordered` what was ordered. */
async function addDoneDeliveryOrder(spec: DeliveryOrderSpec): Promise<string> {
  const ref = adminDb().collection('orders').doc();
  const refunded = new Set(spec.refundedProductIds ?? []);
  await ref.set({
    ...orderDocument({
      id: ref.id,
      products: spec.lines,
      purchaseType: spec.purchaseType ?? 'delivery',
      pendingStatus: 'done',
      buyer: { id: 'e2e-customer', firstName: 'Сараа', lastName: '', phone: '88112233' },
      contactName: 'Сараа',
      contactNumber: '99445566',
      delivery: { duureg: 'district-01', address: 'Баянзүрх, 26-р хороо, 12-р байр', addressDescription: 'Орцны код 1234#' },
      location: { locationType: 'delivery', locationId: 'district-01', locationName: 'Баянзүрх' },
      courier: spec.courier,
      createdBy: { id: 'demo-callcentre', firstName: 'Мөнхзул', lastName: 'Отгонбаяр', role: 'Call Centre' },
      createdAt: spec.at,
    }),
    // As the delivery confirmation leaves it (deliveredOrderFields).
    ...orderLineTotals(spec.lines.filter((l) => !refunded.has(l.id))),
    ordered: orderLineTotals(spec.lines),
    ...(spec.refundedProductIds ? { refundedProductIds: spec.refundedProductIds } : {}),
  });
  return ref.id;
}

/** At 375 px the page itself must not scroll sideways (tables scroll inside their own box). */
async function phoneShot(page: Page, name: string): Promise<void> {
  await resize(page, 375, 800);
  await shot(page, name, true);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await resize(page, 1280, 800);
}

async function searchRange(page: Page, prefix: string, from: string, to: string): Promise<void> {
  await page.locator(`#${prefix}-from`).fill(from);
  await page.locator(`#${prefix}-to`).fill(to);
  await page.getByTestId('range-search').click();
}

/** The downloaded file's lines, after checking it starts with the UTF-8 BOM. */
function csvLines(download: Download, path: string): string[] {
  const bytes = readFileSync(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return bytes.subarray(3).toString('utf8').split('\r\n');
}

async function downloadCsv(page: Page): Promise<{ download: Download; lines: string[] }> {
  await expect(page.getByTestId('csv-download')).toBeEnabled({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-download').click()]);
  const path = await download.path();
  return { download, lines: csvLines(download, path) };
}

// ------------------------------------------------------------------------------------------------

test('delivery report: one courier\'s done deliveries of a range, row figures, totals and the CSV', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('Хүргэгч');
  const { day, next } = randomDay2019();
  const courierRef = adminDb().collection('users').doc(`e2e-courier-${tag}`);
  const courier = { id: courierRef.id, firstName: tag, lastName: 'Тайлан', phone: '99007788' };
  const demo = demoAccount('DeliveryBoy');
  const other = { id: demo.uid, firstName: demo.firstName, lastName: demo.lastName, phone: demo.phone };
  const discounted = line('l1', `${tag} Гутал хямдралтай`, 90_000, 120_000, { isDiscount: true });
  const vat = line('l2', `${tag} Хивс НӨАТ`, 132_000, 120_000, { isNoat: true });
  const returned = line('l3', `${tag} Буцаасан`, 50_000, 50_000);
  const mobile = line('l4', `${tag} Апп захиалга`, 70_000, 70_000);
  const othersLine = line('o1', `${tag} Өөр хүргэгчийн`, 40_000, 40_000);
  const added: string[] = [];
  try {
    await courierRef.set({
      id: courierRef.id,
      firstName: tag,
      lastName: 'Тайлан',
      phone: '99007788',
      role: 'DeliveryBoy',
      userType: 'staff',
      isActive: true,
      isWarehouse: false,
      locationId: null,
      locationType: null,
    });
    added.push(
      await addDoneDeliveryOrder({ courier, lines: [discounted, vat, returned], refundedProductIds: ['l3'], at: ub(day, '13:07:09') }),
      await addDoneDeliveryOrder({ courier, lines: [mobile], purchaseType: 'mobile', at: ub(next, '09:15:00') }),
      await addDoneDeliveryOrder({ courier: other, lines: [othersLine], at: ub(day, '15:30:00') }),
    );

    await resize(page, 1280, 800);
    await signInAs(page, 'admin@demo.mn');
    await page.goto('/reports/delivery-report');
    await expect(page.getByRole('heading', { name: 'Хүргэлтийн тайлан' })).toBeVisible();
    const select = page.getByLabel('Хүргэгч', { exact: true });
    await expect(select.locator('option', { hasText: tag })).toHaveCount(1, { timeout: 20_000 });
    await expect(select).toHaveValue('all');

    // End before start: the message, no table, no CSV.
    await searchRange(page, 'delivery-report', next, day);
    await expect(page.getByTestId('range-error')).toHaveText('Дуусах огноо эхлэх огнооноос өмнө байна. Огноогоо засна уу.');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByTestId('csv-download')).toBeDisabled();
    await shot(page, 'reports-delivery-bad-range-1280');

    // The courier and the two days.
    await select.selectOption({ label: `Тайлан ${tag}` });
    await searchRange(page, 'delivery-report', day, next);
    await expect(page.getByTestId('range-error')).toHaveCount(0);
    await expect(page.getByTestId('range-shown')).toHaveText(`${day} 00:00:00 – ${next} 23:59:59 хүртэлх`);
    const table = page.getByRole('table', { name: 'Хүргэлтийн тайлан' });
    // Newest first; the refunded line is not there; the other courier's order is not there.
    await expect(table.locator('tbody tr')).toHaveCount(3, { timeout: 20_000 });
    await expect(table).not.toContainText(returned.name);
    await expect(table).not.toContainText(othersLine.name);
    const rows = table.locator('tbody tr');
    await expect(rows.nth(0)).toContainText(`${next} 09:15:00`);
    await expect(rows.nth(0)).toContainText(mobile.name);
    const d = rows.filter({ hasText: discounted.name });
    await expect(d).toContainText(`${day} 13:07:09`);
    await expect(d).toContainText(`Тайлан ${tag}`);
    await expect(d).toContainText(discounted.sku);
    await expect(d.locator('td').nth(4)).toHaveText('120,000₮');
    await expect(d.locator('td').nth(5)).toHaveText('90,000₮');
    await expect(d.locator('td').nth(6)).toHaveText('—');
    await expect(d.locator('td').nth(7)).toHaveText('90,000₮');
    await expect(d).toContainText('99445566');
    await expect(d).toContainText('Баянзүрх, 26-р хороо, 12-р байр');
    await expect(d).toContainText('Орцны код 1234#');
    const v = rows.filter({ hasText: vat.name });
    await expect(v.locator('td').nth(4)).toHaveText('120,000₮');
    await expect(v.locator('td').nth(5)).toHaveText('—');
    await expect(v.locator('td').nth(6)).toHaveText('132,000₮');
    await expect(v.locator('td').nth(7)).toHaveText('132,000₮');
    // Totals (the aggregation over the orders): 3 goods; base 310,000, sold 292,000.
    await expect(page.getByTestId('totals-goods')).toHaveText('Нийт: 3 бараа');
    await expect(page.getByTestId('totals-base')).toContainText('310,000₮');
    await expect(page.getByTestId('totals-sold')).toContainText('292,000₮');
    await expect(page.getByTestId('refunded-note')).toBeVisible();
    await shot(page, 'reports-delivery-courier-1280');

    // The CSV: BOM, '№' header, numbered rows, Mongolian names, plain integer figures.
    const { download, lines } = await downloadCsv(page);
    expect(download.suggestedFilename()).toBe(`delivery-report_${day}_${next}.csv`);
    expect(lines[0]).toBe('№,Огноо,Хүргэгч,Барааны нэр,Баркод,Үндсэн үнэ,Хямдарсан үнэ,НӨАТ-тэй үнэ,Зарагдсан үнэ,Утас,Хаяг,Хаягийн тайлбар');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['1', '2', '3']);
    const address = '"Баянзүрх, 26-р хороо, 12-р байр"';
    expect(lines[1]).toBe(`1,${next} 09:15:00,Тайлан ${tag},${mobile.name},${mobile.sku},70000,,,70000,99445566,${address},Орцны код 1234#`);
    expect(lines).toContain(`2,${day} 13:07:09,Тайлан ${tag},${discounted.name},${discounted.sku},120000,90000,,90000,99445566,${address},Орцны код 1234#`);
    expect(lines).toContain(`3,${day} 13:07:09,Тайлан ${tag},${vat.name},${vat.sku},120000,,132000,132000,99445566,${address},Орцны код 1234#`);

    // All couriers: the other courier's order shows too.
    await select.selectOption('all');
    await page.getByTestId('range-search').click();
    await expect(table.locator('tbody tr').filter({ hasText: tag })).toHaveCount(4, { timeout: 20_000 });
    await expect(table.locator('tbody tr').filter({ hasText: othersLine.name })).toContainText(`${demo.lastName} ${demo.firstName}`);
  } finally {
    for (const id of added) await adminDb().collection('orders').doc(id).delete();
    await courierRef.delete();
  }
});

/** The goods the delivery report's default range holds (done delivery and mobile orders since 1 January, refunded lines left out). */
async function deliveredGoodsThisYear(): Promise<number> {
  const orders = await adminDb()
    .collection('orders')
    .where('pending_status', '==', 'done')
    .where('purchaseType', 'in', ['delivery', 'mobile'])
    .where('createdAt', '>=', Timestamp.fromDate(yearStartUlaanbaatar()))
    .where('createdAt', '<=', Timestamp.fromDate(todayEndUlaanbaatar()))
    .get();
  return orders.docs.reduce((n, d) => {
    const refunded = new Set((d.get('refundedProductIds') as string[] | undefined) ?? []);
    return n + (d.get('products') as { id: string }[]).filter((p) => !refunded.has(p.id)).length;
  }, 0);
}

test('delivery report: the default range of the demo data loads quickly, at 1280 and 375 px, in Mongolian and English', async ({ page }) => {
  test.setTimeout(150_000);
  await resize(page, 1280, 800);
  await signInAs(page, 'admin@demo.mn');
  const started = Date.now();
  await page.goto('/report/delivery-reports');
  const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
  await expect(page.getByTestId('range-shown')).toContainText(`${year}-01-01 00:00:00`);
  const table = page.getByRole('table', { name: 'Хүргэлтийн тайлан' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(table.locator('[role="status"]')).toHaveCount(0, { timeout: 30_000 });
  console.log(`delivery report, default range: first rows after ${Date.now() - started} ms`);
  // Other specs may deliver an order meanwhile: compare with what Firestore holds, searching again until both agree.
  let goods = 0;
  await expect(async () => {
    goods = await deliveredGoodsThisYear();
    await page.getByTestId('range-search').click();
    if (goods === 0) {
      // Early January: nothing delivered yet this year.
      await expect(table).toContainText('Энэ хугацаанд хүргэлт байхгүй', { timeout: 15_000 });
    } else {
      await expect(page.getByTestId('totals-goods')).toHaveText(`Нийт: ${goods} бараа`, { timeout: 15_000 });
    }
  }).toPass({ timeout: 60_000 });
  // The first page: 20 orders, their lines (an order has 1 to 6).
  const firstPage = await table.locator('tbody tr').count();
  expect(firstPage).toBeLessThanOrEqual(Math.max(1, goods));
  await expect(page.getByTestId('csv-download')).toBeEnabled({ enabled: goods > 0 });
  await shot(page, 'reports-delivery-default-mn-1280');
  await phoneShot(page, 'reports-delivery-default-mn-375');

  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Delivery report' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('csv-download')).toBeEnabled({ enabled: goods > 0, timeout: 30_000 });
    if (goods > 0) await expect(page.getByTestId('totals-goods')).toHaveText(/^Total: \d+ items?$/);
    await shot(page, 'reports-delivery-default-en-1280');
    await phoneShot(page, 'reports-delivery-default-en-375');
  } finally {
    await page.evaluate(() => localStorage.removeItem('I18N_LANGUAGE')).catch(() => {});
  }
});

// ------------------------------------------------------------------------------------------------

interface SaleSpec {
  name: string;
  price: number;
  originalPrice: number;
  isDiscount?: boolean;
  isNoat?: boolean;
  purchaseType: 'store' | 'delivery' | 'mobile' | 'merchant';
  locationType: 'store' | 'delivery' | 'merchant';
  locationName: string;
  customer: string;
  /** The buyer's last name (the order's contactName is last name, first name). */
  customerLast?: string;
  phone: string;
  at: Timestamp;
  refunded?: boolean;
}

async function addSale(spec: SaleSpec): Promise<{ id: string; sku: string }> {
  const ref = adminDb().collection('sales').doc();
  const product = line(`e2e-${ref.id}`, spec.name, spec.price, spec.originalPrice, spec);
  await ref.set({
    ...saleDocument({
      id: ref.id,
      product,
      orderId: `e2e-order-${ref.id}`,
      buyer: { id: 'e2e-customer', firstName: spec.customer, lastName: spec.customerLast ?? '', phone: spec.phone },
      location: { locationType: spec.locationType, locationId: `e2e-${spec.locationType}`, locationName: spec.locationName },
      purchaseType: spec.purchaseType,
      createdAt: spec.at,
    }),
    ...(spec.refunded ? { state: 'refund' } : {}),
  });
  return { id: ref.id, sku: product.sku };
}

test('sales report: the sales of a range with their figures, refunds marked and left out, and the CSV', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('Борлуулалт');
  const { day, next } = randomDay2019();
  const added: string[] = [];
  try {
    const store = await addSale({
      name: `${tag} Гутал хямдралтай`, price: 90_000, originalPrice: 120_000, isDiscount: true,
      purchaseType: 'store', locationType: 'store', locationName: 'Сүхбаатар салбар', customer: 'Болд', customerLast: 'Ганзориг', phone: '99001122', at: ub(day, '10:00:05'),
    });
    const delivery = await addSale({
      name: `${tag} Хивс НӨАТ`, price: 132_000, originalPrice: 120_000, isNoat: true,
      purchaseType: 'delivery', locationType: 'delivery', locationName: 'Баянзүрх', customer: 'Сараа', phone: '88112233', at: ub(day, '14:20:00'),
    });
    const refunded = await addSale({
      name: `${tag} Буцаагдсан`, price: 50_000, originalPrice: 50_000, refunded: true,
      purchaseType: 'merchant', locationType: 'merchant', locationName: 'Төмөрбаатар', customer: 'Төмөрбаатар', phone: '99110004', at: ub(next, '11:11:11'),
    });
    added.push(store.id, delivery.id, refunded.id);

    await resize(page, 1280, 800);
    await signInAs(page, 'admin@demo.mn');
    await page.goto('/reports/sales-report');
    await expect(page.getByRole('heading', { name: 'Борлуулалтын тайлан' })).toBeVisible();

    await searchRange(page, 'sales-report', next, day);
    await expect(page.getByTestId('range-error')).toContainText('Дуусах огноо эхлэх огнооноос өмнө байна');
    await expect(page.getByRole('table')).toHaveCount(0);

    await searchRange(page, 'sales-report', day, next);
    const table = page.getByRole('table', { name: 'Борлуулалтын тайлан' });
    await expect(table.locator('tbody tr')).toHaveCount(3, { timeout: 20_000 });
    const rows = table.locator('tbody tr');
    await expect(rows.nth(0)).toContainText(`${next} 11:11:11`);
    await expect(rows.nth(0)).toContainText('гэрээт борлуулагч');
    await expect(rows.nth(0).getByTestId('refunded-badge')).toHaveText('Буцаагдсан');
    await expect(rows.nth(1)).toContainText('хүргэлт');
    await expect(rows.nth(1).locator('td').nth(6)).toHaveText('—');
    await expect(rows.nth(1).locator('td').nth(7)).toHaveText('132,000₮');
    await expect(rows.nth(2)).toContainText('дэлгүүр');
    await expect(rows.nth(2)).toContainText('Сүхбаатар салбар');
    await expect(rows.nth(2).locator('td').nth(5)).toHaveText('120,000₮');
    await expect(rows.nth(2).locator('td').nth(6)).toHaveText('90,000₮');
    await expect(rows.nth(2).locator('td').nth(8)).toHaveText('90,000₮');
    // The buyer as the order names it (last name, first name), whole.
    await expect(rows.nth(2).locator('td').nth(9)).toHaveText('Ганзориг Болд');
    await expect(rows.nth(2).locator('td').nth(10)).toHaveText('99001122');
    // Summary: 2 goods sold (the refund left out), 222,000₮, discount 30,000₮, VAT 12,000₮.
    await expect(page.getByTestId('summary-goods-value')).toHaveText('2');
    await expect(page.getByTestId('summary-goods')).toContainText('буцаагдсан 1');
    await expect(page.getByTestId('summary-sold-value')).toHaveText('222,000₮');
    await expect(page.getByTestId('summary-discount-value')).toHaveText('30,000₮');
    await expect(page.getByTestId('summary-vat-value')).toHaveText('12,000₮');
    await expect(page.getByTestId('breakdown-store')).toContainText('90,000₮');
    await expect(page.getByTestId('breakdown-delivery')).toContainText('132,000₮');
    await expect(page.getByTestId('breakdown-merchant')).toContainText('0₮');
    await shot(page, 'reports-sales-range-1280', true);

    // At 1400 x 900 (a desktop with the full side menu) every column fits: no sideways scroll, the
    // whole name under Customer and the phone in view.
    await resize(page, 1400, 900);
    const scroller = page.locator('.table-responsive').filter({ has: table });
    await expect.poll(() => scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const frame = (await scroller.boundingBox())!;
    for (const header of ['Харилцагч', 'Утас']) {
      const cell = (await table.getByRole('columnheader', { name: header }).boundingBox())!;
      expect(cell.x + cell.width, header).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    }
    const customer = (await rows.nth(2).locator('td').nth(9).boundingBox())!;
    expect(customer.x + customer.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    await rows.nth(0).scrollIntoViewIfNeeded();
    await shot(page, 'reports-sales-range-1400');
    await resize(page, 1280, 800);

    const { download, lines } = await downloadCsv(page);
    expect(download.suggestedFilename()).toBe(`sales-report_${day}_${next}.csv`);
    expect(lines).toEqual([
      '№,Огноо,Худалдан авалтын төрөл,Байршил,Барааны нэр,Баркод,Үндсэн үнэ,Хямдарсан үнэ,НӨАТ-тэй үнэ,Зарагдсан үнэ,Харилцагч,Утас,Төлөв',
      `1,${next} 11:11:11,гэрээт борлуулагч,Төмөрбаатар,${tag} Буцаагдсан,${refunded.sku},50000,,,50000,Төмөрбаатар,99110004,Буцаагдсан`,
      `2,${day} 14:20:00,хүргэлт,Баянзүрх,${tag} Хивс НӨАТ,${delivery.sku},120000,,132000,132000,Сараа,88112233,`,
      `3,${day} 10:00:05,дэлгүүр,Сүхбаатар салбар,${tag} Гутал хямдралтай,${store.sku},120000,90000,,90000,Ганзориг Болд,99001122,`,
    ]);
  } finally {
    for (const id of added) await adminDb().collection('sales').doc(id).delete();
  }
});

test('sales report: the default range of the demo data, at 1280 and 375 px, in Mongolian and English', async ({ page }) => {
  test.setTimeout(120_000);
  await resize(page, 1280, 800);
  await signInAs(page, 'admin@demo.mn');
  const started = Date.now();
  await page.goto('/report/sales-report');
  // The seed sells something every day up to today, so the default range is never empty.
  await expect(page.getByTestId('summary-goods')).toBeVisible({ timeout: 30_000 });
  console.log(`sales report, default range: summary after ${Date.now() - started} ms`);
  // Other specs may sell meanwhile: compare with what Firestore holds, searching again until both agree.
  const inRange = adminDb()
    .collection('sales')
    .where('createdAt', '>=', Timestamp.fromDate(yearStartUlaanbaatar()))
    .where('createdAt', '<=', Timestamp.fromDate(todayEndUlaanbaatar()));
  let all = 0;
  await expect(async () => {
    all = (await inRange.count().get()).data().count;
    const refunded = (await inRange.where('state', '==', 'refund').count().get()).data().count;
    await page.getByTestId('range-search').click();
    await expect(page.getByTestId('summary-goods-value')).toHaveText((all - refunded).toLocaleString('en-US'), { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  const rows = page.getByRole('table', { name: 'Борлуулалтын тайлан' }).locator('tbody tr');
  // The rows come from a live listener beside the figures: give it the figures' time on a loaded machine.
  await expect(rows).toHaveCount(Math.min(20, all), { timeout: 30_000 });
  await expect(page.getByTestId('csv-download')).toBeEnabled();
  await shot(page, 'reports-sales-default-mn-1280', true);
  if (all > 20) {
    // The next page comes from the server.
    const first = await rows.first().textContent();
    await page.getByTestId('page-next').click();
    await expect(page.getByTestId('page-number')).toHaveText('2-р хуудас');
    await expect(rows.first()).not.toHaveText(first ?? '');
    await page.getByTestId('page-previous').click();
    await expect(page.getByTestId('page-number')).toHaveText('1-р хуудас');
  }
  await phoneShot(page, 'reports-sales-default-mn-375');

  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sales report' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('summary-goods')).toBeVisible({ timeout: 30_000 });
    await shot(page, 'reports-sales-default-en-1280', true);
    await phoneShot(page, 'reports-sales-default-en-375');
  } finally {
    await page.evaluate(() => localStorage.removeItem('I18N_LANGUAGE')).catch(() => {});
  }
});

test('sales report: the CSV of the default range is read with a progress bar; cancel leaves no file and no message', async ({ page }) => {
  test.setTimeout(120_000);
  await resize(page, 1280, 800);
  await signInAs(page, 'admin@demo.mn');
  await page.goto('/report/sales-report');
  await expect(page.getByTestId('summary-goods')).toBeVisible({ timeout: 30_000 });
  const inRange = adminDb()
    .collection('sales')
    .where('createdAt', '>=', Timestamp.fromDate(yearStartUlaanbaatar()))
    .where('createdAt', '<=', Timestamp.fromDate(todayEndUlaanbaatar()));
  const before = (await inRange.count().get()).data().count;
  expect(before).toBeGreaterThan(0);

  let downloads = 0;
  page.on('download', () => (downloads += 1));
  // The demo year is one query of a few thousand sales, answered in a moment: it is held on its
  // way to the emulator (the lite SDK's RunQuery, src/firebase/exportReads.ts) until cancel is clicked.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const RUN_QUERY = /documents:runQuery/;
  await page.route(RUN_QUERY, async (route) => {
    await held;
    // Cancel aborts the page's fetch: by now Playwright may count the route as handled.
    await route.continue().catch(() => undefined);
  });
  await page.getByTestId('csv-download').click();
  await expect(page.getByTestId('csv-progress')).toBeVisible();
  await expect(page.getByTestId('csv-download')).toBeDisabled();
  await page.getByTestId('csv-cancel').click();
  await expect(page.getByTestId('csv-progress')).toHaveCount(0);
  await expect(page.getByTestId('csv-download')).toBeEnabled();
  release();
  await page.unroute(RUN_QUERY);
  await page.waitForTimeout(1_500);
  expect(downloads).toBe(0);
  await expect(page.locator('.swal2-popup')).toHaveCount(0);

  const readsBefore = await page.evaluate(() => window.__firestoreReadsByTag?.['reports-csv'] ?? 0);
  const { download, lines } = await downloadCsv(page);
  const after = (await inRange.count().get()).data().count;
  const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
  expect(download.suggestedFilename()).toMatch(new RegExp(`^sales-report_${year}-01-01_${year}-\\d{2}-\\d{2}\\.csv$`));
  expect(lines[0]).toBe('№,Огноо,Худалдан авалтын төрөл,Байршил,Барааны нэр,Баркод,Үндсэн үнэ,Хямдарсан үнэ,НӨАТ-тэй үнэ,Зарагдсан үнэ,Харилцагч,Утас,Төлөв');
  // Every sale of the range, numbered in order (other specs may sell meanwhile).
  const count = lines.length - 1;
  expect(count).toBeGreaterThanOrEqual(before);
  expect(count).toBeLessThanOrEqual(after);
  expect(lines.slice(1).every((l, i) => l.startsWith(`${i + 1},`))).toBe(true);
  // Read under its own tag, one read per sale (one query per slice of the range; an empty one costs one).
  const reads = (await page.evaluate(() => window.__firestoreReadsByTag?.['reports-csv'] ?? 0)) - readsBefore;
  expect(reads).toBeGreaterThanOrEqual(count);
  expect(reads).toBeLessThanOrEqual(count + 1);
});
