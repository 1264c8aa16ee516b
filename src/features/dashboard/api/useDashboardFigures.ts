import { useCallback, useState } from 'react';
import { useLoad, type QueryState } from '../../../firebase/queries';
import { loadDashboard, type DashboardData } from './dashboardQueries';

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
