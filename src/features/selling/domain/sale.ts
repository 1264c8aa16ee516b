import { type Product } from '../../../entities/product/product';
import type { EbarimtBuyer } from '../../../entities/ebarimt/ebarimt';
import type { StaffRole } from '../../../auth/roles';
import type { LotteryTypeInfo } from '../../../entities/lottery/lotteryType';
import { paymentProblem, type SalePayment } from '../../../entities/order/paymentDraft';
import { canAddVat, lineVatPrice, type PricedLine } from '../../../entities/order/pricedLine';

export { toLotteryTypeInfo, type LotteryTypeInfo } from '../../../entities/lottery/lotteryType';

/**
 * The arithmetic of a sale (docs/selling.md: VAT, totals, lottery offer), as pure functions: the wizards
 * show these numbers and the sale transaction writes exactly them.
 */

/**
 * Most products one sale may carry: the sell command (functions/) writes each line's sale and product
 * in its one transaction, 2 x 200 + 5 of the 500 writes one Firestore commit takes.
 */
export const MAX_SALE_PRODUCTS = 200;

/** Most products a sale of this kind may carry (the same for every kind: a delivery of more than 6 is confirmed and deleted as THE LARGE DELIVERY). */
export function maxSaleProducts(_kind: SaleKind): number {
  return MAX_SALE_PRODUCTS;
}

export { canAddVat, lineVatPrice, orderProductOf, type PricedLine } from '../../../entities/order/pricedLine';

export interface OrderTotals {
  /** Number of products. */
  quantity: number;
  /** Sum of the final line prices (what the customer pays). */
  soldTotalPrice: number;
  /** Sum of the products' original prices. */
  originalTotalPrice: number;
  lines: PricedLine[];
}

/**
 * The order's lines and totals: one line per product, in the products' order; a product's VAT tick
 * is taken from `lines` (by productId; missing = no VAT), and ignored where VAT is not allowed.
 */
export function orderTotals(
  products: readonly Product[],
  lines: readonly { productId: string; isNoat: boolean }[],
): OrderTotals {
  const ticked = new Set(lines.filter((l) => l.isNoat).map((l) => l.productId));
  const priced = products.map((product): PricedLine => {
    const isNoat = ticked.has(product.id) && canAddVat(product);
    return { product, isNoat, price: lineVatPrice(product, isNoat) };
  });
  return {
    quantity: priced.length,
    soldTotalPrice: priced.reduce((sum, l) => sum + l.price, 0),
    originalTotalPrice: products.reduce((sum, p) => sum + p.originalPrice, 0),
    lines: priced,
  };
}

/**
 * The lottery offer: the first type in list order whose price the order total exceeds and
 * whose period (startAt..endAt, inclusive) includes `now` (ms); null when none.
 */
export function offerLottery(types: readonly LotteryTypeInfo[], total: number, now: number): LotteryTypeInfo | null {
  return types.find((t) => total > t.price && t.startAt <= now && now <= t.endAt) ?? null;
}

export type SaleKind = 'store' | 'delivery' | 'merchant';

/** Who may run each kind of sale (docs/selling.md; the same lists are in firestore.rules, canSell()). */
export const SALE_ROLES: Record<SaleKind, readonly StaffRole[]> = {
  store: ['Manager', 'Admin', 'dev', 'Reception In City', 'Reception In Country'],
  delivery: ['Manager', 'Admin', 'dev', 'Call Centre'],
  merchant: ['Manager', 'Admin', 'dev'],
};

export function canSell(kind: SaleKind, role: StaffRole): boolean {
  return SALE_ROLES[kind].includes(role);
}

/** Why a sale cannot even be tried (before any database work); see selling.core.errors.* texts. */
export type SaleProblem =
  | 'notAllowed'
  | 'empty'
  | 'tooMany'
  | 'notInStore'
  | 'mixedStores'
  | 'notYourStore'
  | 'noDeliveryPoint'
  | 'noBuyer'
  | 'paymentMismatch'
  | 'paymentNegative'
  | 'cashShort'
  | 'ticketNeedsPhone'
  /** The store's counter needs an open shift (cashDrawers shiftRequired) and none is open. */
  | 'noOpenShift'
  /** A B2B e-barimt for a register number without a found company lookup. */
  | 'ebarimtCompany';

export class SaleInputError extends Error {
  constructor(readonly problem: SaleProblem) {
    super(`sale refused: ${problem}`);
    this.name = 'SaleInputError';
  }
}

/** Where the order is recorded (order.locationId/locationName/locationType, sale.location*). */
export interface SaleLocation {
  locationType: SaleKind;
  locationId: string;
  locationName: string;
}

export interface SaleSeller {
  role: StaffRole;
  locationId: string | null;
}

