// firestore.rules, THE CASH SHIFT (docs/shifts.md): the counter's setting, opening a shift, pay-ins and
// pay-outs, the close, and the couriers' hand-overs. (A store sale where a shift is required is the
// sell command's check: tests/functions/sell.test.ts.) Each
// write is the app's own plan (src/features/shifts/api/shiftWrites.ts) committed as one batch, then
// forged: one field changed alone, one document left out, someone else writing it. A shift's figures
// are summed over sales and returns as the sell and return commands write them (support/saleFixture.ts,
// support/returnFixture.ts).
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, writeBatch, type Firestore } from 'firebase/firestore';
import type { StaffRole } from '../../src/auth/roles';
import { toCashDrawer, toCourierCash, toShift, type CashDrawer, type CourierCash, type Shift } from '../../src/entities/shift/shift';
import { cashMoveOps, closeShiftOps, drawerSettingOps, handoverOps, openShiftOps, type ShiftActor } from '../../src/features/shifts/api/shiftWrites';
import { personName } from '../../src/entities/person/person';
import { singlePayment } from '../../src/entities/order/payment';
import type { Product } from '../../src/entities/product/product';
import { modularFirestore } from './support/env';
import { expectAllowed, rulesHarness } from './support/harness';
import { commit, forgeries, type FieldSpec, type Op } from './support/forgery';
import { SUBJECTS, profileOf, uidOf, userDoc, type Subject } from './support/users';
import { CUSTOMER, STORE_A, STORE_B, addProducts, productData, seedSellingWorld } from './support/selling';
import { seedReturn } from './support/returnFixture';
import { seedSale } from './support/saleFixture';
import { A_DAY_AT_THE_COUNTER } from '../../src/entities/shift/aDayAtTheCounter';

const rules = rulesHarness('shift-rules', { users: 'once' });
const { dbFor } = rules;

const SELLER: Subject = 'Reception In City'; // works in STORE_A
const OTHER_SELLER: Subject = 'Reception In Country'; // works in STORE_B
const COURIER = 'uid-courier-cash';
const OTHER_COURIER = 'uid-courier-other';

const actor = (subject: Subject): ShiftActor => ({ id: uidOf(subject), name: personName(profileOf(subject)) });

/** The day's figures a close proposes (tests/e2e/shifts.spec.ts's day). */
const FIGURES = A_DAY_AT_THE_COUNTER;

async function asAdmin<T>(work: (db: Firestore) => Promise<T>): Promise<T> {
  let out: T | undefined;
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    out = await work(modularFirestore(ctx.firestore()));
  });
  return out as T;
}

let storeSerial = 0;
/** A fresh store (each test its own counter); STORE_A's and STORE_B's sellers work at the named ones. */
async function newStore(id = `shift-store-${++storeSerial}`): Promise<string> {
  await asAdmin((db) => setDoc(doc(db, 'stores', id), { name: `Дэлгүүр ${id}`, address: 'Төв', phone: '99112233' }));
  return id;
}

async function readDrawer(storeId: string): Promise<CashDrawer | null> {
  return asAdmin(async (db) => {
    const snap = await getDoc(doc(db, 'cashDrawers', storeId));
    return snap.exists() ? toCashDrawer(storeId, snap.data()) : null;
  });
}

async function readShift(id: string): Promise<Shift> {
  return asAdmin(async (db) => toShift(id, (await getDoc(doc(db, 'shifts', id))).data() ?? {}));
}

/** STORE_A's and STORE_B's counters are emptied before each use (each test starts on no shift). */
async function resetCounter(storeId: string): Promise<void> {
  await asAdmin(async (db) => {
    await deleteDoc(doc(db, 'cashDrawers', storeId));
    for (const d of (await getDocs(query(collection(db, 'shifts'), where('storeId', '==', storeId)))).docs) await deleteDoc(d.ref);
  });
}

/** The open plan for `storeId` as `subject` (drawer as stored now). */
async function openPlan(db: Firestore, subject: Subject, storeId: string, float = { count: { '10000': 5, '1000': 10 }, amount: 60_000 }): Promise<Op[]> {
  const drawer = await readDrawer(storeId);
  return openShiftOps({ id: storeId, name: `Дэлгүүр ${storeId}` }, drawer, float, actor(subject), undefined, db) as Op[];
}

