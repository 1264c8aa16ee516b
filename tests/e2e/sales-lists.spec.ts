import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { saleDocument } from '../../src/entities/sale/saleDocument';
import type { OrderProduct } from '../../src/entities/order/order';
import { signInAs } from './support/auth';
import { FLOW_LANGUAGES } from './support/languages';
import { shot } from './support/shots';
import { resize } from './support/viewport';

// The sales lists (docs/reports.md): /report/sales (Admin, dev),
// /merchant-sales and /customer-sales (dev). Each test writes the sales it looks for with
// firebase-admin in a fixed 2018 range (named with a unique tag, so the seeded year of demo sales
// never meets them) and removes what it added.

function uniqueTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
}

/** A wall-clock time in Ulaanbaatar (UTC+8, where the browser runs) as a Timestamp. */
function ub(day: string, time: string): Timestamp {
  return Timestamp.fromDate(new Date(`${day}T${time}+08:00`));
}

interface SaleSpec {
  name: string;
  price: number;
  originalPrice: number;
  isNoat?: boolean;
  isDiscount?: boolean;
  locationType: 'store' | 'delivery' | 'merchant';
  locationId: string;
  locationName: string;
  purchaseType: 'store' | 'delivery' | 'merchant';
  customer: string;
  phone: string;
  orderId: string;
  at: Timestamp;
  refunded?: boolean;
}

async function addSale(s: SaleSpec): Promise<string> {
  const ref = adminDb().collection('sales').doc();
  const product: OrderProduct = {
    id: `${ref.id}-product`,
    name: s.name,
    sku: '731205',
    price: s.price,
    originalPrice: s.originalPrice,
    isNoat: s.isNoat ?? false,
    isDiscount: s.isDiscount ?? false,
    brand: 'Nike',
    size: '42',
    colors: ['Хар', 'Цагаан'],
    categories: ['Пүүз'],
    pics: [],
  };
  await ref.set({
    ...saleDocument({
      id: ref.id,
      product,
      orderId: s.orderId,
      buyer: { id: 'e2e-customer', firstName: s.customer, lastName: '', phone: s.phone },
      location: { locationType: s.locationType, locationId: s.locationId, locationName: s.locationName },
      purchaseType: s.purchaseType,
      createdUserId: 'demo-admin',
      createdAt: s.at,
    }),
    ...(s.refunded ? { state: 'refund' } : {}),
  });
  return ref.id;
}

async function search(page: Page, idPrefix: string, from: string, to: string): Promise<void> {
  await page.locator(`#${idPrefix}-from`).fill(from);
  await page.locator(`#${idPrefix}-to`).fill(to);
  await page.getByTestId('range-search').click();
}

/** At 375 px the page itself must not scroll sideways (the table scrolls inside its own box). */
async function phoneShot(page: Page, name: string): Promise<void> {
  await resize(page, 375, 800);
  await shot(page, name, true);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await resize(page, 1280, 800);
}

// ------------------------------------------------------------------------------------------------

