import { int, millis, num, obj, str, strings, type Data } from '../../firebase/fields';
import { toDiscountRequest } from '../discountRequest/discountRequest';
import type { OrderProduct } from '../order/order';
import { toOrder } from '../order/orderMapper';
import type { Payments } from '../order/payment';
import { toProduct } from '../product/product';
import { toSaleReturn } from '../saleReturn/saleReturn';
import { toShift } from '../shift/shift';
import { actorName, type AuditFacts, type AuditFigures, type AuditPlace, type AuditSource } from './audit';

/**
 * Which events leave an audit entry, and what the entry says (docs/audit.md): a pure function of the
 * document's data before and after the write, shared by the triggers (functions/src/triggers/audit.ts)
 * and tested alone (auditEntry.test.ts).
 */

/** One write to a document of an audited collection, as a trigger sees it. */
export interface AuditEvent {
  source: AuditSource;
  /** The document's id. */
  id: string;
  /** null: created by this write. */
  before: Data | null;
  /** null: deleted by this write. */
  after: Data | null;
  /** The order the document names, when `orderToRead(event)` asked for it: its data, or null when it no longer exists. */
  order?: Data | null;
}

/** A summary names at most this many products, then "+n". */
const SUMMARY_NAMES = 3;
const SUMMARY_MAX = 200;

function namesOf(lines: readonly Pick<OrderProduct, 'name' | 'sku'>[]): string {
  const names = lines.slice(0, SUMMARY_NAMES).map((l) => l.name || l.sku);
  const more = lines.length > SUMMARY_NAMES ? ` +${lines.length - SUMMARY_NAMES}` : '';
  return (names.join(', ') + more).slice(0, SUMMARY_MAX);
}

function productLabel(name: string, sku: string): string {
  return [name, sku].filter(Boolean).join(' ').slice(0, SUMMARY_MAX);
}

function placeOf(id: string, name: string): AuditPlace | null {
  return id ? { id, name } : null;
}

/** The methods used, as figures (nothing for an unused one). */
function paid(p: Payments | null | undefined): AuditFigures {
  if (!p) return {};
  const out: AuditFigures = {};
  for (const m of ['cash', 'card', 'qpay', 'bank'] as const) if (p[m] > 0) out[m] = p[m];
  return out;
}

const base = (source: AuditSource, id: string) => ({
  source: `${source}/${id}`,
  detail: '' as const,
  actorId: null,
  actorCopy: null,
  place: null,
  amount: null,
  quantity: null,
  oldPrice: null,
  newPrice: null,
  figures: {},
  summary: '',
  orderId: null,
});

/**
 * The order an event's entry needs (its place and products, or whether it still exists), or null:
 * a refund's, and a sale record's deleted from the sales list.
 */
export function orderToRead(e: Pick<AuditEvent, 'source' | 'before' | 'after'>): string | null {
  if (e.source === 'transactions' && e.after && !e.before && isListOrDoorRefund(e.after)) return str(e.after.orderId) || null;
  if (e.source === 'sales' && e.before && !e.after) return str(e.before.orderId) || null;
  return null;
}

/** A refund of its own: from the sold products screen or at the door (a counter return's refund is the return's). */
function isListOrDoorRefund(t: Data): boolean {
  return t.type === 'refund' && !str(t.returnId);
}

/** The entry of one write, or null when the write is no audited event. */
export function auditEntryOf(e: AuditEvent): AuditFacts | null {
  switch (e.source) {
    case 'orders':
      return e.before ? deliveryOf(e) : e.after ? saleOf(e.id, e.after) : null;
    case 'returns':
      return !e.before && e.after ? returnOf(e.id, e.after) : null;
    case 'transactions':
      if (!e.before && e.after) return isListOrDoorRefund(e.after) ? refundOf(e.id, e.after, e.order) : null;
      return e.before && !e.after ? deletedTransactionOf(e.id, e.before) : null;
    case 'products':
      if (e.before && e.after) return priceChangeOf(e.id, e.before, e.after);
      return e.before && !e.after ? deletedProductOf(e.id, e.before) : null;
    case 'discountRequests':
      return e.before && e.after ? discountDecisionOf(e.id, e.before, e.after) : null;
    case 'deletedOrders':
      return !e.before && e.after ? deletedOrderOf(e.id, e.after) : null;
    case 'shifts':
      return e.before && e.after ? shiftCloseOf(e.id, e.before, e.after) : null;
    case 'sales':
      // A sale deleted with its order (or its order's stock return) is the order's deletion.
      return e.before && !e.after && e.order ? deletedSaleOf(e.id, e.before) : null;
  }
}

