// firestore.rules, notifications (docs/notifications.md): the read state notificationReads/{uid}
// (only its owner, active staff, reads and writes it; the shape is checked) and the notification
// queries each role runs (src/features/notifications/api/notificationQueries.ts), which the rules must
// allow for the roles that get them and refuse to the others.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { modularFirestore } from './support/env';
import { expectAllowed, rulesHarness } from './support/harness';
import { SUBJECTS, uidOf, type Subject } from './support/users';
import { STAFF_ROLES, type StaffRole } from '../../src/auth/roles';
import { NOTIFICATION_KINDS, kindsFor, type NotificationKind, type ReadState, type Viewer } from '../../src/features/notifications/domain/notifications';
import { orderNotesQuery, requestNotesQuery, returnNotesQuery } from '../../src/features/notifications/api/notificationQueries';
import { readStateFields, writeReadIds, writeReadState } from '../../src/features/notifications/api/notificationWrites';

// The api's default `db` is the browser app's Firestore, which cannot start here; every call below
// passes the caller's Firestore instead.
vi.mock('../../src/firebase/firestore', () => ({ db: null }));

const T = (ms: number) => Timestamp.fromMillis(Date.UTC(2024, 4, 2) + ms);
const SELLER = uidOf('Reception In City');
const COURIER = uidOf('DeliveryBoy');

const rules = rulesHarness('demo-rules-notifications', { users: 'once' });
const { dbFor } = rules;

function request(id: string, createdUserId: string, state: string, at: number): Record<string, unknown> {
  return {
    id,
    state,
    type: 'store',
    locationId: 'store-1',
    locationName: 'Store one',
    requestPrice: 90000,
    createdUserId,
    createdUser: { id: createdUserId, firstName: 'Bat', lastName: 'Dorj' },
    product: { id: `p-${id}`, name: 'Shoe', size: '38' },
    productId: `p-${id}`,
    createdAt: T(0),
    updatedAt: T(at),
    ...(state === 'confirmed' ? { confirmedUserId: uidOf('Admin'), approvedPrice: 95000 } : {}),
    ...(state === 'cancelled' ? { cancelledUserId: uidOf('Admin') } : {}),
  };
}

/** A late return's request (returnRequests), asked by `createdUserId`; decided ones name the Manager. */
function returnRequest(id: string, createdUserId: string, state: string, at: number): Record<string, unknown> {
  return {
    id,
    orderId: `o-${id}`,
    productIds: [`p-${id}`],
    returnedTotal: 180000,
    reason: 'Too small',
    state,
    locationId: 'store-1',
    locationName: 'Store one',
    soldAt: T(-30 * 86_400_000),
    contactName: 'Bat Dorj',
    createdUserId,
    createdUser: { firstName: 'Bat', lastName: 'Dorj', role: 'Reception In City' },
    createdAt: T(0),
    ...(state === 'pending' ? {} : { decidedBy: { id: uidOf('Manager'), firstName: 'Bold', lastName: 'Ganaa' }, decidedAt: T(at) }),
  };
}

function order(id: string, status: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    purchaseType: 'delivery',
    pending_status: status,
    contactName: 'Bat Dorj',
    address: '1st khoroo',
    soldTotalPrice: 250000,
    quantity: 2,
    locationType: 'delivery',
    locationId: 'district-1',
    createdUserId: uidOf('Call Centre'),
    createdAt: T(0),
    ...over,
  };
}

const REQUESTS: Record<string, Record<string, unknown>> = {
  'r-pending': request('r-pending', SELLER, 'pending', 0),
  'r-confirmed': request('r-confirmed', SELLER, 'confirmed', 60_000),
  'r-cancelled': request('r-cancelled', SELLER, 'cancelled', 120_000),
  'r-call-centre': request('r-call-centre', uidOf('Call Centre'), 'confirmed', 60_000),
};

