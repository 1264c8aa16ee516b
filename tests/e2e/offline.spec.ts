import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { FieldValue } from 'firebase-admin/firestore';
import { createAccount, uniqueEmail, writeProfile } from './emulator';
import { signIn } from './helpers';
import { adminDb } from './support/admin';
import { orderDocument } from '../../src/entities/order/orderDocument';
import { addProduct, LOCATIONS, productData, uniqueTag } from './support/products';
import { shot } from './support/shots';

// Offline reading and refused writes (docs/offline.md): with the network cut (context.setOffline),
// screens opened before reload from Firestore's persistent cache under the offline banner, a sale
// is refused at once with the offline message while the wizard keeps what was typed, nothing is
// written (not even later, once back online), and the banner says when the connection is back.
// The service worker serves the app's shell offline (the stack serves the production build).

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 150_000 });

const OFFLINE_TEXT = 'Интернэт холболт алга байна. Энэ өөрчлөлтийг хийхэд сервер шаардлагатай тул юу ч хадгалагдсангүй';

const banner = (page: Page): Locator => page.getByTestId('offline-banner');
const card = (page: Page, id: string): Locator => page.locator(`[data-testid=product-card][data-product-id="${id}"]`);

/** A pending delivery order with a contact name no other order has (the newest, so on the first page). */
async function arrangeDeliveryOrder(contact: string): Promise<string> {
  const ref = adminDb().collection('orders').doc();
  await ref.set(
    orderDocument({
      id: ref.id,
      products: [],
      withProductIds: true,
      purchaseType: 'delivery',
      pendingStatus: 'pending',
      buyer: { id: 'customer-01', firstName: contact, lastName: '', phone: '99887766' },
      contactName: contact,
      delivery: { duureg: 'district-01', address: 'Баянзүрх дүүрэг, 26-р хороо, 15-р байр', addressDescription: '' },
      location: { locationType: 'delivery', locationId: 'district-01', locationName: 'Баянзүрх' },
      lotteryId: null,
      createdBy: { id: 'demo-callcentre', firstName: 'Мөнхзул', lastName: 'Отгонбаяр', role: 'Call Centre' },
      createdAt: FieldValue.serverTimestamp(),
    }),
  );
  return ref.id;
}

/** Orders that hold the product (a sale writes one). */
async function ordersWith(productId: string): Promise<number> {
  return (await adminDb().collection('orders').where('productIds', 'array-contains', productId).get()).size;
}

/** Sale documents of the product (a sale writes one per product). */
async function salesOf(productId: string): Promise<number> {
  return (await adminDb().collection('sales').where('productId', '==', productId).get()).size;
}

/** All sale transactions (a sale writes one; it names no product, so they are counted). */
async function transactionCount(): Promise<number> {
  return (await adminDb().collection('transactions').count().get()).data().count;
}

/** Load states of the icon font's faces in the page ('loaded' once drawn from the precache offline). */
async function iconFontStates(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'bootstrap-icons').map((f) => f.status);
  });
}

/** The drawn width of a picture (0 while loading or when it failed to load). */
async function pictureWidth(img: Locator): Promise<number> {
  if ((await img.count()) === 0) return 0;
  return img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));
}

/** Waits until the service worker is active: its install has precached the shell. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
  });
}

/** Continues until the confirm step (the lottery step is there only when a ticket applies). */
async function continueToConfirm(dialog: Locator): Promise<void> {
  const confirm = dialog.getByTestId('sale-step-confirm');
  for (let i = 0; i < 3 && !(await confirm.isVisible()); i += 1) {
    await dialog.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
    await expect(confirm.or(dialog.getByTestId('sale-step-lottery'))).toBeVisible();
  }
  await expect(confirm).toBeVisible();
}

