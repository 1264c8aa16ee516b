// `npm run bench`: document reads and time per screen at the business's scale (docs/local-stack.md),
// each beside the old pattern (a listener on the whole collection, measured from Node in the same
// run) with their ratio and PASS/FAIL budgets; exits non-zero when a budget fails or a screen
// cannot be measured.
//
// It starts its own test stack (emulators, demo seed, production build served by `vite preview`) on
// the test ports shifted by TEST_PORT_OFFSET, so it runs beside `npm start`; runs Lighthouse and
// measures the dashboard on the demo history; then starts a fresh stack, adds the scale data before
// any page opens (scripts/seed-scale.mjs: 20,000 products in stock, 50,000 customers, a year of
// 100,000 sales) and measures every screen:
//
//   product list      manager@demo.mn, /products: first page reads (tag 'products', budget 60) and
//                     the time to the first card (median of 3) against the same query from Node (≤ 3×)
//   customer step     reception.city@demo.mn, /store/sold: select a product, open the store
//                     sale wizard, type a scale customer's phone into customer-search until
//                     selected-customer shows: all reads of the step (≤ 25), found in < 1,000 ms
//   users             admin@demo.mn, /users: reads and time to the first row
//   sales             manager@demo.mn, /products, the warehouse tab: merchant sales of 60 and of 200
//                     products through the sell command (one transaction on the server), chosen on
//                     the grid's pages, 3 of each; the median time from Sell to the done screen and
//                     the page's reads meanwhile (docs/selling.md, "Sales of any size"), beside the
//                     large-sale protocol's figure before (BEFORE_COMMANDS); a move of 200 warehouse
//                     products to a store (THE LARGE MOVE), Move to done
//   counter sale      reception.city@demo.mn, /store/filterProducts, on the demo data: a sale of 2
//                     products to a walk-in, Sell to done, median of 3: at most 1.5× the browser's
//                     own transaction it replaced (BEFORE_COMMANDS)
//   VAT sales without admin@demo.mn, /ebarimt: the check of VAT sales without an issued e-barimt over the
//   an e-barimt       screen's default week (the page's reads, tag 'ebarimt') and over 365 days on Search
//                     (the check's reads), the e-barimt taken as switched on a year ago; the scale seed
//                     writes no receipt jobs, so every VAT sale is listed (the worst case)
//   reports           admin@demo.mn, delivery and sales reports over the last 365 days: first page and
//                     totals (tag 'reports', ≤ 200 reads), and the full CSV export (tag 'reports-csv'):
//                     every document the old pattern's whole read has (the sales CSV in no more time)
//   dashboard         admin@demo.mn, /dashboard: reads (tag 'dashboard') at the demo and at the scale
//                     history, which must be equal
//   sign-in route     gzipped JavaScript (≤ 200 KB)
//   e-barimt          reception.city@demo.mn, /store/filterProducts, on the demo data: 10 store sales
//                     with VAT, each the time from Sell to the done screen's e-barimt issued with its
//                     QR code (through the stack's shop bridge and PosAPI simulator): median ≤ 3 s
//   lighthouse        /login, the store product grid (reception.city@demo.mn, /store/filterProducts)
//                     and the courier view (courier@demo.mn, /delivery-orders): Lighthouse's mobile
//                     profile, median of 5 runs: performance ≥ 95, accessibility = 100, best practices,
//                     FCP/LCP/TBT/CLS (scripts/lib/lighthouse.mjs); HTML reports in bench-results/.
//                     Scored on the page's CPU time (each run's trace audited again with every
//                     main-thread task as long as its thread ran): on a busy host a task waits for a
//                     core, a phone does not; and as a first visit (no second visit's code-cache
//                     production); the wall-clock figures are shown beside them.
//                     Run first, on the demo data: the emulator shares this machine's two cores and
//                     answers a query by scanning the whole collection (it has no indexes), so after
//                     the scale seed each load of the grid cost its JVM about 2.5 s of CPU within 5 s
//                     (0.3–0.6 s on the demo data), time taken from Chromium's main thread that a phone
//                     talking to Firestore never pays. The page reads the same 8 cards either way.
//
// `npm run bench -- --only lighthouse` starts the same stack (without the scale data) and runs the
// Lighthouse rows alone; `--only sales` the counter sale, the merchant sales and the move of 200, on
// the demo data plus the scale catalogue (products only); `--only counter` the counter sale alone, on
// the demo data; `--only ebarimt` the e-barimt row alone; `--only shifts`
// the cash shift's close on the scale seed's year of sales; `--only reports` the delivery and sales
// reports (first page and totals, the full CSV export) beside the old pattern's whole read of the
// same year, on the scale seed's year of sales only.
//
// The old pattern (scripts/lib/bench-old.mjs): the firebase web SDK from Node, signed in as the same
// account, listening to the whole query the screen used before; for the dashboard the billed reads
// of its aggregation queries over the whole history. Every screen is measured on its own: one that
// fails prints 'error' with the reason and the others still run. The stack is stopped at the end, on
// failure and on Ctrl-C. Results: bench-results/bench.json (and screenshots beside it).
/* global window, document -- the page.evaluate / waitForFunction callbacks run in the browser */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, startStack } from './lib/stack.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed-data.mjs';
import { SCALE_MARKER, incompleteScaleSeed, seedScale } from './seed-scale.mjs';
import { OLD_QUERIES, dashboardAggregationReads, measureListener } from './lib/bench-old.mjs';
import { formatReads, ratio, renderTable, row } from './lib/bench-table.mjs';
import { LIGHTHOUSE_BUDGETS, LIGHTHOUSE_PAGES, meetsBudgets, runLighthouse, stopLighthouseBrowsers } from './lib/lighthouse.mjs';

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

const BUDGETS = {
  productListReads: 60,
  firstCardRatio: 3,
  customerStepReads: 25,
  customerFoundMs: 1000,
  reportFirstPageReads: 200,
  signInJsGzipBytes: 200_000,
  /** Sell to a printable receipt with its e-barimt (DDTD and QR code on the done screen), median. */
  ebarimtMedianMs: 3000,
  /** A cash shift's close, from the close dialog to the Z report (docs/shifts.md): its reads, flat in the history. */
  shiftCloseReads: 30,
  /** The counter's 2-product sale through the sell command: no slower than 1.5× the browser's transaction it replaced (issue 41). */
  counterSaleRatio: 1.5,
};

/**
 * The same measurements before the trusted commands (issue 41), on this machine on 2026-11-29:
 * the counter's 2-product sale as the browser's own transaction (`npm run bench -- --only counter` on
 * commit 317e820, demo data: medians 938, 878 and 868 ms in three runs), and the merchant sale of 60
 * as the large-sale protocol (open, 15 holds, close) at the scale seed (the full bench on 317e820).
 * The protocol's 200 was never measured.
 */
