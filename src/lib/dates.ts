import dayjs from 'dayjs';

/** Dates as every list and report shows them, and the day ranges their filters choose. */

/** Dates are shown YYYY-MM-DD HH:mm:ss. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** A day as the date fields show and take it (`components/DateField`), whatever the browser's locale. */
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

/** Most digits of the year, the month and the day a date field takes. */
const DAY_PARTS = [4, 2, 2] as const;

/**
 * What a date field keeps of the text typed or pasted into it: year, month and day joined by
 * dashes, which it puts in itself, so a numeric keypad without a dash gives '2026-01-31' from
 * '20260131', and '2026.01.31' or '2026/1/5' become '2026-01-31' and '2026-1-5'. A separator ends
 * a part early (a one-digit month or day); anything after the day's two digits, and letters, are dropped.
 */
export function typedDay(text: string): string {
  const parts: string[] = [''];
  // A separator was typed after the last part: the next digit starts a new one.
  let closed = false;
  for (const ch of text) {
    const last = parts.length - 1;
    if (ch >= '0' && ch <= '9') {
      if (closed || parts[last].length === DAY_PARTS[last]) {
        if (parts.length === DAY_PARTS.length) break;
        parts.push('');
        closed = false;
      }
      parts[parts.length - 1] += ch;
    } else if (parts[last] !== '' && !closed) {
      if (parts.length === DAY_PARTS.length) break;
      closed = true;
    }
  }
  return parts.join('-') + (closed ? '-' : '');
}

/** A day typed with a one-digit month or day ('2026-1-5') in full ('2026-01-05'); other text as it is. */
export function completeDay(text: string): string {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  return m ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : text;
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