test('offline: cached /products and /delivery-orders show under the banner, a sale is refused and keeps what was typed, nothing is written; back online the banner clears', async ({ page, context }) => {
  const tag = uniqueTag('off');
  const product = await addProduct(`Офлайн пүүз ${tag}`, LOCATIONS.sukhbaatar);
  const contact = `Офлайн захиалагч ${tag}`;
  const orderId = await arrangeDeliveryOrder(contact);
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(`[browser] ${m.text()}`);
  });

  // Online: open both screens, so their data is in the cache.
  await signIn(page, 'manager@demo.mn');
  await workerReady(page);
  await page.goto('/products');
  // A demo product's picture (a Storage download URL) shown online: the service worker keeps it.
  const picture = page.locator('[data-testid=product-card] img[src*="/v0/b/"]').first();
  await expect.poll(() => pictureWidth(picture), { timeout: 20_000 }).toBeGreaterThan(0);
  const pictureUrl = await picture.getAttribute('src');
  await page.getByTestId('product-search').fill(tag);
  await expect(card(page, product.id)).toBeVisible({ timeout: 20_000 });
  await page.goto('/delivery-orders');
  await expect(page.getByRole('main').getByText(contact).first()).toBeVisible({ timeout: 20_000 });
  await expect(banner(page)).toHaveCount(0);

  // Offline: the banner says so at once; a reload shows the cached data under it.
  await context.setOffline(true);
  await expect(banner(page)).toHaveAttribute('data-state', 'offline');
  await expect(banner(page)).toContainText('Интернэт холболт алга.');
  await page.reload();
  await expect(page).toHaveURL(/\/delivery-orders$/);
  await expect(page.getByTestId('shell')).toBeVisible({ timeout: 20_000 });
  await expect(banner(page)).toHaveAttribute('data-state', 'offline');
  await expect(page.getByRole('main').getByText(contact).first()).toBeVisible({ timeout: 20_000 });
  // The icons are drawn offline too: the icon font came from the service worker's precache.
  await expect.poll(() => iconFontStates(page)).toEqual(['loaded']);

  await page.goto('/products');
  await expect(page.getByTestId('shell')).toBeVisible({ timeout: 20_000 });
  await expect(banner(page)).toBeVisible();
  // The picture seen online is drawn offline, from the service worker's picture cache.
  const keptPicture = page.locator(`[data-testid=product-card] img[src="${pictureUrl}"]`).first();
  await expect.poll(() => pictureWidth(keptPicture), { timeout: 20_000 }).toBeGreaterThan(0);
  await page.getByTestId('product-search').fill(tag);
  await expect(card(page, product.id)).toBeVisible({ timeout: 20_000 });
  await expect(card(page, product.id)).toContainText(product.name);

  const transactionsBefore = await transactionCount();
  // A store sale: walk-in customer, the cash handed over typed in, then "Sell".
  await card(page, product.id).getByTestId('product-select').check();
  await page.getByTestId('bulk-sell-store').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Дэлгүүрт зарах' });
  await dialog.getByTestId('sale-walk-in').click();
  await expect(dialog.getByTestId('sale-step-products')).toBeVisible();
  await continueToConfirm(dialog);
  const received = dialog.getByTestId('pay-cash-received');
  await received.fill('150000');
  await dialog.getByRole('button', { name: 'Зарах' }).click();

  // Refused at once, with the offline message; the wizard stays on its step with what was typed.
  await expect(dialog.getByTestId('sale-error')).toContainText(OFFLINE_TEXT, { timeout: 5_000 });
  await expect(dialog.getByTestId('sale-error')).toContainText('таны оруулсан мэдээлэл хэвээр байна');
  await expect(dialog.getByTestId('sale-step-confirm')).toBeVisible();
  await expect(received).toHaveValue(/^150,?000$/);
  await expect(dialog.getByTestId('sale-done')).toHaveCount(0);
  await shot(page, `offline-sale-refused`);

  // Back online: the banner says so, then clears.
  await context.setOffline(false);
  await expect(banner(page)).toHaveAttribute('data-state', 'online');
  await expect(banner(page)).toContainText('Холболт сэргэлээ.');
  await expect(banner(page)).toHaveCount(0, { timeout: 10_000 });

  // Nothing was written, and nothing was kept on the device to be sent now.
  await page.waitForTimeout(2_000);
  expect(await productData(product.id)).toMatchObject({ isSold: false });
  expect((await productData(product.id)).orderId ?? null).toBeNull();
  expect(await ordersWith(product.id)).toBe(0);
  expect(await salesOf(product.id)).toBe(0);
  expect(await transactionCount()).toBe(transactionsBefore);
  expect((await adminDb().collection('orders').doc(orderId).get()).data()?.pending_status).toBe('pending');

  // Signing out deletes the kept pictures with the rest of the device's copy.
  expect(await pictureCacheKept(page)).toBe(true);
  await page.goto('/products');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await pictureCacheKept(page)).toBe(false);
});

