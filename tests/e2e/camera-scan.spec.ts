import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Request } from '@playwright/test';
import { expect, test } from './support/test';
import config from '../../playwright.config';
import { addProduct, LOCATIONS, randomSku } from './support/products';
import { adminDb } from './support/admin';
import { arrangeCountStore, expectFigures, startCount } from './support/stockCounts';
import { writeBarcodeY4m } from './support/y4m';
import { signInAs } from './support/auth';
import { shot } from './support/shots';
import { resize } from './support/viewport';

// Camera scanning (docs/products.md, "Scanning"): Chromium's fake camera plays a generated video
// of one of our CODE128 labels; the camera scan button reads it with the barcode-detector ponyfill,
// whose WebAssembly file comes from our own origin (nothing from a CDN).

// The label in the video: a code chosen when this file loads (the worker that runs the tests
// launches its browser with this very file).
const SKU = randomSku();
const VIDEO = join(tmpdir(), `camera-label-${process.pid}-${SKU}.y4m`);
writeBarcodeY4m(VIDEO, SKU);

const base = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...base,
    args: [...(base.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  },
  permissions: ['camera'],
});

/** Requests to anywhere but the app and the local emulators. */
function foreignRequests(requests: readonly Request[], appOrigin: string): string[] {
  return requests
    .map((r) => r.url())
    .filter((url) => {
      if (url.startsWith('data:') || url.startsWith('blob:')) return false;
      const { origin, hostname } = new URL(url);
      return origin !== appOrigin && hostname !== '127.0.0.1' && hostname !== 'localhost';
    });
}

test('the fake camera reads a label into a stock count; the reader is served from our origin', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  // No product may carry the video's code but ours.
  expect((await adminDb().collection('products').where('sku', '==', SKU).get()).empty).toBe(true);
  const a = await arrangeCountStore('cam');
  await addProduct(`Камерын пүүз ${SKU}`, { locationType: 'store', locationId: a.store.id, locationName: a.store.name }, [10, 120, 200], { sku: SKU });

  await resize(page, 1024, 768);
  await signInAs(page, 'manager@demo.mn');
  await startCount(page, a.store.name);
  await expectFigures(page, { expected: 4, found: 0 });

  await page.getByTestId('camera-scan').click();
  await expect(page.getByTestId('camera-last-read')).toContainText(SKU, { timeout: 60_000 });
  await shot(page, 'camera-scan-1024');
  await page.getByRole('dialog').getByRole('button', { name: 'Хаах' }).click();
  await expectFigures(page, { expected: 4, scanned: 1, found: 1, missing: 3, unknown: 0 });
  await expect(page.getByTestId('scan-feedback')).toHaveAttribute('data-kind', 'found');

  const appOrigin = new URL(baseURL ?? page.url()).origin;
  const wasm = requests.map((r) => r.url()).filter((url) => url.endsWith('.wasm'));
  expect(wasm.length).toBeGreaterThan(0);
  for (const url of wasm) expect(new URL(url).origin).toBe(appOrigin);
  expect(foreignRequests(requests, appOrigin)).toEqual([]);
});

test('the fake camera selects the product on /products (once the product screens scan)', async ({ page }) => {
  test.setTimeout(120_000);
  const sku = SKU;
  const existing = await adminDb().collection('products').where('sku', '==', sku).get();
  const product = existing.empty ? await addProduct(`Камерын пүүз ${sku}`, LOCATIONS.central, [10, 120, 200], { sku }) : { id: existing.docs[0].id };
  await resize(page, 1024, 768);
  await signInAs(page, 'manager@demo.mn');
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
  // The product screens' scan integration lands with the counter-sale work (issue 14, lead's part).
  test.skip((await page.getByTestId('camera-scan').count()) === 0, 'the product screens have no camera scan button yet');
  await page.getByTestId('camera-scan').first().click();
  await expect(page.locator(`[data-testid=product-card][data-product-id="${product.id}"]`).getByTestId('product-select')).toBeChecked({ timeout: 60_000 });
});
