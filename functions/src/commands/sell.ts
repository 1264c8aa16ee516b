import { randomInt } from 'node:crypto';
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { B2C_ANONYMOUS, needsEbarimt, pointOfSale, saleReceiptJob, toEbarimtSettings, type EbarimtBuyer } from '../../../src/entities/ebarimt/ebarimt';
import { lotteryCode } from '../../../src/entities/lottery/lotteryTicket';
import { toLotteryTypeInfo } from '../../../src/entities/lottery/lotteryType';
import { exactCash, paymentProblem } from '../../../src/entities/order/paymentDraft';
import { toProduct, type Product } from '../../../src/entities/product/product';
import type { StockConflict } from '../../../src/entities/product/stockChanges';
import { saleDocument } from '../../../src/entities/sale/saleDocument';
import {
  offerLottery,
  orderProductOf,
  orderTotals,
  personName,
  saleProblem,
  storeOf,
  type SaleBuyer,
  type SaleLocation,
  type SaleProblem,
} from '../../../src/features/selling/domain/sale';
import { buyerOf, productSaleFields, saleRecords, type SaleResult, type Seller } from '../../../src/features/selling/domain/saleRecords';
import { parseSellRequest, type SellRequest } from '../../../src/features/selling/domain/sellRequest';
import { CommandError } from '../commandError';
import { staffOf } from '../staff';

/**
 * THE SALE as a trusted command (DESIGN.md section 12, docs/selling.md): one Firestore transaction
 * of any size (1 to 200 products) for the store, merchant and delivery wizards. The caller, the
 * request's schema, every product, the buyer, the place, the shift, the ticket and the e-barimt are
 * read and checked here; every figure is derived here from the stored documents; the order, its
 * sales, the products sold, the transaction, the ticket, the e-barimt job and the idempotency record
 * are written together or not at all.
 */

/** Where a sale's idempotency key is recorded, with its result (clients can neither read nor write it). */
export const SALE_KEYS = 'saleKeys';

/** Codes tried for a ticket before giving up (8 digits: a clash is already rare). */
const LOTTERY_CODE_TRIES = 5;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

const refuse = (problem: SaleProblem): never => {
  throw new CommandError('failed-precondition', { problem });
};
const conflict = (productName: string, reason: StockConflict): never => {
  throw new CommandError('failed-precondition', { conflict: { productName, reason } });
};

/** Whether a product may be sold as the seller showed it: in stock, nothing pending, the same price. */
function availability(p: Product | null, shownPrice: number): StockConflict | null {
  if (!p) return 'missing';
  if (p.isSold) return 'sold';
  if (p.isDeliveryPending) return 'deliveryPending';
  if (p.isDiscountPending) return 'discountPending';
  if (p.isSalePending) return 'salePending';
  if (p.isMovePending) return 'movePending';
  if (p.price !== shownPrice) return 'changed';
  return null;
}

/** A ticket code nobody has: the offered one, else fresh ones (the code is the ticket's id), read in the transaction. */
async function freeTicket(tx: Transaction, db: Firestore, offered: string): Promise<DocumentReference> {
  let code = offered;
  for (let attempt = 0; attempt < LOTTERY_CODE_TRIES; attempt += 1) {
    const ref = db.collection('lottery').doc(code);
    if (!(await tx.get(ref)).exists) return ref;
    code = lotteryCode(() => randomInt(0, 2 ** 32) / 2 ** 32);
  }
  throw new Error('No free lottery code found');
}

/**
 * Runs the command for the signed-in `uid` (undefined: not signed in) with the callable's `data`.
 * Resolves to the order and the ticket's code; a repeated call with the same key resolves to the
 * first call's result and writes nothing. Refuses with a CommandError, having written nothing.
 */