test('sales list: the admin sees the sales of a range with their figures, details, deletes one, and downloads the CSV', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('Борл');
  const orderRef = adminDb().collection('orders').doc();
  const saleIds: string[] = [];
  try {
    await orderRef.set({
      id: orderRef.id,
      products: [],
      purchaseType: 'store',
      pending_status: 'done',
      quantity: 2,
      soldTotalPrice: 190_000,
      originalTotalPrice: 200_000,
      userId: 'e2e-customer',
      user: { firstName: 'Болд', phone: '99001122' },
      createdUserId: 'demo-admin',
      createdUser: { firstName: 'Оюунчимэг', lastName: 'Доржсүрэн', role: 'Admin' },
      locationType: 'store',
      locationId: 'store-sukhbaatar',
      locationName: 'Сүхбаатар салбар',
      createdAt: ub('2018-03-10', '12:00:00'),
    });
    // Oldest first: a discounted store sale, a delivery sale with VAT (its order deleted), a refunded merchant sale.
    const discounted = await addSale({
      name: `${tag} Гутал хямдралтай`,
      price: 80_000,
      originalPrice: 100_000,
      isDiscount: true,
      locationType: 'store',
      locationId: 'store-sukhbaatar',
      locationName: 'Сүхбаатар салбар',
      purchaseType: 'store',
      customer: 'Болд',
      phone: '99001122',
      orderId: orderRef.id,
      at: ub('2018-03-10', '12:00:05'),
    });
    const noat = await addSale({
      name: `${tag} Гутал НӨАТ`,
      price: 110_000,
      originalPrice: 100_000,
      isNoat: true,
      locationType: 'delivery',
      locationId: 'duureg-1',
      locationName: 'Баянзүрх дүүрэг',
      purchaseType: 'delivery',
      customer: 'Сараа',
      phone: '88112233',
      orderId: `deleted-order-${tag}`,
      at: ub('2018-03-11', '09:30:00'),
    });
    const refunded = await addSale({
      name: `${tag} Гутал буцаасан`,
      price: 50_000,
      originalPrice: 50_000,
      locationType: 'merchant',
      locationId: 'demo-merchant',
      locationName: 'Төмөрбаатар',
      purchaseType: 'merchant',
      customer: 'Төмөрбаатар',
      phone: '99110004',
      orderId: `deleted-order-${tag}`,
      at: ub('2018-03-12', '18:45:00'),
      refunded: true,
    });
    saleIds.push(discounted, noat, refunded);

    await resize(page, 1280, 800);
    await signInAs(page, 'admin@demo.mn');
    await page.goto('/report/sales');
    await expect(page.getByRole('heading', { name: 'Борлуулалтын жагсаалт' })).toBeVisible();
    // A bad range is said, not shown as an empty table.
    await search(page, 'salesList', '2018-03-31', '2018-03-01');
    await expect(page.getByTestId('range-error')).toBeVisible();

    await search(page, 'salesList', '2018-03-01', '2018-03-31');
    await expect(page.getByTestId('range-shown')).toContainText('2018-03-01 00:00:00');
    const table = page.getByRole('table', { name: 'Борлуулалтын жагсаалт' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(3, { timeout: 20_000 });
    // Newest first.
    await expect(rows.nth(0)).toContainText(`${tag} Гутал буцаасан`);
    await expect(rows.nth(0)).toContainText('2018-03-12 18:45:00');
    await expect(rows.nth(0).getByTestId('sale-refunded')).toHaveText('Буцаагдсан');
    await expect(rows.nth(0)).toContainText('гэрээт борлуулагч');
    await expect(rows.nth(1)).toContainText(`${tag} Гутал НӨАТ`);
    await expect(rows.nth(1)).toContainText('110,000₮');
    await expect(rows.nth(1).getByTestId('sale-noat')).toHaveText('НӨАТ');
    await expect(rows.nth(1)).toContainText('Баянзүрх дүүрэг');
    await expect(rows.nth(2)).toContainText(`${tag} Гутал хямдралтай`);
    await expect(rows.nth(2).locator('del')).toContainText('100,000₮');
    await expect(rows.nth(2)).toContainText('80,000₮');
    await expect(rows.nth(2)).toContainText('Болд');
    await expect(rows.nth(2)).toContainText('99001122');
    await expect(rows.nth(2)).toContainText('дэлгүүр');
    // Totals: refunded sales excluded.
    await expect(page.getByTestId('sales-goods')).toHaveText('2');
    await expect(page.getByTestId('sales-sold')).toHaveText('190,000₮');
    await expect(page.getByTestId('sales-refunded')).toHaveText('1');
    await shot(page, 'sales-lists-sales-1280');
    await phoneShot(page, 'sales-lists-sales-375');

    // CSV: BOM, '№' header, row numbers, Mongolian names, plain integer figures.
    const csvButton = page.getByTestId('csv-download');
    await expect(csvButton).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), csvButton.click()]);
    expect(download.suggestedFilename()).toBe('sales_2018-03-01_2018-03-31.csv');
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      '№,Огноо,Бүтээгдэхүүн,Баркод,Үндсэн үнэ,Хямдарсан үнэ,НӨАТ-тэй үнэ,Зарагдсан үнэ,Худалдан авагч,Утас,Худалдан авалтын төрөл,Байршил,Төлөв',
    );
    expect(lines[1]).toBe(`1,2018-03-12 18:45:00,${tag} Гутал буцаасан,731205,50000,,,50000,Төмөрбаатар,99110004,гэрээт борлуулагч,Төмөрбаатар,Буцаагдсан`);
    expect(lines[2]).toBe(`2,2018-03-11 09:30:00,${tag} Гутал НӨАТ,731205,100000,,110000,110000,Сараа,88112233,хүргэлт,Баянзүрх дүүрэг,Зарагдсан`);
    expect(lines[3]).toBe(`3,2018-03-10 12:00:05,${tag} Гутал хямдралтай,731205,100000,80000,,80000,Болд,99001122,дэлгүүр,Сүхбаатар салбар,Зарагдсан`);

    // Details: the product snapshot, the figures, and the order it belongs to.
    await rows.nth(2).getByTestId('sale-details').click();
    const dialog = page.getByTestId('sale-detail');
    await expect(dialog.getByTestId('sale-detail-name')).toHaveText(`${tag} Гутал хямдралтай`);
    await expect(dialog).toContainText('Хар, Цагаан');
    await expect(dialog).toContainText('Nike');
    await expect(dialog.getByTestId('sale-detail-figures')).toContainText('80,000₮');
    const order = dialog.getByTestId('sale-order');
    await expect(order).toContainText(orderRef.id);
    await expect(order).toContainText('хүргэгдсэн');
    await expect(order).toContainText('190,000₮');
    await expect(order).toContainText('Доржсүрэн Оюунчимэг');
    await shot(page, 'sales-lists-detail-1280');
    await phoneShot(page, 'sales-lists-detail-375');
    await dialog.getByRole('button', { name: 'Хаах' }).last().click();
    await expect(dialog).toHaveCount(0);
    // A sale whose order was deleted says so.
    await rows.nth(1).getByTestId('sale-details').click();
    await expect(page.getByTestId('sale-order-missing')).toBeVisible();
    await page.getByTestId('sale-detail').getByRole('button', { name: 'Хаах' }).last().click();

    // Delete: the confirmation says what it does; Cancel keeps the sale.
    await rows.nth(2).getByRole('button', { name: `${tag} Гутал хямдралтай борлуулалтыг устгах` }).click();
    const confirm = page.locator('.swal2-popup');
    await expect(confirm.getByText('Борлуулалт устгахдаа итгэлтэй байна уу?')).toBeVisible();
    await expect(confirm).toContainText('бараа агуулахад буцахгүй');
    await shot(page, 'sales-lists-delete-confirm-1280');
    await confirm.getByRole('button', { name: 'Болих' }).click();
    await expect(page.locator('.swal2-container')).toHaveCount(0);
    expect((await adminDb().collection('sales').doc(discounted).get()).exists).toBe(true);

    await rows.nth(2).getByRole('button', { name: `${tag} Гутал хямдралтай борлуулалтыг устгах` }).click();
    await page.locator('.swal2-popup').getByRole('button', { name: 'Устгах' }).click();
    await expect(page.locator('.swal2-popup')).toContainText('Борлуулалт устгагдлаа', { timeout: 20_000 });
    await expect(rows).toHaveCount(2);
    await expect(table).not.toContainText(`${tag} Гутал хямдралтай`);
    expect((await adminDb().collection('sales').doc(discounted).get()).exists).toBe(false);
    // Only the sale went: its order stays.
    expect((await adminDb().collection('orders').doc(orderRef.id).get()).exists).toBe(true);
    await expect(page.getByTestId('sales-goods')).toHaveText('1');
    await expect(page.getByTestId('sales-sold')).toHaveText('110,000₮');

    // English.
    await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sales list' })).toBeVisible();
    await search(page, 'salesList', '2018-03-01', '2018-03-31');
    await expect(page.getByRole('table', { name: 'Sales list' }).locator('tbody tr')).toHaveCount(2, { timeout: 20_000 });
    await expect(page.getByRole('table', { name: 'Sales list' })).toContainText('Refunded');
    await shot(page, 'sales-lists-sales-en-1280');
    await phoneShot(page, 'sales-lists-sales-en-375');
  } finally {
    await page.evaluate(() => localStorage.removeItem('I18N_LANGUAGE')).catch(() => {});
    for (const id of saleIds) await adminDb().collection('sales').doc(id).delete();
    await orderRef.delete();
  }
});

