// firestore.rules, lottery tickets written on the /lottery page: caller x operation matrix,
// then the document shape of a create, of an edit, a code move, and what a sale ticket may change.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { newTicketData, ticketUpdateData, type TicketCustomer } from '../../src/entities/lottery/lotteryTicket';
import { modularFirestore } from './support/env';
import { describeRoleMatrix, rulesHarness } from './support/harness';
import { TARGETS, customerDoc, uidOf, type Subject } from './support/users';

const TYPE_A = 'lottery-type-a';
const TYPE_B = 'lottery-type-b';
const CUSTOMER: TicketCustomer = { id: TARGETS.customer, firstName: 'Bat', lastName: 'Dorj', phone: '99112233' };
const OTHER_CUSTOMER: TicketCustomer = { id: 'customer-other', firstName: 'Saraa', lastName: 'Dorj', phone: '88112233' };

type Operation = 'list newest' | 'list by type' | 'get one' | 'create' | 'update' | 'delete';
const OPERATIONS: readonly Operation[] = ['list newest', 'list by type', 'get one', 'create', 'update', 'delete'];

// ---------------------------------------------------------------------------------------------
// THE EXPECTED PERMISSIONS: only Manager, Admin and dev use the lottery page.
// ---------------------------------------------------------------------------------------------
const ALLOWED: readonly Subject[] = ['Manager', 'Admin', 'dev'];

const rules = rulesHarness('demo-rules-lottery-tickets', { users: 'once' });
const { dbFor } = rules;
let serial = 0;

/** A fresh numeric code (unique within this run). */
function nextCode(): string {
  serial += 1;
  return String(40_000_000 + serial);
}

/** Writes with the rules off (arrangement). */
async function arrange(path: string, data: Record<string, unknown>): Promise<void> {
  await rules.env.withSecurityRulesDisabled((ctx) => setDoc(doc(modularFirestore(ctx.firestore()), path), data));
}

async function read(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(modularFirestore(ctx.firestore()), path))).data();
  });
  return data;
}

/** An existing ticket as the page (orderId null) or a sale (orderId set) wrote it. */
async function seedTicket(options: { orderId?: string | null; typeId?: string } = {}): Promise<string> {
  const code = nextCode();
  await arrange(`lottery/${code}`, {
    id: code,
    lotteryUUID: code,
    userId: CUSTOMER.id,
    user: { firstName: CUSTOMER.firstName, lastName: CUSTOMER.lastName, phone: CUSTOMER.phone },
    lotteryTypeId: options.typeId ?? TYPE_A,
    orderId: options.orderId ?? null,
    createdUserId: 'someone',
    createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2, 3, 4, 5)),
  });
  return code;
}

function createAs(subject: Subject, code: string, mutate: (d: Record<string, unknown>) => void = () => {}) {
  const data = newTicketData(code, CUSTOMER, TYPE_A, uidOf(subject));
  mutate(data);
  return setDoc(doc(dbFor(subject), 'lottery', code), data);
}

beforeAll(async () => {
  await arrange(`users/${OTHER_CUSTOMER.id}`, customerDoc(OTHER_CUSTOMER.id, { firstName: OTHER_CUSTOMER.firstName, phone: OTHER_CUSTOMER.phone }));
  for (const id of [TYPE_A, TYPE_B]) {
    await arrange(`lotteryType/${id}`, {
      name: id,
      price: 300_000,
      startAt: Timestamp.fromMillis(Date.UTC(2095, 0, 1)),
      endAt: Timestamp.fromMillis(Date.UTC(2095, 11, 31)),
      createdAt: Timestamp.now(),
    });
  }
});

/** The operation as `subject`; a ticket to read, change or delete is seeded first. */
async function attempt(subject: Subject, operation: Operation): Promise<unknown> {
  const db = dbFor(subject);
  switch (operation) {
    case 'list newest':
      return getDocs(query(collection(db, 'lottery'), orderBy('createdAt', 'desc'), limit(100)));
    case 'list by type':
      return getDocs(query(collection(db, 'lottery'), where('lotteryTypeId', '==', TYPE_A), orderBy('createdAt', 'desc'), limit(100)));
    case 'get one':
      return getDoc(doc(db, 'lottery', await seedTicket()));
    case 'create':
      return createAs(subject, nextCode());
    case 'update':
      return updateDoc(doc(db, 'lottery', await seedTicket()), ticketUpdateData({ customer: OTHER_CUSTOMER, lotteryTypeId: TYPE_B }));
    case 'delete':
      return deleteDoc(doc(db, 'lottery', await seedTicket()));
  }
}

describe('lottery tickets: who may do what', () => {
  describeRoleMatrix('%s', {
    operations: OPERATIONS,
    allowed: (subject) => ALLOWED.includes(subject),
    attempt,
    // Each cell reads, or writes a ticket of its own (a fresh code): the cells run concurrently.
    concurrent: true,
  });
});

