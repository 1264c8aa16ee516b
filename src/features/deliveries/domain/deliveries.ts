import type { StaffRole } from '../../../auth/roles';
import type { Order, OrderProduct, PendingStatus, PurchaseType } from '../../../entities/order/order';
import { totalsOf, type OrderedFigures } from '../../../entities/order/orderView';

/**
 * Delivery orders and their pending_status (docs/delivery.md), as pure functions: which tables a
 * role sees, what each table queries, the labels, and what confirming a delivery does to each
 * product of the order.
 */

/** The three tables: (1) awaiting delivery, (2) on the way, (3) delivered. */
export type DeliveryTable = 'awaiting' | 'onTheWay' | 'delivered';
export const DELIVERY_TABLES: readonly DeliveryTable[] = ['awaiting', 'onTheWay', 'delivered'];

/** Orders that travel to the customer: taken by the call centre (delivery) or placed in the app (mobile). */
export const DELIVERY_PURCHASE_TYPES: readonly PurchaseType[] = ['delivery', 'mobile'];

export const TABLE_STATUS: Record<DeliveryTable, PendingStatus> = {
  awaiting: 'pending',
  onTheWay: 'delivering',
  delivered: 'done',
};

/** Page sizes: delivery orders 10/25/50, default 5; the wizard's goods table 5/20/25. */
export const DELIVERY_PAGE_SIZES = [10, 25, 50] as const;
export const DELIVERY_DEFAULT_PAGE_SIZE = 5;
export const WIZARD_PAGE_SIZES = [5, 20, 25] as const;
/** The delivered table grows forever: it listens to the newest orders only. */
export const DELIVERED_LIMIT = 200;

/** Who is looking, as the tables need it. */
export interface DeliveryViewer {
  id: string;
  role: StaffRole;
}

/** What one table's query asks Firestore for (the api turns it into where/orderBy/limit). */
export interface DeliveryQueryPlan {
  table: DeliveryTable;
  status: PendingStatus;
  purchaseTypes: readonly PurchaseType[];
  /** A courier's own orders only (the rules refuse any other courier query). */
  deliveryBoyId?: string;
  /** The call centre's own orders only. */
  createdUserId?: string;
  limit?: number;
}

export type DeliveryPageKind = 'deliveryOrders' | 'callCentre';

/**
 * The tables a viewer sees and their queries. /delivery-orders: Admin, Manager, dev see all three;
 * a DeliveryBoy sees only table 2 with its own orders (docs/roles.md). /call-centre/delivery: the three
 * tables of the orders the caller created (read-only).
 */
export function deliveryPlans(viewer: DeliveryViewer, page: DeliveryPageKind): DeliveryQueryPlan[] {
  const plan = (table: DeliveryTable, extra: Partial<DeliveryQueryPlan> = {}): DeliveryQueryPlan => ({
    table,
    status: TABLE_STATUS[table],
    purchaseTypes: DELIVERY_PURCHASE_TYPES,
    ...(table === 'delivered' ? { limit: DELIVERED_LIMIT } : {}),
    ...extra,
  });
  if (page === 'callCentre') {
    if (viewer.role !== 'Call Centre' && viewer.role !== 'dev') return [];
    return DELIVERY_TABLES.map((t) => plan(t, { createdUserId: viewer.id }));
  }
  if (viewer.role === 'DeliveryBoy') return [plan('onTheWay', { deliveryBoyId: viewer.id })];
  if (viewer.role === 'Admin' || viewer.role === 'Manager' || viewer.role === 'dev') return DELIVERY_TABLES.map((t) => plan(t));
  return [];
}

/** The actions a table offers a viewer (the rules enforce the same). */
export interface TableActions {
  assign: boolean;
  confirm: boolean;
  cancelDelivering: boolean;
  remove: boolean;
}

export function tableActions(table: DeliveryTable, role: StaffRole, page: DeliveryPageKind): TableActions {
  const none: TableActions = { assign: false, confirm: false, cancelDelivering: false, remove: false };
  if (page === 'callCentre') return none;
  const manages = role === 'Admin' || role === 'Manager' || role === 'dev';
  if (table === 'awaiting') return { ...none, assign: manages, remove: manages };
  if (table === 'onTheWay') return { ...none, confirm: manages || role === 'DeliveryBoy', cancelDelivering: manages, remove: manages };
  return { ...none, remove: manages };
}

