import { int, millis, obj, str, strings, strOrNull, type Data } from '../../firebase/fields';
import type { OrderProduct, SaleLocationType } from '../order/order';
import { toPayments, type Payments } from '../order/payment';
import type { OrderDelivery } from '../order/orderDocument';
import { toOrderProducts } from '../order/orderLine';

// A large sale on its way, as stored in openSales/{orderId} (docs/selling.md, "Sales of any size"):
// the planned products, the lines held so far with their totals, and what resuming needs. Its id
// is the id the order will have. Pure (no app Firebase): the typed collection is
// openSaleCollection.ts; the writes are the selling feature's (api/largeSaleWrites.ts).

/** What resuming an interrupted sale needs besides its products (the wizard's other choices). */
export interface OpenSaleResume {
  /** The customer or merchant; null for a walk-in customer. */
  buyerId: string | null;
  /** A walk-in customer's phone for the ticket ('' when none). */
  walkInPhone: string;
  /** The products sold with VAT. */
  noatIds: string[];
  delivery: OrderDelivery | null;
  /** Store and merchant sales. */
  payments: Payments | null;
  cashReceived: number | null;
  /** The ticket offered. */
  lottery: { lotteryTypeId: string; code: string } | null;
}

export interface OpenSaleSeller {
  firstName: string;
  lastName: string;
  role: string;
}

export interface OpenSale {
  id: string;
  purchaseType: SaleLocationType;
  /** The store (store sale), the merchant (merchant sale) or the delivery point. */
  locationId: string;
  plannedIds: string[];
  /** The products held so far, in plan order. */
  productIds: string[];
  products: OrderProduct[];
  quantity: number;
  soldTotalPrice: number;
  originalTotalPrice: number;
  resume: OpenSaleResume;
  createdUserId: string;
  createdUser: OpenSaleSeller;
  createdAtMs: number;
  updatedAtMs: number;
}

function kindOf(v: unknown): SaleLocationType {
  return v === 'delivery' || v === 'merchant' ? v : 'store';
}

function toResume(v: unknown): OpenSaleResume {
  const r = obj(v) ?? {};
  const delivery = obj(r.delivery);
  const lottery = obj(r.lottery);
  return {
    buyerId: strOrNull(r.buyerId),
    walkInPhone: str(r.walkInPhone),
    noatIds: strings(r.noatIds),
    delivery: delivery ? { duureg: str(delivery.duureg), address: str(delivery.address), addressDescription: str(delivery.addressDescription) } : null,
    payments: toPayments(r.payments),
    cashReceived: typeof r.cashReceived === 'number' ? r.cashReceived : null,
    lottery: lottery ? { lotteryTypeId: str(lottery.lotteryTypeId), code: str(lottery.code) } : null,
  };
}

/** An openSales document -> OpenSale. */
export function toOpenSale(id: string, d: Data): OpenSale {
  const seller = obj(d.createdUser) ?? {};
  return {
    id,
    purchaseType: kindOf(d.purchaseType),
    locationId: str(d.locationId),
    plannedIds: strings(d.plannedIds),
    productIds: strings(d.productIds),
    products: toOrderProducts(d.products),
    quantity: int(d.quantity),
    soldTotalPrice: int(d.soldTotalPrice),
    originalTotalPrice: int(d.originalTotalPrice),
    resume: toResume(d.resume),
    createdUserId: str(d.createdUserId),
    createdUser: { firstName: str(seller.firstName), lastName: str(seller.lastName), role: str(seller.role) },
    createdAtMs: millis(d.createdAt),
    updatedAtMs: millis(d.updatedAt),
  };
}

export interface NewOpenSale<T> {
  id: string;
  purchaseType: SaleLocationType;
  locationId: string;
  plannedIds: readonly string[];
  resume: OpenSaleResume;
  createdBy: OpenSaleSeller & { id: string };
  createdAt: T;
}

/** A new open sale: the plan, no lines yet (the rules require empty lines and zero totals). */
export function openSaleDocument<T>(o: NewOpenSale<T>) {
  return {
    id: o.id,
    purchaseType: o.purchaseType,
    locationId: o.locationId,
    plannedIds: [...o.plannedIds],
    productIds: [] as string[],
    products: [] as OrderProduct[],
    quantity: 0,
    soldTotalPrice: 0,
    originalTotalPrice: 0,
    resume: o.resume,
    createdUserId: o.createdBy.id,
    createdUser: { firstName: o.createdBy.firstName, lastName: o.createdBy.lastName, role: o.createdBy.role },
    createdAt: o.createdAt,
    updatedAt: o.createdAt,
  };
}

/** Products held by one hold write at most (firestore.rules: openSales isHold, 4 lines unrolled). */
export const SALE_CHUNK = 4;

/** The open sale's fields after holding `lines` (appended in plan order) on top of `open`. */
export function openSaleHold<T>(open: Pick<OpenSale, 'productIds' | 'products' | 'soldTotalPrice' | 'originalTotalPrice'>, lines: readonly OrderProduct[], updatedAt: T) {
  const products = [...open.products, ...lines];
  return {
    productIds: products.map((l) => l.id),
    products,
    quantity: products.length,
    soldTotalPrice: open.soldTotalPrice + lines.reduce((s, l) => s + l.price, 0),
    originalTotalPrice: open.originalTotalPrice + lines.reduce((s, l) => s + l.originalPrice, 0),
    updatedAt,
  };
}

/** The id of a large sale's sale document for one product: one per line, never two. */
export function largeSaleId(orderId: string, productId: string): string {
  return `${orderId}-${productId}`;
}

/** The planned products not held yet, in plan order. */
export function unheldIds(open: Pick<OpenSale, 'plannedIds' | 'productIds'>): string[] {
  return open.plannedIds.slice(open.productIds.length);
}
