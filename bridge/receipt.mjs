// @ts-check
// The e-barimt receipt of an order, as PosAPI 3.0 wants it (docs/ebarimt.md, "What goes on the
// receipt"). Pure: the order, the lines it keeps, the settings and the buyer in; the request body out.

/** The business's tax treatment (appConfigs/ebarimt.treatment). */
export const TREATMENTS = ['added', 'contained'];
export const DEFAULT_CLASSIFICATION_CODE = '6211100'; // footwear and textiles retail: set per category in /variants
const PAYMENT_CODE = { cash: 'CASH', card: 'PAYMENT_CARD', qpay: 'BANK_TRANSFER', bank: 'BANK_TRANSFER' };
const METHODS = ['cash', 'card', 'qpay', 'bank'];

const round2 = (n) => Math.round((n + Number.EPSILON) * 100) / 100;

/** VAT contained in a VAT_ABLE amount (10/110 of it), to the tetgreg (2 decimals), as PosAPI checks it. */
export const containedVat = (amount) => round2(amount / 11);

/**
 * @typedef {{ id: string, name: string, sku: string, price: number, isNoat: boolean, categories?: string[] }} OrderLine
 * @typedef {{ merchantTin: string, branchNo: string, posNo: string, districtCode: string }} IssuingPoint
 * @typedef {{ treatment?: 'added' | 'contained', defaultClassificationCode?: string, categoryCodes?: Record<string, string> }} EbarimtSettings
 * @typedef {{ type: 'B2C', consumerNo?: string | null } | { type: 'B2B', customerTin: string }} Buyer
 */

/**
 * The lines that go on the e-barimt: under "added" (today's practice) only the lines with VAT ticked,
 * under "contained" every line (its price contains the VAT).
 * @param {readonly OrderLine[]} lines
 * @param {EbarimtSettings} settings
 */
export function receiptLines(lines, settings) {
  return settings.treatment === 'contained' ? [...lines] : lines.filter((l) => l.isNoat);
}

/** A line's 7-digit classification code: its first category's code, else the default. */
export function classificationCodeOf(line, settings) {
  for (const c of line.categories ?? []) {
    const code = settings.categoryCodes?.[c];
    if (code) return code;
  }
  return settings.defaultClassificationCode || DEFAULT_CLASSIFICATION_CODE;
}

/**
 * The order's payments spread over the receipt's total (only part of an order may go on its
 * receipt): each method its share, whole tugrik, the rounding left on the largest; methods in
 * PAYMENT_CODE order, merged by code.
 * @param {Record<string, number> | null | undefined} payments
 * @param {number} total
 */
export function receiptPayments(payments, total) {
  const paid = METHODS.map((m) => ({ method: m, amount: Math.max(0, Number(payments?.[m] ?? 0)) })).filter((p) => p.amount > 0);
  const orderTotal = paid.reduce((s, p) => s + p.amount, 0);
  if (total <= 0) return [];
  // No payment recorded (an old order): cash.
  if (orderTotal === 0) return [{ code: 'CASH', status: 'PAID', paidAmount: total }];
  const shares = paid.map((p) => ({ code: PAYMENT_CODE[p.method], amount: Math.floor((p.amount * total) / orderTotal) }));
  const rest = total - shares.reduce((s, p) => s + p.amount, 0);
  const largest = shares.reduce((best, p, i) => (p.amount > shares[best].amount ? i : best), 0);
  shares[largest].amount += rest;
  /** @type {Map<string, number>} */
  const byCode = new Map();
  for (const s of shares) byCode.set(s.code, (byCode.get(s.code) ?? 0) + s.amount);
  return [...byCode].filter(([, a]) => a > 0).map(([code, amount]) => ({ code, status: 'PAID', paidAmount: amount }));
}

/**
 * The PosAPI 3.0 request body, or null when nothing goes on the receipt (no VAT line under "added").
 * @param {{ lines: readonly OrderLine[], payments?: Record<string, number> | null, point: IssuingPoint,
 *   settings: EbarimtSettings, buyer: Buyer, billIdSuffix: string, inactiveId?: string | null }} input
 */
export function receiptRequest({ lines, payments, point, settings, buyer, billIdSuffix, inactiveId = null }) {
  const onReceipt = receiptLines(lines, settings);
  if (onReceipt.length === 0) return null;
  const items = onReceipt.map((l) => ({
    name: l.name,
    barCode: l.sku || null,
    barCodeType: 'UNDEFINED',
    classificationCode: classificationCodeOf(l, settings),
    measureUnit: 'ш',
    qty: 1,
    unitPrice: l.price,
    totalVAT: containedVat(l.price),
    totalCityTax: 0,
    totalAmount: l.price,
  }));
  const totalAmount = items.reduce((s, i) => s + i.totalAmount, 0);
  const totalVAT = round2(items.reduce((s, i) => s + i.totalVAT, 0));
  const b2b = buyer.type === 'B2B';
  return {
    type: b2b ? 'B2B_RECEIPT' : 'B2C_RECEIPT',
    merchantTin: point.merchantTin,
    branchNo: point.branchNo,
    posNo: point.posNo,
    districtCode: point.districtCode,
    customerTin: b2b ? buyer.customerTin : null,
    consumerNo: !b2b && buyer.consumerNo ? buyer.consumerNo : null,
    inactiveId: inactiveId || null,
    reportMonth: null,
    billIdSuffix,
    totalAmount,
    totalVAT,
    totalCityTax: 0,
    receipts: [{ taxType: 'VAT_ABLE', merchantTin: point.merchantTin, customerTin: b2b ? buyer.customerTin : null, totalAmount, totalVAT, totalCityTax: 0, items }],
    payments: receiptPayments(payments, totalAmount),
  };
}
