import '../../../entities/product/texts';
import i18n from '../../../i18n';
import { showFailure, showQueued } from '../../../components/alerts';
import { isOnline } from '../../../lib/network';
import { code128Svg, openPrintWindow, printInto } from '../../../components/printWindow';
import { refusedWriteText } from '../../../components/writeErrors';
import { formatMoney } from '../../../lib/money';
import { markPrinted } from '../api/productWrites';
import { LABEL_BARCODE_OPTIONS, labelDocumentHtml, type LabelContent } from '../domain/labelHtml';
import type { Product } from '../../../entities/product/product';

function labelOf(p: Product): LabelContent {
  return { name: p.name, size: p.size, price: formatMoney(p.price), sku: p.sku, barcodeSvg: code128Svg(p.sku, LABEL_BARCODE_OPTIONS) };
}

/**
 * Prints the CODE128 label of each product through the browser's print dialog, then marks them printed.
 * Call it straight from the click handler: the window must open within the user's gesture, or the
 * browser blocks it (then a message says so and nothing is marked).
 */
export async function printLabels(products: readonly Product[]): Promise<void> {
  if (products.length === 0) return;
  // Opened first, synchronously, while the click still counts as a user gesture.
  const popup = openPrintWindow('width=820,height=640', i18n.t('stock.labels.popupBlocked'));
  if (!popup) return;
  try {
    const html = labelDocumentHtml(products.map(labelOf), {
      title: i18n.t('stock.labels.title'),
      size: i18n.t('stock.labels.size'),
      lang: i18n.language,
    });
    printInto(popup, html);
  } catch (error) {
    console.error('labels', error);
    popup.close();
    void showFailure(i18n.t('stock.labels.failed'));
    return;
  }
  const unprinted = products.filter((p) => !p.isPrinted);
  if (unprinted.length === 0) return;
  try {
    await markPrinted(unprinted);
    if (!isOnline()) void showQueued(); // the printed marks wait on this device (docs/offline.md)
  } catch (error) {
    console.error('mark printed', error);
    void showFailure(refusedWriteText(error) ?? i18n.t('stock.labels.markFailed'));
  }
}