const BEFORE_COMMANDS = {
  counterSale: { ms: 878 },
  sale60: { ms: 147_878, reads: 121 },
};
/** Store sales with VAT the e-barimt is timed on (the issue: the median of 10). */
const EBARIMT_RUNS = 10;
const RUNS = 3;
// Lighthouse's blocking time on this two-core machine moves from about 60 to 630 ms between runs of the
// same code (docs/performance.md): the median of five runs, as Lighthouse's own docs on variability
// advise, is what is reported.
const LIGHTHOUSE_RUNS = 5;
const CARD = '[data-testid="product-card"]';
const TOTAL = '[data-testid="product-total"]';
const RESULTS_DIR = join(ROOT, 'bench-results');
/** How long a report may take for each step before it counts as not measurable. */
const REPORT_LIMIT_MS = 8 * 60_000;
/** A data row of a table (the loading and empty rows are one cell wide). */
const DATA_ROW = 'tbody tr:has(td + td)';
const emailOf = (role) => DEMO_ACCOUNTS.find((a) => a.role === role).email;
/** `--only lighthouse` / `--only sales` / `--only counter` / `--only ebarimt` / `--only shifts` / `--only reports`: those rows alone (sales: with the scale catalogue only; shifts and reports: with the scale seed's year of sales only). */
const ONLY_PARTS = ['lighthouse', 'sales', 'counter', 'ebarimt', 'shifts', 'reports'];
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg >= 0 ? process.argv[onlyArg + 1] : null;
if (ONLY !== null && !ONLY_PARTS.includes(ONLY)) {
  console.error(`--only takes one of: ${ONLY_PARTS.join(', ')}`);
  process.exit(2);
}

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
  await stopLighthouseBrowsers();
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
  // Generous: at the scale seed a sign-in's profile read and session write wait for the emulator,
  // which runs the listeners earlier pages left behind again on every commit. Not a budget.
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 120_000 });
  await page.getByTestId('shell').waitFor({ state: 'visible', timeout: 60_000 });
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

/** Reads so far in the page: all, and per read-meter tag. */
const readsIn = (page) => page.evaluate(() => ({ all: window.__firestoreReads ?? 0, byTag: { ...(window.__firestoreReadsByTag ?? {}) } }));
const tagOf = (reads, tag) => reads.byTag[tag] ?? 0;
const firstLine = (err) => String(err?.message ?? err).split('\n')[0];

/** A signed-in browser context for `email`. */
async function signedInContext(baseURL, email) {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL, acceptDownloads: true });
  const page = await context.newPage();
  try {
    await signIn(page, email);
  } finally {
    await page.close();
  }
  return context;
}

/** Runs `fn(page)` in a fresh page of a context signed in as `email`; closes both. */
async function inPage(baseURL, email, fn) {
  const context = await signedInContext(baseURL, email);
  try {
    const page = await context.newPage();
    return await fn(page, context);
  } finally {
    await context.close();
  }
}

