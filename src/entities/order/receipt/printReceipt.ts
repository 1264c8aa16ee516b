import '../texts';
import i18n from '../../../i18n';
import QRCode from 'qrcode';
import { showFailure } from '../../../components/alerts';
import { code128Svg, openPrintWindow as openWindow, printInto } from '../../../components/printWindow';
import { readDocument, readQuery } from '../../../firebase/queries';
import { orders } from '../orderDoc';
import { locations } from '../../location/locationCollection';
import { PAYMENT_METHODS, paymentMethodKey, type PaymentMethod } from '../payment';
import type { Order } from '../order';
import { readReceiptPaper } from './paper';
import { deliverySlipContentOf, receiptContentOf, receiptLine, receiptShop, type StoreInfo } from './receiptContent';
import {
  RECEIPT_BARCODE_OPTIONS,
  deliverySlipHtml,
  escapeHtml,
  receiptHtml,
  returnReceiptHtml,
  type DeliverySlipTexts,
  type ReceiptPaper,
  type ReceiptTexts,
  type ReturnReceiptTexts,
} from './receiptHtml';
import type { SaleReturn } from '../../saleReturn/saleReturn';
import { ebarimtPrints, ebarimtReceipts } from '../../ebarimt/ebarimtCollection';
import type { EbarimtTexts, ReceiptEbarimt } from './receiptHtml';
import type { EbarimtReceipt } from '../../ebarimt/ebarimt';
import { deleteDoc, query, where } from 'firebase/firestore';
import { courierName } from '../orderView';

/**
 * Printing a receipt or a delivery slip through the browser's print dialog (docs/receipts.md).
 * Call these straight from a click handler: the print window opens first, synchronously, while the
 * click still counts as a user gesture (or the browser blocks it: a message then says so). What the
 * receipt needs is read into it afterwards: the order when only its id is given (1 read) and the
 * store's name, address and phone (1 read; sellers may read their own store).
 */

const TAG = 'receipt';

/** The CODE128 barcode of the order number, rendered by the bundled JsBarcode in this document. */
function barcodeSvg(value: string): string {
  return code128Svg(value, RECEIPT_BARCODE_OPTIONS);
}

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

export function receiptTexts(): ReceiptTexts {
  return {
    lang: i18n.language,
    title: t('order.receipt.title'),
    date: t('order.receipt.date'),
    order: t('order.receipt.order'),
    seller: t('order.receipt.seller'),
    customer: t('order.receipt.customer'),
    size: t('order.receipt.size'),
    sku: t('order.receipt.sku'),
    vat: t('order.receipt.vat'),
    total: t('order.receipt.total'),
    payment: t('order.payment.title'),
    methods: Object.fromEntries(PAYMENT_METHODS.map((m) => [m, t(paymentMethodKey(m))])) as Record<PaymentMethod, string>,
    notRecorded: t('order.payment.notRecorded'),
    cashReceived: t('order.payment.cashReceived'),
    change: t('order.payment.change'),
    lottery: t('order.receipt.lottery'),
    thanks: t('order.receipt.thanks'),
    ebarimt: ebarimtTexts(),
  };
}

function ebarimtTexts(): EbarimtTexts {
  const k = (key: string) => t(`order.receipt.ebarimt.${key}`);
  return {
    title: k('title'),
    ddtd: k('ddtd'),
    date: k('date'),
    vat: k('vat'),
    lottery: k('lottery'),
    noLottery: k('noLottery'),
    company: k('company'),
    copy: k('copy'),
    pending: k('pending'),
    pendingHint: k('pendingHint'),
    kinds: { correction: k('kinds.correction'), return: k('kinds.return'), exchange: k('kinds.exchange') },
    returnedDdtd: k('returnedDdtd'),
  };
}

/**
 * The order's e-barimt as the receipt prints it (docs/ebarimt.md, "Printing and reprinting"): the
 * job (1 read) and, while it has never been printed, its print copy with the lottery number and QR
 * data (1 read; the QR code drawn by the bundled qrcode library). `printed` deletes that copy once
 * the receipt is printed: nothing keeps them afterwards. No job (or one the caller may not read): none.
 */
async function receiptEbarimtOf(orderId: string): Promise<{ ebarimt: ReceiptEbarimt | null; printed: () => Promise<void> }> {
  const job = await readDocument(ebarimtReceipts.doc(orderId), TAG).catch(() => null);
  return ebarimtOfJob(job);
}