/** Opens a shift at `storeId` with the rules off (as `subject`), returning it. */
async function openedShift(storeId: string, subject: Subject = SELLER, over: Record<string, unknown> = {}): Promise<Shift> {
  await resetCounter(storeId);
  const at = Timestamp.fromMillis(Date.now() - 3_600_000);
  return asAdmin(async (db) => {
    const ops = openShiftOps({ id: storeId, name: `Дэлгүүр ${storeId}` }, null, { count: null, amount: 100_000 }, actor(subject), at, db);
    const batch = writeBatch(db);
    for (const op of ops) if (op.kind === 'set') batch.set(op.ref, op.ref.parent.id === 'shifts' ? { ...op.data, ...over } : op.data);
    await batch.commit();
    const id = `${storeId}-1`;
    return toShift(id, (await getDoc(doc(db, 'shifts', id))).data() ?? {});
  });
}

beforeAll(async () => {
  await seedSellingWorld(rules.env, uidOf(SELLER), uidOf(OTHER_SELLER));
  await newStore(STORE_A);
  await newStore(STORE_B);
  await asAdmin(async (db) => {
    await setDoc(doc(db, 'users', COURIER), userDoc(COURIER, 'DeliveryBoy', { firstName: 'Сүрэн', lastName: 'Бат' }));
    await setDoc(doc(db, 'users', OTHER_COURIER), userDoc(OTHER_COURIER, 'DeliveryBoy'));
  });
});

/** Runs each forged variant of `legit` on a fresh state (`fresh` makes it again) and expects every one refused. */
async function expectForgeriesRefused(label: string, fresh: () => Promise<{ db: Firestore; ops: Op[] }>, fields: FieldSpec[]): Promise<void> {
  const template = (await fresh()).ops;
  const count = forgeries(template, fields).length;
  const allowed: string[] = [];
  for (let k = 0; k < count; k += 1) {
    const { db, ops } = await fresh();
    const variant = forgeries(ops, fields)[k];
    const ok = await commit(db, variant.ops).then(
      () => true,
      (e: { code?: string }) => {
        if (e.code !== 'permission-denied') throw e;
        return false;
      },
    );
    if (ok) allowed.push(variant.name);
  }
  expect(allowed, `${label}: forged writes that were allowed`).toEqual([]);
}

const isShift = (op: Op) => op.ref.parent.id === 'shifts';
const isDrawer = (op: Op) => op.ref.parent.id === 'cashDrawers';
const isMove = (op: Op) => op.ref.parent.id === 'cashMoves';

// -------------------------------------------------------------------------------------------------
// The business's setting
// -------------------------------------------------------------------------------------------------
describe('the setting: a store sale needs an open shift', () => {
  const MAY_SET: readonly StaffRole[] = ['Admin', 'Manager', 'dev'];
  for (const subject of SUBJECTS) {
    it(`${MAY_SET.includes(subject as StaffRole) ? 'ALLOWED' : 'denied '}: ${subject} sets it`, async () => {
      const storeId = await newStore();
      const db = dbFor(subject);
      await expectAllowed(MAY_SET.includes(subject as StaffRole), commit(db, drawerSettingOps(storeId, false, true, undefined, db) as Op[]));
    });
  }

  it('changes only the setting; never for a store that does not exist; never a shift', async () => {
    const storeId = await newStore();
    const db = dbFor('Manager');
    await assertSucceeds(commit(db, drawerSettingOps(storeId, false, true, undefined, db) as Op[]));
    await assertSucceeds(commit(db, drawerSettingOps(storeId, true, false, undefined, db) as Op[]));
    await assertFails(updateDoc(doc(db, 'cashDrawers', storeId), { lastShiftNo: 5, updatedAt: Timestamp.now() }));
    await assertFails(commit(db, drawerSettingOps('no-such-store', false, true, undefined, db) as Op[]));
    const other = await newStore();
    await assertFails(setDoc(doc(db, 'cashDrawers', other), { storeId: other, shiftRequired: true, openShiftId: `${other}-1`, lastShiftNo: 1, updatedAt: Timestamp.now() }));
    await assertFails(deleteDoc(doc(db, 'cashDrawers', storeId)));
  });
});

