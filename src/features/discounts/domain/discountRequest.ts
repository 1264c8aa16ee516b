import dayjs from 'dayjs';
import type { StaffRole } from '../../../auth/roles';
import type { Product } from '../../../entities/product/product';
import {
  productSnapshot,
  requesterSnapshot,
  toDiscountRequest,
  type DiscountRequest,
  type DiscountState,
  type DiscountType,
  type NewRequestFields,
  type ProductSnapshot,
  type RequesterSnapshot,
} from '../../../entities/discountRequest/discountRequest';

// The request as stored, its mapper and snapshots are the discountRequest entity's.
export { productSnapshot, requesterSnapshot, toDiscountRequest };
export type { DiscountRequest, DiscountState, DiscountType, ProductSnapshot, RequesterSnapshot };

/**
 * Discount requests (docs/discounts.md) as pure functions: the request
 * document, who sends which type, the requested and approved price checks, and the product fields
 * each state change writes. The api layer writes exactly these inside one transaction.
 */

/** Roles that may send a discount request: those that see products with the discount button. */
export const REQUESTER_ROLES: readonly StaffRole[] = ['Reception In City', 'Reception In Country', 'Call Centre', 'Manager', 'Admin', 'dev'];

/** Who approves (docs/discounts.md): the roles of the /discount-requests screen. */
export const APPROVER_ROLES: readonly StaffRole[] = ['Admin', 'dev'];

export function canApprove(role: StaffRole): boolean {
  return APPROVER_ROLES.includes(role);
}

/**
 * The request's type: 'callCentre' for the call centre, 'store' for everyone else (sellers, and
 * Manager/Admin/dev who ask from the product screens on behalf of a store).
 */
export function requestTypeFor(role: StaffRole): DiscountType {
  return role === 'Call Centre' ? 'callCentre' : 'store';
}

/** Why a requested price is refused; null when it is fine. */
export type RequestPriceError = 'required' | 'notPositive' | 'notLower';

/** Step 1 of the wizard: required, a positive whole number, lower than the current price. */
export function requestPriceError(value: number | null | undefined, currentPrice: number): RequestPriceError | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'required';
  if (!Number.isInteger(value) || value <= 0) return 'notPositive';
  if (value >= currentPrice) return 'notLower';
  return null;
}

/**
 * A price typed as text (a negative or non-numeric entry is refused): a positive integer of digits
 * with optional thousands separators, else null.
 */
