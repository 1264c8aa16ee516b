import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { card, requestsOf, rowOf, signedInPage, wizard } from './support/discounts';
import { shot } from './support/shots';
import { addProduct, LOCATIONS, productData, uniqueTag, type Arranged } from './support/products';
import { resize } from './support/viewport';

// Discount requests end to end (docs/discounts.md): the 2-step wizard from the
// product grids, the own-request lists with cancel, and /discount-requests with the approval dialog.
// Every test arranges its own products with firebase-admin, named with a unique tag it then searches
// for, so the demo catalogue (and its seeded requests) does not matter. Products are arranged with
// support/products.ts addProduct (newProductDocument, as the add form writes them). Requests of
// any size (50 products, a request stopped part-way) are in large-discount.spec.ts (the large pass).

/** Finds the product on a grid by its tag, selects it and sends a discount request for `price`. */
async function requestDiscount(page: Page, path: string, tag: string, product: Arranged, price: string, screenshot?: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId('product-search').fill(tag);
  await expect(page.getByTestId('product-card')).toHaveCount(1, { timeout: 20_000 });
  await card(page, product.id).getByTestId('product-select').check();
  await page.getByTestId('bulk-discount').click();
  const dialog = wizard(page);
  await expect(dialog.getByTestId('discount-prices')).toBeVisible();
  // Nothing typed: a clear message, still on step 1.
  await dialog.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(dialog.getByTestId('discount-price-error')).toHaveText('Хүсэж буй үнийг оруулна уу.');
  // Not lower than the current price: refused too.
  await dialog.getByTestId('discount-price').fill('130000');
  await dialog.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(dialog.getByTestId('discount-price-error')).toContainText('бага байх ёстой');
  await dialog.getByTestId('discount-price').fill(price);
  if (screenshot) await shot(page, `${screenshot}-prices-1280`);
  await dialog.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(dialog.getByTestId('discount-confirm')).toBeVisible();
  await expect(dialog.getByTestId('discount-confirm')).toContainText(product.name);
  if (screenshot) {
    await shot(page, `${screenshot}-confirm-1280`);
    await resize(page, 375, 800);
    await shot(page, `${screenshot}-confirm-375`);
    await resize(page, 1280, 800);
  }
  await dialog.getByRole('button', { name: 'Баталгаажуулах' }).click();
  await expect(wizard(page)).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(async () => (await productData(product.id)).isDiscountPending, { timeout: 20_000 }).toBe(true);
}

// ------------------------------------------------------------------------------------------------

test('reception.city requests a discount from /store/sold, sees it on /store/filterRequests, admin approves it', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('dsc');
  const product = await addProduct(`Хямдрах пүүз ${tag}`, LOCATIONS.sukhbaatar);

  const seller = await signedInPage(browser, 'reception.city@demo.mn');
  await requestDiscount(seller, '/store/sold', tag, product, '99000', 'discount-wizard');

  const [request] = await requestsOf(product.id);
  expect(request).toMatchObject({
    state: 'pending',
    type: 'store',
    locationId: 'store-sukhbaatar',
    locationName: 'Сүхбаатар салбар',
    requestPrice: 99000,
    createdUserId: 'demo-reception-city',
    createdUser: { id: 'demo-reception-city', firstName: 'Сарангэрэл', lastName: 'Мөнхбат', phone: '99110006' },
    product: { id: product.id, name: product.name, sku: product.sku, price: 120000, originalPrice: 120000, size: '40' },
  });
  expect(request.createdUser).not.toHaveProperty('password');
  expect((await productData(product.id)).discountRequestId).toBe(request.id);

  // The seller's own list: the request with cancel only.
  await seller.goto('/store/filterRequests');
  const own = rowOf(seller, product.name);
  await expect(own).toHaveCount(1, { timeout: 20_000 });
  await expect(own).toContainText('99,000₮');
  await expect(own).toContainText('120,000₮');
  await expect(own.getByTestId('discount-cancel')).toBeVisible();
  await expect(own.getByTestId('discount-approve')).toHaveCount(0);
  await expect(own).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await shot(seller, 'discount-store-requests-1280');

  // Admin: every pending request, approve with a thousands-separated price.
  const admin = await signedInPage(browser, 'admin@demo.mn');
  await admin.goto('/discount-requests');
  await expect(admin.getByLabel('Хуудсанд:')).toHaveValue('10');
  await admin.getByRole('searchbox').fill(tag);
  const row = rowOf(admin, product.name);
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row).toContainText('Мөнхбат Сарангэрэл');
  await expect(row).toContainText('99110006');
  await shot(admin, 'discount-requests-1280');
  await row.getByTestId('discount-approve').click();
  const dialog = admin.getByTestId('approve-dialog');
  await expect(dialog).toBeVisible();
  for (const text of ['Мөнхбат Сарангэрэл', '99110006', product.name, 'Сүхбаатар салбар', '9.5']) await expect(dialog).toContainText(text);
  await expect(dialog.getByTestId('approve-price')).toHaveValue('99,000');
  // Without a price nothing happens.
  await dialog.getByTestId('approve-price').fill('');
  await dialog.getByTestId('approve-confirm').click();
  await expect(dialog).toBeVisible();
  expect((await productData(product.id)).isDiscountPending).toBe(true);
  await dialog.getByTestId('approve-price').pressSequentially('95000');
  await expect(dialog.getByTestId('approve-price')).toHaveValue('95,000');
  await shot(admin, 'discount-approve-1280');
  await resize(admin, 375, 800);
  await shot(admin, 'discount-approve-375');
  await resize(admin, 1280, 800);
  await dialog.getByTestId('approve-confirm').click();
  await expect(admin.getByTestId('approve-dialog')).toHaveCount(0, { timeout: 20_000 });
  await expect(rowOf(admin, product.name)).toHaveCount(0, { timeout: 20_000 });

  await expect.poll(async () => (await requestsOf(product.id))[0]?.state, { timeout: 20_000 }).toBe('confirmed');
  expect(await productData(product.id)).toMatchObject({ price: 95000, originalPrice: 120000, isDiscount: true, isDiscountPending: false, isSold: false });
  expect((await requestsOf(product.id))[0]).toMatchObject({ confirmedUserId: 'demo-admin', approvedPrice: 95000 });

  // The seller's list no longer shows it; the product is discounted on the grid.
  await expect(rowOf(seller, product.name)).toHaveCount(0, { timeout: 20_000 });
  await resize(admin, 375, 800);
  await admin.getByRole('searchbox').fill('');
  await expect.poll(() => admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(admin, 'discount-requests-375', true);
  await seller.context().close();
  await admin.context().close();
});

