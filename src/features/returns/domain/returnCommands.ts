import type { OrderProduct } from '../../../entities/order/order';
import { PAYMENT_METHODS, type Payments } from '../../../entities/order/payment';
import type { SalePayment } from '../../../entities/order/paymentDraft';
import { RETURN_MAX_PRODUCTS, RETURN_REASON_MAX } from '../../../entities/saleReturn/saleReturn';
import type { ReturnProblem } from './returns';

/**
 * What the returns desk asks the trusted commands (DESIGN.md section 12) and the schemas they check
 * before reading anything: `returnOrExchange` (functions/src/commands/returnOrExchange.ts), the
 * counter's return or size exchange, and `requestReturn` (functions/src/commands/requestReturn.ts),
 * a seller's request for a Manager's approval past the window. A request names things (the order,
 * the products) and states what the seller saw (a new product's price) and chose (VAT ticks, how the
 * money moves); every figure (the returned lines and their total, the new lines, the difference, the
 * order's kept total, the ticket, the e-barimt jobs) is derived on the server from the stored order,
 * its sales and products.
 */

/** The counter's return or exchange. */
export interface ReturnOrExchangeRequest {
  /** The idempotency key: one per attempt; a call repeated with it returns the first result. */
  key: string;
  orderId: string;
  /** The products coming back: lines of the order, or products taken in its earlier exchanges. */
  productIds: string[];
  /** The products taken instead: the VAT tick and the price the desk showed (before VAT). */
  newLines: ReturnNewLine[];
  /** What the customer pays (a dearer exchange); null: the difference exactly in cash (nothing when none). */
  payment: SalePayment | null;
  /** What goes back per method (a return, a cheaper exchange); null: exactly in cash (nothing when none). */
  paidBack: Payments | null;
  /** The Manager's approval the seller uses for a return past the window; null otherwise. */
  approvalId: string | null;
}

export interface ReturnNewLine {
  productId: string;
  isNoat: boolean;
  /** The product's price as the desk showed it: another price now refuses the exchange, naming it. */
  price: number;
}

/** A seller's request for a Manager's approval (returnRequests/{id}). */
export interface RequestReturnRequest {
  key: string;
  orderId: string;
  productIds: string[];
  /** For the Manager: at most RETURN_REASON_MAX characters once trimmed. */
  reason: string;
}

/** What a return gave, as the desk shows and prints it. */
export interface ReturnResult {
  returnId: string;
  transactionId: string;
  kind: 'return' | 'exchange';
  returnedTotal: number;
  newTotal: number;
  difference: number;
  voidedLotteryId: string | null;
}

/** The command's answer: the result and the money and new lines as stored (the receipt prints them). */
export interface ReturnCommandResult extends ReturnResult {
  payments: Payments;
  cashReceived: number | null;
  paidBack: Payments;
  newLines: OrderProduct[];
}

/** Why a return (or a request for one) is refused, beyond the plan's own problems. */
export type ReturnRefusal = ReturnProblem | 'orderChanged' | 'notAllowed' | 'approvalMissing';

/** The refusals the desk says in words (returns.errors.*): a command's `problem` among them is one. */
export const RETURN_REFUSALS: readonly ReturnRefusal[] = [
  'noLines',
  'tooManyLines',
  'newNotInStock',
  'newElsewhere',
  'reasonTooLong',
  'paymentMismatch',
  'paymentNegative',
  'cashShort',
  'paidBackMismatch',
  'orderChanged',
  'notAllowed',
  'approvalMissing',
];

/** A return that cannot be tried (the screen says what to fix). */
export class ReturnInputError extends Error {
  constructor(readonly problem: ReturnRefusal) {
    super(`return refused: ${problem}`);
    this.name = 'ReturnInputError';
  }
}

/** A key: what newReturnKey() makes (20 to 64 letters, digits, '-' or '_'). */
export const RETURN_KEY = /^[A-Za-z0-9_-]{20,64}$/;
/** Firestore ids as the app makes them (and nothing a path could misread). */
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;
const MONEY_MAX = 1_000_000_000;

/** A fresh idempotency key for one attempt at a return or a request. */
export function newReturnKey(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 24 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const onlyKeys = (o: Obj, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));
const isId = (v: unknown): v is string => typeof v === 'string' && DOC_ID.test(v);
const isMoney = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MONEY_MAX;

function parsePayments(v: unknown): Payments | undefined {
  if (!isObj(v) || !onlyKeys(v, PAYMENT_METHODS) || PAYMENT_METHODS.some((m) => !isMoney(v[m]))) return undefined;
  return Object.fromEntries(PAYMENT_METHODS.map((m) => [m, v[m]])) as Payments;
}

function parsePayment(v: unknown): SalePayment | null | undefined {
  if (v === null) return null;
  if (!isObj(v) || !onlyKeys(v, ['payments', 'cashReceived'])) return undefined;
  const payments = parsePayments(v.payments);
  if (!payments) return undefined;
  const cashReceived = v.cashReceived ?? null;
  if (cashReceived !== null && !isMoney(cashReceived)) return undefined;
  return { payments, cashReceived };
}

