import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { newProductDocument } from '../../src/entities/product/newProduct';
import { adminDb } from './support/admin';
import { STORES, WAREHOUSES } from '../../scripts/seed-data.mjs';
import { signInAs } from './support/auth';
import { shot } from './support/shots';
import { resize } from './support/viewport';

// The product grid screens (ProductBrowser): /products filters, tabs, search, selection and bulk
// buttons; the sellers' and the call centre's fixed scopes; /sold-products; /add-orders.
// This test file's products are written here with firebase-admin (shapes as addProduct writes them), with
// names, brands, colours and sizes unique to this run, so the demo catalogue never changes a result.

test.describe.configure({ timeout: 120_000 });

const RUN = Date.now().toString(36);
const SUKHBAATAR = STORES.find((s) => s.id === 'store-sukhbaatar')!;
const DARKHAN = STORES.find((s) => s.id === 'store-darkhan')!;
const KHAN_UUL = STORES.find((s) => s.id === 'store-khan-uul')!;
const CENTRAL = WAREHOUSES.find((w) => w.id === 'warehouse-central')!;

const BRAND = `E2E брэнд ${RUN}`;
const OTHER_BRAND = `E2E бусад ${RUN}`;
const RED = `E2E улаан ${RUN}`;
const BLUE = `E2E хөх ${RUN}`;
// Sizes are numbers kept as strings; these are far from any real size.
const SIZE_A = String(70000 + (Date.now() % 10000));
const SIZE_B = String(Number(SIZE_A) + 1);

interface Spec {
  key: string;
  /** A word of the name unique to this product (the run stamp plus a letter). */
  word: string;
  brand: string;
  colors: string[];
  size: string;
  price: number;
  originalPrice: number;
  location: { type: 'store' | 'warehouse'; id: string; name: string };
  isSold?: boolean;
  isDiscountPending?: boolean;
}

const store = (s: { id: string; name: string }) => ({ type: 'store' as const, id: s.id, name: s.name });
const warehouse = (w: { id: string; name: string }) => ({ type: 'warehouse' as const, id: w.id, name: w.name });

const SPECS: Spec[] = [
  { key: 'p1', word: `${RUN}a`, brand: BRAND, colors: [RED], size: SIZE_A, price: 100_000, originalPrice: 100_000, location: store(SUKHBAATAR) },
  { key: 'p2', word: `${RUN}b`, brand: BRAND, colors: [BLUE], size: SIZE_A, price: 200_000, originalPrice: 200_000, location: store(DARKHAN) },
  { key: 'p3', word: `${RUN}c`, brand: OTHER_BRAND, colors: [RED], size: SIZE_B, price: 300_000, originalPrice: 300_000, location: warehouse(CENTRAL) },
  { key: 'p4', word: `${RUN}d`, brand: BRAND, colors: [RED, BLUE], size: SIZE_B, price: 150_000, originalPrice: 180_000, location: store(SUKHBAATAR) },
  { key: 'p5', word: `${RUN}e`, brand: BRAND, colors: [RED], size: SIZE_A, price: 120_000, originalPrice: 120_000, location: store(SUKHBAATAR), isSold: true },
  { key: 'p6', word: `${RUN}f`, brand: BRAND, colors: [BLUE], size: SIZE_B, price: 90_000, originalPrice: 90_000, location: store(KHAN_UUL), isDiscountPending: true },
  // Enough products in one store for the seller's grid (8 per page) to have a second page.
  ...Array.from({ length: 9 }, (_, i): Spec => ({
    key: `f${i}`,
    word: `${RUN}g${i}`,
    brand: OTHER_BRAND,
    colors: [BLUE],
    size: SIZE_B,
    price: 50_000 + i,
    originalPrice: 50_000 + i,
    location: store(SUKHBAATAR),
  })),
];

/** Product ids by spec key, and the skus, filled by beforeAll. */
const ids: Record<string, string> = {};
const skus: Record<string, string> = {};
const listDocs: { collection: string; id: string }[] = [];

async function freeSku(used: Set<string>): Promise<string> {
  for (;;) {
    const sku = String(100000 + Math.floor(Math.random() * 900000));
    if (used.has(sku)) continue;
    // No product of the demo catalogue may have a word starting with it (the search matches prefixes).
    const taken = await adminDb().collection('products').where('keywords', 'array-contains', sku).limit(1).get();
    if (taken.empty) {
      used.add(sku);
      return sku;
    }
  }
}

