import { typedCollection } from '../../firebase/collections';
import { millis, num, obj, str, type Data } from '../../firebase/fields';

/**
 * A transactions document (docs/data-model.md) as read: a sale's, a refund's (a counter return's
 * too), a cancel's or a counter exchange's money movement. The one mapper of the collection; the
 * builders are in transactionDocument.ts.
 */

export type TransactionKind = 'sale' | 'refund' | 'exchange';

export interface Transaction {
  id: string;
  /**
   * An exchange is type 'exchange' (whatever its amount's sign); a refund is type 'refund' or any
   * other negative amount (a cancel is negative too).
   */
  kind: TransactionKind;
  /** Tugrik, negative for a refund; an exchange's is the difference (any sign, 0 when even). */
  amount: number;
  orderId: string | null;
  customerId: string | null;
  /** The customer's name written with the transaction (its order's contact name); null on older documents. */
  customerName: string | null;
  /** The older documents' `user` snapshot as a name (a sale's buyer's first name), '' when none. */
  snapshotName: string;
  /** Milliseconds since the epoch; 0 while the server timestamp is pending. */
  createdAtMs: number;
}

function kindOf(type: unknown, amount: number): TransactionKind {
  // Checked first: an exchange the customer was paid back for is negative, and still no refund.
  if (type === 'exchange') return 'exchange';
  return type === 'refund' || amount < 0 ? 'refund' : 'sale';
}

/** A transactions document -> Transaction. `amount` is ours; older documents only have transactionPrice. */
export function toTransaction(id: string, d: Data): Transaction {
  const amount = num(d.amount) ?? num(d.transactionPrice) ?? 0;
  const user: Data = obj(d.user) ?? {};
  const snapshotName = [str(user.firstName), str(user.lastName)].filter((s) => s !== '').join(' ');
  return {
    id,
    kind: kindOf(d.type, amount),
    amount,
    orderId: str(d.orderId) || null,
    customerId: str(d.customerId) || null,
    customerName: typeof d.customerName === 'string' && d.customerName !== '' ? d.customerName : null,
    snapshotName,
    createdAtMs: millis(d.createdAt),
  };
}

/** The transactions collection, read as Transaction. */
export const transactions = typedCollection('transactions', toTransaction);