/**
 * Checks a sale before it is tried. A store sale sells the products of ONE store, which becomes the
 * order's location (store orders are listed per store; a seller's products are all in its store):
 * products in several stores, or in a warehouse or at a merchant, are refused ('mixedStores',
 * 'notInStore'); sell them as separate sales, or move them to a store first. A seller sells only its
 * own store's products. The call centre delivers store-located products only (the only ones it sees).
 * `buyerId` null is a walk-in customer (store sales only).
 */
export function saleProblem(
  kind: SaleKind,
  products: readonly Pick<Product, 'locationType' | 'locationId'>[],
  seller: SaleSeller,
  buyerId: string | null,
  deliveryPoint?: string,
): SaleProblem | null {
  if (!canSell(kind, seller.role)) return 'notAllowed';
  if (products.length === 0) return 'empty';
  if (products.length > maxSaleProducts(kind)) return 'tooMany';
  // null: a walk-in customer, without a customer record: only at a store's counter.
  if (buyerId === '' || (buyerId === null && kind !== 'store')) return 'noBuyer';
  const isSeller = seller.role === 'Reception In City' || seller.role === 'Reception In Country';
  if (kind === 'store') {
    if (products.some((p) => p.locationType !== 'store')) return 'notInStore';
    if (products.some((p) => p.locationId !== products[0].locationId)) return 'mixedStores';
    if (isSeller && products[0].locationId !== seller.locationId) return 'notYourStore';
  }
  if (kind === 'delivery') {
    if (seller.role === 'Call Centre' && products.some((p) => p.locationType !== 'store')) return 'notInStore';
    if (!deliveryPoint) return 'noDeliveryPoint';
  }
  return null;
}

/** One product of the sale; VAT (NOAT, 10 % of originalPrice) is added when isNoat (only allowed where price == originalPrice). */
export interface SaleLine {
  productId: string;
  isNoat: boolean;
}

/**
 * The customer (users, clientUser) or, for a merchant sale, the contract merchant (users, Merchant).
 * A walk-in customer of a store sale has no record: id null, no name, and the phone given for the
 * lottery ticket (or '').
 */
export interface SaleBuyer {
  id: string | null;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface DeliveryDetails {
  /** deliveryLocations id (the delivery point). */
  duureg: string;
  address: string;
  addressDescription: string;
}

/** The lottery ticket offered in the wizard (the lottery offer), or null. */
export interface LotteryOffer {
  lotteryTypeId: string;
  code: string;
}

/** What the wizard asks the sell command to sell (toSellRequest); the wizard's draft makes it (toSaleInput). */
export interface SaleInput {
  kind: SaleKind;
  /** The products as the wizard showed them: one changed, sold or pending meanwhile fails the sale (StockConflictError). */
  products: readonly Product[];
  lines: readonly SaleLine[];
  buyer: SaleBuyer;
  /** Delivery sales only. */
  delivery?: DeliveryDetails;
  lottery?: LotteryOffer | null;
  /** Store and merchant sales: how it was paid (default: the total in cash, exactly). */
  payment?: SalePayment;
  /** The e-barimt to issue for this buyer (docs/ebarimt.md): a receipt job written with the sale. */
  ebarimt?: EbarimtBuyer | null;
}

/**
 * Every check of a whole sale before any database work, in one place: who sells what to whom
 * (saleProblem, with the real buyer and delivery point), the payment against the total, and a
 * walk-in customer's ticket known by a whole phone number. The wizard's draft never builds an input
 * failing it; sellThroughCommand runs it before the call (the command checks it all again).
 */
export function saleInputProblem(input: SaleInput, seller: SaleSeller, totals: Pick<OrderTotals, 'soldTotalPrice'>): SaleProblem | null {
  const problem = saleProblem(input.kind, input.products, seller, input.buyer.id, input.delivery?.duureg);
  if (problem) return problem;
  if (input.kind !== 'delivery' && input.payment) {
    const unpaid = paymentProblem(totals.soldTotalPrice, input.payment);
    if (unpaid) return unpaid;
  }
  if (input.buyer.id === null && input.lottery && !/^[0-9]{8}$/.test(input.buyer.phone)) return 'ticketNeedsPhone';
  return null;
}

export { saleAvailability } from '../../../entities/product/stockChanges';

/** The store a store sale happens in: its products' store (saleProblem has checked there is one). */
export function storeOf(products: readonly Pick<Product, 'locationId' | 'locationName'>[]): SaleLocation {
  return { locationType: 'store', locationId: products[0].locationId, locationName: products[0].locationName };
}

/** A merchant's display name, as the product location lists show it (last name, first name). */
export function personName(p: { firstName: string; lastName: string }): string {
  return `${p.lastName} ${p.firstName}`.trim();
}
