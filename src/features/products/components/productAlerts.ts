import i18n from '../../../i18n';
import { refusedWriteText } from '../../../components/writeErrors';
import '../texts';
import { SkuTakenError } from '../api/productWrites';
import { StockConflictError } from '../../../entities/product/stockChanges';

/** The reason of a failed save or delete in the user's language. */
export function describeError(error: unknown): string {
  if (error instanceof StockConflictError) return i18n.t(`productForm.conflict.${error.reason}`, { name: error.productName });
  if (error instanceof SkuTakenError) return i18n.t('productForm.errors.skuTaken', { sku: error.sku });
  const refused = refusedWriteText(error);
  if (refused) return refused;
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('productForm.errors.unknown');
}
