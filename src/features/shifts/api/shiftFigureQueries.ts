import { collection, count, limit, orderBy, query, sum, where, type Firestore, type QueryConstraint, type Timestamp } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { aggregateQuery, readQuery } from '../../../firebase/queries';
import type { ShiftFigures } from '../../../entities/shift/shift';
import type { HandoverFigures } from './shiftWrites';

/**
 * A shift's and a hand-over's figures, summed on the server (docs/shifts.md, "The figures"): seven
 * aggregation queries for a shift, one for a courier, whatever the history's size (each is billed
 * one read per 1,000 documents it counts, at least one). Sellers may read their store's store
 * orders, sales and returns, so every query names the store.
 */

const TAG = 'shifts';

/** createdAt in [from, to) (to: null, up to now). */
function period(from: Timestamp, to: Timestamp | null): QueryConstraint[] {
  return [where('createdAt', '>=', from), ...(to ? [where('createdAt', '<', to)] : [])];
}

function n(v: number | null | undefined): number {
  return typeof v === 'number' ? v : 0;
}

/** The store's sales and counter returns of [from, to): every figure a shift report shows. */
export async function readShiftFigures(storeId: string, from: Timestamp, to: Timestamp | null, fs: Firestore = db): Promise<ShiftFigures> {
  const store = [where('purchaseType', '==', 'store'), where('locationId', '==', storeId), ...period(from, to)];
  const orders = query(collection(fs, 'orders'), ...store);
  const sales = query(collection(fs, 'sales'), ...store);
  const vatSales = query(collection(fs, 'sales'), ...store, where('product.isNoat', '==', true));
  const returns = query(collection(fs, 'returns'), where('locationId', '==', storeId), ...period(from, to));
  const options = { tag: TAG, entries: 'n' as const };
  const [o1, o2, s1, s2, r1, r2, r3] = await Promise.all([
    aggregateQuery(orders, { n: count(), total: sum('soldTotalPrice'), cash: sum('payments.cash'), card: sum('payments.card'), qpay: sum('payments.qpay') }, options),
    aggregateQuery(orders, { n: count(), bank: sum('payments.bank'), received: sum('cashReceived') }, options),
    aggregateQuery(sales, { n: count(), price: sum('price'), original: sum('product.originalPrice') }, options),
    aggregateQuery(vatSales, { n: count(), price: sum('price'), original: sum('product.originalPrice') }, options),
    aggregateQuery(returns, { n: count(), returned: sum('returnedTotal'), taken: sum('newTotal'), cash: sum('payments.cash'), card: sum('payments.card') }, options),
    aggregateQuery(returns, { n: count(), qpay: sum('payments.qpay'), bank: sum('payments.bank'), received: sum('cashReceived'), backCash: sum('paidBack.cash') }, options),
    aggregateQuery(returns, { n: count(), backCard: sum('paidBack.card'), backQpay: sum('paidBack.qpay'), backBank: sum('paidBack.bank') }, options),
  ]);
  return {
    sales: o1.n,
    salesTotal: n(o1.total),
    paid: { cash: n(o1.cash), card: n(o1.card), qpay: n(o1.qpay), bank: n(o2.bank) },
    cashReceived: n(o2.received),
    lines: s1.n,
    linesTotal: n(s1.price),
    linesOriginal: n(s1.original),
    vat: n(s2.price) - n(s2.original),
    returns: r1.n,
    returnedTotal: n(r1.returned),
    exchangedTotal: n(r1.taken),
    returnPaid: { cash: n(r1.cash), card: n(r1.card), qpay: n(r2.qpay), bank: n(r2.bank) },
    returnCashReceived: n(r2.received),
    paidBack: { cash: n(r2.backCash), card: n(r3.backCard), qpay: n(r3.backQpay), bank: n(r3.backBank) },
  };
}

/** A courier's deliveries confirmed in (from, until]. */
function deliveriesOf(courierId: string, from: Timestamp | null): QueryConstraint[] {
  return [where('deliveryBoyId', '==', courierId), where('pending_status', '==', 'done'), ...(from ? [where('deliveredAt', '>', from)] : [])];
}

/**
 * What a courier collected in cash since `from` (the last hand-over's end; null: ever): up to and
 * including its last confirmed delivery, whose exact time ends the hand-over (a delivery confirmed
 * while the Manager counts falls into the next one). Null when nothing was delivered since.
 */
export async function readCourierCash(courierId: string, from: Timestamp | null, fs: Firestore = db): Promise<HandoverFigures | null> {
  const scope = deliveriesOf(courierId, from);
  const [last] = await readQuery(query(collection(fs, 'orders'), ...scope, orderBy('deliveredAt', 'desc'), limit(1)), TAG);
  const until = last?.deliveredAt as Timestamp | undefined;
  if (!until) return null;
  return readHandoverFigures(courierId, from, until, fs);
}

/** The courier's deliveries in (from, until] and the cash they collected (a hand-over counted again). */
export async function readHandoverFigures(courierId: string, from: Timestamp | null, until: Timestamp, fs: Firestore = db): Promise<HandoverFigures> {
  const q = query(collection(fs, 'orders'), ...deliveriesOf(courierId, from), where('deliveredAt', '<=', until));
  const a = await aggregateQuery(q, { n: count(), cash: sum('payments.cash') }, { tag: TAG, entries: 'n' });
  return { until, deliveries: a.n, expected: n(a.cash) };
}
