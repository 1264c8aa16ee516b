import type { StaffRole } from '../../../auth/roles';
import { SELLER_ROLES } from '../../../auth/roles';
import type { Order, OrderProduct } from '../../../entities/order/order';
import { PAYMENT_METHODS, singlePayment, type PaymentMethod, type Payments } from '../../../entities/order/payment';
import { paymentProblem, type PaymentProblem, type SalePayment } from '../../../entities/order/paymentDraft';
import { lineVatPrice, orderProductOf } from '../../../entities/order/pricedLine';
import type { Product } from '../../../entities/product/product';
import { RETURN_MAX_LINES, RETURN_REASON_MAX, RETURN_WINDOW_MAX_DAYS, type StoredLine } from '../../../entities/saleReturn/saleReturn';

/**
 * The arithmetic and the permissions of a return or a size exchange at the counter (docs/returns.md),
 * as pure functions: the screen shows these figures and the trusted command
 * (functions/src/commands/returnOrExchange.ts) derives and stores exactly them from the stored
 * documents (no client writes a return: firestore.rules, THE RETURN).
 */

const DAY_MS = 86_400_000;

/** Why a line of the order cannot come back now (null: it can). */
export type LineBlock = 'returned' | 'notSold' | 'elsewhere' | 'deliveryPending';

/**
 * Can line `line` of `order` come back? Its product must still be sold to this order (not returned
 * before, not refunded from /sold-products, not resold), and not on its way in a delivery.
 * `product` is the product as read now (null: unknown, e.g. not readable here).
 */
export function lineBlock(order: Order, line: OrderProduct, product: Product | null): LineBlock | null {
  if ((order.returnedProductIds ?? []).includes(line.id) || (order.refundedProductIds ?? []).includes(line.id)) return 'returned';
  if (!product) return 'elsewhere';
  if (product.orderId !== order.id) return product.isRefund ? 'returned' : 'elsewhere';
  if (product.isDeliveryPending) return 'deliveryPending';
  if (!product.isSold) return 'returned';
  return null;
}

/** Is a sale made at `soldAtMs` still inside the window of `days` days at `nowMs`? */
export function withinWindow(soldAtMs: number, nowMs: number, days: number): boolean {
  return nowMs <= soldAtMs + days * DAY_MS;
}

/** The last moment the window allows (ms). */
export function windowEnd(soldAtMs: number, days: number): number {
  return soldAtMs + days * DAY_MS;
}

/** Who may take a sale back, and how (docs/returns.md: who may return what). */
export type ReturnPermission = 'direct' | 'approval' | 'never';

/**
 * Admin, Manager and dev take back any store sale; a seller its own store's within the window, and
 * anything else of its store with a Manager's approval. A store sale of another store, or an order that
 * is no store sale, is never the seller's. Other roles do not take back sales here.
 */
export function returnPermission(
  order: Pick<Order, 'purchaseType' | 'locationId' | 'pending_status'>,
  soldAtMs: number,
  user: { role: StaffRole; locationId: string | null },
  nowMs: number,
  windowDays: number,
): ReturnPermission {
  if (order.purchaseType !== 'store' || order.pending_status !== 'done') return 'never';
  if (user.role === 'Admin' || user.role === 'Manager' || user.role === 'dev') return 'direct';
  if (!SELLER_ROLES.includes(user.role) || !user.locationId || order.locationId !== user.locationId) return 'never';
  return withinWindow(soldAtMs, nowMs, windowDays) ? 'direct' : 'approval';
}

const sum = (lines: readonly { price: number }[]) => lines.reduce((s, l) => s + l.price, 0);

export interface ReturnFigures {
  /** What was paid for the returned lines (VAT included). */
  returnedTotal: number;
  /** What the new products cost now. */
  newTotal: number;
  /** newTotal - returnedTotal: > 0 the customer pays, < 0 gets back, 0 an even exchange. */
  difference: number;
  /** What the customer pays (>= 0). */
  toPay: number;
  /** What the customer gets back (>= 0). */
  toPayBack: number;
}

