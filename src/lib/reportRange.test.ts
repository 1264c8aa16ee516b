import { describe, expect, it } from 'vitest';
import { defaultReportDays, rangeDays, recentReportDays, reportRange } from './reportRange';

describe('defaultReportDays', () => {
  it('runs from 1 January of the current year to today', () => {
    expect(defaultReportDays(new Date(2026, 10, 22, 15, 30))).toEqual({ from: '2026-01-01', to: '2026-11-22' });
    expect(defaultReportDays(new Date(2027, 0, 1, 0, 5))).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });
});

describe('reportRange', () => {
  it('takes the start day at 00:00:00 and the end day at 23:59:59', () => {
    const result = reportRange({ from: '2026-03-01', to: '2026-03-31' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.range.start).toEqual(new Date(2026, 2, 1, 0, 0, 0, 0));
    expect(result.range.end).toEqual(new Date(2026, 2, 31, 23, 59, 59, 999));
  });

  it('accepts a single day', () => {
    const result = reportRange({ from: '2026-05-05', to: '2026-05-05' });
    expect(result.ok && result.range.end.getTime() - result.range.start.getTime()).toBe(24 * 3600 * 1000 - 1);
  });

  it('says so when the end is before the start instead of swapping', () => {
    expect(reportRange({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ ok: false, error: 'endBeforeStart' });
  });

  it('rejects missing or impossible days', () => {
    expect(reportRange({ from: '', to: '2026-03-01' })).toEqual({ ok: false, error: 'invalidStart' });
    expect(reportRange({ from: '2026-02-30', to: '2026-03-01' })).toEqual({ ok: false, error: 'invalidStart' });
    expect(reportRange({ from: '2026-03-01', to: 'x' })).toEqual({ ok: false, error: 'invalidEnd' });
  });
});

describe('rangeDays', () => {
  it('gives back the days of a range', () => {
    const result = reportRange({ from: '2026-01-01', to: '2026-11-22' });
    expect(result.ok && rangeDays(result.range)).toEqual({ from: '2026-01-01', to: '2026-11-22' });
  });
});

describe('recentReportDays', () => {
  it('is the last n days, today included, across a month', () => {
    expect(recentReportDays(new Date(2026, 11, 3, 9, 0), 7)).toEqual({ from: '2026-11-27', to: '2026-12-03' });
    expect(recentReportDays(new Date(2026, 11, 3, 9, 0), 1)).toEqual({ from: '2026-12-03', to: '2026-12-03' });
  });
});