/** Whether the service worker's picture cache exists and holds at least one picture. */
async function pictureCacheKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => (await caches.has('storage-pictures')) && (await (await caches.open('storage-pictures')).keys()).length > 0);
}

/** Names of this origin's IndexedDB databases that hold Firestore's persistent cache. */
async function firestoreDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('firestore/')));
}

test('a name-list entry added offline is kept on the device and says so; sign-out asks while it is unsent, and once sent clears the cache', async ({ page, context }) => {
  const name = `0 Офлайн брэнд ${uniqueTag('b')}`;
  const brands = adminDb().collection('brands');
  try {
    await signIn(page, 'manager@demo.mn');
    await workerReady(page);
    await page.goto('/variants');
    const panel = page.getByTestId('list-panel-brands');
    await expect(panel.getByRole('button', { name: 'Нэмэх' })).toBeVisible();
    await panel.getByLabel('Хуудсанд:').selectOption('25');
    expect((await firestoreDatabases(page)).length).toBeGreaterThan(0);

    // Offline: the entry is saved on this device, the alert says it is sent later, the list shows it.
    await context.setOffline(true);
    await expect(banner(page)).toHaveAttribute('data-state', 'offline');
    const dialog = page.getByRole('dialog');
    await panel.getByRole('button', { name: 'Нэмэх' }).click();
    await dialog.getByLabel('Брэндийн нэр').fill(name);
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(page.locator('.swal2-popup')).toContainText('Энэ төхөөрөмж дээр хадгалагдлаа');
    await expect(page.locator('.swal2-popup')).toContainText('холболт сэргэмэгц өөрчлөлт сервер рүү илгээгдэнэ');
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('cell', { name, exact: true })).toBeVisible();
    await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 5_000 });
    expect((await brands.where('name', '==', name).get()).size).toBe(0);

    // Signing out now would delete it: the app asks; staying keeps the session.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    const ask = page.locator('.swal2-popup');
    await expect(ask).toContainText('Илгээгдээгүй өөрчлөлт байна');
    await ask.getByRole('button', { name: 'Нэвтэрсэн хэвээр үлдэх' }).click();
    await expect(page).not.toHaveURL(/\/(login|logout)$/);
    await expect(page.getByTestId('shell')).toBeVisible();

    // Back online it reaches the server.
    await context.setOffline(false);
    await expect.poll(async () => (await brands.where('name', '==', name).get()).size, { timeout: 20_000 }).toBe(1);

    // Now sign-out asks nothing, clears the cache and lands on /login.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(/И-мэйл|Email/)).toBeVisible();
    expect(await firestoreDatabases(page)).toEqual([]);
    // Offline, the device shows none of it: a protected route goes to the sign-in page.
    await context.setOffline(true);
    await page.goto('/variants');
    await expect(page).toHaveURL(/\/login$/);
    await context.setOffline(false);
  } finally {
    const left = await brands.where('name', '==', name).get();
    await Promise.all(left.docs.map((d) => d.ref.delete()));
  }
});

test('an account deactivated while the app was closed is refused at the next start, and the device\'s cache is cleared', async ({ page, context }) => {
  const email = uniqueEmail('offline-refused');
  const profile = { firstName: 'Түр', lastName: 'Ажилтан', role: 'Manager', userType: 'staff', isActive: true };
  const uid = await createAccount(email, 'secret-123', profile);
  await page.goto('/login');
  await page.getByLabel('И-мэйл').fill(email);
  await page.getByLabel('Нууц үг').fill('secret-123');
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
  expect((await firestoreDatabases(page)).length).toBeGreaterThan(0);
  await page.close();

  // Deactivated meanwhile: the next start reads the profile, refuses it and clears what the device kept.
  await writeProfile(uid, { id: uid, email, ...profile, isActive: false });
  const next = await context.newPage();
  await next.goto('/products');
  await expect(next).toHaveURL(/\/login$/);
  await expect(next.getByTestId('login-notice')).toContainText('идэвхгүй');
  expect(await firestoreDatabases(next)).toEqual([]);
});

