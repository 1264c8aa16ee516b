import { describe, expect, it } from 'vitest';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { readPage } from './queries';

/** Stand-ins for query snapshots: readPage only calls data() and compares them by identity. */
function docs(values: number[]): QueryDocumentSnapshot<number>[] {
  return values.map((v) => ({ data: () => v }) as unknown as QueryDocumentSnapshot<number>);
}

describe('readPage', () => {
  it('a page is pageSize rows; the extra document read says there is a next page, starting after the last shown', () => {
    const d = docs([1, 2, 3, 4]);
    expect(readPage(d, 3, 4).rows).toEqual([1, 2, 3]);
    expect(readPage(d, 3, 4).nextCursor).toBe(d[2]);
    expect(readPage(d.slice(0, 3), 3, 4)).toEqual({ rows: [1, 2, 3], nextCursor: null });
  });

  it('with a filter Firestore cannot apply, keeps the passing rows of the scan and continues after the last one consumed', () => {
    const d = docs([1, 2, 3, 4, 5, 6]);
    const even = (n: number) => n % 2 === 0;
    // Scan of 6 (full batch): the page is 2 and 4; 5 is consumed (skipped), 6 is not: the next page starts after 5.
    const page = readPage(d, 2, 6, even);
    expect(page.rows).toEqual([2, 4]);
    expect(page.nextCursor).toBe(d[4]);
    // A short scan consumed to its end: no next page.
    expect(readPage(d.slice(0, 5), 3, 6, even)).toEqual({ rows: [2, 4], nextCursor: null });
    // A full scan with too few matches still continues after its last document.
    expect(readPage(d.slice(0, 3), 5, 3, even).nextCursor).toBe(d[2]);
  });
});
