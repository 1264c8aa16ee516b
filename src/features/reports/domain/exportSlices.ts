import type { DateRange } from '../../../lib/dates';

/**
 * The CSV export of a report reads its range as slices of time, a few at once (docs/reports.md,
 * "The CSV"), each one query, instead of one cursor page of 500 after another: the emulator runs a
 * whole query for every page whatever its size (about 1-3 s each on the bench's 100,000 sales: 205
 * pages took 5-6 minutes), and Firestore pays a round trip per page. The slices follow each other
 * newest first, each read newest first, so their rows are the range's in the report's order.
 */

/** About how many documents one slice holds: the range's count / this is the number of slices. */
export const EXPORT_SLICE_DOCS = 20_000;
/** At most this many slices, whatever the count (each costs a query, at least one read). */
export const EXPORT_MAX_SLICES = 16;

export interface RangeSlice {
  start: Date;
  end: Date;
  /**
   * The newest slice ends with the range, its end included (as the report's own query: createdAt
   * <= end); every other one ends where the next newer one starts, that instant left to it.
   */
  endIncluded: boolean;
}

/** How many slices a range of `expected` documents is read in: one per EXPORT_SLICE_DOCS, 1 to EXPORT_MAX_SLICES. */
export function exportSliceCount(expected: number | null | undefined): number {
  if (!expected || !Number.isFinite(expected) || expected <= 0) return 1;
  return Math.min(EXPORT_MAX_SLICES, Math.ceil(expected / EXPORT_SLICE_DOCS));
}

/**
 * `range` cut into `count` slices of (about) equal time, whole milliseconds, newest first: every
 * instant of the range in exactly one of them. A range shorter than `count` ms gets one slice per ms.
 */
export function sliceRange(range: DateRange, count: number): RangeSlice[] {
  const start = range.start.getTime();
  const end = range.end.getTime();
  const span = end - start;
  const n = Math.max(1, Math.min(Math.floor(count) || 1, span));
  if (n === 1 || span <= 0) return [{ start: new Date(start), end: new Date(end), endIncluded: true }];
  const bounds = Array.from({ length: n + 1 }, (_, i) => (i === n ? end : start + Math.floor((span * i) / n)));
  const slices: RangeSlice[] = [];
  for (let i = n - 1; i >= 0; i -= 1) {
    slices.push({ start: new Date(bounds[i] as number), end: new Date(bounds[i + 1] as number), endIncluded: i === n - 1 });
  }
  return slices;
}
