import { useCallback, useMemo, useState } from 'react';
import { limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { orders } from '../../../entities/order/orderDoc';
import type { Order } from '../../../entities/order/order';
import { useDocument, useLiveQuery } from '../../../firebase/queries';
import {
  DELIVERY_PURCHASE_TYPES,
  NOTHING_READ,
  PER_KIND_LIMIT,
  buildEntries,
  currentReadState,
  kindsFor,
  markAllRead,
  markEntryRead,
  requestNoteOf,
  returnNoteOf,
  toOrderNote,
  unreadCount,
  type NotificationEntry,
  type NotificationSource,
  type ReadState,
  type Viewer,
} from '../domain/notifications';
import type { DiscountRequest } from '../../../entities/discountRequest/discountRequest';
import { discountRequests } from '../../../entities/discountRequest/discountRequestCollection';
import type { ReturnRequest } from '../../../entities/saleReturn/saleReturn';
import { returnRequests } from '../../../entities/saleReturn/saleReturnCollection';
import { notificationReads } from '../../../entities/notificationRead/notificationReadCollection';
import { writeReadIds, writeReadState } from './notificationWrites';

/**
 * Notifications in Firestore (docs/notifications.md): one live query per kind the viewer gets, each
 * limited to one page (PER_KIND_LIMIT) and shaped so the rules allow it for that role, plus the
 * viewer's read state, notificationReads/{uid}.
 */

const TAG = 'notifications';

/**
 * Discount requests: every pending one (the approvers may read all), or the viewer's own answered
 * ones (createdUserId == uid, as the rules require of requesters), newest event first.
 * Indexes: (state, createdAt desc); (createdUserId, state, updatedAt desc).
 */
export function requestNotesQuery(kind: 'discountPending' | 'discountAnswered', viewer: Viewer, fs: Firestore = db): Query<DiscountRequest> {
  const base = discountRequests.ref(fs);
  if (kind === 'discountPending') return query(base, where('state', '==', 'pending'), orderBy('createdAt', 'desc'), limit(PER_KIND_LIMIT));
  return query(
    base,
    where('createdUserId', '==', viewer.id),
    where('state', 'in', ['confirmed', 'cancelled']),
    orderBy('updatedAt', 'desc'),
    limit(PER_KIND_LIMIT),
  );
}

/**
 * Return requests (returnRequests): every pending one (Admin, Manager, dev may read all), or the
 * viewer's own approved or refused ones (createdUserId == uid, as the rules require of requesters),
 * newest event first. Indexes: (state, createdAt desc); (createdUserId, state, decidedAt desc).
 */
export function returnNotesQuery(kind: 'returnPending' | 'returnAnswered', viewer: Viewer, fs: Firestore = db): Query<ReturnRequest> {
  const base = returnRequests.ref(fs);
  if (kind === 'returnPending') return query(base, where('state', '==', 'pending'), orderBy('createdAt', 'desc'), limit(PER_KIND_LIMIT));
  return query(
    base,
    where('createdUserId', '==', viewer.id),
    where('state', 'in', ['approved', 'refused']),
    orderBy('decidedAt', 'desc'),
    limit(PER_KIND_LIMIT),
  );
}

/**
 * Delivery orders: on the way with the viewer as courier (the rules let a courier read only those),
 * or awaiting a courier (dispatchers read all orders). The same filters and order as the delivery
 * tables, so their indexes serve: (deliveryBoyId, pending_status, purchaseType, createdAt desc) and
 * (pending_status, purchaseType, createdAt desc).
 */
export function orderNotesQuery(kind: 'courierAssigned' | 'awaitingCourier', viewer: Viewer, fs: Firestore = db): Query<Order> {
  const base = orders.ref(fs);
  const types = where('purchaseType', 'in', [...DELIVERY_PURCHASE_TYPES]);
  const newest = [orderBy('createdAt', 'desc'), limit(PER_KIND_LIMIT)] as const;
  if (kind === 'courierAssigned') {
    return query(base, types, where('pending_status', '==', 'delivering'), where('deliveryBoyId', '==', viewer.id), ...newest);
  }
  return query(base, types, where('pending_status', '==', 'pending'), ...newest);
}

export interface NotificationsState {
  entries: NotificationEntry[];
  read: ReadState;
  unread: number;
  loading: boolean;
  error: Error | null;
  /** The read state has arrived: marking read is possible (before, it would start from nothing read). */
  canMark: boolean;
  markAllRead: () => void;
  markRead: (entry: NotificationEntry) => void;
}

function logFailure(error: unknown) {
  console.error('notification read state', error);
}

/** The viewer's notifications, live, with their read state. */
export function useNotifications(viewer: Viewer): NotificationsState {
  const kinds = kindsFor(viewer.role);
  const has = (k: (typeof kinds)[number]) => kinds.includes(k);
  // One hook per kind, always called; a kind the role does not get reads nothing.
  const pending = useLiveQuery(has('discountPending') ? requestNotesQuery('discountPending', viewer) : null, { tag: TAG });
  const answered = useLiveQuery(has('discountAnswered') ? requestNotesQuery('discountAnswered', viewer) : null, { tag: TAG });
  const returnsPending = useLiveQuery(has('returnPending') ? returnNotesQuery('returnPending', viewer) : null, { tag: TAG });
  const returnsAnswered = useLiveQuery(has('returnAnswered') ? returnNotesQuery('returnAnswered', viewer) : null, { tag: TAG });
  const assigned = useLiveQuery(has('courierAssigned') ? orderNotesQuery('courierAssigned', viewer) : null, { tag: TAG });
  const awaiting = useLiveQuery(has('awaitingCourier') ? orderNotesQuery('awaitingCourier', viewer) : null, { tag: TAG });
  const readDoc = useDocument(notificationReads.doc(viewer.id), { tag: TAG });
  // The orders arrive as the entity's Order; an entry shows their note.
  const assignedNotes = useMemo(() => assigned.data.map(toOrderNote), [assigned.data]);
  const awaitingNotes = useMemo(() => awaiting.data.map(toOrderNote), [awaiting.data]);

  const entries = useMemo(() => {
    const sources: NotificationSource[] = [
      { kind: 'discountPending', requests: pending.data.map(requestNoteOf) },
      { kind: 'discountAnswered', requests: answered.data.map(requestNoteOf) },
      { kind: 'returnPending', returns: returnsPending.data.map(returnNoteOf) },
      { kind: 'returnAnswered', returns: returnsAnswered.data.map(returnNoteOf) },
      { kind: 'courierAssigned', orders: assignedNotes },
      { kind: 'awaitingCourier', orders: awaitingNotes },
    ];
    return buildEntries(sources, viewer);
  }, [pending.data, answered.data, returnsPending.data, returnsAnswered.data, assignedNotes, awaitingNotes, viewer]);
  // What this tab last wrote: the floor under a listener that lags behind it.
  const [written, setWritten] = useState<{ userId: string; state: ReadState } | null>(null);
  const mine = written?.userId === viewer.id ? written.state : null;
  const read = currentReadState(readDoc.data, mine) ?? NOTHING_READ;

  const userId = viewer.id;
  const canMark = !readDoc.loading && readDoc.error === null;
  // The document exists once the listener has seen it or this tab has written it whole (queued
  // writes reach the server in order).
  const stored = readDoc.data !== null || mine !== null;
  const onMarkAll = useCallback(() => {
    if (!canMark) return;
    const next = markAllRead(entries, read);
    setWritten({ userId, state: next });
    writeReadState(userId, next).catch(logFailure);
  }, [canMark, userId, entries, read]);
  const onMarkOne = useCallback(
    (entry: NotificationEntry) => {
      const next = canMark ? markEntryRead(entry, entries, read) : null;
      if (!next) return;
      setWritten({ userId, state: next });
      (stored ? writeReadIds(userId, next.ids) : writeReadState(userId, next)).catch(logFailure);
    },
    [canMark, stored, userId, entries, read],
  );
  const all = [pending, answered, returnsPending, returnsAnswered, assigned, awaiting, readDoc];
  return {
    entries,
    read,
    unread: unreadCount(entries, read),
    loading: all.some((s) => s.loading),
    error: all.find((s) => s.error)?.error ?? null,
    canMark,
    markAllRead: onMarkAll,
    markRead: onMarkOne,
  };
}
