// A sale as the trusted sell command writes it (functions/src/commands/sell.ts, DESIGN.md section
// 12), arranged with the rules off: no client makes a sale any more (firestore.rules, THE SALE), so
// the rules tests of what comes after one (returns, refunds, deliveries, e-barimt jobs, shifts) start
// from the command's documents. The same pure builders as the command's (saleRecords,
// productSaleFields, saleDocument, saleReceiptJob), the same reads (the seller's and the buyer's
// profiles, the delivery point, the lottery type, a free ticket code, the counter) and the same
// refusals, thrown here instead of answered: a fixture the command would refuse is a test's mistake.
// Everything is written in ONE batch, in the command's order. The command's behaviour itself is
// proven by its handler tests (tests/functions/sell.test.ts).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, serverTimestamp, type DocumentReference, type Firestore } from 'firebase/firestore';
import { STAFF_ROLES, type StaffRole } from '../../../src/auth/roles';
import { pointOfSale, saleReceiptJob, type EbarimtBuyer } from '../../../src/entities/ebarimt/ebarimt';
import { lotteryCode } from '../../../src/entities/lottery/lotteryTicket';
import { toLotteryTypeInfo } from '../../../src/entities/lottery/lotteryType';
import { exactCash, paymentProblem } from '../../../src/entities/order/paymentDraft';
import type { Product } from '../../../src/entities/product/product';
import { saleDocument } from '../../../src/entities/sale/saleDocument';
import {
  offerLottery,
  orderProductOf,
  orderTotals,
  personName,
  saleProblem,
  storeOf,
  type SaleBuyer,
  type SaleInput,
  type SaleLocation,
} from '../../../src/features/selling/domain/sale';
import { buyerOf, productSaleFields, saleRecords, type Seller } from '../../../src/features/selling/domain/saleRecords';
import { modularFirestore } from './env';
import { commit, Recorder, type Op } from './forgery';
import type { Caller } from './harness';
import { uidOf } from './users';

/** Where the command records a request's idempotency key (functions/src/commands/sell.ts SALE_KEYS). */
export const SALE_KEYS = 'saleKeys';

export interface SeededSale {
  orderId: string;
  /** The ticket's code; null when the sale got none (not asked, or its type no longer offers one). */
  lotteryCode: string | null;
  transactionId: string;
  /** The sale of each product, in the input's order. */
  saleIds: string[];
  location: SaleLocation;
  /** Whether the e-barimt job ebarimtReceipts/{orderId} was written. */
  ebarimtJob: boolean;
  /** The idempotency key the sale is recorded under (saleKeys/{key}). */
  key: string;
}

export interface SeedSaleOptions {
  /**
   * A delivery sale put on its way with this courier, as assignCourier leaves it (its profile's name
   * and phone copied), in the same batch.
   */
  courier?: Caller;
}

/** Why the command would refuse the sale (its CommandError's detail), thrown by the fixture. */
export class SeedSaleRefused extends Error {
  constructor(readonly reason: string) {
    super(`the sell command would refuse this sale: ${reason}`);
    this.name = 'SeedSaleRefused';
  }
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const refuse = (reason: string): never => {
  throw new SeedSaleRefused(reason);
};

/** The caller as a seller, from its stored profile as the command reads it (active staff only). */
function sellerOf(uid: string, d: Record<string, unknown> | undefined): Seller {
  if (!d || d.isActive !== true || !(STAFF_ROLES as readonly string[]).includes(text(d.role))) return refuse('caller: notStaff');
  return { id: uid, firstName: text(d.firstName), lastName: text(d.lastName), role: d.role as StaffRole, locationId: typeof d.locationId === 'string' ? d.locationId : null };
}

/** The command's availability check of each product as the test arranged it (sell.ts availability). */
function availabilityProblem(p: Product): string | null {
  if (p.isSold) return 'sold';
  if (p.isDeliveryPending) return 'deliveryPending';
  if (p.isDiscountPending) return 'discountPending';
  if (p.isSalePending) return 'salePending';
  if (p.isMovePending) return 'movePending';
  return null;
}

const data = async (ref: DocumentReference) => (await getDoc(ref)).data();

/**
 * Writes a sale of `input` by `seller` (a subject or a uid, read from its profile) exactly as the
 * sell command writes it, with the rules off: the order, one sale per product, the products' sale
 * fields, the sale transaction, the ticket (when `input.lottery` is asked and its type offers one
 * for the total; a taken code is replaced), the e-barimt job (a store or merchant sale given
 * `input.ebarimt`: the command writes one whenever the e-barimt setting asks for it, which the test
 * states by giving it; B2B with the company as its lookup has it) and the idempotency record, in
 * one batch.
 * `input.products` are the products as stored (addProducts' answer). Throws SeedSaleRefused where
 * the command would refuse.
 */
export async function seedSale(env: RulesTestEnvironment, input: SaleInput, seller: Caller, options: SeedSaleOptions = {}): Promise<SeededSale> {
  let result: SeededSale | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const sale = await planSeedSale(db, input, seller, options);
    await commit(db, sale.ops);
    result = sale.result;
  });
  if (!result) throw new Error('seedSale wrote nothing');
  return result;
}

