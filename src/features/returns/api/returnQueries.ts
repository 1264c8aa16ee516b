import { useMemo } from 'react';
import { documentId, limit, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { readDocument, readQuery, useDocument, useLiveQuery, useRead, type ReadState } from '../../../firebase/queries';
import { orders } from '../../../entities/order/orderDoc';
import type { Order } from '../../../entities/order/order';
import { products } from '../../../entities/product/productCollection';
import type { Product } from '../../../entities/product/product';
import { findProductsBySku } from '../../../entities/product/skuLookup';
import { sales, type SaleRecord } from '../../../entities/sale/sale';
import { returnRequests, returnSettings, saleReturns } from '../../../entities/saleReturn/saleReturnCollection';
import { toReturnWindowDays, type ReturnRequest, type SaleReturn } from '../../../entities/saleReturn/saleReturn';
import { looksLikeOrderId, phoneOf } from '../domain/returns';

/**
 * What the counter reads to take a sale back (docs/returns.md). Sellers read only their store's
 * store orders, sales and products, so every query says so (the rules are not filters).
 */

const TAG = 'returns';

export interface Finder {
  role: string;
  /** The seller's store; null for Admin, Manager, dev (every store). */
  storeId: string | null;
}

export type FoundSale =
  | { kind: 'orders'; orders: Order[]; by: 'product' | 'order' | 'phone'; product: Product | null }
  | { kind: 'none'; by: 'product' | 'order' | 'phone' | 'code' };

function storeOrder(order: Order | null, finder: Finder): order is Order {
  return order !== null && order.purchaseType === 'store' && (finder.storeId === null || order.locationId === finder.storeId);
}

/**
 * Finds the sale a code names: a product's label (the sale it was sold in), a receipt's order
 * barcode, or a customer's phone (their latest store sales here, newest first, at most 10).
 */
export async function findSale(code: string, finder: Finder, fs: Firestore = db): Promise<FoundSale> {
  const text = code.trim();
  if (looksLikeOrderId(text)) {
    const order = await readDocument(orders.doc(text, fs), TAG).catch(() => null);
    return storeOrder(order, finder) ? { kind: 'orders', orders: [order], by: 'order', product: null } : { kind: 'none', by: 'order' };
  }
  const found = await findProductsBySku(text, finder.storeId ? { locationId: finder.storeId } : {}, TAG);
  const sold = found.find((p) => p.orderId && (p.isSold || p.isRefund));
  if (sold?.orderId) {
    const order = await readDocument(orders.doc(sold.orderId, fs), TAG).catch(() => null);
    if (storeOrder(order, finder)) return { kind: 'orders', orders: [order], by: 'product', product: sold };
  }
  const phone = phoneOf(text);
  if (phone) {
    const constraints: QueryConstraint[] = [where('purchaseType', '==', 'store'), where('contactNumber', '==', phone)];
    if (finder.storeId) constraints.push(where('locationId', '==', finder.storeId));
    const list = await readQuery(query(orders.ref(fs), ...constraints, orderBy('createdAt', 'desc'), limit(10)), TAG);
    if (list.length > 0) return { kind: 'orders', orders: list, by: 'phone', product: null };
    return { kind: 'none', by: 'phone' };
  }
  return { kind: 'none', by: found.length > 0 ? 'product' : 'code' };
}

export interface OrderBackground {
  /** Every sale of the order (its lines and the products taken in exchanges). */
  sales: SaleRecord[];
  /** The products of those sales as they are now. */
  products: Map<string, Product>;
}

/** The order's sales and their products now (one query and one read per product: at most a few). */
export function useOrderBackground(order: Order | null, finder: Finder, refresh: number): ReadState<OrderBackground | null> {
  const source = useMemo(() => {
    if (!order) return null;
    const constraints: QueryConstraint[] = [where('orderId', '==', order.id)];
    if (finder.storeId) constraints.push(where('purchaseType', '==', 'store'), where('locationId', '==', finder.storeId));
    return query(sales.ref(), ...constraints);
  }, [order, finder.storeId]);
  return useRead(
    source,
    async (q): Promise<OrderBackground> => {
      const list = await readQuery(q, TAG);
      const ids = [...new Set([...list.map((s) => s.productId), ...(order?.productIds ?? order?.products.map((l) => l.id) ?? [])])];
      const map = new Map<string, Product>();
      // At most 30 ids per `in` query.
      for (let i = 0; i < ids.length; i += 30) {
        const chunk = ids.slice(i, i + 30);
        const constraints: QueryConstraint[] = [where(documentId(), 'in', chunk)];
        if (finder.storeId) constraints.push(where('locationId', '==', finder.storeId));
        for (const p of await readQuery(query(products.ref(), ...constraints), TAG)) map.set(p.id, p);
      }
      return { sales: list, products: map };
    },
    { tag: TAG, params: [refresh] },
  );
}

/** The returns made of an order, oldest first (live: a return at another counter shows at once). */
export function useOrderReturns(orderId: string | null, finder: Finder) {
  const source = useMemo(() => {
    if (!orderId) return null;
    const constraints: QueryConstraint[] = [where('orderId', '==', orderId)];
    if (finder.storeId) constraints.push(where('locationId', '==', finder.storeId));
    return query(saleReturns.ref(), ...constraints);
  }, [orderId, finder.storeId]);
  const state = useLiveQuery<SaleReturn>(source, { tag: TAG });
  const sorted = useMemo(() => [...state.data].sort((a, b) => a.createdAtMs - b.createdAtMs), [state.data]);
  return { ...state, data: sorted };
}

/** The window in days (appConfigs/returns; the default when not set). */
export function useReturnWindow() {
  const ref = useMemo(() => returnSettings.doc('returns'), []);
  const state = useDocument(ref, { tag: TAG });
  return { ...state, data: state.data ?? toReturnWindowDays(null) };
}

/** One request, live (the seller waits on it). */
export function useReturnRequest(id: string | null) {
  const ref = useMemo(() => (id ? returnRequests.doc(id) : null), [id]);
  return useDocument<ReturnRequest>(ref, { tag: TAG });
}

/** The requests waiting for a decision, oldest first (Admin, Manager, dev). */
export function usePendingReturnRequests(enabled: boolean) {
  const source = useMemo(() => (enabled ? query(returnRequests.ref(), where('state', '==', 'pending'), orderBy('createdAt', 'asc'), limit(50)) : null), [enabled]);
  return useLiveQuery<ReturnRequest>(source, { tag: TAG });
}

/** The caller's latest requests (a seller comes back to an approved one). */
export function useMyReturnRequests(userId: string | null) {
  const source = useMemo(
    () => (userId ? query(returnRequests.ref(), where('createdUserId', '==', userId), orderBy('createdAt', 'desc'), limit(10)) : null),
    [userId],
  );
  return useLiveQuery<ReturnRequest>(source, { tag: TAG });
}
