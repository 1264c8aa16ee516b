import { countTotal, storedCount, shiftBalance, shiftId, type CashCount, type CashMoveReason, type CashMoveType, type ShiftFigures } from './shift';

// The stored documents of shifts and hand-overs, the one place their shapes are written out
// (docs/shifts.md). Pure TypeScript like orderDocument: the writes, the rules tests and the seeds
// build them here. Timestamps come from the caller (serverTimestamp() in the app).

export interface ShiftOpening<T> {
  storeId: string;
  storeName: string;
  /** The drawer's lastShiftNo + 1. */
  no: number;
  /** The float: counted by denomination, or one amount (count null). */
  floatCount: CashCount | null;
  float: number;
  userId: string;
  userName: string;
  now: T;
}

/** shifts/{storeId}-{no} as opened. */
export function openedShiftDocument<T>(o: ShiftOpening<T>) {
  return {
    id: shiftId(o.storeId, o.no),
    storeId: o.storeId,
    storeName: o.storeName,
    no: o.no,
    status: 'open' as const,
    openedAt: o.now,
    openedUserId: o.userId,
    openedUser: o.userName,
    float: o.floatCount ? countTotal(o.floatCount) : o.float,
    floatCount: o.floatCount ? storedCount(o.floatCount) : null,
    payIns: 0,
    payOuts: 0,
    moveCount: 0,
    closedAt: null,
    closedUserId: null,
    closedUser: null,
    countedCash: null,
    countedCount: null,
    figures: null,
    expectedCash: null,
    difference: null,
    note: '',
    updatedAt: o.now,
  };
}

/** cashDrawers/{storeId} as a shift opens (created with the first shift when the store has none). */
export function drawerOnOpen<T>(storeId: string, no: number, shiftRequired: boolean, now: T) {
  return { storeId, shiftRequired, openShiftId: shiftId(storeId, no), lastShiftNo: no, updatedAt: now };
}

export interface ShiftClosing<T> {
  float: number;
  payIns: number;
  payOuts: number;
  figures: ShiftFigures;
  countedCount: CashCount | null;
  countedCash: number;
  note: string;
  userId: string;
  userName: string;
  now: T;
}

/** The fields a close changes on the shift: the count, the figures, what was expected, the difference. */
export function closedShiftFields<T>(c: ShiftClosing<T>) {
  const countedCash = c.countedCount ? countTotal(c.countedCount) : c.countedCash;
  const expectedCash = shiftBalance(c.figures, c.float, c.payIns, c.payOuts).expectedCash;
  return {
    status: 'closed' as const,
    closedAt: c.now,
    closedUserId: c.userId,
    closedUser: c.userName,
    countedCash,
    countedCount: c.countedCount ? storedCount(c.countedCount) : null,
    figures: c.figures,
    expectedCash,
    difference: countedCash - expectedCash,
    note: c.note,
    updatedAt: c.now,
  };
}

export interface CashMoveInput<T> {
  shiftId: string;
  storeId: string;
  /** The shift's moveCount + 1. */
  n: number;
  type: CashMoveType;
  amount: number;
  reason: CashMoveReason;
  note: string;
  userId: string;
  userName: string;
  now: T;
}

export function cashMoveDocument<T>(m: CashMoveInput<T>) {
  return {
    shiftId: m.shiftId,
    storeId: m.storeId,
    n: m.n,
    type: m.type,
    amount: m.amount,
    reason: m.reason,
    note: m.note,
    createdUserId: m.userId,
    createdUser: m.userName,
    createdAt: m.now,
  };
}

export interface HandoverInput<T> {
  courierId: string;
  courierName: string;
  /** courierCash.handovers + 1. */
  n: number;
  from: T | null;
  until: T;
  deliveries: number;
  expected: number;
  counted: number;
  note: string;
  userId: string;
  userName: string;
  now: T;
}

export function handoverDocument<T>(h: HandoverInput<T>) {
  return {
    courierId: h.courierId,
    courierName: h.courierName,
    n: h.n,
    from: h.from,
    until: h.until,
    deliveries: h.deliveries,
    expected: h.expected,
    counted: h.counted,
    difference: h.counted - h.expected,
    note: h.note,
    createdUserId: h.userId,
    createdUser: h.userName,
    createdAt: h.now,
  };
}

/** courierCash/{courierId} after hand-over n. */
export function courierCashAfter<T>(courierId: string, n: number, until: T, now: T) {
  return { courierId, handovers: n, lastUntil: until, lastHandoverId: `${courierId}-${n}`, updatedAt: now };
}
