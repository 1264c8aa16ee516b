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

/** The new request's fields (timestamps are added by the api layer as server timestamps). */
export function newRequestFields(p: Product, requestPrice: number, requester: RequesterSnapshot, role: StaffRole): NewRequestFields {
  return {
    state: 'pending' as const,
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
