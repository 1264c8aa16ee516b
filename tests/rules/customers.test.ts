// firestore.rules, one customer per phone: users (customers) with their keys customerPhones/{phone}.
// The app's own write functions (registerCustomer, the /users page's createCustomer, updateUser,
// deleteUser) against the rules, the duplicate refusals, concurrent registrations of one phone, and
// one forged write per field (as an attacker with the SDK would send it).
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where, writeBatch, type Firestore } from 'firebase/firestore';
import { registerCustomer } from '../../src/features/selling/api/customerWrites';
import { createCustomer, deleteUser, updateUser } from '../../src/features/users/api/userWrites';
import { formValuesOf } from '../../src/features/users/domain/users';
import { DuplicatePhoneError } from '../../src/entities/person/customerWrites';
import { findCustomerByPhone, searchCustomers } from '../../src/entities/person/customerQueries';
import { customerSearchPlan } from '../../src/entities/person/customerSearch';
import { toPerson } from '../../src/entities/person/person';
import type { UserFormValues } from '../../src/features/users/domain/userSchema';
import { modularFirestore } from './support/env';
import { rulesHarness } from './support/harness';
import { customerDoc, type Subject } from './support/users';

const rules = rulesHarness('demo-rules-customers', { users: 'each' });
const { dbFor } = rules;

async function arrange(path: string, data: Record<string, unknown>): Promise<void> {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(modularFirestore(ctx.firestore()), path), data);
  });
}

async function adminGet(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(modularFirestore(ctx.firestore()), path))).data();
  });
  return data;
}

async function customersWithPhone(phone: string): Promise<number> {
  let n = 0;
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    n = (await getDocs(query(collection(db, 'users'), where('phone', '==', phone)))).size;
  });
  return n;
}

/** A keyed customer as the app writes it (rules disabled): users/{id} and customerPhones/{phone}. */
async function arrangeKeyed(id: string, phone: string, names: { firstName: string; lastName: string } = { firstName: 'Болормаа', lastName: 'Сүхбат' }): Promise<void> {
  await arrange(`users/${id}`, {
    ...customerDoc(id, { ...names, phone }),
    firstNameLower: names.firstName.toLowerCase(),
    lastNameLower: names.lastName.toLowerCase(),
  });
  await arrange(`customerPhones/${phone}`, { customerId: id, createdAt: new Date() });
}

const NEW = { lastName: 'Өлзий', firstName: 'ТЭМҮҮЛЭН', phone: '99001122', address: '' };

function userForm(overrides: Partial<UserFormValues> = {}): UserFormValues {
  return {
    firstName: 'Ганболд',
    lastName: 'Дашдорж',
    email: 'ganbold@example.mn',
    password: '',
    confirmation: '',
    birthday: '1990-01-01',
    gender: 'male',
    address: 'Баянзүрх дүүрэг, 1-р хороо',
    phone: '88776655',
    role: 'clientUser',
    ...overrides,
  };
}

describe('the app registers customers with their phone key', () => {
  it('a seller registers a customer (Cyrillic names): users doc with lower-cased names and its key, in one write', async () => {
    const person = await assertSucceeds(registerCustomer(NEW, dbFor('Reception In City')));
    const stored = await adminGet(`users/${person.id}`);
    expect(stored).toMatchObject({ firstName: 'ТЭМҮҮЛЭН', firstNameLower: 'тэмүүлэн', lastName: 'Өлзий', lastNameLower: 'өлзий', phone: '99001122', role: 'clientUser' });
    expect(await adminGet('customerPhones/99001122')).toMatchObject({ customerId: person.id });
  });

  it('the call centre registers one too', async () => {
    await assertSucceeds(registerCustomer({ ...NEW, phone: '99001123' }, dbFor('Call Centre')));
  });

  it('Admin adds a customer on /users (id stored in the document too)', async () => {
    const id = await assertSucceeds(createCustomer(userForm(), dbFor('Admin')));
    expect(await adminGet(`users/${id}`)).toMatchObject({ id, firstNameLower: 'ганболд', lastNameLower: 'дашдорж' });
    expect(await adminGet('customerPhones/88776655')).toMatchObject({ customerId: id });
  });

  it('a phone that has a key is refused, naming the existing customer', async () => {
    await arrangeKeyed('c-keyed', '99112200');
    const error = await registerCustomer({ ...NEW, phone: '99112200' }, dbFor('Reception In City')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DuplicatePhoneError);
    expect((error as DuplicatePhoneError).existing).toMatchObject({ id: 'c-keyed', firstName: 'Болормаа', lastName: 'Сүхбат' });
    expect(await customersWithPhone('99112200')).toBe(1);
  });

  it('a phone of a customer registered before the keys (no key) is refused too', async () => {
    await arrange('users/c-legacy', customerDoc('c-legacy', { phone: '99112201', firstName: 'Сувд' }));
    const error = await createCustomer(userForm({ phone: '99112201' }), dbFor('Manager')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DuplicatePhoneError);
    expect((error as DuplicatePhoneError).existing).toMatchObject({ id: 'c-legacy', firstName: 'Сувд' });
    expect(await adminGet('customerPhones/99112201')).toBeUndefined();
  });
});

