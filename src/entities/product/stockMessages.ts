import type { StockConflict } from './stockChanges';
import './texts';

/**
 * The message a user reads when a move or a refund is refused because a product changed meanwhile
 * (it fails with a message naming the product). Texts are under `stock.conflict`.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const CONFLICT_REASONS: readonly StockConflict[] = [
  'sold',
  'notSold',
  'deliveryPending',
  'discountPending',
  'salePending',
  'movePending',
  'changed',
  'missing',
  'sameLocation',
];

/** i18n key of a conflict reason. */
export function conflictReasonKey(reason: StockConflict): string {
  return `stock.conflict.reasons.${reason}`;
}

/** '«Nike Air 40»: sold meanwhile. Nothing was changed.' in the current language. */
export function conflictMessage(conflict: { productName: string; reason: StockConflict }, t: Translate): string {
  return t('stock.conflict.message', { name: conflict.productName, reason: t(conflictReasonKey(conflict.reason)) });
}

/** Duck-typed check of the api's StockConflictError, so domain code need not import the api layer. */
export function asStockConflict(error: unknown): { productName: string; reason: StockConflict } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, productName, reason } = error as Record<string, unknown>;
  if (name !== 'StockConflictError' || typeof productName !== 'string') return null;
  return CONFLICT_REASONS.includes(reason as StockConflict) ? { productName, reason: reason as StockConflict } : null;
}
