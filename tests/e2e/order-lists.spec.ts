import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { CUSTOMERS } from '../../scripts/seed-data.mjs';
import { orderDocument } from '../../src/entities/order/orderDocument';
import type { OrderProduct } from '../../src/entities/order/order';
import { signInAs } from './support/auth';
import { shot } from './support/shots';
import { resize } from './support/viewport';

// Store orders, merchant orders and transactions (docs/delivery.md, order lists). Each test
// arranges the documents it looks for with firebase-admin (named with a unique tag) and removes what
// it added, so the demo data (a year of seeded orders) only matters where the test reads it itself.

function uniqueTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
}

/** The browser runs in Asia/Ulaanbaatar (UTC+8, no daylight saving): the list's default range starts on the 1st there. */
function monthStartUlaanbaatar(now = new Date()): Date {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 8 * 3600_000);
}

function line(id: string, name: string, price: number, originalPrice = price): OrderProduct {
  return { id, name, sku: '123456', price, originalPrice, isNoat: false, brand: 'Nike', size: '40', colors: ['Хар'], categories: ['Пүүз'], pics: [] };
}

interface OrderSpec {
  purchaseType: 'store' | 'merchant';
  name: string;
  phone: string;
  userId: string;
  lines: OrderProduct[];
  minutesAgo?: number;
}

async function addOrder(spec: OrderSpec): Promise<string> {
  const ref = adminDb().collection('orders').doc();
  const store = spec.purchaseType === 'store';
  await ref.set(
    orderDocument({
      id: ref.id,
      products: spec.lines,
      purchaseType: spec.purchaseType,
      pendingStatus: 'done',
      buyer: { id: spec.userId, firstName: spec.name, lastName: '', phone: spec.phone },
      contactName: spec.name,
      location: { locationType: spec.purchaseType, locationId: store ? 'store-sukhbaatar' : spec.userId, locationName: store ? 'Сүхбаатар салбар' : spec.name },
      createdBy: { id: 'demo-manager', firstName: 'Энхтуяа', lastName: 'Батболд', role: 'Manager' },
      createdAt: Timestamp.fromMillis(Date.now() - (spec.minutesAgo ?? 1) * 60_000),
    }),
  );
  return ref.id;
}

/** At 375 px the page itself must not scroll sideways (tables scroll inside their own box). */
async function phoneShot(page: Page, name: string): Promise<void> {
  await resize(page, 375, 800);
  await shot(page, name, true);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await resize(page, 1280, 800);
}

const money = (n: number) => `${n < 0 ? '-' : ''}${Math.abs(n).toLocaleString('en-US')}₮`;

// ------------------------------------------------------------------------------------------------

