import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { addProduct, LOCATIONS, MANAGER, productData, uniqueTag } from './support/products';
import { newProductDocument } from '../../src/entities/product/newProduct';
import type { OrderProduct } from '../../src/entities/order/order';
import { deliveryOrderDocuments } from './support/deliveries';
import { signInAs, openLanding } from './support/auth';
import { shot } from './support/shots';

// The top bar's bell (docs/notifications.md), live across browsers: a seller's discount request
// reaches the approver's bell, the approval reaches the seller's; a new delivery order reaches the
// dispatcher's bell and, once assigned, the courier's. Each entry opens its screen; read state is
// kept per user (notificationReads/{uid}) and survives a reload.
// Other specs write requests and orders at the same time, so the assertions name this test's own
// entries (by their unique tag) and check the badge against the list, never a fixed total.

const COURIER_ID = 'demo-courier';

async function signedInPage(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, email);
  await openLanding(page);
  return page;
}

const bell = (page: Page): Locator => page.getByTestId('notifications');
const menu = (page: Page): Locator => page.getByTestId('notifications-menu');
const entry = (page: Page, text: string): Locator => menu(page).getByTestId('notification-item').filter({ hasText: text });

/** Opens the list and waits until every kind has arrived. */
async function openBell(page: Page): Promise<void> {
  if (!(await menu(page).isVisible())) await bell(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(menu(page)).toHaveAttribute('data-loading', 'false', { timeout: 20_000 });
}

async function closeBell(page: Page): Promise<void> {
  if (await menu(page).isVisible()) await bell(page).click();
  await expect(menu(page)).toBeHidden();
}

/** The badge's number (0 without a badge). */
async function badge(page: Page): Promise<number> {
  const b = page.getByTestId('notifications-badge');
  return (await b.count()) === 0 ? 0 : Number(await b.textContent());
}

/** The badge counts exactly the unread entries of the list (the list open). */
async function expectBadgeMatchesList(page: Page): Promise<void> {
  await expect(async () => {
    const unread = await menu(page).locator('[data-testid=notification-item][data-unread=true]').count();
    expect(await badge(page)).toBe(unread);
  }).toPass({ timeout: 10_000 });
}

async function markAllRead(page: Page): Promise<void> {
  await openBell(page);
  const button = page.getByTestId('notifications-mark-all');
  if (await button.isEnabled()) await button.click();
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
}

/** A pending delivery order as the sale wizard writes it: one product sold into it, its sale. */
async function arrangeDeliveryOrder(tag: string): Promise<{ orderId: string; contact: string }> {
  const db = adminDb();
  const orderRef = db.collection('orders').doc();
  const productRef = db.collection('products').doc();
  const saleRef = db.collection('sales').doc();
  const contact = `Захиалагч ${tag}`;
  const name = `Хүргэлтийн гутал ${tag}`;
  const price = 185000;
  const product = newProductDocument(
    {
      name,
      sku: String(100000 + Math.floor(Math.random() * 900000)),
      pics: [],
      source: 'Импорт',
      ...LOCATIONS.sukhbaatar,
      colors: ['Хар'],
      categories: ['Гутал'],
      brand: 'Nike',
      size: '41',
      width: '',
      height: '',
      price,
      originalPrice: price,
      isDiscount: false,
    },
    { id: productRef.id, by: MANAGER, on: new Date(), stamp: () => Timestamp.now() },
  );
  const line: OrderProduct = { id: productRef.id, name, sku: product.sku, price, originalPrice: price, isNoat: false, isDiscount: false, brand: 'Nike', size: '41', colors: ['Хар'], categories: ['Гутал'], pics: [] };
  const batch = db.batch();
  batch.set(productRef, { ...product, isPrinted: true, isSold: true, isDeliveryPending: true, orderId: orderRef.id, saleId: saleRef.id });
  const docs = deliveryOrderDocuments({
    orderId: orderRef.id,
    saleIds: [saleRef.id],
    lines: [line],
    status: 'pending',
    contact,
    address: 'Баянзүрх дүүрэг, 26-р хороо, 15-р байр',
    addressDescription: '',
  });
  batch.set(saleRef, docs.sales[0]);
  batch.set(orderRef, docs.order);
  await batch.commit();
  return { orderId: orderRef.id, contact };
}

const readState = async (uid: string): Promise<DocumentData | undefined> => (await adminDb().collection('notificationReads').doc(uid).get()).data();

// ------------------------------------------------------------------------------------------------

test('a seller’s discount request reaches the approver’s bell live, the approval reaches the seller’s; read state survives a reload', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('ntf');
  const product = await addProduct(`Мэдэгдлийн пүүз ${tag}`, LOCATIONS.sukhbaatar);

  // Both signed in first: what follows arrives live, without a reload.
  const admin = await signedInPage(browser, 'admin@demo.mn', 1440);
  const seller = await signedInPage(browser, 'reception.city@demo.mn');
  await markAllRead(admin);
  await closeBell(admin);
  await markAllRead(seller);
  await closeBell(seller);

  // The seller sends a request from the store's product grid.
  await seller.goto('/store/sold');
  await seller.getByTestId('product-search').fill(tag);
  await expect(seller.getByTestId('product-card')).toHaveCount(1, { timeout: 20_000 });
  await seller.getByTestId('product-select').first().check();
  await seller.getByTestId('bulk-discount').click();
  const wizard = seller.getByRole('dialog').filter({ hasText: 'Хямдралын хүсэлт' });
  await wizard.getByTestId('discount-price').fill('99000');
  await wizard.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await wizard.getByRole('button', { name: 'Баталгаажуулах' }).click();
  await expect(wizard).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(async () => (await productData(product.id)).isDiscountPending, { timeout: 20_000 }).toBe(true);

  // The approver's bell: a badge, and the request named with its price and sender, unread.
  await expect(admin.getByTestId('notifications-badge')).toBeVisible({ timeout: 20_000 });
  expect(await badge(admin)).toBeGreaterThanOrEqual(1);
  await openBell(admin);
  const pending = entry(admin, product.name);
  await expect(pending).toHaveCount(1);
  await expect(pending).toHaveAttribute('data-unread', 'true');
  await expect(pending).toContainText('Хямдралын шинэ хүсэлт');
  await expect(pending).toContainText('Хүссэн үнэ: 99,000₮');
  await expect(pending).toContainText('Мөнхбат Сарангэрэл · Сүхбаатар салбар');
  await expect(pending).toContainText(/Дөнгөж сая|минутын өмнө/);
  await expectBadgeMatchesList(admin);
  await shot(admin, 'notifications-admin-1440');

  // Opening it: the discount requests page; the entry alone becomes read, kept across a reload.
  await pending.click();
  await expect(admin).toHaveURL(/\/discount-requests$/);
  await expect(menu(admin)).toBeHidden();
  await expect.poll(async () => (await readState('demo-admin'))?.ids ?? [], { timeout: 20_000 }).toContainEqual(expect.stringContaining('discountPending:'));
  await openBell(admin);
  await expect(entry(admin, product.name)).toHaveAttribute('data-unread', 'false');
  await expectBadgeMatchesList(admin);
  await admin.reload();
  await expect(admin.getByTestId('shell')).toBeVisible();
  await openBell(admin);
  await expect(entry(admin, product.name)).toHaveAttribute('data-unread', 'false', { timeout: 20_000 });
  await expectBadgeMatchesList(admin);
  await closeBell(admin);

  // The approval, on the page the entry opened.
  await admin.getByRole('searchbox').fill(tag);
  const row = admin.locator('tbody tr').filter({ hasText: product.name });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await row.getByTestId('discount-approve').click();
  const dialog = admin.getByTestId('approve-dialog');
  await dialog.getByTestId('approve-price').fill('');
  await dialog.getByTestId('approve-price').pressSequentially('95000');
  await dialog.getByTestId('approve-confirm').click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  // Decided: it leaves the approver's list.
  await openBell(admin);
  await expect(entry(admin, product.name)).toHaveCount(0, { timeout: 20_000 });

  // The seller's bell, live: the answer with the approved price; it opens the product grid.
  await expect(seller.getByTestId('notifications-badge')).toBeVisible({ timeout: 20_000 });
  await openBell(seller);
  const answer = entry(seller, product.name);
  await expect(answer).toHaveAttribute('data-unread', 'true');
  await expectBadgeMatchesList(seller);
  await expect(answer).toContainText('Хямдралын хүсэлт зөвшөөрөгдлөө');
  await expect(answer).toContainText('Зөвшөөрсөн үнэ: 95,000₮');
  await shot(seller, 'notifications-seller-1280');
  await seller.goto('/store/sold');
  await openBell(seller);
  await entry(seller, product.name).click();
  await expect(seller).toHaveURL(/\/store\/filterProducts$/);
  // Stored (the reload must not come before the write reaches the server).
  await expect.poll(async () => (await readState('demo-reception-city'))?.ids ?? [], { timeout: 20_000 }).toContainEqual(expect.stringContaining('discountAnswered:'));
  await seller.reload();
  await expect(seller.getByTestId('shell')).toBeVisible();
  await openBell(seller);
  await expect(entry(seller, product.name)).toHaveAttribute('data-unread', 'false', { timeout: 20_000 });
  await expectBadgeMatchesList(seller);

  await seller.context().close();
  await admin.context().close();
});

