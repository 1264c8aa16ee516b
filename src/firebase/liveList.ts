import { useCallback, useEffect, useState } from 'react';
import { onSnapshot, type DocumentData, type Query } from 'firebase/firestore';
import { countQueryReads, countReads } from './readMeter';

/**
 * A live list of a growing collection that never listens to the whole collection (read budgets:
 * docs/local-stack.md): one query, limited to `batch` documents; "load more" raises the limit by another
 * batch. Used by the order lists, transactions and the lottery tickets. Reads are counted under
 * `tag` (src/firebase/readMeter.ts).
 */
export interface LiveList<T> {
  rows: T[];
  loading: boolean;
  error: Error | null;
  /** The query may hold more documents than the current limit. */
  hasMore: boolean;
  loadMore: () => void;
  /** Changes whenever a new snapshot of committed data arrives (lets figures derived elsewhere refresh). */
  version: number;
}

interface Snapshot<T> {
  key: string;
  rows: T[];
  error: Error | null;
  hasMore: boolean;
  version: number;
}

/**
 * A live, limited query; `key` identifies the query (a new key starts over with one batch);
 * `build(max)` returns the query limited to `max` documents.
 */
export function useLiveList<T>(
  key: string,
  build: (max: number) => Query<DocumentData>,
  map: (id: string, d: DocumentData) => T,
  options: { batch: number; tag: string },
): LiveList<T> {
  const { batch, tag } = options;
  const [batches, setBatches] = useState({ key, count: 1 });
  const [snapshot, setSnapshot] = useState<Snapshot<T> | null>(null);
  const pages = batches.key === key ? batches.count : 1;

  useEffect(() => {
    const max = pages * batch;
    let first = true;
    return onSnapshot(
      build(max),
      (snap) => {
        if (first) countQueryReads(snap.size, tag);
        else if (!snap.metadata.fromCache) countReads(snap.docChanges().length, tag);
        first = false;
        const rows = snap.docs.map((d) => map(d.id, d.data()));
        // A snapshot of our own not-yet-committed write (a delete) does not bump the version: figures
        // re-read from the server then would still see the old data (the page refreshes them itself
        // once its write is committed).
        const bump = snap.metadata.hasPendingWrites ? 0 : 1;
        setSnapshot((prev) => ({ key, rows, error: null, hasMore: snap.size >= max, version: (prev?.version ?? 0) + bump }));
      },
      (error) => {
        console.error(`live list (${key})`, error);
        setSnapshot((prev) => ({ key, rows: [], error, hasMore: false, version: (prev?.version ?? 0) + 1 }));
      },
    );
    // `build` and `map` are described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pages, batch, tag]);

  const loadMore = useCallback(() => setBatches({ key, count: pages + 1 }), [key, pages]);
  const current = snapshot && snapshot.key === key ? snapshot : null;
  return {
    rows: current?.rows ?? [],
    loading: current === null,
    error: current?.error ?? null,
    hasMore: current?.hasMore ?? false,
    loadMore,
    version: current?.version ?? 0,
  };
}
