import { useEffect, useState } from 'react';
import { collection, deleteDoc, doc, getDoc, orderBy, query, Timestamp, where, type DocumentData, type Query, type QueryConstraint } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { countReads } from '../../../firebase/readMeter';
import { useRangeDocs, type RangeRows } from '../../../firebase/rangeLoader';
import { toSaleRecord } from '../../../entities/sale/sale';
import { toOrder } from '../../../entities/order/orderDoc';
import type { DateRange } from '../../../lib/dates';
import type { Order } from '../../../entities/order/order';
import { salesQueryKey, salesQueryPlan, toSaleRow, type SaleRow, type SalesFilter, type SalesListKind, type SalesQueryPlan } from '../domain/salesList';

/** The sales query of a screen: createdAt in the range, the plan's equality filters, newest first. */
export function salesQuery(range: DateRange, plan: SalesQueryPlan): Query<DocumentData> {
  const constraints: QueryConstraint[] = [];
  if (plan.locationTypes && plan.locationTypes.length === 1) constraints.push(where('locationType', '==', plan.locationTypes[0]));
  else if (plan.locationTypes && plan.locationTypes.length > 1) constraints.push(where('locationType', 'in', plan.locationTypes));
  if (plan.locationId !== null) constraints.push(where('locationId', '==', plan.locationId));
  return query(
    collection(db, 'sales'),
    ...constraints,
    where('createdAt', '>=', Timestamp.fromDate(range.start)),
    where('createdAt', '<=', Timestamp.fromDate(range.end)),
    orderBy('createdAt', 'desc'),
  );
}

const toRow = (id: string, d: DocumentData): SaleRow => toSaleRow(toSaleRecord(id, d));

/** Every sale of the range matching the screen's filter, read page by page (not live). */
export function useSalesRows(kind: SalesListKind, range: DateRange, filter: SalesFilter): RangeRows<SaleRow> {
  const plan = salesQueryPlan(kind, filter);
  return useRangeDocs(salesQueryKey(kind, range, plan), () => salesQuery(range, plan), toRow);
}

/**
 * Deletes one sale document, nothing else (docs/reports.md, sales lists): the
 * product stays sold and its order stays. A later refund of the product still works: it skips a
 * sale that no longer exists (products/api/productWrites.ts refundProduct).
 */
export async function deleteSale(saleId: string): Promise<void> {
  await deleteDoc(doc(db, 'sales', saleId));
}

export type SaleOrderState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'found'; order: Order }
  | { status: 'missing' }
  | { status: 'error' };

/** The order a sale belongs to, read once when the details open (one document read). */
export function useSaleOrder(orderId: string | null): SaleOrderState {
  const [state, setState] = useState<{ id: string; value: SaleOrderState } | null>(null);
  useEffect(() => {
    if (!orderId) return;
    let cancelled = false;
    getDoc(doc(db, 'orders', orderId)).then(
      (snap) => {
        countReads(1, 'reports');
        if (cancelled) return;
        setState({ id: orderId, value: snap.exists() ? { status: 'found', order: toOrder(snap.id, snap.data()) } : { status: 'missing' } });
      },
      (error: unknown) => {
        console.error('sale order', error);
        if (!cancelled) setState({ id: orderId, value: { status: 'error' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [orderId]);
  if (!orderId) return { status: 'none' };
  return state && state.id === orderId ? state.value : { status: 'loading' };
}