// -------------------------------------------------------------------------------------------------
// Opening a shift
// -------------------------------------------------------------------------------------------------
describe('opening a shift', () => {
  it('the store\'s seller opens shift 1 with a counted float; a second open shift is refused; the next is 2', async () => {
    await resetCounter(STORE_A);
    const db = dbFor(SELLER);
    await assertSucceeds(commit(db, await openPlan(db, SELLER, STORE_A)));
    const shift = await readShift(`${STORE_A}-1`);
    expect(shift).toMatchObject({ no: 1, status: 'open', float: 60_000, openedUserId: uidOf(SELLER), storeName: `Дэлгүүр ${STORE_A}` });
    // A second shift while one is open (the plan built as if none were): refused.
    const again = openShiftOps({ id: STORE_A, name: `Дэлгүүр ${STORE_A}` }, { storeId: STORE_A, shiftRequired: false, openShiftId: null, lastShiftNo: 1 }, { count: null, amount: 0 }, actor(SELLER), undefined, db) as Op[];
    await assertFails(commit(db, again));
  });

  it('Admin, Manager, dev open any store\'s; another store\'s seller, the call centre, a courier cannot', async () => {
    for (const subject of ['Admin', 'Manager', 'dev'] as Subject[]) {
      const storeId = await newStore();
      const db = dbFor(subject);
      await assertSucceeds(commit(db, await openPlan(db, subject, storeId)));
    }
    for (const subject of [OTHER_SELLER, 'Call Centre', 'DeliveryBoy', 'Super Admin', 'Merchant', 'signed out'] as Subject[]) {
      await resetCounter(STORE_A);
      const db = dbFor(subject);
      await assertFails(commit(db, await openPlan(db, subject, STORE_A)));
    }
  });

  it('forged variants are refused', async () => {
    const fields: FieldSpec[] = [
      { op: isShift, field: 'float', kind: 'money' },
      { op: isShift, field: 'floatCount.1', kind: 'count' },
      { op: isShift, field: 'no', kind: 'count' },
      { op: isShift, field: 'id', kind: 'ref' },
      { op: isShift, field: 'storeId', kind: 'place' },
      { op: isShift, field: 'storeName', kind: 'ref', wrong: 'Өөр дэлгүүр' },
      { op: isShift, field: 'status', kind: 'status', wrong: 'closed' },
      { op: isShift, field: 'openedUserId', kind: 'owner' },
      { op: isShift, field: 'openedUser', kind: 'owner', wrong: 'Хэн нэгэн' },
      { op: isShift, field: 'openedAt', kind: 'drop', wrong: Timestamp.fromMillis(Date.now() - 86_400_000) },
      { op: isShift, field: 'payIns', kind: 'moneyUp' },
      { op: isShift, field: 'payOuts', kind: 'moneyUp' },
      { op: isShift, field: 'moveCount', kind: 'count' },
      { op: isShift, field: 'countedCash', kind: 'moneyUp' },
      { op: isShift, field: 'expectedCash', kind: 'moneyUp' },
      { op: isShift, field: 'note', kind: 'ref', wrong: 'x'.repeat(201) },
      { op: isDrawer, field: 'lastShiftNo', kind: 'count' },
      { op: isDrawer, field: 'openShiftId', kind: 'ref' },
      { op: isDrawer, field: 'shiftRequired', kind: 'flag' },
      { op: isDrawer, field: 'storeId', kind: 'place' },
    ];
    try {
      await expectForgeriesRefused('open', async () => {
        const storeId = await newStore();
        const db = dbFor(SELLER);
        await asAdmin((adb) => updateDoc(doc(adb, 'users', uidOf(SELLER)), { locationId: storeId }));
        return { db, ops: await openPlan(db, SELLER, storeId) };
      }, fields);
    } finally {
      await asAdmin((adb) => updateDoc(doc(adb, 'users', uidOf(SELLER)), { locationId: STORE_A }));
    }
  });

  it('a float: whole tugrik, not negative, at most 1,000,000,000; a count adds up', async () => {
    const bad = [
      { count: null, amount: -1 },
      { count: null, amount: 100.5 },
      { count: null, amount: 1_000_000_001 },
      { count: { '20000': 100_001 }, amount: 2_000_020_000 },
      { count: { '25000': 1 }, amount: 25_000 },
    ];
    for (const float of bad) {
      const storeId = await newStore();
      const db = dbFor('Manager');
      const ops = await openPlan(db, 'Manager', storeId, float as never);
      // openedShiftDocument derives the float from a count: force the stated amount back.
      for (const op of ops) if (isShift(op) && op.kind === 'set') op.data.float = float.amount;
      await assertFails(commit(db, ops));
    }
  });
});