export function returnFigures(lines: readonly { price: number }[], newLines: readonly { price: number }[]): ReturnFigures {
  const returnedTotal = sum(lines);
  const newTotal = sum(newLines);
  const difference = newTotal - returnedTotal;
  return { returnedTotal, newTotal, difference, toPay: Math.max(difference, 0), toPayBack: Math.max(-difference, 0) };
}

/**
 * What the customer keeps of the order after this return: the total as sold (or as kept after earlier
 * returns), less what comes back, plus what is taken instead.
 */
export function keptTotalAfter(order: Pick<Order, 'soldTotalPrice' | 'keptTotalPrice'>, figures: ReturnFigures): number {
  return (order.keptTotalPrice ?? order.soldTotalPrice) - figures.returnedTotal + figures.newTotal;
}

/**
 * The order's ticket is voided when what it keeps drops to or below its type's price (a sale gives a
 * ticket only above it), unless the type's winner is already drawn (the draw is final): docs/lottery.md.
 */
export function voidsTicket(keptTotal: number, typePrice: number, winnerDrawn: boolean): boolean {
  return !winnerDrawn && keptTotal <= typePrice;
}

/**
 * How the money goes back by default: the way the customer paid, when the order was paid one way; cash
 * otherwise (split payments, or none recorded). The seller may split it.
 */
export function defaultPayBackMethod(payments: Payments | null | undefined): PaymentMethod {
  if (!payments) return 'cash';
  const used = PAYMENT_METHODS.filter((m) => payments[m] > 0);
  return used.length === 1 ? used[0] : 'cash';
}

/** Why a return cannot be written as planned (the screen says what to fix). */
export type ReturnProblem =
  | 'noLines'
  | 'tooManyLines'
  | 'newNotInStock'
  | 'newElsewhere'
  | 'reasonTooLong'
  | PaymentProblem
  | 'paidBackMismatch';

export interface ReturnPlanInput {
  lines: readonly { price: number }[];
  newLines: readonly { price: number }[];
  /** The new products as read (for their place and stock). */
  newProducts: readonly Product[];
  storeId: string;
  /** What the customer pays (difference > 0). */
  payment: SalePayment;
  /** What goes back (difference < 0). */
  paidBack: Payments;
}

/**
 * The first problem of a planned return, or null. `maxLines`: the lines (back and new together) one
 * return may carry: RETURN_MAX_PRODUCTS through the command, RETURN_MAX_LINES by the old client write.
 */
export function returnProblem(input: ReturnPlanInput, maxLines: number = RETURN_MAX_LINES): ReturnProblem | null {
  if (input.lines.length === 0) return 'noLines';
  if (input.lines.length + input.newLines.length > maxLines) return 'tooManyLines';
  for (const p of input.newProducts) {
    if (p.isSold || p.isDeliveryPending || p.isDiscountPending || p.isSalePending || p.isMovePending) return 'newNotInStock';
    if (p.locationType !== 'store' || p.locationId !== input.storeId) return 'newElsewhere';
  }
  const f = returnFigures(input.lines, input.newLines);
  const pay = paymentProblem(f.toPay, input.payment);
  if (pay) return pay;
  const back = paymentProblem(f.toPayBack, { payments: input.paidBack, cashReceived: null });
  if (back) return back === 'paymentMismatch' ? 'paidBackMismatch' : back;
  return null;
}

/** A reason a seller gives a Manager: trimmed, at most RETURN_REASON_MAX characters. */
export function reasonProblem(reason: string): ReturnProblem | null {
  return reason.trim().length > RETURN_REASON_MAX ? 'reasonTooLong' : null;
}

