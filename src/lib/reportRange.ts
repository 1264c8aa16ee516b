import dayjs from 'dayjs';
import { DAY_FORMAT, parseDay, type DateRange, type DayRange } from './dates';

/**
 * The date range of the reports and sales lists (docs/reports.md): start and end are
 * days, taken as 00:00:00 and 23:59:59 (to the last millisecond) in local time; by default from
 * 1 January of the current year to today. Unlike the order lists, a reversed range is not swapped:
 * the report says the end is before the start ("Bad input").
 */

export type ReportRangeError = 'invalidStart' | 'invalidEnd' | 'endBeforeStart';

export type ReportRangeResult = { ok: true; range: DateRange } | { ok: false; error: ReportRangeError };

/** Default days: 1 January of `now`'s year to `now`'s day. */
export function defaultReportDays(now: Date): DayRange {
  return { from: dayjs(now).startOf('year').format(DAY_FORMAT), to: dayjs(now).format(DAY_FORMAT) };
}

/** The last `days` days up to `now`'s day (today included). */
export function recentReportDays(now: Date, days: number): DayRange {
  return { from: dayjs(now).subtract(days - 1, 'day').format(DAY_FORMAT), to: dayjs(now).format(DAY_FORMAT) };
}

/** The instants `days` covers, or why it covers none. */
export function reportRange(days: DayRange): ReportRangeResult {
  const from = parseDay(days.from);
  if (!from) return { ok: false, error: 'invalidStart' };
  const to = parseDay(days.to);
  if (!to) return { ok: false, error: 'invalidEnd' };
  if (to.getTime() < from.getTime()) return { ok: false, error: 'endBeforeStart' };
  return { ok: true, range: { start: dayjs(from).startOf('day').toDate(), end: dayjs(to).endOf('day').toDate() } };
}

/** The days of a range, for file names and captions ('YYYY-MM-DD'). */
export function rangeDays(range: DateRange): DayRange {
  return { from: dayjs(range.start).format(DAY_FORMAT), to: dayjs(range.end).format(DAY_FORMAT) };
}
