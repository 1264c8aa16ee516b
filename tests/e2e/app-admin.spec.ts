// /app-admin: the customer app's banner and onboarding slides, as manager@demo.mn, against
// the seeded stack (appConfigs/banner, appConfigs/intros, pictures in configs/app and configs/intros).
// The specs share one stack: the seeded banner and slides are put back at the end.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminDb } from './support/admin';
import { e2eEnv } from './support/env';
import { png } from './support/png';
import { folderFiles, uploadPng } from './support/storage';
import { signInAs } from './support/auth';
import { shot } from './support/shots';
import { resize } from './support/viewport';

const BUCKET = `${e2eEnv.projectId}.appspot.com`;

interface BannerDoc {
  picName: string | null;
  picUrl: string | null;
}
interface SlideDoc {
  title: string;
  body: string;
  picName: string | null;
  picUrl: string | null;
}

const bannerRef = () => adminDb().collection('appConfigs').doc('banner');
const introsRef = () => adminDb().collection('appConfigs').doc('intros');
const bannerDoc = async () => ((await bannerRef().get()).data() ?? { picName: null, picUrl: null }) as BannerDoc;
const slidesDoc = async () => (((await introsRef().get()).data()?.intros ?? []) as SlideDoc[]);

async function deleteFile(path: string): Promise<void> {
  await fetch(`http://${e2eEnv.storageEmulatorHost}/v0/b/${encodeURIComponent(BUCKET)}/o/${encodeURIComponent(path)}`, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
}

/** Waits for the success alert with its text and for it to close (it covers the page for 2 s). */
async function expectSuccess(page: Page, text = 'Амжилттай хадгалагдлаа'): Promise<void> {
  await expect(page.locator('.swal2-icon-success')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.swal2-html-container')).toHaveText(text);
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
}

async function openAsManager(page: Page): Promise<void> {
  await signInAs(page, 'manager@demo.mn');
  await page.goto('/app-admin');
  await expect(page.getByRole('heading', { name: 'Аппликейшн тохиргоо', level: 1 })).toBeVisible();
  await expect(page.getByTestId('intros-count')).toBeVisible();
}

const cards = (page: Page) => page.getByTestId('slide-card');
const titles = (page: Page) => cards(page).locator('input[id$="-title"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

// What the seed left, put back at the end.
let seededBanner: (BannerDoc & { bytes: Buffer | null }) | null = null;
let seededSlides: SlideDoc[] | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const banner = await bannerDoc();
  const bytes = banner.picUrl ? Buffer.from(await (await fetch(banner.picUrl)).arrayBuffer()) : null;
  seededBanner = { ...banner, bytes };
  seededSlides = await slidesDoc();
});

test.afterAll(async () => {
  if (seededBanner) {
    let picUrl: string | null = null;
    if (seededBanner.picName && seededBanner.bytes) picUrl = await uploadPng(`configs/app/${seededBanner.picName}`, seededBanner.bytes);
    await bannerRef().set({ picName: picUrl ? seededBanner.picName : null, picUrl, updatedAt: new Date() });
    for (const path of await folderFiles('configs/app')) if (path !== `configs/app/${seededBanner.picName}`) await deleteFile(path);
  }
  if (seededSlides) await introsRef().set({ intros: seededSlides, updatedAt: new Date() });
});

test('a missing banner document is created with no picture and the server time', async ({ page }) => {
  await bannerRef().delete();
  await openAsManager(page);
  await expect(page.getByTestId('banner-placeholder')).toBeVisible();
  await expect(page.getByTestId('banner-placeholder')).toContainText('Баннер зураг оруулаагүй байна');
  await expect.poll(async () => (await bannerRef().get()).exists).toBe(true);
  const created = (await bannerRef().get()).data()!;
  expect(Object.keys(created).sort()).toEqual(['picName', 'picUrl', 'updatedAt']);
  expect(created).toMatchObject({ picName: null, picUrl: null });
  expect(Math.abs(created.updatedAt.toMillis() - Date.now())).toBeLessThan(60_000);
  await expect(page.getByTestId('banner-updated')).toContainText('Шинэчилсэн: ');
  await shot(page, 'app-admin-empty-banner-1280-mn', true);
  // Back to the seeded banner for the next test (afterAll puts it back for good).
  if (seededBanner?.picName && seededBanner.bytes) {
    const picUrl = await uploadPng(`configs/app/${seededBanner.picName}`, seededBanner.bytes);
    await bannerRef().set({ picName: seededBanner.picName, picUrl, updatedAt: new Date() });
  }
});

test('banner: save without a picture says so and writes nothing; a new picture replaces the old file', async ({ page }) => {
  test.setTimeout(120_000);
  await openAsManager(page);
  const section = page.getByTestId('banner-section');
  const before = await bannerDoc();
  if (before.picUrl) {
    const img = section.getByTestId('banner-picture');
    await expect(img).toHaveAttribute('src', before.picUrl);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  } else {
    await expect(section.getByTestId('banner-placeholder')).toBeVisible();
  }
  await shot(page, 'app-admin-1280-mn', true);

  // No picture chosen: the missing-picture message, nothing written.
  const updatedBefore = (await bannerRef().get()).updateTime?.toMillis();
  await section.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(section.getByText('Баннер зураг оруулна уу')).toBeVisible();
  await page.waitForTimeout(500);
  expect((await bannerRef().get()).updateTime?.toMillis()).toBe(updatedBefore);

  // A non-image is refused by the picker.
  const input = section.locator('input[type=file]').first();
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(section.getByText('“notes.txt” зураг биш байна. Зөвхөн зураг оруулна уу.')).toBeVisible();

  await input.setInputFiles({ name: 'e2e-banner.png', mimeType: 'image/png', buffer: png([20, 120, 200]) });
  await expect(section.getByText('Баннер зураг оруулна уу')).toHaveCount(0);
  await section.getByTestId('banner-save').click();
  await expectSuccess(page);

  // The document has the new picture, the folder holds only the new file, the page shows it.
  await expect.poll(async () => (await bannerDoc()).picName).toMatch(/-e2e-banner\.png$/);
  const after = await bannerDoc();
  expect(after.picUrl).toContain(encodeURIComponent(`configs/app/${after.picName}`));
  await expect.poll(() => folderFiles('configs/app')).toEqual([`configs/app/${after.picName}`]);
  if (before.picName) expect(await folderFiles('configs/app')).not.toContain(`configs/app/${before.picName}`);
  const img = section.getByTestId('banner-picture');
  await expect(img).toHaveAttribute('src', after.picUrl!);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(section.getByTestId('banner-updated')).toContainText('Шинэчилсэн: ');
});

test('slides: add with a picture, move up, save, reload keeps the order; remove deletes its file', async ({ page }) => {
  test.setTimeout(180_000);
  await openAsManager(page);
  const saved = await slidesDoc();
  const n = saved.length;
  expect(n).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(n);
  expect(await titles(page)).toEqual(saved.map((s) => s.title));

  // A new slide. An empty one's message per missing field, nothing saved:
  // src/features/appConfig/components/AppConfigSections.test.tsx.
  await page.getByRole('button', { name: 'Слайд нэмэх' }).click();
  await expect(page.getByTestId('intros-unsaved')).toHaveText('Хадгалаагүй өөрчлөлт');
  const fresh = cards(page).nth(n);

  // Fill it in, move it up one place, save.
  const title = `E2E слайд ${Date.now()}`;
  await fresh.getByLabel('Гарчиг').fill(title);
  await fresh.getByLabel('Тайлбар').fill('Шинэ улирлын гутал ирлээ.');
  await fresh.locator('input[type=file]').first().setInputFiles({ name: 'e2e-slide.png', mimeType: 'image/png', buffer: png([200, 60, 40]) });
  await page.getByRole('button', { name: `${n + 1}-р слайдыг дээш зөөх` }).click();
  const expectedTitles = [...saved.slice(0, n - 1).map((s) => s.title), title, saved[n - 1].title];
  expect(await titles(page)).toEqual(expectedTitles);
  await page.getByTestId('intros-save').click();
  await expectSuccess(page);
  await expect(page.getByTestId('intros-unsaved')).toHaveCount(0);

  await expect.poll(async () => (await slidesDoc()).map((s) => s.title)).toEqual(expectedTitles);
  const added = (await slidesDoc())[n - 1];
  expect(added.picName).toMatch(/-e2e-slide\.png$/);
  expect(await folderFiles('configs/intros')).toContain(`configs/intros/${added.picName}`);

  // After a reload the order is the stored one and the new picture shows.
  await page.reload();
  await expect(cards(page)).toHaveCount(n + 1);
  expect(await titles(page)).toEqual(expectedTitles);
  const thumb = cards(page).nth(n - 1).locator('img');
  await expect(thumb).toHaveAttribute('src', added.picUrl!);
  await expect.poll(() => thumb.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  // Remove it and save: the list is back and its file is gone; the other slides' files stay.
  await page.getByRole('button', { name: `${n}-р слайдыг устгах` }).click();
  await page.getByTestId('intros-save').click();
  await expectSuccess(page);
  await expect.poll(async () => (await slidesDoc()).map((s) => s.title)).toEqual(saved.map((s) => s.title));
  await expect.poll(() => folderFiles('configs/intros')).not.toContain(`configs/intros/${added.picName}`);
  const files = await folderFiles('configs/intros');
  for (const s of saved) if (s.picName) expect(files).toContain(`configs/intros/${s.picName}`);

  // Discard brings back the stored list.
  await page.getByRole('button', { name: '1-р слайдыг доош зөөх' }).click();
  await expect(page.getByTestId('intros-unsaved')).toBeVisible();
  await page.getByTestId('intros-discard').click();
  expect(await titles(page)).toEqual(saved.map((s) => s.title));
});

test('screens at 375 px and in English', async ({ page }) => {
  test.setTimeout(90_000);
  await resize(page, 375, 800);
  await openAsManager(page);
  const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSideScroll()).toBe(true);
  await shot(page, 'app-admin-375-mn', true);

  await page.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'App configuration', level: 1 })).toBeVisible();
  await expect(page.getByTestId('intros-count')).toBeVisible();
  await page.getByTestId('banner-save').click();
  await expect(page.getByText('Please add a banner picture')).toBeVisible();
  expect(await noSideScroll()).toBe(true);
  await shot(page, 'app-admin-375-en', true);
  await resize(page, 1280, 800);
  await shot(page, 'app-admin-1280-en', true);
});
