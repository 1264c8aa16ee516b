// storage.rules: who may read, list, upload and delete images, per folder and role. Staff status
// comes from the Firestore profile (cross-service rules), so this needs BOTH emulators, started
// together by firebase-tools:
//   STORAGE_EMULATOR_HOST=127.0.0.1:9199 FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 \
//   GCLOUD_PROJECT=<the emulators' project> npx vitest run --project rules
// The official Storage emulator cannot start on the offline build machines (its rules runtime jar
// cannot be downloaded), so the emulator part is skipped there unless STORAGE_EMULATOR_HOST is set.
// The same matrix runs offline against scripts/storage-server.mjs in scripts/storage-server.test.mjs,
// which also checks that the server's table is the one of storage.rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { modularFirestore, modularStorage, storageEmulatorHost } from './support/env';
import { describeRoleMatrix, rulesHarness } from './support/harness';
import { SUBJECTS as SHARED_SUBJECTS, removeSeededUsers, uidOf as sharedUidOf, userDoc, type Subject as SharedSubject } from './support/users';
import { STAFF_ROLES, isStaffRole, type StaffRole } from '../../src/auth/roles';
import { allowLinesOf, pictureTypesOf, readStorageRules, staffRolesOf, storagePolicyOf } from '../../scripts/lib/storage-rules-table.mjs';
import { PICTURE_TYPES } from '../../src/lib/files';

const SKIP_REASON =
  'storage.rules emulator tests skipped: STORAGE_EMULATOR_HOST is not set (the official Storage emulator ' +
  'cannot start offline: its rules runtime jar cannot be downloaded). Run them where it works.';

const STORAGE_HOST = storageEmulatorHost();
if (!STORAGE_HOST) console.warn(SKIP_REASON);

// Cross-service rules read users/{uid} from the Firestore emulator of the project the Storage
// emulator runs for, so use that project. The tests therefore never clear data: they add their
// own profiles and files (prefixed "rules-test-") and remove them afterwards.
const PROJECT_ID = process.env.GCLOUD_PROJECT || process.env.STORAGE_RULES_PROJECT_ID || 'demo-rules-storage';

// The role x folder table of storage.rules' header (get = getMetadata/getDownloadURL/getBytes,
// list = list/listAll, write = create, update, delete). Same table as EXPECTED_POLICY in
// scripts/storage-server.test.mjs.
type Folder = 'warehouse' | 'stores' | 'products' | 'prizes' | 'configs';
type Access = 'get' | 'list' | 'write';
const BRANCH_PAGES: readonly StaffRole[] = ['Manager', 'dev'];
const EXPECTED_POLICY: Record<Folder, Record<Access, readonly StaffRole[]>> = {
  warehouse: { get: BRANCH_PAGES, list: BRANCH_PAGES, write: BRANCH_PAGES },
  stores: { get: BRANCH_PAGES, list: BRANCH_PAGES, write: BRANCH_PAGES },
  products: {
    get: ['Admin', 'Manager', 'DeliveryBoy', 'Reception In Country', 'Reception In City', 'Call Centre', 'dev'],
    list: [],
    write: ['Manager', 'dev'],
  },
  prizes: { get: ['Admin', 'Manager', 'dev'], list: [], write: ['Admin', 'Manager', 'dev'] },
  configs: { get: ['Manager', 'dev'], list: ['Manager', 'dev'], write: ['Manager', 'dev'] },
};
const FOLDERS = Object.keys(EXPECTED_POLICY) as Folder[];
/** Where each folder's files sit, as the app writes them. */
const FOLDER_BASE: Record<Folder, string> = {
  warehouse: 'warehouse/rules-test-branch',
  stores: 'stores/rules-test-branch',
  products: 'products/rules-test-product',
  prizes: 'prizes',
  configs: 'configs/app',
};

const sortedPolicy = (policy: Record<string, Record<Access, readonly string[]>>) =>
  Object.fromEntries(
    Object.keys(policy)
      .sort()
      .map((folder) => [folder, { get: [...policy[folder].get].sort(), list: [...policy[folder].list].sort(), write: [...policy[folder].write].sort() }]),
  );

describe('storage.rules text', () => {
  const rules = readStorageRules();

  it("staffRoles() lists exactly STAFF_ROLES of src/auth/roles.ts", () => {
    expect(staffRolesOf(rules)).toEqual([...STAFF_ROLES]);
  });

  it('pictureTypes() are the raster types of src/lib/files.ts PICTURE_TYPES (no SVG)', () => {
    expect(pictureTypesOf(rules)).toEqual([...PICTURE_TYPES]);
    expect(pictureTypesOf(rules)).not.toContain('image/svg+xml');
  });

  it('getRoles/listRoles/writeRoles are the expected role x folder table, applied by the allow lines', () => {
    expect(sortedPolicy(storagePolicyOf(rules))).toEqual(sortedPolicy(EXPECTED_POLICY));
    expect(allowLinesOf(rules).sort()).toEqual(
      [
        'allow get: if hasRole(getRoles(folder));',
        'allow list: if hasRole(listRoles(folder));',
        'allow delete: if hasRole(writeRoles(folder));',
        'allow create, update: if hasRole(writeRoles(folder)) && isImageUnder10MB();',
      ].sort(),
    );
  });
});

