import { serverTimestamp } from 'firebase/firestore';
import { int, millis, obj, str, strings, strOrNull, type Data } from '../../firebase/fields';
import type { ProductPicture } from '../order/order';
import { toProductPictures, type Product } from '../product/product';

/**
 * A discount request as stored in discountRequests/{id} (docs/discounts.md): its type, the mapper
 * every read goes through (the discounts screens, the notifications), the snapshots it keeps and
 * the fields each state change writes on it. Who may ask, the price checks and what a state change
 * writes on the product are the discounts feature's domain. Loads without the app's Firebase set-up
 * (the typed collection is discountRequestCollection.ts).
 */

/**
 * 'drafting': a request of a large batch being written (docs/discounts.md, "Requests of any size"):
 * only its requester sees it, it becomes 'pending' with the rest of its batch in one write.
 */
export type DiscountState = 'drafting' | 'pending' | 'cancelled' | 'confirmed';
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
  /** The wizard submission it was written in when that had more products than one write takes; else null. */
  batchId: string | null;
  /** How many products that submission asked for (null without a batch). */
  batchSize: number | null;
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

/** The new request's own fields, as the discounts feature builds them (newRequestFields). */
export type NewRequestFields = Pick<
  DiscountRequest,
  'type' | 'locationId' | 'locationName' | 'requestPrice' | 'createdUser' | 'createdUserId' | 'product' | 'productId'
> & ({ state: 'pending' } | { state: 'drafting'; batchId: string; batchSize: number });

/** A new request's document: its id, its fields and the server's time as createdAt and updatedAt. */
export function newRequestDocument(id: string, fields: NewRequestFields) {
  return { id, ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
}

/** What confirming writes on the request: the approver and the price approved. */
export function confirmedRequestFields(userId: string, approvedPrice: number) {
  return { state: 'confirmed' as const, confirmedUserId: userId, approvedPrice, updatedAt: serverTimestamp() };
}

/** The flip: a drafting request of a batch becomes pending (with the rest of its batch). */
export function flippedRequestFields() {
  return { state: 'pending' as const, updatedAt: serverTimestamp() };
}

/** What cancelling writes on the request. */
export function cancelledRequestFields(userId: string) {
  return { state: 'cancelled' as const, cancelledUserId: userId, updatedAt: serverTimestamp() };
}

// --- Reading stored documents ---------------------------------------------------------------------

/** A stored discountRequests document -> DiscountRequest, tolerating missing or legacy fields. */
export function toDiscountRequest(id: string, d: Data): DiscountRequest {
  const p = obj(d.product) ?? {};
  const u = obj(d.createdUser) ?? {};
  const state: DiscountState = d.state === 'cancelled' || d.state === 'confirmed' || d.state === 'drafting' ? d.state : 'pending';
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
      pics: toProductPictures(p.pics),
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
    batchId: strOrNull(d.batchId),
    batchSize: typeof d.batchSize === 'number' ? int(d.batchSize) : null,
  };
}
