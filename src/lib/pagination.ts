/**
 * Page numbers shown by the pagination control.
 *
 * The rule: "Pagination shows 4 page numbers; with more than 10 pages a window of 5."
 *
 * Precisely:
 * - `totalPages < 1` (nothing to page) -> `[]`.
 * - `current` is first clamped to `1..totalPages` (non-integers are floored).
 * - The window size is 4 when `totalPages <= 10`, 5 when `totalPages > 10`
 *   (never more than `totalPages`).
 * - The window starts at `current - 1` (size 4: one page before, two after) or
 *   `current - 2` (size 5: current centred), then is shifted so it stays inside
 *   `1..totalPages`. So the current page is always in the window and the window
 *   is always full when there are enough pages.
 *
 * Examples: (1, 3) -> [1,2,3]; (1, 10) -> [1,2,3,4]; (5, 10) -> [4,5,6,7];
 * (10, 10) -> [7,8,9,10]; (1, 20) -> [1..5]; (10, 20) -> [8..12]; (20, 20) -> [16..20].
 */
export function pageNumbers(current: number, totalPages: number): number[] {
  const total = Number.isFinite(totalPages) ? Math.floor(totalPages) : 0;
  if (total < 1) return [];
  const raw = Number.isFinite(current) ? Math.floor(current) : 1;
  const page = Math.min(Math.max(raw, 1), total);
  const size = Math.min(total > 10 ? 5 : 4, total);
  const before = size === 5 ? 2 : 1;
  const start = Math.min(Math.max(page - before, 1), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Number of pages needed for `count` items at `pageSize` per page (at least 1). */
export function totalPagesFor(count: number, pageSize: number): number {
  if (pageSize <= 0 || count <= 0) return 1;
  return Math.ceil(count / pageSize);
}

/** The slice bounds of a page: `from` (inclusive, 0-based) and `to` (exclusive). */
export function pageSlice(page: number, pageSize: number, count: number): { from: number; to: number } {
  const from = Math.min(Math.max(page - 1, 0) * pageSize, Math.max(count, 0));
  const to = Math.min(from + pageSize, Math.max(count, 0));
  return { from, to };
}
