import { Timestamp, average, count, query, sum, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { collectionRef, typedCollection } from '../../../firebase/collections';
import { aggregateQuery, countQuery, readQuery, sumQuery } from '../../../firebase/queries';
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
 * store list (a few documents) is read, to know which stores to rank. Reads are counted under the
 * tag 'dashboard'.
 */

const TAG = 'dashboard';

/** A store as the ranking names it (its id when it has no name). */
const stores = typedCollection('stores', (id, d) => ({ id, name: String(d.name ?? id) }));

function inRange(range: DateRange): QueryConstraint[] {
  return [where('createdAt', '>=', Timestamp.fromDate(range.start)), where('createdAt', '<', Timestamp.fromDate(range.end))];
}

/**
 * The refunds of a period: the sum of the refund transactions (negative amounts). A refunded sale
 * keeps its sale record (marked refund), so revenue is the sales' prices plus this, which is what
 * the transactions say was kept.
 */
async function refundsIn(range: DateRange | null, fs: Firestore): Promise<number> {
  const q = query(collectionRef('transactions', fs), where('type', '==', 'refund'), ...(range ? inRange(range) : []));
  return safeNumber(await sumQuery(q, 'amount', TAG));
}

/** Sales revenue (less refunds) and count per month of the current year; months not started yet are zero, not queried. */
export async function fetchMonthlySales(now: Date, fs: Firestore = db): Promise<MonthlySales[]> {
  const sales = collectionRef('sales', fs);
  return Promise.all(
    monthsOfYear(now).map(async (m) => {
      if (m.future) return { month: m.month, revenue: 0, count: 0 };
      const [data, refunds] = await Promise.all([
        aggregateQuery(query(sales, ...inRange(m)), { revenue: sum('price'), count: count() }, { tag: TAG, entries: 'count' }),
        refundsIn(m, fs),
      ]);
      return { month: m.month, revenue: safeNumber(data.revenue) + refunds, count: data.count };
    }),
  );
}

export async function fetchTodayOrders(now: Date, fs: Firestore = db): Promise<number> {
  return countQuery(query(collectionRef('orders', fs), ...inRange(todayRange(now))), null, TAG);
}

/** Customers: users with role clientUser (the filter the users rules require of Admin and Manager). */
export async function fetchClientCount(fs: Firestore = db): Promise<number> {
  return countQuery(query(collectionRef('users', fs), where('role', '==', 'clientUser')), null, TAG);
}

export async function fetchTotalOrders(fs: Firestore = db): Promise<number> {
  return countQuery(collectionRef('orders', fs), null, TAG);
}

/** All-time revenue (sale prices less refunds) and the average product (sale) price, 2 decimals. */
export async function fetchRevenue(fs: Firestore = db): Promise<{ revenue: number; averagePrice: number }> {
  const [data, refunds] = await Promise.all([
    aggregateQuery(collectionRef('sales', fs), { revenue: sum('price'), averagePrice: average('price'), n: count() }, { tag: TAG, entries: 'n' }),
    refundsIn(null, fs),
  ]);
  return { revenue: safeNumber(data.revenue) + refunds, averagePrice: roundAverage(data.averagePrice) };
}

/** Each store's sales of the current year, highest first. */
export async function fetchTopStores(now: Date, fs: Firestore = db): Promise<RankedStore[]> {
  const list = await readQuery(stores.ref(fs), TAG);
  const year = yearRange(now);
  const totals = await Promise.all(
    list.map(async (store) => {
      const q = query(collectionRef('sales', fs), where('locationId', '==', store.id), ...inRange(year));
      return safeNumber(await sumQuery(q, 'price', TAG));
    }),
  );
  return rankStores(list, totals);
}

/** Orders per sales channel (purchaseType). */
export async function fetchChannels(fs: Firestore = db): Promise<ChannelSlice[]> {
  const counts = await Promise.all(
    PURCHASE_TYPES.map(async (channel) => [channel, await countQuery(query(collectionRef('orders', fs), where('purchaseType', '==', channel)), null, TAG)] as const),
  );
  return channelSlices(Object.fromEntries(counts) as Record<PurchaseType, number>);
}
