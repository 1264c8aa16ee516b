import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { STAFF_ROLES, type StaffRole } from '../../../auth/roles';
import { ACCESS_TABLE, canOpen } from '../../../auth/access';
import {
  MAX_READ_IDS,
  MAX_READ_IDS_CHARS,
  NOTHING_READ,
  ago,
  buildEntries,
  currentReadState,
  entryKey,
  isUnread,
  kindsFor,
  markAllRead,
  markEntryRead,
  orderEntry,
  pathFor,
  requestEntry,
  requestNoteOf,
  returnEntry,
  returnNoteOf,
  toOrderNote as noteOf,
  unreadCount,
  type NotificationEntry,
  type NotificationKind,
  type OrderNote,
  type RequestNote,
  type ReturnNote,
  type Viewer,
} from './notifications';
import { toDiscountRequest } from '../../../entities/discountRequest/discountRequest';
import { toReadState } from '../../../entities/notificationRead/notificationRead';
import { toReturnRequest } from '../../../entities/saleReturn/saleReturn';

/** A stored discount request as a notification shows it. */
const toRequestNote = (id: string, d: Record<string, unknown>) => requestNoteOf(toDiscountRequest(id, d));
/** A stored return request as a notification shows it. */
const toReturnNote = (id: string, d: Record<string, unknown>) => returnNoteOf(toReturnRequest(id, d));
import { toOrder } from '../../../entities/order/orderDoc';
import type { Data } from '../../../firebase/fields';

/** A stored order as its note: through the entity's mapper, as the bell reads it. */
const toOrderNote = (id: string, d: Data) => noteOf(toOrder(id, d));

const T0 = Date.UTC(2025, 4, 1, 9, 0, 0);
const MIN = 60_000;

const ADMIN: Viewer = { id: 'u-admin', role: 'Admin' };
const SELLER: Viewer = { id: 'u-seller', role: 'Reception In City' };
const COURIER: Viewer = { id: 'u-courier', role: 'DeliveryBoy' };
const MANAGER: Viewer = { id: 'u-manager', role: 'Manager' };

function request(id: string, over: Partial<RequestNote> = {}): RequestNote {
  return {
    id,
    state: 'pending',
    productName: 'Гутал',
    productSize: '38',
    requestPrice: 90000,
    approvedPrice: null,
    requesterName: 'Мөнхбат Сарангэрэл',
    locationName: 'Сүхбаатар салбар',
    createdUserId: SELLER.id,
    cancelledUserId: null,
    createdAtMs: T0,
    updatedAtMs: T0,
    ...over,
  };
}

function returnRequest(id: string, over: Partial<ReturnNote> = {}): ReturnNote {
  return {
    id,
    state: 'pending',
    contactName: 'Бат Дорж',
    returnedTotal: 180000,
    requesterName: 'Мөнхбат Сарангэрэл',
    locationName: 'Сүхбаатар салбар',
    createdUserId: SELLER.id,
    deciderId: null,
    deciderName: '',
    createdAtMs: T0,
    decidedAtMs: 0,
    ...over,
  };
}

function order(id: string, over: Partial<OrderNote> = {}): OrderNote {
  return { id, contactName: 'Бат Дорж', address: '1-р хороо', amount: 250000, quantity: 2, createdAtMs: T0, updatedAtMs: 0, ...over };
}

