// firestore.rules, the basics every section relies on:
//   1. the role names the rules know are exactly the app's (src/auth/roles.ts): staffRoles() and
//      sellerRoles() are STAFF_ROLES and SELLER_ROLES, and every role hasRole([...]) is given exists;
//   2. a deactivated account (users/{uid}.isActive == false) is refused everything it could do the
//      moment before, except reading its own profile (the app reads it to say why it signs it out).
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { SELLER_ROLES, STAFF_ROLES } from '../../src/auth/roles';
import { modularFirestore, readRules } from './support/env';
import { expectAllowed, rulesHarness } from './support/harness';
import { customerDoc, userDoc } from './support/users';
import { productData } from './support/selling';

// =================================================================================================
// 1. Role names: firestore.rules against src/auth/roles.ts
// =================================================================================================

/** The rules text without its // comments (prose there names roles freely). */
function rulesCode(): string {
  return readRules('firestore.rules')
    .split('\n')
    .map((line) => line.replace(/\/\/.*$/, ''))
    .join('\n');
}

/** The quoted strings of a text ('...' or "..."), in order. */
function quoted(text: string): string[] {
  return [...text.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2]);
}

/** The string list `function name() { return [ ... ]; }` returns. */
function listFunction(code: string, name: string): string[] {
  const match = new RegExp(`function\\s+${name}\\s*\\(\\s*\\)\\s*\\{\\s*return\\s*\\[([^\\]]*)\\]\\s*;\\s*\\}`).exec(code);
  if (!match) throw new Error(`function ${name}() returning a list not found in firestore.rules`);
  return quoted(match[1]);
}

/** The argument text of every call `fn(...)` (balanced parentheses), except fn's own definition. */
function callArguments(code: string, fn: string): string[] {
  const args: string[] = [];
  const call = new RegExp(`(function\\s+)?\\b${fn}\\s*\\(`, 'g');
  for (let m = call.exec(code); m; m = call.exec(code)) {
    if (m[1]) continue;
    let depth = 1;
    let i = call.lastIndex;
    for (; i < code.length && depth > 0; i++) {
      if (code[i] === '(') depth++;
      else if (code[i] === ')') depth--;
    }
    if (depth !== 0) throw new Error(`unbalanced ${fn}( at offset ${m.index}`);
    args.push(code.slice(call.lastIndex, i - 1));
  }
  return args;
}

/** Quoted strings passed to hasRole(...) that are not staff roles. */
function unknownRolesInHasRole(code: string): string[] {
  const staff: readonly string[] = STAFF_ROLES;
  return callArguments(code, 'hasRole').flatMap(quoted).filter((role) => !staff.includes(role));
}

describe('role names in firestore.rules are the app\'s (src/auth/roles.ts)', () => {
  const code = rulesCode();

  it('staffRoles() lists exactly STAFF_ROLES', () => {
    const roles = listFunction(code, 'staffRoles');
    expect(new Set(roles).size).toBe(roles.length);
    expect([...roles].sort()).toEqual([...STAFF_ROLES].sort());
  });

  it('sellerRoles() lists exactly SELLER_ROLES', () => {
    const roles = listFunction(code, 'sellerRoles');
    expect(new Set(roles).size).toBe(roles.length);
    expect([...roles].sort()).toEqual([...SELLER_ROLES].sort());
  });

  it('every quoted role given to hasRole([...]) is one of STAFF_ROLES', () => {
    const calls = callArguments(code, 'hasRole');
    // The parser found the calls (the rules use hasRole in every section) and their role names.
    expect(calls.length).toBeGreaterThan(40);
    const named = new Set(calls.flatMap(quoted));
    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((role) => !(STAFF_ROLES as readonly string[]).includes(role))).toEqual([]);
  });

  it('the check catches a misspelt or unknown role (the parser is not vacuous)', () => {
    const sample = `
      function hasRole(roles) { return signedIn() && myRole() in roles; }
      allow read: if hasRole(['Manager', 'dev']) || hasRole(['Admn'].concat(sellerRoles()));
      allow write: if hasRole(["Reception In Town"]);`;
    expect(unknownRolesInHasRole(sample)).toEqual(['Admn', 'Reception In Town']);
    expect(unknownRolesInHasRole(code)).toEqual([]);
  });
});

// =================================================================================================
// 2. Deactivation: an active Manager and an active seller, then the same accounts deactivated
// =================================================================================================

const MANAGER = 'ab-manager';
const SELLER = 'ab-seller-city'; // Reception In City at STORE
const CUSTOMER = 'ab-customer';
const STORE = 'ab-store-a';
const PRODUCT = 'ab-product-a'; // in STORE
const COLOR = 'ab-color-black';
const ORDER = 'ab-order-a'; // a store order of STORE, sold by SELLER
const FREE_CODE = '987654321'; // a lottery code nobody has yet

