import Swal from 'sweetalert2';
import 'sweetalert2/dist/sweetalert2.min.css';
import i18n from '../../../i18n';
import { refusedWriteText } from '../../../components/writeErrors';
import '../texts';
import { SkuTakenError } from '../api/productWrites';
import { StockConflictError } from '../../../entities/product/stockChanges';

/**
 * The product form's error dialogs: they stay until closed with "Хаах", unlike the
 * shared failure alert that closes itself after 2 s, so the reason can be read.
 */
export async function errorDialog(title: string, text?: string): Promise<void> {
  await Swal.fire({
    icon: 'error',
    title,
    text,
    confirmButtonText: i18n.t('productForm.close'),
    buttonsStyling: false,
    customClass: { confirmButton: 'btn btn-secondary' },
  });
}

/** The reason of a failed save or delete in the user's language. */
export function describeError(error: unknown): string {
  if (error instanceof StockConflictError) return i18n.t(`productForm.conflict.${error.reason}`, { name: error.productName });
  if (error instanceof SkuTakenError) return i18n.t('productForm.errors.skuTaken', { sku: error.sku });
  const refused = refusedWriteText(error);
  if (refused) return refused;
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('productForm.errors.unknown');
}