describe('kindsFor', () => {
  const expected: Record<StaffRole, NotificationKind[]> = {
    'Super Admin': [],
    Admin: ['discountPending', 'returnPending', 'awaitingCourier'],
    Manager: ['returnPending', 'awaitingCourier'],
    Merchant: [],
    DeliveryBoy: ['courierAssigned'],
    'Reception In Country': ['discountAnswered', 'returnAnswered'],
    'Reception In City': ['discountAnswered', 'returnAnswered'],
    'Call Centre': ['discountAnswered'],
    dev: ['discountPending', 'discountAnswered', 'returnPending', 'awaitingCourier'],
  };
  it.each(STAFF_ROLES)('%s', (role) => {
    expect(kindsFor(role)).toEqual(expected[role]);
  });

  it('each kind goes only to roles that may open the screen it leads to', () => {
    for (const role of STAFF_ROLES) {
      for (const kind of kindsFor(role)) {
        const route = ACCESS_TABLE.find((r) => r.path === pathFor(kind, role));
        expect(route, `${role} ${kind}`).toBeDefined();
        expect(canOpen(route!, role), `${role} ${kind}`).toBe(true);
      }
    }
  });

  it('the approvers are exactly the roles of /discount-requests', () => {
    const route = ACCESS_TABLE.find((r) => r.path === '/discount-requests')!;
    const approvers = STAFF_ROLES.filter((role) => kindsFor(role).includes('discountPending'));
    expect(approvers).toEqual(STAFF_ROLES.filter((role) => canOpen(route, role)));
  });

  it('return requests: the roles of /returns, split into who decides and who asks', () => {
    const route = ACCESS_TABLE.find((r) => r.path === '/returns')!;
    const approvers = STAFF_ROLES.filter((role) => kindsFor(role).includes('returnPending'));
    const requesters = STAFF_ROLES.filter((role) => kindsFor(role).includes('returnAnswered'));
    expect(approvers).toEqual(['Admin', 'Manager', 'dev']);
    expect(requesters).toEqual(['Reception In Country', 'Reception In City']);
    expect([...approvers, ...requesters].sort()).toEqual(STAFF_ROLES.filter((role) => canOpen(route, role)).sort());
  });
});

describe('pathFor', () => {
  it('leads each kind to its screen', () => {
    expect(pathFor('discountPending', 'Admin')).toBe('/discount-requests');
    expect(pathFor('discountAnswered', 'Reception In City')).toBe('/store/filterProducts');
    expect(pathFor('discountAnswered', 'Call Centre')).toBe('/call-centre/products');
    expect(pathFor('courierAssigned', 'DeliveryBoy')).toBe('/delivery-orders');
    expect(pathFor('awaitingCourier', 'Manager')).toBe('/delivery-orders');
    expect(pathFor('returnPending', 'Manager')).toBe('/returns');
    expect(pathFor('returnAnswered', 'Reception In Country')).toBe('/returns');
  });
});