// -------------------------------------------------------------------------------------------------
// Pay-ins and pay-outs
// -------------------------------------------------------------------------------------------------
describe('pay-ins and pay-outs', () => {
  const OUT = { type: 'out' as const, amount: 20_000, reason: 'expense' as const, note: 'Ус, цай' };

  it('the seller records a pay-out and a pay-in; the shift\'s totals follow; a move never changes', async () => {
    const shift = await openedShift(STORE_A);
    const db = dbFor(SELLER);
    await assertSucceeds(commit(db, cashMoveOps(shift, OUT, actor(SELLER), undefined, db) as Op[]));
    const after = await readShift(shift.id);
    expect(after).toMatchObject({ payOuts: 20_000, payIns: 0, moveCount: 1 });
    await assertSucceeds(commit(db, cashMoveOps(after, { type: 'in', amount: 50_000, reason: 'bank', note: '' }, actor(SELLER), undefined, db) as Op[]));
    expect(await readShift(shift.id)).toMatchObject({ payOuts: 20_000, payIns: 50_000, moveCount: 2 });
    await assertFails(updateDoc(doc(db, 'cashMoves', `${shift.id}-1`), { amount: 1 }));
    await assertFails(deleteDoc(doc(db, 'cashMoves', `${shift.id}-1`)));
    await assertSucceeds(getDoc(doc(db, 'cashMoves', `${shift.id}-1`)));
    await assertFails(getDoc(doc(dbFor(OTHER_SELLER), 'cashMoves', `${shift.id}-1`)));
  });

  it('forged variants, another store\'s seller, a closed shift are refused', async () => {
    const fields: FieldSpec[] = [
      { op: isMove, field: 'amount', kind: 'moneyUp' },
      { op: isMove, field: 'type', kind: 'status', wrong: 'in' },
      { op: isMove, field: 'n', kind: 'count' },
      { op: isMove, field: 'shiftId', kind: 'ref' },
      { op: isMove, field: 'storeId', kind: 'place' },
      { op: isMove, field: 'createdUserId', kind: 'owner' },
      { op: isMove, field: 'createdUser', kind: 'owner', wrong: 'Хэн нэгэн' },
      { op: isMove, field: 'reason', kind: 'status', wrong: 'gift' },
      { op: isMove, field: 'note', kind: 'ref', wrong: 'x'.repeat(201) },
      { op: isShift, field: 'payOuts', kind: 'money' },
      { op: isShift, field: 'payIns', kind: 'moneyUp' },
      { op: isShift, field: 'moveCount', kind: 'count' },
      { op: isShift, field: 'float', kind: 'moneyUp' },
    ];
    await expectForgeriesRefused('pay-out', async () => {
      const shift = await openedShift(STORE_A);
      const db = dbFor(SELLER);
      return { db, ops: cashMoveOps(shift, OUT, actor(SELLER), undefined, db) as Op[] };
    }, fields);
    const shift = await openedShift(STORE_A);
    const other = dbFor(OTHER_SELLER);
    await assertFails(commit(other, cashMoveOps(shift, OUT, actor(OTHER_SELLER), undefined, other) as Op[]));
    const zero = dbFor(SELLER);
    await assertFails(commit(zero, cashMoveOps(shift, { ...OUT, amount: 0 }, actor(SELLER), undefined, zero) as Op[]));
    const closed = await openedShift(STORE_A, SELLER, { status: 'closed' });
    await assertFails(commit(zero, cashMoveOps({ ...closed, status: 'open' }, OUT, actor(SELLER), undefined, zero) as Op[]));
  });
});

