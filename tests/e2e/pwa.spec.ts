import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eEnv } from './support/env';
import { signIn } from './helpers';
import { shot } from './support/shots';

// The installable app (docs/offline.md): the web app manifest and its icons, the service worker
// that precaches the built shell, and an offline start to that shell. The stack serves the
// production build on 127.0.0.1, a secure context, so the worker registers as it would in use.

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the service worker is active (its install precached the shell) and returns its scope. */
async function activeWorker(page: Page): Promise<{ scope: string; state: string | null }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    // `ready` has an active worker, which may still be finishing its activation.
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
    return { scope: registration.scope, state: registration.active?.state ?? null };
  });
}

test('the manifest is valid: name, Mongolian, standalone from /, icons of 192 and 512 px (and a maskable one) that load', async ({ page, request }) => {
  await page.goto('/login');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', '/manifest.webmanifest');

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/manifest\+json|application\/json/);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest.name).toEqual(expect.stringContaining('Back-office'));
  expect(manifest.short_name).toBe('Back-office');
  expect(manifest).toMatchObject({ lang: 'mn', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const sizes = manifest.icons.map((i) => i.sizes);
  expect(sizes).toContain('192x192');
  expect(sizes).toContain('512x512');
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const [w, h] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body()), icon.src).toEqual({ width: w, height: h });
  }
});

test('the service worker becomes active and controls the app after a reload; it caches nothing of Firestore or Auth, and of Storage only the pictures shown', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel(/И-мэйл|Email/)).toBeVisible();
  const worker = await activeWorker(page);
  expect(worker.scope).toBe(`${new URL(e2eEnv.baseURL).origin}/`);
  expect(worker.state).toBe('activated');

  await page.reload();
  await expect(page.getByLabel(/И-мэйл|Email/)).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');

  // Sign in (through the form: the page is the service worker's, which a restored session's
  // navigation would have to pass) and open a screen: Firestore and Auth talk to the emulators meanwhile.
  await signIn(page, 'manager@demo.mn');
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
  // The large specs run first and leave hundreds of products with inline pictures at the top of the
  // grid: the seeded shoes, whose pictures are in Storage, are found by name.
  await page.getByTestId('product-search').fill('Nike');
  await expect(page.getByTestId('product-card').first()).toContainText('Nike', { timeout: 20_000 });
  const cacheEntries = () =>
    page.evaluate(async () => {
      const found: { cache: string; url: string }[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) found.push({ cache: name, url: request.url });
      }
      return found;
    });
  // Pictures are kept in their own cache: Storage downloads (alt=media) of the cards shown.
  await expect.poll(async () => (await cacheEntries()).filter((e) => e.cache === 'storage-pictures').length, { timeout: 20_000 }).toBeGreaterThan(0);
  const entries = await cacheEntries();
  const pictures = entries.filter((e) => e.cache === 'storage-pictures').map((e) => e.url);
  for (const url of pictures) {
    expect(url).toContain(e2eEnv.storageEmulatorHost);
    expect(url).toMatch(/\/v0\/b\/[^/]+\/o\/[^/?]+\?(.*&)?alt=media/);
  }
  const cached = entries.filter((e) => e.cache !== 'storage-pictures').map((e) => e.url);
  // The precached shell: the page, its scripts and styles, all from the app's own origin.
  const origin = new URL(e2eEnv.baseURL).origin;
  expect(cached.some((u) => u.startsWith(`${origin}/index.html`))).toBe(true);
  expect(cached.filter((u) => /\/assets\/.*\.js(\?|$)/.test(u)).length).toBeGreaterThan(20);
  expect(cached.filter((u) => !u.startsWith(`${origin}/`))).toEqual([]);
  for (const host of [e2eEnv.firestoreEmulatorHost, e2eEnv.authEmulatorHost, e2eEnv.storageEmulatorHost]) {
    expect(cached.filter((u) => u.includes(host))).toEqual([]);
  }
  for (const host of [e2eEnv.firestoreEmulatorHost, e2eEnv.authEmulatorHost]) {
    expect(pictures.filter((u) => u.includes(host))).toEqual([]);
  }
});

test('with the network cut the app starts offline to its cached shell: /login and any route, not the browser\'s offline page', async ({ page, context }) => {
  await page.goto('/login');
  await activeWorker(page);

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByLabel(/И-мэйл|Email/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Нэвтрэх|Log In/ })).toBeVisible();

  // A deep link opened offline gets the app too (the cached index.html), which routes a signed-out
  // visitor to /login.
  const deep = await page.goto('/delivery-orders');
  expect(deep?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/И-мэйл|Email/)).toBeVisible();

  await context.setOffline(false);
});

test('a new version waits and asks: Later keeps the running one, Reload switches to it', async ({ page }) => {
  // scripts/test.mjs names the served build; another version is published there by changing sw.js.
  const appDir = process.env.E2E_APP_DIR;
  test.skip(!appDir, 'needs the build directory of the test stack (npm test sets E2E_APP_DIR)');
  const swFile = join(appDir ?? '', 'sw.js');
  const original = readFileSync(swFile, 'utf8');
  try {
    await page.goto('/login');
    await activeWorker(page);
    // Controlled by the worker (a page loaded before it was active is not).
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const prompt = page.getByTestId('pwa-update');
    await expect(prompt).toHaveCount(0);

    writeFileSync(swFile, `${original}\n// e2e: a new version ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt).toContainText('Аппын шинэ хувилбар бэлэн боллоо.');
    await shot(page, 'pwa-update-prompt');

    // Later: the prompt goes, the new version keeps waiting, nothing reloads.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await prompt.getByRole('button', { name: 'Дараа' }).click();
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The next visit asks again; Reload activates the new version and reloads into it.
    await page.reload();
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), prompt.getByRole('button', { name: 'Дахин ачаалах' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded ?? false)).toBe(false);
    await expect(prompt).toHaveCount(0);
    await expect(page.getByLabel(/И-мэйл|Email/)).toBeVisible();
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).waiting === null)).toBe(true);
  } finally {
    writeFileSync(swFile, original);
  }
});