describe('reading stored documents', () => {
  it('maps a discount request, tolerating missing fields', () => {
    const note = toRequestNote('r1', {
      state: 'confirmed',
      requestPrice: 90000,
      approvedPrice: 95000,
      createdUserId: 'u1',
      createdUser: { firstName: 'Сарангэрэл', lastName: 'Мөнхбат' },
      product: { name: 'Гутал', size: '38', locationName: 'Салбар' },
      createdAt: Timestamp.fromMillis(T0),
      updatedAt: Timestamp.fromMillis(T0 + MIN),
    });
    expect(note).toMatchObject({
      state: 'confirmed',
      productName: 'Гутал',
      productSize: '38',
      approvedPrice: 95000,
      requesterName: 'Мөнхбат Сарангэрэл',
      locationName: 'Салбар',
      cancelledUserId: null,
      createdAtMs: T0,
      updatedAtMs: T0 + MIN,
    });
    expect(toRequestNote('r2', {})).toMatchObject({ state: 'pending', productName: '', approvedPrice: null, createdAtMs: 0 });
  });

  it('maps a return request: requester and decider named, whole milliseconds; missing fields tolerated', () => {
    const note = toReturnNote('q1', {
      orderId: 'o1',
      productIds: ['p1', 'p2'],
      returnedTotal: 180000,
      reason: 'Хэмжээ таарсангүй',
      state: 'approved',
      locationId: 'store-1',
      locationName: 'Сүхбаатар салбар',
      soldAt: Timestamp.fromMillis(T0 - 20 * 24 * 60 * MIN),
      contactName: 'Бат Дорж',
      createdUserId: 'u1',
      createdUser: { firstName: 'Сарангэрэл', lastName: 'Мөнхбат', role: 'Reception In City' },
      createdAt: Timestamp.fromMillis(T0),
      decidedBy: { id: 'u-manager', firstName: 'Болд', lastName: 'Ганаа' },
      decidedAt: new Timestamp(Math.floor((T0 + 5 * MIN) / 1000), 123_456_789),
    });
    expect(note).toEqual({
      id: 'q1',
      state: 'approved',
      contactName: 'Бат Дорж',
      returnedTotal: 180000,
      requesterName: 'Мөнхбат Сарангэрэл',
      locationName: 'Сүхбаатар салбар',
      createdUserId: 'u1',
      deciderId: 'u-manager',
      deciderName: 'Ганаа Болд',
      createdAtMs: T0,
      decidedAtMs: T0 + 5 * MIN + 123,
    });
    expect(toReturnNote('q2', {})).toEqual({
      id: 'q2',
      state: 'pending',
      contactName: '',
      returnedTotal: 0,
      requesterName: '',
      locationName: '',
      createdUserId: '',
      deciderId: null,
      deciderName: '',
      createdAtMs: 0,
      decidedAtMs: 0,
    });
  });

  it('maps an order: the contact, or the buyer when there is none; quantity from the lines when missing', () => {
    expect(toOrderNote('o1', { contactName: 'Бат', soldTotalPrice: 5000, quantity: 1, createdAt: Timestamp.fromMillis(T0) })).toMatchObject({
      contactName: 'Бат',
      amount: 5000,
      quantity: 1,
      createdAtMs: T0,
      updatedAtMs: 0,
    });
    expect(toOrderNote('o2', { user: { firstName: 'Дорж', lastName: 'Бат' }, products: [{ id: 'p1' }, { id: 'p2' }] })).toMatchObject({ contactName: 'Бат Дорж', quantity: 2 });
  });

  it('times are whole milliseconds, so a readUpTo written back is the one read', () => {
    const stamp = new Timestamp(1714640400, 123_456_789);
    const note = toOrderNote('o1', { createdAt: stamp, updatedAt: stamp });
    expect(note.createdAtMs).toBe(1714640400123);
    expect(toRequestNote('r1', { createdAt: stamp }).createdAtMs).toBe(1714640400123);
    const read = toReadState('u', { readUpTo: stamp });
    expect(read.readUpToMs).toBe(1714640400123);
    expect(Timestamp.fromMillis(read.readUpToMs).toMillis()).toBe(read.readUpToMs);
  });

  it('reads a read state; missing fields read as nothing read', () => {
    expect(toReadState('u', { readUpTo: Timestamp.fromMillis(T0), ids: ['a', 3, 'b'] })).toEqual({ readUpToMs: T0, ids: ['a', 'b'] });
    expect(toReadState('u', {})).toEqual(NOTHING_READ);
  });
});

