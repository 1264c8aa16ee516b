import { useCallback, useEffect, useState } from 'react';
import { getDocs, limit, query, startAfter, type DocumentData, type Query, type QueryDocumentSnapshot, type QuerySnapshot } from 'firebase/firestore';
import { countQueryReads } from './readMeter';

/**
 * Loads every document of one date range for a report or sales list, in pages, without listening
 * (docs/local-stack.md, budgets: reports query by date range; a year of orders is a few thousand documents,
 * so it is read once, page by page, not kept live). The first page shows as soon as it arrives;
 * CSV and totals use the whole range once `complete`. At most MAX_RANGE_ROWS documents are read:
 * past that the list is `truncated` and the screen asks for a shorter range.
 * Reads are counted under the tag 'reports'.
 */

export const RANGE_PAGE = 500;
export const MAX_RANGE_ROWS = 20_000;

export interface RangeRows<T> {
  rows: T[];
  /** Still reading pages. */
  loading: boolean;
  /** Every document of the range is in `rows`. */
  complete: boolean;
  /** Stopped at MAX_RANGE_ROWS. */
  truncated: boolean;
  error: Error | null;
  /** Reads the range again (after a change made elsewhere). */
  reload: () => void;
  /** Drops a row locally (after deleting its document). */
  remove: (id: string) => void;
}

interface State<T> {
  key: string;
  rows: T[];
  loading: boolean;
  truncated: boolean;
  error: Error | null;
}

/**
 * `key` identifies the query (range and filters); `build` must order the query (e.g. createdAt desc)
 * so pages can continue after the last document; `enabled` false reads nothing.
 */
export function useRangeDocs<T extends { id: string }>(
  key: string,
  build: () => Query<DocumentData>,
  map: (id: string, d: DocumentData) => T,
  enabled = true,
): RangeRows<T> {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<State<T> | null>(null);
  const fullKey = `${key}#${generation}`;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    (async () => {
      setState({ key: fullKey, rows: [], loading: true, truncated: false, error: null });
      const rows: T[] = [];
      let last: QueryDocumentSnapshot<DocumentData> | null = null;
      try {
        for (;;) {
          const page: Query<DocumentData> = last
            ? query(build(), startAfter(last), limit(RANGE_PAGE))
            : query(build(), limit(RANGE_PAGE));
          const snap: QuerySnapshot<DocumentData> = await getDocs(page);
          if (cancelled) return;
          countQueryReads(snap.size, 'reports');
          rows.push(...snap.docs.map((d) => map(d.id, d.data())));
          const more = snap.size === RANGE_PAGE;
          const truncated = more && rows.length >= MAX_RANGE_ROWS;
          const done = !more || truncated;
          setState({ key: fullKey, rows: [...rows], loading: !done, truncated, error: null });
          if (done) return;
          last = snap.docs[snap.docs.length - 1] ?? null;
        }
      } catch (error) {
        if (cancelled) return;
        console.error(`report range (${key})`, error);
        setState({ key: fullKey, rows: [...rows], loading: false, truncated: false, error: error as Error });
      }
    })();
    return () => {
      cancelled = true;
    };
    // `build` and `map` are described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullKey, enabled]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const remove = useCallback(
    (id: string) => setState((s) => (s ? { ...s, rows: s.rows.filter((r) => r.id !== id) } : s)),
    [],
  );
  const current = state && state.key === fullKey ? state : null;
  const loading = enabled && (current === null || current.loading);
  return {
    rows: current?.rows ?? [],
    loading,
    complete: enabled && current !== null && !current.loading && !current.truncated && current.error === null,
    truncated: current?.truncated ?? false,
    error: current?.error ?? null,
    reload,
    remove,
  };
}
