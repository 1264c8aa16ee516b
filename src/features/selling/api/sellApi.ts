import type { SessionUser } from '../../../auth/sessionUser';
import { runSale, type SaleInput, type SaleResult } from './saleTransaction';

/**
 * The one sale transaction every sale wizard goes through (store, delivery, merchant). The work is
 * in saleTransaction.ts (no app Firebase import, so Node tests run it against the emulator).
 * Fails with StockConflictError (entities/product/stockChanges) naming
 * a product that was sold, changed or became pending meanwhile; with SaleInputError for a sale that
 * cannot be tried (saleProblem in domain/sale.ts). Nothing is written on failure.
 */
export type { SaleKind, SaleLine, SaleBuyer, DeliveryDetails, LotteryOffer, SaleInput, SaleResult } from './saleTransaction';

export async function sellProducts(input: SaleInput, user: SessionUser): Promise<SaleResult> {
  return runSale(input, user);
}
