// THE LARGE DELIVERY against the rules, through the app's own writes (deliveries/api/
// largeDeliveryWrites.ts): a delivery sale of more than 6 products, made by the sell command
// (arranged as it writes it: support/saleFixture.ts), is put on its way and confirmed at the door (the refused lines counted first, then one write settles the
// order and the ledger, then the refused products go back to stock 6 at a time), or deleted while
// pending (one write settles it, then every product goes back). Interrupted after the settling
// write, the money and the order are final and the return is finished later. The forged variants of
// each write are in forgery.test.ts.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, query, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import type { Product } from '../../src/entities/product/product';
import { toOrder } from '../../src/entities/order/orderDoc';
import { NO_PAYMENTS, singlePayment } from '../../src/entities/order/payment';
import { assignCourier, confirmDelivery, deleteDeliveryOrder } from '../../src/features/deliveries/api/deliveryWrites';
import { finishStockReturn, planCountOpen, settleLargeDeletion, settleLargeDelivery } from '../../src/features/deliveries/api/largeDeliveryWrites';
import { applyOps } from '../../src/firebase/writeOps';
import { adminAccess } from './support/adminAccess';
import { rulesHarness } from './support/harness';
import { profileOf, uidOf, type Subject } from './support/users';
import { CUSTOMER, addProducts, productData, seedSellingWorld } from './support/selling';
import { DELIVERY, arrangeLargeDelivery } from './support/largeDelivery';
import { seedSale } from './support/saleFixture';

vi.mock('../../src/firebase/firestore', () => ({ db: null }));

const rules = rulesHarness('large-delivery-rules', { users: 'once' });
const { dbFor } = rules;
const COURIER = uidOf('DeliveryBoy');
const COURIER_SNAPSHOT = { id: COURIER, firstName: profileOf('DeliveryBoy').firstName, lastName: profileOf('DeliveryBoy').lastName, phone: profileOf('DeliveryBoy').phone };
const staff = (subject: Subject) => ({ id: uidOf(subject), firstName: profileOf(subject).firstName, lastName: profileOf(subject).lastName });

const { stored, where1 } = adminAccess(rules);

/** Each product as stored now, without the fields every write stamps. */
async function stockOf(list: readonly Product[]): Promise<Record<string, unknown>[]> {
  return Promise.all(
    list.map(async (p) => {
      const { updatedAt: _u, ...rest } = (await stored(`products/${p.id}`)) ?? {};
      return rest;
    }),
  );
}

async function products(n: number): Promise<Product[]> {
  return addProducts(rules.env, Array.from({ length: n }, (_, i) => productData({ price: 100_000 + i * 1000, originalPrice: 120_000 + i * 1000 })));
}

async function orderOf(id: string) {
  return toOrder(id, (await stored(`orders/${id}`)) ?? {});
}

/** A large arranged order on its way with the courier (rules off; its making is the first test's). */
async function onItsWay(n: number) {
  return arrangeLargeDelivery(rules.env, await products(n), 'delivering');
}

/** The courier starts a count of these refused products and goes no further (an abandoned attempt). */
async function courierOpensCount(orderId: string, refused: string[]): Promise<void> {
  const courier = dbFor('DeliveryBoy');
  const batch = writeBatch(courier);
  applyOps(batch, [planCountOpen(orderId, refused, staff('DeliveryBoy'), courier)]);
  await batch.commit();
}

beforeAll(async () => {
  await seedSellingWorld(rules.env, uidOf('Reception In City'), uidOf('Reception In Country'));
});

