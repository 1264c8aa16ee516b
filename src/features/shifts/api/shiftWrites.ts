import { serverTimestamp, type FieldValue, type Firestore, type Timestamp } from 'firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import { assertOnline, runServerTransaction } from '../../../firebase/online';
import { applyOps, type WriteOp } from '../../../firebase/writeOps';
import { readDocument } from '../../../firebase/queries';
import { cashDrawers, courierCash, shifts } from '../../../entities/shift/shiftCollections';
import {
  cashMoveId,
  handoverId,
  shiftId as shiftIdOf,
  type CashCount,
  type CashDrawer,
  type CashMoveReason,
  type CashMoveType,
  type CourierCash,
  type Shift,
  type ShiftFigures,
} from '../../../entities/shift/shift';
import {
  cashMoveDocument,
  closedShiftFields,
  courierCashAfter,
  drawerOnOpen,
  handoverDocument,
  openedShiftDocument,
} from '../../../entities/shift/shiftDocuments';
import { readShiftFigures } from './shiftFigureQueries';

/**
 * The cash shift's writes (docs/shifts.md). Each is planned as document operations from what it
 * read (the rules tests commit the same plans) and run in one transaction, so a shift and its
 * counter, a pay-out and the shift's totals, a hand-over and the courier's state change together.
 */

/** Who writes: the signed-in person and its name as the rules derive it (personName: last, first). */
export interface ShiftActor {
  id: string;
  name: string;
}

type Now = Timestamp | FieldValue;

/** Why a shift write was refused before anything was sent (the screen says it in words). */
export class ShiftStateError extends Error {
  constructor(readonly reason: 'alreadyOpen' | 'notOpen' | 'noStore' | 'nothingToHandOver' | 'changed') {
    super(reason);
    this.name = 'ShiftStateError';
  }
}

// ------------------------------------------------------------------------------------------------
// The business's setting
// ------------------------------------------------------------------------------------------------

export function drawerSettingOps(storeId: string, drawerExists: boolean, shiftRequired: boolean, now: Now = serverTimestamp(), fs: Firestore = db): WriteOp[] {
  const ref = docRef('cashDrawers', storeId, fs);
  return drawerExists
    ? [{ kind: 'update', ref, data: { shiftRequired, updatedAt: now } }]
    : [{ kind: 'set', ref, data: { storeId, shiftRequired, openShiftId: null, lastShiftNo: 0, updatedAt: now } }];
}

/** Admin, Manager, dev: whether the store's sales need an open shift. */
export async function saveShiftRequired(storeId: string, shiftRequired: boolean, fs: Firestore = db): Promise<void> {
  assertOnline();
  await runServerTransaction(fs, async (tx) => {
    const snap = await tx.get(docRef('cashDrawers', storeId, fs));
    applyOps(tx, drawerSettingOps(storeId, snap.exists(), shiftRequired, serverTimestamp(), fs));
  });
}

// ------------------------------------------------------------------------------------------------
// Open
// ------------------------------------------------------------------------------------------------

export interface Float {
  /** Counted by denomination, or null for one amount. */
  count: CashCount | null;
  amount: number;
}

/** The shift numbered after the drawer's last, and the drawer pointing at it. */
export function openShiftOps(
  store: { id: string; name: string },
  drawer: CashDrawer | null,
  float: Float,
  by: ShiftActor,
  now: Now = serverTimestamp(),
  fs: Firestore = db,
): WriteOp[] {
  if (drawer?.openShiftId) throw new ShiftStateError('alreadyOpen');
  const no = (drawer?.lastShiftNo ?? 0) + 1;
  const shift = openedShiftDocument({ storeId: store.id, storeName: store.name, no, floatCount: float.count, float: float.amount, userId: by.id, userName: by.name, now });
  const drawerRef = docRef('cashDrawers', store.id, fs);
  return [
    drawer
      ? { kind: 'update', ref: drawerRef, data: { openShiftId: shift.id, lastShiftNo: no, updatedAt: now } }
      : { kind: 'set', ref: drawerRef, data: drawerOnOpen(store.id, no, false, now) },
    { kind: 'set', ref: docRef('shifts', shift.id, fs), data: shift },
  ];
}

/** Opens the store's next shift with its float; fails with ShiftStateError('alreadyOpen') when one is open. */
export async function openShift(storeId: string, float: Float, by: ShiftActor, fs: Firestore = db): Promise<string> {
  assertOnline();
  return runServerTransaction(fs, async (tx) => {
    const [drawerSnap, storeSnap] = await Promise.all([tx.get(cashDrawers.doc(storeId, fs)), tx.get(docRef('stores', storeId, fs))]);
    if (!storeSnap.exists()) throw new ShiftStateError('noStore');
    const drawer = drawerSnap.exists() ? drawerSnap.data() : null;
    const name = storeSnap.get('name');
    const ops = openShiftOps({ id: storeId, name: typeof name === 'string' ? name : '' }, drawer, float, by, serverTimestamp(), fs);
    applyOps(tx, ops);
    return shiftIdOf(storeId, (drawer?.lastShiftNo ?? 0) + 1);
  });
}

// ------------------------------------------------------------------------------------------------
// Pay-ins and pay-outs
// ------------------------------------------------------------------------------------------------

export interface CashMoveInput {
  type: CashMoveType;
  amount: number;
  reason: CashMoveReason;
  note: string;
}