/** A job as printed: nothing (none, or a sale's receipt since returned), pending, returned, issued. */
async function ebarimtOfJob(job: EbarimtReceipt | null): Promise<{ ebarimt: ReceiptEbarimt | null; printed: () => Promise<void> }> {
  const none = { ebarimt: null, printed: async () => {} };
  const kind = !job ? undefined : job.kind !== 'sale' ? job.kind : job.returnId ? ('exchange' as const) : undefined;
  if (job?.status === 'returned' && job.kind === 'return' && job.ddtd) return { ebarimt: { state: 'returned', ddtd: job.ddtd, kind }, printed: none.printed };
  if (!job || job.status === 'none' || job.status === 'returned') return none;
  const orderId = job.id;
  if (job.status !== 'issued' || !job.ddtd) return { ebarimt: { state: 'pending', kind }, printed: async () => {} };
  if (job.status !== 'issued' || !job.ddtd) return { ebarimt: { state: 'pending' }, printed: async () => {} };
  const copy = await readDocument(ebarimtPrints.doc(orderId), TAG).catch(() => null);
  const qrSvg = copy?.qrData ? await QRCode.toString(copy.qrData, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) : '';
  const company = job.buyer.type === 'B2B' ? job.buyer : null;
  return {
    ebarimt: {
      state: 'issued',
      kind,
      ddtd: job.ddtd,
      date: job.date ?? '',
      totalVAT: job.totalVAT ?? 0,
      lottery: copy?.lottery ?? '',
      qrSvg,
      company: company?.customerName ?? '',
      companyTin: company?.customerTin ?? '',
    },
    printed: async () => {
      if (copy) await deleteDoc(ebarimtPrints.doc(orderId)).catch((e) => console.error('e-barimt print copy', e));
    },
  };
}

export function deliverySlipTexts(): DeliverySlipTexts {
  return {
    lang: i18n.language,
    title: t('order.slip.title'),
    date: t('order.slip.date'),
    order: t('order.slip.order'),
    customer: t('order.slip.customer'),
    phone: t('order.slip.phone'),
    point: t('order.slip.point'),
    address: t('order.slip.address'),
    size: t('order.receipt.size'),
    sku: t('order.receipt.sku'),
    vat: t('order.receipt.vat'),
    amount: t('order.slip.amount'),
  };
}

/** Opens the print window, or says it was blocked (null); a line to read while the documents are read. */
function openPrintWindow(): Window | null {
  return openWindow(
    'width=420,height=720',
    t('order.receipt.popupBlocked'),
    `<!DOCTYPE html><meta charset="utf-8"><title>${escapeHtml(t('order.receipt.title'))}</title><p>${escapeHtml(t('order.receipt.preparing'))}</p>`,
  );
}

class NotFoundError extends Error {}

async function storeOf(order: Order): Promise<StoreInfo | null> {
  // A merchant sale is headed by the merchant (on the order); a store sale by its store.
  if (order.purchaseType !== 'store' || !order.locationId) return null;
  return readDocument(locations.store.doc(order.locationId), TAG);
}

export interface PrintOptions {
  /** The roll width; the device's remembered choice by default. */
  paper?: ReceiptPaper;
}

/**
 * Prints the receipt of a store or merchant sale: the order (or its id, then read) with its store's
 * name, address and phone. Resolves true when the print dialog was opened.
 */
export async function printReceipt(orderOrId: Order | string, options: PrintOptions = {}): Promise<boolean> {
  const popup = openPrintWindow();
  if (!popup) return false;
  const paper = options.paper ?? readReceiptPaper();
  try {
    const order = typeof orderOrId === 'string' ? await readDocument(orders.doc(orderOrId), TAG) : orderOrId;
    if (!order) throw new NotFoundError();
    const [store, e] = await Promise.all([storeOf(order), receiptEbarimtOf(order.id)]);
    const content = { ...receiptContentOf(order, { store, barcodeSvg: barcodeSvg(order.id), walkIn: t('order.walkIn') }), ebarimt: e.ebarimt };
    printInto(popup, receiptHtml(content, receiptTexts(), paper));
    await e.printed();
    return true;
  } catch (error) {
    console.error('receipt', error);
    popup.close();
    void showFailure(t(error instanceof NotFoundError ? 'order.receipt.notFound' : 'order.receipt.readFailed'));
    return false;
  }
}