describe('lottery tickets: the shape of a create', () => {
  it('the page writes exactly what a sale writes, without an order', async () => {
    const code = nextCode();
    await assertSucceeds(createAs('Manager', code));
    const saved = await read(`lottery/${code}`);
    expect(saved).toMatchObject({ id: code, lotteryUUID: code, userId: CUSTOMER.id, user: { firstName: 'Bat', lastName: 'Dorj', phone: '99112233' }, lotteryTypeId: TYPE_A, orderId: null, createdUserId: uidOf('Manager') });
    expect(saved?.createdAt).toBeInstanceOf(Timestamp);
    // orderId may also be left out.
    await assertSucceeds(createAs('dev', nextCode(), (d) => delete d.orderId));
  });

  it('a code that is not numeric, or too long', async () => {
    for (const code of ['abc123', '12 34', '1'.repeat(21)]) {
      await assertFails(setDoc(doc(dbFor('Manager'), 'lottery', code), newTicketData(code, CUSTOMER, TYPE_A, uidOf('Manager'))));
    }
  });

  it('id or lotteryUUID not the document id, or missing', async () => {
    await assertFails(createAs('Manager', nextCode(), (d) => (d.id = '99999999')));
    await assertFails(createAs('Manager', nextCode(), (d) => (d.lotteryUUID = '99999999')));
    await assertFails(createAs('Manager', nextCode(), (d) => (d.lotteryUUID = Number(d.lotteryUUID))));
    await assertFails(createAs('Manager', nextCode(), (d) => delete d.id));
    await assertFails(createAs('Manager', nextCode(), (d) => delete d.lotteryUUID));
  });

  it('the customer: unknown, a staff member, missing, or a bad snapshot', async () => {
    await assertFails(createAs('Manager', nextCode(), (d) => (d.userId = 'nobody')));
    await assertFails(createAs('Manager', nextCode(), (d) => (d.userId = TARGETS.staff)));
    await assertFails(createAs('Manager', nextCode(), (d) => (d.userId = uidOf('Manager'))));
    await assertFails(createAs('Manager', nextCode(), (d) => delete d.userId));
    await assertFails(createAs('Manager', nextCode(), (d) => (d.userId = '')));
    await assertFails(createAs('Manager', nextCode(), (d) => delete d.user));
    await assertFails(createAs('Manager', nextCode(), (d) => (d.user = { firstName: 'Bat', phone: 99112233 })));
    await assertFails(createAs('Manager', nextCode(), (d) => (d.user = { firstName: 'Bat' })));
    await assertFails(createAs('Manager', nextCode(), (d) => (d.user = { firstName: 'Bat', phone: '1', role: 'Admin' })));
  });

  it('the lottery type: unknown or missing', async () => {
    await assertFails(createAs('Manager', nextCode(), (d) => (d.lotteryTypeId = 'no-such-type')));
    await assertFails(createAs('Manager', nextCode(), (d) => delete d.lotteryTypeId));
    await assertFails(createAs('Manager', nextCode(), (d) => (d.lotteryTypeId = '')));
  });

  it('forged createdAt or createdUserId, an order, an extra key', async () => {
    await assertFails(createAs('Manager', nextCode(), (d) => (d.createdAt = Timestamp.fromMillis(Date.UTC(2020, 0, 1)))));
    await assertFails(createAs('Manager', nextCode(), (d) => delete d.createdAt));
    await assertFails(createAs('Manager', nextCode(), (d) => (d.createdUserId = uidOf('Admin'))));
    await assertFails(createAs('Manager', nextCode(), (d) => (d.orderId = 'order-1')));
    await assertFails(createAs('Manager', nextCode(), (d) => (d.winner = true)));
    await assertFails(createAs('Manager', nextCode(), (d) => (d.updatedAt = serverTimestamp())));
  });

  it('a code already used: setting it again is an update and is refused', async () => {
    const code = await seedTicket();
    await assertFails(createAs('Manager', code));
    expect(await read(`lottery/${code}`)).toMatchObject({ createdUserId: 'someone' });
  });
});

