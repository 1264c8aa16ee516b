import type { DocumentData, Firestore as LiteFirestore, OrderByDirection, QueryDocumentSnapshot, QuerySnapshot, WhereFilterOp } from 'firebase/firestore/lite';
import { abortable, abortError, isAbortError } from '../lib/abortable';
import type { TypedCollection } from './collections';
import { exportLiteFirestore } from './exportFirestore';
import { countQueryReads } from './readMeter';

/**
 * Whole-range exports read as several queries at once (the reports' CSV, docs/reports.md "The CSV"):
 * each query is one RunQuery request of the lite SDK through the export app
 * (src/firebase/exportFirestore.ts): from the server only, no listener, no cache. A query holds a
 * slice of the range; a few are read at a time; a query with more than a page's documents goes on
 * after its last one (a cursor). Each page is mapped to its rows as it arrives, so the documents
 * themselves are not kept.
 */

/** One where() of an export query: field, operator, value (timestamps as Dates). */
export type ExportFilter = readonly [field: string, op: WhereFilterOp, value: unknown];

export interface ExportQueries<T> {
  /** The collection, read through its entity's mapper. */
  collection: TypedCollection<T>;
  /** The order within each query (Firestore adds the document id in the same direction). */
  orderBy: readonly [field: string, direction: OrderByDirection];
  /** Each query's filters; the rows come back in this order of queries. */
  queries: readonly (readonly ExportFilter[])[];
}

export interface ExportReadOptions {
  /** Read-meter tag (one read per document, one for an empty answer). */
  tag?: string;
  /** Aborting rejects at once with an AbortError; no further request is sent. */
  signal?: AbortSignal;
  /** Called after each page with the documents read so far, all queries together. */
  onProgress?: (read: number) => void;
  /** Documents per request (default EXPORT_QUERY_LIMIT): a query with more goes on after its last one. */
  pageSize?: number;
  /** Queries read at once (default EXPORT_CONCURRENCY). */
  concurrency?: number;
}

/**
 * The most documents one request brings: a slice of the reports' CSV (20,000 documents at most on
 * average, src/features/reports/domain/exportSlices.ts) even when its days sold half as much again;
 * one answer (a sale is about 3 KB of the emulator's JSON) stays about 100 MB at most.
 */
export const EXPORT_QUERY_LIMIT = 30_000;
/**
 * Queries read at once: two. Firestore answers each from its index, the requests overlapping their
 * round trips; the emulator runs each on a thread of its own. On the bench's two cores three at a
 * time were no faster than two and held a third answer in memory.
 */
export const EXPORT_CONCURRENCY = 2;

/**
 * Every document of every query of `spec`, each page mapped by the collection's mapper, then by
 * `rows`; the rows in query order, each query's in its order. Rejects with the first failure (the
 * other queries stop before their next request) or an AbortError when `signal` aborts.
 * `fs`: a lite Firestore of one's own (tests); by default the export app's.
 */
export async function readExportQueries<T, R>(
  spec: ExportQueries<T>,
  rows: (page: T[]) => readonly R[],
  options: ExportReadOptions = {},
  fs?: LiteFirestore,
): Promise<R[]> {
  const { tag, signal, onProgress, pageSize = EXPORT_QUERY_LIMIT, concurrency = EXPORT_CONCURRENCY } = options;
  // One failure (or the caller's cancel) stops every query.
  const stop = new AbortController();
  const cancel = () => stop.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  if (signal?.aborted) stop.abort();
  try {
    const db = fs ?? (await abortable(exportLiteFirestore(), stop.signal));
    const { collection, getDocs, limit, orderBy, query, startAfter, where } = await abortable(import('firebase/firestore/lite'), stop.signal);
    const base = collection(db, spec.collection.name);
    const pages: (readonly R[])[][] = spec.queries.map(() => []);
    let read = 0;
    let next = 0;

    const readQuery = async (index: number) => {
      const filters = spec.queries[index] ?? [];
      const q = query(base, ...filters.map(([field, op, value]) => where(field, op, value)), orderBy(...spec.orderBy));
      let last: QueryDocumentSnapshot<DocumentData> | null = null;
      for (;;) {
        if (stop.signal.aborted) throw abortError();
        const snap: QuerySnapshot<DocumentData> = await abortable(getDocs(last ? query(q, startAfter(last), limit(pageSize)) : query(q, limit(pageSize))), stop.signal);
        countQueryReads(snap.size, tag);
        pages[index]?.push(rows(snap.docs.map((d) => spec.collection.map(d.id, d.data()))));
        read += snap.size;
        onProgress?.(read);
        if (snap.size < pageSize) return;
        last = snap.docs[snap.docs.length - 1] ?? null;
      }
    };

    const worker = async () => {
      while (next < spec.queries.length) {
        const index = next;
        next += 1;
        await readQuery(index);
      }
    };
    const workers = Array.from({ length: Math.max(1, Math.min(concurrency, spec.queries.length)) }, () =>
      worker().catch((error: unknown) => {
        stop.abort();
        throw error;
      }),
    );
    try {
      await Promise.all(workers);
    } catch (error) {
      // The caller's cancel, or the first real failure (the others then stopped with an AbortError).
      if (signal?.aborted) throw abortError();
      const settled = await Promise.allSettled(workers);
      const first = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected' && !isAbortError(s.reason));
      throw first ? first.reason : error;
    }
    if (signal?.aborted) throw abortError();
    const all: R[] = [];
    for (const query of pages) for (const page of query) for (const row of page) all.push(row);
    return all;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}
