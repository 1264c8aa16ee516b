// The local Storage server against the real `firebase/storage` and `firebase/auth` web SDKs, with
// real Auth and Firestore emulators (started by the same launcher as `npm start`, on private ports):
// the profile that decides access is a real users/{uid} document.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
} from 'firebase/storage';
import { startStack } from './lib/stack.mjs';
import { freePort } from './lib/procs.mjs';
import { encodePng } from './lib/png.mjs';
import { uploadPicture } from './lib/upload.mjs';
import { allowLinesOf, pictureTypesOf, readStorageRules, staffRolesOf, storagePolicyOf } from './lib/storage-rules-table.mjs';
import {
  MAX_UPLOAD_BYTES,
  PICTURE_TYPES as SERVER_PICTURE_TYPES,
  STAFF_ROLES as SERVER_STAFF_ROLES,
  STORAGE_FOLDERS,
  STORAGE_POLICY,
  rolesFor,
  startStorageServer,
  uidFromAuthorization,
} from './storage-server.mjs';
import { STAFF_ROLES } from '../src/auth/roles.ts';
import { PICTURE_TYPES } from '../src/lib/files.ts';

const PROJECT_ID = 'demo-backoffice';
const BUCKET = `${PROJECT_ID}.appspot.com`;
const png = encodePng(8, 8, (x, y) => [x * 30, y * 30, 128]);

let stack;
let server;
let dataDir;
const apps = [];

/** Writes users/{uid} through the Firestore emulator's REST API as admin. */
async function putProfile(uid, fields) {
  const value = (v) => (typeof v === 'boolean' ? { booleanValue: v } : { stringValue: String(v) });
  const res = await fetch(
    `http://${stack.hosts.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, value(v)])) }),
    },
  );
  if (!res.ok) throw new Error(`profile write failed: ${res.status} ${await res.text()}`);
}

/** A web SDK app signed in as a new Auth user with the given profile (or none, or signed out). */
async function client(name, profile) {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, storageBucket: BUCKET, appId: 'demo-app' },
    `${name}-${Date.now()}`,
  );
  apps.push(app);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', server.port);
  if (profile !== 'signed-out') {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${stack.hosts.auth}`, { disableWarnings: true });
    const { user } = await createUserWithEmailAndPassword(auth, `${name}-${Date.now()}@test.mn`, 'password123');
    if (profile) await putProfile(user.uid, profile);
  }
  return storage;
}

const expectDenied = (promise) => expect(promise).rejects.toMatchObject({ code: 'storage/unauthorized' });

