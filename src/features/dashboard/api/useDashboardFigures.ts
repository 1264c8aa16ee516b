import { useEffect, useState } from 'react';
import type { QueryState } from '../../../firebase/queries';
import type { ChannelSlice, MonthlySales, RankedStore } from '../domain/figures';
import {
  fetchChannels,
  fetchClientCount,
  fetchMonthlySales,
  fetchRevenue,
  fetchTodayOrders,
  fetchTopStores,
  fetchTotalOrders,
} from './dashboardQueries';

export interface DashboardFigures {
  months: MonthlySales[];
  todayOrders: number;
  clients: number;
  totalOrders: number;
  revenue: { revenue: number; averagePrice: number };
  stores: RankedStore[];
  channels: ChannelSlice[];
}

type FigureKey = keyof DashboardFigures;

/** Each figure's own state: `data` null until it arrives (or when it failed). */
type Figures = { [K in FigureKey]: QueryState<DashboardFigures[K] | null> };

const LOADING = { data: null, loading: true, error: null } as const;

const EMPTY: Figures = {
  months: LOADING,
  todayOrders: LOADING,
  clients: LOADING,
  totalOrders: LOADING,
  revenue: LOADING,
  stores: LOADING,
  channels: LOADING,
};

/**
 * Runs all dashboard aggregations in parallel once, when the page opens. Each figure shows as soon
 * as its own query answers; a failed one is logged and carries its error without hiding the others.
 */
export function useDashboardFigures(): Figures {
  const [state, setState] = useState<Figures>(EMPTY);

  useEffect(() => {
    let active = true;
    const now = new Date();
    const load = <K extends FigureKey>(key: K, fetch: () => Promise<DashboardFigures[K]>) => {
      fetch().then(
        (value) => {
          if (active) setState((s) => ({ ...s, [key]: { data: value, loading: false, error: null } }));
        },
        (err: unknown) => {
          console.error(`Dashboard: ${key} failed`, err);
          const error = err instanceof Error ? err : new Error(String(err));
          if (active) setState((s) => ({ ...s, [key]: { data: null, loading: false, error } }));
        },
      );
    };
    load('months', () => fetchMonthlySales(now));
    load('todayOrders', () => fetchTodayOrders(now));
    load('clients', () => fetchClientCount());
    load('totalOrders', () => fetchTotalOrders());
    load('revenue', () => fetchRevenue());
    load('stores', () => fetchTopStores(now));
    load('channels', () => fetchChannels());
    return () => {
      active = false;
    };
  }, []);

  return state;
}
