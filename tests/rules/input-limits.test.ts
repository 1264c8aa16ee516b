// firestore.rules, the limits and shapes of free text (issue 26, "Input limits and shapes"): each
// write that got through before is refused now, beside the legitimate write it was forged from:
// customers and staff profiles (name length and characters, the 8-digit phone, the whitelist of
// fields for every role), their phone keys, products, name lists, stores and warehouses, lottery
// types, discount requests' copies and the app configuration. The limits are the forms' constants.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { registerCustomer } from '../../src/features/selling/api/customerWrites';
import { createCustomer, updateUser } from '../../src/features/users/api/userWrites';
import { formValuesOf } from '../../src/features/users/domain/users';
import type { UserFormValues } from '../../src/features/users/domain/userSchema';
import { toPerson } from '../../src/entities/person/person';
import { EMAIL_MAX, PERSON_ADDRESS_MAX, PERSON_NAME_MAX, PHONE_LENGTH } from '../../src/entities/person/personFields';
import { BRANCH_ADDRESS_MAX, BRANCH_NAME_MAX, FILE_NAME_MAX, LIST_NAME_MAX, LOTTERY_NAME_MAX, PRODUCT_CHOICES_MAX, PRODUCT_NAME_MAX, URL_MAX } from '../../src/lib/textLimits';
import { BODY_MAX, TITLE_MAX } from '../../src/features/appConfig/domain/appConfig';
import { updateProduct } from '../../src/features/products/api/productWrites';
import { initialEditValues, toProductEdit } from '../../src/features/products/domain/productSchema';
import { createDiscountRequests } from '../../src/features/discounts/api/discountRequestWrites';
import { newRequestFields, pendingFields, requesterSnapshot } from '../../src/features/discounts/domain/discountRequest';
import { toProduct } from '../../src/entities/product/product';
import { modularFirestore } from './support/env';
import { rulesHarness } from './support/harness';
import { addProducts, productData, STORE_A } from './support/selling';
import { profileOf, uidOf, type Subject } from './support/users';

const rules = rulesHarness('demo-rules-input-limits', { users: 'each' });
const { dbFor } = rules;

async function arrange(path: string, data: Record<string, unknown>): Promise<void> {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(modularFirestore(ctx.firestore()), path), data);
  });
}

async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(modularFirestore(ctx.firestore()), path))).data();
  });
  return data;
}

const long = (n: number, c = 'а') => c.repeat(n);

beforeEach(async () => {
  await arrange(`users/${uidOf('Reception In City')}`, { ...profileOf('Reception In City'), locationId: STORE_A, locationType: 'store' });
});

// ---------------------------------------------------------------------------------------------
// Customers: a customer document with its phone key, as the sale wizards' form writes it.
// ---------------------------------------------------------------------------------------------
const CUSTOMER_ROLES = ['Reception In City', 'Call Centre', 'Manager', 'Admin', 'Super Admin', 'dev'] as const;

function customerWrite(db: Firestore, over: Record<string, unknown> = {}, id = 'c-new') {
  const data: Record<string, unknown> = {
    firstName: 'Тэмүүлэн',
    lastName: 'Өлзий',
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
    ...over,
  };
  data.firstNameLower = String(data.firstName).trim().toLowerCase();
  data.lastNameLower = String(data.lastName).trim().toLowerCase();
  const batch = writeBatch(db);
  batch.set(doc(db, 'users', id), data);
  batch.set(doc(db, 'customerPhones', String(data.phone)), { customerId: id, createdAt: serverTimestamp() });
  return batch.commit();
}