// Callers: the shared subjects (every staff role, an inactive Super Admin, an unknown role, a
// customer, signed out) plus deactivated members of the roles that write, whose profiles this file adds.
const EXTRA_INACTIVE = ['inactive Manager', 'inactive Admin', 'inactive dev'] as const;
type Subject = SharedSubject | (typeof EXTRA_INACTIVE)[number];
const SUBJECTS: readonly Subject[] = [...SHARED_SUBJECTS, ...EXTRA_INACTIVE];
const uidOf = (subject: Subject): string => sharedUidOf(subject as SharedSubject);
const extraProfiles = () =>
  EXTRA_INACTIVE.map((subject) => userDoc(uidOf(subject), subject.replace('inactive ', ''), { isActive: false }));

const mayDo = (subject: Subject, folder: Folder, access: Access): boolean =>
  isStaffRole(subject) && EXPECTED_POLICY[folder][access].includes(subject);

const MB = 1024 * 1024;
const image = (bytes: number) => new Uint8Array(bytes);
const seededPath = (folder: Folder) => `${FOLDER_BASE[folder]}/rules-test-seed.jpg`;
const doomedPath = (folder: Folder) => `${FOLDER_BASE[folder]}/rules-test-delete.jpg`;
const ownPath = (folder: Folder, me: Subject, file = 'a.jpg') => `${FOLDER_BASE[folder]}/rules-test-${uidOf(me)}-${file}`;
const ELSEWHERE = 'rules-test-elsewhere/photo.jpg';

interface Operation {
  name: string;
  /** Re-seed the files first (the operation changes or deletes them). */
  reseed?: boolean;
  allowed: (subject: Subject) => boolean;
  /** Only these callers try it (default: every caller). */
  triedBy?: (subject: Subject) => boolean;
  run: (storage: FirebaseStorage, me: Subject) => Promise<unknown>;
}

const OPERATIONS: Operation[] = [
  ...FOLDERS.flatMap((folder): Operation[] => [
    {
      name: `${folder}/: get (metadata, download URL, bytes)`,
      allowed: (s) => mayDo(s, folder, 'get'),
      run: (st) =>
        Promise.all([getMetadata(ref(st, seededPath(folder))), getDownloadURL(ref(st, seededPath(folder))), getBytes(ref(st, seededPath(folder)))]),
    },
    {
      name: `${folder}/: list`,
      allowed: (s) => mayDo(s, folder, 'list'),
      run: (st) => listAll(ref(st, FOLDER_BASE[folder])),
    },
    {
      name: `${folder}/: list the top folder`,
      allowed: (s) => mayDo(s, folder, 'list'),
      run: (st) => listAll(ref(st, folder)),
    },
    {
      name: `${folder}/: upload a new jpeg`,
      allowed: (s) => mayDo(s, folder, 'write'),
      run: (st, me) => uploadBytes(ref(st, ownPath(folder, me)), image(1024), { contentType: 'image/jpeg' }),
    },
    {
      name: `${folder}/: upload a new png (resumable)`,
      allowed: (s) => mayDo(s, folder, 'write'),
      // An UploadTask is a thenable, not a Promise.
      run: (st, me) => uploadBytesResumable(ref(st, ownPath(folder, me, 'r.png')), image(1024), { contentType: 'image/png' }).then((snap) => snap),
    },
    {
      name: `${folder}/: replace an existing picture`,
      reseed: true,
      allowed: (s) => mayDo(s, folder, 'write'),
      run: (st) => uploadBytes(ref(st, seededPath(folder)), image(512), { contentType: 'image/png' }),
    },
    {
      name: `${folder}/: update a picture's metadata`,
      reseed: true,
      allowed: (s) => mayDo(s, folder, 'write'),
      run: (st) => updateMetadata(ref(st, seededPath(folder)), { cacheControl: 'public,max-age=60' }),
    },
    {
      name: `${folder}/: delete a picture`,
      reseed: true,
      allowed: (s) => mayDo(s, folder, 'write'),
      run: (st) => deleteObject(ref(st, doomedPath(folder))),
    },
    {
      name: `${folder}/: upload a text file`,
      allowed: () => false,
      run: (st, me) => uploadBytes(ref(st, ownPath(folder, me, 'notes.txt')), image(10), { contentType: 'text/plain' }),
    },
    {
      // An image, but not a raster picture: an SVG can carry a script.
      name: `${folder}/: upload an SVG picture with a script`,
      allowed: () => false,
      run: (st, me) => uploadBytes(ref(st, ownPath(folder, me, 'evil.svg')), new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { contentType: 'image/svg+xml' }),
    },
    {
      name: `${folder}/: upload a WebP picture`,
      allowed: (s) => mayDo(s, folder, 'write'),
      run: (st, me) => uploadBytes(ref(st, ownPath(folder, me, 'w.webp')), image(256), { contentType: 'image/webp' }),
    },
    {
      // Refused for the size, so only tried by those who may write there (saves ~1 GB of uploads).
      name: `${folder}/: upload an image of exactly 10 MB`,
      allowed: () => false,
      triedBy: (s) => mayDo(s, folder, 'write'),
      run: (st, me) => uploadBytes(ref(st, ownPath(folder, me, 'huge.png')), image(10 * MB), { contentType: 'image/png' }),
    },
  ]),
  {
    name: 'stores/: upload a png just under 10 MB',
    allowed: (s) => mayDo(s, 'stores', 'write'),
    run: (st, me) => uploadBytes(ref(st, ownPath('stores', me, 'big.png')), image(10 * MB - 1), { contentType: 'image/png' }),
  },
  {
    name: 'stores/: upload without content type',
    allowed: () => false,
    run: (st, me) => uploadBytes(ref(st, ownPath('stores', me, 'blob')), image(10)),
  },
  {
    name: 'configs/: make a picture a text file (metadata)',
    reseed: true,
    allowed: () => false,
    run: (st) => updateMetadata(ref(st, seededPath('configs')), { contentType: 'text/plain' }),
  },
  {
    name: 'configs/: make a picture an SVG (metadata)',
    reseed: true,
    allowed: () => false,
    run: (st) => updateMetadata(ref(st, seededPath('configs')), { contentType: 'image/svg+xml' }),
  },
  { name: 'read outside the product folders', allowed: () => false, run: (st) => getMetadata(ref(st, ELSEWHERE)) },
  { name: 'list the bucket root', allowed: () => false, run: (st) => listAll(ref(st, '')) },
  {
    name: 'upload outside the product folders',
    allowed: () => false,
    run: (st, me) => uploadBytes(ref(st, `rules-test-${uidOf(me)}/a.jpg`), image(10), { contentType: 'image/jpeg' }),
  },
];

