import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount, uniqueEmail, writeProfile } from './emulator';
import { signIn } from './helpers';
import { png } from './support/png';
import { addProduct, LOCATIONS, uniqueTag } from './support/products';
import { uploadPng } from './support/storage';
import { signInAs, openLanding } from './support/auth';
import { shot } from './support/shots';

// The last view (docs/performance.md): a screen people open first thing keeps a copy of itself once
// it shows its data; the next start paints that copy from index.html before the app and Firebase have
// loaded, inert, and the app replaces it once the real screen has its data, or leaves it for wherever
// it goes instead. The copy belongs to the session: signing out, or a refused account, deletes it.

const kept = (page: Page) => page.evaluate(() => localStorage.getItem('lastView'));

/** Holds the app's start chunk back until `release()`: what shows meanwhile is index.html's alone. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const screen of [
  { name: 'the store product grid on a tablet', email: 'reception.city@demo.mn', path: '/store/filterProducts', viewport: { width: 1024, height: 768 }, item: 'product-card', copyItem: 'article.product-card' },
  { name: 'the courier’s deliveries on a phone', email: 'courier@demo.mn', path: '/delivery-orders', viewport: { width: 375, height: 812 }, item: 'delivery-card', copyItem: 'article.card' },
]) {
  test(`${screen.name}: reopened, it paints its last view before the app loads, then the app takes over`, async ({ page }) => {
    await page.setViewportSize(screen.viewport);
    await signInAs(page, screen.email);
    await page.goto(screen.path);
    const first = page.getByTestId(screen.item).first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => kept(page), { timeout: 10_000 }).not.toBeNull();
    const firstText = (await first.innerText()).split('\n')[0];

    const release = await holdTheApp(page);
    await page.reload();
    const copy = page.locator('#last-view');
    // The copy is painted while the app's code is still held back: the same screen, its data, inert.
    await expect(copy).toBeVisible();
    await expect(copy).toHaveAttribute('inert', '');
    await expect(copy.locator(screen.copyItem).first()).toContainText(firstText);
    await expect(page.locator('#root')).toBeHidden();
    // Nothing of it answers to the page's ids or the tests' ids.
    expect(await copy.locator('[id], [data-testid]').count()).toBe(0);
    await shot(page, 'last-view-copy');

    release();
    await expect(copy).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId(screen.item).first()).toBeVisible();
    await expect(page.getByTestId(screen.item).first()).toContainText(firstText);
    if (screen.item === 'product-card') await expect(page.getByTestId('product-search')).toBeFocused();

    // Signing out deletes it with the session record.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await kept(page)).toBeNull();
    await page.goto(screen.path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('#last-view')).toHaveCount(0);
  });
}

test('an account refused at the next start sees its last view give way to the sign-in page, and the copy is deleted', async ({ page, context }) => {
  const email = uniqueEmail('last-view-refused');
  const profile = { firstName: 'Түр', lastName: 'Ажилтан', role: 'Manager', userType: 'staff', isActive: true };
  const uid = await createAccount(email, 'secret-123', profile);
  await signIn(page, email, 'secret-123');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => kept(page), { timeout: 10_000 }).not.toBeNull();
  await page.close();

  await writeProfile(uid, { id: uid, email, ...profile, isActive: false });
  const next = await context.newPage();
  const release = await holdTheApp(next);
  await next.goto('/products');
  await expect(next.locator('#last-view')).toBeVisible();
  release();
  await expect(next).toHaveURL(/\/login$/);
  await expect(next.getByTestId('login-notice')).toContainText('идэвхгүй');
  await expect(next.locator('#last-view')).toHaveCount(0);
  await expect(next.locator('#root')).toBeVisible();
  expect(await kept(next)).toBeNull();
});

// The first day on a device (docs/offline.md, "Pictures"): the service worker is registered after
// the first page has loaded and installs while the grid already shows, so nothing that page showed
// passed through it. The copy kept that day must still draw its pictures at an offline start, and a
// picture that cannot load must show the no-picture placeholder, never a broken image.
test.describe('the first day on a device', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 1024, height: 768 } });

  /** What index.html shows of the copy's pictures: each src and whether it is drawn. */
  const copyPictures = (page: Page) =>
    page.locator('#last-view img').evaluateAll((imgs) => imgs.map((img) => ({ src: img.getAttribute('src'), drawn: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0 })));
  /** Picture boxes of the copy that show the placeholder (no picture drawn over it). */
  const copyPlaceholders = (page: Page) => page.locator('#last-view .product-card-picture').evaluateAll((boxes) => boxes.filter((box) => !box.querySelector('img')).length);

  test('offline the next start, the copy kept on the first visit draws its pictures; one not kept shows the placeholder, in the copy and in the app', async ({ page, context }) => {
    test.setTimeout(120_000);
    // Two products on top of the seller's grid with pictures in Storage (the worker keeps only those;
    // other tests' products carry data: pictures).
    const tag = uniqueTag('lvpic');
    const uploaded: string[] = [];
    for (const [i, colour] of ([[30, 160, 90], [170, 40, 120]] as [number, number, number][]).entries()) {
      const url = await uploadPng(`products/e2e-${tag}-${i + 1}.png`, png(colour));
      uploaded.push(url);
      await addProduct(`Зурагтай пүүз ${tag} ${i + 1}`, LOCATIONS.sukhbaatar, colour, { pics: [{ picName: 'e2e.png', picUrl: url }] });
    }
    // The device's first visit: one page load, never reloaded (a counter tablet's tab stays open).
    await signInAs(page, 'reception.city@demo.mn');
    await openLanding(page);
    await expect(page).toHaveURL(/\/store\/filterProducts$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => kept(page), { timeout: 15_000 }).not.toBeNull();
    const keptCopy = await page.evaluate(() => {
      const doc = new DOMParser().parseFromString(JSON.parse(localStorage.getItem('lastView')!).html as string, 'text/html');
      return {
        pictures: [...new Set([...doc.querySelectorAll('img')].map((img) => img.getAttribute('src')!))].filter((src) => src.includes('/v0/b/')),
        placeholders: [...doc.querySelectorAll('.product-card-picture')].filter((box) => !box.querySelector('img')).length,
      };
    });
    expect(keptCopy.pictures).toEqual(expect.arrayContaining(uploaded));
    const inCache = () =>
      page.evaluate(async (urls) => {
        const cache = await caches.open('storage-pictures');
        return (await Promise.all(urls.map((url) => cache.match(url)))).filter(Boolean).length;
      }, keptCopy.pictures);
    // Kept during this very visit, although they showed before the worker existed; and the worker
    // has taken this page over, so what it shows from now on passes through it.
    await expect.poll(inCache, { timeout: 30_000 }).toBe(keptCopy.pictures.length);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);

    // One picture could not be kept (a bucket without CORS, a full storage).
    const missing = uploaded[0];
    await page.evaluate(async (url) => void (await (await caches.open('storage-pictures')).delete(url)), missing);

    // The next start, offline, with the app's code held back once the copy has painted (index.html's
    // signal to src/main.tsx is kept waiting).
    await page.addInitScript(() => {
      const w = window as unknown as { releaseApp: () => void; copyPainted: Promise<void>; lastViewPainted?: Promise<void> };
      const gate = new Promise<void>((resolve) => (w.releaseApp = resolve));
      let held: Promise<void> | undefined;
      Object.defineProperty(window, 'lastViewPainted', {
        configurable: true,
        get: () => held,
        set: (painted: Promise<void>) => {
          w.copyPainted = painted;
          held = painted.then(() => gate);
        },
      });
    });
    await context.setOffline(true);
    await page.reload();
    const copy = page.locator('#last-view');
    await expect(copy).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => (window as unknown as { copyPainted: Promise<void> }).copyPainted);
    // Every picture left in the copy is drawn (from the picture cache); the one not kept was taken
    // away, its box showing the no-picture placeholder.
    const shown = await copyPictures(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((p) => !p.drawn)).toEqual([]);
    expect(shown.map((p) => p.src)).not.toContain(missing);
    expect(await copyPlaceholders(page)).toBeGreaterThan(keptCopy.placeholders);
    await expect(copy.getByText('Зураггүй').first()).toBeVisible();
    await shot(page, 'last-view-offline-first-day');

    // The app takes over offline (Firestore's cache): the same, a placeholder instead of the picture
    // it cannot load.
    await page.evaluate(() => (window as unknown as { releaseApp: () => void }).releaseApp());
    await expect(copy).toHaveCount(0, { timeout: 20_000 });
    const failed = page.getByTestId('product-card').filter({ has: page.locator('[data-picture-placeholder]:not([aria-hidden])') });
    await expect(failed.first()).toBeVisible({ timeout: 20_000 });
    await expect(failed.first().getByTestId('product-picture')).toContainText('Зураггүй');
    await expect(page.locator(`[data-testid=product-card] img[src="${missing}"]`)).toHaveCount(0);
    await shot(page, 'last-view-offline-first-day-app');
    await context.setOffline(false);
  });
});
