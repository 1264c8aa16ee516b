import { describe, expect, it } from 'vitest';
import { completeDay, defaultDayRange, formatDateTime, parseDay, toDateRange, typedDay } from './dates';

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

  it('a date field keeps year-month-day with its dashes, whatever was typed or pasted', () => {
    // A numeric keypad has no dash: the field puts them in.
    expect(['2', '2026', '20260', '202601', '2026013', '20260131'].map(typedDay)).toEqual(['2', '2026', '2026-0', '2026-01', '2026-01-3', '2026-01-31']);
    expect(typedDay('2026-01-31')).toBe('2026-01-31');
    // Another separator, a one-digit month or day ended by one, a dash typed by hand stays.
    expect(typedDay('2026.01.31')).toBe('2026-01-31');
    expect(typedDay('2026/1/5')).toBe('2026-1-5');
    expect(typedDay('2026-')).toBe('2026-');
    expect(typedDay('2026-01-')).toBe('2026-01-');
    // Backspace over a dash takes it away; deleting one in the middle puts it back.
    expect(typedDay('2026-01')).toBe('2026-01');
    expect(typedDay('202601-31')).toBe('2026-01-31');
    // Letters, a second separator, anything past the day are dropped.
    expect(typedDay('x2026--01a-31 12:00')).toBe('2026-01-31');
    // A US date is not guessed at: it stays no day, and the field's message asks for year-month-day.
    expect(typedDay('01/31/2026')).toBe('01-31-20');
    expect(parseDay(completeDay(typedDay('01/31/2026')))).toBeNull();
    expect(typedDay('')).toBe('');
  });

  it('completes a one-digit month or day; leaves other text alone', () => {
    expect(completeDay('2026-1-5')).toBe('2026-01-05');
    expect(completeDay('2026-01-31')).toBe('2026-01-31');
    expect(completeDay('2026-1')).toBe('2026-1');
    expect(completeDay('')).toBe('');
  });
});
