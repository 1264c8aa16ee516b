// The reports' default range, in Ulaanbaatar time (UTC+8), for specs comparing with Firestore.

/** 1 January of the current year, 00:00 in Ulaanbaatar (the reports' default start). */
export function yearStartUlaanbaatar(now = new Date()): Date {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), 0, 1) - 8 * 3600_000);
}

/** The end of today (23:59:59.999) in Ulaanbaatar (the reports' default end). */
export function todayEndUlaanbaatar(now = new Date()): Date {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - 8 * 3600_000 - 1);
}
