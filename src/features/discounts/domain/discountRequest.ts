import dayjs from 'dayjs';
import type { StaffRole } from '../../../auth/roles';
import { int, millis, obj, str, strings, type Data } from '../../../firebase/fields';
import type { ProductPicture } from '../../../entities/order/order';
import type { Product } from '../../../entities/product/product';

/**
 * Discount requests (docs/discounts.md) as pure functions: the request
 * document, who sends which type, the requested and approved price checks, and the product fields
 * each state change writes. The api layer writes exactly these inside one transaction.
 */

export type DiscountState = 'pending' | 'cancelled' | 'confirmed';
export type DiscountType = 'store' | 'callCentre';

/** The requester as kept on the request: the profile without anything secret. */
export interface RequesterSnapshot {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  role: string;
  locationId: string | null;
  locationType: string | null;
}

/** The product as it was when the request was sent (shown in the list and the approval dialog). */
export interface ProductSnapshot {
  id: string;
  name: string;
  sku: string;
  pics: ProductPicture[];
  price: number;
  originalPrice: number;
  size: string;
  width: string;
  height: string;
  brand: string;
  colors: string[];
  categories: string[];
  locationType: string;
  locationId: string;
  locationName: string;
}

export interface DiscountRequest {
  id: string;
  state: DiscountState;
  type: DiscountType;
  locationId: string;
  locationName: string;
  requestPrice: number;
  createdUser: RequesterSnapshot;
  createdUserId: string;
  product: ProductSnapshot;
  productId: string;
  /** Milliseconds since the epoch; 0 while the server timestamp is pending. */
  createdAtMs: number;
  updatedAtMs: number;
  cancelledUserId: string | null;
  confirmedUserId: string | null;
  /** The price the approver set (our addition: the request records what was approved). */
  approvedPrice: number | null;
}

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

export function requesterSnapshot(id: string, profile: Record<string, unknown>): RequesterSnapshot {
  return {
    id,
    firstName: str(profile.firstName),
    lastName: str(profile.lastName),
    phone: str(profile.phone),
    email: str(profile.email),
    role: str(profile.role),
    locationId: strOrNull(profile.locationId),
    locationType: strOrNull(profile.locationType),
  };
}

export function productSnapshot(p: Product): ProductSnapshot {
  return {
    id: p.id,
    name: p.name,
    sku: p.sku,
    pics: p.pics,
    price: p.price,
    originalPrice: p.originalPrice,
    size: p.size,
    width: p.width,
    height: p.height,
    brand: p.brand,
    colors: p.colors,
    categories: p.categories,
    locationType: p.locationType,
    locationId: p.locationId,
    locationName: p.locationName,
  };
}

/** The new request's fields (timestamps are added by the api layer as server timestamps). */
export function newRequestFields(p: Product, requestPrice: number, requester: RequesterSnapshot, role: StaffRole) {
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

// --- Reading stored documents ---------------------------------------------------------------------

function strOrNull(value: unknown): string | null {
  const s = str(value);
  return s === '' ? null : s;
}

function pictures(value: unknown): ProductPicture[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v: unknown) => {
    const { picName, picUrl } = obj(v) ?? {};
    return typeof picUrl === 'string' && picUrl !== '' ? [{ picName: str(picName), picUrl }] : [];
  });
}

/** A stored discountRequests document -> DiscountRequest, tolerating missing or legacy fields. */
export function toDiscountRequest(id: string, d: Data): DiscountRequest {
  const p = obj(d.product) ?? {};
  const u = obj(d.createdUser) ?? {};
  const state: DiscountState = d.state === 'cancelled' || d.state === 'confirmed' ? d.state : 'pending';
  return {
    id,
    state,
    type: d.type === 'callCentre' ? 'callCentre' : 'store',
    locationId: str(d.locationId),
    locationName: str(d.locationName),
    requestPrice: int(d.requestPrice),
    createdUser: requesterSnapshot(str(u.id) || str(d.createdUserId), u),
    createdUserId: str(d.createdUserId),
    product: {
      id: str(p.id) || str(d.productId),
      name: str(p.name),
      sku: str(p.sku),
      pics: pictures(p.pics),
      price: int(p.price),
      originalPrice: int(p.originalPrice),
      size: str(p.size),
      width: str(p.width),
      height: str(p.height),
      brand: str(p.brand),
      colors: strings(p.colors),
      categories: strings(p.categories),
      locationType: str(p.locationType),
      locationId: str(p.locationId),
      locationName: str(p.locationName) || str(d.locationName),
    },
    productId: str(d.productId) || str(p.id),
    createdAtMs: millis(d.createdAt),
    updatedAtMs: millis(d.updatedAt),
    cancelledUserId: strOrNull(d.cancelledUserId),
    confirmedUserId: strOrNull(d.confirmedUserId),
    approvedPrice: typeof d.approvedPrice === 'number' ? int(d.approvedPrice) : null,
  };
}
