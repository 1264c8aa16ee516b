import dayjs from 'dayjs';
import type { TransferLog } from '../../../entities/transferLog/transferLog';

// A log as stored and its mapper are the transferLog entity's.
export type { TransferLog };

/**
 * Transfer history (docs/products.md): the productLocationChangeLogs entries (read as TransferLog)
 * as the table shows them, and the date range filter.
 */

/** Dates are shown YYYY-MM-DD HH:mm:ss. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function formatDateTime(ms: number): string {
  return ms > 0 ? dayjs(ms).format(DATE_TIME_FORMAT) : '';
}

/** Value format of an `<input type="datetime-local">`. */
export const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

export function toInputValue(date: Date): string {
  return dayjs(date).format(INPUT_FORMAT);
}

export interface DateRange {
  start: Date;
  end: Date;
}

/** Default range: 1 January of the current year 00:00:00 until now. */
export function defaultRange(now: Date): DateRange {
  return { start: new Date(now.getFullYear(), 0, 1, 0, 0, 0, 0), end: now };
}

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm' or with seconds -> a local date, or null when the text is not a
 * real date and time (empty, '2024-02-30', '2024-13-01', '25:00' ...).
 */
export function parseInputDate(value: string): { date: Date; hasTime: boolean; hasSeconds: boolean } | null {
  const m = DATE_INPUT.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(year, month - 1, day, hour, minute, second, 0);
  const roundTrips =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return roundTrips ? { date, hasTime: m[4] !== undefined, hasSeconds: m[6] !== undefined } : null;
}

/**
 * The range the search uses (an invalid date is ignored, i.e. its default is used).
 * The end is inclusive to the end of what it names: a day to 23:59:59.999, a minute to :59.999, so
 * "until 10:15" includes a move at 10:15:30.
 */
export function parseDateRange(startText: string, endText: string, now: Date): DateRange {
  const fallback = defaultRange(now);
  const start = parseInputDate(startText)?.date ?? fallback.start;
  const parsedEnd = parseInputDate(endText);
  let end = fallback.end;
  if (parsedEnd) {
    const unit = parsedEnd.hasSeconds ? 'second' : parsedEnd.hasTime ? 'minute' : 'day';
    end = dayjs(parsedEnd.date).endOf(unit).toDate();
  }
  return { start, end };
}