/**
 * The documents seedSale writes, not written: the ops (on the rules-off Firestore, in the command's
 * order) and what the sale would be (sale-lockdown.test.ts attempts them as each client).
 */
export async function saleDocuments(env: RulesTestEnvironment, input: SaleInput, seller: Caller, options: SeedSaleOptions = {}): Promise<{ ops: Op[]; result: SeededSale }> {
  let sale: { ops: Op[]; result: SeededSale } | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    sale = await planSeedSale(modularFirestore(ctx.firestore()), input, seller, options);
  });
  if (!sale) throw new Error('saleDocuments made nothing');
  return sale;
}

async function planSeedSale(db: Firestore, input: SaleInput, caller: Caller, options: SeedSaleOptions): Promise<{ ops: Op[]; result: SeededSale }> {
  if (caller === 'signed out') return refuse('caller: signedOut');
  const uid = typeof caller === 'string' ? uidOf(caller) : caller.uid;
  const { kind } = input;
  const seller = sellerOf(uid, await data(doc(db, 'users', uid)));

  // Every product in stock as the wizard showed it; the same product once.
  if (new Set(input.products.map((p) => p.id)).size !== input.products.length) refuse('invalid: lines');
  for (const p of input.products) {
    const reason = availabilityProblem(p);
    if (reason) refuse(`conflict: ${p.name} ${reason}`);
  }
  const buyerId = input.buyer.id;
  const problem = saleProblem(kind, input.products, seller, buyerId, input.delivery?.duureg);
  if (problem) refuse(problem);

  // The buyer as its profile is now; a walk-in by the phone given.
  let buyer: SaleBuyer = { id: null, firstName: '', lastName: '', phone: input.buyer.phone };
  if (buyerId !== null) {
    const profile = await data(doc(db, 'users', buyerId));
    if (!profile || profile.role !== (kind === 'merchant' ? 'Merchant' : 'clientUser')) refuse('noBuyer');
    buyer = buyerOf(buyerId, profile ?? {});
  }

  const totals = orderTotals(input.products, input.lines);
  const payment = kind === 'delivery' ? null : (input.payment ?? exactCash(totals.soldTotalPrice));
  if (payment) {
    const unpaid = paymentProblem(totals.soldTotalPrice, payment);
    if (unpaid) refuse(unpaid);
  }

  let location: SaleLocation;
  if (kind === 'store') {
    location = storeOf(input.products);
    const drawer = await data(doc(db, 'cashDrawers', location.locationId));
    if (drawer?.shiftRequired === true && !drawer.openShiftId) refuse('noOpenShift');
  } else if (kind === 'merchant') {
    location = { locationType: 'merchant', locationId: buyer.id ?? '', locationName: personName(buyer) };
  } else {
    const duureg = input.delivery?.duureg ?? '-';
    const point = await data(doc(db, 'deliveryLocations', duureg));
    if (!point) return refuse('noDeliveryPoint');
    location = { locationType: 'delivery', locationId: duureg, locationName: text(point.name) };
  }

  // The ticket: only while its type offers one for this total; a taken code is replaced.
  let ticketCode: string | null = null;
  if (input.lottery) {
    if (buyer.id === null && buyer.phone === '') refuse('ticketNeedsPhone');
    const type = await data(doc(db, 'lotteryType', input.lottery.lotteryTypeId));
    const info = type ? toLotteryTypeInfo(input.lottery.lotteryTypeId, type) : null;
    if (info && offerLottery([info], totals.soldTotalPrice, Date.now())) {
      let code = input.lottery.code;
      for (let tries = 0; (await getDoc(doc(db, 'lottery', code))).exists(); tries += 1) {
        if (tries === 5) throw new Error('No free lottery code found');
        code = lotteryCode();
      }
      ticketCode = code;
    }
  }

  // The e-barimt buyer: a delivery's job is written at its confirmation, never with the sale; a
  // company as the bridge's lookup found it.
  let ebarimtBuyer: EbarimtBuyer | null = null;
  if (input.ebarimt) {
    if (kind === 'delivery') refuse('invalid: ebarimt');
    if (input.ebarimt.type === 'B2C') ebarimtBuyer = { type: 'B2C', consumerNo: input.ebarimt.consumerNo };
    else {
      const lookup = await data(doc(db, 'ebarimtLookups', input.ebarimt.regNo));
      if (lookup?.status !== 'found') refuse('ebarimtCompany');
      ebarimtBuyer = { type: 'B2B', regNo: input.ebarimt.regNo, customerTin: text(lookup?.tin), customerName: text(lookup?.name) };
    }
  }

  // The writes, in the command's order.
  const orderRef = doc(collection(db, 'orders'));
  const transactionRef = doc(collection(db, 'transactions'));
  const lines = totals.lines.map(orderProductOf);
  const records = saleRecords({
    orderId: orderRef.id,
    transactionId: transactionRef.id,
    kind,
    lines,
    buyer,
    delivery: kind === 'delivery' ? (input.delivery ?? null) : null,
    location,
    ticket: ticketCode && input.lottery ? { code: ticketCode, offer: { lotteryTypeId: input.lottery.lotteryTypeId, code: ticketCode } } : null,
    user: seller,
    payment,
    amount: totals.soldTotalPrice,
  });
  const writes = new Recorder();
  writes.set(orderRef, records.order);
  const saleIds: string[] = [];
  totals.lines.forEach((line, i) => {
    const saleRef = doc(collection(db, 'sales'));
    saleIds.push(saleRef.id);
    writes.set(
      saleRef,
      saleDocument({ id: saleRef.id, product: lines[i], orderId: orderRef.id, buyer, location, purchaseType: kind, createdUserId: seller.id, createdAt: serverTimestamp() }),
    );
    writes.update(doc(db, 'products', line.product.id), productSaleFields(kind, orderRef.id, saleRef.id, line.isNoat, location));
  });
  writes.set(transactionRef, records.transaction);
  if (ticketCode && records.lottery) writes.set(doc(db, 'lottery', ticketCode), records.lottery);
  if (ebarimtBuyer) {
    writes.set(doc(db, 'ebarimtReceipts', orderRef.id), saleReceiptJob(orderRef.id, lines.map((l) => l.id), pointOfSale(location), ebarimtBuyer, seller.id));
  }
  const key = `seed-${orderRef.id}`;
  writes.set(doc(db, SALE_KEYS, key), { uid, orderId: orderRef.id, lotteryCode: ticketCode, createdAt: serverTimestamp() });

  // Put on its way (deliveryWrites assignCourier): the courier's name and phone as its profile has them.
  if (options.courier !== undefined) {
    if (kind !== 'delivery') throw new Error('only a delivery order goes on its way');
    const courierId = typeof options.courier === 'string' ? uidOf(options.courier) : options.courier.uid;
    const c = (await data(doc(db, 'users', courierId))) ?? {};
    writes.update(orderRef, {
      pending_status: 'delivering',
      deliveryBoy: { id: courierId, firstName: text(c.firstName), lastName: text(c.lastName), phone: text(c.phone) },
      deliveryBoyId: courierId,
      updatedAt: serverTimestamp(),
    });
  }
  return {
    ops: writes.ops,
    result: { orderId: orderRef.id, lotteryCode: ticketCode, transactionId: transactionRef.id, saleIds, location, ebarimtJob: ebarimtBuyer !== null, key },
  };
}
