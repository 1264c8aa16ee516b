import type { Timestamp } from 'firebase/firestore';
import { int, millis, obj, str, timestamp, type Data } from '../../firebase/fields';
import { NO_PAYMENTS, PAYMENT_METHODS, type Payments } from '../order/payment';

/**
 * Cash shifts at a store's counter and the couriers' cash hand-overs (docs/shifts.md): the stored
 * shapes, their mappers and the figures every screen, report and rule derives from them. Pure: no
 * Firebase set-up (the typed collections are shiftCollections.ts).
 *
 *   cashDrawers/{storeId}   the store's counter: whether its sales need an open shift, the open
 *                           shift, the last shift's number (so Z reports are numbered 1, 2, 3 ...)
 *   shifts/{storeId}-{no}   one shift: the float, pay-ins and pay-outs (kept totals), the close
 *   cashMoves/{shift}-{n}   one pay-in or pay-out of a shift, never changed
 *   courierCash/{courierId} the courier's last hand-over (where the next one starts)
 *   cashHandovers/{courierId}-{n}  one hand-over of a courier's door cash, never changed
 */

/** Banknotes and coins of the tugrik a drawer is counted by, largest first. */
export const DENOMINATIONS = [20000, 10000, 5000, 1000, 500, 100, 50, 20, 10] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/** How many of each denomination (keys are the denominations as text, as stored). */
export type CashCount = Partial<Record<`${Denomination}`, number>>;

/** The most of one denomination a count takes (the form and the rules: NOTES_MAX). */
export const NOTES_MAX = 100_000;
/** The largest amount of cash a float, a count, a pay-in or pay-out takes (CASH_MAX in the rules). */
export const CASH_MAX = 1_000_000_000;
/** A pay-in's or pay-out's note, a close's note, a hand-over's note (CASH_NOTE_MAX in the rules). */
export const CASH_NOTE_MAX = 200;

/** The value of a count. */
export function countTotal(count: CashCount): number {
  return DENOMINATIONS.reduce((sum, d) => sum + d * (count[`${d}`] ?? 0), 0);
}

/** A count as stored: how many of each denomination, in DENOMINATIONS order (the rules check this list). */
export function storedCount(count: CashCount): number[] {
  return DENOMINATIONS.map((d) => count[`${d}`] ?? 0);
}

/** A stored count (a list in DENOMINATIONS order) -> CashCount without the empty denominations. */
function toCount(v: unknown): CashCount | null {
  if (!Array.isArray(v)) return null;
  const out: CashCount = {};
  DENOMINATIONS.forEach((den, i) => {
    const n = int(v[i]);
    if (n > 0) out[`${den}`] = n;
  });
  return out;
}

function toMethods(v: unknown): Payments {
  const d = obj(v);
  if (!d) return { ...NO_PAYMENTS };
  return { cash: int(d.cash), card: int(d.card), qpay: int(d.qpay), bank: int(d.bank) };
}

// ------------------------------------------------------------------------------------------------
// The store's counter
// ------------------------------------------------------------------------------------------------

export interface CashDrawer {
  storeId: string;
  /** The business's setting for this store: a store sale needs an open shift. */
  shiftRequired: boolean;
  openShiftId: string | null;
  /** The number of the last shift opened (0 before the first). */
  lastShiftNo: number;
}

export function toCashDrawer(id: string, d: Data): CashDrawer {
  return {
    storeId: id,
    shiftRequired: d.shiftRequired === true,
    openShiftId: str(d.openShiftId) || null,
    lastShiftNo: int(d.lastShiftNo),
  };
}

/** A store without a drawer document: no shift yet, sales do not need one. */
export function noDrawer(storeId: string): CashDrawer {
  return { storeId, shiftRequired: false, openShiftId: null, lastShiftNo: 0 };
}

/** A shift's id: the store's, then the shift's number (two sellers opening at once make one). */
export function shiftId(storeId: string, no: number): string {
  return `${storeId}-${no}`;
}

/** Whether a store sale may be made now at a store with this drawer. */
export function mustOpenShift(drawer: CashDrawer | null): boolean {
  return drawer !== null && drawer.shiftRequired && drawer.openShiftId === null;
}

// ------------------------------------------------------------------------------------------------
// What a shift took: the figures of its sales and returns (from aggregation queries)
// ------------------------------------------------------------------------------------------------

/**
 * What the store's sales and counter returns of a shift's time add up to. Each is a sum or count of
 * one aggregation (features/shifts/api/shiftFigureQueries.ts); docs/shifts.md says which.
 */
