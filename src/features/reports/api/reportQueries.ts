import { useEffect, useState } from 'react';
import {
  collection,
  getDocs,
  orderBy,
  query,
  where,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { countQueryReads } from '../../../firebase/readMeter';
import type { DateRange } from '../../../lib/dates';
import { toOrder } from '../../../entities/order/orderDoc';
import type { Order } from '../../../entities/order/order';
import { sortCouriers, toReportCourier, type CourierFilter, type ReportCourier } from '../domain/deliveryReport';
import { toSaleRecord, type SaleRecord } from '../../../entities/sale/sale';
import { useRangeDocs, type RangeRows } from '../../../firebase/rangeLoader';

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

export function deliveryReportQuery(firestore: Firestore, range: DateRange, courier: CourierFilter): Query<DocumentData> {
  return query(collection(firestore, 'orders'), ...deliveryReportConstraints(range, courier));
}

export function salesReportConstraints(range: DateRange): QueryConstraint[] {
  return [where('createdAt', '>=', range.start), where('createdAt', '<=', range.end), orderBy('createdAt', 'desc')];
}

export function salesReportQuery(firestore: Firestore, range: DateRange): Query<DocumentData> {
  return query(collection(firestore, 'sales'), ...salesReportConstraints(range));
}

const rangeKey = (range: DateRange) => `${range.start.getTime()}-${range.end.getTime()}`;

/** Every done delivery order of the range (of one courier, or all), newest first. */
export function useDeliveryReportOrders(range: DateRange, courier: CourierFilter, enabled = true): RangeRows<Order> {
  return useRangeDocs(
    `delivery-report:${courier}:${rangeKey(range)}`,
    () => deliveryReportQuery(db, range, courier),
    (id, d) => toOrder(id, d),
    enabled,
  );
}

/** Every sale of the range, newest first. */
export function useSalesReportSales(range: DateRange, enabled = true): RangeRows<SaleRecord> {
  return useRangeDocs(`sales-report:${rangeKey(range)}`, () => salesReportQuery(db, range), (id, d) => toSaleRecord(id, d), enabled);
}

export interface CouriersState {
  couriers: ReportCourier[];
  loading: boolean;
  error: Error | null;
}

/**
 * The couriers of the filter: every user with role DeliveryBoy (inactive ones too: their past
 * deliveries are in the report), read once. The Admin may read them (firestore.rules users: every
 * user but dev).
 */
export function useReportCouriers(): CouriersState {
  const [state, setState] = useState<CouriersState>({ couriers: [], loading: true, error: null });
  useEffect(() => {
    let cancelled = false;
    getDocs(query(collection(db, 'users'), where('role', '==', 'DeliveryBoy'))).then(
      (snap) => {
        if (cancelled) return;
        countQueryReads(snap.size, 'reports');
        setState({ couriers: sortCouriers(snap.docs.map((d) => toReportCourier(d.id, d.data()))), loading: false, error: null });
      },
      (error: Error) => {
        if (cancelled) return;
        console.error('report couriers', error);
        setState({ couriers: [], loading: false, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