// Before the first sale of a page session the sale wizard's chunk has not been downloaded (it loads
// with its first use). Without a service worker to serve it (a first visit, or `npm start`), Sell
// pressed offline used to turn the whole app white and lose the selection.
test.describe('a part of the app not downloaded yet', () => {
  test.use({ serviceWorkers: 'block' });

  test('Sell pressed offline before the first sale says it is offline and keeps the selection; the wizard opens once back online; an unopened screen says the same inside the shell', async ({ page, context }) => {
    const tag = uniqueTag('offsell');
    const a = await addProduct(`Офлайн зарах ${tag} A`, LOCATIONS.sukhbaatar, [200, 60, 60]);
    const b = await addProduct(`Офлайн зарах ${tag} B`, LOCATIONS.sukhbaatar, [60, 60, 200]);
    // The wizard's part is not even requested offline: Chromium remembers a failed module for as long
    // as the page lives, so a request made offline would keep it from loading once back online.
    const wizardRequests: string[] = [];
    page.on('request', (request) => {
      if (/SaleWizard/.test(request.url())) wizardRequests.push(request.url());
    });

    await signIn(page, 'manager@demo.mn');
    await page.goto('/products');
    await page.getByTestId('product-search').fill(tag);
    await expect(card(page, a.id)).toBeVisible({ timeout: 20_000 });
    await expect(card(page, b.id)).toBeVisible();
    await card(page, a.id).getByTestId('product-select').check();
    await card(page, b.id).getByTestId('product-select').check();
    await expect(page.getByTestId('tray-item')).toHaveCount(2);

    await context.setOffline(true);
    await expect(banner(page)).toHaveAttribute('data-state', 'offline');
    await page.getByTestId('bulk-sell-store').click();

    // The wizard could not be downloaded: a dialog says the device is offline; the app stays.
    const failure = page.getByTestId('failure-dialog');
    await expect(failure).toHaveAttribute('data-kind', 'offline', { timeout: 10_000 });
    await expect(failure.getByTestId('failure-title')).toHaveText('Интернэт холболт алга байна');
    await expect(failure.getByTestId('failure-text')).toContainText('энэ төхөөрөмжид хараахан татагдаагүй');
    await expect(failure).toContainText('Таны сонголт хэвээр байна.');
    await expect(failure.getByTestId('failure-retry')).toHaveText('Дахин оролдох');
    expect(wizardRequests).toEqual([]);
    await expect(page.getByTestId('shell')).toBeVisible();
    await expect(card(page, a.id).getByTestId('product-select')).toBeChecked();
    await expect(card(page, b.id).getByTestId('product-select')).toBeChecked();
    await expect(page.getByTestId('tray-item')).toHaveCount(2);
    await shot(page, 'offline-sell-not-downloaded');

    // Try again while still offline says the same, still without a request.
    await failure.getByTestId('failure-retry').click();
    await expect(failure).toHaveAttribute('data-kind', 'offline');
    expect(wizardRequests).toEqual([]);

    // Close: back to the grid, the selection kept; Sell again says it again.
    await failure.getByTestId('failure-close').click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByTestId('tray-item')).toHaveCount(2);
    await page.getByTestId('bulk-sell-store').click();
    await expect(failure).toHaveAttribute('data-kind', 'offline', { timeout: 10_000 });

    // The connection comes back: the wizard is downloaded and opens by itself, with both products.
    await context.setOffline(false);
    const dialog = page.getByRole('dialog').filter({ hasText: 'Дэлгүүрт зарах' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(failure).toHaveCount(0);
    expect(wizardRequests.length).toBeGreaterThan(0);
    await dialog.getByTestId('sale-walk-in').click();
    await expect(dialog.getByTestId('sale-line-price')).toHaveCount(2);
    await expect(dialog.getByTestId('sale-step-products')).toContainText(a.name);
    await expect(dialog.getByTestId('sale-step-products')).toContainText(b.name);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('tray-item')).toHaveCount(2);

    // A screen never opened in this page session, offline: the message is in the page, the shell
    // (menu, top bar) stays; back online it loads by itself.
    await context.setOffline(true);
    await expect(banner(page)).toHaveAttribute('data-state', 'offline');
    await page.getByTestId('sidebar').locator('a.menu-link[href="/lottery-type"]').click();
    const notice = page.getByRole('main').getByTestId('failure');
    await expect(notice).toHaveAttribute('data-kind', 'offline', { timeout: 10_000 });
    await expect(notice).toContainText('Аппын бусад хэсэг ажиллаж байна');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByTestId('topbar')).toBeVisible();
    await shot(page, 'offline-screen-not-downloaded');
    await context.setOffline(false);
    await expect(notice).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  });
});