/** A sale: the order the sell command created (docs/selling.md). */
function saleOf(id: string, d: Data): AuditFacts {
  const o = toOrder(id, d);
  return {
    ...base('orders', id),
    id: `orders-${id}-sale`,
    kind: 'sale',
    detail: o.purchaseType === 'delivery' || o.purchaseType === 'mobile' || o.purchaseType === 'merchant' ? o.purchaseType : 'store',
    atMs: millis(d.createdAt),
    actorId: o.createdUserId || null,
    actorCopy: { name: actorName(o.createdUser.firstName, o.createdUser.lastName), role: o.createdUser.role },
    place: placeOf(o.locationId ?? '', o.locationName ?? ''),
    amount: o.soldTotalPrice,
    quantity: o.products.length,
    figures: { originalTotal: o.originalTotalPrice, ...paid(o.payments) },
    summary: namesOf(o.products),
    orderId: id,
  };
}

/**
 * A delivery confirmed at the door (delivering -> done). The order does not record who confirmed it
 * (the courier or a dispatcher may): no actor.
 */
function deliveryOf(e: AuditEvent): AuditFacts | null {
  if (!e.before || !e.after || e.before.pending_status !== 'delivering' || e.after.pending_status !== 'done') return null;
  const o = toOrder(e.id, e.after);
  const refunded = new Set(strings(e.after.refundedProductIds));
  return {
    ...base('orders', e.id),
    id: `orders-${e.id}-delivery`,
    kind: 'delivery',
    atMs: millis(e.after.deliveredAt),
    place: placeOf(o.locationId ?? '', o.locationName ?? ''),
    amount: o.soldTotalPrice,
    quantity: o.products.length - refunded.size,
    figures: { ...paid(o.payments), ...(refunded.size > 0 ? { refunded: refunded.size } : {}) },
    summary: namesOf(o.products.filter((l) => !refunded.has(l.id))),
    orderId: e.id,
  };
}

/** A counter return or exchange (docs/returns.md): the money is the difference, paid or paid back. */
function returnOf(id: string, d: Data): AuditFacts {
  const r = toSaleReturn(id, d);
  const newNames = r.newLines.length > 0 ? ` → ${namesOf(r.newLines)}` : '';
  return {
    ...base('returns', id),
    id: `returns-${id}-${r.kind}`,
    kind: r.kind,
    atMs: r.createdAtMs,
    actorId: r.createdUserId || null,
    actorCopy: { name: actorName(r.createdUser.firstName, r.createdUser.lastName), role: r.createdUser.role },
    place: placeOf(r.locationId, r.locationName),
    amount: r.difference,
    quantity: r.productIds.length + r.newProductIds.length,
    figures: {
      returnedTotal: r.returnedTotal,
      ...(r.kind === 'exchange' ? { newTotal: r.newTotal } : {}),
      ...paid(r.difference < 0 ? r.paidBack : r.payments),
    },
    summary: (namesOf(r.lines) + newNames).slice(0, SUMMARY_MAX),
    orderId: r.orderId || null,
  };
}

/** The staff snapshot a refund or a cancel carries as `user` (the caller's id and name). */
function staffCopy(v: unknown): { id: string; name: string } | null {
  const u = obj(v);
  return u && str(u.id) ? { id: str(u.id), name: actorName(str(u.firstName), str(u.lastName)) } : null;
}

function amountOf(t: Data): number {
  return int(num(t.amount) ?? num(t.transactionPrice) ?? 0);
}

/** A refund from the sold products screen or at the door: minus what was paid; its order gives the place and the products. */
function refundOf(id: string, t: Data, orderData: Data | null | undefined): AuditFacts {
  const by = staffCopy(t.user);
  const ids = strings(t.productIds).length > 0 ? strings(t.productIds) : [str(t.productId)].filter(Boolean);
  const order = orderData ? toOrder(str(t.orderId), orderData) : null;
  const lines = order ? order.products.filter((l) => ids.includes(l.id)) : [];
  return {
    ...base('transactions', id),
    id: `transactions-${id}-refund`,
    kind: 'refund',
    atMs: millis(t.createdAt),
    actorId: by?.id ?? null,
    actorCopy: by ? { name: by.name, role: '' } : null,
    place: order ? placeOf(order.locationId ?? '', order.locationName ?? '') : null,
    amount: amountOf(t),
    quantity: ids.length,
    summary: namesOf(lines),
    orderId: str(t.orderId) || null,
  };
}

/** A transaction deleted from /transactions. Nothing records who deleted it: no actor. */
function deletedTransactionOf(id: string, t: Data): AuditFacts {
  return {
    ...base('transactions', id),
    id: `transactions-${id}-deletion`,
    kind: 'deletion',
    detail: 'transaction',
    atMs: 0,
    amount: amountOf(t),
    summary: str(t.customerName).slice(0, SUMMARY_MAX),
    orderId: str(t.orderId) || null,
  };
}

/**
 * A product's price or list price changed by the edit dialog. A discount's approval, a refund and a
 * return change the price too: those are their own entries. The edit records no editor: no actor.
 */
