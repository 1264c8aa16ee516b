import '../../../entities/product/texts';
import JsBarcode from 'jsbarcode';
import i18n from '../../../i18n';
import { showFailure } from '../../../components/alerts';
import { refusedWriteText } from '../../../components/writeErrors';
import { formatMoney } from '../../../lib/money';
import { markPrinted } from '../api/productWrites';
import { LABEL_BARCODE_OPTIONS, labelDocumentHtml, type LabelContent } from '../domain/labelHtml';
import type { Product } from '../../../entities/product/product';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The CODE128 barcode of a sku as SVG markup, rendered by the bundled JsBarcode in this document. */
function barcodeSvg(sku: string): string {
  const svg = document.createElementNS(SVG_NS, 'svg');
  JsBarcode(svg, sku, LABEL_BARCODE_OPTIONS);
  return new XMLSerializer().serializeToString(svg);
}

function labelOf(p: Product): LabelContent {
  return { name: p.name, size: p.size, price: formatMoney(p.price), sku: p.sku, barcodeSvg: p.sku ? barcodeSvg(p.sku) : '' };
}

/**
 * Prints the CODE128 label of each product through the browser's print dialog, then marks them printed.
 * Call it straight from the click handler: the window must open within the user's gesture, or the
 * browser blocks it (then a message says so and nothing is marked).
 */
export async function printLabels(products: readonly Product[]): Promise<void> {
  if (products.length === 0) return;
  // Opened first, synchronously, while the click still counts as a user gesture.
  const popup = window.open('', '_blank', 'popup,width=820,height=640');
  if (!popup) {
    void showFailure(i18n.t('stock.labels.popupBlocked'));
    return;
  }
  try {
    const html = labelDocumentHtml(products.map(labelOf), {
      title: i18n.t('stock.labels.title'),
      size: i18n.t('stock.labels.size'),
      lang: i18n.language,
    });
    popup.document.open();
    popup.document.write(html);
    popup.document.close();
    // The window closes itself once the print dialog is done with.
    popup.addEventListener('afterprint', () => popup.close());
    popup.focus();
    popup.print();
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
  } catch (error) {
    console.error('mark printed', error);
    void showFailure(refusedWriteText(error) ?? i18n.t('stock.labels.markFailed'));
  }
}
