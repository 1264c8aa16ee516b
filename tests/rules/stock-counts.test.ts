// firestore.rules, stockCounts/{id} (the /stock-counts screens): who reads and writes counts, the
// app's own writes (create, save, close) and forged variants, each changing one field.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { closeStockCount, counterOf, createStockCount, saveStockCount, type CountLocation } from '../../src/features/stockCounts/api/stockCountWrites';
import type { CountLists } from '../../src/features/stockCounts/domain/stockCount';
import { modularFirestore } from './support/env';
import { expectAllowed, rulesHarness } from './support/harness';
import { SUBJECTS, profileOf, uidOf, userDoc, type Subject } from './support/users';

const STORE = 'store-count-1';
const OTHER_STORE = 'store-count-2';
const WAREHOUSE = 'wh-count-1';
const AT_STORE: CountLocation = { locationId: STORE, locationType: 'store', locationName: 'Store one' };
const AT_WAREHOUSE: CountLocation = { locationId: WAREHOUSE, locationType: 'warehouse', locationName: 'Warehouse one' };
const OTHER_SELLER = 'uid-other-store-seller';

/** Lists as the count writes them: 3 expected, 2 found, 1 elsewhere, 1 unknown. */
const LISTS: CountLists = {
  expectedCount: 3,
  foundCount: 2,
  scanned: ['100001', '100002', '200001', '999999'],
  missing: ['100003'],
  elsewhere: ['200001'],
  sold: [],
  unknown: ['999999'],
};
const EMPTY: CountLists = { expectedCount: 3, foundCount: 0, scanned: [], missing: ['100001', '100002', '100003'], elsewhere: [], sold: [], unknown: [] };

const rules = rulesHarness('demo-stock-counts');

/** The profile each subject has; sellers work in STORE. */
function profile(subject: Subject) {
  const p = profileOf(subject);
  return subject === 'Reception In City' || subject === 'Reception In Country' ? { ...p, locationId: STORE, locationType: 'store' } : p;
}

function dbFor(subject: Subject | 'other seller'): Firestore {
  return rules.dbFor(subject === 'other seller' ? { uid: OTHER_SELLER } : subject);
}

/** The counter as the app makes it from the signed-in profile (its name, as the rules want it). */
const by = (subject: Subject | 'other seller') =>
  counterOf(subject === 'other seller' ? userDoc(OTHER_SELLER, 'Reception In City') : { ...profile(subject), id: uidOf(subject) });
/** A staff profile without a name (recorded by its email). */
const NAMELESS = 'uid-nameless-manager';

/** A stored count (seeded with the rules off). */
function stored(location: CountLocation, over: Record<string, unknown> = {}): Record<string, unknown> {
  const ago = Timestamp.fromMillis(Date.now() - 60_000);
  return {
    ...location,
    status: 'open',
    createdUserId: uidOf('Manager'),
    createdUserName: 'Manager',
    createdAt: ago,
    updatedUserId: uidOf('Manager'),
    updatedAt: ago,
    closedUserId: null,
    closedAt: null,
    ...EMPTY,
    ...over,
  };
}

const OPEN_STORE = 'count-open-store';
const OPEN_WAREHOUSE = 'count-open-warehouse';
const OPEN_OTHER_STORE = 'count-open-other-store';
const CLOSED = 'count-closed';

beforeEach(async () => {
  await rules.env.clearFirestore();
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    for (const subject of SUBJECTS) await setDoc(doc(db, 'users', uidOf(subject)), profile(subject));
    await setDoc(doc(db, 'users', OTHER_SELLER), userDoc(OTHER_SELLER, 'Reception In City', { locationId: OTHER_STORE, locationType: 'store' }));
    await setDoc(doc(db, 'users', NAMELESS), userDoc(NAMELESS, 'Manager', { firstName: '', lastName: '' }));
    await setDoc(doc(db, 'stockCounts', OPEN_STORE), stored(AT_STORE));
    await setDoc(doc(db, 'stockCounts', OPEN_WAREHOUSE), stored(AT_WAREHOUSE));
    await setDoc(doc(db, 'stockCounts', OPEN_OTHER_STORE), stored({ ...AT_STORE, locationId: OTHER_STORE }));
    await setDoc(
      doc(db, 'stockCounts', CLOSED),
      stored(AT_STORE, { status: 'closed', closedUserId: uidOf('Manager'), closedAt: Timestamp.fromMillis(Date.now() - 30_000) }),
    );
  });
});

