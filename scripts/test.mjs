// `npm test` [-- <layer> ...]: runs the test layers in order and prints a summary.
//   unit        vitest project "unit" (src/**/*.test.ts, scripts/**/*.test.mjs)
//   components  vitest project "components" (src/**/*.test.tsx, jsdom)
//   rules       vitest projects "rules" and "functions" (the trusted commands' handler tests)
//               against a Firestore emulator on the test ports (and the official Storage emulator
//               when it can run here)
//   e2e         Playwright + Chromium against the full test stack: emulators, seed, production
//               build served by `vite preview`; `npm test -- e2e tests/e2e/x.spec.ts` runs one spec;
//               Playwright's own options go through (`--repeat-each=20`, `--grep=…`) to hunt a flake
// Test ports differ from `npm start`'s, so both can run at once. Exit code 0 only when every layer
// ran at least one test and none failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, STACK_DIR, startStack } from './lib/stack.mjs';
import { printSlowest, slowestTests } from './lib/test-timings.mjs';

const LAYERS = ['unit', 'components', 'rules', 'e2e'];
// Typecheck and lint run first on a full run (or with `npm test -- static`); they are checks, not
// tests, so they are reported apart from the layer counts but fail the run all the same.
const STATIC_CHECKS = [
  { name: 'typecheck', args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'] },
  { name: 'lint', args: ['node_modules/eslint/bin/eslint.js', '.'] },
  { name: 'cycles', args: ['scripts/check-cycles.mjs'] },
];
const args = process.argv.slice(2).filter((a) => a !== '--');
// Arguments naming files (tests/e2e/x.spec.ts) narrow the e2e layer to those specs; options
// (--repeat-each=20, --grep=…) are Playwright's.
const e2eSpecs = args.filter((a) => a.endsWith('.spec.ts'));
const e2eOptions = args.filter((a) => a.startsWith('--'));
const requested = args.filter((a) => !a.endsWith('.spec.ts') && !a.startsWith('--'));
const unknown = requested.filter((a) => !LAYERS.includes(a) && a !== 'static');
if (unknown.length) {
  console.error(`Unknown layer(s): ${unknown.join(', ')}. Layers: ${LAYERS.join(', ')}.\nUsage: npm test [-- ${LAYERS.join('|')} ...]`);
  process.exit(2);
}
const layers = requested.length ? LAYERS.filter((l) => requested.includes(l)) : LAYERS;
const runStatic = requested.length === 0 || requested.includes('static');
const RESULTS_DIR = join(STACK_DIR, `test-results${process.env.TEST_PORT_OFFSET ? `-${process.env.TEST_PORT_OFFSET}` : ''}`);
mkdirSync(RESULTS_DIR, { recursive: true });

const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs');
const PLAYWRIGHT = join(ROOT, 'node_modules/@playwright/test/cli.js');

// What is running now, so a signal or a failure can stop it.
let currentChild = null;
let currentStack = null;
let stackStarting = null; // a startStack() still under way
let interrupted = false;
const interruption = new AbortController(); // stops a stack that is still starting

async function cleanUp() {
  interruption.abort();
  if (currentChild && currentChild.exitCode === null) currentChild.kill('SIGTERM');
  // An aborted start-up stops what it started, then rejects: wait for it, or the emulators outlive us.
  if (stackStarting) await stackStarting.catch(() => {});
  if (currentStack) await currentStack.stop().catch(() => {});
  currentStack = null;
}

/** startStack, remembered while it starts so an interruption can wait for it. */
async function startTestStack(options) {
  stackStarting = startStack({ ...options, signal: interruption.signal });
  try {
    return await stackStarting;
  } finally {
    stackStarting = null;
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the tests and everything they started ...`);
    cleanUp().finally(() => process.exit(130));
  });
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    currentChild = child;
    child.on('exit', (code, signal) => {
      currentChild = null;
      resolve(code ?? (signal ? 128 : 1));
    });
    child.on('error', (err) => {
      console.error(err.message);
      currentChild = null;
      resolve(1);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Runs vitest projects (one name or several) and counts from their JSON report. */
async function vitestLayer(projects, extraEnv = {}) {
  const names = [projects].flat();
  const outputFile = join(RESULTS_DIR, `${names[0]}.json`); // the layer's name (test-timings.mjs reads it)
  rmSync(outputFile, { force: true });
  const env = { ...process.env, ...extraEnv };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  const code = await run(
    process.execPath,
    [VITEST, 'run', ...names.flatMap((n) => ['--project', n]), '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    env,
  );
  const report = readJson(outputFile);
  if (!report) return { crashed: `vitest exited with ${code} and wrote no report`, passed: 0, failed: 0, skipped: 0 };
  const result = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  // A file that fails to load has no failed test but a failed suite.
  const brokenFiles = (report.testResults ?? []).filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'));
  if (brokenFiles.length) {
    result.crashed = `${brokenFiles.length} test file(s) failed to run: ${brokenFiles.map((f) => f.name.replace(`${ROOT}/`, '')).join(', ')}`;
  } else if (code !== 0 && result.failed === 0) {
    result.crashed = `vitest exited with ${code} (unhandled error?)`;
  }
  return result;
}

async function rulesLayer() {
  // Firestore on the test ports; Storage only when the official emulator can run (its rules
  // tests need it; our local storage server does not evaluate storage.rules).
  currentStack = await startTestStack({
    mode: 'test',
    services: ['firestore', 'storage'],
    storageFallback: false,
    app: 'none',
    seed: false,
  });
  const stack = currentStack;
  console.log(
    `Rules tests against Firestore ${stack.hosts.firestore}` +
      (stack.storage === 'emulator' ? ` and Storage ${stack.hosts.storage}` : ' (no Storage emulator here: storage.rules tests skip)'),
  );
  try {
    // The rules tests, then the trusted commands' handler tests on the same emulator.
    return await vitestLayer(['rules', 'functions'], {
      FIRESTORE_EMULATOR_HOST: stack.hosts.firestore,
      STORAGE_EMULATOR_HOST: stack.storage === 'emulator' ? stack.hosts.storage : undefined,
      FIREBASE_STORAGE_EMULATOR_HOST: stack.storage === 'emulator' ? stack.hosts.storage : undefined,
      GCLOUD_PROJECT: stack.projectId,
    });
  } finally {
    await stack.stop();
    currentStack = null;
  }
}

/** A spec that keeps the emulator busy (sales and moves of any size, reports over the year): the "large" pass (as playwright.config.ts's LARGE_SPECS). */
const isLargeSpec = (file) => /(large-[^/]*|reports|sales-lists|routes|english)\.spec\.ts$/.test(file);

async function e2eLayer() {
  if (!existsSync(process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    return { crashed: 'Chromium is missing (/usr/bin/chromium): apt-get install chromium', passed: 0, failed: 0, skipped: 0 };
  }
  console.log('Starting the test stack (emulators, seed, production build) ...');
  currentStack = await startTestStack({ mode: 'test', app: 'preview' });
  const stack = currentStack;
  console.log(`Test stack ready: ${stack.urls.app} (storage: ${stack.storage})`);
  const env = {
    ...process.env,
    E2E_BASE_URL: stack.urls.app,
    E2E_PROJECT_ID: stack.projectId,
    E2E_AUTH_EMULATOR_HOST: stack.hosts.auth,
    E2E_FIRESTORE_EMULATOR_HOST: stack.hosts.firestore,
    E2E_STORAGE_EMULATOR_HOST: stack.hosts.storage,
    E2E_APP_DIR: stack.appDir ?? '',
    E2E_POSAPI_URL: stack.urls.posapi ?? '',
    E2E_POSAPI_CONTROL: stack.urls.posapiControl ?? '',
  };
  // Two passes (playwright.config.ts): first the large sales and moves and the reports over the
  // seeded year, one at a time on the fresh
  // emulator (beside each other, or beside the everyday specs, or on an emulator already holding
  // half an hour of other specs' data, they kept it busy past the SDK's 10 s and failed); then the
  // everyday specs, one at a time too (playwright.config.ts: workers). Named specs run in their own pass.
  const passes = [
    { project: 'large', specs: e2eSpecs.filter(isLargeSpec), args: ['--workers=1'] },
    { project: 'chromium', specs: e2eSpecs.filter((f) => !isLargeSpec(f)), args: [] },
  ].filter((pass) => e2eSpecs.length === 0 || pass.specs.length > 0);
  // The sessions the setup step saves (tests/e2e/support/auth.ts) belong to this stack's Auth
  // emulator: a directory of this run's own, made by the first pass's setup, reused by the next.
  for (const project of ['large', 'chromium']) rmSync(join(RESULTS_DIR, `e2e-${project}.json`), { force: true });
  const authDir = join(RESULTS_DIR, 'e2e-auth');
  rmSync(authDir, { recursive: true, force: true });
  env.E2E_AUTH_DIR = authDir;
  try {
    const result = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
    for (const [index, pass] of passes.entries()) {
      if (interrupted) break;
      const outputFile = join(RESULTS_DIR, `e2e-${pass.project}.json`);
      rmSync(outputFile, { force: true });
      const deps = index === 0 ? [] : ['--no-deps'];
      const code = await run(process.execPath, [PLAYWRIGHT, 'test', '--reporter=list,json', `--project=${pass.project}`, ...deps, ...pass.args, ...e2eOptions, ...pass.specs], {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile,
      });
      const report = readJson(outputFile);
      if (!report?.stats) return { ...result, crashed: `playwright (${pass.project}) exited with ${code} and wrote no report` };
      const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
      result.passed += expected + flaky;
      result.failed += unexpected;
      result.skipped += skipped;
      result.flaky += flaky;
      if ((report.errors ?? []).length && unexpected === 0) {
        result.crashed ??= `playwright (${pass.project}) reported ${report.errors.length} error(s) outside tests: ${report.errors[0].message?.split('\n')[0]}`;
      } else if (code !== 0 && unexpected === 0) {
        result.crashed ??= `playwright (${pass.project}) exited with ${code}`;
      }
    }
    return result;
  } finally {
    await stack.stop();
    currentStack = null;
  }
}

const runners = {
  unit: () => vitestLayer('unit'),
  components: () => vitestLayer('components'),
  rules: rulesLayer,
  e2e: e2eLayer,
};

const runStarted = Date.now();
const staticResults = [];
if (runStatic) {
  console.log('\n━━━ static checks ━━━');
  for (const check of STATIC_CHECKS) {
    const started = Date.now();
    const code = await run(process.execPath, check.args, process.env);
    staticResults.push({ name: check.name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
    console.log(`${check.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`}`);
  }
}

const results = [];
for (const layer of layers) {
  if (interrupted) break;
  console.log(`\n━━━ ${layer} ━━━`);
  const started = Date.now();
  let result;
  try {
    result = await runners[layer]();
  } catch (err) {
    result = { crashed: err.message, passed: 0, failed: 0, skipped: 0 };
    if (currentStack) await currentStack.stop().catch(() => {});
    currentStack = null;
  }
  result.seconds = Math.round((Date.now() - started) / 1000);
  if (!result.crashed && result.passed + result.failed === 0) result.crashed = 'no tests ran';
  results.push({ layer, ...result });
}

const pad = (s, n) => String(s).padStart(n);
console.log('\nLayer        Passed  Failed  Skipped   Time  Status');
for (const r of results) {
  const status = r.crashed ? 'CRASHED' : r.failed ? 'FAILED' : 'ok';
  console.log(
    `${r.layer.padEnd(12)}${pad(r.passed, 7)}${pad(r.failed, 8)}${pad(r.skipped, 9)}${pad(`${r.seconds}s`, 7)}  ${status}` +
      (r.flaky ? ` (${r.flaky} flaky, passed on retry)` : ''),
  );
}
for (const r of results.filter((r) => r.crashed)) console.log(`! ${r.layer}: ${r.crashed}`);
if (staticResults.length) console.log(`Static checks: ${staticResults.map((c) => `${c.name} ${c.ok ? 'ok' : 'FAILED'} ${c.seconds}s`).join(', ')}`);
printSlowest(slowestTests(layers, RESULTS_DIR, ROOT));
console.log(`Wall time: ${Math.round((Date.now() - runStarted) / 1000)}s`);
const total = (key) => results.reduce((n, r) => n + (r[key] ?? 0), 0);
console.log(`Total: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
const ok =
  !interrupted &&
  staticResults.every((c) => c.ok) &&
  results.length === layers.length &&
  results.every((r) => !r.crashed && r.failed === 0);
process.exit(ok ? 0 : 1);
