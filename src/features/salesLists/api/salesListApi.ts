import { useEffect, useMemo, useState } from 'react';
import { deleteDoc, orderBy, query, Timestamp, where, type Firestore, type Query, type QueryConstraint } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { readDocument, useQueryOnce, type QueryOnceState, type QueryState } from '../../../firebase/queries';
import { sales, type SaleRecord } from '../../../entities/sale/sale';
import { orders } from '../../../entities/order/orderDoc';
import type { DateRange } from '../../../lib/dates';
import type { Order } from '../../../entities/order/order';
import { salesQueryPlan, toSaleRow, type SaleRow, type SalesFilter, type SalesListKind, type SalesQueryPlan } from '../domain/salesList';

const TAG = 'reports';

/** The sales query of a screen: createdAt in the range, the plan's equality filters, newest first. */
export function salesQuery(range: DateRange, plan: SalesQueryPlan, fs: Firestore = db): Query<SaleRecord> {
  const constraints: QueryConstraint[] = [];
  if (plan.locationTypes && plan.locationTypes.length === 1) constraints.push(where('locationType', '==', plan.locationTypes[0]));
  else if (plan.locationTypes && plan.locationTypes.length > 1) constraints.push(where('locationType', 'in', plan.locationTypes));
  if (plan.locationId !== null) constraints.push(where('locationId', '==', plan.locationId));
  return query(
    sales.ref(fs),
    ...constraints,
    where('createdAt', '>=', Timestamp.fromDate(range.start)),
    where('createdAt', '<=', Timestamp.fromDate(range.end)),
    orderBy('createdAt', 'desc'),
  );
}

/** Every sale of the range matching the screen's filter, read page by page (not live). */
export function useSalesRows(kind: SalesListKind, range: DateRange, filter: SalesFilter): QueryOnceState<SaleRow> {
  // Built each render: the hook compares queries by value.
  const list = useQueryOnce(salesQuery(range, salesQueryPlan(kind, filter)), { tag: TAG });
  const data = useMemo(() => list.data.map(toSaleRow), [list.data]);
  return { ...list, data };
}

/**
 * Deletes one sale document, nothing else (docs/reports.md, sales lists): the
 * product stays sold and its order stays. A later refund of the product still works: it skips a
 * sale that no longer exists (products/api/productWrites.ts refundProduct).
 */
export async function deleteSale(saleId: string, fs: Firestore = db): Promise<void> {
  await deleteDoc(docRef('sales', saleId, fs));
}

/**
 * The order a sale belongs to, read once when the details open (one document read): `data` null
 * once read means the order no longer exists. A null id reads nothing.
 */
export function useSaleOrder(orderId: string | null): QueryState<Order | null> {
  const [state, setState] = useState<{ id: string; data: Order | null; error: Error | null } | null>(null);
  useEffect(() => {
    if (!orderId) return;
    let cancelled = false;
    readDocument(orders.doc(orderId), TAG).then(
      (order) => !cancelled && setState({ id: orderId, data: order, error: null }),
      (error: Error) => {
        console.error('sale order', error);
        if (!cancelled) setState({ id: orderId, data: null, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [orderId]);
  const current = orderId && state && state.id === orderId ? state : null;
  return { data: current?.data ?? null, loading: orderId !== null && current === null, error: current?.error ?? null };
}
