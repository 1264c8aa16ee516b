import { useMemo } from 'react';
import { orderBy, query, where, type Firestore, type Query, type QueryConstraint } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { useQueryOnce, type QueryOnceState, type QueryState } from '../../../firebase/queries';
import type { DateRange } from '../../../lib/dates';
import { orders } from '../../../entities/order/orderDoc';
import type { Order } from '../../../entities/order/order';
import { usePeople } from '../../../entities/person/queries';
import { sortCouriers, type CourierFilter, type ReportCourier } from '../domain/deliveryReport';
import { sales, type SaleRecord } from '../../../entities/sale/sale';

/**
 * The report queries (docs/reports.md): "orders: status done and purchaseType delivery,
 * optional deliveryBoyId, createdAt between start and end" and "sales: createdAt between start and
 * end". Served by the indexes (pending_status, purchaseType, createdAt desc) and (deliveryBoyId,
 * pending_status, purchaseType, createdAt desc); sales by createdAt alone need none.
 */

/** Mobile-app orders are delivered by the couriers too. */
export const DELIVERED_PURCHASE_TYPES = ['delivery', 'mobile'] as const;

/** The where()s and orderBy of the delivery report (also used by the bench and the rules tests). */
export function deliveryReportConstraints(range: DateRange, courier: CourierFilter): QueryConstraint[] {
  const c: QueryConstraint[] = [
    where('pending_status', '==', 'done'),
    where('purchaseType', 'in', [...DELIVERED_PURCHASE_TYPES]),
  ];
  if (courier !== 'all') c.push(where('deliveryBoyId', '==', courier));
  c.push(where('createdAt', '>=', range.start), where('createdAt', '<=', range.end), orderBy('createdAt', 'desc'));
  return c;
}

export function deliveryReportQuery(range: DateRange, courier: CourierFilter, fs: Firestore = db): Query<Order> {
  return query(orders.ref(fs), ...deliveryReportConstraints(range, courier));
}

export function salesReportConstraints(range: DateRange): QueryConstraint[] {
  return [where('createdAt', '>=', range.start), where('createdAt', '<=', range.end), orderBy('createdAt', 'desc')];
}

export function salesReportQuery(range: DateRange, fs: Firestore = db): Query<SaleRecord> {
  return query(sales.ref(fs), ...salesReportConstraints(range));
}

const TAG = 'reports';

/**
 * Every done delivery order of the range (of one courier, or all), newest first, read once in pages
 * (a year of orders is a few thousand documents: read, not kept live); `enabled` false reads nothing.
 */
export function useDeliveryReportOrders(range: DateRange, courier: CourierFilter, enabled = true): QueryOnceState<Order> {
  // Built each render: the hook compares queries by value.
  return useQueryOnce(enabled ? deliveryReportQuery(range, courier) : null, { tag: TAG });
}

/** Every sale of the range, newest first, read once in pages. */
export function useSalesReportSales(range: DateRange, enabled = true): QueryOnceState<SaleRecord> {
  return useQueryOnce(enabled ? salesReportQuery(range) : null, { tag: TAG });
}

/**
 * The couriers of the filter: every user with role DeliveryBoy (inactive ones too: their past
 * deliveries are in the report), active ones first. The Admin may read them (firestore.rules users:
 * every user but dev).
 */
export function useReportCouriers(): QueryState<ReportCourier[]> {
  const people = usePeople('DeliveryBoy', TAG);
  const data = useMemo(() => sortCouriers(people.data), [people.data]);
  return { data, loading: people.loading, error: people.error };
}
