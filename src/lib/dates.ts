import dayjs from 'dayjs';

/** Dates as every list and report shows them, and the day ranges their filters choose. */

/** Dates are shown YYYY-MM-DD HH:mm:ss. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Value format of an `<input type="date">`. */
export const DAY_FORMAT = 'YYYY-MM-DD';

export function formatDateTime(ms: number): string {
  return ms > 0 ? dayjs(ms).format(DATE_TIME_FORMAT) : '';
}

export interface DayRange {
  /** Inclusive, 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

export interface DateRange {
  start: Date;
  end: Date;
}

/** Default range: the first of the current month to today. */
export function defaultDayRange(now: Date): DayRange {
  return { from: dayjs(now).startOf('month').format(DAY_FORMAT), to: dayjs(now).format(DAY_FORMAT) };
}

/** A real 'YYYY-MM-DD' date (not '2024-02-30'), or null. */
export function parseDay(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * The instants a day range covers: `from` 00:00:00.000 to `to` 23:59:59.999 (local time). An
 * invalid day falls back to the default range's; a reversed range is swapped.
 */
export function toDateRange(days: DayRange, now: Date): DateRange {
  const fallback = defaultDayRange(now);
  let from = parseDay(days.from) ?? (parseDay(fallback.from) as Date);
  let to = parseDay(days.to) ?? (parseDay(fallback.to) as Date);
  if (from.getTime() > to.getTime()) [from, to] = [to, from];
  return { start: dayjs(from).startOf('day').toDate(), end: dayjs(to).endOf('day').toDate() };
}