describe('lottery tickets: edits', () => {
  it('customer and type change with updatedAt; the stored customer snapshot follows', async () => {
    const code = await seedTicket();
    await assertSucceeds(updateDoc(doc(dbFor('Admin'), 'lottery', code), ticketUpdateData({ customer: OTHER_CUSTOMER, lotteryTypeId: null })));
    expect(await read(`lottery/${code}`)).toMatchObject({ userId: OTHER_CUSTOMER.id, user: { firstName: 'Saraa', phone: '88112233' }, lotteryTypeId: TYPE_A });
    await assertSucceeds(updateDoc(doc(dbFor('Admin'), 'lottery', code), ticketUpdateData({ customer: null, lotteryTypeId: TYPE_B })));
    expect(await read(`lottery/${code}`)).toMatchObject({ lotteryTypeId: TYPE_B });
  });

  it('an unknown or staff customer, an unknown type, a bad snapshot', async () => {
    const code = await seedTicket();
    const ref = doc(dbFor('Manager'), 'lottery', code);
    await assertFails(updateDoc(ref, ticketUpdateData({ customer: { ...OTHER_CUSTOMER, id: 'nobody' }, lotteryTypeId: null })));
    await assertFails(updateDoc(ref, ticketUpdateData({ customer: { ...OTHER_CUSTOMER, id: TARGETS.staff }, lotteryTypeId: null })));
    await assertFails(updateDoc(ref, ticketUpdateData({ customer: null, lotteryTypeId: 'no-such-type' })));
    await assertFails(updateDoc(ref, { user: { firstName: 'Bat', phone: 1 }, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { user: deleteField(), updatedAt: serverTimestamp() }));
  });

  it('updatedAt must be the server time; nothing else may change in place', async () => {
    const code = await seedTicket();
    const ref = doc(dbFor('Manager'), 'lottery', code);
    await assertFails(updateDoc(ref, { lotteryTypeId: TYPE_B }));
    await assertFails(updateDoc(ref, { lotteryTypeId: TYPE_B, updatedAt: Timestamp.fromMillis(Date.UTC(2020, 0, 1)) }));
    await assertFails(updateDoc(ref, { lotteryUUID: '1', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { id: '1', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { createdUserId: uidOf('Manager'), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { orderId: 'order-1', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { extra: 1, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { updatedAt: serverTimestamp() }));
  });

  it('a sale ticket keeps its customer; its type may change', async () => {
    const code = await seedTicket({ orderId: 'order-7' });
    const ref = doc(dbFor('Manager'), 'lottery', code);
    await assertFails(updateDoc(ref, ticketUpdateData({ customer: OTHER_CUSTOMER, lotteryTypeId: null })));
    await assertFails(updateDoc(ref, ticketUpdateData({ customer: { ...CUSTOMER, phone: '11111111' }, lotteryTypeId: null })));
    await assertSucceeds(updateDoc(ref, ticketUpdateData({ customer: null, lotteryTypeId: TYPE_B })));
    expect(await read(`lottery/${code}`)).toMatchObject({ orderId: 'order-7', userId: CUSTOMER.id, lotteryTypeId: TYPE_B });
  });

  it('a new code moves the ticket: the old one deleted and a new one created in one write', async () => {
    const oldCode = await seedTicket();
    const newCode = nextCode();
    const db = dbFor('dev');
    const move = writeBatch(db);
    move.delete(doc(db, 'lottery', oldCode));
    move.set(doc(db, 'lottery', newCode), newTicketData(newCode, OTHER_CUSTOMER, TYPE_B, uidOf('dev')));
    await assertSucceeds(move.commit());
    expect(await read(`lottery/${oldCode}`)).toBeUndefined();
    expect(await read(`lottery/${newCode}`)).toMatchObject({ id: newCode, lotteryUUID: newCode, userId: OTHER_CUSTOMER.id, lotteryTypeId: TYPE_B, createdUserId: uidOf('dev') });

    // The moved ticket cannot keep the old createdAt (the rules cannot tell which ticket it replaces).
    const again = nextCode();
    const forged = writeBatch(db);
    forged.delete(doc(db, 'lottery', newCode));
    forged.set(doc(db, 'lottery', again), { ...newTicketData(again, OTHER_CUSTOMER, TYPE_B, uidOf('dev')), createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2)) });
    await assertFails(forged.commit());
    expect(await read(`lottery/${newCode}`)).toBeDefined();
  });
});

describe('lottery tickets: what the selling roles read', () => {
  it('a free code may be looked up by the selling roles (not a courier); an existing ticket of no store sale, or the list, is not theirs', async () => {
    const taken = nextCode();
    await arrange(`lottery/${taken}`, { lotteryUUID: taken });
    const free = nextCode();
    await assertSucceeds(getDoc(doc(dbFor('Reception In City'), 'lottery', free)));
    await assertSucceeds(getDoc(doc(dbFor('Call Centre'), 'lottery', free)));
    await assertFails(getDoc(doc(dbFor('Reception In City'), 'lottery', taken)));
    await assertFails(getDocs(collection(dbFor('Reception In City'), 'lottery')));
    await assertFails(getDoc(doc(dbFor('DeliveryBoy'), 'lottery', free)));
    for (const subject of ['Manager', 'Admin', 'dev'] as const) await assertSucceeds(getDocs(collection(dbFor(subject), 'lottery')));
    await assertFails(updateDoc(doc(dbFor('Manager'), 'lottery', taken), { userId: 'x' }));
  });
});