describe('entries', () => {
  it('a pending request for the approver: product, requested price, who and where', () => {
    expect(requestEntry('discountPending', request('r1'), ADMIN)).toEqual({
      key: entryKey('discountPending', 'r1', T0),
      kind: 'discountPending',
      id: 'r1',
      atMs: T0,
      path: '/discount-requests',
      subject: 'Гутал (38)',
      detail: 'Мөнхбат Сарангэрэл · Сүхбаатар салбар',
      amount: 90000,
      amountKind: 'requested',
    });
  });

  it('the approver is not told of their own request, nor of a decided one', () => {
    expect(requestEntry('discountPending', request('r1', { createdUserId: ADMIN.id }), ADMIN)).toBeNull();
    expect(requestEntry('discountPending', request('r1', { state: 'confirmed' }), ADMIN)).toBeNull();
    // A request of a batch still being written is nobody's news yet.
    expect(requestEntry('discountPending', request('r1', { state: 'drafting' }), ADMIN)).toBeNull();
    expect(requestEntry('discountAnswered', request('r1', { state: 'drafting' }), SELLER)).toBeNull();
  });

  it('an answered request for its requester: the answer, when it came, the approved price', () => {
    const confirmed = requestEntry('discountAnswered', request('r1', { state: 'confirmed', approvedPrice: 95000, updatedAtMs: T0 + 5 * MIN }), SELLER);
    expect(confirmed).toMatchObject({ answer: 'confirmed', atMs: T0 + 5 * MIN, amount: 95000, amountKind: 'approved', path: '/store/filterProducts' });
    expect(confirmed?.key).toBe(entryKey('discountAnswered', 'r1', T0 + 5 * MIN));
    const cancelled = requestEntry('discountAnswered', request('r2', { state: 'cancelled', cancelledUserId: ADMIN.id, updatedAtMs: T0 + MIN }), SELLER);
    expect(cancelled).toMatchObject({ answer: 'cancelled', amount: 90000, amountKind: 'requested' });
  });

  it('a request the requester cancelled themselves, still pending, or someone else’s is no answer', () => {
    expect(requestEntry('discountAnswered', request('r1', { state: 'cancelled', cancelledUserId: SELLER.id }), SELLER)).toBeNull();
    expect(requestEntry('discountAnswered', request('r1'), SELLER)).toBeNull();
    expect(requestEntry('discountAnswered', request('r1', { state: 'confirmed', createdUserId: 'other' }), SELLER)).toBeNull();
  });

  it('a pending return for the approver: the customer, the amount, who asked and from which store', () => {
    expect(returnEntry('returnPending', returnRequest('q1'), MANAGER)).toEqual({
      key: entryKey('returnPending', 'q1', T0),
      kind: 'returnPending',
      id: 'q1',
      atMs: T0,
      path: '/returns',
      subject: 'Бат Дорж',
      detail: 'Мөнхбат Сарангэрэл · Сүхбаатар салбар',
      amount: 180000,
      amountKind: 'toReturn',
    });
    // A walk-in customer: no name, the list says so.
    expect(returnEntry('returnPending', returnRequest('q2', { contactName: '' }), ADMIN)).toMatchObject({ subject: '', walkIn: true });
  });

  it('the approver is not told of a decided or used return request, nor of their own', () => {
    for (const state of ['approved', 'refused', 'used'] as const) {
      expect(returnEntry('returnPending', returnRequest('q1', { state }), MANAGER), state).toBeNull();
    }
    expect(returnEntry('returnPending', returnRequest('q1', { createdUserId: MANAGER.id }), MANAGER)).toBeNull();
  });

  it('an answered return request for its requester: approved or refused, by whom, when, the amount', () => {
    const decided = { deciderId: MANAGER.id, deciderName: 'Ганаа Болд', decidedAtMs: T0 + 7 * MIN };
    const approved = returnEntry('returnAnswered', returnRequest('q1', { state: 'approved', ...decided }), SELLER);
    expect(approved).toEqual({
      key: entryKey('returnAnswered', 'q1', T0 + 7 * MIN),
      kind: 'returnAnswered',
      id: 'q1',
      atMs: T0 + 7 * MIN,
      path: '/returns',
      subject: 'Бат Дорж',
      detail: 'Сүхбаатар салбар',
      amount: 180000,
      amountKind: 'toReturn',
      answer: 'approved',
      by: 'Ганаа Болд',
    });
    const refused = returnEntry('returnAnswered', returnRequest('q2', { state: 'refused', contactName: '', ...decided, deciderName: '' }), SELLER);
    expect(refused).toMatchObject({ answer: 'refused', walkIn: true, amount: 180000 });
    expect(refused).not.toHaveProperty('by');
  });

  it('a pending or used return request, someone else’s, or one the viewer decided is no answer', () => {
    const decided = { deciderId: MANAGER.id, decidedAtMs: T0 + MIN };
    expect(returnEntry('returnAnswered', returnRequest('q1'), SELLER)).toBeNull();
    expect(returnEntry('returnAnswered', returnRequest('q1', { state: 'used', ...decided }), SELLER)).toBeNull();
    expect(returnEntry('returnAnswered', returnRequest('q1', { state: 'approved', ...decided, createdUserId: 'other' }), SELLER)).toBeNull();
    expect(returnEntry('returnAnswered', returnRequest('q1', { state: 'refused', deciderId: SELLER.id, decidedAtMs: T0 + MIN }), SELLER)).toBeNull();
  });

  it('an order: when it was assigned (updatedAt), else placed; the amount to collect for the courier', () => {
    const assigned = orderEntry('courierAssigned', order('o1', { updatedAtMs: T0 + 9 * MIN }), COURIER);
    expect(assigned).toMatchObject({ atMs: T0 + 9 * MIN, amount: 250000, amountKind: 'toCollect', subject: 'Бат Дорж', detail: '1-р хороо', quantity: 2, path: '/delivery-orders' });
    expect(orderEntry('awaitingCourier', order('o2'), MANAGER)).toMatchObject({ atMs: T0, amountKind: 'total' });
  });

  it('builds every source newest first, dropping what is not news', () => {
    const entries = buildEntries(
      [
        { kind: 'discountPending', requests: [request('r1', { createdAtMs: T0 + MIN }), request('r2', { createdUserId: ADMIN.id })] },
        { kind: 'awaitingCourier', orders: [order('o1', { createdAtMs: T0 + 2 * MIN }), order('o2', { createdAtMs: T0 - MIN })] },
      ],
      ADMIN,
    );
    expect(entries.map((e) => e.id)).toEqual(['o1', 'r1', 'o2']);
  });

  it('return requests join the list by their time; equal times keep the kinds’ order', () => {
    const entries = buildEntries(
      [
        { kind: 'awaitingCourier', orders: [order('o1', { createdAtMs: T0 + MIN })] },
        { kind: 'returnPending', returns: [returnRequest('q1', { createdAtMs: T0 + MIN }), returnRequest('q2', { createdAtMs: T0 + 3 * MIN }), returnRequest('q3', { state: 'refused' })] },
        { kind: 'discountPending', requests: [request('r1', { createdAtMs: T0 + MIN })] },
      ],
      ADMIN,
    );
    expect(entries.map((e) => e.id)).toEqual(['q2', 'r1', 'q1', 'o1']);
  });
});