// -------------------------------------------------------------------------------------------------
// The close
// -------------------------------------------------------------------------------------------------
describe('the close', () => {
  const COUNT = { count: { '20000': 6, '5000': 1, '1000': 4 }, amount: 0, note: '1,000 дутуу' };

  it('the seller closes with the count 1,000 short: stored as expected - 1,000; never changed or deleted again', async () => {
    const shift = await openedShift(STORE_A);
    const db = dbFor(SELLER);
    const withPayOut = { ...shift, payOuts: 20_000, moveCount: 1 };
    await asAdmin((adb) => updateDoc(doc(adb, 'shifts', shift.id), { payOuts: 20_000, moveCount: 1 }));
    await assertSucceeds(commit(db, closeShiftOps(withPayOut, FIGURES, COUNT, actor(SELLER), undefined, db) as Op[]));
    const closed = await readShift(shift.id);
    expect(closed).toMatchObject({ status: 'closed', countedCash: 129_000, expectedCash: 130_000, difference: -1_000, closedUserId: uidOf(SELLER) });
    expect((await readDrawer(STORE_A))?.openShiftId).toBeNull();
    const manager = dbFor('Manager');
    await assertFails(updateDoc(doc(manager, 'shifts', shift.id), { difference: 0, updatedAt: Timestamp.now() }));
    await assertFails(updateDoc(doc(manager, 'shifts', shift.id), { status: 'open', updatedAt: Timestamp.now() }));
    await assertFails(deleteDoc(doc(manager, 'shifts', shift.id)));
    await assertSucceeds(getDoc(doc(manager, 'shifts', shift.id)));
    await assertFails(getDoc(doc(dbFor(OTHER_SELLER), 'shifts', shift.id)));
    await assertFails(getDoc(doc(dbFor('Call Centre'), 'shifts', shift.id)));
  });

  it('a Manager closes a seller\'s shift left open; another store\'s seller cannot', async () => {
    const shift = await openedShift(STORE_A);
    const other = dbFor(OTHER_SELLER);
    await assertFails(commit(other, closeShiftOps(shift, FIGURES, COUNT, actor(OTHER_SELLER), undefined, other) as Op[]));
    const db = dbFor('Manager');
    await assertSucceeds(commit(db, closeShiftOps(shift, FIGURES, COUNT, actor('Manager'), undefined, db) as Op[]));
  });

  it('forged variants are refused: the expected figure, the difference, the count, who closed', async () => {
    const fields: FieldSpec[] = [
      { op: isShift, field: 'expectedCash', kind: 'money' },
      { op: isShift, field: 'difference', kind: 'moneyUp' },
      { op: isShift, field: 'countedCash', kind: 'moneyUp' },
      { op: isShift, field: 'countedCount.0', kind: 'count' },
      { op: isShift, field: 'figures.paid.cash', kind: 'moneyUp' },
      { op: isShift, field: 'figures.paidBack.cash', kind: 'money' },
      { op: isShift, field: 'figures.returnPaid.cash', kind: 'moneyUp' },
      { op: isShift, field: 'figures.sales', kind: 'money', wrong: 1.5 },
      { op: isShift, field: 'figures.vat', kind: 'ref', wrong: 'x' },
      { op: isShift, field: 'float', kind: 'money' },
      { op: isShift, field: 'payOuts', kind: 'moneyUp' },
      { op: isShift, field: 'closedUserId', kind: 'owner' },
      { op: isShift, field: 'closedUser', kind: 'owner', wrong: 'Хэн нэгэн' },
      { op: isShift, field: 'openedUserId', kind: 'owner' },
      { op: isShift, field: 'status', kind: 'status', wrong: 'done' },
      { op: isShift, field: 'closedAt', kind: 'drop', wrong: Timestamp.fromMillis(Date.now() - 60_000) },
      { op: isShift, field: 'note', kind: 'ref', wrong: 'x'.repeat(201) },
      { op: isDrawer, field: 'openShiftId', kind: 'ref' },
      { op: isDrawer, field: 'lastShiftNo', kind: 'count', wrong: 5 },
      { op: isDrawer, field: 'shiftRequired', kind: 'flag' },
    ];
    await expectForgeriesRefused('close', async () => {
      const shift = await openedShift(STORE_A);
      const db = dbFor(SELLER);
      return { db, ops: closeShiftOps(shift, FIGURES, COUNT, actor(SELLER), undefined, db) as Op[] };
    }, fields);
  });
});

