import type { StockConflict } from '../../../entities/product/stockChanges';
import { asStockConflict } from '../../../entities/product/stockMessages';
import { maxSaleProducts, type SaleKind, type SaleProblem } from './sale';

/**
 * What the seller reads when a sale fails (texts under selling.core): a product sold or changed
 * meanwhile (StockConflictError, naming it), a sale that cannot be tried (SaleInputError), or any
 * other error. Nothing was written in every case.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const SALE_PROBLEMS: readonly SaleProblem[] = [
  'notAllowed',
  'empty',
  'tooMany',
  'notInStore',
  'mixedStores',
  'notYourStore',
  'noDeliveryPoint',
  'noBuyer',
  'paymentMismatch',
  'paymentNegative',
  'cashShort',
  'ticketNeedsPhone',
  'noOpenShift',
  'ebarimtCompany',
];

const CONFLICT_TEXTS: readonly StockConflict[] = ['sold', 'deliveryPending', 'discountPending', 'salePending', 'movePending', 'changed', 'missing'];

function asSaleProblem(error: unknown): SaleProblem | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, problem } = error as Record<string, unknown>;
  return name === 'SaleInputError' && SALE_PROBLEMS.includes(problem as SaleProblem) ? (problem as SaleProblem) : null;
}

export function saleErrorMessage(error: unknown, t: Translate, kind: SaleKind = 'store'): string {
  const conflict = asStockConflict(error);
  if (conflict) {
    const reason = CONFLICT_TEXTS.includes(conflict.reason) ? conflict.reason : 'changed';
    return t('selling.core.conflict', { name: conflict.productName, reason: t(`selling.core.conflictReasons.${reason}`) });
  }
  const problem = asSaleProblem(error);
  if (problem) return t(`selling.core.errors.${problem}`, { max: maxSaleProducts(kind) });
  return t('selling.core.failed', { error: error instanceof Error ? error.message : String(error) });
}
