import { serverTimestamp, type DocumentReference, type Firestore } from 'firebase/firestore';
import { runServerTransaction } from '../../../firebase/online';
import { docRef, newDocId } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import { readDocument } from '../../../firebase/queries';
import { countReads } from '../../../firebase/readMeter';
import { lotteryTypeOffers } from '../../../entities/lottery/lotteryCollections';
import { NAME_LISTS } from '../../../entities/nameList/nameList';
import type { OrderProduct } from '../../../entities/order/order';
import { saleDocument } from '../../../entities/sale/saleDocument';
import { toProduct, type Product } from '../../../entities/product/product';
import { StockConflictError } from '../../../entities/product/stockChanges';
import {
  offerLottery,
  orderProductOf,
  orderTotals,
  personName,
  saleAvailability,
  ONE_WRITE_SALE_MAX,
  saleInputProblem,
  SaleInputError,
  storeOf,
  type OrderTotals,
  type SaleInput,
  type SaleLocation,
} from '../domain/sale';
import { buyerOf, freeLotteryRef, mayBeConflict, productSaleFields, saleRecords, type SaleResult, type Seller } from './saleParts';
import { runLargeSale, type SaleProgress } from './largeSaleWrites';
import { exactCash, type SalePayment } from '../../../entities/order/paymentDraft';
import { pointOfSale, saleReceiptJob } from '../../../entities/ebarimt/ebarimt';

export type { SalePayment };
export type { SaleResult, Seller } from './saleParts';
export type { SaleProgress } from './largeSaleWrites';
export { buyerOf } from './saleParts';
export type { DeliveryDetails, LotteryOffer, SaleBuyer, SaleInput, SaleKind, SaleLine } from '../domain/sale';

/**
 * The one sale transaction every sale wizard goes through (docs/selling.md). Like every write, it
 * takes the Firestore instance as its optional last parameter (the app's by default), so Node tests
 * run it against the emulator with any signed-in test user. Fails with StockConflictError
 * (entities/product/stockChanges) naming a product that was sold, changed or became pending
 * meanwhile; with SaleInputError for a sale that cannot be tried (saleInputProblem in
 * domain/sale.ts). Nothing is written on failure.
 */

/**
 * After the transaction failed under contention: the product someone else sold meanwhile, as a
 * StockConflictError naming it (or null when every product still looks as the wizard saw it).
 */
async function conflictAfterContention(seen: readonly Product[], fs: Firestore): Promise<StockConflictError | null> {
  for (const p of seen) {
    const data = await readDocument(docRef('products', p.id, fs), 'selling');
    const reason = saleAvailability(p, data ? toProduct(p.id, data) : null);
    if (reason) return new StockConflictError(p.name, reason);
  }
  return null;
}

/** One document write of a sale. */
export interface PlannedWrite {
  ref: DocumentReference;
  data: Record<string, unknown>;
}

/** Everything one sale writes (tests write it as a batch, runSale inside its transaction). */
export interface SalePlan {
  order: PlannedWrite;
  sales: PlannedWrite[];
  /** Updates of the sold products. */
  products: PlannedWrite[];
  transaction: PlannedWrite;
  lottery: PlannedWrite | null;
  /** The e-barimt receipt job (THE E-BARIMT), when the sale gets one. */
  ebarimt: PlannedWrite | null;
}

/**
 * The documents a sale writes (docs/data-model.md): the order (with productIds, transactionId and
 * lotteryId for the rules), one sale per product, the products' flags, the sale transaction and
 * the ticket (at `lotteryRef`, when one is given). Ids are fresh; nothing is written here.
 * `totals` are the input's (runSale passes the ones it has already computed).
 */
export function planSale(
  input: SaleInput,
  user: Seller,
  location: SaleLocation,
  lotteryRef: DocumentReference | null,
  fs: Firestore = db,
  totals: OrderTotals = orderTotals(input.products, input.lines),
): SalePlan {
  const { kind } = input;
  const orderRef = docRef('orders', newDocId('orders', fs), fs);
  const transactionRef = docRef('transactions', newDocId('transactions', fs), fs);
  const lines: OrderProduct[] = totals.lines.map(orderProductOf);
  const records = saleRecords({
    orderId: orderRef.id,
    transactionId: transactionRef.id,
    kind,
    lines,
    buyer: input.buyer,
    delivery: input.delivery ?? null,
    location,
    ticket: lotteryRef && input.lottery ? { code: lotteryRef.id, offer: input.lottery } : null,
    user,
    payment: input.payment ?? exactCash(totals.soldTotalPrice),
    amount: totals.soldTotalPrice,
  });
  const sales: PlannedWrite[] = [];
  const products: PlannedWrite[] = [];
  totals.lines.forEach((line, i) => {
    const saleRef = docRef('sales', newDocId('sales', fs), fs);
    sales.push({
      ref: saleRef,
      data: saleDocument({
        id: saleRef.id,
        product: lines[i],
        orderId: orderRef.id,
        buyer: input.buyer,
        location,
        purchaseType: kind,
        createdUserId: user.id,
        createdAt: serverTimestamp(),
      }),
    });
    products.push({
      ref: docRef('products', line.product.id, fs),
      data: productSaleFields(kind, orderRef.id, saleRef.id, line.isNoat, location),
    });
  });
  const order: PlannedWrite = { ref: orderRef, data: records.order };
  const transaction: PlannedWrite = { ref: transactionRef, data: records.transaction };
  const lottery: PlannedWrite | null = lotteryRef && records.lottery ? { ref: lotteryRef, data: records.lottery } : null;
  const ebarimt: PlannedWrite | null = input.ebarimt
    ? {
        ref: docRef('ebarimtReceipts', orderRef.id, fs),
        data: saleReceiptJob(orderRef.id, lines.map((l) => l.id), pointOfSale(location), input.ebarimt, user.id),
      }
    : null;
  return { order, sales, products, transaction, lottery, ebarimt };
}

