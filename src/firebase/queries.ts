import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  count,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocFromCache,
  getDocs,
  getDocsFromServer,
  limit,
  onSnapshot,
  query,
  queryEqual,
  refEqual,
  startAfter,
  sum,
  type AggregateSpec,
  type AggregateSpecData,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { isOnline, useOnline } from './online';
import { abortable, abortError } from '../lib/abortable';
import { countAggregationReads, countQueryReads, countReads } from './readMeter';

// Cancelled reads (readAllPages) reject with an AbortError; callers tell it apart with this.
export { isAbortError } from '../lib/abortable';

/**
 * The data layer's read hooks: every screen reads Firestore through one of these, over queries and
 * references built from typed collections (./collections.ts), so documents arrive already mapped.
 *
 * - useLiveQuery    a live query; with `batch`, limited and grown by "load more"
 * - usePagedQuery   a live query shown a page at a time (cursor: next / previous) or in chunks ("show more")
 * - useQueryOnce    a query read once, in pages, to its end (reports, sales lists)
 * - useDocument     one document, live
 * - useCountOnce    a capped count (aggregation)
 *
 * They all return one state shape, QueryState, plus the controls their kind of list needs. A query
 * is identified by `queryEqual` (a reference by `refEqual`): a screen may build it on every render
 * and the listener stays. `null` reads nothing. Reads are counted the way Firestore bills them,
 * under the `tag` the benchmark reads (./readMeter.ts).
 */

export interface QueryState<T> {
  data: T;
  /** Nothing has arrived yet for the current query. */
  loading: boolean;
  error: Error | null;
}

export interface ReadOptions {
  /** Read-meter tag (e.g. 'products', 'reports'). */
  tag?: string;
}

type Source = Query<unknown> | DocumentReference<unknown>;

function sameSource(a: Source | null, b: Source | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  if (a.type === 'document' || b.type === 'document') {
    return a.type === b.type && refEqual(a as DocumentReference<unknown>, b as DocumentReference<unknown>);
  }
  return queryEqual(a as Query<unknown>, b as Query<unknown>);
}

/** The first of a run of equal queries: what effects depend on. */
function useStable<S extends Source>(source: S | null): S | null {
  const [stable, setStable] = useState<S | null>(source);
  const same = sameSource(stable, source);
  if (!same) setStable(source);
  return same ? stable : source;
}

/**
 * Grows each time the device comes back online while `stale`: a one-off read (count, aggregation,
 * query read once) that failed offline, or that the persistent cache answered, is read again by
 * itself once the connection is back. Live listeners need nothing: Firestore resumes them.
 */
export function useRetryOnReconnect(stale: boolean): number {
  const online = useOnline();
  const [seen, setSeen] = useState({ online, retries: 0 });
  if (seen.online !== online) {
    const retries = online && stale ? seen.retries + 1 : seen.retries;
    setSeen({ online, retries });
    return retries;
  }
  return seen.retries;
}

/** A result bound to the source it came from, so a new query shows loading, never the old rows. */
interface Bound<T, S> {
  source: S;
  data: T;
  error: Error | null;
}

/**
 * Bills a listener's deliveries: the first costs its documents (one if empty), later ones what changed.
 * With the persistent cache the first delivery may come from this device (metadata.fromCache); it is
 * still counted as the whole query, because the server then runs the query again for the listener
 * (billed as a new query unless it resumes within 30 minutes). Later cache-only deliveries are free.
 */
function listenerMeter(tag: string | undefined) {
  let first = true;
  return (snap: QuerySnapshot<unknown>) => {
    if (first) countQueryReads(snap.size, tag);
    else if (!snap.metadata.fromCache) countReads(snap.docChanges().length, tag);
    first = false;
  };
}

// ------------------------------------------------------------------------------------------------
// Live query
// ------------------------------------------------------------------------------------------------

export interface LiveQueryOptions extends ReadOptions {
  /** Limit the query to `batch` documents; loadMore raises the limit by another batch. */
  batch?: number;
}

