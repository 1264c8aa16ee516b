import { millis, obj, str, strings, type Data } from '../../firebase/fields';
import type { MoveTarget } from '../product/stockChanges';
import type { ProductLocationType } from '../product/product';

// A move of more than 9 products on its way, as stored in stockMoves/{id} (docs/products.md, "Moves
// of any size"): the planned products, where each of those held so far was, the target, and whether
// it is open or done. Pure: the typed collection is stockMoveCollection.ts; the writes are
// entities/product/largeMove.ts.

/** Where a product was when it went on its way. */
export interface MoveFrom {
  locationType: ProductLocationType;
  locationId: string;
  locationName: string;
}

export interface StockMove {
  id: string;
  target: MoveTarget;
  plannedIds: string[];
  /** The products on their way so far, in plan order; `from[i]` is where productIds[i] was. */
  productIds: string[];
  from: MoveFrom[];
  status: 'open' | 'done';
  createdUserId: string;
  createdAtMs: number;
  updatedAtMs: number;
}

function locationType(v: unknown): ProductLocationType {
  return v === 'store' || v === 'merchant' ? v : 'warehouse';
}

export function toMoveFrom(v: unknown): MoveFrom {
  const f = obj(v) ?? {};
  return { locationType: locationType(f.locationType), locationId: str(f.locationId), locationName: str(f.locationName) };
}

/** A stockMoves document -> StockMove. */
export function toStockMove(id: string, d: Data): StockMove {
  return {
    id,
    target: { locationType: locationType(d.toLocationType), locationId: str(d.toLocationId), locationName: str(d.toLocationName) },
    plannedIds: strings(d.plannedIds),
    productIds: strings(d.productIds),
    from: Array.isArray(d.from) ? d.from.map(toMoveFrom) : [],
    status: d.status === 'done' ? 'done' : 'open',
    createdUserId: str(d.createdUserId),
    createdAtMs: millis(d.createdAt),
    updatedAtMs: millis(d.updatedAt),
  };
}

/** A new move: open, the plan and the target, nothing on its way yet. */
export function stockMoveDocument<T>(m: { id: string; target: MoveTarget; plannedIds: readonly string[]; createdUserId: string; createdAt: T }) {
  return {
    id: m.id,
    toLocationType: m.target.locationType,
    toLocationId: m.target.locationId,
    toLocationName: m.target.locationName,
    plannedIds: [...m.plannedIds],
    productIds: [] as string[],
    from: [] as MoveFrom[],
    status: 'open' as const,
    createdUserId: m.createdUserId,
    createdAt: m.createdAt,
    updatedAt: m.createdAt,
  };
}

/** Products put on their way by one write at most (firestore.rules: stockMoves, 6 unrolled). */
export const MOVE_CHUNK = 6;

/** The planned products not on their way yet, in plan order. */
export function notYetHeld(move: Pick<StockMove, 'plannedIds' | 'productIds'>): string[] {
  return move.plannedIds.slice(move.productIds.length);
}

/** The id of a large move's log entry for one product. */
export function largeMoveLogId(moveId: string, productId: string): string {
  return `${moveId}-${productId}`;
}
