/**
 * Counts the Firestore document reads the screens cause, the way Firestore bills them: one per
 * document a query or a listener delivers (one for an empty result), one per 1,000 index entries of
 * an aggregation. `npm run bench` reads the total from `window.__firestoreReads`; it is a plain number,
 * harmless in production.
 */
declare global {
  interface Window {
    __firestoreReads?: number;
  }
}

let total = 0;

export function countReads(n: number): void {
  total += Math.max(0, n);
  if (typeof window !== 'undefined') window.__firestoreReads = total;
}

/** A query result or listener snapshot of `size` documents (an empty result still costs one read). */
export function countQueryReads(size: number): void {
  countReads(Math.max(size, 1));
}

/** An aggregation (count, sum, average) over `entries` index entries. */
export function countAggregationReads(entries: number): void {
  countReads(Math.max(1, Math.ceil(entries / 1000)));
}

export function readsSoFar(): number {
  return total;
}