describe('the /users page edits and deletes customers with their key', () => {
  it('changing the phone moves the key (old deleted, new created) in the same transaction', async () => {
    await arrangeKeyed('c-move', '99112202');
    const before = toPerson('c-move', (await adminGet('users/c-move'))!);
    await assertSucceeds(updateUser('c-move', { ...formValuesOf(before), email: 'a@b.mn', phone: '99112203' }, dbFor('Admin')));
    expect(await adminGet('customerPhones/99112202')).toBeUndefined();
    expect(await adminGet('customerPhones/99112203')).toMatchObject({ customerId: 'c-move' });
  });

  it('changing the phone to another customer’s is refused', async () => {
    await arrangeKeyed('c-a', '99112204');
    await arrangeKeyed('c-b', '99112205', { firstName: 'Номин', lastName: 'Батмөнх' });
    const a = toPerson('c-a', (await adminGet('users/c-a'))!);
    const error = await updateUser('c-a', { ...formValuesOf(a), phone: '99112205' }, dbFor('Manager')).catch((e: unknown) => e);
    expect((error as DuplicatePhoneError).existing).toMatchObject({ id: 'c-b', firstName: 'Номин' });
    expect(await adminGet('users/c-a')).toMatchObject({ phone: '99112204' });
  });

  it('editing a customer registered before the keys gives it its key and its name-search fields', async () => {
    await arrange('users/c-old', customerDoc('c-old', { phone: '99112206', firstName: 'Сувд', lastName: 'Лхам' }));
    const old = toPerson('c-old', (await adminGet('users/c-old'))!);
    await assertSucceeds(updateUser('c-old', { ...formValuesOf(old), firstName: 'Сувдаа' }, dbFor('Admin')));
    expect(await adminGet('users/c-old')).toMatchObject({ firstNameLower: 'сувдаа', lastNameLower: 'лхам' });
    expect(await adminGet('customerPhones/99112206')).toMatchObject({ customerId: 'c-old' });
  });

  it('deleting a customer deletes its key', async () => {
    await arrangeKeyed('c-del', '99112207');
    await assertSucceeds(deleteUser('c-del', dbFor('Manager')));
    expect(await adminGet('users/c-del')).toBeUndefined();
    expect(await adminGet('customerPhones/99112207')).toBeUndefined();
  });
});

describe('finding customers (what the picker reads)', () => {
  it('a seller finds a customer by phone through its key, and by name prefix', async () => {
    await arrangeKeyed('c-find', '99112208', { firstName: 'Өлзийбаяр', lastName: 'Ганхуяг' });
    const db = dbFor('Reception In Country');
    expect(await findCustomerByPhone('99112208', db)).toMatchObject({ id: 'c-find' });
    expect(await findCustomerByPhone('99112299', db)).toBeNull();
    expect((await searchCustomers(customerSearchPlan('өлзий'), db)).map((p) => p.id)).toEqual(['c-find']);
    expect((await searchCustomers(customerSearchPlan('ГАНХ'), db)).map((p) => p.id)).toEqual(['c-find']);
    expect((await searchCustomers(customerSearchPlan('991122'), db)).map((p) => p.id)).toContain('c-find');
  });

  it('keys are read by whoever reads customers, and nobody else', async () => {
    await arrangeKeyed('c-read', '99112209');
    for (const s of ['Super Admin', 'Admin', 'Manager', 'dev', 'Reception In City', 'Call Centre'] as const) {
      await assertSucceeds(getDoc(doc(dbFor(s), 'customerPhones', '99112209')));
    }
    for (const s of ['Merchant', 'DeliveryBoy', 'inactive staff', 'clientUser auth'] as const) {
      await assertFails(getDoc(doc(dbFor(s), 'customerPhones', '99112209')));
    }
  });
});