/** Product ids: a list of distinct ids, 1 to `max`. */
function parseIds(v: unknown, max: number): string[] | undefined {
  if (!Array.isArray(v) || v.length === 0 || v.length > max || !v.every(isId)) return undefined;
  return new Set(v).size === v.length ? [...(v as string[])] : undefined;
}

function unknownField(data: Obj, keys: readonly string[]): string | undefined {
  return Object.keys(data).find((k) => !keys.includes(k));
}

/**
 * The return as the schema allows it, or the name of the first field that is wrong (the command
 * answers 'invalid-argument' naming it). Unknown fields (a total, a line's figures, the order's
 * store ...) are refused, not ignored.
 */
export function parseReturnOrExchangeRequest(data: unknown): ReturnOrExchangeRequest | { invalid: string } {
  if (!isObj(data)) return { invalid: 'request' };
  const unknown = unknownField(data, ['key', 'orderId', 'productIds', 'newLines', 'payment', 'paidBack', 'approvalId']);
  if (unknown) return { invalid: unknown };
  const { key, orderId } = data;
  if (typeof key !== 'string' || !RETURN_KEY.test(key)) return { invalid: 'key' };
  if (!isId(orderId)) return { invalid: 'orderId' };
  const productIds = parseIds(data.productIds, RETURN_MAX_PRODUCTS);
  if (!productIds) return { invalid: 'productIds' };
  const lines = data.newLines ?? [];
  if (!Array.isArray(lines) || productIds.length + lines.length > RETURN_MAX_PRODUCTS) return { invalid: 'newLines' };
  const newLines: ReturnNewLine[] = [];
  for (const l of lines) {
    if (!isObj(l) || !onlyKeys(l, ['productId', 'isNoat', 'price']) || !isId(l.productId) || typeof l.isNoat !== 'boolean' || !isMoney(l.price)) {
      return { invalid: 'newLines' };
    }
    newLines.push({ productId: l.productId, isNoat: l.isNoat, price: l.price });
  }
  const newIds = new Set(newLines.map((l) => l.productId));
  if (newIds.size !== newLines.length || productIds.some((id) => newIds.has(id))) return { invalid: 'newLines' };
  const payment = parsePayment(data.payment ?? null);
  if (payment === undefined) return { invalid: 'payment' };
  const paidBack = data.paidBack === null || data.paidBack === undefined ? null : parsePayments(data.paidBack);
  if (paidBack === undefined) return { invalid: 'paidBack' };
  const approvalId = data.approvalId ?? null;
  if (approvalId !== null && !isId(approvalId)) return { invalid: 'approvalId' };
  return { key, orderId, productIds, newLines, payment, paidBack, approvalId };
}

/** The request for an approval as the schema allows it, or the first wrong field. */
export function parseRequestReturnRequest(data: unknown): RequestReturnRequest | { invalid: string } {
  if (!isObj(data)) return { invalid: 'request' };
  const unknown = unknownField(data, ['key', 'orderId', 'productIds', 'reason']);
  if (unknown) return { invalid: unknown };
  const { key, orderId, reason } = data;
  if (typeof key !== 'string' || !RETURN_KEY.test(key)) return { invalid: 'key' };
  if (!isId(orderId)) return { invalid: 'orderId' };
  const productIds = parseIds(data.productIds, RETURN_MAX_PRODUCTS);
  if (!productIds) return { invalid: 'productIds' };
  const text = reason ?? '';
  if (typeof text !== 'string' || text.trim().length > RETURN_REASON_MAX) return { invalid: 'reason' };
  return { key, orderId, productIds, reason: text.trim() };
}

/**
 * The request of a return the desk planned: the returned products by id, each product taken instead
 * by id with the price shown and its VAT tick, how the money moves. What the server derives is not sent.
 */
export function toReturnOrExchangeRequest(
  plan: {
    orderId: string;
    productIds: readonly string[];
    newProducts: readonly { id: string; price: number }[];
    newVat: Readonly<Record<string, boolean>>;
    payment: SalePayment;
    paidBack: Payments;
    approvalId: string | null;
  },
  key: string,
): ReturnOrExchangeRequest {
  return {
    key,
    orderId: plan.orderId,
    productIds: [...plan.productIds],
    newLines: plan.newProducts.map((p) => ({ productId: p.id, isNoat: plan.newVat[p.id] === true, price: p.price })),
    payment: { payments: { ...plan.payment.payments }, cashReceived: plan.payment.cashReceived },
    paidBack: { ...plan.paidBack },
    approvalId: plan.approvalId,
  };
}

/**
 * The key of an attempt: the same request (a retry after a lost answer, a double tap) keeps its key,
 * a changed one gets a fresh key. `content` is the request without its key; `last` the previous
 * attempt's { key, signature }, or null.
 */
export function attemptKey(
  content: unknown,
  last: { key: string; signature: string } | null,
  fresh: () => string = newReturnKey,
): { key: string; signature: string } {
  const signature = JSON.stringify(content);
  return last && last.signature === signature ? last : { key: fresh(), signature };
}