test.beforeAll(async () => {
  const db = adminDb();
  // The filter panel offers the name lists: add this run's values.
  const lists: [string, Record<string, string>][] = [
    ['brands', { name: BRAND }],
    ['brands', { name: OTHER_BRAND }],
    ['colors', { name: RED, colorName: '#D32F2F' }],
    ['colors', { name: BLUE, colorName: '#1976D2' }],
    ['sizes', { name: SIZE_A }],
    ['sizes', { name: SIZE_B }],
  ];
  for (const [collection, data] of lists) {
    const ref = await db.collection(collection).add({ ...data, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    listDocs.push({ collection, id: ref.id });
  }
  const used = new Set<string>();
  for (const spec of SPECS) skus[spec.key] = await freeSku(used);
  const now = Date.now();
  const batch = db.batch();
  SPECS.forEach((spec, i) => {
    const ref = db.collection('products').doc();
    ids[spec.key] = ref.id;
    // Later specs are newer: p1 is the oldest of the run.
    const createdAt = Timestamp.fromMillis(now + i * 1000);
    const name = `E2E ${spec.word} гутал`;
    const sku = skus[spec.key];
    const product = newProductDocument(
      {
        name,
        sku,
        pics: [],
        source: 'E2E',
        locationType: spec.location.type,
        locationId: spec.location.id,
        locationName: spec.location.name,
        colors: spec.colors,
        categories: ['Пүүз'],
        brand: spec.brand,
        size: spec.size,
        width: '10',
        height: '12',
        price: spec.price,
        originalPrice: spec.originalPrice,
        isDiscount: spec.price < spec.originalPrice,
      },
      { id: ref.id, by: { id: 'demo-manager', name: 'E2E Тестер' }, on: new Date(now), stamp: () => createdAt },
    );
    batch.set(ref, { ...product, isSold: spec.isSold ?? false, isDiscountPending: spec.isDiscountPending ?? false });
  });
  await batch.commit();
});

test.afterAll(async () => {
  const db = adminDb();
  const batch = db.batch();
  for (const id of Object.values(ids)) batch.delete(db.collection('products').doc(id));
  for (const { collection, id } of listDocs) batch.delete(db.collection(collection).doc(id));
  await batch.commit();
});

// ------------------------------------------------------------------------------------------------

const cards = (page: Page) => page.getByTestId('product-card');
const card = (page: Page, key: string) => page.locator(`[data-testid="product-card"][data-product-id="${ids[key]}"]`);

/** The product ids of the cards shown, sorted. */
async function shownIds(page: Page): Promise<string[]> {
  const list = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-product-id') ?? ''));
  return list.sort();
}

/** Waits until exactly these products are shown. */
async function expectShown(page: Page, keys: string[]): Promise<void> {
  const expected = keys.map((k) => ids[k]).sort();
  await expect.poll(() => shownIds(page), { timeout: 15_000 }).toEqual(expected);
}

/** Types a search and applies it at once with Enter, so no later debounce can reset a selection. */
async function search(page: Page, text: string): Promise<void> {
  await page.getByTestId('product-search').fill(text);
  await page.getByTestId('product-search').press('Enter');
}

async function resetFilters(page: Page): Promise<void> {
  await page.getByTestId('filter-reset').click();
}

/** Below 1400 px the filter panel starts closed (docs/products.md): open it with its toggle. */
async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByTestId('filters-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByTestId('filter-panel')).toBeVisible();
}

async function openAs(page: Page, email: string, path: string): Promise<void> {
  await signInAs(page, email);
  await page.goto(path);
  await expect(page.getByTestId('shell')).toBeVisible();
}

const allKeys = (pred: (s: Spec) => boolean) => SPECS.filter(pred).map((s) => s.key);

// ------------------------------------------------------------------------------------------------

test('/products: the first page costs at most 60 product reads; screenshots at 1280 and 375 px', async ({ page }) => {
  await resize(page, 1280, 900);
  await openAs(page, 'manager@demo.mn', '/products');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('product-total')).not.toHaveText(/…/);
  // The page loaded once (goto): the counters are this screen's alone.
  const reads = await page.evaluate(() => window.__firestoreReadsByTag?.products ?? -1);
  expect(reads).toBeGreaterThan(0);
  expect(reads).toBeLessThanOrEqual(60);
  expect(await cards(page).count()).toBeLessThanOrEqual(52);
  await expect(page.getByTestId('add-product')).toBeVisible();
  await shot(page, 'products-1280', false, 500);
  // The demo catalogue's products have pictures (when it is seeded).
  await search(page, 'Nike');
  await expect(cards(page).first()).not.toContainText(RUN);
  await shot(page, 'products-1280-pictures', false, 1500);
  await search(page, '');

  await resize(page, 375, 812);
  await expect(page.getByTestId('filter-panel')).toBeHidden();
  await shot(page, 'products-375', false, 300);
  // No sideways page scroll on a phone.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByTestId('filters-toggle').click();
  await expect(page.getByTestId('filter-panel')).toBeVisible();
  await page.getByTestId('filter-brand').selectOption(BRAND);
  await expectShown(page, allKeys((s) => s.brand === BRAND && !s.isSold));
  await shot(page, 'products-375-filters');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('/products: filter combinations, location tabs and text search show exactly the expected cards', async ({ page }) => {
  await openAs(page, 'manager@demo.mn', '/products');
  await expect(cards(page).first()).toBeVisible();
  await openFilters(page);

  // Colour + brand.
  await page.getByTestId('filter-brand').selectOption(BRAND);
  await expectShown(page, ['p1', 'p2', 'p4', 'p6']);
  await expect(page.getByTestId('product-total')).toHaveText('Нийт: 4');
  await page.getByTestId('filter-color').selectOption(RED);
  await expectShown(page, ['p1', 'p4']);
  // The card shows its fields, the barcode and the struck-through original price.
  const p4 = card(page, 'p4');
  await expect(p4.getByTestId('product-sku')).toHaveText(skus.p4);
  await expect(p4.locator('del')).toContainText('180,000₮');
  await expect(p4).toContainText('150,000₮');
  await expect(p4.getByTestId('product-location')).toHaveText(`Дэлгүүр · ${SUKHBAATAR.name}`);
  await expect(p4).toContainText('10 см');
  await expect(p4).toContainText('12 см');

  // Size alone.
  await resetFilters(page);
  await page.getByTestId('filter-size').selectOption(SIZE_A);
  await expectShown(page, ['p1', 'p2']);

  // Price range (both ends, inclusive) with the brand.
  await resetFilters(page);
  await page.getByTestId('filter-brand').selectOption(BRAND);
  await page.getByTestId('filter-min-price').fill('150000');
  // One end alone does not filter (docs/products.md, filters).
  await expectShown(page, ['p1', 'p2', 'p4', 'p6']);
  await page.getByTestId('filter-max-price').fill('200000');
  await expectShown(page, ['p2', 'p4']);
  // A residual filter: the total is an upper bound.
  await expect(page.getByTestId('product-total')).toContainText('≤');

  // Location tab + a specific store, with the brand.
  await resetFilters(page);
  await page.getByTestId('filter-brand').selectOption(BRAND);
  await page.getByTestId('location-tab-store').click();
  await expectShown(page, ['p1', 'p2', 'p4', 'p6']);
  await page.getByTestId('location-select').selectOption(SUKHBAATAR.id);
  await expectShown(page, ['p1', 'p4']);
  await page.getByTestId('location-tab-warehouse').click();
  await expect(page.getByTestId('location-select')).toHaveValue('');
  await page.getByTestId('filter-brand').selectOption(OTHER_BRAND);
  await expectShown(page, ['p3']);
  await page.getByTestId('location-select').selectOption(CENTRAL.id);
  await expectShown(page, ['p3']);
  await page.getByTestId('location-tab-all').click();
  await expect(page.getByTestId('location-select')).toHaveCount(0);

  // Text search: a name word, any of several words, the barcode (sold products never show here).
  await resetFilters(page);
  await search(page, `${RUN}b`);
  await expectShown(page, ['p2']);
  await search(page, `${RUN}A ${RUN}c`);
  await expectShown(page, ['p1', 'p3']);
  // The barcode typed (the search follows the typing pause) finds it; Enter on it then selects it
  // (a code at the counter) and empties the search for the next one.
  await page.getByTestId('product-search').fill(skus.p3);
  await expectShown(page, ['p3']);
  await page.getByTestId('product-search').press('Enter');
  await expect(page.getByTestId('tray-item')).toHaveCount(1);
  await expect(page.getByTestId('product-search')).toHaveValue('');
  await page.getByTestId('tray-remove').click();
  await search(page, `${RUN}e`);
  await expect(page.getByText('Бүтээгдэхүүн олдсонгүй')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  // The whole run, grouped under its day and creator.
  await search(page, RUN);
  await expectShown(page, allKeys((s) => !s.isSold));
  await expect(page.getByTestId('product-group').first()).toContainText('E2E Тестер');
});

test('/products: select all, counters, bulk buttons enabled only with a selection; card buttons', async ({ page }) => {
  await openAs(page, 'manager@demo.mn', '/products');
  await search(page, RUN);
  await openFilters(page);
  await page.getByTestId('filter-brand').selectOption(BRAND);
  await expectShown(page, ['p1', 'p2', 'p4', 'p6']);
  const selected = page.getByTestId('product-selected');
  await expect(selected).toHaveText('Сонгосон: 0');
  for (const id of ['bulk-discount', 'bulk-sell-merchant', 'bulk-sell-store', 'bulk-sell-delivery', 'bulk-move', 'bulk-print']) {
    await expect(page.getByTestId(id)).toBeDisabled();
  }
  // The product waiting for a discount decision cannot be ticked.
  await expect(card(page, 'p6').getByTestId('product-select')).toBeDisabled();
  await page.getByTestId('select-all').check();
  await expect(selected).toHaveText('Сонгосон: 3');
  await expect(page.getByTestId('bulk-move')).toBeEnabled();
  await expect(page.getByTestId('bulk-print')).toBeEnabled();
  // The sale and discount-request wizards are live (tests/e2e/selling.spec.ts and the discounts spec).
  for (const id of ['bulk-discount', 'bulk-sell-merchant', 'bulk-sell-store', 'bulk-sell-delivery']) {
    await expect(page.getByTestId(id)).toBeEnabled();
  }
  await card(page, 'p1').getByRole('checkbox', { name: /сонгох$/ }).uncheck();
  await expect(selected).toHaveText('Сонгосон: 2');
  await expect(page.getByTestId('select-all')).not.toBeChecked();
  await page.getByTestId('selection-clear').click();
  await expect(selected).toHaveText('Сонгосон: 0');
  await expect(page.getByTestId('bulk-move')).toBeDisabled();
  // The selection survives a new filter (a counter gathers products one search or scan at a time),
  // and the tray lists it.
  await card(page, 'p2').getByTestId('product-select').check();
  await expect(selected).toHaveText('Сонгосон: 1');
  await page.getByTestId('filter-size').selectOption(SIZE_A);
  await expect(selected).toHaveText('Сонгосон: 1');
  await expect(page.getByTestId('tray-item')).toHaveCount(1);
  await page.getByTestId('tray-remove').click();
  await expect(selected).toHaveText('Сонгосон: 0');

  // Card buttons of the Manager: details, edit, print, copy (to the add form with this product as template).
  const p2 = card(page, 'p2');
  for (const id of ['product-details', 'product-edit', 'product-print', 'product-copy']) await expect(p2.getByTestId(id)).toBeVisible();
  await expect(p2.getByTestId('product-refund')).toHaveCount(0);
  await p2.getByTestId('product-copy').click();
  await expect(page).toHaveURL(new RegExp(`/add-product/E2E%20${RUN}b%20%D0%B3%D1%83%D1%82%D0%B0%D0%BB/${SIZE_A}\\?from=${ids.p2}$`));
});

test('reception.city on /store/filterProducts sees only its own store, 8 per page', async ({ page }) => {
  await openAs(page, 'reception.city@demo.mn', '/store/filterProducts');
  await expect(cards(page).first()).toBeVisible();
  // Sellers get no location tabs: their scope is fixed.
  await expect(page.getByTestId('location-tabs')).toHaveCount(0);
  expect(await cards(page).count()).toBeLessThanOrEqual(8);
  for (const text of await page.getByTestId('product-location').allTextContents()) expect(text).toBe(`Дэлгүүр · ${SUKHBAATAR.name}`);

  await search(page, RUN);
  const mine = allKeys((s) => s.location.id === SUKHBAATAR.id && !s.isSold);
  expect(mine).toHaveLength(11);
  // The search has applied (this run's 8 newest are also the store's newest, so wait for the count).
  await expect(page.getByTestId('product-total')).toHaveText('Нийт: 11');
  // Newest first: page 1 holds the 8 newest of the 11.
  await expectShown(page, mine.slice(-8));
  await expect(page.getByTestId('page-number')).toHaveText('1-р хуудас');
  await expect(page.getByTestId('page-previous')).toBeDisabled();
  await page.getByTestId('page-next').click();
  await expectShown(page, mine.slice(0, 3));
  await expect(page.getByTestId('page-number')).toHaveText('2-р хуудас');
  await expect(page.getByTestId('page-next')).toBeDisabled();
  await page.getByTestId('page-previous').click();
  await expectShown(page, mine.slice(-8));
  // Another store's product is not found even by its barcode.
  await search(page, skus.p2);
  await expect(page.getByText('Бүтээгдэхүүн олдсонгүй')).toBeVisible();
  // The seller prints labels; no copy, edit or refund.
  await search(page, `${RUN}a`);
  await expectShown(page, ['p1']);
  await expect(card(page, 'p1').getByTestId('product-print')).toBeVisible();
  for (const id of ['product-copy', 'product-edit', 'product-refund']) await expect(card(page, 'p1').getByTestId(id)).toHaveCount(0);
});

test('reception.city has one product grid: /store/sold opens it, with the discount request and sell in store', async ({ page }) => {
  await openAs(page, 'reception.city@demo.mn', '/store/sold');
  // The second, near-identical grid is gone: the old address opens the seller's grid, 8 per page.
  await expect(page.getByTestId('store-filter-products-page')).toBeVisible();
  await expect(page.getByTestId('sidebar').locator('a.menu-link[aria-current=page]')).toHaveAttribute('href', '/store/filterProducts');
  await expect(page.getByTestId('sidebar').locator('a.menu-link[href="/store/sold"]')).toHaveCount(0);
  await search(page, RUN);
  await expect(page.getByTestId('product-total')).toHaveText('Нийт: 11');
  await expect(cards(page)).toHaveCount(8);
  await search(page, `${RUN}a`);
  await expectShown(page, ['p1']);
  await card(page, 'p1').getByTestId('product-select').check();
  await expect(page.getByTestId('bulk-discount')).toBeEnabled();
  await expect(page.getByTestId('bulk-sell-store')).toBeEnabled();
  await expect(page.getByTestId('bulk-print')).toBeEnabled();
  await expect(page.getByTestId('bulk-move')).toHaveCount(0);
});

test('callcentre on /call-centre/products sees only store-located products', async ({ page }) => {
  await openAs(page, 'callcentre@demo.mn', '/call-centre/products');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('location-tabs')).toHaveCount(0);
  for (const text of await page.getByTestId('product-location').allTextContents()) expect(text.startsWith('Дэлгүүр · ')).toBe(true);
  await search(page, RUN);
  await expectShown(page, allKeys((s) => s.location.type === 'store' && !s.isSold));
  // The warehouse product is not there, even by barcode.
  await search(page, skus.p3);
  await expect(page.getByText('Бүтээгдэхүүн олдсонгүй')).toBeVisible();
  await search(page, `${RUN}b`);
  await expectShown(page, ['p2']);
  await card(page, 'p2').getByTestId('product-select').check();
  await expect(page.getByTestId('bulk-sell-delivery')).toBeEnabled();
  await expect(page.getByTestId('bulk-discount')).toBeEnabled();
  await expect(card(page, 'p2').getByTestId('product-details')).toBeVisible();
});

test('/sold-products lists the sold product with a refund button', async ({ page }) => {
  await openAs(page, 'manager@demo.mn', '/sold-products');
  await expect(page.getByTestId('sold-products-page')).toBeVisible();
  await search(page, RUN);
  await expectShown(page, ['p5']);
  const p5 = card(page, 'p5');
  await expect(p5.getByTestId('product-refund')).toBeVisible();
  await expect(p5.getByTestId('product-details')).toBeVisible();
  await expect(p5.getByTestId('product-select')).toHaveCount(0);
  await expect(page.getByTestId('select-all')).toHaveCount(0);
});

test('/add-orders: unsold store products, loaded in chunks with "show more"', async ({ page }) => {
  await openAs(page, 'admin@demo.mn', '/add-orders');
  await expect(page.getByRole('heading', { name: 'Борлуулах' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  for (const text of await page.getByTestId('product-location').allTextContents()) expect(text.startsWith('Дэлгүүр · ')).toBe(true);
  await search(page, RUN);
  await expectShown(page, allKeys((s) => s.location.type === 'store' && !s.isSold));
  await expect(page.getByTestId('show-more')).toHaveCount(0);
  await expect(page.getByTestId('shown-count')).toHaveText('13 бараа харуулж байна');
  // Only the stores tab's select: a specific store.
  await page.getByTestId('location-select').selectOption(DARKHAN.id);
  await expectShown(page, ['p2']);
  await card(page, 'p2').getByTestId('product-select').check();
  await expect(page.getByTestId('bulk-sell-delivery')).toBeEnabled();
  await expect(page.getByTestId('bulk-discount')).toBeEnabled();
});
