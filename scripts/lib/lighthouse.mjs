// Lighthouse in `npm run bench` (scripts/bench.mjs, docs/performance.md): the mobile profile (the
// default config: a mid-range phone, simulated slow 4G and a 4× slower CPU) on the production build
// the bench stack serves, for the sign-in page and two signed-in screens. The budget is scored on the
// page's CPU time (cpuTimeTrace): each run's trace is audited again with every main-thread task as long
// as its thread ran, so the time it waited for a core on a busy host counts as on a phone: not at all;
// and as a first visit (withoutCodeCacheProduction: no second visit's code-cache serialisation).
//
// Each page gets its own Chromium (Debian's /usr/bin/chromium, fresh profile, DevTools on a port of
// its own choosing). For a signed-in page Playwright connects over CDP, signs in through the form in
// the browser's default context and disconnects; then Lighthouse opens its own tab in the same
// context. Lighthouse's storage reset before each run clears the HTTP cache, service workers and
// Cache Storage (settings.clearStorageTypes) but not localStorage or IndexedDB, so every run is a
// cold load of the app while Firebase's session (IndexedDB) and our session record (localStorage)
// survive; each run checks that it did not end on /login. Scores vary from run to run: the median
// of `runs` runs is reported, and the run that gave it is saved as an HTML report.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

export const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100 };

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

/** The page's main threads ("pid:tid") in a trace. */
function mainThreads(traceEvents) {
  return new Set(
    traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
}

/**
 * `traceEvents` with every top-level task of the page's main thread (CrRendererMain) shortened to the
 * CPU time its thread spent on it (`tdur`), its nested events scaled with it; starts are kept.
 * Lighthouse's simulation takes a task's length from the trace and multiplies it by the phone's CPU
 * slowdown; on a host whose two cores are shared with other work, a task waits for a core and its
 * wall time grows: measured here, the sign-in page's main-thread tasks lasted 6,164 ms for 543 ms of CPU
 * (a 763 ms task used 16 ms), and its blocking time came out at 14 s. The CPU time is what the page
 * asks of the phone, whatever else runs on the host. Events without `tdur` are left as they are.
 */
export function cpuTimeTrace(traceEvents) {
  const mains = mainThreads(traceEvents);
  const out = traceEvents.map((e) => ({ ...e }));
  const byThread = new Map();
  out.forEach((e, i) => {
    if (!mains.has(`${e.pid}:${e.tid}`) || typeof e.ts !== 'number' || e.ph === 'M') return;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(i);
  });
  for (const indexes of byThread.values()) {
    // Longest first at equal starts, so a task comes before what it contains.
    indexes.sort((a, b) => out[a].ts - out[b].ts || (out[b].dur ?? 0) - (out[a].dur ?? 0));
    let task = null;
    let k = 1;
    for (const i of indexes) {
      const e = out[i];
      if (!task || e.ts >= task.ts + task.dur) {
        // A new top-level task (a complete event not inside the previous one), or an event between tasks.
        task = e.ph === 'X' && e.dur > 0 ? { ts: e.ts, dur: e.dur } : null;
        k = task && typeof e.tdur === 'number' && e.tdur < e.dur ? e.tdur / e.dur : 1;
      }
      if (!task || k === 1) continue;
      e.ts = task.ts + (e.ts - task.ts) * k;
      if (typeof e.dur === 'number') e.dur *= k;
    }
  }
  return out;
}

/** V8's serialisation of compiled code into Chrome's code cache (trace event names). */
export const CODE_CACHE_PRODUCTION = new Set(['v8.produceModuleCache', 'v8.produceCache']);

/**
 * `traceEvents` without the main thread's code-cache production: each such event takes no time, the
 * events that enclose it are that much shorter, and what follows it in its task starts that much
 * earlier. Chrome serialises a script's compiled code into its code cache on the page's main thread
 * on the script's second run within 72 hours (a "warm" run: v8.dev/blog/code-caching-for-devs); a
 * first visit produces none, and once the service worker has installed the app's scripts into its
 * Cache Storage their caches are made there, off the page. Lighthouse's runs here are all warm runs
 * (the account signs in first in the same browser, and the cleared HTTP cache does not forget the
 * script), so each run paid a one-off cost of a phone's second visit: in the grid's cold load, two
 * tasks of about 40 ms of CPU each, the two longest of the page (160 ms at the phone's 4×). Without
 * it a run measures what a first visit asks of the phone. Call after cpuTimeTrace.
 */
export function withoutCodeCacheProduction(traceEvents) {
  const mains = mainThreads(traceEvents);
  const out = traceEvents.map((e) => ({ ...e }));
  const onMain = (e) => mains.has(`${e.pid}:${e.tid}`) && typeof e.ts === 'number' && e.ph !== 'M';
  for (const produce of out.filter((e) => onMain(e) && e.ph === 'X' && CODE_CACHE_PRODUCTION.has(e.name) && e.dur > 0)) {
    const thread = `${produce.pid}:${produce.tid}`;
    const start = produce.ts;
    const cut = produce.dur;
    const end = start + cut;
    // The outermost event around it: the task whose later events move.
    const task = out
      .filter((e) => e !== produce && e.ph === 'X' && `${e.pid}:${e.tid}` === thread && e.ts <= start && e.ts + e.dur >= end)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur)[0];
    const taskEnd = task ? task.ts + task.dur : end;
    for (const e of out) {
      if (e === produce || !onMain(e) || `${e.pid}:${e.tid}` !== thread) continue;
      if (e.ph === 'X' && e.ts <= start && e.ts + e.dur >= end) e.dur -= cut; // encloses it
      else if (e.ts >= start && e.ts < end) {
        // inside it: goes with it
        e.ts = start;
        if (typeof e.dur === 'number') e.dur = 0;
      } else if (e.ts >= end && e.ts < taskEnd) e.ts -= cut; // later in the same task
    }
    produce.dur = 0;
  }
  return out;
}

