// @ts-check
// The receipt jobs of a counter return or size exchange (docs/ebarimt.md, "Returns and exchanges").
// Pure: the return, its order and the order's earlier returns in; the jobs to create out.
//
// A receipt "series" is the chain of receipts in force for one set of products: the sale's (its id is
// the order's, its products the order's lines) or an exchange's new side (`<r>-new`, its products the
// exchange's new ones). A return r that takes back products of a series adds a job `<r>-<series>`:
// a correction (the products the series keeps, issued with inactiveId = the receipt in force) or,
// when it keeps none, a return of the receipt in force. An exchange's new products get their own
// receipt, the job `<r>-new`, the first of a new series. Firestore's generated ids hold no '-', so an
// id names its return and its series unambiguously.

/**
 * @typedef {{ id: string, orderId: string, productIds: string[], newProductIds: string[] }} ReturnDoc
 * @typedef {{ id: string, seriesId: string, kind: 'sale' | 'correction' | 'return', productIds: string[] }} ReturnJob
 */

export const NEW_SIDE = '-new';

/**
 * A refund from the sold products screen is recorded in its order's returnIds as
 * `refund_<its refund transaction>_<product>` (src/entities/order/listRefund.ts): a return of that one
 * product, with nothing new, at the order's point, by the order's seller (firestore.rules, listRefundOf).
 */
const LIST_REFUND = /^refund_[A-Za-z0-9]+_(.+)$/;
export const isListRefund = (returnId) => LIST_REFUND.test(returnId);

/**
 * The return a list refund id stands for, or null for any other id.
 * @param {string} returnId
 * @param {string} orderId
 * @param {Record<string, any>} order
 * @param {string} pointId  the order's point (orders.mjs pointOfOrder)
 */
export function listRefundAsReturn(returnId, orderId, order, pointId) {
  const m = LIST_REFUND.exec(returnId);
  if (!m) return null;
  return { id: returnId, orderId, productIds: [m[1]], newProductIds: [], newLines: {}, locationId: pointId, createdUserId: order.createdUserId ?? null };
}

/** The series id of an exchange's new side, and back. */
export const newSideOf = (returnId) => `${returnId}${NEW_SIDE}`;
export const exchangeOfSeries = (seriesId) => (seriesId.endsWith(NEW_SIDE) ? seriesId.slice(0, -NEW_SIDE.length) : null);

/**
 * The jobs a return adds.
 * @param {ReturnDoc} ret
 * @param {{ productIds: string[] }} order  the order's lines (its product ids)
 * @param {readonly ReturnDoc[]} earlier  the order's returns before this one, in order
 * @param {{ hasSeries: (seriesId: string) => boolean, newSideNeedsReceipt: boolean }} known
 *   hasSeries: whether a series has its first receipt job (a sale without e-barimt has nothing to
 *   correct); newSideNeedsReceipt: whether the new products go on an e-barimt (the setting, the ticks).
 * @returns {ReturnJob[]}
 */
export function returnJobs(ret, order, earlier, known) {
  const returnedUpTo = new Set([...earlier.flatMap((e) => e.productIds), ...ret.productIds]);
  /** @type {Map<string, string[]>} series id -> its products */
  const affected = new Map();
  for (const productId of ret.productIds) {
    const exchange = order.productIds.includes(productId) ? null : earlier.find((e) => e.newProductIds.includes(productId));
    const seriesId = exchange ? newSideOf(exchange.id) : order.productIds.includes(productId) ? ret.orderId : null;
    if (!seriesId || affected.has(seriesId) || !known.hasSeries(seriesId)) continue;
    affected.set(seriesId, exchange ? exchange.newProductIds : order.productIds);
  }
  /** @type {ReturnJob[]} */
  const jobs = [...affected].map(([seriesId, products]) => {
    const kept = products.filter((p) => !returnedUpTo.has(p));
    return { id: `${ret.id}-${seriesId}`, seriesId, kind: kept.length ? 'correction' : 'return', productIds: kept };
  });
  if (ret.newProductIds.length && known.newSideNeedsReceipt) {
    jobs.push({ id: newSideOf(ret.id), seriesId: newSideOf(ret.id), kind: 'sale', productIds: [...ret.newProductIds] });
  }
  return jobs;
}

/**
 * The ids of a series' jobs that may be in force before return `returnId`, oldest first: the series'
 * first receipt, then each earlier return's job on it.
 * @param {string} seriesId
 * @param {readonly string[]} returnIds  the order's returns, in order
 * @param {string} returnId
 */
export function seriesChain(seriesId, returnIds, returnId) {
  const before = returnIds.slice(0, Math.max(0, returnIds.indexOf(returnId)));
  return [seriesId, ...before.map((r) => `${r}-${seriesId}`)];
}

/**
 * The receipt in force: the last job of the chain that changed something (a job "none" changed
 * nothing: no e-barimt line came back). Null when no job of the chain exists.
 * @template {{ status: string }} J
 * @param {readonly (J | null)[]} chain  the chain's jobs, oldest first (null: no such job)
 * @returns {J | null}
 */
export function inForce(chain) {
  for (let i = chain.length - 1; i >= 0; i--) {
    const job = chain[i];
    if (job && job.status !== 'none') return job;
  }
  return null;
}

const paidSum = (p) => (p && typeof p === 'object' ? Object.values(p).reduce((s, v) => s + (Number(v) || 0), 0) : 0);

/**
 * What a job's receipt is made of, read through `read` (a document's data, or null): the lines of its
 * series, the payments to spread over it, and for a correction or return the receipt in force.
 *   - the sale's series: the order's lines and payments;
 *   - an exchange's new side: its new lines; paid with what the customer paid on top, or (an even or
 *     cheaper exchange, paid with the returned goods) the way the order was paid.
 * A receipt in force of another order corrects nothing (null). `awaitingDelivery`: the order is a
 * delivery not yet done (nothing may be issued for it yet).
 * @param {{ orderId: string, kind: string, returnId?: string | null, seriesId?: string | null, correctsId?: string | null }} job
 * @param {(collection: string, id: string) => Promise<Record<string, any> | null>} read
 */
export async function seriesInput(job, read) {
  const order = (await read('orders', job.orderId)) ?? {};
  const exchangeId = job.seriesId ? exchangeOfSeries(job.seriesId) : null;
  const exchange = exchangeId ? await read('returns', exchangeId) : null;
  const lines = exchange ? Object.values(exchange.newLines ?? {}) : Array.isArray(order.products) ? order.products : [];
  const payments = exchange && paidSum(exchange.payments) > 0 ? exchange.payments : (order.payments ?? null);
  /** @type {any} */
  let corrected = null;
  if (job.kind !== 'sale') {
    if (job.correctsId) corrected = await read('ebarimtReceipts', job.correctsId).then((d) => (d ? { id: job.correctsId, ...d } : null));
    else if (job.returnId && job.seriesId) {
      const ids = seriesChain(job.seriesId, Array.isArray(order.returnIds) ? order.returnIds : [], job.returnId);
      const chain = await Promise.all(ids.map((id) => read('ebarimtReceipts', id).then((d) => (d ? { id, ...d } : null))));
      corrected = inForce(chain);
    }
    if (corrected && corrected.orderId !== job.orderId) corrected = null;
  }
  // A delivery's receipt is of what the customer kept at the door: nothing before it is done
  // (bridge/orders.mjs adds the door's job), whatever job is found.
  const awaitingDelivery = order.purchaseType === 'delivery' && !(order.pending_status === 'done' && order.deliveredAt);
  return { lines, payments, corrected, awaitingDelivery };
}
