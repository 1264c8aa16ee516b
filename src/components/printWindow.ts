import JsBarcode from 'jsbarcode';
import { showFailure } from './alerts';

/**
 * Printing through the browser's print dialog from a window of its own (labels, receipts, delivery
 * slips). The window must open synchronously inside the click that asks for it, or the browser
 * blocks it; the document is written into it afterwards, and it closes itself once printed.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A CODE128 barcode as SVG markup, rendered by the bundled JsBarcode in this document ('' for none). */
export function code128Svg(value: string, options: JsBarcode.Options): string {
  if (!value) return '';
  const svg = document.createElementNS(SVG_NS, 'svg');
  JsBarcode(svg, value, options);
  return new XMLSerializer().serializeToString(svg);
}

/**
 * Opens the print window (`features`: window.open's size), showing `waitingHtml` while the
 * document is prepared; null, after saying `blockedText`, when the browser blocked it.
 */
export function openPrintWindow(features: string, blockedText: string, waitingHtml = ''): Window | null {
  const popup = window.open('', '_blank', `popup,${features}`);
  if (!popup) {
    void showFailure(blockedText);
    return null;
  }
  if (waitingHtml) popup.document.write(waitingHtml);
  return popup;
}

/** Writes the document into the window and opens the print dialog; the window closes itself after it. */
export function printInto(popup: Window, html: string): void {
  popup.document.open();
  popup.document.write(html);
  popup.document.close();
  popup.addEventListener('afterprint', () => popup.close());
  popup.focus();
  popup.print();
}