test('merchant and customer sales: dev filters by merchant, and sees only service-provider sales on /customer-sales', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('Гэр');
  const merchants = [`e2e-merchant-a-${tag}`, `e2e-merchant-b-${tag}`];
  const saleIds: string[] = [];
  try {
    for (const [i, id] of merchants.entries()) {
      await adminDb()
        .collection('users')
        .doc(id)
        .set({ id, firstName: `${tag} Гэрээт ${i + 1}`, lastName: 'Тест', phone: `9900000${i}`, role: 'Merchant', userType: 'staff', isActive: true, email: '' });
    }
    const common = { price: 70_000, originalPrice: 70_000, customer: 'Дорж', phone: '99887766', orderId: `none-${tag}` };
    saleIds.push(
      await addSale({ ...common, name: `${tag} Merchant A бараа`, locationType: 'merchant', locationId: merchants[0], locationName: `${tag} Гэрээт 1`, purchaseType: 'merchant', at: ub('2018-04-05', '10:00:00') }),
      await addSale({ ...common, name: `${tag} Merchant B бараа`, locationType: 'merchant', locationId: merchants[1], locationName: `${tag} Гэрээт 2`, purchaseType: 'merchant', at: ub('2018-04-06', '10:00:00') }),
      await addSale({ ...common, name: `${tag} Store бараа`, locationType: 'store', locationId: 'store-sukhbaatar', locationName: 'Сүхбаатар салбар', purchaseType: 'store', at: ub('2018-04-07', '10:00:00') }),
      await addSale({ ...common, name: `${tag} Delivery бараа`, locationType: 'delivery', locationId: 'duureg-1', locationName: 'Баянзүрх дүүрэг', purchaseType: 'delivery', at: ub('2018-04-08', '10:00:00') }),
    );

    await resize(page, 1280, 800);
    await signInAs(page, 'dev@demo.mn');
    await page.goto('/merchant-sales');
    await search(page, 'merchantSales', '2018-04-01', '2018-04-30');
    const table = page.getByRole('table', { name: 'Гэрээт борлуулагчийн борлуулалт' });
    const rows = table.locator('tbody tr').filter({ hasText: tag });
    await expect(rows).toHaveCount(2, { timeout: 20_000 });
    await expect(table).not.toContainText(`${tag} Store бараа`);
    await page.getByTestId('merchant-filter').selectOption(merchants[0]);
    await expect(table.locator('tbody tr')).toHaveCount(1, { timeout: 20_000 });
    await expect(table.locator('tbody tr')).toContainText(`${tag} Merchant A бараа`);
    await expect(table).not.toContainText(`${tag} Merchant B бараа`);
    // dev deletes here too.
    await expect(table.getByTestId('sale-delete')).toHaveCount(1);
    await shot(page, 'sales-lists-merchant-1280');
    await phoneShot(page, 'sales-lists-merchant-375');

    await page.goto('/customer-sales');
    await search(page, 'customerSales', '2018-04-01', '2018-04-30');
    const customerTable = page.getByRole('table', { name: 'Үйлчилгээ үзүүлэгчийн борлуулалт' });
    await expect(customerTable.locator('tbody tr').filter({ hasText: tag })).toHaveCount(2, { timeout: 20_000 });
    await expect(customerTable).toContainText(`${tag} Store бараа`);
    await expect(customerTable).toContainText(`${tag} Delivery бараа`);
    await expect(customerTable).not.toContainText(`${tag} Merchant A бараа`);
    await page.getByTestId('location-type-filter').selectOption('delivery');
    await expect(customerTable.locator('tbody tr')).toHaveCount(1, { timeout: 20_000 });
    await expect(customerTable).toContainText(`${tag} Delivery бараа`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-download').click()]);
    expect(download.suggestedFilename()).toBe('customer-sales_2018-04-01_2018-04-30.csv');
    await shot(page, 'sales-lists-customer-1280');
    await phoneShot(page, 'sales-lists-customer-375');
  } finally {
    for (const id of saleIds) await adminDb().collection('sales').doc(id).delete();
    for (const id of merchants) await adminDb().collection('users').doc(id).delete();
  }
});

