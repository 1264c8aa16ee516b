import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_SLICES, EXPORT_SLICE_DOCS, exportSliceCount, sliceRange, type RangeSlice } from './exportSlices';

const YEAR = { start: new Date('2025-11-29T16:00:00.000Z'), end: new Date('2026-11-29T15:59:59.999Z') };

/** The slice an instant falls in, by the queries' own filters (createdAt >= start, < end or <= end). */
function slicesOf(slices: readonly RangeSlice[], ms: number): number[] {
  return slices.flatMap((s, i) => (ms >= s.start.getTime() && (s.endIncluded ? ms <= s.end.getTime() : ms < s.end.getTime()) ? [i] : []));
}

describe('exportSliceCount', () => {
  it('one slice per EXPORT_SLICE_DOCS documents of the count, at least one, at most EXPORT_MAX_SLICES', () => {
    expect(exportSliceCount(null)).toBe(1);
    expect(exportSliceCount(undefined)).toBe(1);
    expect(exportSliceCount(0)).toBe(1);
    expect(exportSliceCount(2_247)).toBe(1);
    expect(exportSliceCount(EXPORT_SLICE_DOCS)).toBe(1);
    expect(exportSliceCount(EXPORT_SLICE_DOCS + 1)).toBe(2);
    // The bench's year: 102,247 sales in 6 slices, 15,786 delivery orders in 1.
    expect(exportSliceCount(102_247)).toBe(6);
    expect(exportSliceCount(15_786)).toBe(1);
    expect(exportSliceCount(10_000_000)).toBe(EXPORT_MAX_SLICES);
  });
});

describe('sliceRange', () => {
  it('cuts the range into slices of equal time, newest first, the newest ending with the range (included)', () => {
    const slices = sliceRange(YEAR, 9);
    expect(slices).toHaveLength(9);
    expect(slices[0]?.end).toEqual(YEAR.end);
    expect(slices[0]?.endIncluded).toBe(true);
    expect(slices.at(-1)?.start).toEqual(YEAR.start);
    expect(slices.slice(1).every((s) => !s.endIncluded)).toBe(true);
    // Each slice ends where the next newer one starts; lengths differ by at most a millisecond.
    for (let i = 1; i < slices.length; i += 1) expect(slices[i]?.end).toEqual(slices[i - 1]?.start);
    const lengths = slices.map((s) => s.end.getTime() - s.start.getTime());
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
  });

  it('puts every instant of the range in exactly one slice, the boundaries in the newer one, nothing outside', () => {
    const slices = sliceRange(YEAR, 7);
    const start = YEAR.start.getTime();
    const end = YEAR.end.getTime();
    const instants = [start, start + 1, end - 1, end, ...slices.flatMap((s) => [s.start.getTime() - 1, s.start.getTime(), s.end.getTime()])];
    for (const ms of instants.filter((t) => t >= start && t <= end)) expect(slicesOf(slices, ms)).toHaveLength(1);
    // A boundary belongs to the slice it starts (the newer one, earlier in the list).
    const boundary = slices[3]?.start.getTime() as number;
    expect(slicesOf(slices, boundary)).toEqual([3]);
    expect(slicesOf(slices, boundary - 1)).toEqual([4]);
    expect(slicesOf(slices, start - 1)).toEqual([]);
    expect(slicesOf(slices, end + 1)).toEqual([]);
  });

  it('one slice, the range itself, for a count of one (or less), and one per millisecond at most', () => {
    expect(sliceRange(YEAR, 1)).toEqual([{ start: YEAR.start, end: YEAR.end, endIncluded: true }]);
    expect(sliceRange(YEAR, 0)).toEqual([{ start: YEAR.start, end: YEAR.end, endIncluded: true }]);
    const instant = { start: new Date(1_000), end: new Date(1_000) };
    expect(sliceRange(instant, 5)).toEqual([{ start: instant.start, end: instant.end, endIncluded: true }]);
    const threeMs = sliceRange({ start: new Date(1_000), end: new Date(1_003) }, 9);
    expect(threeMs.map((s) => [s.start.getTime(), s.end.getTime(), s.endIncluded])).toEqual([
      [1_002, 1_003, true],
      [1_001, 1_002, false],
      [1_000, 1_001, false],
    ]);
  });
});
