import { callCommand, CommandCallError } from '../../../entities/command/callCommand';
import { COMMANDS } from '../../../entities/command/command';
import type { Product } from '../../../entities/product/product';
import { StockConflictError } from '../../../entities/product/stockChanges';
import { RETURN_MAX_PRODUCTS } from '../../../entities/saleReturn/saleReturn';
import {
  RETURN_REFUSALS,
  ReturnInputError,
  toReturnOrExchangeRequest,
  type RequestReturnRequest,
  type ReturnCommandResult,
  type ReturnOrExchangeRequest,
  type ReturnRefusal,
} from '../domain/returnCommands';
import { newLinesOf, reasonProblem, returnFigures, returnProblem } from '../domain/returns';
import type { Payments } from '../../../entities/order/payment';
import type { SalePayment } from '../../../entities/order/paymentDraft';

/**
 * THE RETURN and the request for an approval through the trusted commands (functions/src/commands/
 * returnOrExchange.ts, requestReturn.ts): one transaction on the server each, every figure derived
 * there. `key` is the desk's idempotency key for this attempt: a call repeated after a lost answer
 * returns the first result. The desk's own checks run here first (no round trip for what it already
 * knows); the server checks everything again. Fails with StockConflictError naming a product sold,
 * returned or changed meanwhile, ReturnInputError for a return that cannot be made, CommandCallError
 * (or OfflineError) otherwise. Nothing is written on failure.
 */

/** The return the desk planned: the lines as it shows them, the new products as it read them. */
export interface DeskReturn {
  orderId: string;
  /** The returned lines (their stored prices), in the order's order. */
  lines: readonly { id: string; price: number }[];
  newProducts: readonly Product[];
  newVat: Readonly<Record<string, boolean>>;
  storeId: string;
  payment: SalePayment;
  paidBack: Payments;
  approvalId: string | null;
}

/**
 * The request a desk's plan sends, without its key (the desk keeps one key per distinct request):
 * the money that is neither paid nor paid back goes as nothing, whatever the idle panel holds.
 */
export function returnRequestOf(plan: DeskReturn): Omit<ReturnOrExchangeRequest, 'key'> {
  const { key: _key, ...request } = toReturnOrExchangeRequest({ ...plan, productIds: plan.lines.map((l) => l.id) }, '');
  const figures = returnFigures(plan.lines, newLinesOf(plan.newProducts, plan.newVat));
  return { ...request, payment: figures.toPay > 0 ? request.payment : null, paidBack: figures.toPayBack > 0 ? request.paidBack : null };
}

/** A command's refusal as the desk's errors (a product named, a refusal it says in words), else as it came. */
function asDeskError(error: unknown): unknown {
  const failure = error instanceof CommandCallError ? error.failure : null;
  if (failure && 'conflict' in failure) return new StockConflictError(failure.conflict.productName, failure.conflict.reason);
  if (failure && 'problem' in failure && RETURN_REFUSALS.includes(failure.problem as ReturnRefusal)) return new ReturnInputError(failure.problem as ReturnRefusal);
  return error;
}

export async function returnThroughCommand(plan: DeskReturn, key: string): Promise<ReturnCommandResult> {
  const newLines = newLinesOf(plan.newProducts, plan.newVat);
  const problem = returnProblem(
    { lines: plan.lines, newLines, newProducts: plan.newProducts, storeId: plan.storeId, payment: plan.payment, paidBack: plan.paidBack },
    RETURN_MAX_PRODUCTS,
  );
  if (problem) throw new ReturnInputError(problem);
  try {
    return await callCommand<ReturnOrExchangeRequest, ReturnCommandResult>(COMMANDS.returnOrExchange, { ...returnRequestOf(plan), key });
  } catch (error) {
    throw asDeskError(error);
  }
}

/** A seller asks a Manager to approve a return past the window; resolves to the request's id. */
export async function requestReturnThroughCommand(request: Omit<RequestReturnRequest, 'key'>, key: string): Promise<string> {
  const problem = reasonProblem(request.reason);
  if (problem) throw new ReturnInputError(problem);
  try {
    const answer = await callCommand<RequestReturnRequest, { requestId: string }>(COMMANDS.requestReturn, { ...request, reason: request.reason.trim(), key });
    return answer.requestId;
  } catch (error) {
    throw asDeskError(error);
  }
}
