import { describe, expect, it } from 'vitest';
import { defaultDayRange, formatDateTime, parseDay, toDateRange } from './dates';

describe('dates', () => {
  const now = new Date(2025, 10, 22, 14, 30);

  it('formats YYYY-MM-DD HH:mm:ss, nothing for a pending timestamp', () => {
    expect(formatDateTime(new Date(2025, 0, 2, 3, 4, 5).getTime())).toBe('2025-01-02 03:04:05');
    expect(formatDateTime(0)).toBe('');
  });

  it('defaults to the current month up to today', () => {
    expect(defaultDayRange(now)).toEqual({ from: '2025-11-01', to: '2025-11-22' });
    expect(toDateRange(defaultDayRange(now), now)).toEqual({
      start: new Date(2025, 10, 1, 0, 0, 0, 0),
      end: new Date(2025, 10, 22, 23, 59, 59, 999),
    });
  });

  it('parses real days only', () => {
    expect(parseDay('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(parseDay('2025-02-29')).toBeNull();
    expect(parseDay('2025-13-01')).toBeNull();
    expect(parseDay('')).toBeNull();
  });

  it('covers whole days, ignores an invalid day and swaps a reversed range', () => {
    expect(toDateRange({ from: '2025-03-01', to: '2025-03-31' }, now)).toEqual({
      start: new Date(2025, 2, 1),
      end: new Date(2025, 2, 31, 23, 59, 59, 999),
    });
    expect(toDateRange({ from: 'x', to: '2025-11-05' }, now).start).toEqual(new Date(2025, 10, 1));
    expect(toDateRange({ from: '2025-03-31', to: '2025-03-01' }, now)).toEqual({
      start: new Date(2025, 2, 1),
      end: new Date(2025, 2, 31, 23, 59, 59, 999),
    });
  });
});
