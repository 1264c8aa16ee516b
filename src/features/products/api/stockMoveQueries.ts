import { limit, query, where, type Firestore, type Query } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { useLiveQuery, type QueryState } from '../../../firebase/queries';
import type { StockMove } from '../../../entities/stockMove/stockMove';
import { stockMoves } from '../../../entities/stockMove/stockMoveCollection';

/** Unfinished moves listed at once (there is rarely more than one). */
export const UNFINISHED_MOVES_LIMIT = 20;

/** The moves opened and not done (Manager, dev: the only ones who move). */
export function unfinishedMovesQuery(fs: Firestore = db): Query<StockMove> {
  return query(stockMoves.ref(fs), where('status', '==', 'open'), limit(UNFINISHED_MOVES_LIMIT));
}

/** The large moves opened and not done (docs/products.md, "Moves of any size"), live; `enabled` false reads nothing. */
export function useUnfinishedMoves(enabled: boolean): QueryState<StockMove[]> {
  return useLiveQuery(enabled ? unfinishedMovesQuery() : null, { tag: 'moves' });
}
