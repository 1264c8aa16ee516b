import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoAccount } from './support/env';
import { signInAs, openLanding } from './support/auth';
import { shot } from './support/shots';
import { resize } from './support/viewport';

// /variants (colour, brand, category, source panels + sizes, widths, heights) and /delivery, as the
// Manager (the Product menu's role). Names are unique per run; seeded entries are never changed.
const MANAGER = demoAccount('Manager').email;

// Each test signs in (some twice) and walks a whole add/edit/delete flow with its alerts.
test.describe.configure({ timeout: 90_000 });
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function openAs(page: Page, path: string, language: 'mn' | 'en' = 'mn'): Promise<void> {
  await signInAs(page, MANAGER);
  await openLanding(page);
  if (language === 'en') await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  await page.goto(path);
  await expect(page.getByTestId('shell')).toBeVisible();
}

const panel = (page: Page, collection: string): Locator => page.getByTestId(`list-panel-${collection}`);

/** Shows up to 25 rows so a new entry is on the first page whatever its sort position. */
async function showMany(list: Locator, label = 'Хуудсанд:'): Promise<void> {
  await list.getByLabel(label).selectOption('25');
}

async function waitForAlertsGone(page: Page): Promise<void> {
  // An alert closes itself after 2 s (ALERT_TIMEOUT_MS); a page kept busy by a second browser's live
  // updates on two loaded cores once needed more than 5 s to run that timer and its fade.
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
}

