import { collection, count, limit, orderBy, query, sum, where, type Firestore, type QueryConstraint, type Timestamp } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { aggregateQuery, readQuery } from '../../../firebase/queries';
import type { ShiftFigures } from '../../../entities/shift/shift';
import type { HandoverFigures } from './shiftWrites';

/**
 * A shift's and a hand-over's figures, summed on the server (docs/shifts.md, "The figures"): nine
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
  // One query per group of fields every document of it has: an aggregation leaves out the documents
  // that lack one of its fields (a return has payments or paidBack, a sale cashReceived or not).
  const methods = (field: string) => ({ n: count(), cash: sum(`${field}.cash`), card: sum(`${field}.card`), qpay: sum(`${field}.qpay`), bank: sum(`${field}.bank`) });
  const [o0, o1, o2, s1, s2, r0, r1, r2, r3] = await Promise.all([
    aggregateQuery(orders, { n: count(), total: sum('soldTotalPrice') }, options),
    aggregateQuery(orders, methods('payments'), options),
    // Only the sales that say what was handed over (a query of several aggregations counts only the
    // documents with every field): the change is their cash received less their cash parts.
    aggregateQuery(orders, { n: count(), received: sum('cashReceived'), cash: sum('payments.cash') }, options),
    aggregateQuery(sales, { n: count(), price: sum('price'), original: sum('product.originalPrice') }, options),
    aggregateQuery(vatSales, { n: count(), price: sum('price'), original: sum('product.originalPrice') }, options),
    aggregateQuery(returns, { n: count(), returned: sum('returnedTotal'), taken: sum('newTotal') }, options),
    aggregateQuery(returns, methods('payments'), options),
    aggregateQuery(returns, methods('paidBack'), options),
    aggregateQuery(returns, { n: count(), received: sum('cashReceived'), cash: sum('payments.cash') }, options),
  ]);
  const paid = (a: typeof o1) => ({ cash: n(a.cash), card: n(a.card), qpay: n(a.qpay), bank: n(a.bank) });
  return {
    sales: o0.n,
    salesTotal: n(o0.total),
    paid: paid(o1),
    // Cash handed over: the cash parts, plus the change of the sales that say what was handed over.
    cashReceived: n(o1.cash) + n(o2.received) - n(o2.cash),
    lines: s1.n,
    linesTotal: n(s1.price),
    linesOriginal: n(s1.original),
    vat: n(s2.price) - n(s2.original),
    returns: r0.n,
    returnedTotal: n(r0.returned),
    exchangedTotal: n(r0.taken),
    returnPaid: paid(r1),
    returnCashReceived: n(r1.cash) + n(r3.received) - n(r3.cash),
    paidBack: paid(r2),
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
  // Two queries: a delivery confirmed before payments were recorded has none (docs/delivery.md).
  const [all, paid] = await Promise.all([
    aggregateQuery(q, { n: count() }, { tag: TAG, entries: 'n' }),
    aggregateQuery(q, { n: count(), cash: sum('payments.cash') }, { tag: TAG, entries: 'n' }),
  ]);
  return { until, deliveries: all.n, expected: n(paid.cash) };
}