test('the call centre requests a discount and cancels its own request', async ({ browser }) => {
  test.setTimeout(150_000);
  const tag = uniqueTag('dcc');
  const product = await addProduct(`Дуудлага хивс ${tag}`, LOCATIONS.khanUul, undefined, { price: 100000, originalPrice: 120000, isDiscount: true });

  const agent = await signedInPage(browser, 'callcentre@demo.mn');
  await requestDiscount(agent, '/call-centre/products', tag, product, '90000');
  const [request] = await requestsOf(product.id);
  expect(request).toMatchObject({ state: 'pending', type: 'callCentre', createdUserId: 'demo-callcentre', requestPrice: 90000 });

  await agent.goto('/call-centre/discount-requests');
  const row = rowOf(agent, product.name);
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await shot(agent, 'discount-call-centre-requests-1280');
  // On a phone: no sideways page scroll (the table scrolls inside its own box).
  await resize(agent, 375, 800);
  await agent.reload();
  await expect(rowOf(agent, product.name)).toHaveCount(1, { timeout: 20_000 });
  await expect.poll(() => agent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(agent, 'discount-call-centre-requests-375', true);
  await resize(agent, 1280, 800);
  await agent.reload();
  await expect(rowOf(agent, product.name)).toHaveCount(1, { timeout: 20_000 });

  // Cancel: a confirmation first; "No" changes nothing.
  await row.getByTestId('discount-cancel').click();
  const popup = agent.locator('.swal2-popup');
  await expect(popup).toContainText('Та итгэлтэй байна уу?');
  await expect(popup).toContainText('Та үүнийг буцаах боломжгүй болно');
  await shot(agent, 'discount-cancel-confirm-1280');
  await popup.getByRole('button', { name: 'Үгүй' }).click();
  await expect(rowOf(agent, product.name)).toHaveCount(1);
  await row.getByTestId('discount-cancel').click();
  await agent.locator('.swal2-popup').getByRole('button', { name: 'Тийм, цуцлах' }).click();
  await expect(rowOf(agent, product.name)).toHaveCount(0, { timeout: 20_000 });

  await expect.poll(async () => (await requestsOf(product.id))[0]?.state, { timeout: 20_000 }).toBe('cancelled');
  expect((await requestsOf(product.id))[0]).toMatchObject({ cancelledUserId: 'demo-callcentre' });
  // Released; the earlier discount (100,000 of 120,000) stays as it was.
  expect(await productData(product.id)).toMatchObject({ isDiscountPending: false, isSold: false, price: 100000, isDiscount: true });
  await agent.context().close();
});

test('a seller cannot see another seller\'s requests', async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('dxs');
  const product = await addProduct(`Дархан гутал ${tag}`, LOCATIONS.darkhan);
  // A pending request of reception.country, written as the app writes it.
  const ref = adminDb().collection('discountRequests').doc();
  await ref.set({
    id: ref.id,
    state: 'pending',
    type: 'store',
    locationId: 'store-darkhan',
    locationName: 'Дархан салбар',
    requestPrice: 100000,
    createdUser: { id: 'demo-reception-country', firstName: 'Нармандах', lastName: 'Цэрэндорж', phone: '99110007', email: 'reception.country@demo.mn', role: 'Reception In Country', locationId: 'store-darkhan', locationType: 'store' },
    createdUserId: 'demo-reception-country',
    product: { id: product.id, name: product.name, sku: product.sku, pics: [], price: 120000, originalPrice: 120000, size: '40', width: '9.5', height: '3', locationName: 'Дархан салбар' },
    productId: product.id,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  await adminDb().collection('products').doc(product.id).update({ isDiscountPending: true, discountRequestId: ref.id });

  const city = await signedInPage(browser, 'reception.city@demo.mn', 375);
  await city.goto('/store/filterRequests');
  await expect(city.getByTestId('store-filter-requests-page')).toBeVisible();
  await expect(city.getByRole('table')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(rowOf(city, product.name)).toHaveCount(0);
  await shot(city, 'discount-store-requests-375', true);

  const country = await signedInPage(browser, 'reception.country@demo.mn');
  await country.goto('/store/filterRequests');
  await expect(rowOf(country, product.name)).toHaveCount(1, { timeout: 20_000 });
  await city.context().close();
  await country.context().close();
});

/** A pending request of reception.city for `product` (at Сүхбаатар салбар), written as the app writes it. */
async function arrangeCityRequest(product: Arranged): Promise<string> {
  const ref = adminDb().collection('discountRequests').doc();
  await ref.set({
    id: ref.id,
    state: 'pending',
    type: 'store',
    locationId: 'store-sukhbaatar',
    locationName: 'Сүхбаатар салбар',
    requestPrice: 100000,
    createdUser: { id: 'demo-reception-city', firstName: 'Сарангэрэл', lastName: 'Мөнхбат', phone: '99110006', email: 'reception.city@demo.mn', role: 'Reception In City', locationId: 'store-sukhbaatar', locationType: 'store' },
    createdUserId: 'demo-reception-city',
    product: { id: product.id, name: product.name, sku: product.sku, pics: [], price: 120000, originalPrice: 120000, size: '40', width: '9.5', height: '3', locationName: 'Сүхбаатар салбар' },
    productId: product.id,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  await adminDb().collection('products').doc(product.id).update({ isDiscountPending: true, discountRequestId: ref.id });
  return ref.id;
}

test('a seller cancels its own request on /store/filterRequests and is told so; a refused cancel says why (mn, en)', async ({ browser }) => {
  test.setTimeout(150_000);
  const tag = uniqueTag('dsx');
  const kept = await addProduct(`Цуцлах пүүз ${tag}`, LOCATIONS.sukhbaatar);
  const moved = await addProduct(`Зөөгдсөн пүүз ${tag}`, LOCATIONS.sukhbaatar);
  const keptRequest = await arrangeCityRequest(kept);
  const movedRequest = await arrangeCityRequest(moved);

  const seller = await signedInPage(browser, 'reception.city@demo.mn');
  await seller.goto('/store/filterRequests');
  await expect(rowOf(seller, kept.name)).toHaveCount(1, { timeout: 20_000 });
  await expect(rowOf(seller, moved.name)).toHaveCount(1);

  // Cancel: success is shown, the request is cancelled and its product released.
  await rowOf(seller, kept.name).getByTestId('discount-cancel').click();
  await seller.locator('.swal2-popup').getByRole('button', { name: 'Тийм, цуцлах' }).click();
  await expect(seller.locator('.swal2-popup')).toContainText('Хямдралын хүсэлт цуцлагдлаа.', { timeout: 20_000 });
  await expect(seller.locator('.swal2-icon-success')).toBeVisible();
  await expect(rowOf(seller, kept.name)).toHaveCount(0, { timeout: 20_000 });
  expect((await adminDb().collection('discountRequests').doc(keptRequest).get()).data()).toMatchObject({ state: 'cancelled', cancelledUserId: 'demo-reception-city' });
  expect(await productData(kept.id)).toMatchObject({ isDiscountPending: false });
  await expect(seller.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });

  // Meanwhile the other product left the seller's store: the rules refuse the seller's cancel
  // (it may no longer read that product). The seller reads why, nothing changes.
  await adminDb().collection('products').doc(moved.id).update({ ...LOCATIONS.darkhan });
  await rowOf(seller, moved.name).getByTestId('discount-cancel').click();
  await seller.locator('.swal2-popup').getByRole('button', { name: 'Тийм, цуцлах' }).click();
  const refused = seller.locator('.swal2-popup');
  await expect(refused).toContainText('Танд энэ үйлдлийг хийх эрх алга эсвэл өгөгдөл өөрчлөгдсөн байна. Юу ч хадгалагдсангүй.', { timeout: 20_000 });
  await expect(refused).toContainText('Амжилтгүй');
  await shot(seller, 'refused-write-discount-cancel-mn-1280');
  await expect(seller.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
  expect((await adminDb().collection('discountRequests').doc(movedRequest).get()).data()).toMatchObject({ state: 'pending' });

  // The same in English.
  await seller.getByTestId('language-switcher').click();
  await seller.getByTestId('language-en').click();
  await rowOf(seller, moved.name).getByTestId('discount-cancel').click();
  await seller.locator('.swal2-popup').getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(seller.locator('.swal2-popup')).toContainText('You may not do this, or the data changed meanwhile. Nothing was saved.', { timeout: 20_000 });
  await expect(seller.locator('.swal2-popup')).toContainText('Unsuccessful');
  await shot(seller, 'refused-write-discount-cancel-en-1280');
  await seller.context().close();
});
