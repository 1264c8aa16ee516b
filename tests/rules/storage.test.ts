// storage.rules: who may read, upload and delete images. Staff status comes from the Firestore
// profile (cross-service rules), so this needs BOTH emulators, started together by firebase-tools:
//   STORAGE_EMULATOR_HOST=127.0.0.1:9199 FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 \
//   GCLOUD_PROJECT=<the emulators' project> npx vitest run --project rules
// The official Storage emulator cannot start on the offline build machines (its rules runtime jar
// cannot be downloaded), so the whole file is skipped there unless STORAGE_EMULATOR_HOST is set.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, getMetadata, ref, updateMetadata, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { modularStorage, storageEmulatorHost, storageRulesEnv } from './support/env';
import { SUBJECTS, removeSeededUsers, seedUsers, uidOf, type Subject } from './support/users';
import { STAFF_ROLES } from '../../src/auth/roles';

const SKIP_REASON =
  'storage.rules tests skipped: STORAGE_EMULATOR_HOST is not set (the official Storage emulator ' +
  'cannot start offline: its rules runtime jar cannot be downloaded). Run them where it works.';

const STORAGE_HOST = storageEmulatorHost();
if (!STORAGE_HOST) console.warn(SKIP_REASON);

// Cross-service rules read users/{uid} from the Firestore emulator of the project the Storage
// emulator runs for, so use that project. The tests therefore never clear data: they add their
// own profiles and files (prefixed "rules-test-") and remove them afterwards.
const PROJECT_ID = process.env.GCLOUD_PROJECT || process.env.STORAGE_RULES_PROJECT_ID || 'demo-rules-storage';

const MB = 1024 * 1024;
const image = (bytes: number) => new Uint8Array(bytes);

type Operation =
  | 'read an image'
  | 'upload a small jpeg'
  | 'upload a png just under 10 MB'
  | 'upload an image of exactly 10 MB'
  | 'upload a text file'
  | 'upload without content type'
  | 'delete an image'
  | 'upload a product picture'
  | "update a product picture's metadata"
  | 'delete a product picture'
  | 'upload a product picture of exactly 10 MB'
  | 'upload a text file as a product picture'
  | 'read outside the product folders'
  | 'upload outside the product folders'
  | 'upload a prize image'
  | 'delete a prize image'
  | 'upload an app configuration image'
  | 'delete an app configuration image';

const SEEDED = {
  product: 'products/rules-test-seed/photo.jpg',
  productToDelete: 'products/rules-test-seed/old.jpg',
  store: 'stores/rules-test-seed/photo.jpg',
  elsewhere: 'rules-test-elsewhere/photo.jpg',
  prize: 'prizes/rules-test-seed.jpg',
  config: 'configs/app/rules-test-seed.jpg',
};

const OPERATIONS: Record<Operation, (storage: FirebaseStorage, me: Subject) => Promise<unknown>> = {
  'read an image': (s) => Promise.all([getMetadata(ref(s, SEEDED.product)), getBytes(ref(s, SEEDED.product))]),
  'upload a small jpeg': (s, me) =>
    uploadBytes(ref(s, `warehouse/rules-test-${uidOf(me)}/a.jpg`), image(1024), { contentType: 'image/jpeg' }),
  'upload a png just under 10 MB': (s, me) =>
    uploadBytes(ref(s, `stores/rules-test-${uidOf(me)}/big.png`), image(10 * MB - 1), { contentType: 'image/png' }),
  'upload an image of exactly 10 MB': (s, me) =>
    uploadBytes(ref(s, `stores/rules-test-${uidOf(me)}/huge.png`), image(10 * MB), { contentType: 'image/png' }),
  'upload a text file': (s, me) =>
    uploadBytes(ref(s, `stores/rules-test-${uidOf(me)}/notes.txt`), image(10), { contentType: 'text/plain' }),
  'upload without content type': (s, me) => uploadBytes(ref(s, `stores/rules-test-${uidOf(me)}/blob`), image(10)),
  'delete an image': (s) => deleteObject(ref(s, SEEDED.store)),
  'upload a product picture': (s, me) =>
    uploadBytes(ref(s, `products/rules-test-${uidOf(me)}/a.jpg`), image(1024), { contentType: 'image/jpeg' }),
  "update a product picture's metadata": (s) => updateMetadata(ref(s, SEEDED.product), { cacheControl: 'public,max-age=60' }),
  'delete a product picture': (s) => deleteObject(ref(s, SEEDED.productToDelete)),
  'upload a product picture of exactly 10 MB': (s, me) =>
    uploadBytes(ref(s, `products/rules-test-${uidOf(me)}/huge.png`), image(10 * MB), { contentType: 'image/png' }),
  'upload a text file as a product picture': (s, me) =>
    uploadBytes(ref(s, `products/rules-test-${uidOf(me)}/notes.txt`), image(10), { contentType: 'text/plain' }),
  'read outside the product folders': (s) => getMetadata(ref(s, SEEDED.elsewhere)),
  'upload outside the product folders': (s, me) =>
    uploadBytes(ref(s, `rules-test-${uidOf(me)}/a.jpg`), image(10), { contentType: 'image/jpeg' }),
  'upload a prize image': (s, me) => uploadBytes(ref(s, `prizes/rules-test-${uidOf(me)}.jpg`), image(1024), { contentType: 'image/jpeg' }),
  'delete a prize image': (s) => deleteObject(ref(s, SEEDED.prize)),
  'upload an app configuration image': (s, me) =>
    uploadBytes(ref(s, `configs/app/rules-test-${uidOf(me)}.jpg`), image(1024), { contentType: 'image/jpeg' }),
  'delete an app configuration image': (s) => deleteObject(ref(s, SEEDED.config)),
};

