// firestore.rules, collections warehouse and stores, and the seller assignment on users (Branch page).
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { modularFirestore } from './support/env';
import { describeRoleMatrix, expectRowForEveryCaller, rulesHarness } from './support/harness';
import { SUBJECTS, uidOf, userDoc, type Subject } from './support/users';

const KINDS = ['warehouse', 'stores'] as const;
type Kind = (typeof KINDS)[number];

const SELLER = 'target-seller'; // a Reception In City user, at store-1
const SELLER_COUNTRY = 'target-seller-country'; // a Reception In Country user, no store
const MERCHANT = 'target-merchant';

function branchDoc(name: string): Record<string, unknown> {
  return { name, address: 'Сүхбаатар дүүрэг, 1-р хороо, 15', phone: '77111101', picName: 'a.png', picUrl: 'http://x/a.png' };
}

type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
const OPS: Operation[] = ['get', 'list', 'create', 'update', 'delete'];

function run(db: Firestore, kind: Kind, op: Operation): Promise<unknown> {
  const col = collection(db, kind);
  switch (op) {
    case 'get':
      return getDoc(doc(col, 'b1'));
    case 'list':
      return getDocs(col);
    case 'create':
      return setDoc(doc(col, 'new'), { ...branchDoc('New'), createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    case 'update':
      return updateDoc(doc(col, 'b1'), { address: 'Баянзүрх дүүрэг, 26-р хороо', updatedAt: serverTimestamp() });
    case 'delete':
      return deleteDoc(doc(col, 'b1'));
  }
}

const READ_ONLY = { get: true, list: true, create: false, update: false, delete: false };
const ALL = { get: true, list: true, create: true, update: true, delete: true };
const NONE = { get: false, list: false, create: false, update: false, delete: false };

/**
 * THE EXPECTED PERMISSIONS on warehouse and stores: only the roles with a screen that needs them.
 * warehouse: Manager and dev (branch pages, product location tabs, add form, move wizard).
 * stores: the same, plus Admin read-only (the dashboard ranks stores).
 * Writes: Manager and dev. Super Admin, Merchant, the courier, the sellers and the call centre: nothing.
 */
const EXPECTED: Record<Kind, Record<Subject, Record<Operation, boolean>>> = {
  warehouse: {
    'Super Admin': NONE,
    Admin: NONE,
    Manager: ALL,
    Merchant: NONE,
    DeliveryBoy: NONE,
    'Reception In Country': NONE,
    'Reception In City': NONE,
    'Call Centre': NONE,
    dev: ALL,
    'inactive staff': NONE,
    'unknown role': NONE,
    'clientUser auth': NONE,
    'signed out': NONE,
  },
  stores: {
    'Super Admin': NONE,
    Admin: READ_ONLY,
    Manager: ALL,
    Merchant: NONE,
    DeliveryBoy: NONE,
    'Reception In Country': NONE,
    'Reception In City': NONE,
    'Call Centre': NONE,
    dev: ALL,
    'inactive staff': NONE,
    'unknown role': NONE,
    'clientUser auth': NONE,
    'signed out': NONE,
  },
};

/** Seller assignment on users: who may set a seller's locationId/locationType. */
const MAY_ASSIGN: Record<Subject, boolean> = {
  'Super Admin': true, // manages every profile
  Admin: false,
  Manager: true,
  Merchant: false,
  DeliveryBoy: false,
  'Reception In Country': false,
  'Reception In City': false,
  'Call Centre': false,
  dev: true,
  'inactive staff': false,
  'unknown role': false,
  'clientUser auth': false,
  'signed out': false,
};

const rules = rulesHarness('demo-rules-branches', { users: 'each' });
const { dbFor } = rules;

beforeEach(async () => {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    for (const kind of KINDS) batch.set(doc(db, kind, 'b1'), branchDoc('Branch one'));
    batch.set(doc(db, 'users', SELLER), userDoc(SELLER, 'Reception In City', { locationId: 'store-1', locationType: 'store' }));
    batch.set(doc(db, 'users', SELLER_COUNTRY), userDoc(SELLER_COUNTRY, 'Reception In Country'));
    batch.set(doc(db, 'users', MERCHANT), userDoc(MERCHANT, 'Merchant'));
    await batch.commit();
  });
});

describe('expected-permissions tables', () => {
  it('have a row for every staff role and special caller', () => {
    for (const kind of KINDS) expectRowForEveryCaller(EXPECTED[kind]);
    expect(Object.keys(MAY_ASSIGN).sort()).toEqual([...SUBJECTS].sort());
  });
});