/**
 * Prints the courier's slip of a delivery order. `pointName`: the delivery point's name (the caller
 * has the deliveryLocations list); the order's own locationName otherwise. Reads nothing.
 */
export function printDeliverySlip(order: Order, options: PrintOptions & { pointName?: string } = {}): boolean {
  const popup = openPrintWindow();
  if (!popup) return false;
  try {
    const content = deliverySlipContentOf(order, { pointName: options.pointName || order.locationName || '', barcodeSvg: barcodeSvg(order.id) });
    printInto(popup, deliverySlipHtml(content, deliverySlipTexts(), options.paper ?? readReceiptPaper()));
    return true;
  } catch (error) {
    console.error('delivery slip', error);
    popup.close();
    void showFailure(t('order.slip.failed'));
    return false;
  }
}

export function returnReceiptTexts(kind: 'return' | 'exchange'): ReturnReceiptTexts {
  const base = receiptTexts();
  return {
    lang: base.lang,
    title: t(kind === 'return' ? 'order.receipt.returnTitle' : 'order.receipt.exchangeTitle'),
    date: base.date,
    returnNo: t('order.receipt.returnNo'),
    order: base.order,
    seller: base.seller,
    customer: base.customer,
    size: base.size,
    sku: base.sku,
    vat: base.vat,
    returned: t('order.receipt.returned'),
    returnedTotal: t('order.receipt.returnedTotal'),
    taken: t('order.receipt.taken'),
    newTotal: t('order.receipt.newTotal'),
    pays: t('order.receipt.pays'),
    paidBack: t('order.receipt.paidBack'),
    even: t('order.receipt.even'),
    methods: base.methods,
    cashReceived: base.cashReceived,
    change: base.change,
    voided: t('order.receipt.voided'),
    thanks: base.thanks,
    ebarimt: base.ebarimt,
  };
}

/**
 * Prints the receipt of a counter return or exchange (docs/returns.md): the return as written (its
 * lines, totals and how the difference was settled) headed by its store (1 read). `createdAtMs`: when
 * the screen made it, for a return whose server time is not back yet.
 */
export async function printReturnReceipt(ret: SaleReturn, options: PrintOptions & { createdAtMs?: number } = {}): Promise<boolean> {
  const popup = openPrintWindow();
  if (!popup) return false;
  try {
    const [store, jobs] = await Promise.all([
      ret.locationId ? readDocument(locations.store.doc(ret.locationId), TAG) : null,
      // Its e-barimt jobs, added by the bridge (none yet, or none the caller may read: printed without).
      readQuery(query(ebarimtReceipts.ref(), where('pointId', '==', ret.locationId), where('returnId', '==', ret.id)), TAG).catch(() => []),
    ]);
    const ebarimts = await Promise.all(jobs.map(ebarimtOfJob));
    const walkIn = ret.userId === null;
    const html = returnReceiptHtml(
      {
        shop: receiptShop({ purchaseType: 'store', locationName: ret.locationName, user: null }, store),
        kind: ret.kind,
        createdAtMs: ret.createdAtMs || options.createdAtMs || Date.now(),
        returnId: ret.id,
        orderId: ret.orderId,
        barcodeSvg: barcodeSvg(ret.orderId),
        seller: courierName(ret.createdUser),
        customer: walkIn ? t('order.walkIn') : ret.contactName,
        customerPhone: ret.user.phone,
        returned: ret.lines.map(receiptLine),
        returnedTotal: ret.returnedTotal,
        taken: ret.newLines.map(receiptLine),
        newTotal: ret.newTotal,
        difference: ret.difference,
        payments: ret.difference > 0 ? ret.payments : ret.paidBack,
        cashReceived: ret.cashReceived,
        voidedLottery: ret.voidedLotteryId,
        ebarimts: ebarimts.flatMap((e) => (e.ebarimt ? [e.ebarimt] : [])),
      },
      returnReceiptTexts(ret.kind),
      options.paper ?? readReceiptPaper(),
    );
    printInto(popup, html);
    await Promise.all(ebarimts.map((e) => e.printed()));
    return true;
  } catch (error) {
    console.error('return receipt', error);
    popup.close();
    void showFailure(t('order.receipt.readFailed'));
    return false;
  }
}