// -------------------------------------------------------------------------------------------------
// A courier's hand-over
// -------------------------------------------------------------------------------------------------
describe('a courier\'s cash hand-over', () => {
  const courier = { id: COURIER, name: 'Бат Сүрэн' };
  const figures = (minutesAgo: number) => ({ until: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000), deliveries: 3, expected: 300_000 });

  async function courierState(): Promise<CourierCash | null> {
    return asAdmin(async (db) => {
      const snap = await getDoc(doc(db, 'courierCash', COURIER));
      return snap.exists() ? toCourierCash(COURIER, snap.data()) : null;
    });
  }

  async function resetCourier(): Promise<void> {
    await asAdmin(async (db) => {
      await deleteDoc(doc(db, 'courierCash', COURIER));
      for (const d of (await getDocs(query(collection(db, 'cashHandovers'), where('courierId', '==', COURIER)))).docs) await deleteDoc(d.ref);
    });
  }

  it('a Manager records two hand-overs, each from where the last ended; the courier reads its own; never changed', async () => {
    await resetCourier();
    const db = dbFor('Manager');
    await assertSucceeds(commit(db, handoverOps(courier, null, figures(30), 295_000, 'Дутуу 5,000', actor('Manager'), undefined, db) as Op[]));
    const state = await courierState();
    expect(state?.handovers).toBe(1);
    await assertSucceeds(commit(db, handoverOps(courier, state, figures(1), 300_000, '', actor('Manager'), undefined, db) as Op[]));
    const own = rules.env.authenticatedContext(COURIER).firestore();
    await assertSucceeds(getDoc(doc(modularFirestore(own), 'cashHandovers', `${COURIER}-1`)));
    await assertSucceeds(getDoc(doc(modularFirestore(own), 'courierCash', COURIER)));
    const other = modularFirestore(rules.env.authenticatedContext(OTHER_COURIER).firestore());
    await assertFails(getDoc(doc(other, 'cashHandovers', `${COURIER}-1`)));
    await assertFails(updateDoc(doc(db, 'cashHandovers', `${COURIER}-1`), { counted: 300_000, difference: 0 }));
    await assertFails(deleteDoc(doc(db, 'cashHandovers', `${COURIER}-1`)));
  });

  it('only Admin, Manager, dev record one', async () => {
    for (const subject of SUBJECTS) {
      await resetCourier();
      const db = dbFor(subject);
      const may = ['Admin', 'Manager', 'dev'].includes(subject);
      await expectAllowed(may, commit(db, handoverOps(courier, null, figures(5), 300_000, '', actor(subject), undefined, db) as Op[]));
    }
  });

  it('forged variants are refused: the window, the figures, the names', async () => {
    const isHandover = (op: Op) => op.ref.parent.id === 'cashHandovers';
    const isState = (op: Op) => op.ref.parent.id === 'courierCash';
    const fields: FieldSpec[] = [
      { op: isHandover, field: 'difference', kind: 'moneyUp' },
      { op: isHandover, field: 'expected', kind: 'ref', wrong: -1 },
      { op: isHandover, field: 'counted', kind: 'ref', wrong: 1.5 },
      { op: isHandover, field: 'from', kind: 'ref', wrong: Timestamp.fromMillis(Date.now() - 86_400_000) },
      { op: isHandover, field: 'until', kind: 'ref', wrong: Timestamp.fromMillis(Date.now() + 3_600_000) },
      { op: isHandover, field: 'n', kind: 'count' },
      { op: isHandover, field: 'courierId', kind: 'owner' },
      { op: isHandover, field: 'courierName', kind: 'owner', wrong: 'Хэн нэгэн' },
      { op: isHandover, field: 'createdUserId', kind: 'owner' },
      { op: isHandover, field: 'createdUser', kind: 'owner', wrong: 'Хэн нэгэн' },
      { op: isHandover, field: 'note', kind: 'ref', wrong: 'x'.repeat(201) },
      { op: isState, field: 'handovers', kind: 'count' },
      { op: isState, field: 'lastUntil', kind: 'ref', wrong: Timestamp.fromMillis(Date.now() - 7_200_000) },
      { op: isState, field: 'lastHandoverId', kind: 'ref' },
    ];
    await expectForgeriesRefused('hand-over', async () => {
      await resetCourier();
      const db = dbFor('Manager');
      await assertSucceeds(commit(db, handoverOps(courier, null, figures(30), 300_000, '', actor('Manager'), undefined, db) as Op[]));
      return { db, ops: handoverOps(courier, await courierState(), figures(1), 300_000, '', actor('Manager'), undefined, db) as Op[] };
    }, fields);
    // A hand-over of someone who is not a courier.
    const db = dbFor('Manager');
    const staff = uidOf('Call Centre');
    await assertFails(commit(db, handoverOps({ id: staff, name: personName(profileOf('Call Centre')) }, null, figures(5), 0, '', actor('Manager'), undefined, db) as Op[]));
  });
});