describe('a large delivery, through the app', () => {
  it("a call-centre sale of 60 (the sell command's), on its way, confirmed by its courier with 8 refused and a split payment", async () => {
    const list = await products(60);
    const sale = await seedSale(rules.env, { kind: 'delivery', products: list, lines: list.map((p) => ({ productId: p.id, isNoat: false })), buyer: CUSTOMER, delivery: DELIVERY }, 'Call Centre');
    const made = await orderOf(sale.orderId);
    expect(made).toMatchObject({ quantity: 60, pending_status: 'pending', purchaseType: 'delivery' });
    expect((await stockOf(list)).every((p) => p.isSold === true && p.isDeliveryPending === true && p.orderId === sale.orderId)).toBe(true);
    await assignCourier(made, COURIER_SNAPSHOT, dbFor('Manager'));
    const onTheWay = await orderOf(sale.orderId);

    // Refused: lines 3, 9, 10, 11, 20, 40, 58, 59 (two counts of 6 and 2).
    const refusedIdx = [3, 9, 10, 11, 20, 40, 58, 59];
    const refused = refusedIdx.map((i) => list[i]);
    const refusedTotal = refused.reduce((s, p) => s + p.price, 0);
    const ordered = list.reduce((s, p) => s + p.price, 0);
    const due = ordered - refusedTotal;
    await confirmDelivery(onTheWay, { refundIds: new Set(refused.map((p) => p.id)), payments: { ...singlePayment('cash', 1_000_000), card: due - 1_000_000 } }, staff('DeliveryBoy'), dbFor('DeliveryBoy'));

    const done = await stored(`orders/${sale.orderId}`);
    expect(done).toMatchObject({
      pending_status: 'done',
      quantity: 52,
      soldTotalPrice: due,
      refundedProductIds: refused.map((p) => p.id),
      payments: { cash: 1_000_000, card: due - 1_000_000, qpay: 0, bank: 0 },
      ordered: { quantity: 60, soldTotalPrice: ordered },
    });
    const ledger = await where1('transactions', 'orderId', sale.orderId);
    expect(ledger.map((t) => [t.type, t.amount]).sort()).toEqual([['refund', -refusedTotal], ['sale', ordered]].sort());
    const refund = ledger.find((t) => t.type === 'refund');
    expect(refund?.productIds).toEqual(refused.map((p) => p.id));
    const stock = await stockOf(list);
    stock.forEach((p, i) => {
      if (refusedIdx.includes(i)) expect(p).toMatchObject({ isSold: false, isDeliveryPending: false, isRefund: true, refundTransactionId: refund?.id, price: list[i].originalPrice });
      else expect(p).toMatchObject({ isSold: true, isDeliveryPending: false, orderId: sale.orderId });
    });
    const sales = await where1('sales', 'orderId', sale.orderId);
    expect(sales.filter((s) => s.state === 'refund').map((s) => s.productId).sort()).toEqual(refused.map((p) => p.id).sort());
    expect(await stored(`stockReturns/${sale.orderId}`)).toBeUndefined();
  }, 300_000);

  it('confirmed with nothing refused: every product sold in the one write, no stock return, no refund', async () => {
    const { order, products: list } = await onItsWay(9);
    await confirmDelivery(order, { refundIds: new Set(), payments: singlePayment('cash', order.soldTotalPrice) }, staff('DeliveryBoy'), dbFor('DeliveryBoy'));
    expect(await stored(`orders/${order.id}`)).toMatchObject({ pending_status: 'done', quantity: 9, soldTotalPrice: order.soldTotalPrice, refundedProductIds: [] });
    expect((await stockOf(list)).every((p) => p.isSold === true && p.isDeliveryPending === false)).toBe(true);
    expect(await where1('transactions', 'orderId', order.id)).toHaveLength(1);
    expect(await stored(`stockReturns/${order.id}`)).toBeUndefined();
  }, 120_000);

  it('interrupted after the settling write: order and ledger final, the refused still on their way; the Manager finishes the return', async () => {
    const { order, products: list } = await onItsWay(10);
    const refused = [list[1], list[7]];
    const due = order.soldTotalPrice - refused[0].price - refused[1].price;
    await settleLargeDelivery(order, { refundIds: new Set(refused.map((p) => p.id)), payments: singlePayment('qpay', due) }, staff('DeliveryBoy'), dbFor('DeliveryBoy'));
    // The tab closed here.
    expect(await stored(`orders/${order.id}`)).toMatchObject({ pending_status: 'done', soldTotalPrice: due, quantity: 8 });
    expect((await where1('transactions', 'orderId', order.id)).map((t) => t.amount).sort()).toEqual([-(refused[0].price + refused[1].price), order.soldTotalPrice].sort());
    expect(await stored(`stockReturns/${order.id}`)).toMatchObject({ status: 'returning', reason: 'refused', productIds: refused.map((p) => p.id) });
    expect((await stockOf(refused)).every((p) => p.isDeliveryPending === true)).toBe(true);
    // The courier lists it as its own unfinished return.
    const mine = await getDocs(query(collection(dbFor('DeliveryBoy'), 'stockReturns'), where('createdUserId', '==', COURIER), where('status', '==', 'returning')));
    expect(mine.docs.map((d) => d.id)).toContain(order.id);

    await finishStockReturn(order.id, dbFor('Manager'));
    expect(await stored(`stockReturns/${order.id}`)).toBeUndefined();
    expect((await stockOf(refused)).every((p) => p.isRefund === true && p.isDeliveryPending === false && p.isSold === false)).toBe(true);
    expect((await stockOf(list)).filter((p) => p.isSold === true)).toHaveLength(8);
  }, 120_000);

  it('a count left by an interrupted attempt is replaced when the courier refuses other products', async () => {
    const { order, products: list } = await onItsWay(8);
    await courierOpensCount(order.id, [list[0].id]);
    const due = order.soldTotalPrice - list[5].price;
    await confirmDelivery(order, { refundIds: new Set([list[5].id]), payments: singlePayment('bank', due) }, staff('DeliveryBoy'), dbFor('DeliveryBoy'));
    expect(await stored(`orders/${order.id}`)).toMatchObject({ soldTotalPrice: due, refundedProductIds: [list[5].id] });
    expect((await stockOf([list[0], list[5]])).map((p) => p.isSold)).toEqual([true, false]);
  }, 120_000);

  it('a pending order of 14 deleted by a Manager: products as before the sale, sales gone, the ledger balanced', async () => {
    const list = await products(14);
    const before = await stockOf(list);
    const { order } = await arrangeLargeDelivery(rules.env, list, 'pending');
    await deleteDeliveryOrder(order, staff('Manager'), dbFor('Manager'));
    expect(await stored(`orders/${order.id}`)).toBeUndefined();
    expect(await stored(`deletedOrders/${order.id}`)).toMatchObject({ cancelTransactionId: expect.any(String) });
    const ledger = await where1('transactions', 'orderId', order.id);
    expect(ledger.reduce((s, t) => s + Number(t.amount), 0)).toBe(0);
    expect(await where1('sales', 'orderId', order.id)).toHaveLength(0);
    // Back in stock: the sale's fields cleared, everything else exactly as before the sale.
    const cleared = { isSold: false, isDeliveryPending: false, orderId: null, saleId: null, isNoat: false, soldAt: null };
    expect(await stockOf(list)).toEqual(before.map((p) => ({ ...p, ...cleared })));
    expect(await stored(`stockReturns/${order.id}`)).toBeUndefined();
  }, 120_000);

  it('a delivering order with a count its courier never confirmed is deleted by a Manager all the same', async () => {
    const { order, products: list } = await onItsWay(8);
    await courierOpensCount(order.id, [list[2].id]);
    await deleteDeliveryOrder(order, staff('Manager'), dbFor('Manager'));
    expect(await stored(`orders/${order.id}`)).toBeUndefined();
    expect(await stored(`stockReturns/${order.id}`)).toBeUndefined();
    expect((await stockOf(list)).every((p) => p.isSold === false && p.isDeliveryPending === false)).toBe(true);
  }, 120_000);

  it('a deletion interrupted after its settling write is finished later; the courier may not finish it', async () => {
    const { order, products: list } = await onItsWay(8);
    await settleLargeDeletion(order, staff('Admin'), dbFor('Admin'));
    expect(await stored(`stockReturns/${order.id}`)).toMatchObject({ reason: 'deleted', status: 'returning' });
    expect((await stockOf(list)).every((p) => p.isDeliveryPending === true)).toBe(true);
    await expect(finishStockReturn(order.id, dbFor('DeliveryBoy'))).rejects.toThrow();
    await finishStockReturn(order.id, dbFor('Admin'));
    expect((await stockOf(list)).every((p) => p.isSold === false && p.isDeliveryPending === false && p.orderId === null)).toBe(true);
  }, 120_000);

  it('the money side cannot move without the count: a settling write whose totals skip the refused lines is refused', async () => {
    const { order, products: list } = await onItsWay(8);
    // Straight to done, as if nothing had been refused, but a product refunded by the small path.
    const db = dbFor('DeliveryBoy');
    const b = writeBatch(db);
    const due = order.soldTotalPrice - list[0].price;
    b.update(doc(db, 'orders', order.id), { pending_status: 'done', refundedProductIds: [list[0].id], quantity: 7, soldTotalPrice: due, originalTotalPrice: order.originalTotalPrice - list[0].originalPrice, ordered: { quantity: 8, soldTotalPrice: order.soldTotalPrice, originalTotalPrice: order.originalTotalPrice }, payments: { ...NO_PAYMENTS, cash: due }, deliveredAt: serverTimestamp() });
    await assertFails(b.commit());
  }, 120_000);
});