const RETURN_REQUESTS: Record<string, Record<string, unknown>> = {
  'q-pending': returnRequest('q-pending', SELLER, 'pending', 0),
  'q-approved': returnRequest('q-approved', SELLER, 'approved', 60_000),
  'q-refused': returnRequest('q-refused', SELLER, 'refused', 120_000),
  'q-used': returnRequest('q-used', SELLER, 'used', 60_000),
  'q-country': returnRequest('q-country', uidOf('Reception In Country'), 'approved', 60_000),
};

const ORDERS: Record<string, Record<string, unknown>> = {
  'o-pending': order('o-pending', 'pending'),
  'o-mine': order('o-mine', 'delivering', { deliveryBoyId: COURIER, deliveryBoy: { id: COURIER }, updatedAt: T(60_000) }),
  'o-other': order('o-other', 'delivering', { deliveryBoyId: 'uid-courier-2', deliveryBoy: { id: 'uid-courier-2' }, updatedAt: T(60_000) }),
};

beforeAll(async () => {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    for (const [id, data] of Object.entries(REQUESTS)) batch.set(doc(db, 'discountRequests', id), data);
    for (const [id, data] of Object.entries(RETURN_REQUESTS)) batch.set(doc(db, 'returnRequests', id), data);
    for (const [id, data] of Object.entries(ORDERS)) batch.set(doc(db, 'orders', id), data);
    await batch.commit();
  });
});

/** Every subject's read state as a previous write left it (readUpTo a minute after T(0)). */
beforeEach(async () => {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    for (const subject of SUBJECTS) batch.set(doc(db, 'notificationReads', uidOf(subject)), { readUpTo: T(60_000), ids: ['x'], updatedAt: T(60_000) });
    await batch.commit();
  });
});

const isStaff = (subject: Subject) => (STAFF_ROLES as readonly string[]).includes(subject);
const LEGIT: ReadState = { readUpToMs: Date.UTC(2024, 4, 2) + 120_000, ids: ['discountAnswered:r-confirmed:1714608060000'] };

// -------------------------------------------------------------------------------------------------
// The read state: role matrix
// -------------------------------------------------------------------------------------------------

describe('notificationReads: only its owner, while active staff', () => {
  it.each(SUBJECTS)('%s: own document read and written; another person’s never', async (subject) => {
    const db = dbFor(subject);
    const own = doc(db, 'notificationReads', uidOf(subject));
    const others = doc(db, 'notificationReads', uidOf(subject === 'Admin' ? 'Manager' : 'Admin'));
    const ownAllowed = isStaff(subject);
    await expectAllowed(ownAllowed, getDoc(own));
    await expectAllowed(ownAllowed, writeReadState(uidOf(subject), LEGIT, db));
    await assertFails(getDoc(others));
    await assertFails(writeReadState(uidOf(subject === 'Admin' ? 'Manager' : 'Admin'), LEGIT, db));
    await assertFails(deleteDoc(own));
  });

  it('a first write creates the document (nobody has one yet)', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(modularFirestore(ctx.firestore()), 'notificationReads', uidOf('Manager')));
    });
    await assertSucceeds(writeReadState(uidOf('Manager'), { readUpToMs: 0, ids: [] }, dbFor('Manager')));
  });

  it('opening one entry writes the keys alone (merged): readUpTo stays as stored, even from a tab that is behind', async () => {
    const db = dbFor('Manager');
    await assertSucceeds(writeReadIds(uidOf('Manager'), ['awaitingCourier:o-pending:1714608000000'], db));
    const stored = (await getDoc(doc(db, 'notificationReads', uidOf('Manager')))).data();
    expect(stored?.readUpTo).toEqual(T(60_000));
    expect(stored?.ids).toEqual(['awaitingCourier:o-pending:1714608000000']);
    await assertFails(writeReadIds(uidOf('Admin'), ['x'], db));
    await assertFails(writeReadIds(uidOf('Manager'), Array.from({ length: 51 }, (_, i) => `k${i}`), db));
    await assertFails(writeReadIds(uidOf('Manager'), ['a', 7 as unknown as string], db));
  });

  it('keys alone cannot start a document (it would have no readUpTo)', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(modularFirestore(ctx.firestore()), 'notificationReads', uidOf('Manager')));
    });
    await assertFails(writeReadIds(uidOf('Manager'), ['x'], dbFor('Manager')));
  });

  it('a query over everyone’s read states is refused, even to dev', async () => {
    await assertFails(getDocs(collection(dbFor('dev'), 'notificationReads')));
  });
});

