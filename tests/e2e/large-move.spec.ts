// Moves of any size (docs/products.md, "Moves of any size"): 13 products (more than two of the
// protocol's chunks of 6) from a warehouse to a store in one move from the product grid: nothing moves
// until all of them do, each with its log entry. The 200-product move is proven by the rules layer
// (tests/rules/large-move.test.ts) and measured by `npm run bench`.
import { expect, test } from './support/test';
import { adminDb } from './support/admin';
import { LOCATIONS, productData, uniqueTag } from './support/products';
import { arrange, selectAllTagged } from './support/largeSelections';
import { signInAs } from './support/auth';
import { shot } from './support/shots';
import { resize } from './support/viewport';

test.describe.configure({ timeout: 300_000 });

test('a move of 13 products (more than two chunks of 6) from a warehouse to a store: all at once, each with its log entry', async ({ page }) => {
  const tag = uniqueTag('lv');
  const products = await arrange(tag, 13, LOCATIONS.central);
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(`[page] ${m.text()}`);
  });
  await resize(page, 1280, 800);
  await signInAs(page, 'manager@demo.mn');
  await selectAllTagged(page, tag, 13);
  await page.getByTestId('bulk-move').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('13 бүтээгдэхүүн сонгосон')).toBeVisible();
  await dialog.getByTestId('move-type-store').click();
  await dialog.getByRole('table', { name: 'Дэлгүүр' }).getByRole('button', { name: 'Дархан салбар сонгох' }).click();
  const started = Date.now();
  await dialog.getByTestId('move-confirm-ok').click();
  // The progress shows while the products go on their way (that nothing moves before the last write
  // is proven by tests/rules/large-move.test.ts).
  await expect(dialog.getByTestId('move-progress').or(dialog.getByTestId('move-step-done'))).toBeVisible();
  await expect(dialog.getByTestId('move-step-done')).toBeVisible({ timeout: 240_000 });
  console.log(`a 13-product move done in ${Date.now() - started} ms (clicked Move to done)`);
  await shot(page, 'large-move-13-done-1280');

  for (const p of products) {
    const data = await productData(p.id);
    expect(data).toMatchObject({ locationType: 'store', locationId: LOCATIONS.darkhan.locationId, locationName: LOCATIONS.darkhan.locationName });
    expect(data.isMovePending).toBeUndefined();
  }
  const moveId = String((await productData(products[0].id)).lastMoveLogId).split('-')[0];
  expect((await adminDb().collection('stockMoves').doc(moveId).get()).data()).toMatchObject({ status: 'done' });
  const logs = await adminDb().collection('productLocationChangeLogs').where('moveId', '==', moveId).get();
  expect(logs.size).toBe(13);
  expect(logs.docs[0].data()).toMatchObject({ prevLocationId: LOCATIONS.central.locationId, currentLocationId: LOCATIONS.darkhan.locationId });
});