describe('stockCounts: who may do what', () => {
  const Y = true;
  const N = false;
  // read all | read own store (seller query) | create at store | create at warehouse | save store count | save warehouse count
  const EXPECTED: Record<Subject, [boolean, boolean, boolean, boolean, boolean, boolean]> = {
    'Super Admin': [N, N, N, N, N, N],
    Admin: [Y, Y, N, N, N, N],
    Manager: [Y, Y, Y, Y, Y, Y],
    Merchant: [N, N, N, N, N, N],
    DeliveryBoy: [N, N, N, N, N, N],
    'Reception In Country': [N, Y, Y, N, Y, N],
    'Reception In City': [N, Y, Y, N, Y, N],
    'Call Centre': [N, N, N, N, N, N],
    dev: [Y, Y, Y, Y, Y, Y],
    'inactive staff': [N, N, N, N, N, N],
    'unknown role': [N, N, N, N, N, N],
    'clientUser auth': [N, N, N, N, N, N],
    'signed out': [N, N, N, N, N, N],
  };

  it.each(SUBJECTS)('%s', async (subject) => {
    const [readAll, readOwn, createStore, createWarehouse, saveStore, saveWarehouse] = EXPECTED[subject];
    const db = dbFor(subject);
    await expectAllowed(readAll, getDocs(collection(db, 'stockCounts')));
    await expectAllowed(readOwn, getDocs(query(collection(db, 'stockCounts'), where('locationId', '==', STORE))));
    await expectAllowed(createStore, createStockCount(AT_STORE, by(subject), EMPTY, db));
    await expectAllowed(createWarehouse, createStockCount(AT_WAREHOUSE, by(subject), EMPTY, db));
    await expectAllowed(saveStore, saveStockCount(OPEN_STORE, by(subject), LISTS, db));
    await expectAllowed(saveWarehouse, saveStockCount(OPEN_WAREHOUSE, by(subject), LISTS, db));
  });

  it("a seller neither reads, creates nor saves another store's count", async () => {
    const seller = dbFor('Reception In City');
    await assertFails(getDoc(doc(seller, 'stockCounts', OPEN_OTHER_STORE)));
    await assertSucceeds(getDoc(doc(seller, 'stockCounts', OPEN_STORE)));
    await assertFails(createStockCount({ ...AT_STORE, locationId: OTHER_STORE }, by('Reception In City'), EMPTY, seller));
    await assertFails(saveStockCount(OPEN_OTHER_STORE, by('Reception In City'), LISTS, seller));
    const other = dbFor('other seller');
    await assertFails(getDoc(doc(other, 'stockCounts', OPEN_STORE)));
    await assertFails(saveStockCount(OPEN_STORE, by('other seller'), LISTS, other));
    await assertFails(closeStockCount(OPEN_STORE, by('other seller'), LISTS, other));
  });

  it('nobody deletes a count', async () => {
    for (const subject of ['Manager', 'dev', 'Admin', 'Reception In City'] as const) {
      await assertFails(deleteDoc(doc(dbFor(subject), 'stockCounts', OPEN_STORE)));
      await assertFails(deleteDoc(doc(dbFor(subject), 'stockCounts', CLOSED)));
    }
  });
});

describe('stockCounts: create', () => {
  const manager = () => dbFor('Manager');
  const legit = (over: Record<string, unknown> = {}) => ({
    ...AT_STORE,
    status: 'open',
    createdUserId: uidOf('Manager'),
    createdUserName: by('Manager').name,
    createdAt: serverTimestamp(),
    updatedUserId: uidOf('Manager'),
    updatedAt: serverTimestamp(),
    closedUserId: null,
    closedAt: null,
    ...LISTS,
    ...over,
  });
  const create = (data: Record<string, unknown>) => setDoc(doc(collection(manager(), 'stockCounts')), data);

  it('the app\'s create passes, and the legitimate document as written by hand', async () => {
    const id = await createStockCount(AT_STORE, by('Manager'), LISTS, manager());
    const snap = await getDoc(doc(manager(), 'stockCounts', id));
    expect(snap.data()).toMatchObject({ status: 'open', locationId: STORE, createdUserId: uidOf('Manager'), foundCount: 2 });
    await assertSucceeds(create(legit()));
  });

  it.each<[string, Record<string, unknown>]>([
    ['another creator', { createdUserId: uidOf('dev') }],
    ['another last writer', { updatedUserId: uidOf('dev') }],
    ['created in the past', { createdAt: Timestamp.fromMillis(Date.now() - 3_600_000) }],
    ['updated in the past', { updatedAt: Timestamp.fromMillis(Date.now() - 3_600_000) }],
    ['created closed', { status: 'closed', closedUserId: uidOf('Manager'), closedAt: serverTimestamp() }],
    ['an unknown status', { status: 'paused' }],
    ['closedAt set', { closedAt: serverTimestamp() }],
    ['closedUserId set', { closedUserId: uidOf('Manager') }],
    ['a merchant location', { locationType: 'merchant' }],
    ['no location', { locationId: '' }],
    ['found count too high', { foundCount: 3 }],
    ['expected count off', { expectedCount: 4 }],
    ['a negative count', { foundCount: -1, expectedCount: 0 }],
    ['a fractional count', { foundCount: 1.5 }],
    ['a code scanned twice', { scanned: ['100001', '100001', '200001', '999999'] }],
    ['a list that is not a list', { unknown: '999999' }],
    ['too many codes', { missing: Array.from({ length: 5001 }, (_, i) => String(i)), expectedCount: 5003 }],
    ['an extra field', { note: 'x' }],
    // The screens say who started a count: never another member of staff, nor anything but the name.
    ['another staff member as the creator', { createdUserName: 'Saraa Bold' }],
    ['the creator named last name first', { createdUserName: 'Dorj Bat' }],
    ['the creator as a map', { createdUserName: { firstName: 'Bat', lastName: 'Dorj' } }],
    ['no creator name', { createdUserName: '' }],
  ])('refused: %s', async (_name, over) => {
    await assertFails(create(legit(over)));
  });

  it("a staff member without a name is recorded by its email, and only by it", async () => {
    const db = rules.dbFor({ uid: NAMELESS });
    const profile = userDoc(NAMELESS, 'Manager', { firstName: '', lastName: '' });
    expect(counterOf(profile).name).toBe(profile.email);
    await assertSucceeds(createStockCount(AT_STORE, counterOf(profile), LISTS, db));
    const mine = { ...legit(), createdUserId: NAMELESS, updatedUserId: NAMELESS };
    await assertFails(setDoc(doc(collection(db, 'stockCounts')), { ...mine, createdUserName: '' }));
    await assertFails(setDoc(doc(collection(db, 'stockCounts')), { ...mine, createdUserName: 'Bat Dorj' }));
  });

  it('refused: a field left out', async () => {
    const { closedAt: _closedAt, ...rest } = legit();
    void _closedAt;
    await assertFails(create(rest));
  });
});