function priceChangeOf(id: string, before: Data, after: Data): AuditFacts | null {
  const p0 = toProduct(id, before);
  const p1 = toProduct(id, after);
  if (p0.price === p1.price && p0.originalPrice === p1.originalPrice) return null;
  const decided = before.isDiscountPending === true;
  const refunded = str(before.refundTransactionId) !== str(after.refundTransactionId);
  const returned = str(before.returnId) !== str(after.returnId);
  if (decided || refunded || returned) return null;
  const atMs = millis(after.updatedAt);
  return {
    ...base('products', id),
    // A product's price may change many times: the write's time tells the changes apart.
    id: `products-${id}-priceChange-${atMs || `${p0.price}-${p1.price}`}`,
    kind: 'priceChange',
    atMs,
    place: placeOf(p1.locationId, p1.locationName),
    quantity: 1,
    oldPrice: p0.price,
    newPrice: p1.price,
    figures: p0.originalPrice !== p1.originalPrice ? { oldOriginalPrice: p0.originalPrice, newOriginalPrice: p1.originalPrice } : {},
    summary: productLabel(p1.name, p1.sku),
  };
}

/** A product deleted (Manager, dev). Nothing records who deleted it: no actor. The amount is its price. */
function deletedProductOf(id: string, d: Data): AuditFacts {
  const p = toProduct(id, d);
  return {
    ...base('products', id),
    id: `products-${id}-deletion`,
    kind: 'deletion',
    detail: 'product',
    atMs: 0,
    place: placeOf(p.locationId, p.locationName),
    amount: p.price,
    quantity: 1,
    figures: { originalPrice: p.originalPrice },
    summary: productLabel(p.name, p.sku),
  };
}

/** A pending discount request approved (the product takes the approved price) or cancelled. */
function discountDecisionOf(id: string, before: Data, after: Data): AuditFacts | null {
  if (before.state !== 'pending' || (after.state !== 'confirmed' && after.state !== 'cancelled')) return null;
  const r = toDiscountRequest(id, after);
  const confirmed = r.state === 'confirmed';
  return {
    ...base('discountRequests', id),
    id: `discountRequests-${id}-discountDecision`,
    kind: 'discountDecision',
    detail: confirmed ? 'confirmed' : 'cancelled',
    atMs: r.updatedAtMs,
    actorId: (confirmed ? r.confirmedUserId : r.cancelledUserId) ?? null,
    place: placeOf(r.locationId || r.product.locationId, r.locationName || r.product.locationName),
    quantity: 1,
    oldPrice: r.product.price,
    newPrice: confirmed ? r.approvedPrice : null,
    figures: { requestPrice: r.requestPrice, originalPrice: r.product.originalPrice },
    summary: productLabel(r.product.name, r.product.sku),
  };
}

/** An order deleted from a list, with its record (who deleted it, when, the order as it was). */
function deletedOrderOf(id: string, d: Data): AuditFacts {
  const o = toOrder(id, obj(d.order) ?? {});
  return {
    ...base('deletedOrders', id),
    id: `deletedOrders-${id}-deletion`,
    kind: 'deletion',
    detail: 'order',
    atMs: millis(d.deletedAt),
    actorId: str(d.deletedUserId) || null,
    place: placeOf(o.locationId ?? '', o.locationName ?? ''),
    amount: o.soldTotalPrice,
    quantity: o.products.length,
    figures: { originalTotal: o.originalTotalPrice },
    summary: namesOf(o.products),
    orderId: id,
  };
}

/** A cash shift closed (open -> closed): the counted cash, what was expected and the difference. */
function shiftCloseOf(id: string, before: Data, after: Data): AuditFacts | null {
  if (before.status !== 'open' || after.status !== 'closed') return null;
  const s = toShift(id, after);
  return {
    ...base('shifts', id),
    id: `shifts-${id}-shiftClose`,
    kind: 'shiftClose',
    atMs: s.closedAtMs,
    actorId: s.closedUserId,
    actorCopy: { name: s.closedUser, role: '' },
    place: placeOf(s.storeId, s.storeName),
    amount: s.countedCash,
    figures: {
      float: s.float,
      payIns: s.payIns,
      payOuts: s.payOuts,
      ...(s.figures ? { sales: s.figures.sales, salesTotal: s.figures.salesTotal } : {}),
      ...(s.expectedCash !== null ? { expected: s.expectedCash } : {}),
      ...(s.difference !== null ? { difference: s.difference } : {}),
    },
    summary: `№${s.no}`,
  };
}

/** A sale record deleted from the sales list (its order still exists). Nothing records who: no actor. */
function deletedSaleOf(id: string, d: Data): AuditFacts {
  const line = obj(d.product) ?? {};
  return {
    ...base('sales', id),
    id: `sales-${id}-deletion`,
    kind: 'deletion',
    detail: 'sale',
    atMs: 0,
    place: placeOf(str(d.locationId), str(d.locationName)),
    amount: int(num(d.price) ?? num(line.price) ?? 0),
    quantity: 1,
    summary: productLabel(str(line.name), str(line.sku)),
    orderId: str(d.orderId) || null,
  };
}
