import { limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { useLiveQuery, type QueryState } from '../../../firebase/queries';
import type { StaffRole } from '../../../auth/roles';
import type { OpenSale } from '../../../entities/openSale/openSale';
import { openSales } from '../../../entities/openSale/openSaleCollection';

/** Unfinished sales listed at once (there is rarely more than one). */
export const UNFINISHED_LIMIT = 20;

/** Who sees which unfinished sales: Admin, Manager and dev everyone's, others their own (as the rules). */
export function unfinishedSalesQuery(viewer: { id: string; role: StaffRole }, fs: Firestore = db): Query<OpenSale> {
  const all = viewer.role === 'Admin' || viewer.role === 'Manager' || viewer.role === 'dev';
  return all
    ? query(openSales.ref(fs), orderBy('createdAt', 'desc'), limit(UNFINISHED_LIMIT))
    : query(openSales.ref(fs), where('createdUserId', '==', viewer.id), limit(UNFINISHED_LIMIT));
}

/** The large sales that were opened and not finished (docs/selling.md, "Sales of any size"), live. */
export function useUnfinishedSales(viewer: { id: string; role: StaffRole } | null): QueryState<OpenSale[]> {
  return useLiveQuery(viewer ? unfinishedSalesQuery(viewer) : null, { tag: 'selling' });
}
