import { useCallback, useEffect, useRef, useState } from 'react';
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
import { useBinding, useLoad, useSource, type QueryState, type Sink } from './source';

export { useLoad, useRead, useRetryOnReconnect, useSource, type Binding, type QueryState, type ReadState, type Sink } from './source';

// Cancelled reads (readAllPages) reject with an AbortError; callers tell it apart with this.
export { isAbortError } from '../lib/abortable';

/**
 * The data layer's read hooks: every screen reads Firestore through one of these, over queries and
 * references built from typed collections (./collections.ts), so documents arrive already mapped.
 *
 * - useLiveQuery       a live query; with `batch`, limited and grown by "load more"
 * - usePagedQuery      a live query shown a page at a time (cursor: next / previous) or in chunks ("show more")
 * - useDocument        one document, live
 * - useCountOnce       a capped count (aggregation)
 * - useAggregateOnce / useAggregatesOnce   count/sum aggregations read once
 * - useRead            any other one-off read (a promise), e.g. a document read when a dialog opens
 *
 * Each is a short wrapper over one primitive, useSource (./source.ts), which owns loading, error,
 * the transition, stale results, retry on reconnect and retry(). They all return one state shape,
 * QueryState, plus the controls their kind of list needs. A query is identified by `queryEqual` (a
 * reference by `refEqual`): a screen may build it on every render and the listener stays. `null`
 * reads nothing. Reads are counted the way Firestore bills them, under the `tag` the benchmark
 * reads (./readMeter.ts).
 */

