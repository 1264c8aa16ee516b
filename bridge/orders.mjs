// @ts-check
// The receipt job of an order that THE SALE could not give one in its own write (docs/ebarimt.md,
// "Deliveries and large sales"): a delivery once confirmed at the door (only what the customer kept,
// paid as the courier recorded), and a large sale once closed. The bridge adds it. Pure: the order
// and the e-barimt setting in, the job to create (or null) out.

export const OFFICE_POINT = 'office';

/** The issuing point of an order: its store for a store sale, the office for any other. */
/** A Firestore Timestamp (or a { seconds } object, or a Date) in milliseconds; null for anything else. */
export function millisOf(v) {
  if (v && typeof v.toMillis === 'function') return v.toMillis();
  if (v instanceof Date) return v.getTime();
  if (v && typeof v.seconds === 'number') return v.seconds * 1000 + Math.floor((Number(v.nanoseconds) || 0) / 1e6);
  return null;
}

export const pointOfOrder = (order) => (order.locationType === 'store' ? String(order.locationId ?? '') : OFFICE_POINT);

/**
 * Which kind of order this is, for the bridge: a confirmed delivery, a closed large sale, or neither.
 * @param {Record<string, any>} order
 * @returns {'delivery' | 'largeSale' | null}
 */
export function orderJobKind(order) {
  if (order.purchaseType === 'delivery') return order.pending_status === 'done' && order.deliveredAt ? 'delivery' : null;
  if (order.openedAt && (order.purchaseType === 'store' || order.purchaseType === 'merchant')) return 'largeSale';
  return null;
}

/**
 * Where the bridge's listener of confirmed deliveries starts: `weekAgo` (a starting bridge looks a
 * week back), or when the e-barimt was last switched on if later: orderJob gives no job to a delivery
 * confirmed before it, so there is nothing to listen to before.
 * @param {number} weekAgo  ms
 * @param {{ enabledAt?: unknown } | null} settings  appConfigs/ebarimt
 */
export function deliveriesLookedAtFrom(weekAgo, settings) {
  const on = millisOf(settings?.enabledAt);
  return on !== null && on > weekAgo ? on : weekAgo;
}

/**
 * The job of a confirmed delivery or a closed large sale, or null when it gets no e-barimt (not such
 * an order, the e-barimt off, or no line on it under the tax treatment). The buyer is a person: the
 * delivery and large-sale wizards do not ask for a consumer number or a company.
 * @param {Record<string, any>} order  the order's data
 * @param {{ enabled?: boolean, treatment?: string, enabledAt?: unknown } | null} settings  appConfigs/ebarimt
 *   (enabledAt: when it was last switched on; older setups have none)
 * @returns {null | { orderId: string, kind: 'sale', pointId: string, productIds: string[], buyer: { type: 'B2C', consumerNo: null }, status: 'pending', createdUserId: string }}
 */
export function orderJob(orderId, order, settings) {
  const kind = orderJobKind(order);
  if (!kind || settings?.enabled !== true) return null;
  // Made before the e-barimt was switched on (the bridge looks a week back when it starts): none.
  const since = millisOf(settings.enabledAt);
  const madeAt = millisOf(kind === 'delivery' ? order.deliveredAt : order.createdAt);
  if (since !== null && (madeAt === null || madeAt < since)) return null;
  // A delivery's order keeps what was ordered; what the customer refused at the door is listed apart.
  const refused = new Set(Array.isArray(order.refundedProductIds) ? order.refundedProductIds.map(String) : []);
  const productIds = (Array.isArray(order.productIds) ? order.productIds.map(String) : []).filter((id) => !refused.has(id));
  const lines = (Array.isArray(order.products) ? order.products : []).filter((l) => l && productIds.includes(String(l.id)));
  if (!productIds.length) return null;
  if (settings.treatment !== 'contained' && !lines.some((l) => l.isNoat === true)) return null;
  // Who made it: the courier who confirmed the delivery; the seller who closed the large sale.
  const createdUserId = String((kind === 'delivery' ? order.deliveryBoyId : order.createdUserId) ?? '');
  if (!createdUserId) return null;
  return { orderId, kind: 'sale', pointId: pointOfOrder(order), productIds, buyer: { type: 'B2C', consumerNo: null }, status: 'pending', createdUserId };
}