describe('read state', () => {
  const entries: NotificationEntry[] = buildEntries(
    [{ kind: 'awaitingCourier', orders: [order('o1', { createdAtMs: T0 + MIN }), order('o2', { createdAtMs: T0 + 2 * MIN }), order('o3', { createdAtMs: T0 + 3 * MIN })] }],
    MANAGER,
  );
  const [o3, o2, o1] = entries;

  it('counts what is newer than readUpTo and not opened', () => {
    expect(unreadCount(entries, NOTHING_READ)).toBe(3);
    expect(unreadCount(entries, { readUpToMs: T0 + 2 * MIN, ids: [] })).toBe(1);
    expect(unreadCount(entries, { readUpToMs: T0, ids: [o2.key] })).toBe(2);
    expect(isUnread(o1, { readUpToMs: T0 + MIN, ids: [] })).toBe(false);
  });

  it('an entry without a time is never unread', () => {
    const timeless = orderEntry('awaitingCourier', order('o9', { createdAtMs: 0 }), MANAGER);
    expect(isUnread(timeless, NOTHING_READ)).toBe(false);
  });

  it('mark all read moves readUpTo to the newest entry and forgets single keys; never back', () => {
    expect(markAllRead(entries, { readUpToMs: 0, ids: [o1.key] })).toEqual({ readUpToMs: T0 + 3 * MIN, ids: [] });
    expect(markAllRead(entries, { readUpToMs: T0 + 60 * MIN, ids: [] })).toEqual({ readUpToMs: T0 + 60 * MIN, ids: [] });
    expect(unreadCount(entries, markAllRead(entries, NOTHING_READ))).toBe(0);
  });

  it('opening one entry marks it alone; an already read one changes nothing', () => {
    const next = markEntryRead(o2, entries, NOTHING_READ);
    expect(next).toEqual({ readUpToMs: 0, ids: [o2.key] });
    expect(unreadCount(entries, next!)).toBe(2);
    expect(markEntryRead(o2, entries, next!)).toBeNull();
    expect(markEntryRead(o1, entries, { readUpToMs: T0 + MIN, ids: [] })).toBeNull();
  });

  it('keeps only keys of entries still shown and newer than readUpTo', () => {
    const read = { readUpToMs: T0 + MIN, ids: ['gone:x:1', o1.key, o2.key] };
    expect(markEntryRead(o3, entries, read)).toEqual({ readUpToMs: T0 + MIN, ids: [o2.key, o3.key] });
  });

  it('stays within the stored bounds: at most 50 keys, 4,000 characters joined, newest kept', () => {
    const many = buildEntries([{ kind: 'awaitingCourier', orders: Array.from({ length: 70 }, (_, i) => order(`order-${i}`, { createdAtMs: T0 + i })) }], MANAGER);
    let read = NOTHING_READ;
    for (const entry of [...many].reverse()) read = markEntryRead(entry, many, read) ?? read;
    expect(read.ids).toHaveLength(MAX_READ_IDS);
    expect(read.ids.at(-1)).toBe(many[0].key);
    const long = buildEntries([{ kind: 'awaitingCourier', orders: Array.from({ length: 40 }, (_, i) => order(`${'x'.repeat(150)}-${i}`, { createdAtMs: T0 + i })) }], MANAGER);
    read = NOTHING_READ;
    for (const entry of [...long].reverse()) read = markEntryRead(entry, long, read) ?? read;
    expect(read.ids.join('/').length).toBeLessThanOrEqual(MAX_READ_IDS_CHARS);
    expect(read.ids.length).toBeLessThan(40);
    expect(read.ids.at(-1)).toBe(long[0].key);
  });
});

