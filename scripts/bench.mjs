// `npm run bench`: measures the performance budgets of docs/local-stack.md on a 20,000-product
// catalogue and prints them with PASS/FAIL; exits non-zero when a budget fails.
//
//   1. Firestore document reads of the product list's first page (manager@demo.mn on /products):
//      window.__firestoreReadsByTag.products once the first card and the total have rendered
//      (budget 60), and all reads of the page for information.
//   2. Time from navigation to the first product card, median of 3 runs, each in a fresh page
//      after sign-in (no budget: reported).
//   3. Gzipped JavaScript of the sign-in route (/login in a fresh context; sum of gzip -9 of every
//      .js response body), budget 200 KB (200,000 bytes).
//   4. Reports (admin@demo.mn): the time from Search to the complete table, and the document reads
//      (window.__firestoreReadsByTag.reports), of a year (the last 365 days) of done delivery orders
//      on /report/delivery-reports and of sales on /report/sales-report, over the demo data's year
//      of orders (no budget: reported).
//
// It starts its own test stack (emulators, demo seed, production build served by `vite preview`) on
// the test ports shifted by TEST_PORT_OFFSET, so it runs beside `npm start`, adds the scale
// catalogue (scripts/seed-scale.mjs) and stops everything at the end, on failure and on Ctrl-C.
// Results: bench-results/bench.json.
/* global window, document -- the page.evaluate / waitForFunction callbacks run in the browser */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, startStack } from './lib/stack.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed-data.mjs';
import { seedScale } from './seed-scale.mjs';

const CHROMIUM = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium';
// Same as playwright.config.ts (launchOptions.args, locale, timezone, viewport).
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
const CONTEXT_OPTIONS = { locale: 'mn-MN', timezoneId: 'Asia/Ulaanbaatar', viewport: { width: 1366, height: 800 } };

const BUDGETS = { productListReads: 60, signInJsGzipBytes: 200_000 };
const RUNS = 3;
const CARD = '[data-testid="product-card"]';
const TOTAL = '[data-testid="product-total"]';
const RESULTS_DIR = join(ROOT, 'bench-results');

let stackStarting = null;
let browser = null;
let stopping = false;
const startup = new AbortController();

async function cleanUp() {
  // Aborting a start-up makes startStack stop what it started, then reject: wait for that, or the
  // emulators would outlive us.
  startup.abort();
  if (browser) await browser.close().catch(() => {});
  browser = null;
  const stack = await stackStarting?.catch(() => null);
  stackStarting = null;
  if (stack) await stack.stop().catch((err) => console.error(`Stopping the stack failed: ${err.message}`));
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the bench stack ...`);
    cleanUp().finally(() => process.exit(130));
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

/** Polls `read` until its value has stayed the same for `quietMs` (at most `maxMs`). */
async function settle(read, { quietMs = 1500, maxMs = 8000, stepMs = 250 } = {}) {
  const started = Date.now();
  let value = await read();
  let since = Date.now();
  while (Date.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, stepMs));
    const next = await read();
    if (JSON.stringify(next) !== JSON.stringify(value)) {
      value = next;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) break;
  }
  return value;
}

async function signIn(page, email) {
  await page.goto('/login');
  await page.getByLabel(/И-мэйл|Email/).fill(email);
  await page.getByLabel(/Нууц үг|Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /Нэвтрэх|Log In/ }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
  await page.getByTestId('shell').waitFor({ state: 'visible', timeout: 30_000 });
}

/** One run on /products in a fresh page of the signed-in context. */
async function productListRun(context, screenshot = null) {
  const page = await context.newPage();
  try {
    const started = Date.now();
    await page.goto('/products');
    await page.locator(CARD).first().waitFor({ state: 'visible', timeout: 60_000 });
    const firstCardMs = Date.now() - started;
    // The total renders once the count query has answered: wait for a digit in it.
    await page.waitForFunction(
      (selector) => /\d/.test(document.querySelector(selector)?.textContent ?? ''),
      TOTAL,
      { timeout: 30_000 },
    );
    const reads = await settle(() =>
      page.evaluate(() => ({ products: window.__firestoreReadsByTag?.products ?? 0, all: window.__firestoreReads ?? 0 })),
    );
    const cards = await page.locator(CARD).count();
    const total = (await page.locator(TOTAL).first().textContent())?.trim() ?? '';
    if (screenshot) await page.screenshot({ path: screenshot });
    return { firstCardMs, reads, cards, total };
  } finally {
    await page.close();
  }
}

/** The last 365 days up to today in Ulaanbaatar (the browser's time zone), as the date inputs take them. */
function lastYearDays() {
  const today = new Date(Date.now() + 8 * 3600_000);
  const from = new Date(today.getTime() - 364 * 24 * 3600_000);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

/**
 * One report in a fresh page: once its default range has loaded, searches the last 365 days and
 * times it until the CSV button is enabled again (every page of the range read), counting the
 * reads under the 'reports' tag that the search caused.
 */
async function reportRun(context, { path, prefix, count, screenshot = null }) {
  const page = await context.newPage();
  const csv = '[data-testid="csv-download"]:not([disabled])';
  const reportReads = () => page.evaluate(() => window.__firestoreReadsByTag?.reports ?? 0);
  try {
    await page.goto(path);
    await page.locator(csv).waitFor({ state: 'visible', timeout: 60_000 });
    const before = await reportReads();
    const days = lastYearDays();
    await page.locator(`#${prefix}-from`).fill(days.from);
    await page.locator(`#${prefix}-to`).fill(days.to);
    const started = Date.now();
    await page.getByTestId('range-search').click();
    // The search empties the rows at once (the button disables) before any page can arrive, so
    // "reads grew and the button is enabled" means the whole year has been read.
    await page.waitForFunction(
      ({ reads, selector }) => (window.__firestoreReadsByTag?.reports ?? 0) > reads && document.querySelector(selector) !== null,
      { reads: before, selector: csv },
      { timeout: 60_000, polling: 50 },
    );
    const ms = Date.now() - started;
    const reads = (await reportReads()) - before;
    const shown = ((await page.getByTestId(count).first().textContent()) ?? '').replace(/[^\d]/g, '');
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    return { ms, reads, goods: Number(shown), days };
  } finally {
    await page.close();
  }
}