describe('a customer phone is a Mongolian number: 8 digits, everywhere', () => {
  it(`the seller's new customer with phone "12" (the delivery to "12") or 20 digits is refused; ${PHONE_LENGTH} digits pass`, async () => {
    const db = dbFor('Reception In City');
    for (const phone of ['12', '1234567', '123456789', '12345678901234567890']) {
      await expect(assertFails(customerWrite(db, { phone })), phone).resolves.toBeDefined();
    }
    await assertSucceeds(customerWrite(db, { phone: '99112211' }));
  });

  it('Admin and Manager (the /users page) may not give a customer a short phone either', async () => {
    for (const subject of ['Admin', 'Manager', 'Super Admin', 'dev'] as const) {
      await expect(assertFails(customerWrite(dbFor(subject), { phone: '12' })), subject).resolves.toBeDefined();
    }
  });

  it('a phone key whose id is not 8 digits is refused, even with its customer', async () => {
    const db = dbFor('Admin');
    const batch = writeBatch(db);
    batch.set(doc(db, 'users', 'c-key'), { firstName: 'Бат', lastName: 'Дорж', firstNameLower: 'бат', lastNameLower: 'дорж', phone: '991', role: 'clientUser', userType: 'clientUser', isActive: true, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    batch.set(doc(db, 'customerPhones', '991'), { customerId: 'c-key', createdAt: serverTimestamp() });
    await assertFails(batch.commit());
  });

  it("changing a customer's phone to 7 digits (moving its key) is refused; to 8 passes", async () => {
    await arrange('users/c-edit', { ...profileOf('Manager'), id: 'c-edit', role: 'clientUser', userType: 'clientUser', phone: '99112214', firstNameLower: 'bat', lastNameLower: 'dorj' });
    await arrange('customerPhones/99112214', { customerId: 'c-edit', createdAt: new Date() });
    const move = (phone: string) => {
      const db = dbFor('Admin');
      const batch = writeBatch(db);
      batch.update(doc(db, 'users', 'c-edit'), { phone, updatedAt: serverTimestamp() });
      batch.delete(doc(db, 'customerPhones', '99112214'));
      batch.set(doc(db, 'customerPhones', phone), { customerId: 'c-edit', createdAt: serverTimestamp() });
      return batch.commit();
    };
    await assertFails(move('9911221'));
    await assertSucceeds(move('99112215'));
  });
});

describe("a customer's name: at most PERSON_NAME_MAX characters the rules can match", () => {
  it.each(CUSTOMER_ROLES)('%s: names of PERSON_NAME_MAX letters pass, one more or 100,000 is refused', async (subject) => {
    const db = dbFor(subject);
    await assertSucceeds(customerWrite(db, { firstName: long(PERSON_NAME_MAX), lastName: long(PERSON_NAME_MAX, 'б') }, `c-${subject}`));
    await assertFails(customerWrite(db, { firstName: long(PERSON_NAME_MAX + 1), phone: '99112212' }, `c2-${subject}`));
    await assertFails(customerWrite(db, { lastName: long(100_000), phone: '99112213' }, `c3-${subject}`));
  });

  it.each(['<b>Бат</b>', 'Бат (Дорж)', 'Бат, Дорж', 'a=b', 'Бат\nДорж'])('the name %j is refused (the form says which characters)', async (name) => {
    await assertFails(customerWrite(dbFor('Reception In City'), { firstName: name }));
    await assertFails(customerWrite(dbFor('Admin'), { lastName: name }));
  });

  it("letters of any case, digits, space and . ' - pass", async () => {
    await assertSucceeds(customerWrite(dbFor('Manager'), { firstName: "Бат-Эрдэнэ O'Neil", lastName: 'Ж. Дорж 2' }));
  });

  it(`the address at most PERSON_ADDRESS_MAX (${PERSON_ADDRESS_MAX}), the email at most EMAIL_MAX (${EMAIL_MAX})`, async () => {
    const db = dbFor('Admin');
    await assertFails(customerWrite(db, { address: long(PERSON_ADDRESS_MAX + 1) }));
    await assertFails(customerWrite(db, { email: `${long(EMAIL_MAX, 'a')}@x.mn` }));
    await assertSucceeds(customerWrite(db, { address: long(PERSON_ADDRESS_MAX), email: `${long(EMAIL_MAX - 5, 'a')}@x.mn` }));
  });

  it('a birthday that is not a date, a gender not offered, an id not the document’s are refused', async () => {
    const db = dbFor('Admin');
    await assertFails(customerWrite(db, { birthday: '<script>' }));
    await assertFails(customerWrite(db, { gender: long(1000) }));
    await assertFails(customerWrite(db, { id: 'someone-else' }));
    await assertSucceeds(customerWrite(db, { id: 'c-new', birthday: '1990-01-01', gender: 'female' }));
  });
});

describe('a customer carries only the fields of a users document, whoever writes it', () => {
  it.each(CUSTOMER_ROLES)('%s: an extra field on a new customer is refused', async (subject) => {
    await assertFails(customerWrite(dbFor(subject), { note: 'x' }));
    await assertFails(customerWrite(dbFor(subject), { isAdmin: true }));
  });

  it.each(['Admin', 'Manager', 'Super Admin', 'dev'] as const)('%s: an extra field added to a customer is refused; a whitelisted edit passes', async (subject) => {
    await arrange('users/c-x', { ...profileOf('Manager'), id: 'c-x', role: 'clientUser', userType: 'clientUser', phone: '99112216', firstNameLower: 'bat', lastNameLower: 'dorj' });
    await assertFails(updateDoc(doc(dbFor(subject), 'users', 'c-x'), { note: 'x', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(dbFor(subject), 'users', 'c-x'), { discountRate: 50, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(dbFor(subject), 'users', 'c-x'), { address: 'Баянзүрх', updatedAt: serverTimestamp() }));
  });

  it('the app’s own writes pass: the sale wizard’s form, /users add and edit', async () => {
    await assertSucceeds(registerCustomer({ lastName: long(PERSON_NAME_MAX, 'Б'), firstName: 'Тэмүүлэн', phone: '+976 9911-2299', address: long(PERSON_ADDRESS_MAX) }, dbFor('Call Centre')));
    expect(await stored('customerPhones/99112299')).toBeDefined();
    const form: UserFormValues = { firstName: 'Ганболд', lastName: 'Дашдорж', email: 'g@x.mn', password: '', confirmation: '', birthday: '1990-01-01', gender: 'male', address: 'Баянзүрх дүүрэг, 1-р хороо', phone: '88776655', role: 'clientUser' };
    const id = await assertSucceeds(createCustomer(form, dbFor('Manager')));
    const person = toPerson(id, (await stored(`users/${id}`))!);
    await assertSucceeds(updateUser(id, { ...formValuesOf(person), firstName: long(PERSON_NAME_MAX, 'г') }, dbFor('Admin')));
  });

  it('a legacy password field may only be removed (the /users edit removes it)', async () => {
    await arrange('users/c-legacy', { ...profileOf('Manager'), id: 'c-legacy', role: 'clientUser', userType: 'clientUser', phone: '99112217', password: 'old' });
    const person = toPerson('c-legacy', (await stored('users/c-legacy'))!);
    await assertSucceeds(updateUser('c-legacy', formValuesOf(person), dbFor('Admin')));
    expect(await stored('users/c-legacy')).not.toHaveProperty('password');
  });
});

describe('staff profiles have the same limits', () => {
  const staff = (over: Record<string, unknown>) => ({ ...profileOf('Manager'), id: 'new-staff', role: 'Call Centre', createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...over });

  it('Super Admin: a long name, a short phone, a long address or an extra field is refused; the profile as the form writes it passes', async () => {
    const db = dbFor('Super Admin');
    for (const over of [{ firstName: long(PERSON_NAME_MAX + 1) }, { phone: '12' }, { address: long(PERSON_ADDRESS_MAX + 1) }, { firstName: 'Бат<script>' }, { salary: 1 }]) {
      await expect(assertFails(setDoc(doc(db, 'users', 'new-staff'), staff(over))), JSON.stringify(over).slice(0, 60)).resolves.toBeDefined();
    }
    await assertSucceeds(setDoc(doc(db, 'users', 'new-staff'), staff({})));
  });

  it('one’s own profile: a name of 100,000 characters or a 3-digit phone is refused; a proper edit passes', async () => {
    const me = doc(dbFor('Call Centre'), 'users', uidOf('Call Centre'));
    await assertFails(updateDoc(me, { firstName: long(100_000), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(me, { phone: '991', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(me, { firstName: 'Мөнхзул', phone: '99110008', updatedAt: serverTimestamp() }));
  });

  it('deactivating a staff member whose old profile breaks a limit still works (only text writes are checked)', async () => {
    await arrange('users/old-staff', { ...profileOf('Manager'), id: 'old-staff', role: 'Merchant', firstName: long(80), phone: '12' });
    await assertSucceeds(updateDoc(doc(dbFor('Super Admin'), 'users', 'old-staff'), { isActive: false, updatedAt: serverTimestamp() }));
  });
});

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------
describe('products: the text of the add form and the edit dialog within their limits', () => {
  const create = (over: Record<string, unknown>) => {
    const db = dbFor('Manager');
    const data = productData({ createdUserId: uidOf('Manager'), createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...over });
    return setDoc(doc(db, 'products', String(data.id)), data);
  };

  it('a product as the add form writes it passes; each text over its limit alone is refused', async () => {
    await assertSucceeds(create({ name: long(PRODUCT_NAME_MAX), brand: long(LIST_NAME_MAX), source: long(LIST_NAME_MAX), locationName: long(BRANCH_NAME_MAX) }));
    const forged: Record<string, unknown>[] = [
      { name: long(PRODUCT_NAME_MAX + 1) },
      { brand: long(LIST_NAME_MAX + 1) },
      { source: long(100_000) },
      { size: long(LIST_NAME_MAX + 1) },
      { width: long(LIST_NAME_MAX + 1) },
      { height: long(LIST_NAME_MAX + 1) },
      { colors: Array.from({ length: PRODUCT_CHOICES_MAX + 1 }, (_, i) => `c${i}`) },
      { categories: Array.from({ length: PRODUCT_CHOICES_MAX + 1 }, (_, i) => `c${i}`) },
      { colors: [long(5000)] },
      { colors: [{ name: 'black' }] },
      { categories: [{ name: 'shoes' }] },
      { keywords: [long(7000)] },
      { keywords: [{ x: 1 }] },
      { locationName: long(BRANCH_NAME_MAX + 1) },
      { createdUserName: long(2 * PERSON_NAME_MAX + 2) },
    ];
    for (const over of forged) {
      await expect(assertFails(create(over)), JSON.stringify(over).slice(0, 80)).resolves.toBeDefined();
    }
  });

  it('the edit dialog may not lengthen a text past its limit either', async () => {
    const [p] = await addProducts(rules.env, [productData()]);
    const ref = doc(dbFor('Manager'), 'products', p.id);
    await assertFails(updateDoc(ref, { brand: long(LIST_NAME_MAX + 1), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { name: long(PRODUCT_NAME_MAX + 1), updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { brand: long(LIST_NAME_MAX), updatedAt: serverTimestamp() }));
  });

  it('saving the edit dialog unchanged succeeds and writes nothing (a write moving only updatedAt is refused)', async () => {
    const [p] = await addProducts(rules.env, [productData({ isPrinted: false })]);
    const lists = { sizes: [p.size], widths: [p.width], heights: [p.height] };
    const before = await stored(`products/${p.id}`);
    await assertSucceeds(updateProduct(p, toProductEdit(initialEditValues(p), lists), dbFor('Manager')));
    expect(await stored(`products/${p.id}`)).toEqual(before);
    // What the dialog used to send: the rules read it as a label print of an unprinted label.
    await assertFails(updateDoc(doc(dbFor('Manager'), 'products', p.id), { updatedAt: serverTimestamp() }));
    // A real change still saves.
    await assertSucceeds(updateProduct(p, toProductEdit({ ...initialEditValues(p), brand: 'Adidas' }, lists), dbFor('Manager')));
    expect(await stored(`products/${p.id}`)).toMatchObject({ brand: 'Adidas' });
  });
});

// ---------------------------------------------------------------------------------------------
// Name lists, stores and warehouses, lottery types
// ---------------------------------------------------------------------------------------------
describe('name lists: the name at most LIST_NAME_MAX, a colour a #RRGGBB code', () => {
  it('a long name, a colour code that is not one, an id not the document’s are refused', async () => {
    const db = dbFor('Manager');
    await assertFails(setDoc(doc(db, 'brands', 'b1'), { name: long(LIST_NAME_MAX + 1), createdAt: serverTimestamp() }));
    await assertFails(setDoc(doc(db, 'colors', 'c1'), { name: 'Хар', colorName: long(10_000) }));
    await assertFails(setDoc(doc(db, 'colors', 'c1'), { name: 'Хар', colorName: 'black' }));
    await assertFails(setDoc(doc(db, 'brands', 'b1'), { name: 'Nike', id: 'b2' }));
    await assertSucceeds(setDoc(doc(db, 'brands', 'b1'), { name: long(LIST_NAME_MAX), createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertSucceeds(setDoc(doc(db, 'colors', 'c1'), { name: 'Хар', colorName: '#1976D2', createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  });
});

describe('stores and warehouses: name, address and picture within their limits, nothing else', () => {
  const branch = (over: Record<string, unknown> = {}) => ({ name: 'Төв салбар', address: 'Сүхбаатар дүүрэг', phone: '77111101', picName: 'a.png', picUrl: 'http://x/a.png', createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...over });

  it.each(['stores', 'warehouse'])('%s', async (collectionName) => {
    const db = dbFor('Manager');
    const ref = doc(db, collectionName, 'b1');
    for (const over of [{ name: long(BRANCH_NAME_MAX + 1) }, { address: long(BRANCH_ADDRESS_MAX + 1) }, { picName: long(FILE_NAME_MAX + 1) }, { picUrl: long(URL_MAX + 1) }, { phone: '12' }, { owner: 'x' }]) {
      await expect(assertFails(setDoc(ref, branch(over))), JSON.stringify(over).slice(0, 60)).resolves.toBeDefined();
    }
    await assertSucceeds(setDoc(ref, branch({ name: long(BRANCH_NAME_MAX), address: long(BRANCH_ADDRESS_MAX) })));
  });
});

describe('lottery types: names and the prize picture within their limits', () => {
  const type = (over: Record<string, unknown> = {}) => ({
    name: 'Хаврын сугалаа',
    price: 150_000,
    startDate: '2091-01-01',
    startTime: '09:00',
    startAt: Timestamp.fromMillis(Date.UTC(2091, 0, 1, 1)),
    endDate: '2091-01-31',
    endTime: '23:59',
    endAt: Timestamp.fromMillis(Date.UTC(2091, 0, 31, 15, 59)),
    winner: null,
    winnerId: null,
    prizeName: 'Зурагт',
    prizeImage: { name: 'p.png', url: 'http://x/p.png' },
    createdAt: serverTimestamp(),
    ...over,
  });

  it('a long name, prize name, picture name or URL is refused; the longest allowed pass', async () => {
    const ref = doc(dbFor('Manager'), 'lotteryType', 't1');
    for (const over of [
      { name: long(LOTTERY_NAME_MAX + 1) },
      { prizeName: long(LOTTERY_NAME_MAX + 1) },
      { prizeImage: { name: long(FILE_NAME_MAX + 1), url: 'http://x/p.png' } },
      { prizeImage: { name: 'p.png', url: long(URL_MAX + 1) } },
    ]) {
      await expect(assertFails(setDoc(ref, type(over))), JSON.stringify(over).slice(0, 60)).resolves.toBeDefined();
    }
    await assertSucceeds(setDoc(ref, type({ name: long(LOTTERY_NAME_MAX), prizeName: long(LOTTERY_NAME_MAX), prizeImage: { name: long(FILE_NAME_MAX), url: long(URL_MAX) } })));
  });
});

// ---------------------------------------------------------------------------------------------
// Discount requests: their copies of the requester and the product equal their sources.
// ---------------------------------------------------------------------------------------------
describe("discount requests: the requester's and the product's copies are theirs", () => {
  async function requestWrite(subject: Subject, forge: (fields: Record<string, unknown>) => Record<string, unknown>) {
    const [p] = await addProducts(rules.env, [productData({ price: 200_000, originalPrice: 200_000 })]);
    const fresh = toProduct(p.id, (await stored(`products/${p.id}`))!);
    const requester = requesterSnapshot(uidOf(subject), (await stored(`users/${uidOf(subject)}`))!);
    const db = dbFor(subject);
    const id = `req-${p.id}`;
    const batch = writeBatch(db);
    batch.set(doc(db, 'discountRequests', id), forge({ id, ...newRequestFields(fresh, 150_000, requester, 'Reception In City'), createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    batch.update(doc(db, 'products', p.id), { ...pendingFields(id), updatedAt: serverTimestamp() });
    return batch.commit();
  }

  it('the legitimate request (as the app builds it) passes, and createDiscountRequests too', async () => {
    await assertSucceeds(requestWrite('Reception In City', (f) => f));
    const [p] = await addProducts(rules.env, [productData({ price: 200_000, originalPrice: 200_000 })]);
    await assertSucceeds(createDiscountRequests([{ product: p, requestPrice: 150_000 }], { id: uidOf('Reception In City'), role: 'Reception In City' }, dbFor('Reception In City')));
  });

  const withUser = (over: Record<string, unknown>) => (f: Record<string, unknown>) => ({ ...f, createdUser: { ...(f.createdUser as object), ...over } });
  const withProduct = (over: Record<string, unknown>) => (f: Record<string, unknown>) => ({ ...f, product: { ...(f.product as object), ...over } });
  const forged: [string, (f: Record<string, unknown>) => Record<string, unknown>][] = [
    ["the requester's first name of 100,000 characters", withUser({ firstName: long(100_000) })],
    ["another person's name as the requester", withUser({ firstName: 'Болд', lastName: 'Бат' })],
    ['the requester as Admin', withUser({ role: 'Admin' })],
    ["another phone as the requester's", withUser({ phone: '99999999' })],
    ['an extra field in the requester', withUser({ note: 'x' })],
    ["the product's name of 100,000 characters", withProduct({ name: long(100_000) })],
    ["another product's name and sku", withProduct({ name: 'iPhone', sku: '999999' })],
    ['another price in the copy', withProduct({ price: 1 })],
    ['another brand in the copy', withProduct({ brand: 'Gucci' })],
    ['an extra field in the product copy', withProduct({ note: long(1000) })],
    ["the location's name not the product's", (f) => ({ ...f, locationName: long(100_000) })],
  ];
  it.each(forged)('%s is refused', async (_name, forge) => {
    await assertFails(requestWrite('Reception In City', forge));
  });
});

// ---------------------------------------------------------------------------------------------
// App configuration: the banner's picture and every onboarding slide.
// ---------------------------------------------------------------------------------------------
describe('app configuration: each slide and the banner within their limits', () => {
  const slide = (over: Record<string, unknown> = {}) => ({ title: 'Гарчиг', body: 'Тайлбар', picName: 'p.png', picUrl: 'http://x/p.png', ...over });
  const intros = (slides: unknown[]) => setDoc(doc(dbFor('Manager'), 'appConfigs', 'intros'), { intros: slides, updatedAt: serverTimestamp() });

  it('the longest slides pass, ten of them', async () => {
    await assertSucceeds(intros(Array.from({ length: 10 }, () => slide({ title: long(TITLE_MAX), body: long(BODY_MAX), picName: long(FILE_NAME_MAX), picUrl: long(URL_MAX) }))));
    await assertSucceeds(intros([]));
  });

  it('any slide (the first or the last) with a long title or body, an extra field, a missing text or a lone picture field is refused', async () => {
    const bad = [
      slide({ title: long(TITLE_MAX + 1) }),
      slide({ body: long(100_000) }),
      slide({ title: '' }),
      slide({ note: 'x' }),
      slide({ picName: null }),
      slide({ picUrl: long(URL_MAX + 1) }),
      'not a slide',
    ];
    for (const s of bad) {
      await expect(assertFails(intros([s])), JSON.stringify(s).slice(0, 60)).resolves.toBeDefined();
      await expect(assertFails(intros([...Array.from({ length: 9 }, () => slide()), s])), `last: ${JSON.stringify(s).slice(0, 60)}`).resolves.toBeDefined();
    }
  });

  it('the banner: a long picture name or URL is refused', async () => {
    const banner = (over: Record<string, unknown>) => setDoc(doc(dbFor('Manager'), 'appConfigs', 'banner'), { picName: 'b.png', picUrl: 'http://x/b.png', updatedAt: serverTimestamp(), ...over });
    await assertFails(banner({ picName: long(FILE_NAME_MAX + 1) }));
    await assertFails(banner({ picUrl: long(URL_MAX + 1) }));
    await assertSucceeds(banner({}));
    await assertSucceeds(banner({ picName: null, picUrl: null }));
  });
});
