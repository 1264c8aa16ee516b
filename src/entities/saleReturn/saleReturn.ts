import { int, millis, obj, str, strings, type Data } from '../../firebase/fields';
import type { BuyerSnapshot, CreatedUserSnapshot, OrderProduct } from '../order/order';
import { toOrderProduct } from '../order/orderLine';
import { NO_PAYMENTS, toPayments, type Payments } from '../order/payment';

// A return or a size exchange at the counter, as stored in returns/{returnId} (docs/returns.md;
// firestore.rules, THE RETURN). Pure: the typed collections are saleReturnCollection.ts, the write is
// the trusted command functions/src/commands/returnOrExchange.ts.
//
// One document records one visit: the lines of a store sale coming back (`productIds`, `lines`,
// `returnedTotal`: what was paid for them) and, for an exchange, the products taken instead
// (`newProductIds`, `newLines`, `newTotal`). `difference` = newTotal - returnedTotal: what the
// customer pays (> 0, `payments`), or gets back (< 0, `paidBack`); an even exchange is 0.

/**
 * Lines (returned and new together) one return may carry when the browser writes it and the rules
 * check every product in the one write (firestore.rules, THE RETURN): the old client write only.
 */
export const RETURN_MAX_LINES = 6;

/**
 * Lines (returned and new together) one return or exchange may carry through the trusted command
 * (functions/src/commands/returnOrExchange.ts): one transaction of about two writes a line, within
 * a commit's 500.
 */
export const RETURN_MAX_PRODUCTS = 200;

/** Days after a sale its store's sellers may take it back without a Manager (appConfigs/returns.windowDays). */
export const DEFAULT_RETURN_WINDOW_DAYS = 14;

/** The longest window a business may set (a year). */
export const RETURN_WINDOW_MAX_DAYS = 365;

/** A return request's reason: at most this many characters (form and rules). */
export const RETURN_REASON_MAX = 200;

export type SaleReturnKind = 'return' | 'exchange';

export interface SaleReturn {
  id: string;
  kind: SaleReturnKind;
  orderId: string;
  /** The store of the sale, where the products come back. */
  locationId: string;
  locationName: string;
  /** The returned products, in the order's line order. */
  productIds: string[];
  /** The returned lines as the order has them (price = what was paid, VAT included). */
  lines: OrderProduct[];
  returnedTotal: number;
  newProductIds: string[];
  /** The products taken instead, as sold now. */
  newLines: OrderProduct[];
  newTotal: number;
  difference: number;
  /** What the customer paid (a dearer exchange); all 0 otherwise. */
  payments: Payments;
  cashReceived: number | null;
  /** What the customer got back, per method; all 0 when nothing. */
  paidBack: Payments;
  transactionId: string;
  /** The order's ticket voided by this return (docs/lottery.md), or null. */
  voidedLotteryId: string | null;
  /** The Manager's approval it used, or null (within the window). */
  approvalId: string | null;
  userId: string | null;
  user: BuyerSnapshot;
  contactName: string;
  createdUserId: string;
  createdUser: CreatedUserSnapshot;
  createdAtMs: number;
}

function emptyLine(id: string): OrderProduct {
  return { id, name: '', sku: '', price: 0, originalPrice: 0, isNoat: false, size: '', colors: [], categories: [], pics: [] };
}

function linesOf(ids: readonly string[], v: unknown): OrderProduct[] {
  const map = obj(v) ?? {};
  return ids.map((id) => toOrderProduct(map[id]) ?? toOrderProduct({ id }) ?? emptyLine(id));
}

/** A stored staff snapshot {firstName, lastName, role}. */
function staffOf(v: unknown): CreatedUserSnapshot {
  const d = obj(v) ?? {};
  return { firstName: str(d.firstName), lastName: str(d.lastName), role: str(d.role) };
}

/** A returns document -> SaleReturn. */
export function toSaleReturn(id: string, d: Data): SaleReturn {
  const productIds = strings(d.productIds);
  const newProductIds = strings(d.newProductIds);
  const user = obj(d.user) ?? {};
  return {
    id,
    kind: d.kind === 'exchange' ? 'exchange' : 'return',
    orderId: str(d.orderId),
    locationId: str(d.locationId),
    locationName: str(d.locationName),
    productIds,
    lines: linesOf(productIds, d.lines),
    returnedTotal: int(d.returnedTotal),
    newProductIds,
    newLines: linesOf(newProductIds, d.newLines),
    newTotal: int(d.newTotal),
    difference: int(d.difference),
    payments: toPayments(d.payments) ?? NO_PAYMENTS,
    cashReceived: typeof d.cashReceived === 'number' ? int(d.cashReceived) : null,
    paidBack: toPayments(d.paidBack) ?? NO_PAYMENTS,
    transactionId: str(d.transactionId),
    voidedLotteryId: typeof d.voidedLotteryId === 'string' ? d.voidedLotteryId : null,
    approvalId: typeof d.approvalId === 'string' ? d.approvalId : null,
    userId: typeof d.userId === 'string' ? d.userId : null,
    user: { firstName: str(user.firstName), lastName: str(user.lastName), phone: str(user.phone) },
    contactName: str(d.contactName),
    createdUserId: str(d.createdUserId),
    createdUser: staffOf(d.createdUser),
    createdAtMs: millis(d.createdAt),
  };
}