describe.skipIf(!STORAGE_HOST)(`storage.rules (${STORAGE_HOST ? 'Storage emulator at ' + STORAGE_HOST : SKIP_REASON})`, () => {
  // The emulators' project: users are added (not reset) and removed again below.
  const rules = rulesHarness(PROJECT_ID, { storage: true, users: 'once' });

  async function seedFiles() {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      const s = modularStorage(ctx.storage());
      for (const path of [...FOLDERS.flatMap((f) => [seededPath(f), doomedPath(f)]), ELSEWHERE]) {
        await uploadBytes(ref(s, path), image(2048), { contentType: 'image/jpeg' });
      }
    });
  }

  beforeAll(async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx.firestore());
      for (const profile of extraProfiles()) await setDoc(doc(db, 'users', profile.id), profile);
    });
    await seedFiles();
  });

  afterAll(async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      const s = modularStorage(ctx.storage());
      const paths = [...FOLDERS.flatMap((f) => [seededPath(f), doomedPath(f)]), ELSEWHERE, ...SUBJECTS.flatMap(uploadedPaths)];
      await Promise.allSettled(paths.map((p) => deleteObject(ref(s, p))));
      const db = modularFirestore(ctx.firestore());
      await Promise.allSettled(extraProfiles().map((profile) => deleteDoc(doc(db, 'users', profile.id))));
    });
    await removeSeededUsers(rules.env);
  });

  describeRoleMatrix('%s', {
    callers: SUBJECTS,
    operations: OPERATIONS,
    name: (operation) => operation.name,
    allowed: (subject, operation) => operation.allowed(subject),
    tried: (subject, operation) => operation.triedBy?.(subject) ?? true,
    attempt: async (subject, operation) => {
      if (operation.reseed) await seedFiles();
      return operation.run(rules.storageFor(subject === 'signed out' ? subject : { uid: uidOf(subject) }), subject);
    },
  });
});

/** Every path the upload operations may create for `subject` (removed after the run). */
function uploadedPaths(subject: Subject): string[] {
  return [
    ...FOLDERS.flatMap((folder) => ['a.jpg', 'r.png', 'notes.txt', 'huge.png'].map((file) => ownPath(folder, subject, file))),
    ownPath('stores', subject, 'big.png'),
    ownPath('stores', subject, 'blob'),
    `rules-test-${uidOf(subject)}/a.jpg`,
  ];
}