test('store orders: the manager sees this month\'s store orders, newest first, and deletes one after the confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag('Дэлгүүр');
  const orderId = await addOrder({
    purchaseType: 'store',
    name: tag,
    phone: '99887766',
    userId: CUSTOMERS[0].id,
    lines: [line('a', 'Nike Air Max 270', 250_000), line('b', 'Adidas Samba OG', 180_000, 200_000)],
    minutesAgo: 0,
  });

  // What Firestore holds for the default range (the first of the month to now).
  const start = monthStartUlaanbaatar();
  const inRange = await adminDb()
    .collection('orders')
    .where('purchaseType', '==', 'store')
    .where('createdAt', '>=', Timestamp.fromDate(start))
    .where('createdAt', '<=', Timestamp.now())
    .count()
    .get();
  const expected = Math.min(inRange.data().count, 100);
  expect(expected).toBeGreaterThan(1); // the seed writes store orders every day up to today

  await resize(page, 1280, 800);
  await signInAs(page, 'manager@demo.mn');
  await page.goto('/store-orders');
  const table = page.getByRole('table', { name: 'Дэлгүүрийн захиалга' });
  await expect(table.getByRole('row')).toHaveCount(1 + 5, { timeout: 20_000 });
  await expect(page.getByText(`1–5 / нийт ${expected}`)).toBeVisible();
  // Newest first: ours was made just now, after the seed, so it is the first row.
  const row = table.getByRole('row').filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row').nth(1)).toContainText(tag);
  await expect(row).toContainText('99887766');
  await expect(row).toContainText('450,000₮');
  await expect(row).toContainText('430,000₮');
  await expect(row.getByTestId('order-lines')).toContainText('Nike Air Max 270');
  await expect(row.getByTestId('order-lines')).toContainText('180,000₮');
  await shot(page, 'order-lists-store-1280');
  await phoneShot(page, 'order-lists-store-375');

  // Delete: asks first; Cancel keeps it.
  await row.getByRole('button', { name: `Захиалгыг устгах: ${tag}` }).click();
  const confirm = page.locator('.swal2-popup');
  await expect(confirm.getByText('Захиалга устгахдаа итгэлтэй байна уу?')).toBeVisible();
  await shot(page, 'order-lists-store-delete-confirm-1280');
  await confirm.getByRole('button', { name: 'Болих' }).click();
  await expect(page.locator('.swal2-container')).toHaveCount(0);
  expect((await adminDb().collection('orders').doc(orderId).get()).exists).toBe(true);

  await row.getByRole('button', { name: `Захиалгыг устгах: ${tag}` }).click();
  await page.locator('.swal2-popup').getByRole('button', { name: 'Устгах' }).click();
  await expect(page.locator('.swal2-popup')).toContainText('Захиалга устгагдлаа', { timeout: 20_000 });
  await expect(table.getByRole('row').filter({ hasText: tag })).toHaveCount(0);
  expect((await adminDb().collection('orders').doc(orderId).get()).exists).toBe(false);
});

test('merchant orders: the merchant filter shows the count of goods and the total price Firestore holds', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag('Гэрээт');
  const merchantRef = adminDb().collection('users').doc(`e2e-merchant-${tag}`);
  const added: string[] = [];
  try {
    await merchantRef.set({
      id: merchantRef.id,
      firstName: tag,
      lastName: 'Туршилт',
      phone: '99001100',
      role: 'Merchant',
      userType: 'staff',
      isActive: true,
      isWarehouse: false,
      locationId: null,
      locationType: null,
    });
    added.push(
      await addOrder({ purchaseType: 'merchant', name: tag, phone: '99001100', userId: merchantRef.id, lines: [line('a', 'Хивс', 500_000), line('b', 'Ширдэг', 320_000, 350_000)] }),
      await addOrder({ purchaseType: 'merchant', name: tag, phone: '99001100', userId: merchantRef.id, lines: [line('c', 'Samba', 150_000)], minutesAgo: 5 }),
    );

    await resize(page, 1280, 800);
    await signInAs(page, 'manager@demo.mn');
    await page.goto('/merchant-orders');
    const filter = page.getByLabel('Гэрээт борлуулагч', { exact: true });
    await expect(filter.locator('option', { hasText: tag })).toHaveCount(1, { timeout: 20_000 });

    // 'All': the figures of every merchant order of the month, as Firestore sums them.
    const all = await adminDb()
      .collection('orders')
      .where('purchaseType', '==', 'merchant')
      .where('createdAt', '>=', Timestamp.fromDate(monthStartUlaanbaatar()))
      .where('createdAt', '<=', Timestamp.now())
      .get();
    const goodsAll = all.docs.reduce((s, d) => s + (d.get('quantity') as number), 0);
    const totalAll = all.docs.reduce((s, d) => s + (d.get('soldTotalPrice') as number), 0);
    await expect(page.getByTestId('merchant-goods')).toHaveText(String(goodsAll), { timeout: 20_000 });
    await expect(page.getByTestId('merchant-total')).toHaveText(money(totalAll));
    await expect(page.getByTestId('merchant-orders-count')).toHaveText(String(all.size));

    // One merchant: only theirs (3 goods, 970,000₮).
    await filter.selectOption({ label: tag });
    await expect(page.getByTestId('merchant-goods')).toHaveText('3', { timeout: 20_000 });
    await expect(page.getByTestId('merchant-total')).toHaveText('970,000₮');
    await expect(page.getByTestId('merchant-orders-count')).toHaveText('2');
    const table = page.getByRole('table', { name: 'Гэрээт борлуулагчийн захиалга' });
    await expect(table.getByRole('row')).toHaveCount(1 + 2);
    await shot(page, 'order-lists-merchant-1280');
    await phoneShot(page, 'order-lists-merchant-375');
    // Details: the order detail dialog with the order's goods (the two-line order is the newer, first row).
    await table.getByRole('button', { name: `Захиалгын дэлгэрэнгүй: ${tag}` }).first().click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('order-detail-line')).toHaveCount(2);
    await expect(detail).toContainText('Хивс');
    await expect(detail).toContainText('Ширдэг');
    await shot(page, 'order-lists-merchant-detail-1280');
    await detail.getByRole('button', { name: /Хаах|Close/ }).first().click();
    await expect(detail).toHaveCount(0);

    // Deleting one updates the list and the figures.
    await table.getByRole('row').filter({ hasText: '150,000₮' }).getByRole('button', { name: `Захиалгыг устгах: ${tag}` }).click();
    await page.locator('.swal2-popup').getByRole('button', { name: 'Устгах' }).click();
    await expect(page.getByTestId('merchant-goods')).toHaveText('2', { timeout: 20_000 });
    await expect(page.getByTestId('merchant-total')).toHaveText('820,000₮');
    await expect(table.getByRole('row')).toHaveCount(1 + 1);
  } finally {
    for (const id of added) await adminDb().collection('orders').doc(id).delete();
    await merchantRef.delete();
  }
});

