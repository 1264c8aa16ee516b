import {
  Timestamp,
  average,
  collection,
  count,
  getAggregateFromServer,
  getCountFromServer,
  getDocs,
  query,
  sum,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { PURCHASE_TYPES, type PurchaseType } from '../../../entities/order/order';
import {
  channelSlices,
  rankStores,
  roundAverage,
  safeNumber,
  type ChannelSlice,
  type MonthlySales,
  type RankedStore,
} from '../domain/figures';
import { monthsOfYear, todayRange, yearRange, type DateRange } from '../domain/periods';

/**
 * Every dashboard figure is a Firestore aggregation query (count / sum / average) evaluated on the
 * server (read budgets: docs/local-stack.md): no order or sale document is downloaded. Only the
 * store list (a few documents) is read, to know which stores to rank.
 */

function inRange(range: DateRange): QueryConstraint[] {
  return [where('createdAt', '>=', Timestamp.fromDate(range.start)), where('createdAt', '<', Timestamp.fromDate(range.end))];
}

/**
 * The refunds of a period: the sum of the refund transactions (negative amounts). A refunded sale
 * keeps its sale record (marked refund), so revenue is the sales' prices plus this, which is what
 * the transactions say was kept.
 */
async function refundsIn(db: Firestore, range: DateRange | null): Promise<number> {
  const q = query(collection(db, 'transactions'), where('type', '==', 'refund'), ...(range ? inRange(range) : []));
  return safeNumber((await getAggregateFromServer(q, { total: sum('amount') })).data().total);
}

/** Sales revenue (less refunds) and count per month of the current year; months not started yet are zero, not queried. */
export async function fetchMonthlySales(db: Firestore, now: Date): Promise<MonthlySales[]> {
  const sales = collection(db, 'sales');
  return Promise.all(
    monthsOfYear(now).map(async (m) => {
      if (m.future) return { month: m.month, revenue: 0, count: 0 };
      const [snap, refunds] = await Promise.all([
        getAggregateFromServer(query(sales, ...inRange(m)), { revenue: sum('price'), count: count() }),
        refundsIn(db, m),
      ]);
      return { month: m.month, revenue: safeNumber(snap.data().revenue) + refunds, count: snap.data().count };
    }),
  );
}

export async function fetchTodayOrders(db: Firestore, now: Date): Promise<number> {
  const snap = await getCountFromServer(query(collection(db, 'orders'), ...inRange(todayRange(now))));
  return snap.data().count;
}

/** Customers: users with role clientUser (the filter the users rules require of Admin and Manager). */
export async function fetchClientCount(db: Firestore): Promise<number> {
  const snap = await getCountFromServer(query(collection(db, 'users'), where('role', '==', 'clientUser')));
  return snap.data().count;
}

export async function fetchTotalOrders(db: Firestore): Promise<number> {
  return (await getCountFromServer(collection(db, 'orders'))).data().count;
}

/** All-time revenue (sale prices less refunds) and the average product (sale) price, 2 decimals. */
export async function fetchRevenue(db: Firestore): Promise<{ revenue: number; averagePrice: number }> {
  const [snap, refunds] = await Promise.all([
    getAggregateFromServer(collection(db, 'sales'), { revenue: sum('price'), averagePrice: average('price') }),
    refundsIn(db, null),
  ]);
  return { revenue: safeNumber(snap.data().revenue) + refunds, averagePrice: roundAverage(snap.data().averagePrice) };
}

/** Each store's sales of the current year, highest first. */
export async function fetchTopStores(db: Firestore, now: Date): Promise<RankedStore[]> {
  const storesSnap = await getDocs(collection(db, 'stores'));
  const stores = storesSnap.docs.map((d) => ({ id: d.id, name: String(d.get('name') ?? d.id) }));
  const year = yearRange(now);
  const totals = await Promise.all(
    stores.map(async (store) => {
      const q = query(collection(db, 'sales'), where('locationId', '==', store.id), ...inRange(year));
      return safeNumber((await getAggregateFromServer(q, { total: sum('price') })).data().total);
    }),
  );
  return rankStores(stores, totals);
}

/** Orders per sales channel (purchaseType). */
export async function fetchChannels(db: Firestore): Promise<ChannelSlice[]> {
  const counts = await Promise.all(
    PURCHASE_TYPES.map(
      async (channel) =>
        [channel, (await getCountFromServer(query(collection(db, 'orders'), where('purchaseType', '==', channel)))).data().count] as const,
    ),
  );
  return channelSlices(Object.fromEntries(counts) as Record<PurchaseType, number>);
}
