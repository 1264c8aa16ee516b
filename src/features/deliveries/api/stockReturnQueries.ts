import { limit, query, where, type Firestore, type Query } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { useLiveQuery, type QueryState } from '../../../firebase/queries';
import type { StaffRole } from '../../../auth/roles';
import type { StockReturn } from '../../../entities/stockReturn/stockReturn';
import { stockReturns } from '../../../entities/stockReturn/stockReturnCollection';

/** Unfinished returns listed at once (there is rarely more than one). */
export const UNFINISHED_RETURNS_LIMIT = 20;

/** Who sees every unfinished return (and may finish any); a courier sees its own. */
const SEES_ALL: readonly StaffRole[] = ['Admin', 'Manager', 'dev'];

/** The settled large orders whose products are not all back in stock: everyone's, or the caller's own; null: none to see. */
export function unfinishedReturnsQuery(viewer: { id: string; role: StaffRole }, fs: Firestore = db): Query<StockReturn> | null {
  const returning = where('status', '==', 'returning');
  if (SEES_ALL.includes(viewer.role)) return query(stockReturns.ref(fs), returning, limit(UNFINISHED_RETURNS_LIMIT));
  if (viewer.role === 'DeliveryBoy') return query(stockReturns.ref(fs), where('createdUserId', '==', viewer.id), returning, limit(UNFINISHED_RETURNS_LIMIT));
  return null;
}

/** The unfinished stock returns (docs/delivery.md, "Deliveries of any size"), live. */
export function useUnfinishedReturns(viewer: { id: string; role: StaffRole }): QueryState<StockReturn[]> {
  return useLiveQuery(unfinishedReturnsQuery(viewer), { tag: 'deliveries' });
}