/** Lines keyed by product id, as stored (the rules find a product's line by its id). */
export function linesById<L extends { id: string }>(lines: readonly L[]): Record<string, L> {
  return Object.fromEntries(lines.map((l) => [l.id, l]));
}

/** A line as stored: an order line (its sale's `product` map, copied as it is stored: the rules compare them). */
export type StoredLine = { id: string; price: number } & Record<string, unknown>;

export interface NewSaleReturn<T> {
  id: string;
  orderId: string;
  locationId: string;
  locationName: string;
  /** The returned lines, each exactly as its sale (or the order) stores it. */
  lines: readonly StoredLine[];
  newLines: readonly OrderProduct[];
  payments: Payments;
  cashReceived: number | null;
  paidBack: Payments;
  transactionId: string;
  voidedLotteryId: string | null;
  approvalId: string | null;
  /** The order's buyer id, its `user` map as stored, and its contact name. */
  userId: string | null;
  user: unknown;
  contactName: string;
  createdUserId: string;
  createdUser: CreatedUserSnapshot;
  createdAt: T;
}

const sum = (lines: readonly { price: number }[]) => lines.reduce((s, l) => s + l.price, 0);

/** The stored return: its kind, lines keyed by id, the totals as the sums and the difference. */
export function saleReturnDocument<T>(r: NewSaleReturn<T>) {
  const returnedTotal = sum(r.lines);
  const newTotal = sum(r.newLines);
  return {
    id: r.id,
    kind: (r.newLines.length > 0 ? 'exchange' : 'return') as SaleReturnKind,
    orderId: r.orderId,
    locationType: 'store' as const,
    locationId: r.locationId,
    locationName: r.locationName,
    productIds: r.lines.map((l) => l.id),
    lines: linesById(r.lines),
    returnedTotal,
    newProductIds: r.newLines.map((l) => l.id),
    newLines: linesById(r.newLines),
    newTotal,
    difference: newTotal - returnedTotal,
    payments: { ...r.payments },
    ...(r.cashReceived !== null ? { cashReceived: r.cashReceived } : {}),
    paidBack: { ...r.paidBack },
    transactionId: r.transactionId,
    voidedLotteryId: r.voidedLotteryId,
    approvalId: r.approvalId,
    userId: r.userId,
    user: r.user ?? null,
    contactName: r.contactName,
    createdUserId: r.createdUserId,
    createdUser: { ...r.createdUser },
    createdAt: r.createdAt,
  };
}

// ------------------------------------------------------------------------------------------------
// A seller's request for a Manager's approval (returnRequests/{requestId}): a return past the window.

export type ReturnRequestState = 'pending' | 'approved' | 'refused' | 'used';

export interface ReturnRequest {
  id: string;
  orderId: string;
  /** The lines asked to come back. */
  productIds: string[];
  /** What was paid for them (the order's lines). */
  returnedTotal: number;
  reason: string;
  state: ReturnRequestState;
  locationId: string;
  locationName: string;
  /** When the order was sold (the Manager sees how late it is). */
  soldAtMs: number;
  contactName: string;
  createdUserId: string;
  createdUser: CreatedUserSnapshot;
  createdAtMs: number;
  decidedBy: { id: string; firstName: string; lastName: string } | null;
  decidedAtMs: number;
}

export function toReturnRequest(id: string, d: Data): ReturnRequest {
  const decidedBy = obj(d.decidedBy);
  const state = d.state === 'approved' || d.state === 'refused' || d.state === 'used' ? d.state : 'pending';
  return {
    id,
    orderId: str(d.orderId),
    productIds: strings(d.productIds),
    returnedTotal: int(d.returnedTotal),
    reason: str(d.reason),
    state,
    locationId: str(d.locationId),
    locationName: str(d.locationName),
    soldAtMs: millis(d.soldAt),
    contactName: str(d.contactName),
    createdUserId: str(d.createdUserId),
    createdUser: staffOf(d.createdUser),
    createdAtMs: millis(d.createdAt),
    decidedBy: decidedBy ? { id: str(decidedBy.id), firstName: str(decidedBy.firstName), lastName: str(decidedBy.lastName) } : null,
    decidedAtMs: millis(d.decidedAt),
  };
}

export function returnRequestDocument<T>(r: {
  id: string;
  orderId: string;
  productIds: readonly string[];
  returnedTotal: number;
  reason: string;
  locationId: string;
  locationName: string;
  soldAt: unknown;
  contactName: string;
  createdUserId: string;
  createdUser: CreatedUserSnapshot;
  createdAt: T;
}) {
  return {
    id: r.id,
    orderId: r.orderId,
    productIds: [...r.productIds],
    returnedTotal: r.returnedTotal,
    reason: r.reason,
    state: 'pending' as ReturnRequestState,
    locationId: r.locationId,
    locationName: r.locationName,
    soldAt: r.soldAt,
    contactName: r.contactName,
    createdUserId: r.createdUserId,
    createdUser: { ...r.createdUser },
    createdAt: r.createdAt,
  };
}

/** appConfigs/returns -> the window in days (the default when missing or out of range). */
export function toReturnWindowDays(d: Data | null | undefined): number {
  const v = d?.windowDays;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= RETURN_WINDOW_MAX_DAYS ? v : DEFAULT_RETURN_WINDOW_DAYS;
}
