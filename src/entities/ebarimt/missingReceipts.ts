import type { EbarimtStatus } from './ebarimt';

/**
 * VAT sales without an issued e-barimt (docs/ebarimt.md, "VAT sales without a receipt"): every sale
 * line with VAT since the e-barimt was switched on must end on an issued receipt. A counter sale
 * writes its job with the order; an exchange's new goods get `<return>-new` from the bridge; a
 * delivery and a large sale get theirs from the bridge once delivered or closed. A write that went
 * wrong (or a bridge stopped for more than a week) leaves a sale without one, and nothing else would
 * show it: this check does, on /ebarimt and in the shift's Z report.
 */

/** A sale line with VAT as the check reads it (one `sales` document). */
export interface VatSaleLine {
  orderId: string;
  productId: string;
  /** The counter exchange that sold it (its receipt is `<exchange>-new`), else null. */
  exchangeId: string | null;
  purchaseType: string;
  locationName: string;
  /** Sold price of the line (VAT included). */
  price: number;
  createdAt: number;
}

/** The sale lines one receipt job must cover: a sale's (id = its order) or an exchange's new goods. */
export interface ReceiptCase {
  /** The job that must exist: the order's id, or `<exchange>-new`. */
  jobId: string;
  orderId: string;
  purchaseType: string;
  locationName: string;
  /** The first line's time (the sale's). */
  createdAt: number;
  productIds: string[];
  total: number;
}

/** What a delivery's order says at the check: done or not, and what the customer refused at the door. */
export interface DeliveryState {
  done: boolean;
  refundedProductIds: readonly string[];
}

/** Why a case is listed: no job at all, or its job's status (anything but issued or returned). */
export type MissingReason = 'noJob' | Exclude<EbarimtStatus, 'issued' | 'returned'>;

export interface MissingReceipt extends ReceiptCase {
  reason: MissingReason;
}

/** A job that ended on a receipt: issued (by the daemon, or found in ebarimt.mn), or issued then taken back. */
export function receiptIssued(status: EbarimtStatus): boolean {
  return status === 'issued' || status === 'returned';
}

/** The receipt job a VAT sale line belongs to. */
export function jobIdOf(line: Pick<VatSaleLine, 'orderId' | 'exchangeId'>): string {
  return line.exchangeId ? `${line.exchangeId}-new` : line.orderId;
}

/** Groups the lines by the receipt job that must cover them, oldest first. */
export function receiptCases(lines: readonly VatSaleLine[]): ReceiptCase[] {
  const byJob = new Map<string, ReceiptCase>();
  for (const line of lines) {
    const jobId = jobIdOf(line);
    const known = byJob.get(jobId);
    if (known) {
      known.productIds.push(line.productId);
      known.total += line.price;
      known.createdAt = Math.min(known.createdAt, line.createdAt);
      continue;
    }
    byJob.set(jobId, {
      jobId,
      orderId: line.orderId,
      purchaseType: line.purchaseType,
      locationName: line.locationName,
      createdAt: line.createdAt,
      productIds: [line.productId],
      total: line.price,
    });
  }
  return [...byJob.values()].sort((a, b) => a.createdAt - b.createdAt || a.jobId.localeCompare(b.jobId));
}

/** The cases whose delivery must be read: deliveries without an issued receipt. */
export function deliveriesToRead(cases: readonly ReceiptCase[], jobs: ReadonlyMap<string, EbarimtStatus>): string[] {
  const ids = cases.filter((c) => c.purchaseType === 'delivery' && !receiptIssued(jobs.get(c.jobId) ?? 'none')).map((c) => c.orderId);
  return [...new Set(ids)];
}

/**
 * The cases without an issued receipt. A delivery owes one only once done, and only for a VAT line
 * the customer kept (a line refused at the door is never on the e-barimt); until then it is not
 * listed. `jobs` holds the status of every job that exists; `deliveries` the state of every
 * delivery order read (a delivery not read, or deleted, owes nothing).
 */
export function missingReceipts(
  cases: readonly ReceiptCase[],
  jobs: ReadonlyMap<string, EbarimtStatus>,
  deliveries: ReadonlyMap<string, DeliveryState>,
): MissingReceipt[] {
  const missing: MissingReceipt[] = [];
  for (const c of cases) {
    const status = jobs.get(c.jobId);
    if (status && receiptIssued(status)) continue;
    if (c.purchaseType === 'delivery') {
      const delivery = deliveries.get(c.orderId);
      if (!delivery?.done) continue;
      if (c.productIds.every((id) => delivery.refundedProductIds.includes(id))) continue;
    }
    missing.push({ ...c, reason: status ? (status as MissingReason) : 'noJob' });
  }
  return missing;
}

/** Splits ids into Firestore `in` queries' groups (at most 30 values each). */
export function inGroups<T>(ids: readonly T[], size = 30): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < ids.length; i += size) groups.push(ids.slice(i, i + size));
  return groups;
}
