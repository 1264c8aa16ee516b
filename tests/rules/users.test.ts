// firestore.rules, users collection: the caller x operation matrix, document shapes, default deny.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getCountFromServer,
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
import {
  TARGETS,
  customerDoc,
  profileOf,
  uidOf,
  userDoc,
  type Subject,
} from './support/users';

// ---------------------------------------------------------------------------------------------
// The operations of the matrix. `me` is the caller's profile (for "own" operations).
// ---------------------------------------------------------------------------------------------
type Operation =
  | 'get own profile'
  | 'get other staff'
  | 'get a dev user'
  | 'get a clientUser'
  | "list where role != 'dev' (Admin's query)"
  | "list where role == 'clientUser' (Manager's query)"
  | 'list all users (unfiltered)'
  | 'create clientUser'
  | 'create staff profile'
  | 'update a clientUser'
  | "update another staff's role"
  | 'update own role'
  | 'update own isActive'
  | 'write with a password field'
  | 'delete clientUser'
  | 'delete staff';

const users = (db: Firestore) => collection(db, 'users');
const user = (db: Firestore, id: string) => doc(db, 'users', id);

/** A customer as the app creates it: with its name-search fields and its phone key, in one write. */
function createCustomerWithKey(db: Firestore, id: string, data: Record<string, unknown>) {
  const batch = writeBatch(db);
  batch.set(user(db, id), {
    ...data,
    firstNameLower: String(data.firstName).toLowerCase(),
    lastNameLower: String(data.lastName).toLowerCase(),
    updatedAt: serverTimestamp(),
  });
  batch.set(doc(db, 'customerPhones', String(data.phone)), { customerId: id, createdAt: serverTimestamp() });
  return batch.commit();
}

/** A customer's new phone with its new key (the seeded customers have none: from before the keys). */
function changeCustomerPhone(db: Firestore, id: string, phone: string) {
  const batch = writeBatch(db);
  batch.update(user(db, id), { phone, updatedAt: serverTimestamp() });
  batch.set(doc(db, 'customerPhones', phone), { customerId: id, createdAt: serverTimestamp() });
  return batch.commit();
}