// -------------------------------------------------------------------------------------------------
// The read state: forged writes (Manager writing their own document)
// -------------------------------------------------------------------------------------------------

describe('notificationReads: the shape', () => {
  const subject: Subject = 'Manager';
  const write = (data: Record<string, unknown>) => setDoc(doc(dbFor(subject), 'notificationReads', uidOf(subject)), data);
  const legit = () => readStateFields(LEGIT) as Record<string, unknown>;

  it('the legitimate write', async () => {
    await assertSucceeds(write(legit()));
  });

  const FORGED: [string, () => Record<string, unknown>][] = [
    ['an extra field', () => ({ ...legit(), role: 'Admin' })],
    ['readUpTo missing', () => ({ ids: [], updatedAt: serverTimestamp() })],
    ['ids missing', () => ({ readUpTo: T(120_000), updatedAt: serverTimestamp() })],
    ['updatedAt missing', () => ({ readUpTo: T(120_000), ids: [] })],
    ['readUpTo a number', () => ({ ...legit(), readUpTo: Date.UTC(2024, 4, 2) })],
    ['readUpTo a string', () => ({ ...legit(), readUpTo: '2024-05-02' })],
    ['readUpTo in the future', () => ({ ...legit(), readUpTo: Timestamp.fromMillis(Date.now() + 3_600_000) })],
    ['readUpTo moved back', () => ({ ...legit(), readUpTo: T(0) })],
    ['ids a string', () => ({ ...legit(), ids: 'a b c' })],
    ['ids a map', () => ({ ...legit(), ids: { a: true } })],
    ['ids holding a number', () => ({ ...legit(), ids: ['a', 7] })],
    ['ids holding a map', () => ({ ...legit(), ids: [{ key: 'a' }] })],
    ['ids holding a boolean', () => ({ ...legit(), ids: [true] })],
    ['ids holding null', () => ({ ...legit(), ids: ['a', null] })],
    ['an id with a slash', () => ({ ...legit(), ids: ['a/b'] })],
    ['ids of 51 keys', () => ({ ...legit(), ids: Array.from({ length: 51 }, (_, i) => `k${i}`) })],
    ['ids of 4,001 characters joined', () => ({ ...legit(), ids: ['x'.repeat(2000), 'y'.repeat(2000)] })],
    ['updatedAt not now', () => ({ ...legit(), updatedAt: T(120_000) })],
  ];

  it.each(FORGED)('%s: refused', async (_name, data) => {
    await assertFails(write(data()));
  });

  it('the bounds themselves are allowed: 50 keys, 4,000 characters joined, readUpTo unchanged', async () => {
    await assertSucceeds(write({ ...legit(), ids: Array.from({ length: 50 }, (_, i) => `k${i}`) }));
    await assertSucceeds(write({ ...legit(), ids: ['x'.repeat(2000), 'y'.repeat(1999)] }));
    await assertSucceeds(write({ ...legit(), readUpTo: T(120_000), ids: [] }));
  });
});

// -------------------------------------------------------------------------------------------------
// The notification queries
// -------------------------------------------------------------------------------------------------

