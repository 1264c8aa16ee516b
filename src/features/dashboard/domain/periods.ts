/**
 * Date ranges the dashboard aggregates over, in the browser's local time. Each range is
 * half-open: start <= createdAt < end.
 */
export interface DateRange {
  start: Date;
  end: Date;
}

export interface MonthRange extends DateRange {
  /** 0 = January. */
  month: number;
  /** The month has not started yet: nothing to query, its bar is zero. */
  future: boolean;
}

export function startOfDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export function todayRange(now: Date): DateRange {
  const start = startOfDay(now);
  return { start, end: new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1) };
}

export function monthRange(now: Date): DateRange {
  return {
    start: new Date(now.getFullYear(), now.getMonth(), 1),
    end: new Date(now.getFullYear(), now.getMonth() + 1, 1),
  };
}

export function yearRange(now: Date): DateRange {
  return { start: new Date(now.getFullYear(), 0, 1), end: new Date(now.getFullYear() + 1, 0, 1) };
}

/** January to December of `now`'s year. */
export function monthsOfYear(now: Date): MonthRange[] {
  const year = now.getFullYear();
  return Array.from({ length: 12 }, (_, month) => {
    const start = new Date(year, month, 1);
    return { month, start, end: new Date(year, month + 1, 1), future: start.getTime() > now.getTime() };
  });
}
