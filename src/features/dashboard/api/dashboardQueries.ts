import { useCallback, useState } from 'react';
import { Timestamp, count, query, sum, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { collectionRef } from '../../../firebase/collections';
import { aggregateQuery, countQuery, readDocument, readQuery, sumQuery, useLoad, type QueryState } from '../../../firebase/queries';
import { PURCHASE_TYPES, type PurchaseType } from '../../../entities/order/order';
import { keptRefunds, safeNumber, storeRefOf, type StoreRef } from '../domain/figures';
import { locations } from '../../../entities/location/locationCollection';
import type { StoredFigures } from '../../../entities/dashboardFigures/dashboardFigures';
import { keptFigures } from '../../../entities/dashboardFigures/dashboardFiguresCollection';
import { startOfDay } from '../domain/periods';
import {
  addDelta,
  dashboardView,
  emptyDelta,
  monthSlices,
  newYear,
  type DashboardView,
  type FigureDelta,
} from '../domain/storedFigures';
import { saveKeptFigures } from './dashboardWrites';

/**
 * The dashboard's figures (docs/reports.md). What happened before today is kept in
 * dashboardFigures/{year} (rolled forward once a day by the first Admin or dev who opens the
 * dashboard); what happened today is aggregated at each open. So an open reads the kept document,
 * the store list and about seventeen aggregations over today, whatever the size of the history
 * (read budgets: docs/local-stack.md). Reads are counted under the tag 'dashboard'.
 */

const TAG = 'dashboard';

/** A period [start, end); a null bound is open (the whole history before `end`, or everything). */
export interface Period {
  start: Date | null;
  end: Date | null;
}

function inPeriod(p: Period): QueryConstraint[] {
  const c: QueryConstraint[] = [];
  if (p.start) c.push(where('createdAt', '>=', Timestamp.fromDate(p.start)));
  if (p.end) c.push(where('createdAt', '<', Timestamp.fromDate(p.end)));
  return c;
}

/**
 * Sale records (count, price sum) and what was taken back (refunds) of a period: the refund
 * transactions' sum and the exchanges' returnedAmount sum (keptRefunds).
 */
async function salesAndRefunds(p: Period, fs: Firestore): Promise<{ sales: number; salesTotal: number; refunds: number }> {
  const transactions = collectionRef('transactions', fs);
  const [s, r, x] = await Promise.all([
    aggregateQuery(query(collectionRef('sales', fs), ...inPeriod(p)), { n: count(), total: sum('price') }, { tag: TAG, entries: 'n' }),
    aggregateQuery(query(transactions, where('type', '==', 'refund'), ...inPeriod(p)), { n: count(), total: sum('amount') }, { tag: TAG, entries: 'n' }),
    aggregateQuery(query(transactions, where('type', '==', 'exchange'), ...inPeriod(p)), { n: count(), total: sum('returnedAmount') }, { tag: TAG, entries: 'n' }),
  ]);
  return { sales: s.n, salesTotal: safeNumber(s.total), refunds: keptRefunds(r.total, x.total) };
}

/**
 * What happened in a period, as aggregations: orders (and per purchase type), sale records and
 * their prices, refunds, customers registered; with `year`, also per month of that year and the
 * year's sales per store (the period clipped to the year).
 */
export async function periodFigures(p: Period, year: number | null, storeList: readonly StoreRef[], fs: Firestore = db): Promise<FigureDelta> {
  const orders = collectionRef('orders', fs);
  const yearPeriod = year === null ? null : clip(p, new Date(year, 0, 1), new Date(year + 1, 0, 1));
  const [orderCount, channelCounts, money, customers, months, storeTotals] = await Promise.all([
    countQuery(query(orders, ...inPeriod(p)), null, TAG),
    Promise.all(PURCHASE_TYPES.map((type) => countQuery(query(orders, where('purchaseType', '==', type), ...inPeriod(p)), null, TAG))),
    salesAndRefunds(p, fs),
    countQuery(query(collectionRef('users', fs), where('role', '==', 'clientUser'), ...inPeriod(p)), null, TAG),
    yearPeriod && year !== null
      ? Promise.all(monthSlices(year, yearPeriod.start, yearPeriod.end).map(async (m) => ({ month: m.month, ...(await salesAndRefunds(m, fs)) })))
      : Promise.resolve([]),
    yearPeriod
      ? Promise.all(
          storeList.map((s) => sumQuery(query(collectionRef('sales', fs), where('locationId', '==', s.id), ...inPeriod(yearPeriod)), 'price', TAG)),
        )
      : Promise.resolve([] as number[]),
  ]);
  const delta = emptyDelta();
  delta.orders = orderCount;
  PURCHASE_TYPES.forEach((type, i) => (delta.channels[type] = channelCounts[i]));
  delta.sales = money.sales;
  delta.salesTotal = money.salesTotal;
  delta.refunds = money.refunds;
  delta.customers = customers;
  for (const m of months) {
    delta.monthSales[m.month] = m.sales;
    delta.monthTotals[m.month] = m.salesTotal;
    delta.monthRefunds[m.month] = m.refunds;
  }
  storeList.forEach((s, i) => {
    if (storeTotals[i]) delta.storeTotals[s.id] = safeNumber(storeTotals[i]);
  });
  return delta;
}

/** The part of a period inside [start, end), or null when none. */
function clip(p: Period, start: Date, end: Date): { start: Date; end: Date } | null {
  const s = p.start && p.start > start ? p.start : start;
  const e = p.end && p.end < end ? p.end : end;
  return s < e ? { start: s, end: e } : null;
}

/** The all-time counts of a delta subtracted: what is left before the delta's period. */
function minusCounts(all: FigureDelta, part: FigureDelta): FigureDelta {
  const negated: FigureDelta = {
    ...emptyDelta(),
    orders: -part.orders,
    channels: Object.fromEntries(PURCHASE_TYPES.map((p) => [p, -part.channels[p]])) as Record<PurchaseType, number>,
    sales: -part.sales,
    salesTotal: -part.salesTotal,
    refunds: -part.refunds,
    customers: -part.customers,
  };
  return addDelta(all, negated);
}

/**
 * The kept figures of `today`'s year up to the start of today: the stored document when it is
 * current; rolled forward over the days since it was kept; carried over from last year's; or, the
 * first time ever, computed from the whole history (once). Saved when it changed.
 */
async function keptUntil(today: Date, live: FigureDelta, storeList: readonly StoreRef[], fresh: boolean, fs: Firestore): Promise<StoredFigures> {
  const year = today.getFullYear();
  const stored = fresh ? null : await readDocument(keptFigures.doc(String(year), fs), TAG);
  if (stored && stored.through === today.getTime()) return stored;
  let kept: StoredFigures;
  // Figures kept later than the start of today (by hand, or by a device with another clock) are not
  // rolled forward but rebuilt below; the rules let the rebuilt figures move `through` back to it.
  if (stored && stored.through < today.getTime()) {
    kept = { ...addDelta(stored, await periodFigures({ start: new Date(stored.through), end: today }, year, storeList, fs)), through: today.getTime() };
  } else {
    const january = new Date(year, 0, 1);
    const previous = fresh ? null : await readDocument(keptFigures.doc(String(year - 1), fs), TAG);
    if (previous) {
      const lastDays = await periodFigures({ start: new Date(previous.through), end: january }, null, storeList, fs);
      const carried = addDelta(newYear(previous, year, january.getTime()), lastDays);
      kept = { ...addDelta(carried, await periodFigures({ start: january, end: today }, year, storeList, fs)), through: today.getTime() };
    } else {
      // The first open ever: the whole history (documents without createdAt too) less today.
      const [everything, thisYear] = await Promise.all([
        periodFigures({ start: null, end: null }, null, storeList, fs),
        periodFigures({ start: january, end: today }, year, storeList, fs),
      ]);
      const before = minusCounts(everything, live);
      kept = {
        ...newYear(before, year, today.getTime()),
        monthSales: thisYear.monthSales,
        monthTotals: thisYear.monthTotals,
        monthRefunds: thisYear.monthRefunds,
        storeTotals: thisYear.storeTotals,
      };
    }
  }
  try {
    await saveKeptFigures(kept, fs);
  } catch (error) {
    // Shown all the same; the next open tries again.
    console.error('Dashboard: keeping the figures failed', error);
  }
  return kept;
}

export interface DashboardData extends DashboardView {
  todayOrders: number;
}

/**
 * Everything the dashboard shows, as of `now`. `fresh` recomputes the kept figures from the whole
 * history (the Recompute button: after old orders, sales or transactions were deleted, which the
 * kept figures still count).
 */
export async function loadDashboard(now: Date, fresh = false, fs: Firestore = db): Promise<DashboardData> {
  const today = startOfDay(now);
  // Open-ended in practice: nothing is created in the future (createdAt is the server's time).
  const later = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 2);
  const storeList = (await readQuery(locations.store.ref(fs), TAG)).map(storeRefOf);
  const live = await periodFigures({ start: today, end: later }, today.getFullYear(), storeList, fs);
  const kept = await keptUntil(today, live, storeList, fresh, fs);
  return { ...dashboardView(addDelta(kept, live), storeList), todayOrders: live.orders };
}

