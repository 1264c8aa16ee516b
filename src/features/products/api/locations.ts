import { useEffect, useMemo, useState } from 'react';
import { collection, onSnapshot, query, where } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { countQueryReads, countReads } from '../../../firebase/readMeter';
import type { ProductLocationType } from '../../../entities/product/product';

/** A place a product can be: a warehouse, a store or a contract merchant (users with role Merchant). */
export interface StockLocation {
  id: string;
  name: string;
  type: ProductLocationType;
  /** Address (warehouses, stores) or phone (merchants), shown in pickers. */
  detail: string;
}

interface LocationsState {
  rows: StockLocation[];
  loading: boolean;
  error: Error | null;
}

const SOURCES: Record<ProductLocationType, { collection: string; merchant: boolean }> = {
  warehouse: { collection: 'warehouse', merchant: false },
  store: { collection: 'stores', merchant: false },
  merchant: { collection: 'users', merchant: true },
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Live list of the warehouses, the stores or the contract merchants (small collections).
 * `enabled` false reads nothing (a role that may not list merchants).
 */
export function useStockLocations(type: ProductLocationType, enabled = true): LocationsState {
  const [state, setState] = useState<LocationsState & { type: ProductLocationType | null }>({ type: null, rows: [], loading: true, error: null });
  useEffect(() => {
    if (!enabled) return;
    const source = SOURCES[type];
    const ref = source.merchant
      ? query(collection(db, 'users'), where('role', '==', 'Merchant'))
      : collection(db, source.collection);
    let first = true;
    return onSnapshot(
      ref,
      (snap) => {
        if (first) countQueryReads(snap.size);
        else countReads(snap.docChanges().length);
        first = false;
        const rows = snap.docs
          .map((d): StockLocation => {
            const data = d.data();
            const name = source.merchant
              ? `${text(data.lastName)} ${text(data.firstName)}`.trim() || text(data.name)
              : text(data.name);
            return { id: d.id, name, type, detail: source.merchant ? text(data.phone) : text(data.address) };
          })
          .sort((a, b) => a.name.localeCompare(b.name));
        setState({ type, rows, loading: false, error: null });
      },
      (error) => {
        console.error(`${type} locations`, error);
        setState({ type, rows: [], loading: false, error });
      },
    );
  }, [type, enabled]);
  const current = state.type === type ? state : null;
  return useMemo(
    () => ({ rows: enabled ? (current?.rows ?? []) : [], loading: enabled && (current?.loading ?? true), error: current?.error ?? null }),
    [current, enabled],
  );
}