// -------------------------------------------------------------------------------------------------
// The figures: aggregation queries the store's seller may run, summing exactly the shift's time
// -------------------------------------------------------------------------------------------------
describe('a shift\'s figures, summed on the server', () => {
  it('sums the store\'s sales and returns of the shift\'s time only, as its seller reads them', async () => {
    const storeId = STORE_B; // the Reception In Country subject's store
    const from = Timestamp.fromMillis(Date.now() - 3_600_000);
    const at = (min: number) => Timestamp.fromMillis(from.toMillis() + min * 60_000);
    const order = (id: string, over: Record<string, unknown>) => ({ purchaseType: 'store', locationType: 'store', locationId: storeId, pending_status: 'done', ...over, id });
    const sale = (id: string, price: number, original: number, isNoat: boolean, createdAt: Timestamp) => ({
      purchaseType: 'store', locationType: 'store', locationId: storeId, price, product: { id, price, originalPrice: original, isNoat }, createdAt,
    });
    await asAdmin(async (db) => {
      const b = writeBatch(db);
      b.set(doc(db, 'orders', 'fig-1'), order('fig-1', { soldTotalPrice: 95_000, payments: { cash: 95_000, card: 0, qpay: 0, bank: 0 }, cashReceived: 100_000, createdAt: at(5) }));
      // Exact cash, nothing typed: no cashReceived (it counts as handed over exactly).
      b.set(doc(db, 'orders', 'fig-2'), order('fig-2', { soldTotalPrice: 150_000, payments: { cash: 50_000, card: 100_000, qpay: 0, bank: 0 }, createdAt: at(10) }));
      b.set(doc(db, 'orders', 'fig-before'), order('fig-before', { soldTotalPrice: 1_000, payments: { cash: 1_000, card: 0, qpay: 0, bank: 0 }, createdAt: at(-5) }));
      b.set(doc(db, 'orders', 'fig-other'), { ...order('fig-other', { soldTotalPrice: 7_000, payments: { cash: 7_000, card: 0, qpay: 0, bank: 0 }, createdAt: at(6) }), locationId: 'elsewhere' });
      b.set(doc(db, 'orders', 'fig-delivery'), { ...order('fig-delivery', { soldTotalPrice: 9_000, createdAt: at(7) }), purchaseType: 'delivery', locationType: 'delivery' });
      b.set(doc(db, 'sales', 'fig-1-a'), sale('a', 95_000, 100_000, false, at(5)));
      b.set(doc(db, 'sales', 'fig-2-b'), sale('b', 150_000 + 15_000 - 15_000, 150_000, false, at(10)));
      b.set(doc(db, 'sales', 'fig-3-c'), sale('c', 55_000, 50_000, true, at(20)));
      b.set(doc(db, 'sales', 'fig-before-d'), sale('d', 1_000, 1_000, true, at(-5)));
      await b.commit();
    });
    // The returns, as the return command writes them (support/returnFixture.ts) at minutes 30 and 40,
    // of sales made before the shift: a return paid back in cash, an exchange for a dearer pair paid
    // in cash with change (its new pair's sale is one of the shift's lines), and another store's.
    // (No counter needing a shift: the sales are made before it.)
    await resetCounter(storeId);
    await resetCounter(STORE_A);
    const [r1, r2, taken] = await addProducts(rules.env, [95_000, 100_000, 130_000].map((price) => productData({ price, originalPrice: price, locationId: storeId, locationName: 'Store B' })));
    const [elsewhere] = await addProducts(rules.env, [productData({ price: 5_000, originalPrice: 5_000 })]);
    const soldBefore = async (p: Product, seller: Subject) => {
      const { orderId, saleIds } = await seedSale(rules.env, { kind: 'store', products: [p], lines: [{ productId: p.id, isNoat: false }], buyer: CUSTOMER }, seller);
      await asAdmin(async (db) => {
        const b = writeBatch(db);
        b.update(doc(db, 'orders', orderId), { createdAt: at(-30) });
        for (const id of saleIds) b.update(doc(db, 'sales', id), { createdAt: at(-30) });
        await b.commit();
      });
      return orderId;
    };
    await seedReturn(rules.env, { orderId: await soldBefore(r1, OTHER_SELLER), productIds: [r1.id] }, OTHER_SELLER, { at: at(30) });
    await seedReturn(
      rules.env,
      { orderId: await soldBefore(r2, OTHER_SELLER), productIds: [r2.id], newLines: [{ productId: taken.id, isNoat: false, price: 130_000 }], payment: { payments: singlePayment('cash', 30_000), cashReceived: 40_000 } },
      OTHER_SELLER,
      { at: at(40) },
    );
    await seedReturn(rules.env, { orderId: await soldBefore(elsewhere, SELLER), productIds: [elsewhere.id] }, SELLER, { at: at(40) });
    const { readShiftFigures } = await import('../../src/features/shifts/api/shiftFigureQueries');
    const figures = await readShiftFigures(storeId, from, null, dbFor(OTHER_SELLER));
    expect(figures).toEqual({
      sales: 2,
      salesTotal: 245_000,
      paid: { cash: 145_000, card: 100_000, qpay: 0, bank: 0 },
      cashReceived: 150_000,
      // The 3 sales' lines and the exchange's new pair (docs/shifts.md: an exchange's new ones too).
      lines: 4,
      linesTotal: 430_000,
      linesOriginal: 430_000,
      vat: 5_000,
      returns: 2,
      returnedTotal: 195_000,
      exchangedTotal: 130_000,
      returnPaid: { cash: 30_000, card: 0, qpay: 0, bank: 0 },
      returnCashReceived: 40_000,
      paidBack: { cash: 95_000, card: 0, qpay: 0, bank: 0 },
    });
    // Up to a close at minute 25: the VAT sale at 20 stays in, the returns (and the exchange's new pair) out.
    const upTo = await readShiftFigures(storeId, from, at(25), dbFor(OTHER_SELLER));
    expect(upTo).toMatchObject({ sales: 2, lines: 3, returns: 0, paidBack: { cash: 0, card: 0, qpay: 0, bank: 0 } });
    // Another store's seller may not sum this store's.
    await assertFails(readShiftFigures(storeId, from, null, dbFor(SELLER)));
  });
});

