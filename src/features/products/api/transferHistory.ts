import { useCallback, useEffect, useState } from 'react';
import {
  Timestamp,
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { countQueryReads } from '../../../firebase/readMeter';
import { toTransferLog, type DateRange, type TransferLog } from '../domain/transferHistory';

/**
 * Transfer history (docs/products.md): productLocationChangeLogs with
 * updatedAt between start and end, newest first. The log grows with every move, so it is read a
 * batch at a time (a cursor query, not a listener on the collection); "load more" reads the next.
 */

/** Logs read per batch. */
export const HISTORY_BATCH = 100;

interface Batch {
  /** The search this result belongs to. */
  range: DateRange;
  rows: TransferLog[];
  cursor: QueryDocumentSnapshot | null;
  error: Error | null;
  loadingMore: boolean;
}

export interface TransferHistoryState {
  rows: TransferLog[];
  loading: boolean;
  error: Error | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

async function readBatch(range: DateRange, after: QueryDocumentSnapshot | null) {
  const constraints = [
    where('updatedAt', '>=', Timestamp.fromDate(range.start)),
    where('updatedAt', '<=', Timestamp.fromDate(range.end)),
    orderBy('updatedAt', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(HISTORY_BATCH),
  ];
  const snap = await getDocs(query(collection(db, 'productLocationChangeLogs'), ...constraints));
  countQueryReads(snap.size, 'transferHistory');
  return {
    rows: snap.docs.map((d) => toTransferLog(d.id, d.data())),
    cursor: snap.size === HISTORY_BATCH ? snap.docs[snap.docs.length - 1] : null,
  };
}

/** Reads the logs of `range` (again whenever a new range object is passed, e.g. on Search). */
export function useTransferHistory(range: DateRange): TransferHistoryState {
  const [batch, setBatch] = useState<Batch | null>(null);

  useEffect(() => {
    let cancelled = false;
    readBatch(range, null).then(
      ({ rows, cursor }) => {
        if (!cancelled) setBatch({ range, rows, cursor, error: null, loadingMore: false });
      },
      (error: unknown) => {
        console.error('transfer history', error);
        if (!cancelled) setBatch({ range, rows: [], cursor: null, error: error as Error, loadingMore: false });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [range]);

  const current = batch && batch.range === range ? batch : null;

  const loadMore = useCallback(() => {
    if (!current?.cursor || current.loadingMore) return;
    const { cursor } = current;
    setBatch({ ...current, loadingMore: true });
    readBatch(range, cursor).then(
      (more) =>
        setBatch((prev) =>
          prev && prev.range === range ? { ...prev, rows: [...prev.rows, ...more.rows], cursor: more.cursor, loadingMore: false } : prev,
        ),
      (error: unknown) => {
        console.error('transfer history (more)', error);
        setBatch((prev) => (prev && prev.range === range ? { ...prev, error: error as Error, loadingMore: false } : prev));
      },
    );
  }, [current, range]);

  return {
    rows: current?.rows ?? [],
    loading: current === null,
    error: current?.error ?? null,
    hasMore: Boolean(current?.cursor),
    loadingMore: current?.loadingMore ?? false,
    loadMore,
  };
}
