import '../../../entities/product/texts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../components/confirm';
import { showFailure, withAlerts } from '../../../components/alerts';
import { useSessionUser } from '../../../auth/AuthProvider';
import { formatMoney } from '../../../lib/money';
import { refundProduct } from '../api/productWrites';
import type { Product } from '../../../entities/product/product';
import { refundAmount, refundConflict, type StockConflict } from '../../../entities/product/stockChanges';
import { asStockConflict, conflictMessage } from '../../../entities/product/stockMessages';

/**
 * Returns a function that asks for confirmation, refunds the product in one transaction and shows the result
 * (docs/products.md, refunds). A product changed meanwhile (or not sold) is refused with a message
 * naming it, and nothing is written. A product still on its way in a delivery order is not refunded
 * here (it is refunded at the door, or returned by deleting its order): the user is told so at once.
 */
export function useRefundAction(): (product: Product) => Promise<void> {
  const { t } = useTranslation();
  const user = useSessionUser();
  return useCallback(
    async (product: Product) => {
      const conflictText = (c: { productName: string; reason: StockConflict }) =>
        c.reason === 'deliveryPending' ? t('stock.refund.deliveryPending', { name: c.productName }) : conflictMessage(c, t);
      const known = refundConflict(product);
      if (known) {
        void showFailure(conflictText({ productName: product.name, reason: known }));
        return;
      }
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
      await withAlerts(() => refundProduct(product, user), {
        success: t('stock.refund.done', { name: product.name }),
        explain: (error) => {
          const conflict = asStockConflict(error);
          return conflict ? conflictText(conflict) : undefined;
        },
        failure: t('stock.refund.failed', { name: product.name }),
      });
    },
    [t, user],
  );
}