for (const kind of KINDS) {
  describeRoleMatrix(`${kind} matrix: %s`, {
    operations: OPS,
    allowed: (subject, op) => EXPECTED[kind][subject][op],
    attempt: (subject, op) => run(dbFor(subject), kind, op),
  });

  describe(`${kind}: document shape (as Manager)`, () => {
    const col = () => collection(dbFor('Manager'), kind);
    it('a minimal branch without picture (null) is accepted', async () => {
      await assertSucceeds(setDoc(doc(col(), 'ok'), { ...branchDoc('Ok'), picName: null, picUrl: null }));
    });
    const bad: [string, Record<string, unknown>][] = [
      ['name missing', { name: undefined }],
      ['name blank', { name: '   ' }],
      ['name a number', { name: 5 }],
      ['address missing', { address: undefined }],
      ['address a number', { address: 12 }],
      ['phone 7 digits', { phone: '7711110' }],
      ['phone with letters', { phone: '7711110a' }],
      ['phone a number', { phone: 77111101 }],
      ['picName a number', { picName: 1 }],
      ['picUrl a bool', { picUrl: true }],
      ['createdAt a string', { createdAt: '2024-01-01' }],
      ['updatedAt a number', { updatedAt: 5 }],
    ];
    it.each(bad)('create refused: %s', async (_name, change) => {
      const data: Record<string, unknown> = { ...branchDoc('Bad'), ...change };
      for (const [k, v] of Object.entries(data)) if (v === undefined) delete data[k];
      await assertFails(setDoc(doc(col(), 'bad'), data));
    });
    it('update refused: phone not 8 digits', async () => {
      await assertFails(updateDoc(doc(col(), 'b1'), { phone: '123' }));
    });
  });
}

describe('users: seller assignment (Branch page)', () => {
  const users = (db: Firestore) => collection(db, 'users');

  describeRoleMatrix('%s', {
    operations: ['assign a seller to a store', 'unassign a seller'] as const,
    allowed: (subject) => MAY_ASSIGN[subject],
    attempt: (subject, op) =>
      op === 'assign a seller to a store'
        ? updateDoc(doc(dbFor(subject), 'users', SELLER_COUNTRY), { locationId: 'store-2', locationType: 'store' })
        : updateDoc(doc(dbFor(subject), 'users', SELLER), { locationId: null, locationType: null }),
  });

  it('Manager may add a store and assign its seller in one batch', async () => {
    const db = dbFor('Manager');
    const batch = writeBatch(db);
    batch.set(doc(db, 'stores', 'store-new'), { ...branchDoc('New store'), createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    batch.update(doc(db, 'users', SELLER_COUNTRY), { locationId: 'store-new', locationType: 'store' });
    await assertSucceeds(batch.commit());
  });

  it("Manager may not change a seller's role", async () => {
    await assertFails(updateDoc(doc(dbFor('Manager'), 'users', SELLER), { role: 'Manager' }));
    await assertFails(
      updateDoc(doc(dbFor('Manager'), 'users', SELLER), { role: 'Reception In Country', locationId: 'store-2', locationType: 'store' }),
    );
  });

  it("Manager may not change another field of a seller with the assignment", async () => {
    await assertFails(updateDoc(doc(dbFor('Manager'), 'users', SELLER), { locationId: 'store-2', locationType: 'store', phone: '88001122' }));
    await assertFails(updateDoc(doc(dbFor('Manager'), 'users', SELLER), { isActive: false }));
    await assertFails(updateDoc(doc(dbFor('Manager'), 'users', SELLER), { firstName: 'Other' }));
  });

  it('Manager may not assign a non-seller (a Merchant) to a store', async () => {
    await assertFails(updateDoc(doc(dbFor('Manager'), 'users', MERCHANT), { locationId: 'store-2', locationType: 'store' }));
  });

  it("Manager may not set locationType other than 'store' or a non-string locationId", async () => {
    await assertFails(updateDoc(doc(dbFor('Manager'), 'users', SELLER), { locationId: 'warehouse-1', locationType: 'warehouse' }));
    await assertFails(updateDoc(doc(dbFor('Manager'), 'users', SELLER), { locationId: 7, locationType: 'store' }));
  });

  it('a seller may not assign themselves to another store', async () => {
    const db = dbFor({ uid: SELLER });
    await assertFails(updateDoc(doc(db, 'users', SELLER), { locationId: 'store-2' }));
  });

  it("Manager may list the sellers: where role in the Reception roles", async () => {
    const snap = await assertSucceeds(
      getDocs(query(users(dbFor('Manager')), where('role', 'in', ['Reception In Country', 'Reception In City']))),
    );
    expect(snap.docs.map((d) => d.id).sort()).toEqual(
      [SELLER, SELLER_COUNTRY, uidOf('Reception In City'), uidOf('Reception In Country')].sort(),
    );
  });

  it('Manager may read a seller (and a contract Merchant) but still not an Admin nor list everyone', async () => {
    await assertSucceeds(getDoc(doc(dbFor('Manager'), 'users', SELLER)));
    await assertSucceeds(getDoc(doc(dbFor('Manager'), 'users', MERCHANT)));
    await assertFails(getDoc(doc(dbFor('Manager'), 'users', uidOf('Admin'))));
    await assertFails(getDocs(query(users(dbFor('Manager')), where('role', 'in', ['Reception In City', 'Admin']))));
    await assertFails(getDocs(users(dbFor('Manager'))));
  });

  it('dev may list the sellers; Call Centre and Merchant may not', async () => {
    const q = (s: Subject) => getDocs(query(users(dbFor(s)), where('role', 'in', ['Reception In Country', 'Reception In City'])));
    await assertSucceeds(q('dev'));
    await assertFails(q('Call Centre'));
    await assertFails(q('Merchant'));
  });
});