/** Does an order belong in a table (the same filter as its query, for live updates and tests)? */
export function matchesPlan(order: Pick<Order, 'purchaseType' | 'pending_status' | 'deliveryBoyId' | 'createdUserId'>, plan: DeliveryQueryPlan): boolean {
  return (
    plan.purchaseTypes.includes(order.purchaseType) &&
    order.pending_status === plan.status &&
    (plan.deliveryBoyId === undefined || order.deliveryBoyId === plan.deliveryBoyId) &&
    (plan.createdUserId === undefined || order.createdUserId === plan.createdUserId)
  );
}

/** The delivery point's name from deliveryLocations, '-' when unknown. */
export function deliveryPointName(duureg: string | undefined, names: ReadonlyMap<string, string>): string {
  return (duureg && names.get(duureg)) || '-';
}

// --- Courier picker -------------------------------------------------------------------------------

/** 'Delivery user empty.' when nothing is chosen, else null. */
export function courierError(courierId: string | null | undefined): 'deliveries.courierEmpty' | null {
  return courierId ? null : 'deliveries.courierEmpty';
}

// --- Delivery confirmation ------------------------------------------------------------------------

/** What the current product document says (null: no such document, e.g. a legacy snapshot-only line). */
export interface LineProductState {
  exists: boolean;
  orderId: string | null;
  isSold: boolean;
  isDeliveryPending: boolean;
}

export type LineOutcome = 'sold' | 'refund' | 'skip';

/**
 * A line can be refunded when its product document exists and still belongs to this order, on its
 * way (isDeliveryPending), and the order lists it in productIds (orders written before productIds
 * existed carry only line snapshots, which the rules cannot tie to products: those lines are kept).
 * A missing product is shown from the order's snapshot and only kept.
 */
export function canRefundLine(product: LineProductState | null, order: Pick<Order, 'id' | 'productIds'>, lineId: string): boolean {
  return (
    product !== null &&
    product.exists &&
    product.orderId === order.id &&
    product.isDeliveryPending &&
    (order.productIds ?? []).includes(lineId)
  );
}

/**
 * Confirming the goods: every product of the order is marked sold (isDeliveryPending cleared),
 * the ticked ones are refunded instead. Lines whose product is missing or no longer belongs to
 * this order are left alone ('skip').
 */
export function deliveryOutcomes(
  orderId: string,
  lines: readonly Pick<OrderProduct, 'id'>[],
  products: ReadonlyMap<string, LineProductState | null>,
  refundIds: ReadonlySet<string>,
): Map<string, LineOutcome> {
  const out = new Map<string, LineOutcome>();
  for (const line of lines) {
    const p = products.get(line.id) ?? null;
    if (!p || !p.exists || p.orderId !== orderId) out.set(line.id, 'skip');
    else if (refundIds.has(line.id) && p.isDeliveryPending) out.set(line.id, 'refund');
    else if (p.isDeliveryPending || !p.isSold) out.set(line.id, 'sold');
    else out.set(line.id, 'skip');
  }
  return out;
}

/**
 * The order's figures once delivered: what was delivered and paid, i.e. its lines less the ones
 * refunded at the door; `ordered` keeps what the order said before (exactly as stored). The
 * security rules recompute the same sums (orders: isDeliveryConfirmation).
 */
export function deliveredOrderFields(
  before: OrderedFigures,
  lines: readonly Pick<OrderProduct, 'id' | 'price' | 'originalPrice'>[],
  refundedIds: readonly string[],
): OrderedFigures & { ordered: OrderedFigures; refundedProductIds: string[] } {
  const refunded = new Set(refundedIds);
  const kept = lines.filter((l) => !refunded.has(l.id));
  const totals = totalsOf(kept);
  return {
    quantity: kept.length,
    soldTotalPrice: totals.sold,
    originalTotalPrice: totals.original,
    ordered: { quantity: before.quantity, soldTotalPrice: before.soldTotalPrice, originalTotalPrice: before.originalTotalPrice },
    refundedProductIds: [...refunded],
  };
}