export async function sell(db: Firestore, uid: string | undefined, data: unknown, now: () => Date = () => new Date()): Promise<SaleResult> {
  if (!uid) throw new CommandError('unauthenticated', { caller: 'signedOut' });
  const parsed = parseSellRequest(data);
  if ('invalid' in parsed) throw new CommandError('invalid-argument', parsed);
  const request: SellRequest = parsed;

  return db.runTransaction(async (tx) => {
    // Reads first (a transaction reads before it writes). The key: a repeated call is answered.
    const keyRef = db.collection(SALE_KEYS).doc(request.key);
    const [keySnap, sellerSnap] = await tx.getAll(keyRef, db.collection('users').doc(uid));
    const seller: Seller = staffOf(uid, sellerSnap);
    if (keySnap.exists) {
      const k = keySnap.data() ?? {};
      if (k.uid !== uid) throw new CommandError('invalid-argument', { invalid: 'key' });
      return { orderId: text(k.orderId), lotteryCode: typeof k.lotteryCode === 'string' ? k.lotteryCode : null };
    }

    const productSnaps = await tx.getAll(...request.lines.map((l) => db.collection('products').doc(l.productId)));
    const products = productSnaps.map((snap) => (snap.exists ? toProduct(snap.id, snap.data() ?? {}) : null));
    request.lines.forEach((line, i) => {
      const reason = availability(products[i], line.price);
      if (reason) conflict(products[i]?.name || line.productId, reason);
    });
    const sold = products as Product[];

    // Who sells what to whom, before anything else is read.
    const problem = saleProblem(request.kind, sold, seller, request.buyerId, request.delivery?.duureg);
    if (problem) refuse(problem);

    // The buyer as its profile is now (every copy of its name and phone is this one).
    let buyer: SaleBuyer = { id: null, firstName: '', lastName: '', phone: request.walkInPhone };
    if (request.buyerId !== null) {
      const snap = await tx.get(db.collection('users').doc(request.buyerId));
      const role = snap.data()?.role;
      if (!snap.exists || role !== (request.kind === 'merchant' ? 'Merchant' : 'clientUser')) refuse('noBuyer');
      buyer = buyerOf(request.buyerId, snap.data() ?? {});
    }

    const totals = orderTotals(sold, request.lines);
    const payment = request.kind === 'delivery' ? null : (request.payment ?? exactCash(totals.soldTotalPrice));
    if (payment) {
      const unpaid = paymentProblem(totals.soldTotalPrice, payment);
      if (unpaid) refuse(unpaid);
    }

    let location: SaleLocation;
    if (request.kind === 'store') {
      location = storeOf(sold);
      // THE CASH SHIFT: a counter that needs an open shift sells only while one is open.
      const drawer = (await tx.get(db.collection('cashDrawers').doc(location.locationId))).data();
      if (drawer?.shiftRequired === true && !drawer.openShiftId) refuse('noOpenShift');
    } else if (request.kind === 'merchant') {
      location = { locationType: 'merchant', locationId: buyer.id ?? '', locationName: personName(buyer) };
    } else {
      const point = await tx.get(db.collection('deliveryLocations').doc(request.delivery?.duureg ?? '-'));
      if (!point.exists) refuse('noDeliveryPoint');
      location = { locationType: 'delivery', locationId: point.id, locationName: text(point.data()?.name) };
    }

    // The ticket: only while its type still offers one for this total; a walk-in needs a phone.
    let ticketRef: DocumentReference | null = null;
    if (request.lottery) {
      if (buyer.id === null && buyer.phone === '') refuse('ticketNeedsPhone');
      const typeSnap = await tx.get(db.collection('lotteryType').doc(request.lottery.lotteryTypeId));
      const type = typeSnap.exists ? toLotteryTypeInfo(typeSnap.id, typeSnap.data() ?? {}) : null;
      if (type && offerLottery([type], totals.soldTotalPrice, now().getTime())) ticketRef = await freeTicket(tx, db, request.lottery.code);
    }

    // The e-barimt: a store or merchant sale gets its job with the sale whenever the setting asks
    // for one (a delivery's job is written by its confirmation at the door).
    let ebarimtBuyer: EbarimtBuyer | null = null;
    if (request.kind !== 'delivery') {
      const settings = toEbarimtSettings((await tx.get(db.collection('appConfigs').doc('ebarimt'))).data());
      if (needsEbarimt(settings, totals.lines)) {
        const asked = request.ebarimt ?? B2C_ANONYMOUS;
        if (asked.type === 'B2C') ebarimtBuyer = { type: 'B2C', consumerNo: asked.consumerNo };
        else {
          const lookup = (await tx.get(db.collection('ebarimtLookups').doc(asked.regNo))).data();
          if (lookup?.status !== 'found') refuse('ebarimtCompany');
          ebarimtBuyer = { type: 'B2B', regNo: asked.regNo, customerTin: text(lookup?.tin), customerName: text(lookup?.name) };
        }
      }
    }

    // Then the writes, every figure from what was read.
    const stamp = FieldValue.serverTimestamp();
    const orderRef = db.collection('orders').doc();
    const transactionRef = db.collection('transactions').doc();
    const lines = totals.lines.map(orderProductOf);
    const records = saleRecords({
      orderId: orderRef.id,
      transactionId: transactionRef.id,
      kind: request.kind,
      lines,
      buyer,
      delivery: request.delivery,
      location,
      ticket: ticketRef && request.lottery ? { code: ticketRef.id, offer: { lotteryTypeId: request.lottery.lotteryTypeId, code: ticketRef.id } } : null,
      user: seller,
      payment,
      amount: totals.soldTotalPrice,
    });
    tx.set(orderRef, records.order);
    totals.lines.forEach((line, i) => {
      const saleRef = db.collection('sales').doc();
      tx.set(
        saleRef,
        saleDocument({
          id: saleRef.id,
          product: lines[i],
          orderId: orderRef.id,
          buyer,
          location,
          purchaseType: request.kind,
          createdUserId: seller.id,
          createdAt: stamp,
        }),
      );
      tx.update(db.collection('products').doc(line.product.id), productSaleFields(request.kind, orderRef.id, saleRef.id, line.isNoat, location));
    });
    tx.set(transactionRef, records.transaction);
    if (ticketRef && records.lottery) tx.set(ticketRef, records.lottery);
    if (ebarimtBuyer) {
      tx.set(
        db.collection('ebarimtReceipts').doc(orderRef.id),
        saleReceiptJob(orderRef.id, lines.map((l) => l.id), pointOfSale(location), ebarimtBuyer, seller.id),
      );
    }
    const result: SaleResult = { orderId: orderRef.id, lotteryCode: ticketRef ? ticketRef.id : null };
    tx.set(keyRef, { uid, ...result, createdAt: stamp });
    return result;
  });
}
