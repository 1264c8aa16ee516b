import '../../../i18n/stock';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../components/confirm';
import { showFailure, showLoading, showSuccess } from '../../../components/alerts';
import { useSessionUser } from '../../../auth/AuthProvider';
import { formatMoney } from '../../../lib/money';
import { refundProduct } from '../api/productWrites';
import type { Product } from '../domain/product';
import { refundAmount } from '../domain/stockChanges';
import { asStockConflict, conflictMessage } from '../domain/stockMessages';

/**
 * Returns a function that asks for confirmation, refunds the product in one transaction and shows the result
 * (stock-and-sales.md sections 4 and 8). A product changed meanwhile (or not sold) is refused with a message
 * naming it, and nothing is written.
 */
export function useRefundAction(): (product: Product) => Promise<void> {
  const { t } = useTranslation();
  const user = useSessionUser();
  return useCallback(
    async (product: Product) => {
      const yes = await confirmDialog({
        title: t('stock.refund.confirmTitle'),
        text: t('stock.refund.confirmText', {
          name: product.name,
          sku: product.sku,
          price: formatMoney(product.originalPrice),
          amount: formatMoney(refundAmount(product)),
        }),
        confirmText: t('stock.refund.return'),
        cancelText: t('stock.refund.cancel'),
        danger: true,
      });
      if (!yes) return;
      showLoading();
      try {
        await refundProduct(product, user);
      } catch (error) {
        console.error('refund', error);
        const conflict = asStockConflict(error);
        void showFailure(conflict ? conflictMessage(conflict, t) : t('stock.refund.failed', { name: product.name }));
        return;
      }
      void showSuccess(t('stock.refund.done', { name: product.name }));
    },
    [t, user],
  );
}