async function confirmDelete(page: Page, list: Locator, name: string, yes = 'Тийм'): Promise<void> {
  await list.getByRole('button', { name: new RegExp(`^${name} (устгах|Delete)$`) }).or(
    list.getByRole('button', { name: `Delete ${name}` }),
  ).click();
  const popup = page.locator('.swal2-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: yes }).click();
  await waitForAlertsGone(page);
}

test.describe('/variants', () => {
  test('category panel: required message, add, duplicate, edit, delete with confirmation', async ({ page }) => {
    await openAs(page, '/variants');
    for (const title of ['Өнгө', 'Брэнд', 'Төрөл', 'Эх үүсвэр', 'Размер', 'Өргөн', 'Өндөр']) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    const list = panel(page, 'categories');
    await showMany(list);
    const dialog = page.getByRole('dialog');

    // Required: 'Name empty.' (mn: 'Нэр хоосон байна.'); nothing saved.
    await list.getByRole('button', { name: 'Нэмэх' }).click();
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(dialog.getByText('Нэр хоосон байна.')).toBeVisible();

    const name = `0 Төрөл ${stamp()}`;
    await dialog.getByLabel('Төрлийн нэр').fill(name);
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(dialog).toBeHidden();
    await waitForAlertsGone(page);
    await expect(list.getByRole('cell', { name, exact: true })).toBeVisible();

    // The same name in other letter case is refused; so is a seeded one.
    await list.getByRole('button', { name: 'Нэмэх' }).click();
    await dialog.getByLabel('Төрлийн нэр').fill(name.toUpperCase());
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(dialog.getByText('Энэ нэр жагсаалтад аль хэдийн байна.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Болих' }).click();
    await expect(dialog).toBeHidden();

    // Edit: the form starts from the entry; renaming shows at once.
    const renamed = `${name} засвар`;
    await list.getByRole('button', { name: `${name} засах` }).click();
    await expect(dialog.getByLabel('Төрлийн нэр')).toHaveValue(name);
    await dialog.getByLabel('Төрлийн нэр').fill('');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(dialog.getByText('Нэр хоосон байна.')).toBeVisible();
    await dialog.getByLabel('Төрлийн нэр').fill(renamed);
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(dialog).toBeHidden();
    await waitForAlertsGone(page);
    await expect(list.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

    // Delete asks first ('Устгах'); cancel keeps it, yes removes it.
    await list.getByRole('button', { name: `${renamed} устгах` }).click();
    const popup = page.locator('.swal2-popup');
    await expect(popup.getByText('Устгах', { exact: true })).toBeVisible();
    await popup.getByRole('button', { name: 'Болих' }).click();
    await waitForAlertsGone(page);
    await expect(list.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
    await confirmDelete(page, list, renamed);
    await expect(list.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
  });

  test('colour panel: required message, add with a colour code, edit, delete', async ({ page }) => {
    await openAs(page, '/variants');
    const list = panel(page, 'colors');
    await showMany(list);
    const dialog = page.getByRole('dialog');

    await list.getByRole('button', { name: 'Нэмэх' }).click();
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(dialog.getByText('Өнгөний нэр хоосон байна.')).toBeVisible();
    await dialog.getByLabel('Өнгөний код').fill('blue');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(dialog.getByText('Өнгийг #RRGGBB хэлбэрээр оруулна уу (жишээ нь #1976D2).')).toBeVisible();

    const name = `0 Өнгө ${stamp()}`;
    await dialog.getByLabel('Өнгөний нэр').fill(name);
    await dialog.getByLabel('Өнгөний код').fill('#00aaff');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(dialog).toBeHidden();
    await waitForAlertsGone(page);
    const row = list.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('#00AAFF');

    // A seeded colour name is a duplicate.
    await list.getByRole('button', { name: 'Нэмэх' }).click();
    await dialog.getByLabel('Өнгөний нэр').fill('хар');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(dialog.getByText('Энэ нэр жагсаалтад аль хэдийн байна.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Болих' }).click();

    await list.getByRole('button', { name: `${name} засах` }).click();
    await expect(dialog.getByLabel('Өнгөний код')).toHaveValue('#00AAFF');
    await dialog.getByLabel('Өнгөний код').fill('#112233');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(dialog).toBeHidden();
    await waitForAlertsGone(page);
    await expect(row).toContainText('#112233');

    await confirmDelete(page, list, name);
    await expect(list.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  // Every other panel's required message (mn and en) and a size that is not a number or already listed:
  // src/features/variants/components/ListItemDialog.test.tsx.

  test('tables show 5 rows by default; page sizes 5/20/25', async ({ page }) => {
    await openAs(page, '/variants');
    const list = panel(page, 'categories'); // 9 seeded categories
    const rows = list.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    const size = list.getByLabel('Хуудсанд:');
    await expect(size).toHaveValue('5');
    expect(await size.locator('option').allTextContents()).toEqual(['5', '20', '25']);
    await size.selectOption('20');
    expect(await rows.count()).toBeGreaterThanOrEqual(9);
    // Sizes are in numeric order (35 ... 45), not text order.
    const sizes = panel(page, 'sizes');
    await expect(sizes.locator('tbody tr').first()).toContainText('35');
  });

  test('a brand added in one browser shows up live in another', async ({ page, browser }) => {
    const other = await browser.newContext();
    const watcher = await other.newPage();
    try {
      await openAs(watcher, '/variants');
      await showMany(panel(watcher, 'brands'));
      await openAs(page, '/variants');
      const name = `0 Brand ${stamp()}`;
      const dialog = page.getByRole('dialog');
      await panel(page, 'brands').getByRole('button', { name: 'Нэмэх' }).click();
      await dialog.getByLabel('Брэндийн нэр').fill(name);
      await dialog.getByRole('button', { name: 'Хадгалах' }).click();
      await expect(dialog).toBeHidden();
      await expect(panel(watcher, 'brands').getByRole('cell', { name, exact: true })).toBeVisible();
      await waitForAlertsGone(page);
      await showMany(panel(page, 'brands'));
      await confirmDelete(page, panel(page, 'brands'), name);
      await expect(panel(watcher, 'brands').getByRole('cell', { name, exact: true })).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test('English texts, and screenshots at 1280 and 375 px', async ({ page }) => {
    await resize(page, 1280, 900);
    await openAs(page, '/variants', 'en');
    await expect(page.getByRole('heading', { name: 'Variants' })).toBeVisible();
    for (const title of ['Colours', 'Brands', 'Categories', 'Sources', 'Sizes', 'Widths', 'Heights']) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Product form choices' })).toBeVisible();
    const dialog = page.getByRole('dialog');
    await panel(page, 'categories').getByRole('button', { name: 'Add' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name empty.')).toBeVisible();
    await shot(page, 'variants-1280-en-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await panel(page, 'brands').getByRole('button', { name: 'Add' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Brand name empty.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await shot(page, 'variants-1280-en', true);

    // Phone: the panels stack, each as wide as the screen, nothing wider than the viewport.
    await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'mn'));
    await resize(page, 375, 800);
    await page.reload();
    const colours = panel(page, 'colors');
    const brands = panel(page, 'brands');
    await expect(colours).toBeVisible();
    const a = (await colours.boundingBox())!;
    const b = (await brands.boundingBox())!;
    expect(b.y).toBeGreaterThan(a.y + a.height - 1);
    expect(a.width).toBeGreaterThan(300);
    expect(a.x + a.width).toBeLessThanOrEqual(376);
    await expect(colours.getByRole('button', { name: 'Нэмэх' })).toBeInViewport();
    await shot(page, 'variants-375-mn', true);
  });
});

test.describe('/delivery', () => {
  test('add, both required messages, duplicate, edit, delete', async ({ page }) => {
    await openAs(page, '/delivery');
    await expect(page.getByRole('heading', { name: 'Хүргэлтийн цэг', exact: true })).toBeVisible();
    const list = panel(page, 'deliveryLocations');
    await expect(list.locator('tbody tr')).toHaveCount(5); // default 5 of the 9 seeded
    expect(await list.getByLabel('Хуудсанд:').locator('option').allTextContents()).toEqual(['5', '10', '25', '50']);
    await showMany(list);
    const form = page.getByTestId('deliveryLocations-add-form');

    await form.getByRole('button', { name: 'Нэмэх' }).click();
    await expect(form.getByText('Хүргэх цэг хоосон байна')).toBeVisible();
    await form.getByLabel('Хүргэх цэг').fill('баянзүрх');
    await form.getByRole('button', { name: 'Нэмэх' }).click();
    await expect(form.getByText('Энэ нэр жагсаалтад аль хэдийн байна.')).toBeVisible();

    const name = `0 Цэг ${stamp()}`;
    await form.getByLabel('Хүргэх цэг').fill(name);
    await form.getByRole('button', { name: 'Нэмэх' }).click();
    await waitForAlertsGone(page);
    await expect(list.getByRole('cell', { name, exact: true })).toBeVisible();
    await expect(form.getByLabel('Хүргэх цэг')).toHaveValue('');

    const dialog = page.getByRole('dialog');
    await list.getByRole('button', { name: `${name} засах` }).click();
    await dialog.getByLabel('Хүргэх цэг').fill('');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(dialog.getByText('Хүргэлтийн газар хоосон байна')).toBeVisible();
    const renamed = `${name} 2`;
    await dialog.getByLabel('Хүргэх цэг').fill(renamed);
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(dialog).toBeHidden();
    await waitForAlertsGone(page);
    await expect(list.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

    await confirmDelete(page, list, renamed);
    await expect(list.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
  });

  test('English messages; a change shows live in a second browser; phone screenshot', async ({ page, browser }) => {
    await resize(page, 1280, 900);
    await openAs(page, '/delivery', 'en');
    const form = page.getByTestId('deliveryLocations-add-form');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(form.getByText('Delivery place empty')).toBeVisible();
    const list = panel(page, 'deliveryLocations');
    await list.getByRole('button', { name: 'Edit Баянзүрх' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Delivery place').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Place of Delivery empty')).toBeVisible();
    await shot(page, 'delivery-1280-en-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const other = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const watcher = await other.newPage();
    try {
      await openAs(watcher, '/delivery');
      await showMany(panel(watcher, 'deliveryLocations'));
      const name = `0 Live ${stamp()}`;
      await form.getByLabel('Delivery place').fill(name);
      await form.getByRole('button', { name: 'Add' }).click();
      await expect(panel(watcher, 'deliveryLocations').getByRole('cell', { name, exact: true })).toBeVisible();
      await shot(watcher, 'delivery-375-mn', true);
      await waitForAlertsGone(page);
      await showMany(list, 'Per page:');
      await confirmDelete(page, list, name, 'Yes');
      await expect(panel(watcher, 'deliveryLocations').getByRole('cell', { name, exact: true })).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});