export interface ShiftFigures {
  /** Store sales (orders) made in the shift, their totals (what the customers paid, VAT included). */
  sales: number;
  salesTotal: number;
  /** How the sales were paid, and the cash the customers handed over (change included). */
  paid: Payments;
  cashReceived: number;
  /** Every line sold in the shift (its sales' and its exchanges' new products): how many, their prices, their original prices. */
  lines: number;
  linesTotal: number;
  linesOriginal: number;
  /** VAT of the lines sold with VAT (their prices less their original prices). */
  vat: number;
  /** Counter returns and exchanges made in the shift. */
  returns: number;
  /** What came back (at its sale's prices) and what exchanges took instead. */
  returnedTotal: number;
  exchangedTotal: number;
  /** What exchange customers paid (a dearer pair), and the cash they handed over. */
  returnPaid: Payments;
  returnCashReceived: number;
  /** What was paid back to customers (returns, cheaper exchanges). */
  paidBack: Payments;
}

export const NO_FIGURES: ShiftFigures = {
  sales: 0,
  salesTotal: 0,
  paid: { ...NO_PAYMENTS },
  cashReceived: 0,
  lines: 0,
  linesTotal: 0,
  linesOriginal: 0,
  vat: 0,
  returns: 0,
  returnedTotal: 0,
  exchangedTotal: 0,
  returnPaid: { ...NO_PAYMENTS },
  returnCashReceived: 0,
  paidBack: { ...NO_PAYMENTS },
};

export function toShiftFigures(v: unknown): ShiftFigures | null {
  const d = obj(v);
  if (!d) return null;
  return {
    sales: int(d.sales),
    salesTotal: int(d.salesTotal),
    paid: toMethods(d.paid),
    cashReceived: int(d.cashReceived),
    lines: int(d.lines),
    linesTotal: int(d.linesTotal),
    linesOriginal: int(d.linesOriginal),
    vat: int(d.vat),
    returns: int(d.returns),
    returnedTotal: int(d.returnedTotal),
    exchangedTotal: int(d.exchangedTotal),
    returnPaid: toMethods(d.returnPaid),
    returnCashReceived: int(d.returnCashReceived),
    paidBack: toMethods(d.paidBack),
  };
}

/** What the figures mean for the drawer and the day (the X and Z reports' lines). */
export interface ShiftBalance {
  /** Cash the customers handed over (sales and exchanges), change included. */
  cashReceived: number;
  /** Cash handed back as change: what was received less the cash parts (so the lines always add up). */
  change: number;
  /** Discounts given on the lines sold: their original prices less what they sold for before VAT. */
  discounts: number;
  /** Per method, what the shift took: sales + exchange payments - paid back (the terminal's batch for card). */
  net: Payments;
  /** float + net cash + pay-ins - pay-outs: what the drawer should hold. */
  expectedCash: number;
}

export function shiftBalance(f: ShiftFigures, float: number, payIns: number, payOuts: number): ShiftBalance {
  const net = { ...NO_PAYMENTS };
  for (const m of PAYMENT_METHODS) net[m] = f.paid[m] + f.returnPaid[m] - f.paidBack[m];
  const cashReceived = f.cashReceived + f.returnCashReceived;
  return {
    cashReceived,
    change: cashReceived - f.paid.cash - f.returnPaid.cash,
    discounts: f.linesOriginal + f.vat - f.linesTotal,
    net,
    expectedCash: float + net.cash + payIns - payOuts,
  };
}

/** Figures that differ between two readings (what was stored at the close, and the orders now). */
export function figureDifferences(stored: ShiftFigures, now: ShiftFigures): string[] {
  const out: string[] = [];
  const flat = (f: ShiftFigures): Record<string, number> => ({
    sales: f.sales,
    salesTotal: f.salesTotal,
    cashReceived: f.cashReceived,
    lines: f.lines,
    linesTotal: f.linesTotal,
    linesOriginal: f.linesOriginal,
    vat: f.vat,
    returns: f.returns,
    returnedTotal: f.returnedTotal,
    exchangedTotal: f.exchangedTotal,
    returnCashReceived: f.returnCashReceived,
    ...Object.fromEntries(PAYMENT_METHODS.map((m) => [`paid.${m}`, f.paid[m]])),
    ...Object.fromEntries(PAYMENT_METHODS.map((m) => [`returnPaid.${m}`, f.returnPaid[m]])),
    ...Object.fromEntries(PAYMENT_METHODS.map((m) => [`paidBack.${m}`, f.paidBack[m]])),
  });
  const a = flat(stored);
  const b = flat(now);
  for (const k of Object.keys(a)) if (a[k] !== b[k]) out.push(k);
  return out;
}

// ------------------------------------------------------------------------------------------------
// A shift
// ------------------------------------------------------------------------------------------------

export type ShiftStatus = 'open' | 'closed';