export interface LiveQueryState<T> extends QueryState<T[]> {
  /** With `batch`: the query may hold more documents than the current limit. */
  hasMore: boolean;
  loadMore: () => void;
  /** A bigger limit is on its way (the rows shown are the previous ones). */
  loadingMore: boolean;
  /** Grows with each snapshot of committed data (lets figures derived elsewhere refresh). */
  version: number;
}

export function useLiveQuery<T>(source: Query<T> | null, options: LiveQueryOptions = {}): LiveQueryState<T> {
  const { tag, batch } = options;
  const q = useStable(source);
  const [pages, setPages] = useState<{ q: Query<T> | null; count: number }>({ q, count: 1 });
  const count = pages.q === q ? pages.count : 1;
  const [result, setResult] = useState<(Bound<T[], Query<T>> & { hasMore: boolean; count: number; version: number }) | null>(null);

  useEffect(() => {
    if (!q) return;
    const max = batch ? count * batch : 0;
    const meter = listenerMeter(tag);
    return onSnapshot(
      max ? query(q, limit(max)) : q,
      (snap) => {
        meter(snap);
        // Our own not-yet-committed write (a delete) does not count as new data: figures re-read from
        // the server then would still see the old data.
        const bump = snap.metadata.hasPendingWrites ? 0 : 1;
        const data = snap.docs.map((d) => d.data());
        // A transition (here and in the paged listeners): a list's rows render in slices of a few
        // milliseconds, so a page of cards arriving does not hold a slow phone's main thread.
        startTransition(() =>
          setResult((prev) => ({ source: q, count, data, error: null, hasMore: max > 0 && snap.size >= max, version: (prev?.version ?? 0) + bump })),
        );
      },
      (error) => {
        console.error(`live query (${tag ?? 'untagged'})`, error);
        setResult((prev) => ({ source: q, count, data: [], error, hasMore: false, version: (prev?.version ?? 0) + 1 }));
      },
    );
  }, [q, count, batch, tag]);

  const loadMore = useCallback(() => setPages({ q, count: count + 1 }), [q, count]);
  const current = result && result.source === q && result.count === count ? result : null;
  // While a bigger limit loads, keep showing the rows we have.
  const shown = current ?? (result && result.source === q ? result : null);
  return {
    data: q ? (shown?.data ?? []) : [],
    loading: q !== null && shown === null,
    error: shown?.error ?? null,
    // While a bigger limit loads, the button stays (the screen shows it busy).
    hasMore: current ? current.hasMore : (shown?.hasMore ?? false),
    loadMore,
    loadingMore: q !== null && current === null && shown !== null,
    version: result?.version ?? 0,
  };
}

// ------------------------------------------------------------------------------------------------
// Paged query
// ------------------------------------------------------------------------------------------------

export interface PagedQueryOptions<T> extends ReadOptions {
  pageSize: number;
  /**
   * 'pages': one page at a time, next / previous (each page is a listener on exactly its cursor and
   * limit). 'chunks': pages accumulate under a "show more" button; each chunk is its own listener
   * starting after the previous one, so showing more reads only the new chunk.
   */
  mode?: 'pages' | 'chunks';
  /**
   * A filter Firestore cannot apply itself: each delivery then scans `scan` documents and keeps the
   * ones that pass, a page at most `pageSize` of them.
   */
  keep?: ((row: T) => boolean) | null;
  scan?: number;
  /** Identifies `keep` (a function may be rebuilt each render): a new value starts over at page 1. */
  keepKey?: string;
}

export interface PagedQueryState<T> extends QueryState<T[]> {
  /** 1-based page number ('pages'). */
  page: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next: () => void;
  previous: () => void;
  /** 'chunks': a later chunk is on its way. */
  loadingMore: boolean;
}

interface Page<T> {
  rows: T[];
  /** Where the next page starts (the last document this page consumed), null at the end. */
  nextCursor: QueryDocumentSnapshot<T> | null;
}

