import { useMemo } from 'react';
import { count, orderBy, query, sum, where, Timestamp, type Query, type QueryConstraint } from 'firebase/firestore';
import { readAllPages, useAggregateOnce, useDocument, useLiveQuery, usePagedQuery, type ReadAllOptions } from '../../../firebase/queries';
import { locations } from '../../../entities/location/locationCollection';
import { cashHandovers, cashMoves, courierCash, shifts } from '../../../entities/shift/shiftCollections';
import type { CashHandover, Shift } from '../../../entities/shift/shift';
import { peopleQuery } from '../../../entities/person/person';
import type { DateRange } from '../../../lib/dates';

/**
 * What the shift screens read (docs/shifts.md). Lists query what they show: one store's open shift
 * and its moves, the open shifts (a handful), shifts and hand-overs of a range in pages. Sellers read
 * only their store's, so their queries name it (the rules are not filters).
 */

const TAG = 'shifts';
export const SHIFTS_PAGE = 20;

/** The stores, live (Admin, Manager, dev choose one; a business has a handful). */
export function useStores(enabled: boolean) {
  const q = useMemo(() => (enabled ? query(locations.store.ref(), orderBy('name')) : null), [enabled]);
  return useLiveQuery(q, { tag: TAG });
}

/** The couriers (a handful), for the hand-over's choice. */
export function useCouriers(enabled: boolean) {
  const q = useMemo(() => (enabled ? peopleQuery('DeliveryBoy') : null), [enabled]);
  return useLiveQuery(q, { tag: TAG });
}

export function useShift(id: string | null) {
  const ref = useMemo(() => (id ? shifts.doc(id) : null), [id]);
  return useDocument(ref, { tag: TAG });
}

/** A shift's pay-ins and pay-outs, live, in the order they were made. */
export function useShiftMoves(shift: Pick<Shift, 'id' | 'storeId'> | null) {
  const id = shift?.id ?? null;
  const storeId = shift?.storeId ?? null;
  const q = useMemo(
    () => (id && storeId ? query(cashMoves.ref(), where('storeId', '==', storeId), where('shiftId', '==', id), orderBy('n')) : null),
    [id, storeId],
  );
  return useLiveQuery(q, { tag: TAG });
}

/** Every open shift (at most one per store): the Manager's view flags those left open overnight. */
export function useOpenShifts(enabled: boolean) {
  const q = useMemo(() => (enabled ? query(shifts.ref(), where('status', '==', 'open'), orderBy('openedAt')) : null), [enabled]);
  return useLiveQuery(q, { tag: TAG });
}

export interface ShiftFilter {
  storeId: string | null;
  /** The seller who opened it. */
  userId: string | null;
  range: DateRange;
}

function shiftScope(f: ShiftFilter): QueryConstraint[] {
  return [
    ...(f.storeId ? [where('storeId', '==', f.storeId)] : []),
    ...(f.userId ? [where('openedUserId', '==', f.userId)] : []),
    where('openedAt', '>=', Timestamp.fromDate(f.range.start)),
    where('openedAt', '<=', Timestamp.fromDate(f.range.end)),
  ];
}

export function shiftHistoryQuery(f: ShiftFilter): Query<Shift> {
  return query(shifts.ref(), ...shiftScope(f), orderBy('openedAt', 'desc'));
}

/** Shifts opened in the range, newest first, a page at a time. */
export function useShiftHistory(f: ShiftFilter | null) {
  const q = useMemo(() => (f ? shiftHistoryQuery(f) : null), [f]);
  return usePagedQuery(q, { tag: TAG, pageSize: SHIFTS_PAGE, mode: 'chunks' });
}

/** The closed shifts' totals over the range: what was expected, counted and the difference. */
export function useShiftTotals(f: ShiftFilter | null, refresh: unknown) {
  const q = useMemo(() => (f ? query(shifts.ref(), ...shiftScope(f), where('status', '==', 'closed')) : null), [f]);
  return useAggregateOnce(q, { n: count(), expected: sum('expectedCash'), counted: sum('countedCash'), difference: sum('difference') }, { tag: TAG, entries: 'n', refresh });
}

export function readShiftsForCsv(f: ShiftFilter, options: ReadAllOptions): Promise<Shift[]> {
  return readAllPages(shiftHistoryQuery(f), { ...options, tag: TAG, fromServer: true });
}

// ------------------------------------------------------------------------------------------------
// Couriers' hand-overs
// ------------------------------------------------------------------------------------------------

export function useCourierCashState(courierId: string | null) {
  const ref = useMemo(() => (courierId ? courierCash.doc(courierId) : null), [courierId]);
  return useDocument(ref, { tag: TAG });
}

export interface HandoverFilter {
  courierId: string | null;
  range: DateRange;
}

export function handoverQuery(f: HandoverFilter): Query<CashHandover> {
  return query(
    cashHandovers.ref(),
    ...(f.courierId ? [where('courierId', '==', f.courierId)] : []),
    where('createdAt', '>=', Timestamp.fromDate(f.range.start)),
    where('createdAt', '<=', Timestamp.fromDate(f.range.end)),
    orderBy('createdAt', 'desc'),
  );
}

export function useHandovers(f: HandoverFilter | null) {
  const q = useMemo(() => (f ? handoverQuery(f) : null), [f]);
  return usePagedQuery(q, { tag: TAG, pageSize: SHIFTS_PAGE, mode: 'chunks' });
}

export function useHandoverTotals(f: HandoverFilter | null, refresh: unknown) {
  const q = useMemo(() => (f ? query(cashHandovers.ref(), ...(f.courierId ? [where('courierId', '==', f.courierId)] : []), where('createdAt', '>=', Timestamp.fromDate(f.range.start)), where('createdAt', '<=', Timestamp.fromDate(f.range.end))) : null), [f]);
  return useAggregateOnce(q, { n: count(), expected: sum('expected'), counted: sum('counted'), difference: sum('difference') }, { tag: TAG, entries: 'n', refresh });
}

export function readHandoversForCsv(f: HandoverFilter, options: ReadAllOptions): Promise<CashHandover[]> {
  return readAllPages(handoverQuery(f), { ...options, tag: TAG, fromServer: true });
}
