// The bench's result table (scripts/bench.mjs): one row per screen and measure, the new pattern
// beside the old one (a listener on the whole collection) and their ratio, with the budget's verdict.

export const COLUMNS = ['screen', 'measure', 'new reads', 'new time', 'old reads', 'old time', 'ratio', 'budget', 'PASS/FAIL'];

const int = (n) => Math.round(n).toLocaleString('en-US');
export const formatReads = (n) => (typeof n === 'number' ? int(n) : (n ?? '-'));
export const formatMs = (n) => (typeof n === 'number' ? `${int(n)} ms` : (n ?? '-'));

/** "old ÷ new" as "123×" (how many times fewer reads, or less time); '-' when either is missing. */
export function ratio(old, now) {
  if (typeof old !== 'number' || typeof now !== 'number' || now <= 0) return '-';
  const r = old / now;
  return `${r >= 100 ? int(r) : r.toFixed(r >= 10 ? 0 : 1)}×`;
}

/**
 * A row: { screen, measure, newReads, newMs, oldReads, oldMs, ratio, budget, status } where status
 * is 'PASS', 'FAIL', 'info' or 'error'; `error` (a reason) replaces the new values.
 */
export function row({ screen, measure, newReads, newMs, oldReads, oldMs, ratio: r, budget = '-', status = 'info', error = null }) {
  if (error) return { screen, measure, newReads: 'error', newMs: 'error', oldReads: formatReads(oldReads), oldMs: formatMs(oldMs), ratio: '-', budget, status: 'error', reason: error };
  return {
    screen,
    measure,
    newReads: formatReads(newReads),
    newMs: formatMs(newMs),
    oldReads: formatReads(oldReads),
    oldMs: formatMs(oldMs),
    ratio: r ?? (typeof newReads === 'number' ? ratio(oldReads, newReads) : '-'),
    budget,
    status,
  };
}

/** The table as text lines (columns padded), then the reasons of the rows in error. */
export function renderTable(rows) {
  const cells = rows.map((r) => [r.screen, r.measure, r.newReads, r.newMs, r.oldReads, r.oldMs, r.ratio, r.budget, r.status].map(String));
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join(' | ').trimEnd();
  const out = [line(COLUMNS), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)];
  const errors = rows.filter((r) => r.reason);
  if (errors.length) out.push('', ...errors.map((r) => `error: ${r.screen} / ${r.measure}: ${r.reason}`));
  return out;
}
