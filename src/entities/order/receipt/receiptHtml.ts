import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/dates';
import { PAYMENT_METHODS, changeDue, type PaymentMethod, type Payments } from '../payment';

/**
 * Receipts and delivery slips (docs/receipts.md): the HTML document a print window shows, built as
 * pure functions so they can be tested without a browser. The order number's CODE128 barcode is
 * rendered by the bundled JsBarcode in the app's document and passed in as serialised SVG.
 */

/** Thermal paper roll widths, in millimetres. */
export type ReceiptPaper = '80' | '58';
export const RECEIPT_PAPERS: readonly ReceiptPaper[] = ['80', '58'];
export const DEFAULT_RECEIPT_PAPER: ReceiptPaper = '80';

/**
 * Printable width of each roll: thermal printers leave about 4 mm (80 mm roll: 72 mm of print) and
 * 5 mm (58 mm roll: 48 mm) of margin. The page is the roll's width; the body is the printable part.
 */
const PRINT_WIDTH_MM: Record<ReceiptPaper, number> = { '80': 72, '58': 48 };

/**
 * Page length. Chromium drops `@page { size: 80mm auto }` (two values must both be lengths), so the
 * page is a long strip; a roll printer's driver cuts after the content. One receipt of 6 lines fits.
 */
const PAGE_LENGTH_MM = 297;

/** The order number's barcode: CODE128, thin bars so a 20-character id fits a 58 mm roll. */
export const RECEIPT_BARCODE_OPTIONS = {
  format: 'CODE128',
  width: 1,
  height: 40,
  fontSize: 11,
  margin: 0,
  displayValue: true,
} as const;

/** Fonts with Mongolian Cyrillic (Ө ө Ү ү); monospace first, so columns line up on a thermal head. */
export const RECEIPT_FONTS = '"DejaVu Sans Mono", "Liberation Mono", "Noto Sans Mono", Consolas, "Courier New", monospace';

export interface ReceiptShop {
  name: string;
  address: string;
  phone: string;
}

export interface ReceiptLine {
  name: string;
  size: string;
  sku: string;
  /** Line price as sold (VAT included when ticked). */
  price: number;
  /** The VAT included in the price (10 % of the original price), null when the line has none. */
  vat: number | null;
}

export interface ReceiptContent {
  shop: ReceiptShop;
  /** Milliseconds since the epoch; 0 when unknown. */
  createdAtMs: number;
  orderId: string;
  /** `<svg>...</svg>` from JsBarcode; trusted markup (we generate it). '' for none. */
  barcodeSvg: string;
  seller: string;
  /** The buyer as the receipt names it (a walk-in customer already translated). */
  customer: string;
  customerPhone: string;
  lines: ReceiptLine[];
  total: number;
  /** null for an order made before payments were recorded. */
  payments: Payments | null;
  cashReceived: number | null;
  lotteryCode: string | null;
  /** The e-barimt block (docs/ebarimt.md); null when the sale has none. */
  ebarimt?: ReceiptEbarimt | null;
}

/**
 * The e-barimt as the receipt prints it: issued (its DDTD, and the first time also its lottery number
 * and QR code, which are printed once and kept nowhere), or still pending.
 */
export type ReceiptEbarimt = (
  | { state: 'issued'; ddtd: string; date: string; totalVAT: number; lottery: string; qrSvg: string; company: string; companyTin: string }
  | { state: 'pending' }
  | { state: 'returned'; ddtd: string }
) & {
  /** A counter return's receipt: the correction, the return of the receipt, the new goods' receipt. */
  kind?: 'correction' | 'return' | 'exchange';
};

export interface EbarimtTexts {
  title: string;
  ddtd: string;
  date: string;
  vat: string;
  lottery: string;
  noLottery: string;
  company: string;
  copy: string;
  pending: string;
  pendingHint: string;
  /** The titles of a counter return's e-barimt blocks. */
  kinds: { correction: string; return: string; exchange: string };
  returnedDdtd: string;
}