// Expected permissions: caller -> operation -> allowed. Every active staff role reads every folder
// and writes every folder but products/ and configs/, which only Manager and dev write (like the
// products and appConfigs), and prizes/, which Manager, Admin and dev write (like lotteryType).
const Y = true;
const N = false;
const STAFF_ROW: Record<Operation, boolean> = {
  'read an image': Y,
  'upload a small jpeg': Y,
  'upload a png just under 10 MB': Y,
  'upload an image of exactly 10 MB': N,
  'upload a text file': N,
  'upload without content type': N,
  'delete an image': Y,
  'upload a product picture': N,
  "update a product picture's metadata": N,
  'delete a product picture': N,
  'upload a product picture of exactly 10 MB': N,
  'upload a text file as a product picture': N,
  'read outside the product folders': N,
  'upload outside the product folders': N,
  'upload a prize image': N,
  'delete a prize image': N,
  'upload an app configuration image': N,
  'delete an app configuration image': N,
};
const PRIZE_WRITER_ROW: Record<Operation, boolean> = {
  ...STAFF_ROW,
  'upload a prize image': Y,
  'delete a prize image': Y,
};
const PRODUCT_WRITER_ROW: Record<Operation, boolean> = {
  ...PRIZE_WRITER_ROW,
  'upload a product picture': Y,
  "update a product picture's metadata": Y,
  'delete a product picture': Y,
  'upload an app configuration image': Y,
  'delete an app configuration image': Y,
};
const NOTHING: Record<Operation, boolean> = Object.fromEntries(
  Object.keys(STAFF_ROW).map((op) => [op, N]),
) as Record<Operation, boolean>;

const EXPECTED: Record<Subject, Record<Operation, boolean>> = {
  ...(Object.fromEntries(STAFF_ROLES.map((role) => [role, STAFF_ROW])) as Record<(typeof STAFF_ROLES)[number], Record<Operation, boolean>>),
  Manager: PRODUCT_WRITER_ROW,
  Admin: PRIZE_WRITER_ROW,
  dev: PRODUCT_WRITER_ROW,
  'inactive staff': NOTHING,
  'unknown role': NOTHING,
  'clientUser auth': NOTHING,
  'signed out': NOTHING,
};

describe.skipIf(!STORAGE_HOST)(`storage.rules (${STORAGE_HOST ? 'Storage emulator at ' + STORAGE_HOST : SKIP_REASON})`, () => {
  let env: RulesTestEnvironment;

  const storageFor = (subject: Subject) =>
    modularStorage(
      subject === 'signed out' ? env.unauthenticatedContext().storage() : env.authenticatedContext(uidOf(subject)).storage(),
    );

  async function seedFiles() {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const s = modularStorage(ctx.storage());
      for (const path of Object.values(SEEDED)) {
        await uploadBytes(ref(s, path), image(2048), { contentType: 'image/jpeg' });
      }
    });
  }

  beforeAll(async () => {
    env = await storageRulesEnv(PROJECT_ID);
    await seedUsers(env);
    await seedFiles();
  });

  afterAll(async () => {
    if (!env) return;
    await env.withSecurityRulesDisabled(async (ctx) => {
      const s = modularStorage(ctx.storage());
      const paths = [...Object.values(SEEDED), ...SUBJECTS.flatMap(uploadedPaths)];
      await Promise.allSettled(paths.map((p) => deleteObject(ref(s, p))));
    });
    await removeSeededUsers(env);
    await env.cleanup();
  });

  describe.each(SUBJECTS)('%s', (subject) => {
    for (const operation of Object.keys(STAFF_ROW) as Operation[]) {
      const allowed = EXPECTED[subject][operation];
      it(`${allowed ? 'ALLOWED' : 'denied '}: ${operation}`, async () => {
        // Someone may have deleted it already.
        if (operation.startsWith('delete ')) await seedFiles();
        const attempt = OPERATIONS[operation](storageFor(subject), subject);
        if (allowed) await assertSucceeds(attempt);
        else await assertFails(attempt);
      });
    }
  });
});

/** Every path the upload operations may create for `subject` (removed after the run). */
function uploadedPaths(subject: Subject): string[] {
  const me = uidOf(subject);
  return [
    `warehouse/rules-test-${me}/a.jpg`,
    `stores/rules-test-${me}/big.png`,
    `stores/rules-test-${me}/huge.png`,
    `products/rules-test-${me}/a.jpg`,
    `products/rules-test-${me}/huge.png`,
    `products/rules-test-${me}/notes.txt`,
    `stores/rules-test-${me}/notes.txt`,
    `stores/rules-test-${me}/blob`,
    `rules-test-${me}/a.jpg`,
    `prizes/rules-test-${me}.jpg`,
    `configs/app/rules-test-${me}.jpg`,
  ];
}