/** The rows of one delivery and where the next page starts. */
export function readPage<T>(
  docs: readonly QueryDocumentSnapshot<T>[],
  pageSize: number,
  batch: number,
  keep?: ((row: T) => boolean) | null,
): Page<T> {
  if (!keep) {
    return { rows: docs.slice(0, pageSize).map((d) => d.data()), nextCursor: docs.length > pageSize ? docs[pageSize - 1] : null };
  }
  const rows: T[] = [];
  let last: QueryDocumentSnapshot<T> | null = null;
  for (const d of docs) {
    const row = d.data();
    if (!keep(row)) {
      last = d;
      continue;
    }
    if (rows.length === pageSize) break;
    rows.push(row);
    last = d;
  }
  const consumedAll = last === docs[docs.length - 1];
  return { rows, nextCursor: docs.length === batch || !consumedAll ? last : null };
}

interface PagedResult<T> {
  source: Query<T>;
  key: string;
  rows: T[];
  nextCursor: QueryDocumentSnapshot<T> | null;
  loadingMore: boolean;
  error: Error | null;
}

export function usePagedQuery<T>(source: Query<T> | null, options: PagedQueryOptions<T>): PagedQueryState<T> {
  const { tag, pageSize, mode = 'pages', keep = null, scan, keepKey = '' } = options;
  const q = useStable(source);
  const batch = keep ? (scan ?? pageSize + 1) : pageSize + 1;
  // Cursors of the pages after the first ('pages'), or the chunk count ('chunks'); reset with the query.
  const [cursors, setCursors] = useState<{ q: Query<T> | null; keepKey: string; list: QueryDocumentSnapshot<T>[] }>({ q, keepKey, list: [] });
  const list = cursors.q === q && cursors.keepKey === keepKey ? cursors.list : [];
  const [result, setResult] = useState<PagedResult<T> | null>(null);
  // `keep` is a function a screen may rebuild each render: the listener follows the latest one.
  const keepRef = useRef(keep);
  useEffect(() => {
    keepRef.current = keep;
  });
  const filtered = keep !== null;
  const key = `${mode}:${pageSize}:${batch}:${filtered}:${keepKey}:${mode === 'pages' ? list.length : 0}`;

  // 'pages': a listener on the current page.
  const cursor = mode === 'pages' && list.length > 0 ? list[list.length - 1] : null;
  useEffect(() => {
    if (!q || mode !== 'pages') return;
    const meter = listenerMeter(tag);
    return onSnapshot(
      cursor ? query(q, startAfter(cursor), limit(batch)) : query(q, limit(batch)),
      (snap) => {
        meter(snap);
        const page = readPage(snap.docs, pageSize, batch, filtered ? keepRef.current : null);
        startTransition(() => setResult({ source: q, key, rows: page.rows, nextCursor: page.nextCursor, loadingMore: false, error: null }));
      },
      (error) => {
        console.error(`paged query (${tag ?? 'untagged'})`, error);
        setResult({ source: q, key, rows: [], nextCursor: null, loadingMore: false, error });
      },
    );
  }, [q, mode, cursor, batch, pageSize, filtered, tag, key]);

  // 'chunks': one listener per chunk, opened by showMore.
  const showMoreRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!q || mode !== 'chunks') return;
    interface Chunk {
      page: Page<T>;
      loaded: boolean;
      error: Error | null;
      unsubscribe: Unsubscribe;
    }
    const chunks: Chunk[] = [];
    const publish = () => {
      const seen = new Set<unknown>();
      const rows: T[] = [];
      for (const chunk of chunks) {
        for (const row of chunk.page.rows) {
          const id = (row as { id?: unknown }).id ?? row;
          if (seen.has(id)) continue;
          seen.add(id);
          rows.push(row);
        }
      }
      const last = chunks[chunks.length - 1];
      const next = {
        source: q,
        key,
        rows,
        nextCursor: last.loaded ? last.page.nextCursor : null,
        loadingMore: chunks.length > 1 && !last.loaded,
        error: chunks.find((c) => c.error)?.error ?? null,
      };
      startTransition(() => setResult(next));
    };
    const open = (from: QueryDocumentSnapshot<T> | null) => {
      const chunk: Chunk = { page: { rows: [], nextCursor: null }, loaded: false, error: null, unsubscribe: () => undefined };
      chunks.push(chunk);
      const meter = listenerMeter(tag);
      chunk.unsubscribe = onSnapshot(
        from ? query(q, startAfter(from), limit(batch)) : query(q, limit(batch)),
        (snap) => {
          meter(snap);
          chunk.page = readPage(snap.docs, pageSize, batch, filtered ? keepRef.current : null);
          chunk.loaded = true;
          publish();
        },
        (error) => {
          console.error(`paged query (${tag ?? 'untagged'})`, error);
          chunk.loaded = true;
          chunk.error = error;
          publish();
        },
      );
    };
    open(null);
    showMoreRef.current = () => {
      const last = chunks[chunks.length - 1];
      if (!last.loaded || !last.page.nextCursor) return;
      open(last.page.nextCursor);
      publish();
    };
    return () => {
      showMoreRef.current = () => undefined;
      for (const chunk of chunks) chunk.unsubscribe();
    };
  }, [q, mode, batch, pageSize, filtered, tag, key]);

  const current = result && result.source === q && result.key === key ? result : null;
  const next = () => {
    if (mode === 'chunks') showMoreRef.current();
    else if (current?.nextCursor) setCursors({ q, keepKey, list: [...list, current.nextCursor] });
  };
  const previous = () => {
    if (list.length > 0) setCursors({ q, keepKey, list: list.slice(0, -1) });
  };
  return {
    data: q ? (current?.rows ?? []) : [],
    loading: q !== null && current === null,
    error: current?.error ?? null,
    page: list.length + 1,
    hasNext: q !== null && Boolean(current?.nextCursor),
    hasPrevious: list.length > 0,
    next,
    previous,
    loadingMore: current?.loadingMore ?? false,
  };
}

