/** The start of the day `now` is in, on this device's clock (Ulaanbaatar time at the shop): a shift opened before it and still open was left open overnight. */
export function startOfToday(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}
