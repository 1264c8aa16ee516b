// Many products at once for the end-to-end tests of sales and moves of any size: arranged with
// firebase-admin (as the add form writes them), and all selected on the manager's /products grid.
import { expect, type Page } from '@playwright/test';
import { addProduct, type Arranged, type ArrangedLocation } from './products';

/** `n` in-stock products named with `tag`, with codes no other product has. */
export async function arrange(tag: string, n: number, location: ArrangedLocation): Promise<Arranged[]> {
  const base = Number(`9${Date.now().toString().slice(-7)}`) * 100;
  const list: Arranged[] = [];
  // A few at a time: a loaded emulator times out on a burst of 60.
  for (let i = 0; i < n; i += 10) {
    const chunk = Array.from({ length: Math.min(10, n - i) }, (_, k) => i + k);
    list.push(...(await Promise.all(chunk.map((k) => addProduct(`Олон ${tag} ${String(k).padStart(2, '0')}`, location, [(40 + k * 3) % 256, 90, 160], { sku: String(base + k) })))));
  }
  return list;
}

/** The manager's /products grid showing exactly the tagged products, all selected (pages of 52). */
export async function selectAllTagged(page: Page, tag: string, n: number): Promise<void> {
  await page.goto('/products');
  await page.getByTestId('product-search').fill(tag);
  await expect(page.getByTestId('product-total')).toContainText(String(n), { timeout: 30_000 });
  // The grid's pages hold 52 (ProductsPage); each page's cards are all there before it is selected.
  for (let left = n; ; left -= 52) {
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(52, left), { timeout: 20_000 });
    await page.getByTestId('select-all').check();
    const next = page.getByTestId('page-next');
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    const first = await page.getByTestId('product-card').first().getAttribute('data-product-id');
    await next.click();
    await expect(page.getByTestId('product-card').first()).not.toHaveAttribute('data-product-id', first ?? '');
  }
  await expect(page.getByTestId('product-selected')).toContainText(String(n));
}

