import { describe, expect, it } from 'vitest';
import { pageNumbers, pageSlice, totalPagesFor } from './pagination';

describe('pageNumbers', () => {
  it('returns nothing without pages', () => {
    expect(pageNumbers(1, 0)).toEqual([]);
    expect(pageNumbers(1, -3)).toEqual([]);
    expect(pageNumbers(1, Number.NaN)).toEqual([]);
  });

  it('shows every page when there are at most 4', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(4, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows 4 pages (one before, two after) up to 10 pages', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(3, 10)).toEqual([2, 3, 4, 5]);
    expect(pageNumbers(5, 10)).toEqual([4, 5, 6, 7]);
    expect(pageNumbers(8, 10)).toEqual([7, 8, 9, 10]);
    expect(pageNumbers(9, 10)).toEqual([7, 8, 9, 10]);
    expect(pageNumbers(10, 10)).toEqual([7, 8, 9, 10]);
    expect(pageNumbers(5, 5)).toEqual([2, 3, 4, 5]);
  });

  it('slides a window of 5 centred on the current page past 10 pages', () => {
    expect(pageNumbers(1, 11)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(3, 11)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(4, 11)).toEqual([2, 3, 4, 5, 6]);
    expect(pageNumbers(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageNumbers(18, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageNumbers(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('always contains the (clamped) current page', () => {
    for (let total = 1; total <= 25; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const pages = pageNumbers(page, total);
        expect(pages).toContain(page);
        expect(pages.length).toBe(Math.min(total > 10 ? 5 : 4, total));
      }
    }
  });

  it('clamps an out-of-range current page', () => {
    expect(pageNumbers(0, 10)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(99, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageNumbers(2.7, 10)).toEqual([1, 2, 3, 4]);
  });
});

describe('totalPagesFor and pageSlice', () => {
  it('counts pages', () => {
    expect(totalPagesFor(0, 15)).toBe(1);
    expect(totalPagesFor(15, 15)).toBe(1);
    expect(totalPagesFor(16, 15)).toBe(2);
  });

  it('slices pages', () => {
    expect(pageSlice(1, 15, 40)).toEqual({ from: 0, to: 15 });
    expect(pageSlice(3, 15, 40)).toEqual({ from: 30, to: 40 });
    expect(pageSlice(1, 15, 0)).toEqual({ from: 0, to: 0 });
  });
});
