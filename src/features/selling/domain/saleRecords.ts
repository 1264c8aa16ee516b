import { serverTimestamp } from 'firebase/firestore';
import type { StaffRole } from '../../../auth/roles';
import type { BuyerSnapshot, OrderProduct } from '../../../entities/order/order';
import { orderDocument, type OrderDelivery, type OrderPayment } from '../../../entities/order/orderDocument';
import { saleTransactionDocument } from '../../../entities/transaction/transactionDocument';
import { personName, type LotteryOffer, type SaleBuyer, type SaleKind, type SaleLocation } from './sale';

// The documents of a sale (docs/data-model.md), as pure builders: the trusted `sell` command writes
// them (functions/, where serverTimestamp is the Admin SDK's: the build maps firebase/firestore to
// functions/src/firestoreShim.ts), the tests' fixtures seed them. Who sells, the result, the buyer as
// its profile reads, the fields a sold product gets, the order, its transaction and its ticket.

export interface SaleResult {
  orderId: string;
  /** The ticket's code (the offered one, or a fresh one if that was taken); null when no ticket. */
  lotteryCode: string | null;
}

/** The staff member selling (SessionUser fits). */
export interface Seller {
  id: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  locationId: string | null;
}

/** A customer's (or merchant's) users document -> the buyer a sale copies (missing texts are ''). */
export function buyerOf(id: string, d: Record<string, unknown>): SaleBuyer {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { id, firstName: text(d.firstName), lastName: text(d.lastName), phone: text(d.phone) };
}

export function buyerSnapshot(buyer: SaleBuyer): BuyerSnapshot {
  return { firstName: buyer.firstName, lastName: buyer.lastName, phone: buyer.phone };
}

/** What the transaction writes on a sold product (its flags). `price` stays the selling price. */
export function productSaleFields(kind: SaleKind, orderId: string, saleId: string, isNoat: boolean, location: SaleLocation) {
  // soldAt = now tells the rules this product was sold by this very write.
  const base = { isSold: true, orderId, saleId, isNoat, soldAt: serverTimestamp(), updatedAt: serverTimestamp() };
  if (kind === 'delivery') return { ...base, isDeliveryPending: true };
  if (kind === 'merchant') {
    return {
      ...base,
      isMerchantSold: true,
      locationType: 'merchant',
      locationId: location.locationId,
      locationName: location.locationName,
    };
  }
  return base;
}

/** What a sale's order, transaction and ticket are made of (THE SALE and THE LARGE SALE's close). */
export interface SaleRecordsOf {
  orderId: string;
  transactionId: string;
  kind: SaleKind;
  lines: readonly OrderProduct[];
  /** The buyer as its profile reads (the rules compare every copy with it). */
  buyer: SaleBuyer;
  delivery: OrderDelivery | null;
  location: SaleLocation;
  /** The ticket given: its code (the document id) and type; null when none. */
  ticket: { code: string; offer: LotteryOffer } | null;
  user: Seller;
  /** Store and merchant sales; null for a delivery (paid at the door). */
  payment: OrderPayment | null;
  /** The sale transaction's amount: the order's total. */
  amount: number;
}

/** The documents of a sale besides its lines: the order, its sale transaction and its ticket. */
export function saleRecords(r: SaleRecordsOf) {
  const createdBy = { id: r.user.id, firstName: r.user.firstName, lastName: r.user.lastName, role: r.user.role };
  const order = orderDocument({
    id: r.orderId,
    purchaseType: r.kind,
    pendingStatus: r.kind === 'delivery' ? 'pending' : 'done',
    products: r.lines,
    withProductIds: true,
    buyer: r.buyer,
    contactName: personName(r.buyer),
    delivery:
      r.kind === 'delivery' && r.delivery
        ? { duureg: r.delivery.duureg, address: r.delivery.address.trim(), addressDescription: r.delivery.addressDescription.trim() }
        : null,
    location: r.location,
    transactionId: r.transactionId,
    lotteryId: r.ticket ? r.ticket.code : null,
    createdBy,
    createdAt: serverTimestamp(),
    // Delivery orders are paid at the door: no payments.
    payment: r.kind === 'delivery' ? null : r.payment,
  });
  const transaction = saleTransactionDocument({
    id: r.transactionId,
    orderId: r.orderId,
    amount: r.amount,
    buyer: r.buyer,
    customerName: personName(r.buyer),
    createdUserId: r.user.id,
    createdAt: serverTimestamp(),
  });
  const lottery = r.ticket
    ? {
        id: r.ticket.code,
        lotteryUUID: r.ticket.code,
        userId: r.buyer.id,
        user: buyerSnapshot(r.buyer),
        lotteryTypeId: r.ticket.offer.lotteryTypeId,
        orderId: r.orderId,
        createdUserId: r.user.id,
        createdAt: serverTimestamp(),
      }
    : null;
  return { order, transaction, lottery };
}
