// Shared by every feature that deletes orders (the order lists and the delivery orders): an entity,
// not a feature's own code.
import { serverTimestamp } from 'firebase/firestore';

/**
 * deletedOrders/{orderId}: what stays of a deleted order. Written in the same transaction that
 * deletes the order; the security rules require it (docs/security-rules.md, "Deleting an order"):
 * `order` must equal the order document exactly as it was, and its existence keeps the order id from
 * ever being used again. A pending or delivering delivery order names the cancel transaction that
 * balances its sale transaction.
 */
export function deletedOrderRecord(
  orderId: string,
  order: Record<string, unknown>,
  deletedUserId: string,
  cancelTransactionId: string | null,
): Record<string, unknown> {
  return { id: orderId, order, cancelTransactionId, deletedUserId, deletedAt: serverTimestamp() };
}