export type DashboardFigures = DashboardData;

type FigureKey = keyof DashboardFigures;

/** Each figure's state (one load fills them all): `data` null until it arrives (or when it failed). */
export type Figures = { [K in FigureKey]: QueryState<DashboardFigures[K] | null> };

const KEYS: readonly FigureKey[] = ['months', 'todayOrders', 'clients', 'totalOrders', 'revenue', 'stores', 'channels'];

function figuresOf(state: { data: DashboardData | null; loading: boolean; error: Error | null }): Figures {
  return Object.fromEntries(KEYS.map((k) => [k, { data: state.data ? state.data[k] : null, loading: state.loading, error: state.error }])) as Figures;
}

/**
 * Loads the dashboard once when the page opens (the kept figures plus today's aggregations);
 * `recompute` rebuilds the kept figures from the whole history.
 */
export function useDashboardFigures(): { figures: Figures; recompute: () => void; recomputing: boolean } {
  // Each load is bound to its number; a recompute keeps showing the figures it replaces.
  const [run, setRun] = useState({ n: 0, fresh: false });
  const read = useLoad(run.n, () => loadDashboard(new Date(), run.fresh), { label: 'dashboard', failed: null });
  const loading = read.current === null;
  const state = { data: read.current ? read.current.data : (read.last?.data ?? null), loading, error: read.current?.error ?? null };

  const recompute = useCallback(() => setRun((r) => ({ n: r.n + 1, fresh: true })), []);

  return { figures: figuresOf(state), recompute, recomputing: run.fresh && loading };
}