/** The kind's query as the app runs it; resolves to the ids found. */
async function run(kind: NotificationKind, viewer: Viewer, db: Firestore): Promise<string[]> {
  let ids: string[];
  if (kind === 'discountPending' || kind === 'discountAnswered') ids = (await getDocs(requestNotesQuery(kind, viewer, db))).docs.map((d) => d.id);
  else if (kind === 'returnPending' || kind === 'returnAnswered') ids = (await getDocs(returnNotesQuery(kind, viewer, db))).docs.map((d) => d.id);
  else ids = (await getDocs(orderNotesQuery(kind, viewer, db))).docs.map((d) => d.id);
  return ids.sort();
}

describe('each role’s notification queries', () => {
  it.each(STAFF_ROLES)('%s: its own kinds are allowed and find their documents', async (role) => {
    const viewer: Viewer = { id: uidOf(role), role };
    for (const kind of kindsFor(role)) {
      const ids = await assertSucceeds(run(kind, viewer, dbFor(role)));
      if (kind === 'discountPending') expect(ids, role).toEqual(['r-pending']);
      if (kind === 'awaitingCourier') expect(ids, role).toEqual(['o-pending']);
      if (kind === 'courierAssigned') expect(ids, role).toEqual(['o-mine']);
      if (kind === 'discountAnswered' && role === 'Reception In City') expect(ids).toEqual(['r-cancelled', 'r-confirmed']);
      if (kind === 'discountAnswered' && role === 'Call Centre') expect(ids).toEqual(['r-call-centre']);
      if (kind === 'returnPending') expect(ids, role).toEqual(['q-pending']);
      if (kind === 'returnAnswered' && role === 'Reception In City') expect(ids).toEqual(['q-approved', 'q-refused']);
      if (kind === 'returnAnswered' && role === 'Reception In Country') expect(ids).toEqual(['q-country']);
    }
  });

  // A role's queries of kinds it does not get, where the rules do not let it read the documents.
  const REFUSED: [StaffRole, NotificationKind][] = [
    ['Manager', 'discountPending'],
    ['Reception In City', 'discountPending'],
    ['Call Centre', 'discountPending'],
    ['DeliveryBoy', 'discountPending'],
    ['DeliveryBoy', 'awaitingCourier'],
    ['Reception In City', 'awaitingCourier'],
    ['Call Centre', 'awaitingCourier'],
    ['Reception In City', 'courierAssigned'],
    ['Merchant', 'discountAnswered'],
    ['Super Admin', 'awaitingCourier'],
    // Every pending return request: only those who decide (a requester reads only its own).
    ['Reception In City', 'returnPending'],
    ['Reception In Country', 'returnPending'],
    ['Call Centre', 'returnPending'],
    ['DeliveryBoy', 'returnPending'],
    ['Merchant', 'returnPending'],
    ['Super Admin', 'returnPending'],
  ];
  it.each(REFUSED)('%s: %s refused', async (role, kind) => {
    expect(kindsFor(role)).not.toContain(kind);
    await assertFails(run(kind, { id: uidOf(role), role }, dbFor(role)));
  });

  it('nobody reads another person’s answered requests or another courier’s orders', async () => {
    await assertFails(run('discountAnswered', { id: SELLER, role: 'Reception In City' }, dbFor('Reception In Country')));
    await assertFails(run('discountAnswered', { id: SELLER, role: 'Reception In City' }, dbFor('Call Centre')));
    await assertFails(run('returnAnswered', { id: SELLER, role: 'Reception In City' }, dbFor('Reception In Country')));
    await assertFails(run('returnAnswered', { id: SELLER, role: 'Reception In City' }, dbFor('Call Centre')));
    await assertFails(run('courierAssigned', { id: 'uid-courier-2', role: 'DeliveryBoy' }, dbFor('DeliveryBoy')));
  });

  it.each(['inactive staff', 'unknown role', 'clientUser auth', 'signed out'] as const)('%s: no kind at all', async (subject) => {
    for (const kind of NOTIFICATION_KINDS) await assertFails(run(kind, { id: uidOf(subject), role: 'dev' }, dbFor(subject)));
  });
});