/** The last 365 days up to today in Ulaanbaatar, as the date inputs take them and as a query range. */
function lastYear(now = new Date()) {
  const UB = 8 * 3600_000;
  const today = new Date(now.getTime() + UB);
  const from = new Date(today.getTime() - 364 * 24 * 3600_000);
  const days = { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
  return { ...days, start: new Date(`${days.from}T00:00:00+08:00`), end: new Date(`${days.to}T23:59:59.999+08:00`) };
}

/**
 * The sale wizard's customer step, as reception.city: a product of its store ticked on /store/sold
 * (the seller's screen with the sell-in-store action; /store/filterProducts only prints labels),
 * the store sale wizard opened, then `customer.phone` typed into
 * customer-search until selected-customer shows. Reads: everything the page read from the click
 * that opens the wizard until the reads settle after the customer is found.
 */
async function customerStepRun(page, customer) {
  await page.goto('/store/sold');
  const select = page.locator(`${CARD} [data-testid="product-select"]:not([disabled])`).first();
  await select.waitFor({ state: 'visible', timeout: 60_000 });
  await select.check();
  const before = await readsIn(page);
  const opened = Date.now();
  await page.getByTestId('bulk-sell-store').click();
  await page.getByTestId('sale-step-buyer').waitFor({ state: 'visible', timeout: 30_000 });
  const search = page.getByTestId('customer-search');
  await search.waitFor({ state: 'visible', timeout: 30_000 }).catch(() => {
    throw new Error('the customer step shows no customer-search (the shared customer picker of the data contract)');
  });
  const openMs = Date.now() - opened;
  const typed = Date.now();
  await search.fill(customer.phone);
  const selected = page.getByTestId('selected-customer');
  await selected.waitFor({ state: 'visible', timeout: 30_000 });
  const foundMs = Date.now() - typed;
  const after = await settle(() => readsIn(page));
  const text = (await selected.textContent()) ?? '';
  if (!text.includes(customer.firstName)) throw new Error(`selected-customer shows "${text.trim()}", not ${customer.lastName} ${customer.firstName}`);
  await page.screenshot({ path: join(RESULTS_DIR, 'customer-step.png') });
  return { openMs, foundMs, reads: after.all - before.all, customersReads: tagOf(after, 'customers') - tagOf(before, 'customers') };
}

/**
 * A merchant sale of `n` warehouse products as the Manager on /products: the warehouse tab, the first
 * `n` selectable products over the grid's pages, the merchant wizard, Sell. Returns the time from the
 * click on Sell to the done screen and the page's reads in that time (all, and tag 'selling').
 */
async function merchantSaleRun(page, n) {
  await chooseWarehouseProducts(page, n);
  await page.getByTestId('bulk-sell-merchant').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('table').getByRole('button').first().click();
  await dialog.getByTestId('sale-step-products').waitFor({ state: 'visible', timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await dialog.getByTestId('sale-step-confirm').waitFor({ state: 'visible', timeout: 30_000 });
  const before = await readsIn(page);
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Зарах' }).click();
  await dialog.getByTestId('sale-done').waitFor({ state: 'visible', timeout: 10 * 60_000 });
  const ms = Date.now() - started;
  const after = await readsIn(page);
  await page.screenshot({ path: join(RESULTS_DIR, `merchant-sale-${n}.png`) });
  return { ms, reads: after.all - before.all, sellingReads: tagOf(after, 'selling') - tagOf(before, 'selling') };
}

/**
 * A move of `n` warehouse products to the first store as the Manager on /products: chosen as for the
 * sale, the move wizard's store type, the first store, Move. Returns the time from the click on Move
 * to the done step and the page's reads in that time.
 */
async function moveRun(page, n) {
  await chooseWarehouseProducts(page, n);
  await page.getByTestId('bulk-move').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('move-type-store').click();
  await dialog.getByTestId('move-choose').first().click();
  const before = await readsIn(page);
  const started = Date.now();
  await dialog.getByTestId('move-confirm-ok').click();
  await dialog.getByTestId('move-step-done').waitFor({ state: 'visible', timeout: 10 * 60_000 });
  const ms = Date.now() - started;
  const after = await readsIn(page);
  await page.screenshot({ path: join(RESULTS_DIR, `move-${n}.png`) });
  return { ms, reads: after.all - before.all };
}

/**
 * Waits until the server has answered for the page of /products shown. The grid paints a page from
 * the persistent cache first: after Next that is often the one document the previous page read
 * beyond its end, shown alone and without Next until the server's page arrives (seconds at the
 * scale seed on a loaded machine). The grid is busy until then (`product-results` aria-busy).
 */
async function gridAnswered(page) {
  await page.locator('[data-testid="product-results"][aria-busy="false"]').waitFor({ state: 'attached', timeout: 3 * 60_000 });
}

/** The first `n` selectable products of the warehouse tab of /products, over the grid's pages. */
async function chooseWarehouseProducts(page, n) {
  await page.goto('/products');
  await page.getByTestId('location-tab-warehouse').click();
  await page.locator('[data-testid="location-tab-warehouse"][aria-selected="true"]').waitFor({ timeout: 30_000 });
  let chosen = 0;
  // Pages of 52 in stock; a few sold or held between them. The bound only stops a runaway walk.
  for (let pages = 1; pages <= 50; pages += 1) {
    await gridAnswered(page);
    const boxes = page.locator(`${CARD} [data-testid="product-select"]:not([disabled]):not(:checked)`);
    const here = Math.min(n - chosen, await boxes.count());
    for (let i = 0; i < here; i += 1) await boxes.nth(0).check();
    chosen += here;
    if (chosen >= n) return;
    // The page as the server answered it: Next disabled is the last page.
    const next = page.locator('[data-testid="page-next"]:not([disabled])');
    if ((await next.count()) === 0) throw new Error(`only ${chosen} products in the warehouse tab could be chosen (${pages} pages, the last without Next)`);
    const first = await page.locator(CARD).first().getAttribute('data-product-id');
    await next.click();
    await page.waitForFunction((id) => document.querySelector('[data-testid="product-card"]')?.getAttribute('data-product-id') !== id, first, { timeout: 60_000 });
  }
  throw new Error(`only ${chosen} products in the warehouse tab could be chosen in 50 pages`);
}

/** `runs` merchant sales of `n` products each: the median and every run (time from Sell to done, reads). */
async function merchantSales(baseURL, n, runs = RUNS) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await inPage(baseURL, emailOf('Manager'), (page) => merchantSaleRun(page, n)));
  return { ms: median(all.map((r) => r.ms)), runsMs: all.map((r) => r.ms), reads: median(all.map((r) => r.reads)), sellingReads: median(all.map((r) => r.sellingReads)) };
}

/** Merchant sales of 60 and of 200 products through the sell command, median of 3 each; the move of 200. */
async function salesStep(results, baseURL) {
  console.log(`Merchant sales of 60 and 200 products (${RUNS} each) ...`);
  results.sale60 = await measure('merchant sale of 60', () => merchantSales(baseURL, 60));
  results.sale200 = await measure('merchant sale of 200', () => merchantSales(baseURL, 200));
  results.move200 = await measure('move of 200', () => inPage(baseURL, emailOf('Manager'), (page) => moveRun(page, 200)));
}

/**
 * The counter's everyday sale (reception.city@demo.mn, /store/filterProducts): the first `n` cards
 * that may be sold, a walk-in, exact cash; the time from the click on Sell to the done screen.
 */
async function counterSaleRun(page, n) {
  await page.goto('/store/filterProducts');
  await page.locator(CARD).first().waitFor({ state: 'visible', timeout: 30_000 });
  await gridAnswered(page);
  const boxes = page.locator(`${CARD} [data-testid="product-select"]:not([disabled]):not(:checked)`);
  if ((await boxes.count()) < n) throw new Error(`fewer than ${n} products of the first page may be sold`);
  for (let i = 0; i < n; i += 1) await boxes.nth(0).check();
  await page.getByTestId('bulk-sell-store').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('sale-walk-in').click();
  await dialog.getByTestId('sale-step-products').waitFor({ state: 'visible', timeout: 30_000 });
  await page.keyboard.press('Enter');
  const lottery = dialog.getByTestId('sale-step-lottery');
  const confirm = dialog.getByTestId('sale-step-confirm');
  await lottery.or(confirm).first().waitFor({ state: 'visible', timeout: 30_000 });
  if (await lottery.isVisible()) await page.keyboard.press('Enter');
  await confirm.waitFor({ state: 'visible', timeout: 30_000 });
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Зарах' }).click();
  await dialog.getByTestId('sale-done').waitFor({ state: 'visible', timeout: 60_000 });
  return Date.now() - started;
}

/** The counter's 2-product sale, median of 3, on the demo data (the sell command's cost at the counter). */
async function counterStep(results, baseURL) {
  console.log(`Counter sales of 2 products (${RUNS}) ...`);
  results.counterSale = await measure('counter sale of 2', () =>
    inPage(baseURL, emailOf('Reception In City'), async (page) => {
      const runsMs = [];
      for (let i = 0; i < RUNS; i += 1) runsMs.push(await counterSaleRun(page, 2));
      await page.screenshot({ path: join(RESULTS_DIR, 'counter-sale-2.png') });
      return { ms: median(runsMs), runsMs };
    }),
  );
}

/**
 * One store sale with VAT at the counter (reception.city@demo.mn, /store/filterProducts): the first
 * card of the grid, a walk-in, VAT ticked, paid by card; the time from the click on Sell to the done
 * screen's e-barimt issued with its QR code drawn (what the printed receipt then carries), through the
 * shop bridge and the PosAPI simulator of the stack (docs/ebarimt.md).
 */
async function ebarimtRun(page) {
  await page.goto('/store/filterProducts');
  await page.locator(CARD).first().waitFor({ state: 'visible', timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  // The first card that may be sold (not one waiting for a discount) with VAT (not a discounted one:
  // docs/selling.md).
  for (let i = 0; ; i++) {
    if (i >= 8) throw new Error('no product of the first 8 cards may be sold with VAT');
    const select = page.locator(CARD).nth(i).getByTestId('product-select');
    if ((await select.count()) === 0 || !(await select.isEnabled())) continue;
    await select.check();
    await page.getByTestId('bulk-sell-store').click();
    await dialog.getByTestId('sale-walk-in').click();
    await dialog.getByTestId('sale-step-products').waitFor({ state: 'visible', timeout: 30_000 });
    const vat = dialog.getByTestId('sale-vat').first();
    // A discounted line has no VAT tick at all.
    if ((await vat.count()) > 0 && (await vat.isEnabled())) {
      await vat.check();
      break;
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await select.uncheck();
  }
  await page.keyboard.press('Enter');
  const lottery = dialog.getByTestId('sale-step-lottery');
  const confirm = dialog.getByTestId('sale-step-confirm');
  await lottery.or(confirm).first().waitFor({ state: 'visible', timeout: 30_000 });
  if (await lottery.isVisible()) await page.keyboard.press('Enter');
  await dialog.getByTestId('ebarimt-choice').waitFor({ state: 'visible', timeout: 30_000 });
  await dialog.getByTestId('pay-card').click();
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Зарах' }).click();
  await dialog.getByTestId('sale-done').waitFor({ state: 'visible', timeout: 60_000 });
  const doneMs = Date.now() - started;
  await dialog.locator('[data-testid=done-ebarimt][data-state=issued] [data-testid=done-qr] svg').waitFor({ state: 'visible', timeout: 60_000 });
  return { doneMs, ms: Date.now() - started };
}

async function ebarimtStep(results, baseURL) {
  console.log(`E-barimt: ${EBARIMT_RUNS} store sales with VAT ...`);
  results.ebarimt = await measure('e-barimt, Sell to DDTD and QR', () =>
    inPage(baseURL, emailOf('Reception In City'), async (page) => {
      const runs = [];
      for (let i = 0; i < EBARIMT_RUNS; i++) {
        try {
          runs.push(await ebarimtRun(page));
        } catch (err) {
          await page.screenshot({ path: join(RESULTS_DIR, 'ebarimt-failed.png') }).catch(() => {});
          throw new Error(`sale ${i + 1} of ${EBARIMT_RUNS}: ${firstLine(err)} (bench-results/ebarimt-failed.png)`);
        }
      }
      await page.screenshot({ path: join(RESULTS_DIR, 'ebarimt-done.png') });
      return { runs: runs.map((r) => r.ms), medianMs: median(runs.map((r) => r.ms)), doneMedianMs: median(runs.map((r) => r.doneMs)), maxMs: Math.max(...runs.map((r) => r.ms)) };
    }),
  );
}

function ebarimtRows(r) {
  const e = r.ebarimt ?? { error: 'not measured' };
  return [
    row({
      screen: 'e-barimt (store sale)',
      measure: e.error ? `Sell to DDTD and QR, median of ${EBARIMT_RUNS}` : `Sell to DDTD and QR, median of ${EBARIMT_RUNS} (done ${seconds(e.doneMedianMs)}, slowest ${seconds(e.maxMs)})`,
      newMs: e.medianMs,
      budget: `<= ${BUDGETS.ebarimtMedianMs} ms`,
      status: verdict(e.medianMs <= BUDGETS.ebarimtMedianMs),
      error: e.error,
    }),
  ];
}

/**
 * /users as the Admin: time from navigation to the first page of rows (10 at least: a listener's
 * first answer from the cache can show the signed-in user's own row alone), and the page's reads
 * once settled.
 */
async function usersRun(page) {
  const started = Date.now();
  await page.goto('/users');
  const rows = `[data-testid="users-page"] ${DATA_ROW}`;
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length >= 10, rows, { timeout: 120_000, polling: 50 }).catch(async () => {
    throw new Error(`the first page did not show within 120 s (${await page.locator(rows).count()} rows shown)`);
  });
  const ms = Date.now() - started;
  const reads = await settle(() => readsIn(page));
  await page.screenshot({ path: join(RESULTS_DIR, 'users.png') });
  return { ms, reads: reads.all, usersReads: tagOf(reads, 'users') };
}

async function dashboardLoaded(page) {
  await page.getByTestId('dashboard').waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(() => {
    const d = document.querySelector('[data-testid="dashboard"]');
    return d !== null && d.querySelector('.spinner-border') === null;
  }, null, { timeout: 300_000, polling: 50 });
}

/**
 * The dashboard's kept figures (docs/reports.md) built before a measured open: the first open ever
 * computes them from the whole history (each part of the bench has a stack of its own, so the scale
 * history is built on its own first open). Returns that one-off build's reads (information, not the
 * budget).
 */
async function dashboardBuild(page) {
  await page.goto('/dashboard');
  await dashboardLoaded(page);
  const reads = await settle(() => readsIn(page));
  return { reads: tagOf(reads, 'dashboard') };
}

/** /dashboard: time until every figure has loaded (no spinner left), and the reads under 'dashboard'. */
async function dashboardRun(page, shot) {
  const started = Date.now();
  await page.goto('/dashboard');
  await dashboardLoaded(page);
  const ms = Date.now() - started;
  const reads = await settle(() => readsIn(page));
  await page.screenshot({ path: join(RESULTS_DIR, shot), fullPage: true });
  return { ms, reads: tagOf(reads, 'dashboard'), allReads: reads.all, ubDay: ubDay() };
}

/** Today in Ulaanbaatar (YYYY-MM-DD): the dashboard's periods (today, this week, this month) start there. */
function ubDay(now = new Date()) {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * A report over the last 365 days: once its default range has loaded, the year is searched and timed
 * until a data row shows with the new totals (first page and totals; reads under 'reports'); then the
 * CSV button is clicked and timed until the download arrives (reads under 'reports-csv').
 */
/** Until the report's figures (its aggregations) are read: `report-figures` no longer busy. */
async function figuresRead(page, timeout) {
  await page.locator('[data-testid="report-figures"][aria-busy="false"]').waitFor({ state: 'attached', timeout });
}

async function reportRun(page, { path, prefix, totals, name }) {
  await page.goto(path);
  await page.locator(`#${prefix}-from`).waitFor({ state: 'visible', timeout: 60_000 });
  // The default range loads first: let it start, then finish.
  await page.waitForFunction(() => (window.__firestoreReadsByTag?.reports ?? 0) > 0, null, { timeout: 120_000, polling: 100 });
  // Its figures too: the first page comes in a second, the aggregations over the whole default range
  // may take 20 s on a loaded machine, and a quiet moment between them is not the end (their reads
  // were counted in the year's).
  await figuresRead(page, REPORT_LIMIT_MS / 2);
  await settle(() => readsIn(page).then((r) => tagOf(r, 'reports')), { quietMs: 3000, maxMs: REPORT_LIMIT_MS / 2 });
  const year = lastYear();
  const totalsText = () => page.getByTestId(totals).first().textContent({ timeout: 100 }).catch(() => '');
  const before = await readsIn(page);
  const shownBefore = (await totalsText()) ?? '';
  await page.locator(`#${prefix}-from`).fill(year.from);
  await page.locator(`#${prefix}-to`).fill(year.to);
  const started = Date.now();
  await page.getByTestId('range-search').click();
  // Done: the search read something, a data row shows and the totals show a new figure (or, when the
  // year's figure equals the default range's, the reads have stopped for 2 s).
  let ms = null;
  let lastReads = -1;
  let lastChange = Date.now();
  while (ms === null) {
    if (Date.now() - started > REPORT_LIMIT_MS) {
      const read = tagOf(await readsIn(page), 'reports') - tagOf(before, 'reports');
      throw new Error(`the first page and totals did not show within ${REPORT_LIMIT_MS / 60_000} minutes (${read} documents read by then)`);
    }
    const reads = tagOf(await readsIn(page), 'reports');
    if (reads !== lastReads) [lastReads, lastChange] = [reads, Date.now()];
    const rows = await page.locator(`[data-testid="${prefix.replace('-report', '')}-report"] ${DATA_ROW}`).count();
    const shown = (await totalsText()) ?? '';
    if (reads > tagOf(before, 'reports') && rows > 0 && /\d/.test(shown)) {
      if (shown !== shownBefore) ms = Date.now() - started;
      else if (Date.now() - lastChange >= 2000) ms = lastChange - started;
    }
    if (ms === null) await new Promise((r) => setTimeout(r, 50));
  }
  await figuresRead(page, REPORT_LIMIT_MS);
  const firstPage = await settle(() => readsIn(page).then((r) => tagOf(r, 'reports')), { quietMs: 2000, maxMs: REPORT_LIMIT_MS });
  const goods = Number(((await totalsText()) ?? '').replace(/[^\d]/g, ''));
  await page.screenshot({ path: join(RESULTS_DIR, `report-${name}.png`), fullPage: true });

  const csv = { ms: null, reads: null, bytes: null, error: null };
  try {
    const button = page.locator('[data-testid="csv-download"]:not([disabled])');
    // Offered once the first page shows (it was enabled only when every row had been read before).
    await button.waitFor({ state: 'visible', timeout: 120_000 }).catch(() => {
      throw new Error('csv-download stayed disabled for 2 minutes after the first page');
    });
    const csvBefore = tagOf(await readsIn(page), 'reports-csv');
    const clicked = Date.now();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: REPORT_LIMIT_MS }), button.click()]);
    csv.ms = Date.now() - clicked;
    csv.bytes = statSync(await download.path()).size;
    csv.reads = (await settle(() => readsIn(page).then((r) => tagOf(r, 'reports-csv')))) - csvBefore;
  } catch (err) {
    csv.error = firstLine(err);
  }
  return { ms, reads: firstPage - tagOf(before, 'reports'), goods, range: { from: year.from, to: year.to }, csv };
}