export interface ReadOptions {
  /** Read-meter tag (e.g. 'products', 'reports'). */
  tag?: string;
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

interface LiveRows<T> {
  rows: T[];
  hasMore: boolean;
  version: number;
}

export function useLiveQuery<T>(source: Query<T> | null, options: LiveQueryOptions = {}): LiveQueryState<T> {
  const { tag, batch } = options;
  const q = useBinding(source);
  const [pages, setPages] = useState<{ q: Query<T> | null; count: number }>({ q, count: 1 });
  const count = pages.q === q ? pages.count : 1;
  // Grows with each delivery of committed data, across queries.
  const version = useRef(0);
  const read = useSource<Query<T>, LiveRows<T>>(
    q,
    (q, sink) => {
      const max = batch ? count * batch : 0;
      const meter = listenerMeter(tag);
      return onSnapshot(
        max ? query(q, limit(max)) : q,
        (snap) => {
          meter(snap);
          // Our own not-yet-committed write (a delete) does not count as new data: figures re-read from
          // the server then would still see the old data.
          if (!snap.metadata.hasPendingWrites) version.current += 1;
          sink.next({ rows: snap.docs.map((d) => d.data()), hasMore: max > 0 && snap.size >= max, version: version.current });
        },
        (error) => sink.fail(error, { rows: [], hasMore: false, version: (version.current += 1) }),
      );
    },
    { tag, label: 'live query', params: [count, batch] },
  );

  const loadMore = useCallback(() => setPages({ q, count: count + 1 }), [q, count]);
  const { current } = read;
  // While a bigger limit loads, keep showing the rows we have.
  const shown = current ?? read.ofBinding;
  return {
    data: q ? (shown?.data.rows ?? []) : [],
    loading: q !== null && shown === null,
    error: shown?.error ?? null,
    // While a bigger limit loads, the button stays (the screen shows it busy).
    hasMore: shown?.data.hasMore ?? false,
    loadMore,
    loadingMore: q !== null && current === null && shown !== null,
    version: read.last?.data.version ?? 0,
    retry: read.retry,
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
  /**
   * 'pages', online: the rows shown are this device's cached copy of the page and the server has not
   * answered yet. The cache holds only what this device has read (after Next, often just the one
   * document the previous page read beyond its end), so the page may still grow and `hasNext` is a
   * guess until then. Offline the cached page is the page: false.
   */
  syncing: boolean;
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

interface PagedRows<T> {
  rows: T[];
  nextCursor: QueryDocumentSnapshot<T> | null;
  loadingMore: boolean;
  /** 'pages': delivered from the persistent cache, the server's answer still to come. */
  fromCache: boolean;
}

export function usePagedQuery<T>(source: Query<T> | null, options: PagedQueryOptions<T>): PagedQueryState<T> {
  const { tag, pageSize, mode = 'pages', keep = null, scan, keepKey = '' } = options;
  const q = useBinding(source);
  const batch = keep ? (scan ?? pageSize + 1) : pageSize + 1;
  // Cursors of the pages after the first ('pages'); reset with the query.
  const [cursors, setCursors] = useState<{ q: Query<T> | null; keepKey: string; list: QueryDocumentSnapshot<T>[] }>({ q, keepKey, list: [] });
  const list = cursors.q === q && cursors.keepKey === keepKey ? cursors.list : [];
  // `keep` is a function a screen may rebuild each render: the listener follows the latest one.
  const keepRef = useRef(keep);
  useEffect(() => {
    keepRef.current = keep;
  });
  const filtered = keep !== null;
  const cursor = mode === 'pages' && list.length > 0 ? list[list.length - 1] : null;
  const pageOf = (snap: QuerySnapshot<T>) => readPage(snap.docs, pageSize, batch, filtered ? keepRef.current : null);

  // 'pages': a listener on the current page (its cursor and limit). With metadata changes, so that
  // the server's answer ends `syncing` even when it is the page the cache already showed.
  const pageListener = (from: Query<T>, sink: Sink<PagedRows<T>>) => {
    const meter = listenerMeter(tag);
    let shown: PagedRows<T> | null = null;
    return onSnapshot(
      cursor ? query(from, startAfter(cursor), limit(batch)) : query(from, limit(batch)),
      { includeMetadataChanges: true },
      (snap) => {
        const fromCache = snap.metadata.fromCache;
        const changed = shown === null || snap.docChanges().length > 0;
        // Only a pending write's flag changed: nothing shown is different.
        if (!changed && shown?.fromCache === fromCache) return;
        meter(snap);
        shown = { ...(changed || shown === null ? pageOf(snap) : shown), loadingMore: false, fromCache };
        sink.next(shown);
      },
      (error) => sink.fail(error, { rows: [], nextCursor: null, loadingMore: false, fromCache: false }),
    );
  };

  // 'chunks': one listener per chunk, opened by showMore.
  const showMoreRef = useRef<() => void>(() => undefined);
  const chunkListeners = (from: Query<T>, sink: Sink<PagedRows<T>>) => {
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
      const next = { rows, nextCursor: last.loaded ? last.page.nextCursor : null, loadingMore: chunks.length > 1 && !last.loaded, fromCache: false };
      const error = chunks.find((c) => c.error)?.error;
      if (error) sink.fail(error, next);
      else sink.next(next);
    };
    const open = (after: QueryDocumentSnapshot<T> | null) => {
      const chunk: Chunk = { page: { rows: [], nextCursor: null }, loaded: false, error: null, unsubscribe: () => undefined };
      chunks.push(chunk);
      const meter = listenerMeter(tag);
      chunk.unsubscribe = onSnapshot(
        after ? query(from, startAfter(after), limit(batch)) : query(from, limit(batch)),
        (snap) => {
          meter(snap);
          chunk.page = pageOf(snap);
          chunk.loaded = true;
          publish();
        },
        (error) => {
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
  };

  const read = useSource<Query<T>, PagedRows<T>>(q, mode === 'pages' ? pageListener : chunkListeners, {
    tag,
    label: 'paged query',
    params: [mode, pageSize, batch, filtered, keepKey, cursor],
  });
  const { current } = read;
  const online = useOnline();
  const next = () => {
    if (mode === 'chunks') showMoreRef.current();
    else if (current?.data.nextCursor) setCursors({ q, keepKey, list: [...list, current.data.nextCursor] });
  };
  const previous = () => {
    if (list.length > 0) setCursors({ q, keepKey, list: list.slice(0, -1) });
  };
  return {
    data: q ? (current?.data.rows ?? []) : [],
    loading: q !== null && current === null,
    error: current?.error ?? null,
    page: list.length + 1,
    hasNext: q !== null && Boolean(current?.data.nextCursor),
    hasPrevious: list.length > 0,
    next,
    previous,
    loadingMore: current?.data.loadingMore ?? false,
    syncing: q !== null && online && current !== null && current.error === null && current.data.fromCache,
    retry: read.retry,
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
  const { current, retry } = useSource<DocumentReference<T>, T | null>(
    source,
    (ref, sink) =>
      onSnapshot(
        ref,
        (snap) => {
          countReads(1, tag);
          sink.next(snap.exists() ? snap.data() : null);
        },
        (error) => sink.fail(error, null),
      ),
    { tag, label: 'document' },
  );
  return { data: current?.data ?? null, loading: source !== null && current === null, error: current?.error ?? null, retry };
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
  const read = useLoad<Query<unknown>, number | null>(source, (q) => countQuery(q, cap, tag), { tag, label: 'count', params: [cap, refresh], failed: null });
  // Counted again (`refresh`): the last count stays until the new one arrives.
  const shown = read.current ?? read.ofBinding;
  return { data: shown?.data ?? null, loading: source !== null && read.current === null, error: shown?.error ?? null, retry: read.retry };
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
  // The spec is described by its field names and kinds; a screen may rebuild it each render (the
  // read follows the latest one without starting again).
  const read = useLoad<Query<unknown>, AggregateSpecData<S> | null>(source, (q) => aggregateQuery(q, spec, { tag, entries }), {
    tag,
    label: 'aggregation',
    params: [entries, refresh],
    failed: null,
  });
  return { data: source ? (read.last?.data ?? null) : null, loading: source !== null && read.current === null, error: read.current?.error ?? null, retry: read.retry };
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
  const read = useLoad<readonly Query<unknown>[], AggregateSpecData<S>[] | null>(
    sources,
    (qs) => Promise.all(qs.map((q) => aggregateQuery(q, spec, { tag, entries }))),
    { tag, label: 'aggregations', params: [entries, refresh], failed: null },
  );
  return { data: sources ? (read.last?.data ?? null) : null, loading: sources !== null && read.current === null, error: read.current?.error ?? null, retry: read.retry };
}
