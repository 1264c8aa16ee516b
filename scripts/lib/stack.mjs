// The local stack: Firebase emulators (Auth, Firestore, Storage), demo seed and the Vite app.
// Used by `npm start` (mode 'dev') and `npm test` (mode 'test', other ports, throw-away data).
// Facts behind the choices are in docs/local-stack.md.
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unwatchFile,
  watchFile,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureFirestoreWrapperJar } from './firestore-jar.mjs';
import { buildFunctions } from '../build-functions.mjs';
import { assertPortFree, descendantsOf, killPids, listProcesses, spawnManaged, waitForHttp } from './procs.mjs';
import { startStorageServer } from '../storage-server.mjs';
import { startPosApiSimulator } from '../../bridge/posapi-simulator.mjs';
import { BRIDGE_ACCOUNT } from '../seed-ebarimt.mjs';
import { withTriggersOff } from './triggers.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const STACK_DIR = join(ROOT, '.stack');
export const PROJECT_ID = 'demo-backoffice';
export const DEFAULT_DATA_DIR = join(ROOT, '.emulator-data');

/** Ports per mode. Test ports differ in every entry so `npm test` can run beside `npm start`. */
export const PORTS = {
  dev: { auth: 9099, firestore: 8080, storage: 9199, functions: 5001, eventarc: 9299, tasks: 9499, hub: 4400, logging: 4500, websocket: 9150, app: 5173, posapi: 7080, posapiControl: 7081 },
  test: { auth: 19099, firestore: 18080, storage: 19199, functions: 15001, eventarc: 19299, tasks: 19499, hub: 14400, logging: 14500, websocket: 19150, app: 14173, posapi: 17080, posapiControl: 17081 },
};

// TEST_PORT_OFFSET shifts every test port, so several `npm test` runs (e.g. on one shared
// development machine) do not collide. Use multiples of 1000: the test ports themselves are
// 100 apart (19099 auth, 19199 storage), so smaller offsets can land on another run's port. Unset in CI.
const testPortOffset = Number(process.env.TEST_PORT_OFFSET ?? 0) || 0;
if (testPortOffset) for (const key of Object.keys(PORTS.test)) PORTS.test[key] += testPortOffset;
/** Keeps the build and logs of offset test runs apart too. */
const OFFSET_SUFFIX = testPortOffset ? `-${testPortOffset}` : '';
const outDirFor = (mode) => join(STACK_DIR, `app-${mode}${mode === 'test' ? OFFSET_SUFFIX : ''}`);

const PORT_LABELS = {
  auth: 'Auth emulator',
  firestore: 'Firestore emulator',
  storage: 'Storage emulator',
  functions: 'Functions emulator',
  eventarc: 'Eventarc emulator (with Functions)',
  tasks: 'Cloud Tasks emulator (with Functions)',
  hub: 'Emulator hub',
  logging: 'Emulator logging',
  websocket: 'Firestore websocket',
  app: 'Vite app',
  posapi: 'PosAPI simulator',
  posapiControl: 'PosAPI simulator control',
};

/**
 * JVM options for the emulators firebase-tools starts with `java` (the launcher reads JDK_JAVA_OPTIONS).
 * The Firestore emulator keeps every document in its heap: the scale seed's 423,000 take about 3.6 GB.
 * Left to itself the JVM sizes its heap from the memory it sees (a quarter: 1 GB where it sees 4 GB,
 * full at about 125,000 documents) and picks its collector from the cores and memory it sees; a full
 * heap, or a full collection with the parallel collector (63 s on a busy two-core machine), stops the
 * emulator past the SDK's 60 s deadline (docs/local-stack.md, "The scale seed"). The same heap and
 * collector on every machine.
 */
export const EMULATOR_JVM_OPTIONS = ['-Xmx6g', '-XX:+UseG1GC'];

const FIREBASE_BIN = join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
const VITE_BIN = join(ROOT, 'node_modules/vite/bin/vite.js');