/** Fields written on a product whose delivery arrived (kept): sold, no longer on its way. */
export function deliveredFields() {
  return { isSold: true, isDeliveryPending: false };
}

/** Fields written on a product returned to stock when its pending or delivering order is deleted. */
export function returnToStockFields() {
  return { isSold: false, isDeliveryPending: false, orderId: null, saleId: null, isNoat: false, soldAt: null };
}

/** Deleting a pending or delivering order returns its products to stock; a done order is deleted alone. */
export function deleteReturnsProducts(status: PendingStatus): boolean {
  return status === 'pending' || status === 'delivering';
}

// --- The courier's view ---------------------------------------------------------------------------

/**
 * One card per order instead of the table: always for a courier (it works on a phone), and for
 * anyone on a screen narrower than Bootstrap's md breakpoint. Dispatchers on wider screens keep
 * the tables.
 */
export function showsCards(role: StaffRole, narrowScreen: boolean): boolean {
  return role === 'DeliveryBoy' || narrowScreen;
}

/** The media query of a screen below Bootstrap's md breakpoint (768 px). */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

/** The order lines, each product once (orders never list one twice, but a snapshot might). */
export function uniqueLines<L extends Pick<OrderProduct, 'id'>>(lines: readonly L[]): L[] {
  return lines.filter((l, i) => lines.findIndex((m) => m.id === l.id) === i);
}

/** A `tel:` link for a phone number as typed ("9911 0005" -> "tel:99110005"); null without digits. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/** The city every delivery goes to: added to the map search so a street name finds the right one. */
export const DELIVERY_CITY = 'Ulaanbaatar';

/**
 * A map search for the delivery address (Google Maps' documented search URL): the address, the
 * delivery point (district) and the city. The address description (entrance code, floor) is left
 * out: it only confuses the search. Null when there is no address to look for.
 */
export function mapSearchUrl(address: string | null | undefined, pointName: string | null | undefined): string | null {
  const street = (address ?? '').trim();
  if (!street) return null;
  const point = (pointName ?? '').trim();
  const parts = [street, point && point !== '-' ? point : '', DELIVERY_CITY].filter(Boolean);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(parts.join(', '))}`;
}

/** The text a card search matches (the table's searchable columns): name, phone, point, address, courier. */
export function cardSearchText(
  order: Pick<Order, 'contactName' | 'contactNumber' | 'user' | 'address' | 'addressDescription' | 'deliveryBoy'>,
  pointName: string,
): string {
  const courier = order.deliveryBoy ? [order.deliveryBoy.lastName, order.deliveryBoy.firstName].join(' ') : '';
  return [order.contactName || order.user?.firstName, order.contactNumber || order.user?.phone, pointName, order.address, order.addressDescription, courier]
    .filter(Boolean)
    .join(' ')
    .toLocaleLowerCase();
}

/** The orders whose card text contains `query` (case-insensitive; blank: all). */
export function searchCards<O extends Parameters<typeof cardSearchText>[0] & { duureg?: string }>(
  orders: readonly O[],
  query: string,
  pointNames: ReadonlyMap<string, string>,
): O[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...orders];
  return orders.filter((o) => cardSearchText(o, deliveryPointName(o.duureg, pointNames)).includes(needle));
}

/**
 * What the courier collects at the door once the ticked lines are refunded: the sold prices of
 * the lines kept (the order's soldTotalPrice after confirming, as deliveredOrderFields computes it),
 * and the lines refunded with their total.
 */
export interface DoorSummary {
  collected: number;
  deliveredCount: number;
  refunded: OrderProduct[];
  refundedTotal: number;
}

export function doorSummary(lines: readonly OrderProduct[], refundIds: ReadonlySet<string>): DoorSummary {
  const all = uniqueLines(lines);
  const refunded = all.filter((l) => refundIds.has(l.id));
  const kept = all.filter((l) => !refundIds.has(l.id));
  return {
    collected: totalsOf(kept).sold,
    deliveredCount: kept.length,
    refunded,
    refundedTotal: totalsOf(refunded).sold,
  };
}

/**
 * The width (px) of the page's content from which a dispatcher table shows the spec's ten columns;
 * below it the table merges them into five, so none is clipped (1024 px with the sidebar open).
 */
export const WIDE_TABLE_MIN_WIDTH = 1100;
