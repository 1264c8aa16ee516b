import { describe, expect, it } from 'vitest';
import { monthRange, monthsOfYear, startOfDay, todayRange, yearRange } from './periods';

const NOW = new Date(2026, 10, 22, 12, 30); // 22 November 2026, 12:30 local time

describe('dashboard periods (local time, half-open ranges)', () => {
  it('today runs from local midnight to the next midnight', () => {
    expect(startOfDay(NOW)).toEqual(new Date(2026, 10, 22));
    expect(todayRange(NOW)).toEqual({ start: new Date(2026, 10, 22), end: new Date(2026, 10, 23) });
  });

  it('today at the end of a month and a year ends on the 1st', () => {
    expect(todayRange(new Date(2026, 11, 31, 23, 59)).end).toEqual(new Date(2027, 0, 1));
  });

  it('this month and this year', () => {
    expect(monthRange(NOW)).toEqual({ start: new Date(2026, 10, 1), end: new Date(2026, 11, 1) });
    expect(monthRange(new Date(2026, 11, 5))).toEqual({ start: new Date(2026, 11, 1), end: new Date(2027, 0, 1) });
    expect(yearRange(NOW)).toEqual({ start: new Date(2026, 0, 1), end: new Date(2027, 0, 1) });
  });

  it('twelve months January to December, later months marked future', () => {
    const months = monthsOfYear(NOW);
    expect(months.map((m) => m.month)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(months[0].start).toEqual(new Date(2026, 0, 1));
    expect(months[11].end).toEqual(new Date(2027, 0, 1));
    expect(months.filter((m) => m.future).map((m) => m.month)).toEqual([11]);
    for (let i = 1; i < 12; i++) expect(months[i].start).toEqual(months[i - 1].end);
  });

  it('in January only February to December are future', () => {
    expect(monthsOfYear(new Date(2027, 0, 1, 0, 5)).filter((m) => m.future)).toHaveLength(11);
  });
});