describe('a courier\'s cash since the last hand-over, summed on the server', () => {
  it('counts the deliveries confirmed after `from`, up to the last one, and their cash', async () => {
    const base = Date.now() - 7_200_000;
    const at = (min: number) => Timestamp.fromMillis(base + min * 60_000);
    const delivered = (id: string, min: number, cash: number | null, over: Record<string, unknown> = {}) => ({
      id, purchaseType: 'delivery', pending_status: 'done', deliveryBoyId: COURIER, deliveredAt: at(min), soldTotalPrice: 100_000,
      ...(cash === null ? {} : { payments: { cash, card: 100_000 - cash, qpay: 0, bank: 0 } }), ...over,
    });
    await asAdmin(async (db) => {
      const b = writeBatch(db);
      b.set(doc(db, 'orders', 'door-0'), delivered('door-0', 0, 100_000));
      b.set(doc(db, 'orders', 'door-1'), delivered('door-1', 10, 100_000));
      b.set(doc(db, 'orders', 'door-2'), delivered('door-2', 20, 40_000));
      b.set(doc(db, 'orders', 'door-3'), delivered('door-3', 30, null));
      b.set(doc(db, 'orders', 'door-other'), delivered('door-other', 25, 100_000, { deliveryBoyId: OTHER_COURIER }));
      b.set(doc(db, 'orders', 'door-pending'), delivered('door-pending', 26, 100_000, { pending_status: 'delivering' }));
      await b.commit();
    });
    const { readCourierCash, readHandoverFigures } = await import('../../src/features/shifts/api/shiftFigureQueries');
    const manager = dbFor('Manager');
    const since = await readCourierCash(COURIER, at(0), manager);
    expect(since).toMatchObject({ deliveries: 3, expected: 140_000 });
    expect(since?.until.isEqual(at(30))).toBe(true);
    expect(await readCourierCash(COURIER, at(30), manager)).toBeNull();
    expect(await readHandoverFigures(COURIER, null, at(10), manager)).toMatchObject({ deliveries: 2, expected: 200_000 });
  });
});
