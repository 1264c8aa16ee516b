import { useMemo } from 'react';
import { useDocument, type QueryState } from '../../firebase/queries';
import { cashDrawers } from './shiftCollections';
import { noDrawer, type CashDrawer } from './shift';

/**
 * A store's counter, live (1 read, then its changes): whether its sales need an open shift and which
 * one is open. A store without the document has no shift and needs none. The counter, the returns desk
 * and the shift screen follow it.
 */
export function useCashDrawer(storeId: string | null): QueryState<CashDrawer | null> {
  const ref = useMemo(() => (storeId ? cashDrawers.doc(storeId) : null), [storeId]);
  const state = useDocument(ref, { tag: 'shifts' });
  return { ...state, data: storeId && !state.loading && !state.error ? (state.data ?? noDrawer(storeId)) : null };
}