describe('currentReadState', () => {
  const written = { readUpToMs: T0 + MIN, ids: ['k1'] };
  it('the listener’s, unless it is behind what this tab wrote', () => {
    expect(currentReadState(null, null)).toBeNull();
    expect(currentReadState({ readUpToMs: T0, ids: [] }, null)).toEqual({ readUpToMs: T0, ids: [] });
    // Missing, or an older readUpTo, or the same without the key just written: behind.
    expect(currentReadState(null, written)).toBe(written);
    expect(currentReadState({ readUpToMs: T0, ids: ['k1'] }, written)).toBe(written);
    expect(currentReadState({ readUpToMs: T0 + MIN, ids: [] }, written)).toBe(written);
    // Caught up, or ahead (another tab marked all read): the listener's.
    const caughtUp = { readUpToMs: T0 + MIN, ids: ['k0', 'k1'] };
    expect(currentReadState(caughtUp, written)).toBe(caughtUp);
    const ahead = { readUpToMs: T0 + 2 * MIN, ids: [] };
    expect(currentReadState(ahead, written)).toBe(ahead);
  });
});

describe('ago', () => {
  it('the largest whole unit', () => {
    expect(ago(T0, T0 + 30_000)).toEqual({ unit: 'now', count: 0 });
    expect(ago(T0, T0 - 5 * MIN)).toEqual({ unit: 'now', count: 0 });
    expect(ago(T0, T0 + 5 * MIN)).toEqual({ unit: 'minutes', count: 5 });
    expect(ago(T0, T0 + 59 * MIN)).toEqual({ unit: 'minutes', count: 59 });
    expect(ago(T0, T0 + 60 * MIN)).toEqual({ unit: 'hours', count: 1 });
    expect(ago(T0, T0 + 25 * 60 * MIN)).toEqual({ unit: 'days', count: 1 });
  });
});