describe('two sellers register the same phone at once', () => {
  it('exactly one customer is registered; the other is refused', async () => {
    const sellers = ['Reception In City', 'Reception In Country', 'Call Centre', 'Manager', 'Admin', 'dev'] as const;
    const results = await Promise.allSettled(sellers.map((s, i) => registerCustomer({ ...NEW, firstName: `Seller${i}`, phone: '99112210' }, dbFor(s))));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    expect(await customersWithPhone('99112210')).toBe(1);
    const key = await adminGet('customerPhones/99112210');
    expect(key?.customerId).toBe((ok[0] as PromiseFulfilledResult<{ id: string }>).value.id);
  });
});

// ---------------------------------------------------------------------------------------------
// Forged writes: the legitimate write as raw SDK calls, then one field changed at a time.
// ---------------------------------------------------------------------------------------------
type Forge = { user?: Record<string, unknown>; key?: Record<string, unknown> | null; keyPhone?: string; userId?: string };

function customerBatch(db: Firestore, forge: Forge = {}) {
  const id = forge.userId ?? 'c-forged';
  const batch = writeBatch(db);
  const data: Record<string, unknown> = {
    firstName: 'Тэмүүлэн',
    lastName: 'Өлзий',
    firstNameLower: 'тэмүүлэн',
    lastNameLower: 'өлзий',
    phone: '99112211',
    address: '',
    role: 'clientUser',
    userType: 'clientUser',
    isActive: true,
    isWarehouse: false,
    locationId: null,
    locationType: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...forge.user,
  };
  // A field forged as undefined is left out.
  for (const [k, v] of Object.entries(data)) if (v === undefined) delete data[k];
  batch.set(doc(db, 'users', id), data);
  if (forge.key !== null) batch.set(doc(db, 'customerPhones', forge.keyPhone ?? '99112211'), { customerId: id, createdAt: serverTimestamp(), ...forge.key });
  return batch.commit();
}

describe('forged customer creations are refused', () => {
  it('baseline: the legitimate raw write passes (seller)', async () => {
    await assertSucceeds(customerBatch(dbFor('Reception In City')));
  });

  const forged: [string, Forge][] = [
    ['customer without key', { key: null }],
    ['key pointing at another user', { key: { customerId: 'target-customer' } }],
    ['key for another phone', { keyPhone: '99112212' }],
    ['firstNameLower not the lower-cased name', { user: { firstNameLower: 'Тэмүүлэн' } }],
    ['lastNameLower of another name', { user: { lastNameLower: 'бат' } }],
    ['lastNameLower untrimmed', { user: { lastName: ' Өлзий ', lastNameLower: ' өлзий ' } }],
    ['name-search fields missing', { user: { firstNameLower: undefined, lastNameLower: undefined } }],
    ['key with an extra field', { key: { note: 'x' } }],
    ['key createdAt not now', { key: { createdAt: new Date(2020, 0, 1) } }],
  ];
  it.each(forged)('%s', async (_name, forge) => {
    await assertFails(customerBatch(dbFor('Reception In City'), forge));
  });

  it('a phone that already has a key', async () => {
    await arrangeKeyed('c-taken', '99112211');
    await assertFails(customerBatch(dbFor('Admin')));
  });

  it('wrong role: a Merchant may not register a customer, nor a staff profile get a key', async () => {
    await assertFails(customerBatch(dbFor('Merchant')));
    await assertFails(customerBatch(dbFor('Super Admin'), { user: { role: 'Merchant', userType: 'staff' } }));
  });

  it('a key alone for an existing customer (not written by this write)', async () => {
    await arrange('users/c-nokey', customerDoc('c-nokey', { phone: '99112213' }));
    await assertFails(setDoc(doc(dbFor('Admin'), 'customerPhones', '99112213'), { customerId: 'c-nokey', createdAt: serverTimestamp() }));
  });
});