export interface ReceiptTexts {
  /** `lang` attribute of the document. */
  lang: string;
  /** Document title (the print dialog shows it). */
  title: string;
  date: string;
  order: string;
  seller: string;
  customer: string;
  size: string;
  sku: string;
  vat: string;
  total: string;
  payment: string;
  methods: Record<PaymentMethod, string>;
  notRecorded: string;
  cashReceived: string;
  change: string;
  lottery: string;
  thanks: string;
  ebarimt?: EbarimtTexts;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text -> HTML text or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** The print CSS for one roll width: the page is the roll, the body its printable width. */
export function receiptCss(paper: ReceiptPaper): string {
  const width = PRINT_WIDTH_MM[paper];
  const margin = (Number(paper) - width) / 2;
  const small = paper === '58';
  return `
@page { size: ${paper}mm ${PAGE_LENGTH_MM}mm; margin: 3mm ${margin}mm; }
* { box-sizing: border-box; }
html { background: #fff; color: #000; }
body {
  width: ${width}mm; margin: 0 auto; padding: 0;
  font-family: ${RECEIPT_FONTS};
  font-size: ${small ? 10 : 11.5}px; line-height: 1.3;
  -webkit-print-color-adjust: exact; print-color-adjust: exact;
}
@media screen { body { margin: 12px auto; padding: 8px; outline: 1px dashed #999; outline-offset: 4px; } }
.center { text-align: center; }
.shop-name { font-size: 1.35em; font-weight: 700; }
.rule { border: 0; border-top: 1px dashed #000; margin: 1.5mm 0; }
.row { display: flex; justify-content: space-between; align-items: baseline; gap: 2mm; }
.row > :first-child { flex: 0 1 auto; max-width: 60%; }
.row > :last-child { flex: 1 1 0; min-width: 0; text-align: right; overflow-wrap: anywhere; }
.row.money > :last-child { flex: 0 0 auto; white-space: nowrap; }
.line { margin: 1mm 0; break-inside: avoid; }
.line-name { font-weight: 700; overflow-wrap: anywhere; }
.muted { font-size: 0.92em; }
.total { font-size: 1.25em; font-weight: 700; }
.barcode { margin-top: 2mm; display: flex; justify-content: center; }
.barcode svg { display: block; max-width: 100%; height: auto; }
.lottery { font-weight: 700; }
.ebarimt-title { font-weight: 700; margin-bottom: 1mm; }
.qr { margin: 2mm auto 0; width: ${small ? 30 : 36}mm; }
.qr svg { display: block; width: 100%; height: auto; }
.thanks { margin-top: 2mm; font-weight: 700; }
`;
}

/** A label and its value on one line, the value on the right. `extra`: more classes; `testId`: a test hook. */
function row(label: string, value: string, options: { extra?: string; testId?: string; attrs?: string; labelClass?: string } = {}): string {
  const cls = options.extra ? `row ${options.extra}` : 'row';
  const id = options.testId ? ` data-testid="${options.testId}"` : '';
  const labelCls = options.labelClass ? ` class="${options.labelClass}"` : '';
  return `<div class="${cls}"${id}${options.attrs ?? ''}><span${labelCls}>${escapeHtml(label)}</span><span>${escapeHtml(value)}</span></div>`;
}

function documentHtml(lang: string, title: string, paper: ReceiptPaper, kind: string, body: string[]): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${receiptCss(paper)}</style>`,
    '</head>',
    `<body data-paper="${paper}" data-kind="${kind}">`,
    ...body,
    '</body>',
    '</html>',
  ].join('\n');
}

function linesHtml(lines: readonly ReceiptLine[], texts: Pick<ReceiptTexts, 'size' | 'sku' | 'vat'>): string[] {
  return lines.map((l) =>
    [
      '<div class="line" data-testid="receipt-line">',
      row(l.name, formatMoney(l.price), { extra: 'money', labelClass: 'line-name' }),
      `<div class="muted">${escapeHtml(texts.size)}: ${escapeHtml(l.size || '-')} · ${escapeHtml(texts.sku)}: ${escapeHtml(l.sku)}</div>`,
      l.vat !== null ? row(texts.vat, formatMoney(l.vat), { extra: 'money', testId: 'receipt-vat' }) : '',
      '</div>',
    ].join(''),
  );
}

function paymentsHtml(c: ReceiptContent, texts: ReceiptTexts): string[] {
  const out = [`<div class="muted" data-testid="receipt-payments"><div>${escapeHtml(texts.payment)}:</div>`];
  if (!c.payments) {
    out.push(`<div>${escapeHtml(texts.notRecorded)}</div>`);
  } else {
    for (const m of PAYMENT_METHODS) {
      if (c.payments[m] > 0) out.push(row(texts.methods[m], formatMoney(c.payments[m]), { extra: 'money', testId: 'receipt-method', attrs: ` data-method="${m}"` }));
    }
    if (c.payments.cash > 0 && c.cashReceived !== null && c.cashReceived > 0) {
      out.push(row(texts.cashReceived, formatMoney(c.cashReceived), { extra: 'money', testId: 'receipt-cash-received' }));
      out.push(row(texts.change, formatMoney(changeDue(c.payments, c.cashReceived)), { extra: 'money', testId: 'receipt-change' }));
    }
  }
  out.push('</div>');
  return out;
}

/** The e-barimt block: DDTD, VAT, lottery and QR code (issued), or "pending". */
function ebarimtHtml(e: ReceiptEbarimt | null, texts: EbarimtTexts | undefined): string[] {
  if (!e || !texts) return [];
  const title = e.kind ? texts.kinds[e.kind] : texts.title;
  const out = ['<hr class="rule">', `<div data-testid="receipt-ebarimt" data-state="${e.state}">`, `<div class="center ebarimt-title">${escapeHtml(title)}</div>`];
  if (e.state === 'returned') {
    out.push(`<div class="muted">${escapeHtml(texts.returnedDdtd)}:</div><div data-testid="receipt-ddtd" style="overflow-wrap:anywhere">${escapeHtml(e.ddtd)}</div>`);
  } else if (e.state === 'pending') {
    out.push(`<div class="center lottery" data-testid="receipt-ebarimt-pending">${escapeHtml(texts.pending)}</div>`, `<div class="center muted">${escapeHtml(texts.pendingHint)}</div>`);
  } else {
    out.push(`<div class="muted">${escapeHtml(texts.ddtd)}:</div><div data-testid="receipt-ddtd" style="overflow-wrap:anywhere">${escapeHtml(e.ddtd)}</div>`);
    out.push(row(texts.date, e.date));
    out.push(row(texts.vat, formatMoney(e.totalVAT), { extra: 'money', testId: 'receipt-ebarimt-vat' }));
    if (e.company) out.push(row(texts.company, `${e.company} (${e.companyTin})`, { testId: 'receipt-company' }));
    if (e.qrSvg) {
      out.push(e.lottery ? row(texts.lottery, e.lottery, { extra: 'lottery', testId: 'receipt-ebarimt-lottery' }) : `<div class="muted">${escapeHtml(texts.noLottery)}</div>`);
      out.push(`<div class="qr" data-testid="receipt-qr">${e.qrSvg}</div>`);
    } else {
      out.push(`<div class="center muted" data-testid="receipt-ebarimt-copy">${escapeHtml(texts.copy)}</div>`);
    }
  }
  out.push('</div>');
  return out;
}

function shopHtml(shop: ReceiptShop): string[] {
  return [
    '<header class="center" data-testid="receipt-shop">',
    `<div class="shop-name">${escapeHtml(shop.name)}</div>`,
    shop.address ? `<div>${escapeHtml(shop.address)}</div>` : '',
    shop.phone ? `<div>${escapeHtml(shop.phone)}</div>` : '',
    '</header>',
  ];
}

function barcodeHtml(orderId: string, svg: string): string {
  return `<div class="barcode" data-testid="receipt-barcode" data-value="${escapeHtml(orderId)}">${svg}</div>`;
}

/** The whole receipt document of a sale, for one roll width. */
export function receiptHtml(content: ReceiptContent, texts: ReceiptTexts, paper: ReceiptPaper): string {
  const c = content;
  const customer = [c.customer, c.customerPhone].filter(Boolean).join(' · ');
  return documentHtml(texts.lang, texts.title, paper, 'receipt', [
    ...shopHtml(c.shop),
    '<hr class="rule">',
    row(texts.date, formatDateTime(c.createdAtMs)),
    row(texts.order, c.orderId, { testId: 'receipt-order' }),
    row(texts.seller, c.seller, { testId: 'receipt-seller' }),
    row(texts.customer, customer, { testId: 'receipt-customer' }),
    '<hr class="rule">',
    ...linesHtml(c.lines, texts),
    '<hr class="rule">',
    row(texts.total, formatMoney(c.total), { extra: 'total money', testId: 'receipt-total' }),
    ...paymentsHtml(c, texts),
    c.lotteryCode ? `<hr class="rule">${row(texts.lottery, c.lotteryCode, { extra: 'lottery', testId: 'receipt-lottery' })}` : '',
    ...ebarimtHtml(c.ebarimt ?? null, texts.ebarimt),
    barcodeHtml(c.orderId, c.barcodeSvg),
    `<div class="center thanks">${escapeHtml(texts.thanks)}</div>`,
  ]);
}

// --- Delivery slip --------------------------------------------------------------------------------

export interface DeliverySlipContent {
  createdAtMs: number;
  orderId: string;
  barcodeSvg: string;
  customer: string;
  phone: string;
  /** The delivery point's name ('' when unknown). */
  point: string;
  address: string;
  addressDescription: string;
  lines: ReceiptLine[];
  /** What the courier collects at the door: the order's total. */
  amount: number;
}

export interface DeliverySlipTexts {
  lang: string;
  title: string;
  date: string;
  order: string;
  customer: string;
  phone: string;
  point: string;
  address: string;
  size: string;
  sku: string;
  vat: string;
  amount: string;
}

/** The courier's slip of a delivery order, for one roll width. */
export function deliverySlipHtml(content: DeliverySlipContent, texts: DeliverySlipTexts, paper: ReceiptPaper): string {
  const c = content;
  return documentHtml(texts.lang, texts.title, paper, 'slip', [
    `<header class="center shop-name">${escapeHtml(texts.title)}</header>`,
    '<hr class="rule">',
    row(texts.date, formatDateTime(c.createdAtMs)),
    row(texts.order, c.orderId, { testId: 'slip-order' }),
    '<hr class="rule">',
    row(texts.customer, c.customer, { testId: 'slip-customer' }),
    row(texts.phone, c.phone, { extra: 'total', testId: 'slip-phone' }),
    row(texts.point, c.point || '-', { testId: 'slip-point' }),
    `<div data-testid="slip-address"><div>${escapeHtml(texts.address)}:</div><div class="line-name">${escapeHtml(c.address)}</div>${
      c.addressDescription ? `<div>${escapeHtml(c.addressDescription)}</div>` : ''
    }</div>`,
    '<hr class="rule">',
    ...linesHtml(c.lines, texts),
    '<hr class="rule">',
    row(texts.amount, formatMoney(c.amount), { extra: 'total money', testId: 'slip-amount' }),
    barcodeHtml(c.orderId, c.barcodeSvg),
  ]);
}

// --- Return and exchange receipt -------------------------------------------------------------------

export interface ReturnReceiptContent {
  shop: ReceiptShop;
  kind: 'return' | 'exchange';
  /** When the return was made (ms). */
  createdAtMs: number;
  returnId: string;
  /** The sale it takes back (also the barcode: the receipt finds the sale again). */
  orderId: string;
  barcodeSvg: string;
  seller: string;
  customer: string;
  customerPhone: string;
  /** What comes back, at what was paid. */
  returned: ReceiptLine[];
  returnedTotal: number;
  /** What is taken instead, at its price now. */
  taken: ReceiptLine[];
  newTotal: number;
  /** newTotal - returnedTotal. */
  difference: number;
  /** What the customer paid (difference > 0), or got back (difference < 0), per method. */
  payments: Payments;
  cashReceived: number | null;
  /** The ticket the return voided, or null. */
  voidedLottery: string | null;
  /** Its e-barimt corrections, returns and new receipt (docs/ebarimt.md), as far as issued. */
  ebarimts?: ReceiptEbarimt[];
}

export interface ReturnReceiptTexts {
  lang: string;
  title: string;
  date: string;
  returnNo: string;
  order: string;
  seller: string;
  customer: string;
  size: string;
  sku: string;
  vat: string;
  returned: string;
  returnedTotal: string;
  taken: string;
  newTotal: string;
  pays: string;
  paidBack: string;
  even: string;
  methods: Record<PaymentMethod, string>;
  cashReceived: string;
  change: string;
  voided: string;
  thanks: string;
  ebarimt?: EbarimtTexts;
}

/** The receipt of a counter return or exchange (docs/returns.md): both sides, the difference, how it was settled. */
export function returnReceiptHtml(c: ReturnReceiptContent, texts: ReturnReceiptTexts, paper: ReceiptPaper): string {
  const customer = [c.customer, c.customerPhone].filter(Boolean).join(' · ');
  const settled = c.difference === 0 ? [] : PAYMENT_METHODS.filter((m) => c.payments[m] > 0).map((m) =>
    row(texts.methods[m], formatMoney(c.payments[m]), { extra: 'money', testId: 'receipt-method', attrs: ` data-method="${m}"` }),
  );
  const change =
    c.difference > 0 && c.payments.cash > 0 && c.cashReceived !== null && c.cashReceived > 0
      ? [
          row(texts.cashReceived, formatMoney(c.cashReceived), { extra: 'money', testId: 'receipt-cash-received' }),
          row(texts.change, formatMoney(changeDue(c.payments, c.cashReceived)), { extra: 'money', testId: 'receipt-change' }),
        ]
      : [];
  const differenceRow =
    c.difference > 0
      ? row(texts.pays, formatMoney(c.difference), { extra: 'total money', testId: 'receipt-difference' })
      : c.difference < 0
        ? row(texts.paidBack, formatMoney(0 - c.difference), { extra: 'total money', testId: 'receipt-difference' })
        : `<div class="total center" data-testid="receipt-difference">${escapeHtml(texts.even)}</div>`;
  return documentHtml(texts.lang, texts.title, paper, c.kind, [
    ...shopHtml(c.shop),
    `<div class="center shop-name" data-testid="receipt-kind">${escapeHtml(texts.title)}</div>`,
    '<hr class="rule">',
    row(texts.date, formatDateTime(c.createdAtMs)),
    row(texts.returnNo, c.returnId, { testId: 'receipt-return' }),
    row(texts.order, c.orderId, { testId: 'receipt-order' }),
    row(texts.seller, c.seller, { testId: 'receipt-seller' }),
    row(texts.customer, customer, { testId: 'receipt-customer' }),
    '<hr class="rule">',
    `<div class="line-name">${escapeHtml(texts.returned)}</div>`,
    `<div data-testid="receipt-returned">${linesHtml(c.returned, texts).join('')}</div>`,
    row(texts.returnedTotal, formatMoney(0 - c.returnedTotal), { extra: 'money', testId: 'receipt-returned-total' }),
    ...(c.taken.length > 0
      ? [
          '<hr class="rule">',
          `<div class="line-name">${escapeHtml(texts.taken)}</div>`,
          `<div data-testid="receipt-taken">${linesHtml(c.taken, texts).join('')}</div>`,
          row(texts.newTotal, formatMoney(c.newTotal), { extra: 'money', testId: 'receipt-new-total' }),
        ]
      : []),
    '<hr class="rule">',
    differenceRow,
    `<div class="muted" data-testid="receipt-payments">${[...settled, ...change].join('')}</div>`,
    c.voidedLottery ? `<hr class="rule">${row(texts.voided, c.voidedLottery, { extra: 'lottery', testId: 'receipt-voided' })}` : '',
    ...(c.ebarimts ?? []).flatMap((e) => ebarimtHtml(e, texts.ebarimt)),
    barcodeHtml(c.orderId, c.barcodeSvg),
    `<div class="center thanks">${escapeHtml(texts.thanks)}</div>`,
  ]);
}