const OPERATIONS: Record<Operation, (db: Firestore, me: Subject) => Promise<unknown>> = {
  'get own profile': (db, me) => getDoc(user(db, uidOf(me))),
  'get other staff': (db) => getDoc(user(db, TARGETS.staff)),
  'get a dev user': (db) => getDoc(user(db, TARGETS.dev)),
  'get a clientUser': (db) => getDoc(user(db, TARGETS.customer)),
  "list where role != 'dev' (Admin's query)": (db) => getDocs(query(users(db), where('role', '!=', 'dev'))),
  "list where role == 'clientUser' (Manager's query)": (db) =>
    getDocs(query(users(db), where('role', '==', 'clientUser'))),
  'list all users (unfiltered)': (db) => getDocs(users(db)),
  'create clientUser': (db) => {
    const id = doc(users(db)).id;
    return createCustomerWithKey(db, id, { ...customerDoc(id, { phone: '99000001' }), createdAt: serverTimestamp() });
  },
  'create staff profile': (db) =>
    setDoc(user(db, 'new-employee-uid'), {
      ...userDoc('new-employee-uid', 'Reception In City', { locationId: 'store-1', locationType: 'store' }),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
  'update a clientUser': (db) => changeCustomerPhone(db, TARGETS.customer, '88001122'),
  "update another staff's role": (db) => updateDoc(user(db, TARGETS.staff), { role: 'Call Centre' }),
  'update own role': (db, me) =>
    updateDoc(user(db, uidOf(me)), { role: profileOf(me).role === 'Super Admin' ? 'dev' : 'Super Admin' }),
  'update own isActive': (db, me) => updateDoc(user(db, uidOf(me)), { isActive: !profileOf(me).isActive }),
  'write with a password field': (db) =>
    setDoc(user(db, 'customer-with-password'), { ...customerDoc('customer-with-password'), password: 'secret123' }),
  'delete clientUser': (db) => deleteDoc(user(db, TARGETS.customer)),
  'delete staff': (db) => deleteDoc(user(db, TARGETS.staff)),
};

// ---------------------------------------------------------------------------------------------
// THE EXPECTED PERMISSIONS: caller -> operation -> allowed. One test per cell is generated below.
// ---------------------------------------------------------------------------------------------
const Y = true;
const N = false;

type Row = Record<Operation, boolean>;

/** Builds a row from the operations listed in table order (keeps the table one screen wide). */
function row(
  [getOwn, getOtherStaff, getDev, getClient]: [boolean, boolean, boolean, boolean],
  [listNotDev, listClients, listAll]: [boolean, boolean, boolean],
  [createClient, createStaff, updateClient, updateOtherRole]: [boolean, boolean, boolean, boolean],
  [updateOwnRole, updateOwnActive, password]: [boolean, boolean, boolean],
  [deleteClient, deleteStaff]: [boolean, boolean],
): Row {
  return {
    'get own profile': getOwn,
    'get other staff': getOtherStaff,
    'get a dev user': getDev,
    'get a clientUser': getClient,
    "list where role != 'dev' (Admin's query)": listNotDev,
    "list where role == 'clientUser' (Manager's query)": listClients,
    'list all users (unfiltered)': listAll,
    'create clientUser': createClient,
    'create staff profile': createStaff,
    'update a clientUser': updateClient,
    "update another staff's role": updateOtherRole,
    'update own role': updateOwnRole,
    'update own isActive': updateOwnActive,
    'write with a password field': password,
    'delete clientUser': deleteClient,
    'delete staff': deleteStaff,
  };
}

//                                 get: own other dev client   list: !=dev client all   create client, create staff, update client, update other's role   own role, own isActive, password   delete: client staff
const EXPECTED: Record<Subject, Row> = {
  'Super Admin':          row([Y, Y, Y, Y], [Y, Y, Y], [Y, Y, Y, Y], [N, N, N], [Y, Y]),
  Admin:                  row([Y, Y, N, Y], [Y, Y, N], [Y, N, Y, N], [N, N, N], [Y, N]),
  // "other staff" is a Merchant: Manager reads the contract merchants (stock screens), no other staff.
  Manager:                row([Y, Y, N, Y], [N, Y, N], [Y, N, Y, N], [N, N, N], [Y, N]),
  Merchant:               row([Y, N, N, N], [N, N, N], [N, N, N, N], [N, N, N], [N, N]),
  DeliveryBoy:            row([Y, N, N, N], [N, N, N], [N, N, N, N], [N, N, N], [N, N]),
  // Sellers and the call centre read customers (the sale wizards' customer table).
  'Reception In Country': row([Y, N, N, Y], [N, Y, N], [N, N, N, N], [N, N, N], [N, N]),
  'Reception In City':    row([Y, N, N, Y], [N, Y, N], [N, N, N, N], [N, N, N], [N, N]),
  'Call Centre':          row([Y, N, N, Y], [N, Y, N], [N, N, N, N], [N, N, N], [N, N]),
  dev:                    row([Y, Y, Y, Y], [Y, Y, Y], [Y, Y, Y, Y], [N, N, N], [Y, Y]),
  // Own profile stays readable so the app can say why the person is refused; nothing else.
  'inactive staff':       row([Y, N, N, N], [N, N, N], [N, N, N, N], [N, N, N], [N, N]),
  'unknown role':         row([Y, N, N, N], [N, N, N], [N, N, N, N], [N, N, N], [N, N]),
  'clientUser auth':      row([Y, N, N, N], [N, N, N], [N, N, N, N], [N, N, N], [N, N]),
  'signed out':           row([N, N, N, N], [N, N, N], [N, N, N, N], [N, N, N], [N, N]),
};

// ---------------------------------------------------------------------------------------------

const rules = rulesHarness('demo-rules-users', { users: 'each' });
const { dbFor } = rules;

describe('expected-permissions table', () => {
  it('has a row for every staff role in src/auth/roles.ts and for every special caller', () => {
    expectRowForEveryCaller(EXPECTED);
  });
});

describeRoleMatrix('users matrix: %s', {
  operations: Object.keys(OPERATIONS) as Operation[],
  allowed: (subject, operation) => EXPECTED[subject][operation],
  attempt: (subject, operation) => OPERATIONS[operation](dbFor(subject), subject),
});

describe('users: queries the app makes', () => {
  it("Admin may list sellers: where role in ['Reception In Country', 'Reception In City']", async () => {
    await assertSucceeds(
      getDocs(query(users(dbFor('Admin')), where('role', 'in', ['Reception In Country', 'Reception In City']))),
    );
  });

  it('Admin may not list where role == dev', async () => {
    await assertFails(getDocs(query(users(dbFor('Admin')), where('role', '==', 'dev'))));
  });

  it("Admin may not list where role in [..., 'dev']", async () => {
    await assertFails(getDocs(query(users(dbFor('Admin')), where('role', 'in', ['Admin', 'dev']))));
  });

  it("Admin may count customers: count() where role == 'clientUser'", async () => {
    const snap = await assertSucceeds(
      getCountFromServer(query(users(dbFor('Admin')), where('role', '==', 'clientUser'))),
    );
    expect(snap.data().count).toBeGreaterThanOrEqual(2);
  });

  it("Admin's role != 'dev' list returns no dev user", async () => {
    const snap = await getDocs(query(users(dbFor('Admin')), where('role', '!=', 'dev')));
    expect(snap.size).toBeGreaterThan(0);
    expect(snap.docs.some((d) => d.get('role') === 'dev')).toBe(false);
  });

  it("Manager's clientUser list returns only customers", async () => {
    const snap = await getDocs(query(users(dbFor('Manager')), where('role', '==', 'clientUser')));
    expect(snap.size).toBeGreaterThan(0);
    expect(snap.docs.every((d) => d.get('role') === 'clientUser')).toBe(true);
  });

  // The Branch page assigns sellers to stores: Manager reads them (tests/rules/branches.test.ts).
  it("Manager may list sellers (role in the Reception roles)", async () => {
    await assertSucceeds(
      getDocs(query(users(dbFor('Manager')), where('role', 'in', ['Reception In Country', 'Reception In City']))),
    );
  });

  it('Manager may not read a Super Admin profile', async () => {
    await assertFails(getDoc(user(dbFor('Manager'), TARGETS.superAdmin)));
  });

  it('Super Admin may list employees: where role != clientUser', async () => {
    await assertSucceeds(getDocs(query(users(dbFor('Super Admin')), where('role', '!=', 'clientUser'))));
  });
});

describe('users: own profile', () => {
  it('a staff member may edit their harmless fields (names, phone, address, birthday, gender)', async () => {
    await assertSucceeds(
      updateDoc(user(dbFor('Merchant'), uidOf('Merchant')), {
        firstName: 'Saraa',
        lastName: 'Bold',
        phone: '88112233',
        address: 'Bayanzurkh district, 5th khoroo',
        birthday: '1992-02-02',
        gender: 'female',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a Super Admin saving their own form unchanged (same role and isActive) is allowed', async () => {
    const me = profileOf('Super Admin');
    await assertSucceeds(setDoc(user(dbFor('Super Admin'), uidOf('Super Admin')), { ...me, firstName: 'Temuulen' }));
  });

  const protectedFields: [string, unknown][] = [
    ['role', 'Admin'],
    ['isActive', false],
    ['userType', 'clientUser'],
    ['locationId', 'store-9'],
    ['locationType', 'warehouse'],
    ['email', 'new@example.mn'],
  ];
  for (const subject of ['Super Admin', 'dev', 'Reception In City'] as const) {
    it.each(protectedFields)(`${subject} may not change own %s`, async (field, value) => {
      await assertFails(updateDoc(user(dbFor(subject), uidOf(subject)), { [field]: value }));
    });
  }

  it('an inactive profile may not edit even harmless fields of its own', async () => {
    await assertFails(updateDoc(user(dbFor('inactive staff'), uidOf('inactive staff')), { phone: '88112233' }));
  });

  it('an unknown-role profile may not edit its own fields', async () => {
    await assertFails(updateDoc(user(dbFor('unknown role'), uidOf('unknown role')), { phone: '88112233' }));
  });

  it('nobody deletes their own profile, not even Super Admin', async () => {
    await assertFails(deleteDoc(user(dbFor('Super Admin'), uidOf('Super Admin'))));
    await assertFails(deleteDoc(user(dbFor('dev'), uidOf('dev'))));
  });

  it('a signed-in account with no profile may get its (missing) own doc, and nothing else', async () => {
    const db = dbFor({ uid: 'uid-no-profile' });
    const snap = await assertSucceeds(getDoc(user(db, 'uid-no-profile')));
    expect(snap.exists()).toBe(false);
    await assertFails(getDoc(user(db, TARGETS.customer)));
    await assertFails(setDoc(user(db, 'uid-no-profile'), userDoc('uid-no-profile', 'Super Admin')));
  });
});

describe('users: employees (Super Admin, dev)', () => {
  it('Super Admin may deactivate an employee (isActive = false)', async () => {
    await assertSucceeds(updateDoc(user(dbFor('Super Admin'), TARGETS.staff), { isActive: false }));
  });

  it('dev may assign a seller to a store and unassign it (locationId null)', async () => {
    const db = dbFor('dev');
    await assertSucceeds(updateDoc(user(db, TARGETS.staff), { locationId: 'store-1', locationType: 'store' }));
    await assertSucceeds(updateDoc(user(db, TARGETS.staff), { locationId: null, locationType: null }));
  });

  it('Super Admin may change another Super Admin', async () => {
    await assertSucceeds(updateDoc(user(dbFor('Super Admin'), TARGETS.superAdmin), { role: 'Admin' }));
  });

  it('Admin may not deactivate an employee', async () => {
    await assertFails(updateDoc(user(dbFor('Admin'), TARGETS.staff), { isActive: false }));
  });
});

describe('users: customers stay customers for Admin and Manager', () => {
  for (const subject of ['Admin', 'Manager'] as const) {
    it(`${subject} may not turn a customer into staff`, async () => {
      await assertFails(
        updateDoc(user(dbFor(subject), TARGETS.customer), { role: 'Merchant', userType: 'staff' }),
      );
    });

    it(`${subject} may not create a customer doc with a staff role`, async () => {
      await assertFails(setDoc(user(dbFor(subject), 'fake-customer'), userDoc('fake-customer', 'Admin')));
    });
  }

  it('Admin may not turn staff into a customer', async () => {
    await assertFails(
      updateDoc(user(dbFor('Admin'), TARGETS.staff), { role: 'clientUser', userType: 'clientUser' }),
    );
  });

  it('Admin may not edit or delete a dev user', async () => {
    await assertFails(updateDoc(user(dbFor('Admin'), TARGETS.dev), { phone: '88112233' }));
    await assertFails(deleteDoc(user(dbFor('Admin'), TARGETS.dev)));
  });
});

describe('users: no password is ever stored', () => {
  it('Super Admin may not add a password to an existing customer', async () => {
    await assertFails(updateDoc(user(dbFor('Super Admin'), TARGETS.customer), { password: 'secret123' }));
  });

  it('dev may not create an employee profile with a password', async () => {
    await assertFails(
      setDoc(user(dbFor('dev'), 'emp-pw'), { ...userDoc('emp-pw', 'Manager'), password: 'secret123' }),
    );
  });

  it('a user may not add a password to their own profile', async () => {
    await assertFails(updateDoc(user(dbFor('Merchant'), uidOf('Merchant')), { password: 'secret123' }));
  });

  it('a legacy doc carrying a password can be updated only by removing it', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(user(modularFirestore(ctx.firestore()), 'legacy-customer'), {
        ...customerDoc('legacy-customer'),
        password: 'plain-text',
      });
    });
    const db = dbFor('Admin');
    await assertFails(updateDoc(user(db, 'legacy-customer'), { address: 'Khan-Uul district, 3rd khoroo' }));
    await assertSucceeds(updateDoc(user(db, 'legacy-customer'), { address: 'Khan-Uul district, 3rd khoroo', password: deleteField() }));
  });
});

describe('users: document shape', () => {
  const asAdmin = () => dbFor('Admin');
  const asSuperAdmin = () => dbFor('Super Admin');

  it('a valid customer is accepted (baseline for the cases below)', async () => {
    await assertSucceeds(createCustomerWithKey(asAdmin(), 'shape-ok', customerDoc('shape-ok')));
  });

  const MISSING = Symbol('missing');
  const badCustomers: [string, string, unknown][] = [
    ["userType not 'clientUser'", 'userType', 'staff'],
    ['userType missing', 'userType', MISSING],
    ['isActive a string', 'isActive', 'true'],
    ['isActive missing', 'isActive', MISSING],
    ['firstName a number', 'firstName', 42],
    ['lastName missing', 'lastName', MISSING],
    ['phone a number', 'phone', 99112233],
    ['email a number', 'email', 1],
    ['address a number', 'address', 1],
    ['isWarehouse a string', 'isWarehouse', 'no'],
    ['locationId a number', 'locationId', 3],
    ['createdAt a string', 'createdAt', '2024-01-01'],
  ];

  it.each(badCustomers)('create customer refused: %s', async (_name, field, value) => {
    const data: Record<string, unknown> = { ...customerDoc('shape-bad') };
    if (value === MISSING) delete data[field];
    else data[field] = value;
    await assertFails(createCustomerWithKey(asAdmin(), 'shape-bad', data));
  });

  it.each(badCustomers)('update customer refused: %s', async (_name, field, value) => {
    await assertFails(
      updateDoc(user(asAdmin(), TARGETS.customer), { [field]: value === MISSING ? deleteField() : value }),
    );
  });

  it('an unknown role is refused, even from Super Admin', async () => {
    await assertFails(setDoc(user(asSuperAdmin(), 'cashier'), userDoc('cashier', 'Cashier')));
    await assertFails(updateDoc(user(asSuperAdmin(), TARGETS.staff), { role: 'Cashier' }));
  });

  it('a missing role is refused', async () => {
    const data: Record<string, unknown> = { ...customerDoc('no-role') };
    delete data.role;
    await assertFails(setDoc(user(asSuperAdmin(), 'no-role'), data));
  });
});

describe('default deny', () => {
  it('an unknown collection can be neither read nor written, even by Super Admin and dev', async () => {
    for (const subject of ['Super Admin', 'dev'] as const) {
      const db = dbFor(subject);
      await assertFails(getDoc(doc(db, 'somethingElse', 'x')));
      await assertFails(getDocs(collection(db, 'somethingElse')));
      await assertFails(setDoc(doc(db, 'somethingElse', 'x'), { a: 1 }));
    }
  });

  it('a sub-collection of users is denied (nothing matches it yet)', async () => {
    const db = dbFor('Super Admin');
    await assertFails(getDocs(collection(db, 'users', uidOf('Super Admin'), 'pushTokens')));
    await assertFails(setDoc(doc(db, 'users', uidOf('Super Admin'), 'pushTokens', 't'), { token: 'x' }));
  });
});