export function cashMoveOps(shift: Pick<Shift, 'id' | 'storeId' | 'status' | 'moveCount' | 'payIns' | 'payOuts'>, move: CashMoveInput, by: ShiftActor, now: Now = serverTimestamp(), fs: Firestore = db): WriteOp[] {
  if (shift.status !== 'open') throw new ShiftStateError('notOpen');
  const n = shift.moveCount + 1;
  return [
    {
      kind: 'set',
      ref: docRef('cashMoves', cashMoveId(shift.id, n), fs),
      data: cashMoveDocument({ shiftId: shift.id, storeId: shift.storeId, n, ...move, note: move.note.trim(), userId: by.id, userName: by.name, now }),
    },
    {
      kind: 'update',
      ref: docRef('shifts', shift.id, fs),
      data: {
        payIns: shift.payIns + (move.type === 'in' ? move.amount : 0),
        payOuts: shift.payOuts + (move.type === 'out' ? move.amount : 0),
        moveCount: n,
        updatedAt: now,
      },
    },
  ];
}

/** Records a pay-in or pay-out on the open shift (its totals grow with it, in one transaction). */
export async function recordCashMove(shiftId: string, move: CashMoveInput, by: ShiftActor, fs: Firestore = db): Promise<void> {
  assertOnline();
  await runServerTransaction(fs, async (tx) => {
    const snap = await tx.get(shifts.doc(shiftId, fs));
    const shift = snap.exists() ? snap.data() : null;
    if (!shift) throw new ShiftStateError('notOpen');
    applyOps(tx, cashMoveOps(shift, move, by, serverTimestamp(), fs));
  });
}

// ------------------------------------------------------------------------------------------------
// Close
// ------------------------------------------------------------------------------------------------

export interface CloseInput {
  /** The drawer counted by denomination, or null with the amount typed. */
  count: CashCount | null;
  amount: number;
  note: string;
}

export function closeShiftOps(shift: Shift, figures: ShiftFigures, close: CloseInput, by: ShiftActor, now: Now = serverTimestamp(), fs: Firestore = db): WriteOp[] {
  if (shift.status !== 'open') throw new ShiftStateError('notOpen');
  return [
    {
      kind: 'update',
      ref: docRef('shifts', shift.id, fs),
      data: closedShiftFields({
        float: shift.float,
        payIns: shift.payIns,
        payOuts: shift.payOuts,
        figures,
        countedCount: close.count,
        countedCash: close.amount,
        note: close.note.trim(),
        userId: by.id,
        userName: by.name,
        now,
      }),
    },
    { kind: 'update', ref: docRef('cashDrawers', shift.storeId, fs), data: { openShiftId: null, updatedAt: now } },
  ];
}

/**
 * Closes the shift: its figures are summed again just before (the sales up to this moment), then the
 * shift and the counter change in one transaction. Returns the closed shift's figures.
 */
export async function closeShift(shiftId: string, close: CloseInput, by: ShiftActor, fs: Firestore = db): Promise<ShiftFigures> {
  assertOnline();
  const shift = await readDocument(shifts.doc(shiftId, fs), 'shifts');
  if (!shift || shift.status !== 'open') throw new ShiftStateError('notOpen');
  const figures = await readShiftFigures(shift.storeId, shift.openedAt, null, fs);
  await runServerTransaction(fs, async (tx) => {
    const snap = await tx.get(shifts.doc(shiftId, fs));
    const now = snap.exists() ? snap.data() : null;
    if (!now || now.status !== 'open') throw new ShiftStateError('notOpen');
    applyOps(tx, closeShiftOps(now, figures, close, by, serverTimestamp(), fs));
  });
  return figures;
}

// ------------------------------------------------------------------------------------------------
// A courier's hand-over
// ------------------------------------------------------------------------------------------------

export interface HandoverFigures {
  /** The last delivery counted (its deliveredAt), where this hand-over ends. */
  until: Timestamp;
  deliveries: number;
  expected: number;
}

export function handoverOps(
  courier: { id: string; name: string },
  state: CourierCash | null,
  figures: HandoverFigures,
  counted: number,
  note: string,
  by: ShiftActor,
  now: Now = serverTimestamp(),
  fs: Firestore = db,
): WriteOp[] {
  const n = (state?.handovers ?? 0) + 1;
  const from = state?.lastUntil ?? null;
  return [
    {
      kind: 'set',
      ref: docRef('cashHandovers', handoverId(courier.id, n), fs),
      data: handoverDocument<Now>({
        courierId: courier.id,
        courierName: courier.name,
        n,
        from,
        until: figures.until,
        deliveries: figures.deliveries,
        expected: figures.expected,
        counted,
        note: note.trim(),
        userId: by.id,
        userName: by.name,
        now,
      }),
    },
    { kind: 'set', ref: docRef('courierCash', courier.id, fs), data: courierCashAfter<Now>(courier.id, n, figures.until, now) },
  ];
}

/**
 * Records what the courier handed over for the deliveries the screen counted (`figures`, read since
 * `state`'s last hand-over: the hand-over starts where it ended). Fails with ShiftStateError('changed') when another hand-over of this
 * courier was recorded meanwhile (the screen counts again).
 */
export async function recordHandover(
  courier: { id: string; name: string },
  state: CourierCash | null,
  figures: HandoverFigures,
  counted: number,
  note: string,
  by: ShiftActor,
  fs: Firestore = db,
): Promise<string> {
  assertOnline();
  if (figures.deliveries === 0) throw new ShiftStateError('nothingToHandOver');
  return runServerTransaction(fs, async (tx) => {
    const snap = await tx.get(courierCash.doc(courier.id, fs));
    const current = snap.exists() ? snap.data() : null;
    if ((current?.handovers ?? 0) !== (state?.handovers ?? 0)) throw new ShiftStateError('changed');
    applyOps(tx, handoverOps(courier, state, figures, counted, note, by, serverTimestamp(), fs));
    return handoverId(courier.id, (state?.handovers ?? 0) + 1);
  });
}
