// firestore.rules, appConfigs/banner and appConfigs/intros (/app-admin): caller x document x
// operation matrix, then document shapes.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { MAX_SLIDES } from '../../src/features/appConfig/domain/appConfig';
import { modularFirestore } from './support/env';
import { describeRoleMatrix, expectRowForEveryCaller, rulesHarness } from './support/harness';
import type { Subject } from './support/users';

type ConfigId = 'banner' | 'intros';
const CONFIG_IDS: readonly ConfigId[] = ['banner', 'intros'];
type Operation = 'read' | 'create' | 'update' | 'delete';
const OPERATIONS: readonly Operation[] = ['read', 'create', 'update', 'delete'];

const slide = (n: number) => ({ title: `Гарчиг ${n}`, body: `Тайлбар ${n}`, picName: `p${n}.png`, picUrl: `http://x/p${n}.png` });

/** A valid whole document as the app writes it. */
function validDoc(id: ConfigId, n = 1): Record<string, unknown> {
  return id === 'banner'
    ? { picName: `banner-${n}.png`, picUrl: `http://x/banner-${n}.png`, updatedAt: serverTimestamp() }
    : { intros: [slide(n), slide(n + 1)], updatedAt: serverTimestamp() };
}

/** The same, as stored by the seed (a fixed time instead of the server time). */
function storedDoc(id: ConfigId): Record<string, unknown> {
  return { ...validDoc(id), updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)) };
}

const rules = rulesHarness('demo-rules-app-config', { users: 'once' });
const { dbFor } = rules;

async function adminSet(id: string, data: Record<string, unknown> | null): Promise<void> {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const ref = doc(modularFirestore(ctx.firestore()), 'appConfigs', id);
    if (data) await setDoc(ref, data);
    else await deleteDoc(ref);
  });
}

const ACTIONS: Record<Operation, (db: Firestore, id: ConfigId) => Promise<unknown>> = {
  read: async (db, id) => {
    await adminSet(id, storedDoc(id));
    return getDoc(doc(db, 'appConfigs', id));
  },
  // The document is missing (the page then creates the banner).
  create: async (db, id) => {
    await adminSet(id, null);
    return setDoc(doc(db, 'appConfigs', id), validDoc(id, 2));
  },
  update: async (db, id) => {
    await adminSet(id, storedDoc(id));
    return id === 'banner'
      ? setDoc(doc(db, 'appConfigs', id), validDoc(id, 3))
      : setDoc(doc(db, 'appConfigs', id), validDoc(id, 3), { merge: true });
  },
  delete: async (db, id) => {
    await adminSet(id, storedDoc(id));
    return deleteDoc(doc(db, 'appConfigs', id));
  },
};

// ---------------------------------------------------------------------------------------------
// THE EXPECTED PERMISSIONS, the same for both documents: caller -> operation -> allowed.
// ---------------------------------------------------------------------------------------------
const Y = true;
const N = false;
type Row = Record<Operation, boolean>;
const row = (read: boolean, create: boolean, update: boolean, del: boolean): Row => ({ read, create, update, delete: del });

//                                     read create update delete
const EXPECTED: Record<Subject, Row> = {
  'Super Admin':          row(N, N, N, N),
  Admin:                  row(N, N, N, N),
  Manager:                row(Y, Y, Y, N),
  Merchant:               row(N, N, N, N),
  DeliveryBoy:            row(N, N, N, N),
  'Reception In Country': row(N, N, N, N),
  'Reception In City':    row(N, N, N, N),
  'Call Centre':          row(N, N, N, N),
  dev:                    row(Y, Y, Y, N),
  'inactive staff':       row(N, N, N, N),
  'unknown role':         row(N, N, N, N),
  'clientUser auth':      row(N, N, N, N),
  'signed out':           row(N, N, N, N),
};

describe('expected-permissions table', () => {
  it('has a row for every staff role and every special caller', () => {
    expectRowForEveryCaller(EXPECTED);
  });
});

describe.each(CONFIG_IDS)('appConfigs/%s', (id) => {
  describeRoleMatrix('%s', {
    operations: OPERATIONS,
    allowed: (subject, operation) => EXPECTED[subject][operation],
    attempt: (subject, operation) => ACTIONS[operation](dbFor(subject), id),
  });
});

