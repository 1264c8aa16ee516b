import { int, millis, str, strings, type Data } from '../../firebase/fields';

// The products a large delivery order (more than 6) gives back, on their way back to stock, as
// stored in stockReturns/{orderId} (docs/delivery.md, "Deliveries of any size"; firestore.rules,
// THE LARGE DELIVERY). Pure: the typed collection is stockReturnCollection.ts; the writes are
// features/deliveries/api/largeDeliveryWrites.ts.

/** 'refused': refused at the door; 'deleted': every product of a pending or delivering order deleted. */
export type StockReturnReason = 'refused' | 'deleted';

/** 'counting': the refused lines are being summed, the order still on its way; 'returning': settled, products going back. */
export type StockReturnStatus = 'counting' | 'returning';

export interface StockReturn {
  id: string;
  reason: StockReturnReason;
  status: StockReturnStatus;
  /** The products still to go back (refused: counting them first), in the order's line order. */
  productIds: string[];
  counted: number;
  /** The index in the order's lines of the last counted line (-1: none yet). */
  lastLine: number;
  quantity: number;
  soldTotalPrice: number;
  originalTotalPrice: number;
  /** The order's refund (refused) or cancel (deleted) transaction, once settled. */
  transactionId: string | null;
  createdUserId: string;
  createdAtMs: number;
  updatedAtMs: number;
}

/** A stockReturns document -> StockReturn. */
export function toStockReturn(id: string, d: Data): StockReturn {
  return {
    id,
    reason: d.reason === 'deleted' ? 'deleted' : 'refused',
    status: d.status === 'returning' ? 'returning' : 'counting',
    productIds: strings(d.productIds),
    counted: int(d.counted),
    lastLine: typeof d.lastLine === 'number' ? d.lastLine : -1,
    quantity: int(d.quantity),
    soldTotalPrice: int(d.soldTotalPrice),
    originalTotalPrice: int(d.originalTotalPrice),
    transactionId: typeof d.transactionId === 'string' ? d.transactionId : null,
    createdUserId: str(d.createdUserId),
    createdAtMs: millis(d.createdAt),
    updatedAtMs: millis(d.updatedAt),
  };
}

/** Refused lines counted, or products returned, by one write at most (firestore.rules: stockReturns, 6 unrolled). */
export const RETURN_CHUNK = 6;

/** A new stock return: nothing counted yet; a deleted order's is returning at once, naming its cancel transaction. */
export function stockReturnDocument<T>(r: {
  orderId: string;
  reason: StockReturnReason;
  productIds: readonly string[];
  transactionId: string | null;
  createdUserId: string;
  createdAt: T;
}) {
  return {
    id: r.orderId,
    reason: r.reason,
    status: r.reason === 'deleted' ? ('returning' as const) : ('counting' as const),
    productIds: [...r.productIds],
    lines: [] as number[],
    counted: 0,
    lastLine: -1,
    quantity: 0,
    soldTotalPrice: 0,
    originalTotalPrice: 0,
    transactionId: r.transactionId,
    createdUserId: r.createdUserId,
    createdAt: r.createdAt,
    updatedAt: r.createdAt,
  };
}

/** One line of the order as the count sums it. */
export interface CountedLine {
  id: string;
  price: number;
  originalPrice: number;
}

/**
 * The next count of a refused return: the indexes (in the order's lines) of up to RETURN_CHUNK
 * refused lines after the last counted one, and the figures the return holds after it; null when
 * every refused line is counted.
 */
export function nextCount<T>(
  r: Pick<StockReturn, 'productIds' | 'counted' | 'lastLine' | 'quantity' | 'soldTotalPrice' | 'originalTotalPrice'>,
  lines: readonly CountedLine[],
  updatedAt: T,
) {
  const refused = new Set(r.productIds);
  const indexes: number[] = [];
  for (let i = r.lastLine + 1; i < lines.length && indexes.length < RETURN_CHUNK; i++) {
    if (refused.has(lines[i].id)) indexes.push(i);
  }
  if (indexes.length === 0) return null;
  const chunk = indexes.map((i) => lines[i]);
  return {
    lines: indexes,
    counted: r.counted + indexes.length,
    lastLine: indexes[indexes.length - 1],
    quantity: r.quantity + indexes.length,
    soldTotalPrice: r.soldTotalPrice + chunk.reduce((s, l) => s + l.price, 0),
    originalTotalPrice: r.originalTotalPrice + chunk.reduce((s, l) => s + l.originalPrice, 0),
    updatedAt,
  };
}

/** Whether every refused line is counted (the order may then be confirmed). */
export function isCounted(r: Pick<StockReturn, 'productIds' | 'counted'>): boolean {
  return r.counted === r.productIds.length;
}
