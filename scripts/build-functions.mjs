// Builds the trusted commands (functions/src, DESIGN.md section 12) into functions/lib/index.js:
// one ES module bundling our own code, the entity builders and domain functions it shares with the
// SPA (src/entities, src/lib, src/features/*/domain: one source, no copies). firebase-admin and
// firebase-functions stay imports (Cloud Build installs functions/package.json on deploy). The web
// SDK must never end up in a function: a shared module importing `firebase/*` fails the build.
// `node scripts/build-functions.mjs` builds once; the stack (scripts/lib/stack.mjs) calls buildFunctions().
import { build } from 'rolldown';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const FUNCTIONS_DIR = join(ROOT, 'functions');

const FIRESTORE_SHIM = join(FUNCTIONS_DIR, 'src/firestoreShim.ts');

/**
 * The shared builders' `firebase/firestore` (serverTimestamp, Timestamp) is the Admin SDK's
 * (functions/src/firestoreShim.ts); any other browser module (the app, auth, React) fails the build.
 */
const noBrowserModules = {
  name: 'no-browser-modules',
  resolveId(source, importer) {
    if (source === 'firebase/firestore') return FIRESTORE_SHIM;
    if (/^(firebase|@firebase)\//.test(source) || source === 'firebase' || /^react(-dom)?($|\/)/.test(source)) {
      throw new Error(`functions: ${importer ?? '?'} imports ${source}, a browser module; share only pure code with the functions`);
    }
    return null;
  },
};

export async function buildFunctions({ log = () => {} } = {}) {
  const started = Date.now();
  await build({
    input: join(FUNCTIONS_DIR, 'src/index.ts'),
    platform: 'node',
    external: [/^firebase-admin($|\/)/, /^firebase-functions($|\/)/],
    plugins: [noBrowserModules],
    logLevel: 'warn',
    // A shared module asking the shim for what it does not give is an error, not undefined.
    onLog(level, log, handler) {
      if (log.code === 'MISSING_EXPORT') throw new Error(`functions: ${log.message}`);
      handler(level, log);
    },
    output: { file: join(FUNCTIONS_DIR, 'lib/index.js'), format: 'esm', sourcemap: true },
  });
  log(`Functions built in ${Date.now() - started} ms`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildFunctions({ log: console.log });
}