/** Lighthouse's mobile screen (its default config's screenEmulation). */
const LIGHTHOUSE_SCREEN = { width: 412, height: 823 };

/**
 * The measured pages. `ready` is a selector the signed-in screen shows once it has data (waited for
 * after signing in, so the account's first visit is not what Lighthouse measures).
 */
export const LIGHTHOUSE_PAGES = [
  { key: 'login', label: '/login', path: '/login', email: null },
  { key: 'storeGrid', label: 'store product grid', path: '/store/filterProducts', email: 'reception.city@demo.mn', ready: '[data-testid="product-card"]' },
  { key: 'courier', label: 'courier view', path: '/delivery-orders', email: 'courier@demo.mn', ready: '[data-testid="delivery-card"]' },
];

/** The Chromium instances running now, stopped by stopLighthouseBrowsers() (the bench's Ctrl-C). */
const running = new Set();

export async function stopLighthouseBrowsers() {
  await Promise.all([...running].map((stop) => stop()));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Starts Chromium with DevTools on a free port; resolves { port, stop }. */
async function launchChromium(chromiumPath) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    running.delete(stop);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(userDataDir, { recursive: true, force: true });
  };
  running.add(stop);
  // Chromium writes the port it took into DevToolsActivePort once DevTools listens.
  const portFile = join(userDataDir, 'DevToolsActivePort');
  const started = Date.now();
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (child.exitCode !== null || Date.now() - started > 30_000) {
      await stop();
      throw new Error(`Chromium did not open its DevTools port: ${stderr.trim().split('\n').slice(-3).join(' / ')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return { port, stop };
}

/** Signs `email` in through the form, in the browser's default context, and waits for `ready`. */
async function signInOverCdp(port, baseURL, { email, password, path, ready }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    // The phone Lighthouse emulates (its mobile profile's screen), so the visit before is on the same
    // screen: the copy of the screen kept for the next start is laid out for its width.
    await page.setViewportSize(LIGHTHOUSE_SCREEN);
    await page.goto(new URL('/login', baseURL).href);
    await page.getByLabel(/И-мэйл|Email/).fill(email);
    await page.getByLabel(/Нууц үг|Password/).fill(password);
    await page.getByRole('button', { name: /Нэвтрэх|Log In/ }).click();
    await page.getByTestId('shell').waitFor({ state: 'visible', timeout: 30_000 });
    await page.goto(new URL(path, baseURL).href);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    // The screen keeps itself as the next start's first paint a moment after its data shows.
    await page.waitForFunction(() => localStorage.getItem('lastView') !== null, null, { timeout: 10_000 });
    await page.close();
  } finally {
    // Disconnects: the default context (and its signed-in storage) stays with the browser.
    await browser.close();
  }
}

/** The figures of one Lighthouse result. */
export function summarize(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]));
  // Audits that cost points in the accessibility and best-practices categories (what to fix).
  const failing = {};
  for (const category of ['accessibility', 'best-practices']) {
    failing[category] = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ({
        id: ref.id,
        title: lhr.audits[ref.id].title,
        items: (lhr.audits[ref.id].details?.items ?? []).slice(0, 8).map((item) => item.node?.snippet ?? item.node?.selector ?? item.description ?? item.url ?? ''),
      }));
  }
  // The largest opportunities for the performance score (information for docs/performance.md).
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.metricSavings?.LCP || a.metricSavings?.FCP) && a.score !== null && a.score < 1)
    .map((a) => ({ id: a.id, title: a.title, display: a.displayValue ?? '' }));
  const host = { benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0) };
  return { scores, metrics, host, failing, opportunities, finalUrl: lhr.finalDisplayedUrl, runWarnings: lhr.runWarnings ?? [] };
}

/**
 * Runs Lighthouse `runs` times on each page of `pages` against `baseURL`. Returns per page
 * { runs: [...summaries], median: summary-like figures, report } or { error }.
 */
export async function runLighthouse({ baseURL, chromiumPath, password, runs = 3, pages = LIGHTHOUSE_PAGES, resultsDir, log = console.log }) {
  const { default: lighthouse, generateReport } = await import('lighthouse');
  const { Runner } = await import('lighthouse/core/runner.js');
  const { initializeConfig } = await import('lighthouse/core/config/config.js');
  const { resolvedConfig } = await initializeConfig('navigation', undefined, { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const results = {};
  for (const target of pages) {
    const started = Date.now();
    let chrome = null;
    try {
      chrome = await launchChromium(chromiumPath);
      if (target.email) await signInOverCdp(chrome.port, baseURL, { ...target, password });
      const url = new URL(target.path, baseURL).href;
      const done = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        if (!result) throw new Error('Lighthouse returned no result');
        if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        const wall = summarize(result.lhr);
        if (new URL(wall.finalUrl).pathname !== new URL(url).pathname) {
          throw new Error(`run ${i + 1} ended on ${wall.finalUrl}, not ${target.path} (the session did not survive)`);
        }
        // The same run audited again on the page's CPU time, without the warm run's code-cache
        // production (the budget's figures).
        const { artifacts } = result;
        const cpu = await Runner.audit(
          { ...artifacts, Trace: { ...artifacts.Trace, traceEvents: withoutCodeCacheProduction(cpuTimeTrace(artifacts.Trace.traceEvents)) } },
          { resolvedConfig, computedCache: new Map() },
        );
        const lhr = cpu.lhr;
        const summary = { ...summarize(lhr), wallClock: { scores: wall.scores, metrics: wall.metrics } };
        done.push({ summary, lhr });
        const m = summary.metrics;
        log(
          `    ${target.label} run ${i + 1}: performance ${summary.scores.performance}, accessibility ${summary.scores.accessibility}, best practices ${summary.scores['best-practices']}, ` +
            `FCP ${Math.round(m.fcpMs)} ms, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)} ` +
            `(wall clock: performance ${wall.scores.performance}, TBT ${Math.round(wall.metrics.tbtMs)} ms; benchmark index ${summary.host.benchmarkIndex})`,
        );
      }
      // The median run by performance score (ties: the first); its figures are reported together.
      const perf = median(done.map((d) => d.summary.scores.performance));
      const chosen = done.find((d) => d.summary.scores.performance === perf);
      let report = null;
      if (resultsDir) {
        report = join(resultsDir, `lighthouse-${target.key}.html`);
        writeFileSync(report, generateReport(chosen.lhr, 'html'));
      }
      results[target.key] = {
        label: target.label,
        path: target.path,
        account: target.email,
        ...chosen.summary,
        runs: done.map((d) => ({ scores: d.summary.scores, metrics: d.summary.metrics, host: d.summary.host, wallClock: d.summary.wallClock })),
        report,
        seconds: Math.round((Date.now() - started) / 1000),
      };
    } catch (err) {
      results[target.key] = { label: target.label, path: target.path, error: String(err?.message ?? err).split('\n')[0] };
      log(`    ${target.label}: error: ${results[target.key].error}`);
    } finally {
      await chrome?.stop();
    }
  }
  return results;
}

/** The pass verdict of one page's figures against LIGHTHOUSE_BUDGETS. */
export function meetsBudgets(page) {
  if (!page || page.error) return false;
  return page.scores.performance >= LIGHTHOUSE_BUDGETS.performance && page.scores.accessibility >= LIGHTHOUSE_BUDGETS.accessibility;
}