test('transactions: a refund shows negative and marked, with the customer\'s name, and is deleted after the confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  const customer = CUSTOMERS[1];
  const amount = 90_000 + Math.floor(Math.random() * 900) * 10;
  const refundRef = adminDb().collection('transactions').doc();
  const saleRef = adminDb().collection('transactions').doc();
  try {
    await saleRef.set({
      id: saleRef.id,
      type: 'sale',
      orderId: 'e2e-order',
      customerId: customer.id,
      transactionPrice: amount + 1000,
      amount: amount + 1000,
      createdAt: Timestamp.fromMillis(Date.now() - 120_000),
    });
    await refundRef.set({
      id: refundRef.id,
      type: 'refund',
      productId: 'e2e-product',
      orderId: 'e2e-order',
      customerId: customer.id,
      transactionPrice: -amount,
      amount: -amount,
      user: { id: 'demo-manager', firstName: 'Энхтуяа', lastName: 'Батболд' },
      createdAt: Timestamp.fromMillis(Date.now() - 60_000),
    });

    await resize(page, 1280, 800);
    await signInAs(page, 'manager@demo.mn');
    await page.goto('/transactions');
    const table = page.getByRole('table', { name: 'Гүйлгээ' });
    const refund = table.getByRole('row').filter({ hasText: money(-amount) });
    await expect(refund).toHaveCount(1, { timeout: 20_000 });
    await expect(refund.getByTestId('transaction-amount')).toHaveClass(/text-danger/);
    await expect(refund).toContainText('Буцаалт');
    await expect(refund.getByTestId('transaction-customer')).toHaveText(`${customer.lastName} ${customer.firstName}`);
    const sale = table.getByRole('row').filter({ hasText: money(amount + 1000) });
    await expect(sale).toContainText('Борлуулалт');
    await shot(page, 'order-lists-transactions-1280');
    await phoneShot(page, 'order-lists-transactions-375');

    await refund.getByRole('button', { name: `${money(-amount)} гүйлгээг устгах` }).click();
    await expect(page.locator('.swal2-popup').getByText('Гүйлгээ устгахдаа итгэлтэй байна уу?')).toBeVisible();
    await page.locator('.swal2-popup').getByRole('button', { name: 'Устгах' }).click();
    await expect(page.locator('.swal2-popup')).toContainText('Гүйлгээ устгагдлаа', { timeout: 20_000 });
    await expect(table.getByRole('row').filter({ hasText: money(-amount) })).toHaveCount(0);
    expect((await refundRef.get()).exists).toBe(false);
  } finally {
    await refundRef.delete();
    await saleRef.delete();
  }
});
