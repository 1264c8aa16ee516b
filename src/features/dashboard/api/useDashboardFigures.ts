import { useCallback, useEffect, useState } from 'react';
import type { QueryState } from '../../../firebase/queries';
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
  const [state, setState] = useState<{ data: DashboardData | null; loading: boolean; error: Error | null; fresh: boolean }>({
    data: null,
    loading: true,
    error: null,
    fresh: false,
  });
  const [run, setRun] = useState({ n: 0, fresh: false });

  useEffect(() => {
    let active = true;
    loadDashboard(new Date(), run.fresh).then(
      (data) => active && setState({ data, loading: false, error: null, fresh: false }),
      (err: unknown) => {
        console.error('Dashboard failed', err);
        const error = err instanceof Error ? err : new Error(String(err));
        if (active) setState({ data: null, loading: false, error, fresh: false });
      },
    );
    return () => {
      active = false;
    };
  }, [run]);

  const recompute = useCallback(() => {
    setState((s) => ({ ...s, loading: true, fresh: true }));
    setRun((r) => ({ n: r.n + 1, fresh: true }));
  }, []);

  return { figures: figuresOf(state), recompute, recomputing: state.fresh && state.loading };
}
