import type { Timestamp } from 'firebase/firestore';
import type { Payments } from './payment';

/**
 * Orders and sales as stored in Firestore (docs/data-model.md). Field names are the
 * business's own (pending_status, duureg, isNoat ...): keep them. The selling features create these
 * documents in one transaction per sale; the dashboard only aggregates them.
 */

export type PurchaseType = 'store' | 'delivery' | 'mobile' | 'merchant';
export const PURCHASE_TYPES: readonly PurchaseType[] = ['store', 'delivery', 'mobile', 'merchant'];

export type PendingStatus = 'notPaid' | 'pending' | 'delivering' | 'done';

/** Where a sale happened: a store, a delivery district (delivery and mobile) or a contract merchant. */
export type SaleLocationType = 'store' | 'delivery' | 'merchant';

export interface ProductPicture {
  picName: string;
  picUrl: string;
}

/**
 * A product line of an order (and the `product` of its sale): the product snapshot at the moment of
 * sale. The one type of an order line: every screen and writer uses it.
 */
export interface OrderProduct {
  id: string;
  name: string;
  sku: string;
  /** Sold price of the line in tugrik (integer), VAT included when isNoat. */
  price: number;
  /** List price before any discount or VAT. */
  originalPrice: number;
  /** VAT (NOAT, 10 % of originalPrice) added to the line price. */
  isNoat: boolean;
  isDiscount?: boolean;
  brand?: string;
  size: string;
  colors: string[];
  categories: string[];
  pics: ProductPicture[];
}

/** Buyer shown on an order or sale. */
export interface BuyerSnapshot {
  firstName: string;
  /** Written since the name snapshots; older documents lack it. */
  lastName?: string;
  phone: string;
}

export interface CreatedUserSnapshot {
  firstName: string;
  lastName: string;
  role: string;
}

export interface DeliveryBoySnapshot {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface Order {
  id: string;
  products: OrderProduct[];
  purchaseType: PurchaseType;
  pending_status: PendingStatus;
  /** Number of product lines. */
  quantity: number;
  soldTotalPrice: number;
  originalTotalPrice: number;
  /** Customer id (users, clientUser), or the merchant's uid for merchant orders; null for a walk-in store sale. */
  userId: string | null;
  /**
   * Set by the mapper when userId is STORED as null: a walk-in store sale (no customer record), told
   * apart from an older order that never had a buyer id (userId missing, also read as null).
   */
  walkIn?: boolean;
  user: BuyerSnapshot | null;
  contactName?: string;
  contactNumber?: string;
  /** deliveryLocations id (delivery and mobile orders). */
  duureg?: string;
  address?: string;
  addressDescription?: string;
  deliveryBoy?: DeliveryBoySnapshot;
  deliveryBoyId?: string;
  /** The store (store orders), the merchant user (merchant orders) or the district (delivery). */
  locationId?: string;
  locationName?: string;
  locationType?: SaleLocationType;
  /** Sale orders (selling/api/saleWrites.ts): the sold product ids, for the rules and array-contains queries. */
  productIds?: string[];
  /** Sale orders: the sale's transaction (transactions/{id}). */
  transactionId?: string;
  createdUserId: string;
  createdUser: CreatedUserSnapshot;
  createdAt: Timestamp;
  /** Set by the courier assignment, its cancel and the delivery confirmation (older orders lack it). */
  updatedAt?: Timestamp;
  /**
   * Delivery confirmation (deliveries): the lines refunded at the door instead of sold. From then
   * on quantity and the totals say what was delivered and paid; `ordered` keeps what was ordered.
   */
  refundedProductIds?: string[];
  ordered?: { quantity: number; soldTotalPrice: number; originalTotalPrice: number };
  /** The lottery ticket sold with the order (its id is the ticket code), if any. */
  lotteryId?: string | null;
  /** Store and merchant sales since payments are recorded (payment.ts); null otherwise. */
  payments?: Payments | null;
  /** Cash handed over by the customer (the change is this less payments.cash). */
  cashReceived?: number;
  /**
   * Counter returns and exchanges of this store sale (docs/returns.md): the lines that came back,
   * the returns in the order they were made, and what the customer keeps: soldTotalPrice less what
   * was returned plus what was taken in exchange (the lottery ticket's rule reads it).
   */
  returnedProductIds?: string[];
  returnIds?: string[];
  keptTotalPrice?: number;
  /** The ticket a return voided (the order's lotteryId is then null). */
  voidedLotteryId?: string;
}