let staff;
beforeAll(async () => {
  const ports = {};
  for (const key of ['auth', 'firestore', 'hub', 'logging', 'websocket']) ports[key] = await freePort();
  stack = await startStack({
    mode: 'test',
    ports,
    services: ['auth', 'firestore'],
    app: 'none',
    seed: false,
    log: () => {},
  });
  dataDir = mkdtempSync(join(tmpdir(), 'storage-server-test-'));
  server = await startStorageServer({ port: 0, dataDir, firestoreHost: stack.hosts.firestore, projectId: PROJECT_ID, log: (l) => process.env.STORAGE_SERVER_DEBUG && console.log(l) });
  staff = await client('manager', { role: 'Manager', isActive: true });
}, 240_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server?.close();
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('storage server with the firebase/storage web SDK', { timeout: 30_000 }, () => {
  it('uploads (multipart), reports metadata and serves the bytes at the download URL', async () => {
    const fileRef = ref(staff, 'stores/Төв салбар/front.png');
    const result = await uploadBytes(fileRef, png, { contentType: 'image/png', customMetadata: { by: 'test' } });
    expect(result.metadata).toMatchObject({
      bucket: BUCKET,
      fullPath: 'stores/Төв салбар/front.png',
      name: 'front.png',
      contentType: 'image/png',
      size: png.length,
      customMetadata: { by: 'test' },
    });
    expect(result.metadata.md5Hash).toBeTruthy();

    const metadata = await getMetadata(fileRef);
    expect(metadata.size).toBe(png.length);
    expect(Date.parse(metadata.timeCreated)).not.toBeNaN();
    expect(Date.parse(metadata.updated)).not.toBeNaN();

    const url = await getDownloadURL(fileRef);
    expect(url).toContain(`http://127.0.0.1:${server.port}/v0/b/${BUCKET}/o/`);
    expect(url).toContain('token=');
    const res = await fetch(url); // no credentials: the token is enough, as in Firebase
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);

    const bytes = await getBytes(fileRef);
    expect(Buffer.from(bytes)).toEqual(png);
    const head = await getBytes(fileRef, 7); // a Range request
    expect(Buffer.from(head)).toEqual(png.subarray(0, 7));
  });

  it('uploads in several resumable chunks', async () => {
    const big = Buffer.alloc(700 * 1024, 7);
    big.set(png.subarray(0, 8)); // PNG signature, for looks
    const fileRef = ref(staff, 'products/Пүүз 42/big.png');
    const task = uploadBytesResumable(fileRef, big, { contentType: 'image/png' });
    const progress = [];
    task.on('state_changed', (snap) => progress.push(snap.bytesTransferred));
    const snapshot = await task;
    expect(snapshot.metadata.size).toBe(big.length);
    expect(progress.at(-1)).toBe(big.length);
    // Byte for byte (toEqual walks a 700 KB buffer one element at a time: seconds).
    const bytes = Buffer.from(await getBytes(fileRef));
    expect(bytes.length).toBe(big.length);
    expect(bytes.equals(big)).toBe(true);
  });

  it('lists folders and files, with pages', async () => {
    for (const name of ['a.png', 'b.png', 'c.png']) {
      await uploadBytes(ref(staff, `warehouse/Төв агуулах/${name}`), png, { contentType: 'image/png' });
    }
    await uploadBytes(ref(staff, 'warehouse/Дархан агуулах/x.png'), png, { contentType: 'image/png' });
    const top = await listAll(ref(staff, 'warehouse'));
    expect(top.prefixes.map((p) => p.fullPath).sort()).toEqual(['warehouse/Дархан агуулах', 'warehouse/Төв агуулах']);
    expect(top.items).toEqual([]);
    const folder = await listAll(ref(staff, 'warehouse/Төв агуулах'));
    expect(folder.items.map((i) => i.name)).toEqual(['a.png', 'b.png', 'c.png']);
    const page1 = await list(ref(staff, 'warehouse/Төв агуулах'), { maxResults: 2 });
    expect(page1.items.map((i) => i.name)).toEqual(['a.png', 'b.png']);
    expect(page1.nextPageToken).toBeTruthy();
    const page2 = await list(ref(staff, 'warehouse/Төв агуулах'), { maxResults: 2, pageToken: page1.nextPageToken });
    expect(page2.items.map((i) => i.name)).toEqual(['c.png']);
    expect(page2.nextPageToken).toBeUndefined();
  });

  it('updates metadata and deletes', async () => {
    const fileRef = ref(staff, 'prizes/prize.png');
    await uploadBytes(fileRef, png, { contentType: 'image/png' });
    const updated = await updateMetadata(fileRef, { cacheControl: 'public,max-age=60', customMetadata: { a: '1' } });
    expect(updated.cacheControl).toBe('public,max-age=60');
    expect(updated.customMetadata).toEqual({ a: '1' });
    await expectDenied(updateMetadata(fileRef, { contentType: 'text/plain' }));
    await deleteObject(fileRef);
    await expect(getMetadata(fileRef)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('refuses what storage.rules refuses', async () => {
    // Not an image.
    await expectDenied(uploadBytes(ref(staff, 'stores/x/notes.txt'), Buffer.from('hi'), { contentType: 'text/plain' }));
    await expectDenied(uploadBytesResumable(ref(staff, 'stores/x/notes.txt'), Buffer.from('hi'), { contentType: 'text/plain' }));
    // An image that is not a raster picture: an SVG with a script, by either upload, or renamed later.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    await expectDenied(uploadBytes(ref(staff, 'products/Nike/evil.svg'), svg, { contentType: 'image/svg+xml' }));
    await expectDenied(uploadBytesResumable(ref(staff, 'products/Nike/evil.svg'), svg, { contentType: 'image/svg+xml' }));
    await expectDenied(uploadBytes(ref(staff, 'products/Nike/evil.png'), svg, { contentType: 'image/svg+xml; charset=utf-8' }));
    await uploadBytes(ref(staff, 'products/Nike/ok.png'), png, { contentType: 'image/png' });
    await expectDenied(updateMetadata(ref(staff, 'products/Nike/ok.png'), { contentType: 'image/svg+xml' }));
    // Every raster picture type is taken.
    for (const type of PICTURE_TYPES) await uploadBytes(ref(staff, `products/Nike/ok-${type.slice(6)}`), png, { contentType: type });
    // 10 MB or more.
    const huge = Buffer.alloc(MAX_UPLOAD_BYTES);
    await expectDenied(uploadBytes(ref(staff, 'stores/x/huge.png'), huge, { contentType: 'image/png' }));
    await expectDenied(uploadBytesResumable(ref(staff, 'stores/x/huge.png'), huge, { contentType: 'image/png' }));
    // Outside the product's folders, and the bucket's root.
    await expectDenied(uploadBytes(ref(staff, 'other/pic.png'), png, { contentType: 'image/png' }));
    await uploadPicture(`127.0.0.1:${server.port}`, BUCKET, 'other/pic.png', png);
    await expectDenied(getMetadata(ref(staff, 'other/pic.png')));
    await expectDenied(deleteObject(ref(staff, 'other/pic.png')));
    await expectDenied(listAll(ref(staff, 'other')));
    await expectDenied(listAll(ref(staff, '')));

    const fileRef = ref(staff, 'configs/app/banner.png');
    await uploadBytes(fileRef, png, { contentType: 'image/png' });
    const tokenUrl = await getDownloadURL(fileRef);

    const outsiders = [
      ['signed out', await client('anon', 'signed-out')],
      ['no profile', await client('noprofile', null)],
      ['inactive staff', await client('inactive', { role: 'Manager', isActive: false })],
      ['no isActive', await client('noactive', { role: 'Manager' })],
      ['Merchant', await client('merchant', { role: 'Merchant', isActive: true })],
      ['customer', await client('customer', { role: 'clientUser', isActive: true })],
      ['unknown role', await client('unknown', { role: 'Boss', isActive: true })],
    ];
    for (const [, storage] of outsiders) {
      const theirRef = ref(storage, 'configs/app/banner.png');
      await expectDenied(uploadBytes(ref(storage, 'configs/app/new.png'), png, { contentType: 'image/png' }));
      await expectDenied(getMetadata(theirRef));
      await expectDenied(getBytes(theirRef));
      await expectDenied(listAll(ref(storage, 'configs/app')));
      await expectDenied(deleteObject(theirRef));
    }
    // The download URL (token) still works for anyone, as with Firebase.
    expect((await fetch(tokenUrl)).status).toBe(200);
    // A wrong token does not.
    const res = await fetch(tokenUrl.replace(/token=[^&]+/, 'token=wrong'));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 403, message: 'Permission denied. No READ permission.' } });
  });

  it('answers CORS preflights for the browser', async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/v0/b/${BUCKET}/o?name=x`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-goog-upload-protocol,x-firebase-storage-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-goog-upload-protocol');
    expect(res.headers.get('access-control-expose-headers')).toContain('x-goog-upload-url');
  });

  it('keeps files across a restart', async () => {
    const fileRef = ref(staff, 'stores/persist/p.png');
    await uploadBytes(fileRef, png, { contentType: 'image/png' });
    const url = await getDownloadURL(fileRef);
    await server.close();
    server = await startStorageServer({ port: server.port, dataDir, firestoreHost: stack.hosts.firestore });
    await new Promise((resolve) => setTimeout(resolve, 200)); // let fetch drop its closed keep-alive socket
    const res = await fetch(url);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
  });
});

// The role x folder table of storage.rules' header, written out once more by hand: the server
// (STORAGE_POLICY) and storage.rules (getRoles/listRoles/writeRoles) must both equal it, and the
// matrix below checks the server's behaviour against it, call by call.
const BRANCH_PAGES = ['Manager', 'dev'];
const EXPECTED_POLICY = {
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
const sorted = (policy) =>
  Object.fromEntries(
    Object.keys(policy)
      .sort()
      .map((folder) => [folder, Object.fromEntries(['get', 'list', 'write'].map((op) => [op, [...policy[folder][op]].sort()]))]),
  );

describe('one policy: storage.rules, the storage server and src/auth/roles.ts agree', () => {
  const rules = readStorageRules();

  it("storage.rules' staffRoles() are STAFF_ROLES of src/auth/roles.ts (and the server's)", () => {
    expect(staffRolesOf(rules)).toEqual([...STAFF_ROLES]);
    expect(SERVER_STAFF_ROLES).toEqual([...STAFF_ROLES]);
  });

  it("storage.rules' getRoles/listRoles/writeRoles are the server's STORAGE_POLICY, and the expected table", () => {
    expect(sorted(storagePolicyOf(rules))).toEqual(sorted(STORAGE_POLICY));
    expect(sorted(STORAGE_POLICY)).toEqual(sorted(EXPECTED_POLICY));
    expect([...STORAGE_FOLDERS].sort()).toEqual(Object.keys(EXPECTED_POLICY).sort());
    for (const roles of Object.values(STORAGE_POLICY).flatMap((ops) => Object.values(ops))) {
      for (const role of roles) expect(STAFF_ROLES).toContain(role);
    }
  });

  it("storage.rules' pictureTypes() are the server's PICTURE_TYPES and the picker's (src/lib/files.ts): raster pictures only", () => {
    expect(pictureTypesOf(rules)).toEqual([...PICTURE_TYPES]);
    expect(SERVER_PICTURE_TYPES).toEqual([...PICTURE_TYPES]);
    expect(PICTURE_TYPES).not.toContain('image/svg+xml');
    for (const type of PICTURE_TYPES) expect(type).toMatch(/^image\/(png|jpeg|gif|webp|avif|bmp)$/);
  });

  it("storage.rules' allow lines apply the table (get, list, delete, create/update with the image check)", () => {
    expect(allowLinesOf(rules).sort()).toEqual(
      [
        'allow get: if hasRole(getRoles(folder));',
        'allow list: if hasRole(listRoles(folder));',
        'allow delete: if hasRole(writeRoles(folder));',
        'allow create, update: if hasRole(writeRoles(folder)) && isImageUnder10MB();',
      ].sort(),
    );
  });

  it('rolesFor: the folder is the first path segment; other folders and the root get nobody', () => {
    expect(rolesFor('products/Nike Air/a.png', 'write')).toEqual(['Manager', 'dev']);
    expect(rolesFor('configs/app/', 'list')).toEqual(['Manager', 'dev']);
    expect(rolesFor('prizes', 'get')).toEqual(['Admin', 'Manager', 'dev']);
    expect(rolesFor('', 'list')).toEqual([]);
    expect(rolesFor('other/x.png', 'get')).toEqual([]);
    expect(rolesFor('constructor/x.png', 'get')).toEqual([]);
    expect(rolesFor('productsX/x.png', 'write')).toEqual([]);
  });
});

// Every folder x every caller: get (getMetadata, getDownloadURL, getBytes), list (listAll of the
// file's folder, list of the top folder) and write (multipart and resumable create, overwrite,
// updateMetadata, delete), each allowed exactly when EXPECTED_POLICY names the caller's role.
const FOLDER_BASE = {
  warehouse: 'warehouse/Төв агуулах',
  stores: 'stores/Сүхбаатар салбар',
  products: 'products/Nike Air 42',
  prizes: 'prizes',
  configs: 'configs/app',
};
/** Callers besides the active staff roles: none of them may do anything. */
const OUTSIDERS = {
  'inactive Manager': { role: 'Manager', isActive: false },
  'inactive Admin': { role: 'Admin', isActive: false },
  'inactive dev': { role: 'dev', isActive: false },
  customer: { role: 'clientUser', isActive: true },
  'unknown role': { role: 'Cashier', isActive: true },
  'no profile': null,
  'signed out': 'signed-out',
};
const SUBJECTS = [...STAFF_ROLES, ...Object.keys(OUTSIDERS)];
const slugOf = (subject) => subject.toLowerCase().replace(/[^a-z]+/g, '-');
const mayDo = (subject, folder, operation) => EXPECTED_POLICY[folder][operation].includes(subject);

describe('role x folder matrix of the storage server', { timeout: 60_000 }, () => {
  const clients = new Map();
  const clientOf = async (subject) => {
    if (!clients.has(subject)) {
      const profile = Object.hasOwn(OUTSIDERS, subject) ? OUTSIDERS[subject] : { role: subject, isActive: true };
      clients.set(subject, await client(`matrix-${slugOf(subject)}`, profile));
    }
    return clients.get(subject);
  };
  /** Status of the object's metadata, read with the admin credential (200 or 404). */
  const adminStatus = async (path) =>
    (await fetch(`http://127.0.0.1:${server.port}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}`, {
      headers: { Authorization: 'Bearer owner' },
    })).status;
  const attempt = async (allowed, promise) => {
    if (allowed) await promise;
    else await expectDenied(promise);
  };

  it('the table covers every folder the server opens, and each of them is tested below', () => {
    expect(Object.keys(FOLDER_BASE).sort()).toEqual([...STORAGE_FOLDERS].sort());
  });

  describe.each(Object.keys(FOLDER_BASE))('%s/', (folder) => {
    const base = FOLDER_BASE[folder];
    const top = folder;

    // The callers of one folder at once: each has its own client, user and files.
    it.concurrent.each(SUBJECTS)('%s', async (subject) => {
      const storage = await clientOf(subject);
      const slug = slugOf(subject);
      const seeded = `${base}/seed-${slug}.png`;
      const tokenUrl = await uploadPicture(`127.0.0.1:${server.port}`, BUCKET, seeded, png);

      // get
      const get = mayDo(subject, folder, 'get');
      await attempt(get, getMetadata(ref(storage, seeded)));
      await attempt(get, getDownloadURL(ref(storage, seeded)));
      await attempt(get, getBytes(ref(storage, seeded)));
      if (get) expect(Buffer.from(await getBytes(ref(storage, seeded)))).toEqual(png);
      // The download URL the screens use in <img src> works for everyone, as in Firebase.
      expect((await fetch(tokenUrl)).status).toBe(200);

      // list
      const canList = mayDo(subject, folder, 'list');
      await attempt(canList, listAll(ref(storage, base)));
      await attempt(canList, list(ref(storage, top), { maxResults: 5 }));
      if (canList) expect((await listAll(ref(storage, base))).items.map((i) => i.name)).toContain(`seed-${slug}.png`);

      // write
      const write = mayDo(subject, folder, 'write');
      const created = `${base}/new-${slug}.png`;
      const resumable = `${base}/resumable-${slug}.png`;
      await attempt(write, uploadBytes(ref(storage, created), png, { contentType: 'image/png' }));
      await attempt(write, uploadBytesResumable(ref(storage, resumable), png, { contentType: 'image/jpeg' }));
      await attempt(write, uploadBytes(ref(storage, seeded), png, { contentType: 'image/png', customMetadata: { by: slug } }));
      await attempt(write, updateMetadata(ref(storage, seeded), { cacheControl: 'public,max-age=60' }));
      if (write) {
        // Writers still upload images only.
        await expectDenied(uploadBytes(ref(storage, `${base}/notes-${slug}.txt`), Buffer.from('hi'), { contentType: 'text/plain' }));
        await expectDenied(updateMetadata(ref(storage, seeded), { contentType: 'text/plain' }));
      }
      await attempt(write, deleteObject(ref(storage, seeded)));
      if (write) await deleteObject(ref(storage, created));
      if (write) await deleteObject(ref(storage, resumable));
      // Whatever was refused left nothing behind and removed nothing.
      expect(await adminStatus(seeded)).toBe(write ? 404 : 200);
      expect(await adminStatus(created)).toBe(404);
      expect(await adminStatus(resumable)).toBe(404);
      expect(await adminStatus(`${base}/notes-${slug}.txt`)).toBe(404);
    });
  });

  it('Merchant, Super Admin and every outsider get nothing in any folder; only the table roles list', () => {
    for (const folder of STORAGE_FOLDERS) {
      for (const operation of ['get', 'list', 'write']) {
        expect(mayDo('Merchant', folder, operation)).toBe(false);
        expect(mayDo('Super Admin', folder, operation)).toBe(false);
      }
    }
    expect(STORAGE_FOLDERS.filter((f) => STORAGE_POLICY[f].list.length).sort()).toEqual(['configs', 'stores', 'warehouse']);
  });
});

describe('uidFromAuthorization', () => {
  const jwt = (claims) =>
    `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  it('reads user_id, then sub, from an unsigned emulator token', () => {
    expect(uidFromAuthorization(`Firebase ${jwt({ user_id: 'u1', sub: 'u2' })}`)).toBe('u1');
    expect(uidFromAuthorization(`Firebase ${jwt({ sub: 'u2' })}`)).toBe('u2');
  });
  it('returns null for anything else', () => {
    expect(uidFromAuthorization(undefined)).toBeNull();
    expect(uidFromAuthorization('Bearer owner')).toBeNull();
    expect(uidFromAuthorization('Firebase not-a-jwt')).toBeNull();
  });
});