describe('forged edits and deletions are refused', () => {
  beforeEach(async () => {
    await arrangeKeyed('c-edit', '99112214');
  });

  it('baseline: moving the key with the phone passes', async () => {
    const db = dbFor('Admin');
    const batch = writeBatch(db);
    batch.update(doc(db, 'users', 'c-edit'), { phone: '99112215', updatedAt: serverTimestamp() });
    batch.delete(doc(db, 'customerPhones', '99112214'));
    batch.set(doc(db, 'customerPhones', '99112215'), { customerId: 'c-edit', createdAt: serverTimestamp() });
    await assertSucceeds(batch.commit());
  });

  it('phone change without moving the key', async () => {
    await assertFails(updateDoc(doc(dbFor('Admin'), 'users', 'c-edit'), { phone: '99112215', updatedAt: serverTimestamp() }));
  });

  it('phone change creating the new key but keeping the old one', async () => {
    const db = dbFor('Admin');
    const batch = writeBatch(db);
    batch.update(doc(db, 'users', 'c-edit'), { phone: '99112215', updatedAt: serverTimestamp() });
    batch.set(doc(db, 'customerPhones', '99112215'), { customerId: 'c-edit', createdAt: serverTimestamp() });
    await assertFails(batch.commit());
  });

  it('phone change onto a phone that has a key', async () => {
    await arrangeKeyed('c-other', '99112216');
    const db = dbFor('Admin');
    const batch = writeBatch(db);
    batch.update(doc(db, 'users', 'c-edit'), { phone: '99112216', updatedAt: serverTimestamp() });
    batch.delete(doc(db, 'customerPhones', '99112214'));
    await assertFails(batch.commit());
  });

  it('a name change without its lower-cased field', async () => {
    await assertFails(updateDoc(doc(dbFor('Admin'), 'users', 'c-edit'), { firstName: 'Номин', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(dbFor('Admin'), 'users', 'c-edit'), { firstName: 'Номин', firstNameLower: 'номин', updatedAt: serverTimestamp() }));
  });

  it('deleting a key while its customer keeps the phone', async () => {
    await assertFails(deleteDoc(doc(dbFor('Admin'), 'customerPhones', '99112214')));
  });

  it('deleting a customer without its key', async () => {
    await assertFails(deleteDoc(doc(dbFor('Admin'), 'users', 'c-edit')));
  });

  it('updating a key (pointing it at another customer)', async () => {
    await assertFails(updateDoc(doc(dbFor('Super Admin'), 'customerPhones', '99112214'), { customerId: 'target-customer' }));
  });

  it('a seller may not delete a customer with its key', async () => {
    const db = dbFor('Reception In City');
    const batch = writeBatch(db);
    batch.delete(doc(db, 'users', 'c-edit'));
    batch.delete(doc(db, 'customerPhones', '99112214'));
    await assertFails(batch.commit());
  });
});

describe('the sale wizards: the customers (and merchants) they list, the customer they register', () => {
  it('sellers and the call centre list customers (not merchants); Admin and Manager list merchants', async () => {
    const byRole = (subject: Subject, role: string) => getDocs(query(collection(dbFor(subject), 'users'), where('role', '==', role)));
    for (const subject of ['Reception In City', 'Reception In Country', 'Call Centre', 'Admin', 'Manager', 'dev'] as const) {
      await assertSucceeds(byRole(subject, 'clientUser'));
    }
    for (const subject of ['Admin', 'Manager', 'dev'] as const) await assertSucceeds(byRole(subject, 'Merchant'));
    for (const subject of ['Reception In City', 'Call Centre', 'DeliveryBoy', 'Merchant'] as const) await assertFails(byRole(subject, 'Merchant'));
    await assertFails(byRole('DeliveryBoy', 'clientUser'));
  });

  it('sellers and the call centre register a customer with the new-client shape only', async () => {
    // One customer per phone: each write is the customer with its name-search fields and its key.
    let n = 0;
    const register = (db: Firestore, over: Record<string, unknown> = {}) => {
      const ref = doc(collection(db, 'users'));
      const data: Record<string, unknown> = {
        firstName: 'Saraa',
        lastName: 'Bold',
        firstNameLower: 'saraa',
        lastNameLower: 'bold',
        phone: String(70_110_000 + (n += 1)),
        address: 'Khan-Uul',
        role: 'clientUser',
        userType: 'clientUser',
        isActive: true,
        isWarehouse: false,
        locationId: null,
        locationType: null,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        ...over,
      };
      const batch = writeBatch(db);
      batch.set(ref, data);
      batch.set(doc(db, 'customerPhones', String(data.phone)), { customerId: ref.id, createdAt: serverTimestamp() });
      return batch.commit();
    };
    for (const subject of ['Reception In City', 'Reception In Country', 'Call Centre'] as const) {
      await assertSucceeds(register(dbFor(subject)));
    }
    const cc = dbFor('Call Centre');
    await assertFails(register(cc, { role: 'Manager', userType: 'staff' }));
    await assertFails(register(cc, { locationId: 'store-a' }));
    await assertFails(register(cc, { email: 'x@y.mn' }));
    await assertFails(register(cc, { phone: 'abc' }));
    await assertFails(register(cc, { firstName: ' ', firstNameLower: '' }));
    await assertFails(register(dbFor('DeliveryBoy')));
    await assertFails(register(dbFor('Merchant')));
  });
});
