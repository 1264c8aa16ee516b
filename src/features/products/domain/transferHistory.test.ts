import { describe, expect, it } from 'vitest';
import { defaultRange, formatDateTime, parseDateRange, parseInputDate, toInputValue } from './transferHistory';
import { toTransferLog } from '../../../entities/transferLog/transferLog';

const now = new Date(2025, 5, 10, 14, 30, 15, 500);

describe('date range', () => {
  it('defaults to 1 January of the current year 00:00 until now', () => {
    const range = defaultRange(now);
    expect(range.start).toEqual(new Date(2025, 0, 1, 0, 0, 0, 0));
    expect(range.end).toEqual(now);
  });

  it('uses the dates entered; the end includes the whole minute or day it names', () => {
    const range = parseDateRange('2025-03-01T08:00', '2025-03-31T18:45', now);
    expect(range.start).toEqual(new Date(2025, 2, 1, 8, 0, 0, 0));
    expect(range.end).toEqual(new Date(2025, 2, 31, 18, 45, 59, 999));
    const days = parseDateRange('2025-03-01', '2025-03-31', now);
    expect(days.start).toEqual(new Date(2025, 2, 1, 0, 0, 0, 0));
    expect(days.end).toEqual(new Date(2025, 2, 31, 23, 59, 59, 999));
    expect(parseDateRange('2025-03-01 08:00:30', '2025-03-02 10:00:05', now).end).toEqual(new Date(2025, 2, 2, 10, 0, 5, 999));
  });

  it('ignores an invalid date: its default is used', () => {
    for (const bad of ['', '   ', 'abc', '2025-02-30', '2025-13-01', '2025-01-01T25:00', '2025-1-1', '01/02/2025']) {
      const range = parseDateRange(bad, bad, now);
      expect(range.start).toEqual(new Date(2025, 0, 1));
      expect(range.end).toEqual(now);
    }
    // Only the invalid one falls back.
    const mixed = parseDateRange('2025-02-30T10:00', '2025-04-01T10:00', now);
    expect(mixed.start).toEqual(new Date(2025, 0, 1));
    expect(mixed.end).toEqual(new Date(2025, 3, 1, 10, 0, 59, 999));
  });

  it('accepts a leap day only in a leap year', () => {
    expect(parseInputDate('2024-02-29')).not.toBeNull();
    expect(parseInputDate('2025-02-29')).toBeNull();
  });

  it('round-trips the input value format', () => {
    expect(toInputValue(new Date(2025, 0, 1, 0, 0))).toBe('2025-01-01T00:00');
    expect(parseInputDate(toInputValue(now))?.date).toEqual(new Date(2025, 5, 10, 14, 30));
  });

  it('formats dates as YYYY-MM-DD HH:mm:ss, nothing while pending', () => {
    expect(formatDateTime(new Date(2025, 5, 9, 8, 5, 3).getTime())).toBe('2025-06-09 08:05:03');
    expect(formatDateTime(0)).toBe('');
  });
});

describe('transfer log rows', () => {
  const ts = (ms: number) => ({ toMillis: () => ms });

  it('reads our log entries', () => {
    const log = toTransferLog('l1', {
      productId: 'p1',
      product: { id: 'p1', name: 'Nike Air', sku: '123456', pics: [{ picName: 'a.png', picUrl: 'http://x/a.png' }] },
      prevLocationId: 'warehouse-central',
      prevLocationName: 'Төв агуулах',
      currentLocationId: 'store-darkhan',
      currentLocationName: 'Дархан салбар',
      updatedAt: ts(1000),
    });
    expect(log).toEqual({
      id: 'l1',
      productId: 'p1',
      productName: 'Nike Air',
      sku: '123456',
      picUrl: 'http://x/a.png',
      prevLocationName: 'Төв агуулах',
      currentLocationName: 'Дархан салбар',
      updatedAtMs: 1000,
    });
  });

  it('tolerates older entries: whole product, numeric sku, no pictures, pending timestamp', () => {
    const log = toTransferLog('l2', { product: { id: 'p2', name: 'Хивс', sku: 654321, pics: [{ picName: 'x' }] }, currentLocationName: 'X' });
    expect(log).toMatchObject({ productId: 'p2', sku: '654321', picUrl: null, prevLocationName: '', updatedAtMs: 0 });
    expect(toTransferLog('l3', {})).toMatchObject({ productName: '', sku: '', picUrl: null });
  });
});