/** Path of the Storage rules runtime jar firebase-tools would use, from its own manifest. */
export function storageRulesJarPath() {
  const info = JSON.parse(
    readFileSync(join(ROOT, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'), 'utf8'),
  );
  return join(homedir(), '.cache/firebase/emulators', info.storage.downloadPathRelativeToCacheDir);
}

/** The official Storage emulator can run only with its rules jar cached and storage.rules present. */
export function officialStorageAvailable() {
  return existsSync(storageRulesJarPath()) && existsSync(join(ROOT, 'storage.rules'));
}

/**
 * firebase.json with this mode's ports, written under .stack/. The rules files are copied into
 * `rulesDir` and the config points at the copies: firebase-tools crashes when a watched rules file
 * changes while the emulator is still booting (other people edit the rules while we start), so dev
 * mode copies edits over only once the emulators are ready (see syncRules), and tests keep the
 * rules they started with.
 */
function writeFirebaseConfig(mode, ports, rulesDir) {
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  mkdirSync(rulesDir, { recursive: true });
  const synced = [];
  const snapshot = (section) => {
    if (!section) return section;
    const out = { ...section };
    for (const key of ['rules', 'indexes']) {
      if (!out[key]) continue;
      const source = join(ROOT, out[key]);
      if (!existsSync(source)) {
        out[key] = source; // firebase-tools reports the missing file itself
        continue;
      }
      const copy = join(rulesDir, out[key].split('/').pop());
      copyFileSync(source, copy);
      synced.push({ source, copy });
      out[key] = copy;
    }
    return out;
  };
  const config = {
    ...base,
    firestore: snapshot(base.firestore),
    storage: snapshot(base.storage),
    emulators: {
      ...base.emulators,
      auth: { host: '127.0.0.1', port: ports.auth },
      firestore: { host: '127.0.0.1', port: ports.firestore, websocketPort: ports.websocket },
      storage: { host: '127.0.0.1', port: ports.storage },
      // The trusted commands (functions/, built by scripts/build-functions.mjs); firebase-tools
      // starts Eventarc and Cloud Tasks beside them.
      functions: { host: '127.0.0.1', port: ports.functions },
      eventarc: { host: '127.0.0.1', port: ports.eventarc },
      tasks: { host: '127.0.0.1', port: ports.tasks },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  // Test stacks may start side by side (e.g. the storage server's own test on private ports):
  // each gets its own config file next to its rules copies.
  const file = mode === 'dev' ? join(STACK_DIR, 'firebase.dev.json') : join(rulesDir, 'firebase.json');
  // firebase-tools takes the functions' source relative to the config file, which lives elsewhere.
  config.functions = (base.functions ?? []).map((f) => ({ ...f, source: relative(dirname(file), join(ROOT, f.source)) }));
  writeFileSync(file, JSON.stringify(config, null, 2));
  return { file, synced };
}

/** Copies rules edits to the emulator's copies from now on (dev); returns the unwatch function. */
function syncRules(synced, log) {
  for (const { source, copy } of synced) {
    if (readFileSync(source, 'utf8') !== readFileSync(copy, 'utf8')) copyFileSync(source, copy);
    watchFile(source, { interval: 500 }, () => {
      try {
        copyFileSync(source, copy);
      } catch (err) {
        log(`Could not reload ${source}: ${err.message}`);
      }
    });
  }
  return () => synced.forEach(({ source }) => unwatchFile(source));
}

/** The VITE_* settings the app reads (src/firebase/config.ts) for a stack on `ports`. */
export function viteEnvFor(ports) {
  return {
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT_ID}.appspot.com`,
    VITE_FIREBASE_APP_ID: 'demo-app',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '0',
    VITE_USE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    VITE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    VITE_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
  };
}

/** Env for Node tools (firebase-admin, seed, rules tests) talking to the stack. */
export function adminEnvFor(ports, { storage = true } = {}) {
  const env = {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    // firebase-admin would otherwise probe the Google Cloud metadata server (offline: a warning).
    METADATA_SERVER_DETECTION: 'none',
  };
  if (storage) {
    env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${ports.storage}`;
    env.STORAGE_EMULATOR_HOST = `http://127.0.0.1:${ports.storage}`;
  }
  return env;
}

// firebase-tools output worth showing; the rest goes to the log file only.
const NOISE = [
  /Java version before 21/i,
  /Support for Java version/i,
  /will default to allowing all reads and writes/i,
  /rules file .* does not exist/i,
  /multiple instances of the emulator suite/i,
  /Unable to fetch the CLI MOTD/i,
  /Did not find a Cloud Firestore rules file/i,
];
const SHOW = [/error/i, /exception/i, /fatal/i, /✖/, /!!/, /follow this link/i];
const isWorthShowing = (line) => SHOW.some((re) => re.test(line)) && !NOISE.some((re) => re.test(line));

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const stripAnsi = (line) => line.replace(ANSI_COLOUR, '');

/** Processes of ours that firebase-tools may leave behind: it starts Java emulators detached. */
function leftoverEmulatorPids(ports) {
  return listProcesses()
    .filter(({ cmdline }) => {
      const args = cmdline.join(' ');
      return (
        /java/.test(cmdline[0] ?? '') &&
        (args.includes(`--port ${ports.firestore}`) || args.includes(`--port=${ports.firestore}`)) &&
        args.includes('firestore-emulator-wrapper.jar')
      );
    })
    .map((p) => p.pid);
}

/** Runs `firebase emulators:start` and resolves once every emulator answers. */
async function startFirebase({ mode, ports, emulators, configFile, dataDir, exportDir, fresh, log, track }) {
  const jar = ensureFirestoreWrapperJar(STACK_DIR);
  // firebase-tools keeps a "hub locator" file per project id in the temp dir; a separate temp dir
  // per mode keeps the test stack from deleting the dev stack's locator (needed to export on exit).
  const fbTmp = mode === 'dev' ? join(STACK_DIR, 'tmp-dev') : join(dataDir, 'tmp');
  mkdirSync(fbTmp, { recursive: true });
  const args = [FIREBASE_BIN, 'emulators:start', '--only', emulators.join(','), '--project', PROJECT_ID, '--config', configFile];
  if (mode === 'dev' && !fresh) args.push('--import', exportDir);
  if (mode === 'dev') args.push('--export-on-exit', exportDir);
  // A test stack on private ports logs into its own (temporary) data dir.
  const logFile =
    mode === 'test' && ports.firestore !== PORTS.test.firestore
      ? join(dataDir, 'firebase.log')
      : join(STACK_DIR, `firebase-${mode}.log`);
  writeFileSync(logFile, '');
  let ready = false;
  const fb = spawnManaged('firebase emulators', process.execPath, args, {
    cwd: ROOT,
    logFile,
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_BINARY_PATH: jar,
      JDK_JAVA_OPTIONS: [process.env.JDK_JAVA_OPTIONS, ...EMULATOR_JVM_OPTIONS].filter(Boolean).join(' '),
      TMPDIR: fbTmp,
      NO_UPDATE_NOTIFIER: '1',
      NO_COLOR: '1',
      // firebase-tools must not think it talks to emulators of another stack.
      FIRESTORE_EMULATOR_HOST: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      FIREBASE_STORAGE_EMULATOR_HOST: '',
      STORAGE_EMULATOR_HOST: '',
    },
    onLine: (raw) => {
      const line = stripAnsi(raw).trim();
      if (/All emulators ready/i.test(line)) ready = true;
      if (isWorthShowing(line)) log(`  [firebase] ${line}`);
    },
  });
  let children = [];
  const stop = async () => {
    children = [...new Set([...children, ...descendantsOf(fb.child.pid)])];
    if (!ready) {
      // Not started yet (or the import is still running): kill, so that no half-imported state is
      // exported over the saved data.
      await fb.stop({ signal: 'SIGKILL', graceMs: 2000 });
    } else {
      // Exporting happens in firebase-tools' SIGINT handler: give it time.
      await fb.stop({ signal: 'SIGINT', graceMs: mode === 'dev' ? 90_000 : 15_000 });
    }
    await killPids([...children, ...leftoverEmulatorPids(ports)]);
  };
  track({ name: fb.name, stop });
  const died = () =>
    fb.exitCode !== undefined
      ? new Error(`firebase emulators exited (${fb.exitCode}) before they were ready. Last output:\n` +
          stripAnsi(fb.tail()) + `\n(full log: ${logFile})`)
      : null;
  try {
    // Ready = firebase-tools finished start-up (imports included) and every emulator answers.
    const started = Date.now();
    while (!ready) {
      const err = died();
      if (err) throw err;
      if (Date.now() - started > 120_000) {
        throw new Error(`firebase emulators did not start within 120s. Last output:\n${stripAnsi(fb.tail())}\n(full log: ${logFile})`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    if (emulators.includes('auth')) {
      await waitForHttp(`http://127.0.0.1:${ports.auth}/`, { what: 'Auth emulator', failFast: died });
    }
    if (emulators.includes('firestore')) {
      await waitForHttp(`http://127.0.0.1:${ports.firestore}/`, { what: 'Firestore emulator', failFast: died });
    }
    if (emulators.includes('functions')) {
      // Any answer means the emulator serves (its root is a 404 until a function is named).
      await waitForHttp(`http://127.0.0.1:${ports.functions}/`, { what: 'Functions emulator', failFast: died, accept: (r) => r.status < 500 });
    }
    children = descendantsOf(fb.child.pid);
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * Starts the stack and resolves when every part answers.
 *
 * @param {object} [options]
 * @param {'dev'|'test'} [options.mode]  dev: firebase.json ports, data kept in .emulator-data;
 *   test: the PORTS.test set, fresh data in a temp dir, always seeded.
 * @param {boolean} [options.fresh]  dev only: wipe saved data and reseed.
 * @param {string} [options.dataDir]  dev only: where data persists (default .emulator-data).
 * @param {'dev'|'preview'|'none'} [options.app]  Vite dev server, production build served by
 *   `vite preview`, or no app (default: dev in dev mode, none in test mode).
 * @param {Array<'auth'|'firestore'|'storage'|'functions'>} [options.services]  emulators to run (default all).
 * @param {boolean} [options.storageFallback]  when the official Storage emulator cannot run, start
 *   scripts/storage-server.mjs instead (default true); false leaves Storage out.
 * @param {boolean} [options.seed]  seed when the data is fresh (default true).
 * @param {Partial<typeof PORTS.dev>} [options.ports]  override single ports (tests use private ones).
 * @param {(line: string) => void} [options.log]  progress and error lines (default console.log).
 * @param {AbortSignal} [options.signal]  aborting stops whatever has started; startStack rejects.
 */
export async function startStack(options = {}) {
  const mode = options.mode ?? 'dev';
  if (mode !== 'dev' && mode !== 'test') throw new Error(`Unknown mode ${mode}`);
  const app = options.app ?? (mode === 'dev' ? 'dev' : 'none');
  const services = new Set(options.services ?? ['auth', 'firestore', 'storage', 'functions']);
  const log = options.log ?? ((line) => console.log(line));
  const ports = { ...PORTS[mode], ...options.ports };

  const useOfficialStorage = services.has('storage') && officialStorageAvailable();
  const useLocalStorage =
    services.has('storage') && !useOfficialStorage && options.storageFallback !== false;
  const emulators = [...services].filter((s) => s !== 'storage' || useOfficialStorage);

  mkdirSync(STACK_DIR, { recursive: true });

  // Where data lives. dev: <dataDir>/firebase (firebase-tools export; it replaces the whole folder
  // on export) and <dataDir>/storage (our storage server). test: a temp dir removed on stop.
  const dataDir =
    mode === 'dev'
      ? resolve(options.dataDir ?? DEFAULT_DATA_DIR)
      : mkdtempSync(join(tmpdir(), 'backoffice-test-'));
  const exportDir = join(dataDir, 'firebase');
  const storageDir = join(dataDir, 'storage');
  const hasExport = existsSync(join(exportDir, 'firebase-export-metadata.json'));
  const fresh = mode === 'test' || options.fresh || !hasExport;
  if (mode === 'dev' && fresh) {
    rmSync(exportDir, { recursive: true, force: true });
    rmSync(storageDir, { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true });

  // Fail early and clearly when a port is taken.
  const needed = [];
  if (emulators.length) needed.push('hub', 'logging');
  if (services.has('auth')) needed.push('auth');
  if (services.has('firestore')) needed.push('firestore', 'websocket');
  if (useOfficialStorage || useLocalStorage) needed.push('storage');
  if (services.has('functions')) needed.push('functions', 'eventarc', 'tasks');
  if (app !== 'none') needed.push('app');
  const withBridge = options.bridge !== false && app !== 'none' && services.has('auth') && services.has('firestore');
  if (withBridge) needed.push('posapi', 'posapiControl');
  for (const key of needed) await assertPortFree(ports[key], `${PORT_LABELS[key]}, ${mode} stack`);

  // Everything started so far, stopped in reverse order. stop() may run while start-up is still
  // going on (options.signal aborted): parts started after that are stopped as soon as they start.
  const running = [];
  let stopped = false;
  let stopChain = Promise.resolve();
  const drain = async () => {
    while (running.length) {
      const part = running.pop();
      try {
        await part.stop();
      } catch (err) {
        log(`Stopping ${part.name} failed: ${err.message}`);
      }
    }
    if (mode === 'test') rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = () => {
    stopped = true;
    stopChain = stopChain.then(drain);
    return stopChain;
  };
  const track = (part) => {
    running.push(part);
    if (stopped) void stop();
  };
  const checkInterrupted = () => {
    if (stopped) throw new Error('Start-up was interrupted.');
  };
  options.signal?.addEventListener('abort', () => void stop(), { once: true });
  if (options.signal?.aborted) void stop();

  try {
    // (a) firebase-tools emulators, the trusted commands built first.
    if (services.has('functions')) await buildFunctions({ log });
    if (emulators.length) {
      const { file: configFile, synced } = writeFirebaseConfig(
        mode,
        ports,
        mode === 'dev' ? join(STACK_DIR, 'rules-dev') : join(dataDir, 'rules'),
      );
      // One retry: a rules file saved while the emulator boots can make firebase-tools give up.
      for (let attempt = 1; ; attempt++) {
        try {
          await startFirebase({ mode, ports, emulators, configFile, dataDir, exportDir, fresh, log, track });
          break;
        } catch (err) {
          if (attempt >= 2 || stopped) throw err;
          log(`Emulators failed to start; retrying once. (${err.message.split('\n')[0]})`);
        }
      }
      checkInterrupted();
      if (mode === 'dev') track({ name: 'rules sync', stop: syncRules(synced, log) });
      if (useOfficialStorage) {
        await waitForHttp(`http://127.0.0.1:${ports.storage}/v0`, {
          what: 'Storage emulator',
          accept: (r) => r.status < 500,
        });
      }
    }

    // (b) our Storage server when the official emulator cannot run.
    if (useLocalStorage) {
      const storageServer = await startStorageServer({
        port: ports.storage,
        dataDir: storageDir,
        projectId: PROJECT_ID,
        firestoreHost: `127.0.0.1:${ports.firestore}`,
        log,
      });
      track({ name: 'storage server', stop: () => storageServer.close() });
      await waitForHttp(`http://127.0.0.1:${ports.storage}/v0`, { what: 'Storage server' });
    }

    // Seed fresh data (needs auth + firestore; storage for the pictures).
    let seeded = false;
    if (fresh && options.seed !== false && services.has('auth') && services.has('firestore')) {
      log('Seeding demo data ...');
      // The audit triggers stay off while the seed writes history (scripts/lib/triggers.mjs).
      const hub = services.has('functions') ? `127.0.0.1:${ports.hub}` : null;
      const code = await withTriggersOff(hub, () => {
        const seed = spawnManaged('seed', process.execPath, [join(ROOT, 'scripts/seed.mjs')], {
          cwd: ROOT,
          env: { ...process.env, ...adminEnvFor(ports, { storage: useOfficialStorage || useLocalStorage }) },
          onLine: (line) => log(`  ${line}`),
        });
        track({ name: seed.name, stop: () => seed.stop() });
        return seed.exited;
      }, log);
      checkInterrupted();
      if (code !== 0) throw new Error(`Seeding failed (exit ${code}).`);
      seeded = true;
    }

    // (c) the e-barimt: the PosAPI 3.0 simulator (in this process) and the shop bridge beside it,
    // signed in as its own account (docs/ebarimt.md). Only with Auth and Firestore, and the app.
    let posapi = null;
    if (withBridge) {
      const simLog = join(STACK_DIR, `posapi-sim-${mode}${OFFSET_SUFFIX}.log`);
      writeFileSync(simLog, '');
      const sim = await startPosApiSimulator({ port: ports.posapi, controlPort: ports.posapiControl, log: (line) => appendFileSync(simLog, `${new Date().toISOString()} ${line}\n`) });
      track({ name: 'PosAPI simulator', stop: () => sim.close() });
      const bridge = spawnManaged('bridge', process.execPath, [join(ROOT, 'bridge/main.mjs')], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...adminEnvFor(ports, { storage: false }),
          BRIDGE_EMAIL: BRIDGE_ACCOUNT.email,
          BRIDGE_PASSWORD: BRIDGE_ACCOUNT.password,
          POSAPI_URL: sim.url,
          EBARIMT_LOOKUP_URL: sim.url,
          FIREBASE_API_KEY: 'demo-api-key',
        },
        logFile: join(STACK_DIR, `bridge-${mode}${OFFSET_SUFFIX}.log`),
        onLine: (line) => {
          if (/error|not an active|needs/i.test(line)) log(`  [bridge] ${line.trim()}`);
        },
      });
      track({ name: bridge.name, stop: () => bridge.stop() });
      posapi = { url: sim.url, controlUrl: sim.controlUrl };
    }

    // (d) the app.
    checkInterrupted();
    let appUrl = null;
    if (app !== 'none') {
      const env = { ...process.env, ...viteEnvFor(ports) };
      if (app === 'preview') {
        const outDir = outDirFor(mode);
        log('Building the app (vite build) ...');
        const build = spawnManaged('vite build', process.execPath, [VITE_BIN, 'build', '--outDir', outDir, '--emptyOutDir'], {
          cwd: ROOT,
          env,
          logFile: join(STACK_DIR, `vite-build-${mode}${OFFSET_SUFFIX}.log`),
        });
        track({ name: build.name, stop: () => build.stop() });
        const code = await build.exited;
        if (code !== 0) throw new Error(`vite build failed (exit ${code}):\n${build.tail(40)}`);
      }
      const viteArgs =
        app === 'preview'
          ? [VITE_BIN, 'preview', '--outDir', outDirFor(mode)]
          : [VITE_BIN];
      viteArgs.push('--host', '127.0.0.1', '--port', String(ports.app), '--strictPort');
      const vite = spawnManaged(`vite ${app}`, process.execPath, viteArgs, {
        cwd: ROOT,
        env,
        logFile: join(STACK_DIR, `vite-${mode}${mode === 'test' ? OFFSET_SUFFIX : ''}.log`),
        onLine: (line) => {
          if (/error/i.test(line)) log(`  [vite] ${line.trim()}`);
        },
      });
      track({ name: vite.name, stop: () => vite.stop({ graceMs: 5000 }) });
      appUrl = `http://${mode === 'dev' ? 'localhost' : '127.0.0.1'}:${ports.app}`;
      await waitForHttp(`http://127.0.0.1:${ports.app}/`, {
        what: `Vite ${app} server`,
        failFast: () =>
          vite.exitCode !== undefined ? new Error(`vite exited (${vite.exitCode}):\n${vite.tail()}`) : null,
      });
    }

    checkInterrupted();
    const hosts = {
      auth: `127.0.0.1:${ports.auth}`,
      firestore: `127.0.0.1:${ports.firestore}`,
      storage: `127.0.0.1:${ports.storage}`,
      functions: services.has('functions') ? `127.0.0.1:${ports.functions}` : null,
    };
    return {
      mode,
      projectId: PROJECT_ID,
      ports,
      hosts,
      urls: {
        app: appUrl,
        auth: `http://${hosts.auth}`,
        firestore: `http://${hosts.firestore}`,
        storage: `http://${hosts.storage}`,
        oobCodes: `http://${hosts.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
        posapi: posapi?.url ?? null,
        posapiControl: posapi?.controlUrl ?? null,
      },
      storage: useOfficialStorage ? 'emulator' : useLocalStorage ? 'local-server' : 'none',
      // The production build `vite preview` serves (tests/e2e/pwa.spec.ts publishes a new version in it).
      appDir: app === 'preview' ? outDirFor(mode) : null,
      seeded,
      dataDir,
      env: adminEnvFor(ports, { storage: useOfficialStorage || useLocalStorage }),
      viteEnv: viteEnvFor(ports),
      stop,
    };
  } catch (err) {
    await stop();
    if (mode === 'dev' && fresh) {
      // Do not keep a half-seeded export: the next start must seed again.
      rmSync(exportDir, { recursive: true, force: true });
      rmSync(storageDir, { recursive: true, force: true });
    }
    throw err;
  }
}