export interface Shift {
  id: string;
  storeId: string;
  storeName: string;
  no: number;
  status: ShiftStatus;
  /** Kept exact (the figures' queries start at it). */
  openedAt: Timestamp;
  openedAtMs: number;
  openedUserId: string;
  openedUser: string;
  float: number;
  floatCount: CashCount | null;
  payIns: number;
  payOuts: number;
  moveCount: number;
  closedAt: Timestamp | null;
  closedAtMs: number;
  closedUserId: string | null;
  closedUser: string;
  countedCash: number | null;
  countedCount: CashCount | null;
  figures: ShiftFigures | null;
  expectedCash: number | null;
  difference: number | null;
  note: string;
}

export function toShift(id: string, d: Data): Shift {
  return {
    id,
    storeId: str(d.storeId),
    storeName: str(d.storeName),
    no: int(d.no),
    status: d.status === 'closed' ? 'closed' : 'open',
    openedAt: timestamp(d.openedAt),
    openedAtMs: millis(d.openedAt),
    openedUserId: str(d.openedUserId),
    openedUser: str(d.openedUser),
    float: int(d.float),
    floatCount: toCount(d.floatCount),
    payIns: int(d.payIns),
    payOuts: int(d.payOuts),
    moveCount: int(d.moveCount),
    closedAt: d.closedAt ? timestamp(d.closedAt) : null,
    closedAtMs: millis(d.closedAt),
    closedUserId: str(d.closedUserId) || null,
    closedUser: str(d.closedUser),
    countedCash: typeof d.countedCash === 'number' ? int(d.countedCash) : null,
    countedCount: toCount(d.countedCount),
    figures: toShiftFigures(d.figures),
    expectedCash: typeof d.expectedCash === 'number' ? int(d.expectedCash) : null,
    difference: typeof d.difference === 'number' ? int(d.difference) : null,
    note: str(d.note),
  };
}

/** Opened before the start of `todayStartMs` and still open: left open overnight. */
export function isLeftOpen(shift: Pick<Shift, 'status' | 'openedAtMs'>, todayStartMs: number): boolean {
  return shift.status === 'open' && shift.openedAtMs < todayStartMs;
}

// ------------------------------------------------------------------------------------------------
// Pay-ins and pay-outs
// ------------------------------------------------------------------------------------------------

export type CashMoveType = 'in' | 'out';
export const CASH_MOVE_REASONS = ['bank', 'delivery', 'expense', 'other'] as const;
export type CashMoveReason = (typeof CASH_MOVE_REASONS)[number];

export interface CashMove {
  id: string;
  shiftId: string;
  n: number;
  type: CashMoveType;
  amount: number;
  reason: CashMoveReason;
  note: string;
  createdUserId: string;
  createdUser: string;
  createdAtMs: number;
}

export function cashMoveId(shift: string, n: number): string {
  return `${shift}-${n}`;
}

export function toCashMove(id: string, d: Data): CashMove {
  const reason = CASH_MOVE_REASONS.find((r) => r === d.reason) ?? 'other';
  return {
    id,
    shiftId: str(d.shiftId),
    n: int(d.n),
    type: d.type === 'out' ? 'out' : 'in',
    amount: int(d.amount),
    reason,
    note: str(d.note),
    createdUserId: str(d.createdUserId),
    createdUser: str(d.createdUser),
    createdAtMs: millis(d.createdAt),
  };
}

// ------------------------------------------------------------------------------------------------
// Couriers' hand-overs
// ------------------------------------------------------------------------------------------------

export interface CourierCash {
  courierId: string;
  handovers: number;
  /** Where the next hand-over starts (the last one's end, exact); null before the first. */
  lastUntil: Timestamp | null;
}

export function toCourierCash(id: string, d: Data): CourierCash {
  return { courierId: id, handovers: int(d.handovers), lastUntil: d.lastUntil ? timestamp(d.lastUntil) : null };
}

export function handoverId(courierId: string, n: number): string {
  return `${courierId}-${n}`;
}

export interface CashHandover {
  id: string;
  courierId: string;
  courierName: string;
  n: number;
  /** The deliveries counted: confirmed after `from` (null: from the first) up to and at `until` (exact). */
  from: Timestamp | null;
  until: Timestamp;
  fromMs: number | null;
  untilMs: number;
  deliveries: number;
  expected: number;
  counted: number;
  difference: number;
  note: string;
  createdUserId: string;
  createdUser: string;
  createdAtMs: number;
}

export function toCashHandover(id: string, d: Data): CashHandover {
  return {
    id,
    courierId: str(d.courierId),
    courierName: str(d.courierName),
    n: int(d.n),
    from: d.from ? timestamp(d.from) : null,
    until: timestamp(d.until),
    fromMs: d.from ? millis(d.from) : null,
    untilMs: millis(d.until),
    deliveries: int(d.deliveries),
    expected: int(d.expected),
    counted: int(d.counted),
    difference: int(d.difference),
    note: str(d.note),
    createdUserId: str(d.createdUserId),
    createdUser: str(d.createdUser),
    createdAtMs: millis(d.createdAt),
  };
}
