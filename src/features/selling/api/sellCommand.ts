import { callCommand, CommandCallError } from '../../../entities/command/callCommand';
import { COMMANDS } from '../../../entities/command/command';
import { StockConflictError } from '../../../entities/product/stockChanges';
import { SaleInputError, saleInputProblem, orderTotals, type SaleInput, type SaleProblem } from '../domain/sale';
import { SALE_PROBLEMS } from '../domain/saleMessages';
import type { SaleResult, Seller } from '../domain/saleRecords';
import { toSellRequest, type SellRequest } from '../domain/sellRequest';

/**
 * THE SALE through the trusted `sell` command (functions/src/commands/sell.ts): any kind, 1 to 200
 * products, one transaction on the server. `key` is the wizard's idempotency key for this sale: a
 * call repeated after a lost answer returns the first sale. The draft's checks run here first (no
 * round trip for what the wizard already knows); the server checks everything again. Fails with
 * StockConflictError naming a product sold or changed meanwhile, SaleInputError for a sale that
 * cannot be made, CommandCallError (or OfflineError) otherwise. Nothing is written on failure.
 */
export async function sellThroughCommand(input: SaleInput, seller: Seller, key: string): Promise<SaleResult> {
  const problem = saleInputProblem(input, seller, orderTotals(input.products, input.lines));
  if (problem) throw new SaleInputError(problem);
  try {
    return await callCommand<SellRequest, SaleResult>(COMMANDS.sell, toSellRequest(input, key));
  } catch (error) {
    const failure = error instanceof CommandCallError ? error.failure : null;
    if (failure && 'conflict' in failure) throw new StockConflictError(failure.conflict.productName, failure.conflict.reason);
    if (failure && 'problem' in failure && SALE_PROBLEMS.includes(failure.problem as SaleProblem)) throw new SaleInputError(failure.problem as SaleProblem);
    throw error;
  }
}
