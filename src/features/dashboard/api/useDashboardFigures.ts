import { useEffect, useState } from 'react';
import { db } from '../../../firebase/firestore';
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

export type FigureKey = keyof DashboardFigures;

/** A figure is loading (undefined), loaded (its value) or failed ('error'). */
export type FigureState<K extends FigureKey> = DashboardFigures[K] | 'error' | undefined;

export type DashboardState = { [K in FigureKey]: FigureState<K> };

const EMPTY: DashboardState = {
  months: undefined,
  todayOrders: undefined,
  clients: undefined,
  totalOrders: undefined,
  revenue: undefined,
  stores: undefined,
  channels: undefined,
};

/**
 * Runs all dashboard aggregations in parallel once, when the page opens. Each figure shows as soon
 * as its own query answers; a failed one is logged and marked 'error' without hiding the others.
 */
export function useDashboardFigures(): DashboardState {
  const [state, setState] = useState<DashboardState>(EMPTY);

  useEffect(() => {
    let active = true;
    const now = new Date();
    const load = <K extends FigureKey>(key: K, fetch: () => Promise<DashboardFigures[K]>) => {
      fetch().then(
        (value) => {
          if (active) setState((s) => ({ ...s, [key]: value }));
        },
        (err: unknown) => {
          console.error(`Dashboard: ${key} failed`, err);
          if (active) setState((s) => ({ ...s, [key]: 'error' }));
        },
      );
    };
    load('months', () => fetchMonthlySales(db, now));
    load('todayOrders', () => fetchTodayOrders(db, now));
    load('clients', () => fetchClientCount(db));
    load('totalOrders', () => fetchTotalOrders(db));
    load('revenue', () => fetchRevenue(db));
    load('stores', () => fetchTopStores(db, now));
    load('channels', () => fetchChannels(db));
    return () => {
      active = false;
    };
  }, []);

  return state;
}