const rules = rulesHarness('demo-rules-access-basics');
const { dbFor } = rules;

async function setActive(uid: string, isActive: boolean): Promise<void> {
  // As an admin would on /employees; here with rules disabled, so only the flag changes.
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    await updateDoc(doc(modularFirestore(ctx.firestore()), 'users', uid), { isActive });
  });
}

async function seed(): Promise<void> {
  const at = Timestamp.fromDate(new Date(Date.now() - 60_000));
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    batch.set(doc(db, 'users', MANAGER), userDoc(MANAGER, 'Manager'));
    batch.set(doc(db, 'users', SELLER), userDoc(SELLER, 'Reception In City', { locationId: STORE, locationType: 'store' }));
    batch.set(doc(db, 'users', CUSTOMER), customerDoc(CUSTOMER));
    batch.set(doc(db, 'stores', STORE), { name: 'Store A', address: 'Sukhbaatar district', phone: '77111101' });
    batch.set(doc(db, 'products', PRODUCT), productData({ id: PRODUCT, locationId: STORE, locationName: 'Store A', createdUserId: MANAGER, createdAt: at }));
    batch.set(doc(db, 'colors', COLOR), { name: 'Хар', colorName: '#000000' });
    batch.set(doc(db, 'orders', ORDER), {
      id: ORDER,
      products: [{ id: 'sold-1', name: 'Puma', price: 50_000, originalPrice: 50_000, isNoat: false }],
      productIds: ['sold-1'],
      purchaseType: 'store',
      pending_status: 'done',
      quantity: 1,
      soldTotalPrice: 50_000,
      originalTotalPrice: 50_000,
      userId: CUSTOMER,
      user: { firstName: 'Bat', phone: '99112233' },
      locationType: 'store',
      locationId: STORE,
      locationName: 'Store A',
      transactionId: 'ab-tx-a',
      lotteryId: null,
      createdUserId: SELLER,
      createdUser: { firstName: 'Bat', lastName: 'Dorj', role: 'Reception In City' },
      createdAt: at,
    });
    batch.set(doc(db, 'sales', 'ab-sale-a'), {
      id: 'ab-sale-a', productId: 'sold-1', orderId: ORDER, price: 50_000, locationType: 'store', locationId: STORE,
      purchaseType: 'store', userId: CUSTOMER, createdUserId: SELLER, createdAt: at,
    });
    batch.set(doc(db, 'transactions', 'ab-tx-a'), {
      id: 'ab-tx-a', type: 'sale', orderId: ORDER, amount: 50_000, transactionPrice: 50_000, customerId: CUSTOMER,
      createdUserId: SELLER, createdAt: at,
    });
    batch.set(doc(db, 'lottery', '123456'), {
      id: '123456', lotteryUUID: '123456', userId: CUSTOMER, user: { firstName: 'Bat', phone: '99112233' },
      lotteryTypeId: 'ab-type', orderId: ORDER, createdUserId: SELLER, createdAt: at,
    });
    for (const [id, by] of [['ab-request-manager', MANAGER], ['ab-request-seller', SELLER]] as const) {
      batch.set(doc(db, 'discountRequests', id), {
        id, state: 'cancelled', type: 'store', locationId: STORE, locationName: 'Store A', requestPrice: 90_000,
        createdUser: { id: by }, createdUserId: by, product: { id: PRODUCT }, productId: PRODUCT, createdAt: at, updatedAt: at,
      });
    }
    await batch.commit();
  });
}

interface Action {
  name: string;
  run: (db: Firestore) => Promise<unknown>;
  /** Whether the account may do it while active (every action is refused once it is deactivated). */
  whileActive: boolean;
}

