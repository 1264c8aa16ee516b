// An uncertain receipt found issued in the business's ebarimt.mn account: the DDTD and date a Manager
// records on the e-barimt screen (docs/ebarimt.md, "Reconciling"). The rules check the same shapes.
import { ubMillis } from './daemonState';

export const DDTD_PATTERN = /^\d{33}$/;
export const RECEIPT_DATE_PATTERN = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

export type FoundReceiptProblem = 'ddtd' | 'date' | 'dateFuture';

/** What is wrong with the typed DDTD and date (trimmed), or null. */
export function foundReceiptProblem(ddtd: string, date: string, now = Date.now()): FoundReceiptProblem | null {
  if (!DDTD_PATTERN.test(ddtd.trim())) return 'ddtd';
  const text = date.trim();
  if (!RECEIPT_DATE_PATTERN.test(text) || Number.isNaN(ubMillis(text))) return 'date';
  // A receipt found is one already issued: a minute's leeway for the clocks.
  if (ubMillis(text) > now + 60_000) return 'dateFuture';
  return null;
}