export function parseRequestPrice(text: string): number | null {
  const trimmed = text.trim();
  // Digits with optional comma or space separators only: '-5', '1.5', '12abc' are refused.
  if (!/^\d[\d, ]*$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(/[, ]/g, ''));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Why an approved price is refused; null when it is fine (rules: integer >= 0 and <= originalPrice). */
export type ApprovedPriceError = 'required' | 'tooHigh';

export function approvedPriceError(value: number | null | undefined, originalPrice: number): ApprovedPriceError | null {
  if (value === null || value === undefined || !Number.isInteger(value) || value < 0) return 'required';
  if (value > originalPrice) return 'tooHigh';
  return null;
}

/**
 * Products per write (a chunk): the rules look up each product and its request (two lookups per
 * product, plus the requester's profile) and one write may make 20 lookups in all.
 */
export const DISCOUNT_CHUNK = 8;

/**
 * Most products per request (one wizard submission): its last write, the flip, updates every
 * request of the batch at once, and Firestore takes at most 500 writes per commit.
 */
export const MAX_DISCOUNT_PRODUCTS = 200;

/** A batch: a wizard submission of more than DISCOUNT_CHUNK products, written in several writes. */
export interface BatchRef {
  id: string;
  size: number;
}

/**
 * The new request's fields (timestamps are added by the api layer as server timestamps). Without a
 * batch it is pending at once; in a batch it is drafting (seen by its requester only) until the
 * batch's last write flips every request of it to pending.
 */
export function newRequestFields(p: Product, requestPrice: number, requester: RequesterSnapshot, role: StaffRole, batch?: BatchRef): NewRequestFields {
  const state = batch ? ({ state: 'drafting' as const, batchId: batch.id, batchSize: batch.size }) : ({ state: 'pending' as const });
  return {
    ...state,
    type: requestTypeFor(role),
    locationId: p.locationId,
    locationName: p.locationName,
    requestPrice,
    createdUser: requester,
    createdUserId: requester.id,
    product: productSnapshot(p),
    productId: p.id,
  };
}

/** State created: the product waits for the decision (and points at the request). */
export function pendingFields(requestId: string) {
  return { isDiscountPending: true, discountRequestId: requestId };
}

/** State confirmed: price becomes the approved price, isDiscount true, isDiscountPending false. */
export function confirmFields(approvedPrice: number) {
  return { price: approvedPrice, isDiscount: true, isDiscountPending: false };
}

/**
 * State cancelled: isDiscountPending, isSold, isDiscount false. Two deliberate limits:
 * - isSold is cleared only when no order sold the product (no orderId and no saleId): a cancelled
 *   request never un-sells a product (a pending product cannot be sold anyway, so this only clears a
 *   stray flag);
 * - isDiscount stays true when the product is still priced below its original price (an earlier,
 *   approved discount), so the flag keeps matching the price.
 */
export function cancelFields(p: Pick<Product, 'isSold' | 'orderId' | 'saleId' | 'isDiscount' | 'price' | 'originalPrice'>) {
  const fields: { isDiscountPending: false; isDiscount: boolean; isSold?: false } = {
    isDiscountPending: false,
    isDiscount: p.isDiscount && p.price < p.originalPrice,
  };
  if (p.isSold && !p.orderId && !p.saleId) fields.isSold = false;
  return fields;
}

/** Is the product still waiting for exactly this request? (checked before confirming or cancelling) */
export function isPendingFrom(product: { isDiscountPending: boolean; discountRequestId: string | null }, requestId: string): boolean {
  return product.isDiscountPending && product.discountRequestId === requestId;
}

export function requesterName(r: Pick<DiscountRequest, 'createdUser'>): string {
  return [r.createdUser.lastName, r.createdUser.firstName].filter((s) => s !== '').join(' ');
}

/** Dates are shown YYYY-MM-DD HH:mm:ss. */
export function formatSentAt(ms: number): string {
  return ms > 0 ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '';
}

/** Newest first. */
export function sortRequests(rows: readonly DiscountRequest[]): DiscountRequest[] {
  return [...rows].sort((a, b) => b.createdAtMs - a.createdAtMs || a.id.localeCompare(b.id));
}

// --- Requests of any size (docs/discounts.md, "Requests of any size") ----------------------------

/** The list cut in pieces of at most `size`, in order. */
export function chunks<T>(list: readonly T[], size: number = DISCOUNT_CHUNK): T[][] {
  if (size < 1) throw new Error('chunk size must be positive');
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Why the wizard cannot send this selection; null when it can. */
export function selectionProblem(count: number): 'none' | 'tooMany' | null {
  if (count === 0) return 'none';
  if (count > MAX_DISCOUNT_PRODUCTS) return 'tooMany';
  return null;
}

/**
 * What resume needs of a batch, kept in discountBatches/{batchId} (written with its first chunk,
 * never changed): the planned products in order and the price asked for each.
 */
export interface DiscountBatchPlan {
  id: string;
  createdUserId: string;
  productIds: string[];
  requestPrices: number[];
}

/** The batch document as stored (createdAt is added by the api layer). */
export function batchPlanFields(plan: DiscountBatchPlan) {
  return { id: plan.id, createdUserId: plan.createdUserId, productIds: [...plan.productIds], requestPrices: [...plan.requestPrices] };
}

/** A stored discountBatches document -> its plan (a malformed one plans nothing). */
export function toBatchPlan(id: string, d: Record<string, unknown>): DiscountBatchPlan {
  const ids = Array.isArray(d.productIds) ? d.productIds.filter((x): x is string => typeof x === 'string') : [];
  const prices = Array.isArray(d.requestPrices) ? d.requestPrices.filter((x): x is number => typeof x === 'number') : [];
  const ok = ids.length === prices.length;
  return { id, createdUserId: typeof d.createdUserId === 'string' ? d.createdUserId : '', productIds: ok ? ids : [], requestPrices: ok ? prices : [] };
}

/**
 * Where a batch stands, from its plan (null when it cannot be read) and its requests as stored:
 * - 'flipped'  some request of it is past drafting (pending, confirmed): the flip went through;
 * - 'empty'    nothing of it is drafting (never written, or undone);
 * - 'drafting' requests are drafting: `missing` are the planned products without one (to write,
 *              with their prices), `drafting` the drafting requests' ids (to flip or undo).
 */
export type BatchState =
  | { kind: 'flipped' }
  | { kind: 'empty' }
  | { kind: 'drafting'; drafting: string[]; missing: { productId: string; requestPrice: number }[]; total: number };

export function batchState(plan: DiscountBatchPlan | null, requests: readonly Pick<DiscountRequest, 'id' | 'state' | 'productId' | 'batchSize'>[]): BatchState {
  if (requests.some((r) => r.state === 'pending' || r.state === 'confirmed')) return { kind: 'flipped' };
  const drafting = requests.filter((r) => r.state === 'drafting');
  if (drafting.length === 0) return { kind: 'empty' };
  const covered = new Set(drafting.map((r) => r.productId));
  const missing = plan ? plan.productIds.flatMap((productId, i) => (covered.has(productId) ? [] : [{ productId, requestPrice: plan.requestPrices[i] }])) : [];
  const total = plan ? plan.productIds.length : (drafting[0].batchSize ?? drafting.length);
  return { kind: 'drafting', drafting: drafting.map((r) => r.id).sort(), missing, total };
}

/** An unfinished batch as the requester's list shows it: its drafting requests, grouped. */
export interface UnfinishedBatch {
  batchId: string;
  /** Products the submission asked for. */
  total: number;
  /** Requests written so far (drafting). */
  written: number;
  createdUserId: string;
  requesterName: string;
  /** When its first request was written (ms). */
  startedAtMs: number;
  requests: DiscountRequest[];
}

/** Drafting requests grouped by batch, oldest batch first (requests without a batch are left out). */
export function unfinishedBatches(rows: readonly DiscountRequest[]): UnfinishedBatch[] {
  const groups = new Map<string, DiscountRequest[]>();
  for (const r of rows) {
    if (r.state !== 'drafting' || !r.batchId) continue;
    groups.set(r.batchId, [...(groups.get(r.batchId) ?? []), r]);
  }
  return [...groups.entries()]
    .map(([batchId, requests]): UnfinishedBatch => {
      const first = requests.reduce((a, b) => (b.createdAtMs < a.createdAtMs ? b : a));
      return {
        batchId,
        total: Math.max(first.batchSize ?? 0, requests.length),
        written: requests.length,
        createdUserId: first.createdUserId,
        requesterName: requesterName(first),
        startedAtMs: Math.min(...requests.map((r) => r.createdAtMs)),
        requests,
      };
    })
    .sort((a, b) => a.startedAtMs - b.startedAtMs || a.batchId.localeCompare(b.batchId));
}
