import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { shot } from './support/shots';
import { resize } from './support/viewport';

// A production build made without the Firebase settings (as from a checkout with no .env.local):
// its own `vite build` with every VITE_FIREBASE_* empty (set values win over .env files), served by
// `vite preview` on a free port. A build takes a few seconds.
const VITE = join(process.cwd(), 'node_modules/vite/bin/vite.js');
const REQUIRED = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_STORAGE_BUCKET', 'VITE_FIREBASE_APP_ID'];

let outDir = '';
let preview: ChildProcess | null = null;
let baseURL = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite ${args[0]} failed (${code}): ${stderr.slice(-2000)}`))));
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  outDir = mkdtempSync(join(tmpdir(), 'backoffice-nofirebase-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];
  for (const key of [...REQUIRED, 'VITE_FIREBASE_MESSAGING_SENDER_ID']) env[key] = '';
  await run(['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], env);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  preview = spawn(process.execPath, [VITE, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], { env, stdio: 'ignore' });
  await expect
    .poll(async () => fetch(baseURL).then((r) => r.status, () => 0), { timeout: 30_000 })
    .toBe(200);
});

test.afterAll(() => {
  preview?.kill('SIGTERM');
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test('a build without the Firebase settings names them and where they go, in Mongolian and English', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseURL}/login`);
  const message = page.getByTestId('missing-settings');
  await expect(message).toBeVisible();
  await expect(page.getByTestId('boot-signin')).toHaveCount(0);
  await expect(message.getByRole('heading', { level: 1 })).toHaveText('Firebase тохиргоо дутуу байна');
  await expect(message.getByRole('heading', { level: 2 })).toHaveText('Firebase settings are missing');
  for (const language of ['mn', 'en']) {
    await expect(page.getByTestId(`missing-settings-list-${language}`).locator('li')).toHaveText(REQUIRED);
  }
  await expect(message).toContainText('.env.local');
  await expect(message).toContainText('build environment');
  await expect(message).toContainText('README');
  expect(errors).toEqual([]);
  await shot(page, 'missing-settings-mn', true);
});

test('the chosen language comes first, on a phone too', async ({ page }) => {
  await resize(page, 375, 800);
  await page.addInitScript(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  await page.goto(`${baseURL}/products`);
  const message = page.getByTestId('missing-settings');
  await expect(message.getByRole('heading', { level: 1 })).toHaveText('Firebase settings are missing');
  await expect(page).toHaveTitle('Firebase settings are missing');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await shot(page, 'missing-settings-en-375', true);
});