/** The new side's lines at their prices now (VAT only where ticked and allowed: at the original price). */
export function newLinesOf(products: readonly Product[], vat: Readonly<Record<string, boolean>>): OrderProduct[] {
  return products.map((product) => {
    const isNoat = vat[product.id] === true && product.price === product.originalPrice;
    return orderProductOf({ product, isNoat, price: lineVatPrice(product, isNoat) });
  });
}

/**
 * A returned product's line as stored, which the return copies exactly: its sale's `product` map
 * (`saleProduct`), or, its sale record deleted, the order's line for it (`orderLines`: the order's
 * stored `products`). Null when neither has it.
 */
export function storedLineOf(orderLines: unknown, productId: string, saleProduct: unknown): StoredLine | null {
  if (saleProduct && typeof saleProduct === 'object' && !Array.isArray(saleProduct)) return saleProduct as StoredLine;
  const lines = Array.isArray(orderLines) ? (orderLines as unknown[]) : [];
  const found = lines.find((l) => typeof l === 'object' && l !== null && (l as { id?: unknown }).id === productId);
  return (found as StoredLine | undefined) ?? null;
}

/** Nothing paid: the payment of a return or an even exchange. */
export function noPayment(): SalePayment {
  return { payments: singlePayment('cash', 0), cashReceived: null };
}

/** A line the counter shows for an order: one it sold, or one an earlier exchange gave. */
export interface DeskLine {
  line: OrderProduct;
  /** 'order': sold with the order; 'exchange': taken in an earlier exchange of it. */
  from: 'order' | 'exchange';
  /** Why it cannot come back now; null when it can. */
  block: LineBlock | null;
}

/**
 * The lines of an order the counter lists: its own lines, then those taken in its exchanges (their
 * sales name the order), each with whether it can come back now.
 */
export function deskLines(
  order: Order,
  sales: readonly { productId: string; product: OrderProduct | null }[],
  products: ReadonlyMap<string, Product>,
): DeskLine[] {
  const own = new Set(order.products.map((l) => l.id));
  const lines: DeskLine[] = order.products.map((line) => ({ line, from: 'order', block: lineBlock(order, line, products.get(line.id) ?? null) }));
  for (const s of sales) {
    if (own.has(s.productId) || !s.product) continue;
    own.add(s.productId);
    lines.push({ line: s.product, from: 'exchange', block: lineBlock(order, s.product, products.get(s.productId) ?? null) });
  }
  return lines;
}

/** A code that can only be an order number (Firestore ids: 20 letters and digits, not all digits). */
export function looksLikeOrderId(code: string): boolean {
  return /^[A-Za-z0-9]{20}$/.test(code) && !/^[0-9]+$/.test(code);
}

/** An 8-digit Mongolian phone number (spaces and dashes dropped). */
export function phoneOf(code: string): string | null {
  const digits = code.replace(/[\s-]/g, '');
  return /^[0-9]{8}$/.test(digits) ? digits : null;
}

/** The window (appConfigs/returns.windowDays): whole days 0..365, checked here and by the rules. */
export function windowDaysOf(text: string): number | null {
  if (!/^[0-9]{1,3}$/.test(text.trim())) return null;
  const days = Number(text.trim());
  return days <= RETURN_WINDOW_MAX_DAYS ? days : null;
}

/**
 * The VAT tick of each product taken in exchange: what the seller chose, else the returned lines'
 * treatment (a line back with VAT ticks it on the new pair, when its price allows VAT), so an even
 * exchange of a pair sold with VAT neither pays back the VAT nor lets the new pair leave without its
 * e-barimt.
 */
export function newSideVat(
  returned: readonly Pick<OrderProduct, 'isNoat'>[],
  taken: readonly Pick<Product, 'id' | 'price' | 'originalPrice'>[],
  chosen: Readonly<Record<string, boolean>>,
): Record<string, boolean> {
  const returnedWithVat = returned.some((l) => l.isNoat === true);
  return Object.fromEntries(taken.map((p) => [p.id, chosen[p.id] ?? (returnedWithVat && p.price === p.originalPrice)]));
}