/** Every JavaScript file the sign-in route loads, in a fresh (signed-out) context. */
async function signInJavaScript(baseURL) {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL });
  const files = new Map();
  const pending = [];
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
      const url = response.url();
      const type = response.headers()['content-type'] ?? '';
      const isJs = /\.m?js(\?|$)/.test(new URL(url).pathname) || /javascript/.test(type);
      if (!isJs || files.has(url) || response.status() >= 300) return;
      files.set(url, null);
      pending.push(
        response.body().then(
          (body) => files.set(url, { url: url.replace(baseURL, ''), bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
          (err) => files.set(url, { url: url.replace(baseURL, ''), error: err.message }),
        ),
      );
    });
    await page.goto('/login');
    await page.getByLabel(/Нууц үг|Password/).waitFor({ state: 'visible', timeout: 30_000 });
    // Let lazy chunks that load after the first paint arrive too.
    await settle(() => files.size, { quietMs: 2000, maxMs: 10_000 });
    await Promise.all(pending);
    const list = [...files.values()].filter(Boolean).sort((a, b) => (b.gzipBytes ?? 0) - (a.gzipBytes ?? 0));
    return { files: list, totalGzipBytes: list.reduce((n, f) => n + (f.gzipBytes ?? 0), 0), totalBytes: list.reduce((n, f) => n + (f.bytes ?? 0), 0) };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing (${CHROMIUM}): apt-get install chromium`);
  const { chromium } = await import('@playwright/test');
  const startedAt = Date.now();
  console.log('Starting the bench stack (emulators, demo seed, production build) ...');
  stackStarting = startStack({ mode: 'test', app: 'preview', signal: startup.signal });
  const stack = await stackStarting;
  const stackSeconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`Bench stack ready in ${stackSeconds}s: ${stack.urls.app}`);
  const scale = await seedScale({ host: stack.hosts.firestore, projectId: stack.projectId });

  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const admin = initializeApp({ projectId: stack.projectId }, `bench-${Date.now()}`);
  const products = getFirestore(admin).collection('products');
  const catalogue = (await products.count().get()).data().count;
  // For reading the time to first card: the emulator scans the whole collection for a query
  // (Firestore serves it from an index), so time the list's first-page query on its own as well.
  const queryMs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t = Date.now();
    await products.where('isSold', '==', false).orderBy('createdAt', 'desc').limit(53).get();
    queryMs.push(Date.now() - t);
  }
  await deleteApp(admin);
  console.log(`Catalogue: ${catalogue} products; first-page query from Node: ${queryMs.join(', ')} ms.`);

  browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  const baseURL = stack.urls.app;
  const results = {
    measuredAt: new Date().toISOString(),
    app: baseURL,
    catalogue,
    scaleSeedSeconds: scale.seconds,
    emulatorPageQueryMs: queryMs,
    budgets: BUDGETS,
  };

  // 1 and 2: the product list as the manager.
  const manager = DEMO_ACCOUNTS.find((a) => a.role === 'Manager');
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL });
  try {
    const login = await context.newPage();
    await signIn(login, manager.email);
    await login.close();
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      mkdirSync(RESULTS_DIR, { recursive: true });
      const run = await productListRun(context, i === 0 ? join(RESULTS_DIR, 'products.png') : null);
      console.log(`  run ${i + 1}: first card ${run.firstCardMs} ms, ${run.cards} cards, total "${run.total}", reads products ${run.reads.products} / all ${run.reads.all}`);
      runs.push(run);
    }
    results.productList = {
      runs,
      // Every run reads the same; the budget holds for the worst one.
      reads: Math.max(...runs.map((r) => r.reads.products)),
      allReads: Math.max(...runs.map((r) => r.reads.all)),
      firstCardMedianMs: median(runs.map((r) => r.firstCardMs)),
    };
  } catch (err) {
    results.productList = { error: err.message.split('\n')[0] };
    console.error(`Product list measurement failed: ${err.message.split('\n')[0]}`);
  } finally {
    await context.close();
  }

  // 4: the reports over a year of the demo data, as the admin.
  const adminAccount = DEMO_ACCOUNTS.find((a) => a.role === 'Admin');
  const adminContext = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL });
  try {
    const login = await adminContext.newPage();
    await signIn(login, adminAccount.email);
    await login.close();
    results.reports = {};
    const reports = [
      ['delivery', { path: '/report/delivery-reports', prefix: 'delivery-report', count: 'totals-goods' }],
      ['sales', { path: '/report/sales-report', prefix: 'sales-report', count: 'summary-goods-value' }],
    ];
    for (const [name, report] of reports) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const shot = i === 0 ? join(RESULTS_DIR, `report-${name}.png`) : null;
        const run = await reportRun(adminContext, { ...report, screenshot: shot });
        console.log(`  ${name} report run ${i + 1}: ${run.ms} ms, ${run.reads} reads, ${run.goods} goods (${run.days.from} .. ${run.days.to})`);
        runs.push(run);
      }
      results.reports[name] = { runs, medianMs: median(runs.map((r) => r.ms)), reads: Math.max(...runs.map((r) => r.reads)), goods: runs[0].goods };
    }
  } catch (err) {
    results.reports = { error: err.message.split('\n')[0] };
    console.error(`Reports measurement failed: ${err.message.split('\n')[0]}`);
  } finally {
    await adminContext.close();
  }

  // 3: JavaScript of the sign-in route.
  try {
    results.signInJs = await signInJavaScript(baseURL);
  } catch (err) {
    results.signInJs = { error: err.message.split('\n')[0] };
    console.error(`Sign-in JavaScript measurement failed: ${err.message.split('\n')[0]}`);
  }

  const pl = results.productList;
  const js = results.signInJs;
  const readsOk = pl.error === undefined && pl.reads <= BUDGETS.productListReads;
  const jsOk = js.error === undefined && js.totalGzipBytes <= BUDGETS.signInJsGzipBytes;
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const rows = [
    ['Product list first page: reads (products)', pl.error ? 'error' : String(pl.reads), `<= ${BUDGETS.productListReads}`, readsOk ? 'PASS' : 'FAIL'],
    ['Whole screen: all reads (+ profile, name lists)', pl.error ? 'error' : String(pl.allReads), '-', 'info'],
    [`Time to first card (median of ${RUNS})`, pl.error ? 'error' : `${pl.firstCardMedianMs} ms`, '-', 'info'],
    [`Same query from Node, emulator only (median of ${RUNS})`, `${median(queryMs)} ms`, '-', 'info'],
    [`Sign-in route JavaScript (gzip -9, ${js.files?.length ?? 0} files)`, js.error ? 'error' : kb(js.totalGzipBytes), `<= ${kb(BUDGETS.signInJsGzipBytes)}`, jsOk ? 'PASS' : 'FAIL'],
  ];
  for (const [name, label] of [['delivery', 'Delivery report, a year of done deliveries'], ['sales', 'Sales report, a year of sales']]) {
    const r = results.reports?.[name];
    rows.push(
      [`${label}: time to complete (median of ${RUNS})`, r ? `${r.medianMs} ms` : 'error', '-', 'info'],
      [`${label}: reads (${r ? r.goods : '?'} goods)`, r ? String(r.reads) : 'error', '-', 'info'],
    );
  }
  results.pass = readsOk && jsOk;
  results.lines = rows.map(([what, value, budget, status]) => ({ what, value, budget, status }));

  const widths = [0, 1, 2, 3].map((i) => Math.max(...[['Measure', 'Value', 'Budget', 'Status'], ...rows].map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`\nBenchmark on ${catalogue} products (${baseURL})`);
  console.log(line(['Measure', 'Value', 'Budget', 'Status']));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${results.pass ? 'All budgets met.' : 'A budget FAILED.'} Details: bench-results/bench.json`);
  return results.pass;
}

let ok = false;
try {
  ok = await main();
} catch (err) {
  if (!stopping) console.error(`\nBench failed: ${err.stack ?? err.message}`);
} finally {
  if (!stopping) await cleanUp();
}
if (!stopping) process.exit(ok ? 0 : 1);