test('a new delivery order reaches the dispatcher’s bell; once assigned, the courier’s bell on a phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('ntd');
  const manager = await signedInPage(browser, 'manager@demo.mn', 1440);
  const courier = await signedInPage(browser, 'courier@demo.mn', 375);
  await markAllRead(courier);
  await closeBell(courier);

  const order = await arrangeDeliveryOrder(tag);

  // The dispatcher: the order awaiting a courier, with its amount; it opens /delivery-orders.
  await openBell(manager);
  const awaiting = entry(manager, order.contact);
  await expect(awaiting).toHaveCount(1, { timeout: 20_000 });
  await expect(awaiting).toHaveAttribute('data-unread', 'true');
  await expect(awaiting).toContainText('Хүргэгч хүлээж буй захиалга');
  await expect(awaiting).toContainText('Нийт дүн: 185,000₮ · 1 бүтээгдэхүүн');
  await expectBadgeMatchesList(manager);
  await awaiting.click();
  await expect(manager).toHaveURL(/\/delivery-orders$/);

  // Assigning the courier on that page.
  const table = manager.getByTestId('delivery-table-awaiting');
  await table.getByRole('searchbox').fill(tag);
  const row = table.locator('tbody tr').filter({ hasText: tag });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await row.getByTestId('order-assign').click();
  const picker = manager.getByTestId('courier-picker');
  await picker.getByTestId('courier-select').selectOption(COURIER_ID);
  await picker.getByTestId('courier-save').click();
  await expect.poll(async () => (await adminDb().collection('orders').doc(order.orderId).get()).data()?.pending_status, { timeout: 20_000 }).toBe('delivering');

  // The courier's bell, live: the order assigned, with the amount to collect.
  await expect(courier.getByTestId('notifications-badge')).toBeVisible({ timeout: 20_000 });
  await openBell(courier);
  const assigned = entry(courier, order.contact);
  await expect(assigned).toHaveAttribute('data-unread', 'true');
  await expectBadgeMatchesList(courier);
  await expect(assigned).toContainText('Танд хүргэлт оноогдлоо');
  await expect(assigned).toContainText('Авах дүн: 185,000₮');
  await expect(assigned).toContainText('Баянзүрх дүүрэг, 26-р хороо');
  // On the phone the list fits the screen.
  const box = await menu(courier).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect((await assigned.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await shot(courier, 'notifications-courier-375');

  // Mark all read: the badge goes; stored as readUpTo with no single keys, kept across a reload.
  await courier.getByTestId('notifications-mark-all').click();
  await expect(courier.getByTestId('notifications-badge')).toHaveCount(0);
  await expect(assigned).toHaveAttribute('data-unread', 'false');
  const assignedAt = (await adminDb().collection('orders').doc(order.orderId).get()).data()?.updatedAt as Timestamp;
  await expect
    .poll(async () => ((await readState(COURIER_ID))?.readUpTo as Timestamp | undefined)?.toMillis() ?? 0, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(Math.floor(assignedAt.toMillis()));
  expect((await readState(COURIER_ID))?.ids).toEqual([]);
  await courier.reload();
  await expect(courier.getByTestId('shell')).toBeVisible();
  await openBell(courier);
  await expect(entry(courier, order.contact)).toHaveAttribute('data-unread', 'false', { timeout: 20_000 });
  await expectBadgeMatchesList(courier);
  // A read entry still opens its screen.
  await entry(courier, order.contact).click();
  await expect(courier).toHaveURL(/\/delivery-orders$/);

  // The dispatcher's entry is gone: the order no longer awaits a courier.
  await openBell(manager);
  await expect(entry(manager, order.contact)).toHaveCount(0, { timeout: 20_000 });

  await courier.context().close();
  await manager.context().close();
});