/** Sales of the default range (1 January to the end of today, Ulaanbaatar) that are not refunded, as Firestore counts them. */
async function goodsInFirestore(): Promise<number> {
  const local = new Date(Date.now() + 8 * 3600_000);
  const start = new Date(Date.UTC(local.getUTCFullYear(), 0, 1) - 8 * 3600_000);
  const end = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - 8 * 3600_000 - 1);
  const inRange = adminDb().collection('sales').where('createdAt', '>=', Timestamp.fromDate(start)).where('createdAt', '<=', Timestamp.fromDate(end));
  const all = (await inRange.count().get()).data().count;
  const refunded = (await inRange.where('state', '==', 'refund').count().get()).data().count;
  return all - refunded;
}

test('the demo year: the default range loads the seeded sales quickly on all three screens (1280 and 375 px)', async ({ page }) => {
  test.setTimeout(180_000);
  await resize(page, 1280, 800);
  await signInAs(page, 'dev@demo.mn');
  for (const lang of FLOW_LANGUAGES) {
    if (lang === 'en') await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
    for (const [path, kind] of [
      ['/report/sales', 'salesList'],
      ['/merchant-sales', 'merchantSales'],
      ['/customer-sales', 'customerSales'],
    ] as const) {
      // Other specs sell, refund and delete orders meanwhile (a deleted pending delivery order takes
      // its sales with it): the page's figure lies between Firestore's before and after its read.
      const before = kind === 'salesList' ? await goodsInFirestore() : 0;
      const started = Date.now();
      await page.goto(path);
      // Complete once the CSV button is enabled (every page of the range read).
      await expect(page.getByTestId('csv-download')).toBeEnabled({ timeout: 30_000 });
      const ms = Date.now() - started;
      const goods = Number((await page.getByTestId('sales-goods').textContent())?.replace(/,/g, ''));
      console.log(`${path} (${lang}): ${goods} goods in ${ms} ms`);
      expect(goods).toBeGreaterThan(0);
      if (kind === 'salesList') {
        const after = await goodsInFirestore();
        expect(goods).toBeGreaterThanOrEqual(Math.min(before, after));
        expect(goods).toBeLessThanOrEqual(Math.max(before, after));
      }
      expect(ms).toBeLessThan(20_000);
      await expect(page.getByTestId(`sales-list-${kind}`).locator('tbody tr')).toHaveCount(20);
      await shot(page, `sales-lists-demo-${kind}-${lang}-1280`);
      await phoneShot(page, `sales-lists-demo-${kind}-${lang}-375`);
    }
  }
  await page.evaluate(() => localStorage.removeItem('I18N_LANGUAGE'));
});
