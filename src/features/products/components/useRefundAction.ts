// Owned by the stock moves work (refund): placeholder signature.
import type { Product } from '../domain/product';

/** Returns a function that asks for confirmation, refunds the product in one transaction and shows the result. */
export function useRefundAction(): (product: Product) => Promise<void> {
  return async () => {};
}
