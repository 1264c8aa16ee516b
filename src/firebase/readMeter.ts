/**
 * Counts the Firestore document reads the screens cause, the way Firestore bills them: one per
 * document a query or a listener delivers (one for an empty result), one per 1,000 index entries of
 * an aggregation. `npm run bench` reads the totals from `window.__firestoreReads` (all reads) and
 * `window.__firestoreReadsByTag` (e.g. 'products': the product list's own queries). Plain numbers,
 * harmless in production.
 */
declare global {
  interface Window {
    __firestoreReads?: number;
    __firestoreReadsByTag?: Record<string, number>;
  }
}

let total = 0;
const byTag: Record<string, number> = {};

export function countReads(n: number, tag = 'other'): void {
  const reads = Math.max(0, n);
  total += reads;
  byTag[tag] = (byTag[tag] ?? 0) + reads;
  if (typeof window !== 'undefined') {
    window.__firestoreReads = total;
    window.__firestoreReadsByTag = { ...byTag };
  }
}

/** A query result or listener snapshot of `size` documents (an empty result still costs one read). */
export function countQueryReads(size: number, tag?: string): void {
  countReads(Math.max(size, 1), tag);
}

/** An aggregation (count, sum, average) over `entries` index entries. */
export function countAggregationReads(entries: number, tag?: string): void {
  countReads(Math.max(1, Math.ceil(entries / 1000)), tag);
}

export function readsSoFar(tag?: string): number {
  return tag ? (byTag[tag] ?? 0) : total;
}