// ------------------------------------------------------------------------------------------------
// One-time query, read to its end
// ------------------------------------------------------------------------------------------------

export const ONCE_PAGE = 500;
export const ONCE_MAX_ROWS = 20_000;

export interface QueryOnceState<T> extends QueryState<T[]> {
  /** Every document of the query is in `data`. */
  complete: boolean;
  /** Stopped at `max` documents. */
  truncated: boolean;
  /** Reads the query again (after a change made elsewhere). */
  reload: () => void;
  /** Drops a row locally (after deleting its document). */
  remove: (id: string) => void;
}

/**
 * Reads every document of a query once, in pages of `page` (the query must be ordered so a page can
 * continue after the last document), without listening: a report's year of orders is read once, not
 * kept live. The first page shows as soon as it arrives; at most `max` documents are read.
 */
export function useQueryOnce<T extends { id: string }>(
  source: Query<T> | null,
  options: ReadOptions & { page?: number; max?: number } = {},
): QueryOnceState<T> {
  const { tag, page = ONCE_PAGE, max = ONCE_MAX_ROWS } = options;
  const q = useStable(source);
  const [generation, setGeneration] = useState({ q, n: 0 });
  const n = generation.q === q ? generation.n : 0;
  const [state, setState] = useState<(Bound<T[], Query<T>> & { n: number; loading: boolean; truncated: boolean; fromCache: boolean }) | null>(null);
  const retries = useRetryOnReconnect(state !== null && state.source === q && (state.error !== null || state.fromCache));

  useEffect(() => {
    if (!q) return;
    let cancelled = false;
    (async () => {
      const rows: T[] = [];
      let last: QueryDocumentSnapshot<T> | null = null;
      let fromCache = false;
      try {
        for (;;) {
          const snap: QuerySnapshot<T> = await getDocs(last ? query(q, startAfter(last), limit(page)) : query(q, limit(page)));
          if (cancelled) return;
          countServerQuery(snap, tag);
          fromCache ||= snap.metadata.fromCache;
          rows.push(...snap.docs.map((d) => d.data()));
          const more = snap.size === page;
          const truncated = more && rows.length >= max;
          const done = !more || truncated;
          setState({ source: q, n, data: [...rows], loading: !done, truncated, error: null, fromCache });
          if (done) return;
          last = snap.docs[snap.docs.length - 1] ?? null;
        }
      } catch (error) {
        if (cancelled) return;
        console.error(`query (${tag ?? 'untagged'})`, error);
        setState({ source: q, n, data: [...rows], loading: false, truncated: false, error: error as Error, fromCache });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [q, n, page, max, tag, retries]);

  const reload = useCallback(() => setGeneration({ q, n: n + 1 }), [q, n]);
  const remove = useCallback((id: string) => setState((s) => (s ? { ...s, data: s.data.filter((r) => r.id !== id) } : s)), []);
  const current = state && state.source === q && state.n === n ? state : null;
  return {
    data: current?.data ?? [],
    loading: q !== null && (current === null || current.loading),
    complete: q !== null && current !== null && !current.loading && !current.truncated && current.error === null,
    truncated: current?.truncated ?? false,
    error: current?.error ?? null,
    reload,
    remove,
  };
}

/**
 * A one-off read is billed only when the server answered it: while the device is offline getDocs
 * answers from the persistent cache (metadata.fromCache), which costs nothing.
 */
function countServerQuery(snap: QuerySnapshot<unknown>, tag?: string): void {
  if (!snap.metadata.fromCache) countQueryReads(snap.size, tag);
}

/** A query read once, for write paths and one-off lookups (server reads counted). */
export async function readQuery<T>(q: Query<T>, tag?: string): Promise<T[]> {
  const snap = await getDocs(q);
  countServerQuery(snap, tag);
  return snap.docs.map((d) => d.data());
}

/** A document read once (server reads counted); null when it does not exist. */
export async function readDocument<T>(ref: DocumentReference<T>, tag?: string): Promise<T | null> {
  const snap: DocumentSnapshot<T> = await getDoc(ref);
  if (!snap.metadata.fromCache) countReads(1, tag);
  return snap.exists() ? snap.data() : null;
}

/**
 * A document read once for what the app needs to start, also offline (the session's own profile):
 * from the server while the device is online, from the persistent cache while it is offline or when
 * the server cannot be reached. Rejects (code 'unavailable') when it is in neither.
 */
export async function readDocumentOrCache<T>(ref: DocumentReference<T>, tag?: string): Promise<T | null> {
  if (isOnline()) {
    try {
      return await readDocument(ref, tag);
    } catch (error) {
      if (errorCodeOf(error) !== 'unavailable') throw error;
    }
  }
  const snap: DocumentSnapshot<T> = await getDocFromCache(ref);
  return snap.exists() ? snap.data() : null;
}

function errorCodeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
}

/** The number of documents a query matches, up to `cap` (one read per 1,000 counted). */
export async function countQuery(q: Query<unknown>, cap: number | null, tag?: string): Promise<number> {
  try {
    const snap = await getCountFromServer(cap ? query(q, limit(cap)) : q);
    const value = snap.data().count;
    countAggregationReads(value, tag);
    return value;
  } catch (error) {
    countReads(1, tag);
    throw error;
  }
}

// ------------------------------------------------------------------------------------------------
// One document, live
// ------------------------------------------------------------------------------------------------

export function useDocument<T>(source: DocumentReference<T> | null, options: ReadOptions = {}): QueryState<T | null> {
  const { tag } = options;
  const ref = useStable(source);
  const [result, setResult] = useState<Bound<T | null, DocumentReference<T>> | null>(null);
  useEffect(() => {
    if (!ref) return;
    return onSnapshot(
      ref,
      (snap) => {
        countReads(1, tag);
        setResult({ source: ref, data: snap.exists() ? snap.data() : null, error: null });
      },
      (error) => {
        console.error(`document (${ref.path})`, error);
        setResult({ source: ref, data: null, error });
      },
    );
  }, [ref, tag]);
  const current = result && result.source === ref ? result : null;
  return { data: current?.data ?? null, loading: ref !== null && current === null, error: current?.error ?? null };
}

/**
 * One document, followed through a callback (for code outside React, e.g. the session's own
 * profile). A delivery from the server costs one read; cached ones are free. Returns the unsubscribe.
 */
export function watchDocument<T>(
  ref: DocumentReference<T>,
  onData: (data: T | null) => void,
  onError: (error: Error) => void,
  tag?: string,
): Unsubscribe {
  return onSnapshot(
    ref,
    (snap) => {
      if (!snap.metadata.fromCache) countReads(1, tag);
      onData(snap.exists() ? snap.data() : null);
    },
    onError,
  );
}

// ------------------------------------------------------------------------------------------------
// Count
// ------------------------------------------------------------------------------------------------

/** A capped count, read once per query (and again when `refresh` changes). */
export function useCountOnce(source: Query<unknown> | null, options: ReadOptions & { cap?: number | null; refresh?: unknown } = {}): QueryState<number | null> {
  const { tag, cap = null, refresh } = options;
  const q = useStable(source);
  const [result, setResult] = useState<(Bound<number | null, Query<unknown>> & { refresh: unknown }) | null>(null);
  const retries = useRetryOnReconnect(result !== null && result.source === q && result.error !== null);
  useEffect(() => {
    if (!q) return;
    let cancelled = false;
    countQuery(q, cap, tag).then(
      (value) => !cancelled && setResult({ source: q, refresh, data: value, error: null }),
      (error: Error) => {
        console.error(`count (${tag ?? 'untagged'})`, error);
        if (!cancelled) setResult({ source: q, refresh, data: null, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [q, cap, tag, refresh, retries]);
  const current = result && result.source === q ? result : null;
  return { data: current?.data ?? null, loading: q !== null && (current === null || current.refresh !== refresh), error: current?.error ?? null };
}

// ------------------------------------------------------------------------------------------------
// Aggregations (count, sum, average)
// ------------------------------------------------------------------------------------------------

/**
 * Aggregations over a query, read once (one read per 1,000 index entries counted, `entries` naming
 * the count field of the spec that says how many; without one, a single read). A sum over no
 * documents comes back null.
 */
export async function aggregateQuery<S extends AggregateSpec>(
  q: Query<unknown>,
  spec: S,
  options: ReadOptions & { entries?: keyof S } = {},
): Promise<AggregateSpecData<S>> {
  const { tag, entries } = options;
  try {
    const data = (await getAggregateFromServer(q, spec)).data();
    const n = entries !== undefined ? data[entries] : 0;
    countAggregationReads(typeof n === 'number' ? n : 0, tag);
    return data;
  } catch (error) {
    countReads(1, tag);
    throw error;
  }
}

/** The sum of one numeric field over a query (0 when no document matches), read once. */
export async function sumQuery(q: Query<unknown>, field: string, tag?: string): Promise<number> {
  const data = await aggregateQuery(q, { total: sum(field), n: count() }, { tag, entries: 'n' });
  return data.total ?? 0;
}

/**
 * Aggregations read once per query (and again when `refresh` changes). While they are read again,
 * `data` keeps the previous figures (figures beside a list do not flicker to zero); `loading` says
 * they are on their way.
 */
export function useAggregateOnce<S extends AggregateSpec>(
  source: Query<unknown> | null,
  spec: S,
  options: ReadOptions & { entries?: keyof S; refresh?: unknown } = {},
): QueryState<AggregateSpecData<S> | null> {
  const { tag, entries, refresh } = options;
  const q = useStable(source);
  // The spec is described by its field names and kinds; a screen may rebuild it each render.
  const specRef = useRef(spec);
  useEffect(() => {
    specRef.current = spec;
  });
  const [result, setResult] = useState<(Bound<AggregateSpecData<S> | null, Query<unknown>> & { refresh: unknown }) | null>(null);
  const retries = useRetryOnReconnect(result !== null && result.source === q && result.error !== null);
  useEffect(() => {
    if (!q) return;
    let cancelled = false;
    aggregateQuery(q, specRef.current, { tag, entries }).then(
      (value) => !cancelled && setResult({ source: q, refresh, data: value, error: null }),
      (error: Error) => {
        console.error(`aggregation (${tag ?? 'untagged'})`, error);
        if (!cancelled) setResult({ source: q, refresh, data: null, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [q, tag, entries, refresh, retries]);
  const current = result && result.source === q && result.refresh === refresh ? result : null;
  return { data: q ? (result?.data ?? null) : null, loading: q !== null && current === null, error: current?.error ?? null };
}

// ------------------------------------------------------------------------------------------------
// A whole query read in pages, with progress and cancel (exports)
// ------------------------------------------------------------------------------------------------

export const EXPORT_PAGE = 500;

export interface ReadAllOptions extends ReadOptions {
  /** Documents per page (default EXPORT_PAGE). */
  pageSize?: number;
  /** Aborting stops before the next page and rejects with an AbortError. */
  signal?: AbortSignal;
  /** Called after each page with the documents read so far. */
  onProgress?: (read: number) => void;
  /**
   * Only the server's answer will do (an export): offline, or when the server cannot be reached,
   * this rejects instead of returning what a cache holds, which could be part of the range.
   */
  fromServer?: boolean;
}

/** Lets the browser paint and handle input between pages. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Every document of `q` (which must be ordered, so a page continues after the last document), read
 * once in pages of `pageSize`, the browser getting a turn between pages. Reads are counted per page.
 */
export async function readAllPages<T>(q: Query<T>, options: ReadAllOptions = {}): Promise<T[]> {
  const { tag, pageSize = EXPORT_PAGE, signal, onProgress, fromServer = false } = options;
  const read = fromServer ? getDocsFromServer : getDocs;
  const rows: T[] = [];
  let last: QueryDocumentSnapshot<T> | null = null;
  for (;;) {
    if (signal?.aborted) throw abortError();
    const snap: QuerySnapshot<T> = await abortable(read(last ? query(q, startAfter(last), limit(pageSize)) : query(q, limit(pageSize))), signal);
    countServerQuery(snap, tag);
    if (signal?.aborted) throw abortError();
    for (const d of snap.docs) rows.push(d.data());
    onProgress?.(rows.length);
    if (snap.size < pageSize) return rows;
    last = snap.docs[snap.docs.length - 1] ?? null;
    await yieldToBrowser();
  }
}

/**
 * Several aggregations of one spec, read together once per set of queries (and again when `refresh`
 * changes); each is billed by its `entries` count. While read again, `data` keeps the last figures.
 */
export function useAggregatesOnce<S extends AggregateSpec>(
  sources: readonly Query<unknown>[] | null,
  spec: S,
  options: ReadOptions & { entries?: keyof S; refresh?: unknown } = {},
): QueryState<AggregateSpecData<S>[] | null> {
  const { tag, entries, refresh } = options;
  const [stable, setStable] = useState(sources);
  const same =
    stable === sources ||
    (stable !== null && sources !== null && stable.length === sources.length && stable.every((q, i) => queryEqual(q, sources[i] as Query<unknown>)));
  if (!same) setStable(sources);
  const qs = same ? stable : sources;
  const specRef = useRef(spec);
  useEffect(() => {
    specRef.current = spec;
  });
  const [result, setResult] = useState<{ source: readonly Query<unknown>[]; refresh: unknown; data: AggregateSpecData<S>[] | null; error: Error | null } | null>(null);
  const retries = useRetryOnReconnect(result !== null && result.source === qs && result.error !== null);
  useEffect(() => {
    if (!qs) return;
    let cancelled = false;
    Promise.all(qs.map((q) => aggregateQuery(q, specRef.current, { tag, entries }))).then(
      (data) => !cancelled && setResult({ source: qs, refresh, data, error: null }),
      (error: Error) => {
        console.error(`aggregations (${tag ?? 'untagged'})`, error);
        if (!cancelled) setResult({ source: qs, refresh, data: null, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [qs, tag, entries, refresh, retries]);
  const current = result && result.source === qs && result.refresh === refresh ? result : null;
  return { data: qs ? (result?.data ?? null) : null, loading: qs !== null && current === null, error: current?.error ?? null };
}
