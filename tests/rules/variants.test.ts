// firestore.rules, the name lists (colors, brands, categories, sources, sizes, shoeWidths,
// shoeHeights, deliveryLocations): caller x collection x operation matrix, then document shapes.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { LIST_COLLECTIONS, type ListCollection } from '../../src/entities/nameList/nameList';
import { modularFirestore } from './support/env';
import { describeRoleMatrix, expectRowForEveryCaller, rulesHarness } from './support/harness';
import { type Subject } from './support/users';

type Operation = 'get one' | 'list ordered by name' | 'create' | 'update name' | 'delete' | 'bad-shape write (blank name)';
const OPERATIONS: readonly Operation[] = [
  'get one',
  'list ordered by name',
  'create',
  'update name',
  'delete',
  'bad-shape write (blank name)',
];

const EXISTING = 'existing-item';
const TO_DELETE = 'item-to-delete';

function entry(list: ListCollection, name: string): Record<string, unknown> {
  return list === 'colors' ? { name, colorName: '#112233' } : { name };
}

const ACTIONS: Record<Operation, (db: Firestore, list: ListCollection) => Promise<unknown>> = {
  'get one': (db, list) => getDoc(doc(db, list, EXISTING)),
  'list ordered by name': (db, list) => getDocs(query(collection(db, list), orderBy('name'))),
  create: (db, list) =>
    addDoc(collection(db, list), { ...entry(list, '42'), createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
  'update name': (db, list) => updateDoc(doc(db, list, EXISTING), { name: '43', updatedAt: serverTimestamp() }),
  delete: (db, list) => deleteDoc(doc(db, list, TO_DELETE)),
  'bad-shape write (blank name)': (db, list) => setDoc(doc(db, list, 'blank'), entry(list, '   ')),
};

// ---------------------------------------------------------------------------------------------
// THE EXPECTED PERMISSIONS: caller -> operation -> allowed. Reads only for the roles with product
// grids or forms (Admin, Manager, dev, the sellers, the call centre); Super Admin and Merchant read
// none. The courier reads deliveryLocations only (the delivery points on its orders). Writes:
// Manager and dev.
// ---------------------------------------------------------------------------------------------
const Y = true;
const N = false;
type Row = Record<Operation, boolean>;

function row(get: boolean, list: boolean, create: boolean, update: boolean, del: boolean, badShape: boolean): Row {
  return {
    'get one': get,
    'list ordered by name': list,
    create,
    'update name': update,
    delete: del,
    'bad-shape write (blank name)': badShape,
  };
}

//                                     get list create update delete bad-shape
const EXPECTED: Record<Subject, Row> = {
  'Super Admin':          row(N, N, N, N, N, N),
  Admin:                  row(Y, Y, N, N, N, N),
  Manager:                row(Y, Y, Y, Y, Y, N),
  Merchant:               row(N, N, N, N, N, N),
  DeliveryBoy:            row(N, N, N, N, N, N),
  'Reception In Country': row(Y, Y, N, N, N, N),
  'Reception In City':    row(Y, Y, N, N, N, N),
  'Call Centre':          row(Y, Y, N, N, N, N),
  dev:                    row(Y, Y, Y, Y, Y, N),
  'inactive staff':       row(N, N, N, N, N, N),
  'unknown role':         row(N, N, N, N, N, N),
  'clientUser auth':      row(N, N, N, N, N, N),
  'signed out':           row(N, N, N, N, N, N),
};

/** Per-list exceptions to EXPECTED: the courier reads the delivery points. */
const LIST_EXCEPTIONS: Partial<Record<ListCollection, Partial<Record<Subject, Row>>>> = {
  deliveryLocations: {
    DeliveryBoy: row(Y, Y, N, N, N, N),
  },
};

function expectedFor(list: ListCollection, subject: Subject): Row {
  return LIST_EXCEPTIONS[list]?.[subject] ?? EXPECTED[subject];
}

// ---------------------------------------------------------------------------------------------

const rules = rulesHarness('demo-rules-variants', { users: 'once' });
const { dbFor } = rules;

beforeAll(async () => {
  // Every list has one entry the tests read and rename, and one they delete. Seeded once: renaming
  // keeps the entry, and the delete rule does not look at the document, so a second delete of the
  // same (now missing) entry is judged exactly like the first.
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    for (const list of LIST_COLLECTIONS) {
      batch.set(doc(db, list, EXISTING), entry(list, '10'));
      batch.set(doc(db, list, TO_DELETE), entry(list, '11'));
    }
    await batch.commit();
  });
});

describe('expected-permissions table', () => {
  it('has a row for every staff role and every special caller', () => {
    expectRowForEveryCaller(EXPECTED);
  });
});

describe.each(LIST_COLLECTIONS)('%s', (list) => {
  describeRoleMatrix('%s', {
    operations: OPERATIONS,
    allowed: (subject, operation) => expectedFor(list, subject)[operation],
    attempt: (subject, operation) => ACTIONS[operation](dbFor(subject), list),
    // Independent cells (see the seeding above): they run concurrently.
    concurrent: true,
  });
});

describe('name lists: document shape (as Manager)', () => {
  const asManager = () => dbFor('Manager');

  it('a colour with name, colorName and timestamps is accepted', async () => {
    await assertSucceeds(
      setDoc(doc(asManager(), 'colors', 'ok'), { name: 'Хар', colorName: '#000000', createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    );
  });

  const badCreates: [string, ListCollection, Record<string, unknown>][] = [
    ['name missing', 'brands', { createdAt: new Date() }],
    ['name a number', 'sizes', { name: 42 }],
    ['name empty', 'categories', { name: '' }],
    ['name longer than 100 characters', 'sources', { name: 'x'.repeat(101) }],
    ['an unknown field', 'brands', { name: 'Puma', price: 1000 }],
    ['colorName on a brand', 'brands', { name: 'Puma', colorName: '#000000' }],
    ['colorName a number', 'colors', { name: 'Хар', colorName: 0 }],
    ['createdAt a string', 'deliveryLocations', { name: 'Баянзүрх', createdAt: '2024-01-01' }],
    ['updatedAt a number', 'shoeWidths', { name: '9', updatedAt: 1 }],
  ];

  it.each(badCreates)('create refused: %s', async (_name, list, data) => {
    await assertFails(setDoc(doc(asManager(), list, 'bad'), data));
  });

  it('a name of exactly 100 characters is accepted', async () => {
    await assertSucceeds(setDoc(doc(asManager(), 'brands', 'long'), { name: 'x'.repeat(100) }));
  });

  it('update refused: removing the name', async () => {
    await assertFails(updateDoc(doc(asManager(), 'categories', EXISTING), { name: deleteField() }));
  });

  it('update refused: a blank name', async () => {
    await assertFails(updateDoc(doc(asManager(), 'deliveryLocations', EXISTING), { name: '  ' }));
  });

  it('update refused: an unknown field', async () => {
    await assertFails(updateDoc(doc(asManager(), 'shoeHeights', EXISTING), { isActive: true }));
  });

  it('a legacy entry with an extra field can still be renamed', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(modularFirestore(ctx.firestore()), 'brands', 'legacy'), { name: 'Old', id: 'legacy', legacyFlag: true });
    });
    await assertSucceeds(updateDoc(doc(asManager(), 'brands', 'legacy'), { name: 'New', updatedAt: serverTimestamp() }));
  });

  it('a collection that is not a name list stays denied (default deny)', async () => {
    await assertFails(setDoc(doc(dbFor('dev'), 'notAList', 'x'), { name: 'x' }));
    await assertFails(getDoc(doc(dbFor('dev'), 'notAList', 'x')));
  });
});
