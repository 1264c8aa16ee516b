/**
 * Barcode labels (docs/products.md, labels): the HTML document a print window shows,
 * built as a pure function so it can be tested without a browser. The barcodes themselves are
 * rendered by JsBarcode (bundled) in the app's own document and passed in as serialised SVG.
 */

/** The barcode: CODE128 of the sku, font size 15, bar width 2.5, height 70. */
export const LABEL_BARCODE_OPTIONS = {
  format: 'CODE128',
  fontSize: 15,
  width: 2.5,
  height: 70,
  displayValue: true,
} as const;

/** A single label is 171 x 228 px. */
export const LABEL_WIDTH_PX = 171;
export const LABEL_HEIGHT_PX = 228;

export interface LabelContent {
  name: string;
  size: string;
  /** Already formatted, e.g. '125,000₮'. */
  price: string;
  sku: string;
  /** `<svg>...</svg>` rendered by JsBarcode; trusted markup (we generate it). */
  barcodeSvg: string;
}

export interface LabelTexts {
  /** Document title (the print dialog shows it). */
  title: string;
  /** Caption before the size, e.g. 'Размер'. */
  size: string;
  /** `lang` attribute of the document. */
  lang: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text -> HTML text or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * Print CSS: on screen the labels sit in a grid; on paper each label is one 171 x 228 px page
 * (a label printer feeds one label per page).
 */
export const LABEL_CSS = `
@page { size: ${LABEL_WIDTH_PX}px ${LABEL_HEIGHT_PX}px; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
body { font-family: Arial, Helvetica, sans-serif; }
.sheet { display: flex; flex-wrap: wrap; gap: 12px; padding: 12px; }
.label {
  width: ${LABEL_WIDTH_PX}px; height: ${LABEL_HEIGHT_PX}px; overflow: hidden;
  display: flex; flex-direction: column; align-items: center; justify-content: space-between;
  padding: 8px 4px; text-align: center; border: 1px dashed #999;
}
.label-name { font-size: 14px; font-weight: 700; line-height: 1.2; max-height: 3.6em; overflow: hidden; overflow-wrap: anywhere; }
.label-line { font-size: 13px; line-height: 1.3; }
.label-price { font-size: 16px; font-weight: 700; }
.label-barcode { width: 100%; display: flex; justify-content: center; }
.label-barcode svg { display: block; max-width: 100%; height: auto; }
@media print {
  .sheet { display: block; padding: 0; }
  .label { border: 0; break-after: page; page-break-after: always; }
  .label:last-child { break-after: auto; page-break-after: auto; }
}
`;

function labelHtml(label: LabelContent, texts: LabelTexts): string {
  return [
    `<section class="label" data-sku="${escapeHtml(label.sku)}">`,
    `<div class="label-name">${escapeHtml(label.name)}</div>`,
    `<div class="label-line">${escapeHtml(texts.size)}: ${escapeHtml(label.size)}</div>`,
    `<div class="label-line label-price">${escapeHtml(label.price)}</div>`,
    `<div class="label-barcode">${label.barcodeSvg}</div>`,
    '</section>',
  ].join('');
}

/** The whole print document: one label per product, in the given order. */
export function labelDocumentHtml(labels: readonly LabelContent[], texts: LabelTexts): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(texts.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(texts.title)}</title>`,
    `<style>${LABEL_CSS}</style>`,
    '</head>',
    '<body>',
    `<main class="sheet" aria-label="${escapeHtml(texts.title)}">`,
    ...labels.map((l) => labelHtml(l, texts)),
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
