import type { Order } from './order';

/**
 * A refund from the sold products screen, recorded on the product's order (firestore.rules, orders:
 * isListRefundRecord) so the shop bridge corrects the order's e-barimt (docs/ebarimt.md): in the
 * order's chain of returns it is `refund_<its refund transaction>_<product>` (bridge/returns.mjs
 * reads it back the same way). Transaction ids are Firestore's generated ids: letters and digits.
 */
export const listRefundId = (transactionId: string, productId: string): string => `refund_${transactionId}_${productId}`;

/**
 * The order's fields after refunding `productId`, paid `paid` (≥ 0), with the refund transaction
 * `transactionId`: one more return, one more returned product, and what the order keeps less `paid`.
 */
export function listRefundRecord(
  order: Pick<Order, 'returnIds' | 'returnedProductIds' | 'keptTotalPrice' | 'soldTotalPrice'>,
  productId: string,
  transactionId: string,
  paid: number,
): { returnIds: string[]; returnedProductIds: string[]; keptTotalPrice: number } {
  return {
    returnIds: [...(order.returnIds ?? []), listRefundId(transactionId, productId)],
    returnedProductIds: [...(order.returnedProductIds ?? []), productId],
    keptTotalPrice: (order.keptTotalPrice ?? order.soldTotalPrice) - paid,
  };
}