describe('stockCounts: save and close', () => {
  const manager = () => dbFor('Manager');
  const update = (id: string, over: Record<string, unknown>) =>
    updateDoc(doc(manager(), 'stockCounts', id), { ...LISTS, updatedUserId: uidOf('Manager'), updatedAt: serverTimestamp(), ...over });

  it('a colleague resumes and saves; a seller of the store saves and closes a count the Manager opened', async () => {
    await assertSucceeds(saveStockCount(OPEN_STORE, by('dev'), LISTS, dbFor('dev')));
    await assertSucceeds(saveStockCount(OPEN_STORE, by('Reception In City'), LISTS, dbFor('Reception In City')));
    await assertSucceeds(closeStockCount(OPEN_STORE, by('Reception In Country'), LISTS, dbFor('Reception In Country')));
    const snap = await getDoc(doc(manager(), 'stockCounts', OPEN_STORE));
    expect(snap.data()).toMatchObject({ status: 'closed', closedUserId: uidOf('Reception In Country') });
  });

  it('the legitimate save by hand passes', async () => {
    await assertSucceeds(update(OPEN_STORE, {}));
  });

  it.each<[string, Record<string, unknown>]>([
    ['the location', { locationId: OTHER_STORE }],
    ['the location type', { locationType: 'warehouse' }],
    ['the location name', { locationName: 'Elsewhere' }],
    ['the creator', { createdUserId: uidOf('dev') }],
    ['the creator name', { createdUserName: 'Someone' }],
    ['the creation time', { createdAt: serverTimestamp() }],
    ['another last writer', { updatedUserId: uidOf('dev') }],
    ['updatedAt not now', { updatedAt: Timestamp.fromMillis(Date.now() - 3_600_000) }],
    ['counts inconsistent with the lists', { foundCount: 1 }],
    ['expected inconsistent', { expectedCount: 9 }],
    ['a repeated code', { scanned: ['100001', '100001', '200001', '999999'] }],
    ['closedAt while open', { closedAt: serverTimestamp() }],
    ['an unknown status', { status: 'done' }],
    ['closed by someone else', { status: 'closed', closedUserId: uidOf('dev'), closedAt: serverTimestamp() }],
    ['closed in the past', { status: 'closed', closedUserId: uidOf('Manager'), closedAt: Timestamp.fromMillis(Date.now() - 3_600_000) }],
    ['closed without closedAt', { status: 'closed', closedUserId: uidOf('Manager') }],
  ])('refused: changing %s', async (_name, over) => {
    await assertFails(update(OPEN_STORE, over));
  });

  it('the legitimate close passes; a closed count never changes again, not even reopened', async () => {
    await assertSucceeds(closeStockCount(OPEN_WAREHOUSE, by('Manager'), LISTS, manager()));
    await assertFails(saveStockCount(OPEN_WAREHOUSE, by('Manager'), LISTS, manager()));
    await assertFails(update(CLOSED, { status: 'open', closedUserId: null, closedAt: null }));
    await assertFails(update(CLOSED, {}));
    await assertFails(closeStockCount(CLOSED, by('dev'), LISTS, dbFor('dev')));
  });

  it('wrong roles cannot save or close', async () => {
    for (const subject of ['Admin', 'Call Centre', 'Super Admin', 'Merchant'] as const) {
      await assertFails(saveStockCount(OPEN_STORE, by(subject), LISTS, dbFor(subject)));
      await assertFails(closeStockCount(OPEN_STORE, by(subject), LISTS, dbFor(subject)));
    }
  });

  it('a 2,000-item count saves (list sizes far below the limit)', async () => {
    const expected = Array.from({ length: 2000 }, (_, i) => String(300000 + i));
    const lists: CountLists = { expectedCount: 2000, foundCount: 1990, scanned: expected.slice(0, 1990), missing: expected.slice(1990), elsewhere: [], sold: [], unknown: [] };
    await assertSucceeds(saveStockCount(OPEN_STORE, by('Manager'), lists, manager()));
  });
});