describe('document shape (as Manager)', () => {
  const asManager = () => dbFor('Manager');

  it('the banner created empty (picName and picUrl null, server time) is accepted', async () => {
    await adminSet('banner', null);
    await assertSucceeds(setDoc(doc(asManager(), 'appConfigs', 'banner'), { picName: null, picUrl: null, updatedAt: serverTimestamp() }));
  });

  it(`exactly ${MAX_SLIDES} slides and an empty list are accepted`, async () => {
    const intros = Array.from({ length: MAX_SLIDES }, (_, i) => slide(i));
    await assertSucceeds(setDoc(doc(asManager(), 'appConfigs', 'intros'), { intros, updatedAt: serverTimestamp() }, { merge: true }));
    await assertSucceeds(setDoc(doc(asManager(), 'appConfigs', 'intros'), { intros: [], updatedAt: serverTimestamp() }, { merge: true }));
  });

  const badWrites: [string, string, Record<string, unknown>][] = [
    ['an unknown config id', 'theme', { picName: 'a.png', picUrl: 'http://x/a.png', updatedAt: serverTimestamp() }],
    ['banner with an extra key', 'banner', { ...validDoc('banner'), title: 'x' }],
    ['banner with a forged updatedAt', 'banner', { ...validDoc('banner'), updatedAt: Timestamp.fromMillis(Date.UTC(2020, 0, 1)) }],
    ['banner without updatedAt', 'banner', { picName: 'a.png', picUrl: 'http://x/a.png' }],
    ['banner without picName', 'banner', { picUrl: 'http://x/a.png', updatedAt: serverTimestamp() }],
    ['banner with a non-string picUrl', 'banner', { picName: 'a.png', picUrl: 42, updatedAt: serverTimestamp() }],
    ['banner with a non-string picName', 'banner', { picName: true, picUrl: 'http://x/a.png', updatedAt: serverTimestamp() }],
    ['banner with a picUrl but no picName', 'banner', { picName: null, picUrl: 'http://x/a.png', updatedAt: serverTimestamp() }],
    ['intros with an extra key', 'intros', { ...validDoc('intros'), banner: 'x' }],
    ['intros with a forged updatedAt', 'intros', { ...validDoc('intros'), updatedAt: Timestamp.fromMillis(Date.UTC(2020, 0, 1)) }],
    ['intros not a list', 'intros', { intros: 'slides', updatedAt: serverTimestamp() }],
    ['intros without the list', 'intros', { updatedAt: serverTimestamp() }],
    [`more than ${MAX_SLIDES} slides`, 'intros', { intros: Array.from({ length: MAX_SLIDES + 1 }, (_, i) => slide(i)), updatedAt: serverTimestamp() }],
    ['banner fields on intros', 'intros', { picName: 'a.png', picUrl: 'http://x/a.png', updatedAt: serverTimestamp() }],
  ];

  it.each(badWrites)('create refused: %s', async (_name, id, data) => {
    await adminSet(id, null);
    await assertFails(setDoc(doc(asManager(), 'appConfigs', id), data));
  });

  it.each(badWrites)('update refused: %s', async (_name, id, data) => {
    await adminSet(id, id === 'intros' ? storedDoc('intros') : storedDoc('banner'));
    await assertFails(setDoc(doc(asManager(), 'appConfigs', id), data));
  });

  it('update refused: a partial update that keeps the old updatedAt', async () => {
    await adminSet('banner', storedDoc('banner'));
    await assertFails(updateDoc(doc(asManager(), 'appConfigs', 'banner'), { picName: 'b.png', picUrl: 'http://x/b.png' }));
    await assertFails(updateDoc(doc(dbFor('dev'), 'appConfigs', 'banner'), { picName: 'b.png', picUrl: 'http://x/b.png' }));
  });

  it('merge onto intros with a legacy extra field is refused (the whole document is checked)', async () => {
    await adminSet('intros', { ...storedDoc('intros'), legacy: true });
    await assertFails(setDoc(doc(asManager(), 'appConfigs', 'intros'), validDoc('intros'), { merge: true }));
  });

  it('an unknown config id cannot be read either', async () => {
    await assertFails(getDoc(doc(asManager(), 'appConfigs', 'theme')));
    await assertSucceeds(getDoc(doc(asManager(), 'appConfigs', 'banner')));
  });
});
