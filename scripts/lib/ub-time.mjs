// Demo dates in the business's time zone. The business is in Mongolia: seeded periods are at
// 09:00 / 23:59 Ulaanbaatar time (UTC+8, no daylight saving), whatever time zone the seed runs in,
// so a lottery type's startDate/startTime text and its startAt timestamp agree in the browser (the
// app combines the form's date and time in the browser's local time).

export const UB_OFFSET = 8 * 60 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

function pad(n) {
  return String(n).padStart(2, '0');
}

/** The Ulaanbaatar calendar date of `d`: 'YYYY-MM-DD'. */
export function ubDateText(d) {
  const ub = new Date(d.getTime() + UB_OFFSET);
  return `${ub.getUTCFullYear()}-${pad(ub.getUTCMonth() + 1)}-${pad(ub.getUTCDate())}`;
}

/** The Ulaanbaatar wall-clock time of `d`: 'HH:mm'. */
export function ubTimeText(d) {
  const ub = new Date(d.getTime() + UB_OFFSET);
  return `${pad(ub.getUTCHours())}:${pad(ub.getUTCMinutes())}`;
}

/** `now` moved by `days`, at hh:mm Ulaanbaatar time. */
export function ubAt(now, days, hh, mm) {
  const ub = new Date(now.getTime() + days * DAY + UB_OFFSET);
  return new Date(Date.UTC(ub.getUTCFullYear(), ub.getUTCMonth(), ub.getUTCDate(), hh, mm) - UB_OFFSET);
}
