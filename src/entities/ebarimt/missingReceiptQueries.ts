import { documentId, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { db } from '../../firebase/firestore';
import { readAllPages, readQuery, useRead } from '../../firebase/queries';
import { orders } from '../order/orderDoc';
import { sales } from '../sale/sale';
import type { EbarimtStatus, EbarimtTreatment } from './ebarimt';
import { ebarimtReceipts } from './ebarimtCollection';
import { deliveriesToRead, inGroups, missingReceipts, receiptCases, type DeliveryState, type MissingReceipt, type VatSaleLine } from './missingReceipts';

// The check of VAT sales without an issued e-barimt (./missingReceipts.ts), read for /ebarimt (the
// business, Admin and Manager) and the shift's Z report (one store's period, the store's seller too).

const TAG = 'ebarimt';

export interface MissingReceiptScope {
  /** [from, to): from is never before the e-barimt was switched on (the caller's enabledAt). */
  from: Date;
  to: Date;
  treatment: EbarimtTreatment;
  /** One store's counter sales (a shift), or null: every sale of the business. */
  storeId: string | null;
}

export interface MissingReceiptCheck {
  /** Receipts the period's VAT sales must have (sales and exchanges). */
  checked: number;
  missing: MissingReceipt[];
}

/**
 * The scope's VAT sale lines (under "contained" every line), grouped by the job that must cover them;
 * their jobs read by id, 30 at a time; the deliveries among those without an issued one read the same
 * way. A seller's reads name the store: its sales, and its point's jobs (the rules list no other).
 */
export async function readMissingReceipts(scope: MissingReceiptScope, signal?: AbortSignal, fs: Firestore = db): Promise<MissingReceiptCheck> {
  const { from, to, treatment, storeId } = scope;
  const constraints: QueryConstraint[] = [
    ...(storeId ? [where('purchaseType', '==', 'store'), where('locationId', '==', storeId)] : []),
    ...(treatment === 'added' ? [where('product.isNoat', '==', true)] : []),
    where('createdAt', '>=', from),
    where('createdAt', '<', to),
    orderBy('createdAt'),
  ];
  const rows = await readAllPages(query(sales.ref(fs), ...constraints), { tag: TAG, signal, fromServer: true });
  const lines: VatSaleLine[] = rows.map((s) => ({
    orderId: s.orderId,
    productId: s.productId,
    exchangeId: s.exchangeId,
    purchaseType: s.purchaseType,
    locationName: s.locationName,
    price: s.price,
    createdAt: s.createdAt,
  }));
  const cases = receiptCases(lines);

  const jobs = new Map<string, EbarimtStatus>();
  // A store's: its point's jobs written since the period began (a sale's job is written with it, an
  // exchange's by the bridge just after; the rules let a seller list its point's jobs, not ask for
  // ids). The business's: by id, 30 at a time.
  const jobReads = storeId
    ? [readQuery(query(ebarimtReceipts.ref(fs), where('pointId', '==', storeId), where('createdAt', '>=', from)), TAG)]
    : inGroups(cases.map((c) => c.jobId)).map((ids) => readQuery(query(ebarimtReceipts.ref(fs), where(documentId(), 'in', ids)), TAG));
  for (const job of (await Promise.all(jobReads)).flat()) jobs.set(job.id, job.status);

  const deliveries = new Map<string, DeliveryState>();
  const orderGroups = await Promise.all(
    inGroups(deliveriesToRead(cases, jobs)).map((ids) => readQuery(query(orders.ref(fs), where(documentId(), 'in', ids)), TAG)),
  );
  for (const order of orderGroups.flat()) {
    deliveries.set(order.id, { done: order.pending_status === 'done', refundedProductIds: order.refundedProductIds ?? [] });
  }
  return { checked: cases.length, missing: missingReceipts(cases, jobs, deliveries) };
}

/** The check, read once per scope (null: none) and again for each new `run`, with retry. */
export function useMissingReceipts(scope: MissingReceiptScope | null, run = 0) {
  // The scope's values are the binding (a caller may build the scope on every render); the read
  // starts again when they change.
  const key = scope ? `${scope.storeId ?? '*'}|${scope.treatment}|${scope.from.getTime()}|${scope.to.getTime()}|${run}` : null;
  return useRead<string, MissingReceiptCheck>(key, (_key, signal) => readMissingReceipts(scope as MissingReceiptScope, signal), { tag: TAG, label: 'missing e-barimt' });
}
