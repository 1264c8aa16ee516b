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
import { MAX_UPLOAD_BYTES, startStorageServer, uidFromAuthorization } from './storage-server.mjs';

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
    expect(Buffer.from(await getBytes(fileRef))).toEqual(big);
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
    // 10 MB or more.
    const huge = Buffer.alloc(MAX_UPLOAD_BYTES);
    await expectDenied(uploadBytes(ref(staff, 'stores/x/huge.png'), huge, { contentType: 'image/png' }));
    await expectDenied(uploadBytesResumable(ref(staff, 'stores/x/huge.png'), huge, { contentType: 'image/png' }));
    // Outside the product's folders.
    await expectDenied(uploadBytes(ref(staff, 'other/pic.png'), png, { contentType: 'image/png' }));

    const fileRef = ref(staff, 'configs/app/banner.png');
    await uploadBytes(fileRef, png, { contentType: 'image/png' });
    const tokenUrl = await getDownloadURL(fileRef);

    const outsiders = [
      ['signed out', await client('anon', 'signed-out')],
      ['no profile', await client('noprofile', null)],
      ['inactive staff', await client('inactive', { role: 'Admin', isActive: false })],
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

  it('product pictures: only Manager and dev upload, replace or delete them; every staff member reads them', async () => {
    const path = 'products/Nike Air/front.png';
    await uploadBytes(ref(staff, path), png, { contentType: 'image/png' }); // staff is a Manager
    const dev = await client('dev', { role: 'dev', isActive: true });
    await uploadBytes(ref(dev, 'products/Nike Air/side.png'), png, { contentType: 'image/png' });
    await uploadBytesResumable(ref(dev, 'products/Nike Air/back.png'), png, { contentType: 'image/png' });
    await updateMetadata(ref(dev, path), { cacheControl: 'public,max-age=60' });

    for (const role of ['Reception In City', 'Reception In Country', 'Call Centre', 'Admin', 'Super Admin']) {
      const slug = role.toLowerCase().replace(/[^a-z]+/g, '-');
      const other = await client(slug, { role, isActive: true });
      await expectDenied(uploadBytes(ref(other, `products/Nike Air/${slug}.png`), png, { contentType: 'image/png' }));
      await expectDenied(uploadBytesResumable(ref(other, `products/Nike Air/${slug}.png`), png, { contentType: 'image/png' }));
      await expectDenied(updateMetadata(ref(other, path), { cacheControl: 'no-cache' }));
      await expectDenied(deleteObject(ref(other, path)));
      // Reading stays open to every active staff member.
      expect((await getMetadata(ref(other, path))).size).toBe(png.length);
      expect(Buffer.from(await getBytes(ref(other, path)))).toEqual(png);
      expect((await listAll(ref(other, 'products/Nike Air'))).items.map((i) => i.name)).toContain('front.png');
      // The other folders are unchanged: any active staff member writes there.
      const storeRef = ref(other, `stores/Төв салбар/${slug}.png`);
      await uploadBytes(storeRef, png, { contentType: 'image/png' });
      await deleteObject(storeRef);
    }
    await expectDenied(getMetadata(ref(await client('noprofile-products', null), path)));

    await deleteObject(ref(dev, path));
    await deleteObject(ref(staff, 'products/Nike Air/side.png'));
    await expect(getMetadata(ref(staff, path))).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('prize images: Manager, Admin and dev write them; app configuration images: Manager and dev', async () => {
    const writers = {
      prizes: ['Manager', 'Admin', 'dev'],
      configs: ['Manager', 'dev'],
    };
    const roles = ['Manager', 'Admin', 'dev', 'Super Admin', 'Reception In City', 'Call Centre', 'DeliveryBoy', 'Merchant'];
    for (const [folder, allowed] of Object.entries(writers)) {
      const seeded = `${folder}/seed.png`;
      await uploadBytes(ref(staff, seeded), png, { contentType: 'image/png' }); // staff is a Manager
      for (const role of roles) {
        const slug = `${folder}-${role.toLowerCase().replace(/[^a-z]+/g, '-')}`;
        const other = await client(slug, { role, isActive: true });
        const own = ref(other, `${folder}/${slug}.png`);
        if (allowed.includes(role)) {
          await uploadBytes(own, png, { contentType: 'image/png' });
          await deleteObject(own);
        } else {
          await expectDenied(uploadBytes(own, png, { contentType: 'image/png' }));
          await expectDenied(deleteObject(ref(other, seeded)));
        }
        // Every active staff member reads them (the lottery-type table, the app preview).
        expect((await getMetadata(ref(other, seeded))).size).toBe(png.length);
      }
      await deleteObject(ref(staff, seeded));
    }
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
