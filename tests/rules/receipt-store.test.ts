// firestore.rules, stores: a seller reads its own store's document (the receipt's heading:
// docs/receipts.md), and nothing else of the branches. The role matrix is in branches.test.ts.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where, writeBatch } from 'firebase/firestore';
import { modularFirestore } from './support/env';
import { rulesHarness } from './support/harness';
import { userDoc } from './support/users';

const CITY = 'seller-city'; // Reception In City at store-1
const COUNTRY = 'seller-country'; // Reception In Country at store-2
const NOWHERE = 'seller-nowhere'; // a seller without a store
const AT_WAREHOUSE = 'seller-warehouse'; // a seller whose location is the warehouse w1
const INACTIVE = 'seller-inactive'; // deactivated, at store-1

const rules = rulesHarness('demo-rules-receipt-store', { users: 'each' });
const { dbFor } = rules;

const branch = (name: string) => ({ name, address: 'Сүхбаатар дүүрэг, 1-р хороо', phone: '77111101', picName: null, picUrl: null });

beforeEach(async () => {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    batch.set(doc(db, 'stores', 'store-1'), branch('Төв дэлгүүр'));
    batch.set(doc(db, 'stores', 'store-2'), branch('Хөдөөгийн дэлгүүр'));
    batch.set(doc(db, 'warehouse', 'w1'), branch('Агуулах'));
    batch.set(doc(db, 'users', CITY), userDoc(CITY, 'Reception In City', { locationId: 'store-1', locationType: 'store' }));
    batch.set(doc(db, 'users', COUNTRY), userDoc(COUNTRY, 'Reception In Country', { locationId: 'store-2', locationType: 'store' }));
    batch.set(doc(db, 'users', NOWHERE), userDoc(NOWHERE, 'Reception In City'));
    batch.set(doc(db, 'users', AT_WAREHOUSE), userDoc(AT_WAREHOUSE, 'Reception In City', { locationId: 'w1', locationType: 'warehouse' }));
    batch.set(doc(db, 'users', INACTIVE), userDoc(INACTIVE, 'Reception In City', { locationId: 'store-1', locationType: 'store', isActive: false }));
    await batch.commit();
  });
});

describe('stores: a seller reads its own store', () => {
  it('ALLOWED: each seller role gets its own store document', async () => {
    await assertSucceeds(getDoc(doc(dbFor({ uid: CITY }), 'stores', 'store-1')));
    await assertSucceeds(getDoc(doc(dbFor({ uid: COUNTRY }), 'stores', 'store-2')));
  });

  it('denied: another store', async () => {
    await assertFails(getDoc(doc(dbFor({ uid: CITY }), 'stores', 'store-2')));
    await assertFails(getDoc(doc(dbFor({ uid: COUNTRY }), 'stores', 'store-1')));
  });

  it('denied: listing the stores (only its own document by id, or a query limited to it)', async () => {
    await assertFails(getDocs(collection(dbFor({ uid: CITY }), 'stores')));
    await assertFails(getDocs(query(collection(dbFor({ uid: CITY }), 'stores'), where('name', '==', 'Төв дэлгүүр'))));
  });

  it('denied: a seller without a store, a deactivated seller', async () => {
    await assertFails(getDoc(doc(dbFor({ uid: NOWHERE }), 'stores', 'store-1')));
    await assertFails(getDoc(doc(dbFor({ uid: INACTIVE }), 'stores', 'store-1')));
  });

  it('denied: the warehouse, even the one a seller is placed at', async () => {
    await assertFails(getDoc(doc(dbFor({ uid: CITY }), 'warehouse', 'w1')));
    await assertFails(getDoc(doc(dbFor({ uid: AT_WAREHOUSE }), 'warehouse', 'w1')));
  });

  it('denied: writing its own store', async () => {
    await assertFails(updateDoc(doc(dbFor({ uid: CITY }), 'stores', 'store-1'), { phone: '77111102' }));
    await assertFails(setDoc(doc(dbFor({ uid: CITY }), 'stores', 'store-1'), branch('Шинэ нэр')));
  });
});