const colorEntry = () => ({ name: 'Цагаан', colorName: '#ffffff', createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
const ownPhone = (uid: string) => (db: Firestore) => updateDoc(doc(db, 'users', uid), { phone: '88001122', updatedAt: serverTimestamp() });

/** What each account does; whileActive says whether its role may, so the "before" is proven too. */
const ACTIONS: Record<'Manager' | 'Reception In City', { uid: string; actions: Action[] }> = {
  Manager: {
    uid: MANAGER,
    actions: [
      { name: 'get a product', whileActive: true, run: (db) => getDoc(doc(db, 'products', PRODUCT)) },
      { name: 'get a name-list entry (colors)', whileActive: true, run: (db) => getDoc(doc(db, 'colors', COLOR)) },
      { name: 'create a name-list entry (colors)', whileActive: true, run: (db) => addDoc(collection(db, 'colors'), colorEntry()) },
      { name: 'get an order', whileActive: true, run: (db) => getDoc(doc(db, 'orders', ORDER)) },
      { name: 'update its own phone', whileActive: true, run: ownPhone(MANAGER) },
      { name: 'list users (customers)', whileActive: true, run: (db) => getDocs(query(collection(db, 'users'), where('role', '==', 'clientUser'))) },
      { name: 'list products', whileActive: true, run: (db) => getDocs(collection(db, 'products')) },
      { name: 'list orders', whileActive: true, run: (db) => getDocs(query(collection(db, 'orders'), where('purchaseType', '==', 'store'))) },
      { name: 'list sales', whileActive: true, run: (db) => getDocs(collection(db, 'sales')) },
      { name: 'list transactions', whileActive: true, run: (db) => getDocs(collection(db, 'transactions')) },
      { name: 'list lottery tickets', whileActive: true, run: (db) => getDocs(collection(db, 'lottery')) },
      {
        name: 'list its discount requests',
        whileActive: true,
        run: (db) => getDocs(query(collection(db, 'discountRequests'), where('createdUserId', '==', MANAGER))),
      },
    ],
  },
  'Reception In City': {
    uid: SELLER,
    actions: [
      { name: "get a product of its store", whileActive: true, run: (db) => getDoc(doc(db, 'products', PRODUCT)) },
      { name: 'get a name-list entry (colors)', whileActive: true, run: (db) => getDoc(doc(db, 'colors', COLOR)) },
      { name: "get its store's store order", whileActive: true, run: (db) => getDoc(doc(db, 'orders', ORDER)) },
      { name: 'look up a free lottery code', whileActive: true, run: (db) => getDoc(doc(db, 'lottery', FREE_CODE)) },
      {
        name: "print a label of its store's product",
        whileActive: true,
        run: (db) => updateDoc(doc(db, 'products', PRODUCT), { isPrinted: true, updatedAt: serverTimestamp() }),
      },
      { name: 'update its own phone', whileActive: true, run: ownPhone(SELLER) },
      { name: 'create a name-list entry (colors)', whileActive: false, run: (db) => addDoc(collection(db, 'colors'), colorEntry()) },
      { name: 'list users (customers)', whileActive: true, run: (db) => getDocs(query(collection(db, 'users'), where('role', '==', 'clientUser'))) },
      {
        name: "list its store's products",
        whileActive: true,
        run: (db) => getDocs(query(collection(db, 'products'), where('locationId', '==', STORE))),
      },
      {
        name: "list its store's store orders",
        whileActive: true,
        run: (db) => getDocs(query(collection(db, 'orders'), where('purchaseType', '==', 'store'), where('locationId', '==', STORE))),
      },
      {
        name: "list its store's sales",
        whileActive: false,
        run: (db) => getDocs(query(collection(db, 'sales'), where('locationId', '==', STORE))),
      },
      {
        name: 'list its transactions',
        whileActive: false,
        run: (db) => getDocs(query(collection(db, 'transactions'), where('createdUserId', '==', SELLER))),
      },
      {
        name: 'list its lottery tickets',
        whileActive: false,
        run: (db) => getDocs(query(collection(db, 'lottery'), where('createdUserId', '==', SELLER))),
      },
      {
        name: 'list its discount requests',
        whileActive: true,
        run: (db) => getDocs(query(collection(db, 'discountRequests'), where('createdUserId', '==', SELLER))),
      },
    ],
  },
};

beforeAll(async () => {
  await seed();
});

describe.each(Object.entries(ACTIONS))('deactivation: an active %s, then deactivated', (_role, { uid, actions }) => {
  describe('while active', () => {
    beforeAll(async () => {
      await setActive(uid, true);
    });

    it('reads its own profile', async () => {
      const snap = await assertSucceeds(getDoc(doc(dbFor({ uid }), 'users', uid)));
      expect(snap.get('isActive')).toBe(true);
    });

    it.each(actions)('$name: allowed = $whileActive', async ({ run, whileActive }) => {
      await expectAllowed(whileActive, run(dbFor({ uid })));
    });
  });

  describe('deactivated (isActive false)', () => {
    beforeAll(async () => {
      await setActive(uid, false);
    });

    it('still reads its own profile, which says it is deactivated', async () => {
      const snap = await assertSucceeds(getDoc(doc(dbFor({ uid }), 'users', uid)));
      expect(snap.get('isActive')).toBe(false);
    });

    it.each(actions)('$name: refused', async ({ run }) => {
      await assertFails(run(dbFor({ uid })));
    });

    it('may not reactivate itself or list users at all', async () => {
      await assertFails(updateDoc(doc(dbFor({ uid }), 'users', uid), { isActive: true }));
      await assertFails(getDocs(collection(dbFor({ uid }), 'users')));
    });
  });
});