/** What a transaction and a write batch have in common. */
export interface DocWriter {
  set(ref: DocumentReference, data: Record<string, unknown>): unknown;
  update(ref: DocumentReference, data: Record<string, unknown>): unknown;
}

/** Writes a plan into a transaction or a batch (same methods). */
export function applySalePlan(writer: DocWriter, plan: SalePlan): void {
  writer.set(plan.order.ref, plan.order.data);
  plan.sales.forEach((sale, i) => {
    writer.set(sale.ref, sale.data);
    writer.update(plan.products[i].ref, plan.products[i].data);
  });
  writer.set(plan.transaction.ref, plan.transaction.data);
  if (plan.lottery) writer.set(plan.lottery.ref, plan.lottery.data);
  if (plan.ebarimt) writer.set(plan.ebarimt.ref, plan.ebarimt.data);
}

/**
 * Sells the products in ONE transaction: reads every product (and the delivery point, the lottery
 * type and the ticket code), re-checks each product as the wizard saw it (exists, in stock,
 * unchanged: a StockConflictError naming it otherwise, and nothing is written), then writes the
 * order, one sale per product, the sale transaction, the lottery ticket when offered and still
 * valid, and the products' flags. The order lists productIds, transactionId and lotteryId so the
 * security rules can check the whole write.
 */
export async function runSale(
  input: SaleInput,
  user: Seller,
  now: Date = new Date(),
  fs: Firestore = db,
  onProgress?: (progress: SaleProgress) => void,
): Promise<SaleResult> {
  // More than one write can carry: THE LARGE SALE, through an open sale.
  if (input.products.length > ONE_WRITE_SALE_MAX) return runLargeSale(input, user, now, fs, onProgress);
  const { kind } = input;
  // The totals once, for the checks, the lottery offer and the documents.
  const totals = orderTotals(input.products, input.lines);
  // The checks the wizard's draft passes, once more as one function: runSale also serves callers
  // without a draft (the rules tests, scripts). Only the stock is read again, in the transaction.
  const problem = saleInputProblem(input, user, totals);
  if (problem) throw new SaleInputError(problem);
  try {
    return await runServerTransaction(fs, async (tx) => {
      // Reads first. The stock is the one thing read again: each product as the wizard saw it.
      const snaps = await Promise.all(input.products.map((p) => tx.get(docRef('products', p.id, fs))));
      countReads(snaps.length, 'selling');
      snaps.forEach((snap, i) => {
        const seen = input.products[i];
        const reason = saleAvailability(seen, snap.exists() ? toProduct(snap.id, snap.data()) : null);
        if (reason) throw new StockConflictError(seen.name, reason);
      });

      // The buyer as its profile is now: the order, its sales, the transaction and the ticket copy
      // its name and phone, and the rules compare them with the profile (a customer edited since
      // the wizard listed it is sold to under its new name, not refused).
      let buyer = input.buyer;
      if (buyer.id !== null) {
        const snap = await tx.get(docRef('users', buyer.id, fs));
        countReads(1, 'selling');
        if (!snap.exists()) throw new SaleInputError('noBuyer');
        buyer = buyerOf(buyer.id, snap.data());
      }

      let location: SaleLocation;
      if (kind === 'store') {
        location = storeOf(input.products);
      } else if (kind === 'merchant') {
        // saleProblem refuses a merchant sale without a buyer.
        location = { locationType: 'merchant', locationId: buyer.id ?? '', locationName: personName(buyer) };
      } else {
        const duureg = input.delivery?.duureg ?? '';
        const point = await tx.get(NAME_LISTS.deliveryLocations.doc(duureg, fs));
        countReads(1, 'selling');
        if (!point.exists()) throw new SaleInputError('noDeliveryPoint');
        location = { locationType: 'delivery', locationId: duureg, locationName: point.data().name };
      }

      // The ticket: only while its type still offers one for this total (the period may have ended
      // since the lottery step); the code is the ticket's id, so a taken code is never reused.
      let lotteryRef: DocumentReference | null = null;
      const offer = input.lottery ?? null;
      if (offer) {
        const typeSnap = await tx.get(lotteryTypeOffers.doc(offer.lotteryTypeId, fs));
        countReads(1, 'selling');
        const type = typeSnap.exists() ? typeSnap.data() : null;
        if (type && offerLottery([type], totals.soldTotalPrice, now.getTime())) {
          lotteryRef = await freeLotteryRef(tx, offer.code, fs);
        }
      }

      // Then the writes.
      const plan = planSale({ ...input, buyer }, user, location, lotteryRef, fs, totals);
      applySalePlan(tx, plan);
      const orderRef = plan.order.ref;
      return { orderId: orderRef.id, lotteryCode: lotteryRef ? lotteryRef.id : null };
    });
  } catch (error) {
    if (!mayBeConflict(error)) throw error;
    // Many sellers on one product: say which product was taken; any other refusal stays as it was.
    throw (await conflictAfterContention(input.products, fs).catch(() => null)) ?? error;
  }
}