/** Runs `fn`, returning its result or { error } (the reason's first line), logging either way. */
async function measure(label, fn) {
  const started = Date.now();
  try {
    const result = await fn();
    console.log(`  ${label}: ${JSON.stringify(result)} (${Math.round((Date.now() - started) / 1000)}s)`);
    return result;
  } catch (err) {
    console.error(`  ${label}: error: ${firstLine(err)}`);
    return { error: firstLine(err) };
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

/** Starts a bench stack (emulators, demo seed, production build); the cleanup stops the one running. */
async function startBenchStack() {
  stackStarting = startStack({ mode: 'test', app: 'preview', signal: startup.signal });
  return stackStarting;
}

/** A firebase-admin Firestore on `stack`'s emulator, with the collection sizes the bench checks. */
async function adminOf(stack) {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  process.env.FIRESTORE_EMULATOR_HOST = stack.hosts.firestore;
  const app = initializeApp({ projectId: stack.projectId }, `bench-${Date.now()}`);
  const db = getFirestore(app);
  const countOf = async (q) => (await q.count().get()).data().count;
  const sizes = async () => ({
    products: await countOf(db.collection('products')),
    customers: await countOf(db.collection('users').where('role', '==', 'clientUser')),
    orders: await countOf(db.collection('orders')),
    sales: await countOf(db.collection('sales')),
  });
  return { db, sizes, close: () => deleteApp(app) };
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing (${CHROMIUM}): apt-get install chromium`);
  const { chromium } = await import('@playwright/test');
  const startedAt = Date.now();
  mkdirSync(RESULTS_DIR, { recursive: true });
  console.log('Starting the bench stack (emulators, demo seed, production build) ...');
  let stack = await startBenchStack();
  const stackSeconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`Bench stack ready in ${stackSeconds}s: ${stack.urls.app}`);
  let baseURL = stack.urls.app;
  if (ONLY === 'lighthouse') {
    const results = { measuredAt: new Date().toISOString(), app: baseURL, stackSeconds, budgets: { lighthouse: LIGHTHOUSE_BUDGETS } };
    await lighthouseStep(results, baseURL);
    return report(results, 'bench-lighthouse.json');
  }
  browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  if (ONLY === 'counter') {
    const results = { measuredAt: new Date().toISOString(), app: baseURL, stackSeconds, budgets: { counterSaleRatio: BUDGETS.counterSaleRatio } };
    await counterStep(results, baseURL);
    return report(results, 'bench-counter.json');
  }
  if (ONLY === 'ebarimt') {
    const results = { measuredAt: new Date().toISOString(), app: baseURL, stackSeconds, budgets: { ebarimtMedianMs: BUDGETS.ebarimtMedianMs } };
    await ebarimtStep(results, baseURL);
    return report(results, 'bench-ebarimt.json');
  }
  if (ONLY === 'sales') {
    const results = { measuredAt: new Date().toISOString(), app: baseURL, stackSeconds, budgets: {} };
    // The scale catalogue (20,000 products in stock, two thirds in the warehouses) before any page
    // opens, so the grid the products are chosen on is a real shop's and the move of 200 has its 200.
    console.log('Adding the scale catalogue (products only) ...');
    const catalogue = await seedScale({ host: stack.hosts.firestore, projectId: stack.projectId, parts: ['products'] });
    results.scaleSeed = { seconds: catalogue.seconds, documents: catalogue.documents, writing: catalogue.writing, sampleCustomer: null };
    await counterStep(results, baseURL);
    await salesStep(results, baseURL);
    return report(results, 'bench-sales.json');
  }
  if (ONLY === 'shifts') {
    const results = { measuredAt: new Date().toISOString(), app: baseURL, stackSeconds, budgets: { shiftCloseReads: BUDGETS.shiftCloseReads } };
    // The scale seed's year of sales (about 50,000 orders, a third of them store sales) before any
    // page opens: the close must read the same as on the demo history.
    console.log("Adding the scale seed's year of sales ...");
    const year = await seedScale({ host: stack.hosts.firestore, projectId: stack.projectId, parts: ['sales'] });
    results.scaleSeed = { seconds: year.seconds, documents: year.documents, writing: year.writing, sampleCustomer: null };
    const big = await adminOf(stack);
    try {
      await shiftStep(results, baseURL, big.db);
    } finally {
      await big.close();
    }
    return report(results, 'bench-shifts.json');
  }
  if (ONLY === 'reports') {
    const results = { measuredAt: new Date().toISOString(), app: baseURL, stackSeconds, budgets: { reportFirstPageReads: BUDGETS.reportFirstPageReads } };
    // The scale seed's year of sales (100,000 sales, about 50,000 orders) before any page opens.
    console.log("Adding the scale seed's year of sales ...");
    const year = await seedScale({ host: stack.hosts.firestore, projectId: stack.projectId, parts: ['sales'] });
    results.scaleSeed = { seconds: year.seconds, documents: year.documents, writing: year.writing, sampleCustomer: null };
    const big = await adminOf(stack);
    try {
      results.sizes = await big.sizes();
    } finally {
      await big.close();
    }
    const client = (email) => ({ hosts: stack.hosts, projectId: stack.projectId, email, password: DEMO_PASSWORD });
    await reportsStep(results, baseURL, client);
    return report(results, 'bench-reports.json');
  }
  const admin = emailOf('Admin');
  const results = { measuredAt: new Date().toISOString(), app: baseURL, stackSeconds, budgets: { ...BUDGETS, lighthouse: LIGHTHOUSE_BUDGETS } };

  // Part 1, on the demo data: Lighthouse first (why: the header above), the dashboard on the demo
  // history, the sign-in route's JavaScript.
  await lighthouseStep(results, baseURL);
  const demo = await adminOf(stack);
  try {
    console.log('Dashboard on the demo history ...');
    results.demoSizes = await demo.sizes();
    results.dashboardDemoBuild = await measure('dashboard kept figures, first open ever (demo history)', () => inPage(baseURL, admin, (page) => dashboardBuild(page)));
    results.dashboardDemo = await measure('dashboard (demo history)', () => inPage(baseURL, admin, (page) => dashboardRun(page, 'dashboard-demo.png')));
    results.dashboardDemoOld = await measure('dashboard aggregations (demo history)', () => dashboardAggregationReads(demo.db));
  } finally {
    await demo.close();
  }
  results.signInJs = await measure('sign-in route JavaScript', () => signInJavaScript(baseURL));
  await ebarimtStep(results, baseURL);
  await counterStep(results, baseURL);

  // Part 2, on a fresh stack: the scale data goes in before any page has opened. The emulator keeps
  // the listeners of every page that ever listened, closed or not, and runs each of them again on
  // every commit over its whole collection: after part 1's pages the orders went in at 250 per 60 s
  // and more (docs/local-stack.md, "The scale seed").
  console.log('Starting a fresh bench stack for the scale data ...');
  const previous = stack;
  stackStarting = null;
  await previous.stop();
  stack = await startBenchStack();
  baseURL = stack.urls.app;
  const client = (email) => ({ hosts: stack.hosts, projectId: stack.projectId, email, password: DEMO_PASSWORD });
  const big = await adminOf(stack);
  try {
    // The scale data, whole or not at all: a seed that stops leaves its marker 'writing' or 'failed',
    // and then no screen is measured on it (the table still shows every row, with the reason).
    let scale;
    try {
      const before = await big.sizes();
      scale = await seedScale({ host: stack.hosts.firestore, projectId: stack.projectId });
      results.scaleSeed = { seconds: scale.seconds, documents: scale.documents, writing: scale.writing, sampleCustomer: scale.sampleCustomer };
      const incomplete = incompleteScaleSeed((await big.db.collection(SCALE_MARKER[0]).doc(SCALE_MARKER[1]).get()).data());
      if (incomplete) throw new Error(incomplete);
      results.sizes = await big.sizes();
      console.log(`Sizes: ${JSON.stringify(results.sizes)}`);
      const expected = { products: scale.products + scale.soldProducts, customers: scale.customers, orders: scale.orders, sales: scale.sales };
      const short = Object.entries(expected).filter(([k, n]) => results.sizes[k] - before[k] < n);
      if (short.length) throw new Error(`after the seed the emulator holds fewer documents than written: ${short.map(([k, n]) => `${k} ${results.sizes[k] - before[k]} of ${n}`).join(', ')}`);
    } catch (err) {
      results.scaleSeed = { ...results.scaleSeed, error: firstLine(err) };
      console.error(`  scale seed: error: ${firstLine(err)}`);
      scale = null;
    }

    if (scale) await atScale(results, { baseURL, db: big.db, client, admin, scale });
  } finally {
    await big.close();
  }
  return report(results, 'bench.json');
}

/** Every screen on the scale data (product list, customer step, /users, reports, dashboard). */
async function atScale(results, { baseURL, db, client, admin, scale }) {
  // Product list (manager): reads and time to the first card, against the same query from Node.
  console.log('Product list ...');
  const queryMs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    await db.collection('products').where('isSold', '==', false).orderBy('createdAt', 'desc').limit(53).get();
    queryMs.push(Math.round(performance.now() - t));
  }
  results.emulatorPageQueryMs = queryMs;
  results.productList = await measure('product list', async () => {
    const context = await signedInContext(baseURL, emailOf('Manager'));
    try {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await productListRun(context, i === 0 ? join(RESULTS_DIR, 'products.png') : null));
      return {
        runs,
        reads: Math.max(...runs.map((r) => r.reads.products)),
        allReads: Math.max(...runs.map((r) => r.reads.all)),
        firstCardMedianMs: median(runs.map((r) => r.firstCardMs)),
      };
    } finally {
      await context.close();
    }
  });
  results.productListOld = await measure('product list, old: all products in stock', () => measureListener(client(emailOf('Manager')), OLD_QUERIES.inStockProducts));

  // Sale wizard customer step (reception.city) and the old listener on every customer.
  console.log('Sale wizard customer step ...');
  results.customerStep = await measure('customer step', () => inPage(baseURL, emailOf('Reception In City'), (page) => customerStepRun(page, scale.sampleCustomer)));
  results.customerStepOld = await measure('customer step, old: all customers', () => measureListener(client(emailOf('Reception In City')), OLD_QUERIES.allCustomers));

  await salesStep(results, baseURL);

  // /users (admin).
  console.log('/users ...');
  results.users = await measure('users', () => inPage(baseURL, admin, usersRun));
  results.usersOld = await measure('users, old: all users the Admin reads', () => measureListener(client(admin), OLD_QUERIES.adminUsers));

  await reportsStep(results, baseURL, client);

  // The dashboard again, on the scale history.
  console.log('Dashboard on the scale history ...');
  results.dashboardBuild = await measure('dashboard kept figures, first open ever (scale history)', () => inPage(baseURL, admin, (page) => dashboardBuild(page)));
  results.dashboard = await measure('dashboard (scale history)', () => inPage(baseURL, admin, (page) => dashboardRun(page, 'dashboard.png')));
  results.dashboardOld = await measure('dashboard aggregations (scale history)', () => dashboardAggregationReads(db));

  await shiftStep(results, baseURL, db);

  // /ebarimt (admin): VAT sales without an issued e-barimt, a week and a year of the scale history.
  // Last: its page's live queries over the year's sales stay in the emulator after the page closes
  // (it keeps every listener that ever listened, and runs each again on every commit), and the
  // sign-ins after it then waited past 30 s for their session write.
  console.log('VAT sales without an e-barimt ...');
  results.missingReceipts = await measure('VAT sales without an e-barimt', () => inPage(baseURL, admin, (page) => missingReceiptsRun(page, db)));
}

/**
 * /ebarimt as the Admin on the scale history: the check of VAT sales without an issued e-barimt
 * (docs/ebarimt.md) over the screen's default week, and over 365 days on Search; each the time until
 * its result shows and its reads (tag 'ebarimt': the week's are the whole page's, the year's the
 * check's alone). The scale seed writes no receipt jobs, so every VAT sale of the period is listed:
 * the check's worst case. For the run the e-barimt is taken as switched on a year ago.
 */
async function missingReceiptsRun(page, db) {
  await db.collection('appConfigs').doc('ebarimt').update({ enabledAt: new Date(Date.now() - 366 * 24 * 3600 * 1000) });
  const section = page.getByTestId('ebarimt-missing');
  const result = section.getByTestId('missing-ebarimt').or(section.getByTestId('missing-ebarimt-none'));
  const ebarimtReads = () => readsIn(page).then((r) => tagOf(r, 'ebarimt'));
  const shown = async () => Number((await result.first().getAttribute('data-count')) ?? 0);
  let started = Date.now();
  await page.goto('/ebarimt');
  await result.first().waitFor({ state: 'visible', timeout: 10 * 60_000 });
  const week = { ms: Date.now() - started, listed: await shown(), reads: await settle(ebarimtReads) };
  const year = lastYear();
  await page.locator('#ebarimt-missing-from').fill(year.from);
  await page.locator('#ebarimt-missing-to').fill(year.to);
  const before = await ebarimtReads();
  started = Date.now();
  await section.getByTestId('range-search').click();
  await section.getByTestId('missing-ebarimt-checking').waitFor({ state: 'visible', timeout: 60_000 }).catch(() => undefined);
  await result.first().waitFor({ state: 'visible', timeout: 20 * 60_000 });
  const ms = Date.now() - started;
  const reads = (await settle(ebarimtReads)) - before;
  await page.screenshot({ path: join(RESULTS_DIR, 'ebarimt-missing.png') });
  return { week, year: { ms, reads, listed: await shown() } };
}

/** A year's delivery and sales reports (admin), each beside the old pattern's whole read of the year. */
async function reportsStep(results, baseURL, client) {
  console.log('Reports ...');
  const admin = emailOf('Admin');
  const year = lastYear();
  results.reports = {};
  for (const [name, report, old] of [
    ['delivery', { path: '/report/delivery-reports', prefix: 'delivery-report', totals: 'totals-goods' }, OLD_QUERIES.deliveryReport],
    ['sales', { path: '/report/sales-report', prefix: 'sales-report', totals: 'summary-goods-value' }, OLD_QUERIES.salesReport],
  ]) {
    results.reports[name] = await measure(`${name} report`, () => inPage(baseURL, admin, (page) => reportRun(page, { ...report, name })));
    results.reports[`${name}Old`] = await measure(`${name} report, old: the whole year`, () => measureListener(client(admin), (fs) => old(fs, year)));
  }
}

/**
 * A cash shift at the counter's store on the scale history (docs/shifts.md): opened with a float,
 * then closed with the drawer counted. Measured: the reads from opening the close dialog (its
 * expected cash summed) to the Z report, and the time from the confirmation to the Z report; beside
 * them, how many store sales the store's history holds (the close reads the same whatever it is).
 */
async function shiftCloseRun(page) {
  const reads = () => page.evaluate(() => window.__firestoreReadsByTag?.shifts ?? 0);
  await page.goto('/cash-shift');
  await page.getByTestId('shift-open-card').or(page.getByTestId('current-shift')).first().waitFor({ state: 'visible', timeout: 30_000 });
  if (await page.getByTestId('shift-open-card').isVisible()) {
    await page.getByTestId('float-by-amount').click();
    await page.getByTestId('float-amount').fill('100000');
    await page.getByTestId('shift-open').click();
    await page.getByTestId('current-shift').waitFor({ state: 'visible', timeout: 30_000 });
  }
  await settle(reads);
  const before = await reads();
  await page.getByTestId('shift-close').click();
  await page.locator('[data-testid=close-expected]:has-text("₮")').waitFor({ state: 'visible', timeout: 60_000 });
  await page.getByTestId('close-by-amount').click();
  await page.getByTestId('close-amount').fill('100000');
  await page.getByTestId('close-submit').click();
  const started = Date.now();
  await page.locator('.swal2-confirm').click();
  await page.getByTestId('z-report').waitFor({ state: 'visible', timeout: 60_000 });
  const ms = Date.now() - started;
  await settle(reads);
  await page.screenshot({ path: join(RESULTS_DIR, 'shift-z.png') });
  await page.getByTestId('closed-shift-done').click();
  return { reads: (await reads()) - before, ms };
}

async function shiftStep(results, baseURL, db) {
  console.log('Cash shift close ...');
  const store = DEMO_ACCOUNTS.find((a) => a.role === 'Reception In City').locationId;
  const history = (await db.collection('orders').where('purchaseType', '==', 'store').where('locationId', '==', store).count().get()).data().count;
  results.shiftClose = await measure('cash shift close', async () => ({ ...(await inPage(baseURL, emailOf('Reception In City'), shiftCloseRun)), history }));
}

/** Lighthouse on its own Chromium instances (the Playwright browser stays idle meanwhile). */
async function lighthouseStep(results, baseURL) {
  console.log(`Lighthouse (mobile profile, median of ${LIGHTHOUSE_RUNS} runs per page) ...`);
  results.lighthouse = await measure('lighthouse', () =>
    runLighthouse({ baseURL, chromiumPath: CHROMIUM, password: DEMO_PASSWORD, runs: LIGHTHOUSE_RUNS, resultsDir: RESULTS_DIR, log: console.log }),
  );
}

/** Prints the table and writes the results file; returns whether every budget was met. */
function report(results, file) {
  const rows =
    ONLY === 'lighthouse'
      ? lighthouseRows(results)
      : ONLY === 'sales'
        ? [...counterRows(results), ...salesRows(results)]
        : ONLY === 'counter'
          ? counterRows(results)
        : ONLY === 'ebarimt'
          ? ebarimtRows(results)
          : ONLY === 'shifts'
            ? shiftRows(results)
            : ONLY === 'reports'
              ? reportRows(results)
              : tableRows(results);
  results.rows = rows;
  results.pass = rows.every((r) => r.status === 'PASS' || r.status === 'info');
  const s = results.sizes ?? {};
  if (ONLY === 'lighthouse') console.log(`\nLighthouse on ${results.app} (mobile profile, simulated throttling).`);
  else
    console.log(
      `\nBench at ${formatReads(s.products)} products, ${formatReads(s.customers)} customers, ${formatReads(s.orders)} orders, ` +
        `${formatReads(s.sales)} sales (${results.app}); scale seed ${results.scaleSeed?.seconds ?? '?'}s. Ratio: old ÷ new (first card: browser ÷ Node).`,
    );
  for (const line of renderTable(rows)) console.log(line);
  writeFileSync(join(RESULTS_DIR, file), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${results.pass ? 'All budgets met.' : 'A budget FAILED or a screen could not be measured.'} Details: bench-results/${file}`);
  return results.pass;
}

const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

/** The table's rows from the measurements (scripts/lib/bench-table.mjs). */
function tableRows(r) {
  const rows = [];
  // Rows of the scale data: without a whole scale seed, its reason.
  const unmeasured = { error: r.scaleSeed?.error ? `not measured: ${r.scaleSeed.error}` : 'not measured' };
  const seed = r.scaleSeed ?? { error: 'not run' };
  const w = seed.writing;
  rows.push(
    row({
      screen: 'scale seed',
      measure: w
        ? `${formatReads(seed.documents)} documents in ${Math.round(seed.seconds)} s (${w.documentsPerSecond}/s); ${w.retries} batch(es) sent again, slowest ${(w.slowestMs / 1000).toFixed(1)} s`
        : 'documents written',
      budget: 'whole',
      status: seed.error ? 'FAIL' : 'PASS',
      error: seed.error,
    }),
  );
  const pl = r.productList ?? unmeasured;
  const plOld = r.productListOld ?? {};
  const nodeMs = r.emulatorPageQueryMs ? median(r.emulatorPageQueryMs) : null;
  rows.push(
    row({ screen: 'product list', measure: 'first page reads (products)', newReads: pl.reads, newMs: pl.firstCardMedianMs, oldReads: plOld.reads, oldMs: plOld.ms, budget: `<= ${BUDGETS.productListReads} reads`, status: verdict(pl.reads <= BUDGETS.productListReads), error: pl.error }),
  );
  const cardRatio = pl.error || !nodeMs ? null : pl.firstCardMedianMs / nodeMs;
  rows.push(
    row({
      screen: 'product list',
      measure: `first card vs same query from Node (median of ${RUNS})`,
      newMs: pl.firstCardMedianMs,
      oldReads: 'Node',
      oldMs: nodeMs,
      ratio: cardRatio === null ? '-' : `${cardRatio.toFixed(1)}×`,
      budget: `<= ${BUDGETS.firstCardRatio}×`,
      status: verdict(cardRatio !== null && cardRatio <= BUDGETS.firstCardRatio),
      error: pl.error,
    }),
  );

  const cs = r.customerStep ?? unmeasured;
  const csOld = r.customerStepOld ?? {};
  rows.push(
    row({ screen: 'sale wizard customer step', measure: `open + find by phone: reads (customers ${cs.customersReads ?? '?'})`, newReads: cs.reads, newMs: cs.error ? null : cs.openMs + cs.foundMs, oldReads: csOld.reads, oldMs: csOld.ms, budget: `<= ${BUDGETS.customerStepReads} reads`, status: verdict(cs.reads <= BUDGETS.customerStepReads), error: cs.error }),
    row({ screen: 'sale wizard customer step', measure: 'customer found by phone', newMs: cs.foundMs, oldReads: csOld.reads, oldMs: csOld.ms, ratio: cs.error ? '-' : ratio(csOld.ms, cs.foundMs), budget: `< ${BUDGETS.customerFoundMs} ms`, status: verdict(cs.foundMs < BUDGETS.customerFoundMs), error: cs.error }),
  );

  rows.push(...shiftRows(r, unmeasured));

  rows.push(...counterRows(r));
  rows.push(...salesRows(r));

  const us = r.users ?? unmeasured;
  const usOld = r.usersOld ?? {};
  rows.push(row({ screen: '/users', measure: 'first page: reads, time to first row', newReads: us.reads, newMs: us.ms, oldReads: usOld.reads, oldMs: usOld.ms, error: us.error }));

  rows.push(...reportRows(r, unmeasured));

  const demo = r.dashboardDemo ?? { error: 'not measured' };
  const dash = r.dashboard ?? unmeasured;
  rows.push(
    row({ screen: 'dashboard', measure: `demo history (${formatReads(r.demoSizes?.sales)} sales)`, newReads: demo.reads, newMs: demo.ms, oldReads: r.dashboardDemoOld?.reads, oldMs: r.dashboardDemoOld?.ms, error: demo.error }),
    row({
      screen: 'dashboard',
      measure: `scale history (${formatReads(r.sizes?.sales)} sales)`,
      newReads: dash.reads,
      newMs: dash.ms,
      oldReads: r.dashboardOld?.reads,
      oldMs: r.dashboardOld?.ms,
      budget: demo.error ? '= demo reads' : `= demo reads (${demo.reads})`,
      status: verdict(!demo.error && dash.reads === demo.reads),
      // The dashboard's periods (today, this week) start at midnight in Ulaanbaatar: across it the same
      // history reads differently (2026-11-29, a run across midnight: 19 before, 22 after, demo and
      // scale alike). Such a pair is not compared: run the bench again.
      error:
        dash.error ??
        (demo.error
          ? `demo history: ${demo.error}`
          : demo.ubDay !== dash.ubDay
            ? `not comparable: the demo history was measured on ${demo.ubDay}, the scale history on ${dash.ubDay} (Ulaanbaatar): run the bench again away from midnight there (16:00 UTC)`
            : null),
    }),
    row({ screen: 'dashboard', measure: 'kept figures built once: first open ever (demo)', newReads: r.dashboardDemoBuild?.reads, error: r.dashboardDemoBuild?.error }),
    row({ screen: 'dashboard', measure: 'kept figures built once: first open ever (scale)', newReads: r.dashboardBuild?.reads, error: r.dashboardBuild?.error }),
  );

  const mr = r.missingReceipts ?? unmeasured;
  rows.push(
    row({ screen: 'VAT sales w/o e-barimt', measure: `/ebarimt opened: the page with the last 7 days checked (${mr.week?.listed ?? '?'} listed)`, newReads: mr.week?.reads, newMs: mr.week?.ms, error: mr.error }),
    row({ screen: 'VAT sales w/o e-barimt', measure: `365 days on Search: the check's reads (${mr.year?.listed ?? '?'} listed)`, newReads: mr.year?.reads, newMs: mr.year?.ms, error: mr.error }),
  );

  rows.push(...lighthouseRows(r));
  rows.push(...ebarimtRows(r));

  const js = r.signInJs ?? { error: 'not measured' };
  rows.push(
    row({
      screen: 'sign-in route',
      measure: js.error ? 'JavaScript, gzip -9' : `JavaScript, gzip -9 (${js.files.length} files): ${(js.totalGzipBytes / 1000).toFixed(1)} KB`,
      budget: `<= ${BUDGETS.signInJsGzipBytes / 1000} KB`,
      status: verdict(js.totalGzipBytes <= BUDGETS.signInJsGzipBytes),
      error: js.error,
    }),
  );
  return rows;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The delivery and sales reports over a year: first page and totals, and the full CSV export, each
 * beside the whole read. Each CSV must read every document the whole read has (a short page once
 * ended it early without a word); the sales CSV must take no longer than the whole read (issue 40,
 * finding 11; the delivery CSV's 15,800 orders take about as long as it, shown). The CSV's ratio is
 * the time's.
 */
function reportRows(r, unmeasured = { error: 'not measured' }) {
  const rows = [];
  for (const [name, label, timed] of [['delivery', 'delivery report', false], ['sales', 'sales report', true]]) {
    const rep = r.reports?.[name] ?? unmeasured;
    const old = r.reports?.[`${name}Old`] ?? {};
    const csv = rep.csv ?? {};
    const whole = typeof old.reads === 'number' && csv.reads >= old.reads;
    rows.push(
      row({ screen: `${label} (365 days)`, measure: `first page + totals (${rep.goods ?? '?'} goods)`, newReads: rep.reads, newMs: rep.ms, oldReads: old.reads, oldMs: old.ms, budget: `<= ${BUDGETS.reportFirstPageReads} reads`, status: verdict(rep.reads <= BUDGETS.reportFirstPageReads), error: rep.error }),
      row({
        screen: `${label} (365 days)`,
        measure: `full CSV export${csv.bytes ? ` (${formatReads(csv.bytes)} bytes)` : ''}: time vs the whole read`,
        newReads: csv.reads,
        newMs: csv.ms,
        oldReads: old.reads,
        oldMs: old.ms,
        ratio: ratio(old.ms, csv.ms),
        budget: timed ? 'reads >= old, time <= old' : 'reads >= old',
        status: verdict(whole && (!timed || csv.ms <= old.ms)),
        error: rep.error ?? csv.error,
      }),
    );
  }
  return rows;
}

/** The merchant sales of 6 and 60 products: time from Sell to done, the page's reads meanwhile. */
function shiftRows(r, unmeasured = { error: 'not measured' }) {
  const sc = r.shiftClose ?? unmeasured;
  return [
    row({
      screen: 'cash shift close',
      measure: `reads from the close dialog to the Z report; Z shown after confirming (${sc.history === undefined ? '?' : formatReads(sc.history)} store orders in the store's history)`,
      newReads: sc.reads,
      newMs: sc.ms,
      budget: `<= ${BUDGETS.shiftCloseReads} reads`,
      status: verdict(sc.reads <= BUDGETS.shiftCloseReads),
      error: sc.error,
    }),
  ];
}

/** The counter's 2-product sale against the same sale before the sell command (BEFORE_COMMANDS). */
function counterRows(r) {
  const c = r.counterSale ?? { error: 'not measured' };
  const before = BEFORE_COMMANDS.counterSale;
  return [
    row({
      screen: 'counter sale of 2',
      measure: `Sell to done, median of ${RUNS}${c.runsMs ? ` (runs ${c.runsMs.map(seconds).join(', ')})` : ''}; before: the browser's transaction`,
      newMs: c.ms,
      oldMs: before.ms,
      ratio: c.error ? '-' : ratio(before.ms, c.ms),
      budget: `<= ${BUDGETS.counterSaleRatio}× before`,
      status: verdict(c.ms <= BUDGETS.counterSaleRatio * before.ms),
      error: c.error,
    }),
  ];
}

function salesRows(r) {
  const sales = [['sale60', 60], ['sale200', 200]].map(([key, n]) => {
    const s = r[key] ?? { error: 'not measured' };
    const before = BEFORE_COMMANDS[key];
    return row({
      screen: `merchant sale of ${n}`,
      measure: `Sell to done, median of ${RUNS}: reads (selling ${s.sellingReads ?? '?'})${s.runsMs ? `; runs ${s.runsMs.map(seconds).join(', ')}` : ''}`,
      newReads: s.reads,
      newMs: s.ms,
      oldMs: before?.ms,
      oldReads: before?.reads,
      ratio: s.error || !before ? '-' : ratio(before.ms, s.ms),
      budget: before ? 'time <= before' : '-',
      status: before ? verdict(s.ms <= before.ms) : undefined,
      error: s.error,
    });
  });
  const m = r.move200 ?? { error: 'not measured' };
  return [...sales, row({ screen: 'move of 200', measure: 'Move to done: reads', newReads: m.reads, newMs: m.ms, error: m.error })];
}

/** One row per Lighthouse page: the three scores and the paint/blocking/shift figures of the median run. */
function lighthouseRows(r) {
  const budget = `perf >= ${LIGHTHOUSE_BUDGETS.performance}, a11y = ${LIGHTHOUSE_BUDGETS.accessibility}`;
  return LIGHTHOUSE_PAGES.map((target) => {
    const page = r.lighthouse?.[target.key] ?? { error: r.lighthouse?.error ?? 'not measured' };
    const screen = `lighthouse ${target.label}`;
    if (page.error) return row({ screen, measure: 'mobile profile', budget, error: page.error });
    const { scores: s, metrics: m } = page;
    return row({
      screen,
      measure:
        `perf ${s.performance}, a11y ${s.accessibility}, best pr. ${s['best-practices']}; ` +
        `FCP ${seconds(m.fcpMs)}, LCP ${seconds(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}` +
        (page.wallClock ? ` (wall clock: perf ${page.wallClock.scores.performance}, TBT ${Math.round(page.wallClock.metrics.tbtMs)} ms; host index ${page.host.benchmarkIndex})` : ''),
      budget,
      status: verdict(meetsBudgets(page)),
    });
  });
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
