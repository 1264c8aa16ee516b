// The trusted `sell` command (functions/src/commands/sell.ts) as an attacker meets it: the
// legitimate sale of each kind and size, every input forged alone, wrong callers, a replayed call
// and two sellers racing for one product. Nothing is written by a refused call.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sell } from '../../functions/src/commands/sell';
import { CommandError } from '../../functions/src/commandError';
import type { CommandFailure } from '../../src/entities/command/command';
import {
  addProducts,
  commandDb,
  countOf,
  DELIVERY_POINT,
  LOTTERY_NOW,
  PEOPLE,
  saleKey,
  seedBasics,
  STORE_A,
  STORE_B,
  storeRequest,
  WAREHOUSE,
  type CommandDb,
} from './support';

let c: CommandDb;
beforeAll(async () => {
  c = await commandDb('demo-sell-command');
});
afterAll(async () => {
  await c?.close();
});
beforeEach(async () => {
  await c.clear();
  await seedBasics(c.db);
});

/** The refusal of a call (and that it wrote nothing: no order, sale, transaction, ticket or key). */
async function refusal(uid: string | undefined, data: unknown): Promise<{ code: string; details: CommandFailure }> {
  const before = await Promise.all(['orders', 'sales', 'transactions', 'lottery', 'ebarimtReceipts', 'saleKeys'].map((n) => countOf(c.db, n)));
  const error = await sell(c.db, uid, data).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof CommandError)) throw new Error(`expected a refusal, got ${error === null ? 'a sale' : String(error)}`);
  const after = await Promise.all(['orders', 'sales', 'transactions', 'lottery', 'ebarimtReceipts', 'saleKeys'].map((n) => countOf(c.db, n)));
  expect(after).toEqual(before);
  return { code: error.code, details: error.details };
}

describe('the legitimate sale', () => {
  it("a store sale of two by the store's seller: the order, its sales, the products, the transaction, all derived", async () => {
    const ids = await addProducts(c.db, 2);
    const result = await sell(c.db, 'sellerA', storeRequest(ids, { payment: { payments: { cash: 150_000, card: 50_000, qpay: 0, bank: 0 }, cashReceived: 200_000 } }));
    expect(result.lotteryCode).toBeNull();
    const order = (await c.db.collection('orders').doc(result.orderId).get()).data();
    expect(order).toMatchObject({
      id: result.orderId,
      purchaseType: 'store',
      pending_status: 'done',
      productIds: ids,
      quantity: 2,
      soldTotalPrice: 200_000,
      originalTotalPrice: 200_000,
      locationType: 'store',
      locationId: STORE_A,
      locationName: 'Store A',
      userId: null,
      createdUserId: 'sellerA',
      createdUser: { firstName: 'Saraa', lastName: 'Dorj', role: 'Reception In City' },
      payments: { cash: 150_000, card: 50_000, qpay: 0, bank: 0 },
      cashReceived: 200_000,
    });
    const sales = await c.db.collection('sales').where('orderId', '==', result.orderId).get();
    expect(sales.docs.map((d) => d.data().productId).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const p = (await c.db.collection('products').doc(id).get()).data();
      expect(p).toMatchObject({ isSold: true, orderId: result.orderId, isNoat: false });
      expect(sales.docs.some((s) => s.id === p?.saleId)).toBe(true);
    }
    const tx = (await c.db.collection('transactions').doc(order?.transactionId).get()).data();
    expect(tx).toMatchObject({ orderId: result.orderId, amount: 200_000, transactionPrice: 200_000, customerId: null });
  });

  it.each([1, 6, 7, 60, 200])('a store sale of %i products in one transaction', async (n) => {
    const ids = await addProducts(c.db, n);
    const result = await sell(c.db, 'manager', storeRequest(ids));
    const order = (await c.db.collection('orders').doc(result.orderId).get()).data();
    expect(order?.quantity).toBe(n);
    expect(order?.soldTotalPrice).toBe(n * 100_000);
    expect(await countOf(c.db, 'sales')).toBe(n);
    const stillInStock = await c.db.collection('products').where('isSold', '==', false).count().get();
    expect(stillInStock.data().count).toBe(0);
  }, 60_000);

  it('a merchant sale: the merchant is the place and the buyer, as its profile reads', async () => {
    const ids = await addProducts(c.db, 2, { locationType: 'warehouse', locationId: WAREHOUSE, locationName: 'Warehouse' });
    const result = await sell(c.db, 'manager', storeRequest(ids, { kind: 'merchant', buyerId: 'merchant' }));
    const order = (await c.db.collection('orders').doc(result.orderId).get()).data();
    expect(order).toMatchObject({ locationType: 'merchant', locationId: 'merchant', locationName: 'Trade Ganaa', userId: 'merchant', contactNumber: '88001122' });
    const p = (await c.db.collection('products').doc(ids[0]).get()).data();
    expect(p).toMatchObject({ isSold: true, isMerchantSold: true, locationType: 'merchant', locationId: 'merchant' });
  });

  it('a delivery sale: pending, no payments, the point named as stored, the products pending delivery, no e-barimt job yet', async () => {
    await c.db.collection('appConfigs').doc('ebarimt').set({ enabled: true, treatment: 'added' });
    const ids = await addProducts(c.db, 2);
    const result = await sell(
      c.db,
      'callCentre',
      storeRequest(ids, {
        kind: 'delivery',
        buyerId: 'customer',
        lines: ids.map((productId) => ({ productId, isNoat: true, price: 100_000 })),
        delivery: { duureg: DELIVERY_POINT, address: ' 3-р хороо, 12-р байр ', addressDescription: '' },
      }),
    );
    const order = (await c.db.collection('orders').doc(result.orderId).get()).data();
    expect(order).toMatchObject({ pending_status: 'pending', locationType: 'delivery', locationName: 'Баянзүрх', address: '3-р хороо, 12-р байр', soldTotalPrice: 220_000 });
    expect(order).not.toHaveProperty('payments');
    expect((await c.db.collection('products').doc(ids[0]).get()).data()).toMatchObject({ isSold: true, isDeliveryPending: true });
    expect(await countOf(c.db, 'ebarimtReceipts')).toBe(0);
  });

  it('with e-barimt on, a VAT line brings the job in the same write (B2C by default, B2B copied from the lookup)', async () => {
    await c.db.collection('appConfigs').doc('ebarimt').set({ enabled: true, treatment: 'added' });
    const [a, b] = await addProducts(c.db, 2);
    const withVat = (ids: string[], ebarimt: unknown) =>
      storeRequest(ids, { lines: ids.map((productId) => ({ productId, isNoat: true, price: 100_000 })), ebarimt });
    const plain = await sell(c.db, 'sellerA', withVat([a], null));
    expect((await c.db.collection('ebarimtReceipts').doc(plain.orderId).get()).data()).toMatchObject({
      orderId: plain.orderId,
      kind: 'sale',
      pointId: STORE_A,
      productIds: [a],
      buyer: { type: 'B2C', consumerNo: null },
      status: 'pending',
      createdUserId: 'sellerA',
    });
    const company = await sell(c.db, 'sellerA', withVat([b], { type: 'B2B', regNo: '1234567' }));
    expect((await c.db.collection('ebarimtReceipts').doc(company.orderId).get()).data()?.buyer).toEqual({
      type: 'B2B',
      regNo: '1234567',
      customerTin: '12345678901',
      customerName: 'Хаан ХХК',
    });
    expect((await c.db.collection('orders').doc(company.orderId).get()).data()?.soldTotalPrice).toBe(110_000);
  });

  it('without a VAT line (treatment added) or with e-barimt off there is no job', async () => {
    const [a, b] = await addProducts(c.db, 2);
    const off = await sell(c.db, 'sellerA', storeRequest([a], { lines: [{ productId: a, isNoat: true, price: 100_000 }] }));
    expect((await c.db.collection('ebarimtReceipts').doc(off.orderId).get()).exists).toBe(false);
    await c.db.collection('appConfigs').doc('ebarimt').set({ enabled: true, treatment: 'added' });
    const noVat = await sell(c.db, 'sellerA', storeRequest([b]));
    expect((await c.db.collection('ebarimtReceipts').doc(noVat.orderId).get()).exists).toBe(false);
  });

  it("a ticket: the server picks a free 8-digit code for a total above the type's price; a walk-in's ticket carries its phone", async () => {
    const ids = await addProducts(c.db, 4);
    const result = await sell(c.db, 'sellerA', storeRequest(ids, { lottery: { lotteryTypeId: LOTTERY_NOW, code: '12345678' }, walkInPhone: '88112233' }));
    expect(result.lotteryCode).toBe('12345678');
    const ticket = (await c.db.collection('lottery').doc(String(result.lotteryCode)).get()).data();
    expect(ticket).toMatchObject({ orderId: result.orderId, userId: null, user: { firstName: '', lastName: '', phone: '88112233' }, lotteryTypeId: LOTTERY_NOW });
    expect((await c.db.collection('orders').doc(result.orderId).get()).data()?.lotteryId).toBe(result.lotteryCode);
  });

  it('an offered code someone has already is replaced by a fresh one', async () => {
    await c.db.collection('lottery').doc('12345678').set({ id: '12345678', orderId: 'older' });
    const ids = await addProducts(c.db, 4);
    const result = await sell(c.db, 'sellerA', storeRequest(ids, { buyerId: 'customer', lottery: { lotteryTypeId: LOTTERY_NOW, code: '12345678' } }));
    expect(result.lotteryCode).toMatch(/^[0-9]{8}$/);
    expect(result.lotteryCode).not.toBe('12345678');
    expect((await c.db.collection('lottery').doc('12345678').get()).data()?.orderId).toBe('older');
    expect((await c.db.collection('lottery').doc(String(result.lotteryCode)).get()).data()).toMatchObject({ userId: 'customer', user: { phone: '99112233' } });
  });

  it('a total not above the lottery price gets no ticket, whatever the request says', async () => {
    const ids = await addProducts(c.db, 3);
    const result = await sell(c.db, 'sellerA', storeRequest(ids, { lottery: { lotteryTypeId: LOTTERY_NOW, code: '12345678' }, walkInPhone: '88112233' }));
    expect(result.lotteryCode).toBeNull();
    expect(await countOf(c.db, 'lottery')).toBe(0);
  });
});

describe('each input forged alone is refused and writes nothing', () => {
  it('a price other than the stored one (the product changed, or a forged discount) names the product', async () => {
    const [id] = await addProducts(c.db, 1);
    const name = (await c.db.collection('products').doc(id).get()).data()?.name;
    const r = await refusal('sellerA', storeRequest([id], { lines: [{ productId: id, isNoat: false, price: 1 }] }));
    expect(r).toEqual({ code: 'failed-precondition', details: { conflict: { productName: name, reason: 'changed' } } });
  });

  it('figures the server derives cannot be sent at all', async () => {
    const [id] = await addProducts(c.db, 1);
    for (const field of ['soldTotalPrice', 'originalTotalPrice', 'quantity', 'locationId', 'createdUserId', 'lotteryCode', 'orderId']) {
      const r = await refusal('sellerA', { ...storeRequest([id]), [field]: 1 });
      expect(r).toEqual({ code: 'invalid-argument', details: { invalid: field } });
    }
    const r = await refusal('sellerA', storeRequest([id], { lines: [{ productId: id, isNoat: false, price: 100_000, originalPrice: 1 }] }));
    expect(r.details).toEqual({ invalid: 'lines' });
  });

  it('the same product twice, no product, or more than 200 are refused by the schema', async () => {
    const [id] = await addProducts(c.db, 1);
    expect((await refusal('sellerA', storeRequest([id, id]))).details).toEqual({ invalid: 'lines' });
    expect((await refusal('sellerA', storeRequest([]))).details).toEqual({ invalid: 'lines' });
    const many = Array.from({ length: 201 }, (_, i) => `x${i}`);
    expect((await refusal('manager', storeRequest(many))).details).toEqual({ invalid: 'lines' });
  });

  it('payments that do not add up, a negative or fractional part, cash received short of the cash part', async () => {
    const [id] = await addProducts(c.db, 1);
    const pay = (payments: Record<string, number>, cashReceived: number | null = null) => storeRequest([id], { payment: { payments: { cash: 0, card: 0, qpay: 0, bank: 0, ...payments }, cashReceived } });
    expect((await refusal('sellerA', pay({ cash: 90_000 }))).details).toEqual({ problem: 'paymentMismatch' });
    expect((await refusal('sellerA', pay({ cash: 110_000, card: -10_000 }))).details).toEqual({ invalid: 'payment' });
    expect((await refusal('sellerA', pay({ cash: 99_999.5, card: 0.5 }))).details).toEqual({ invalid: 'payment' });
    expect((await refusal('sellerA', pay({ cash: 100_000 }, 50_000))).details).toEqual({ problem: 'cashShort' });
  });

  it("VAT ticked on a discounted product is not added (the customer pays the discounted price)", async () => {
    const [id] = await addProducts(c.db, 1, { price: 80_000, isDiscount: true });
    const result = await sell(c.db, 'sellerA', storeRequest([id], { lines: [{ productId: id, isNoat: true, price: 80_000 }] }));
    const order = (await c.db.collection('orders').doc(result.orderId).get()).data();
    expect(order).toMatchObject({ soldTotalPrice: 80_000, originalTotalPrice: 100_000 });
    expect(order?.products[0]).toMatchObject({ isNoat: false, price: 80_000 });
  });

  it('a sold, pending or missing product names itself and sells nothing else', async () => {
    const [free] = await addProducts(c.db, 1);
    for (const [flags, reason] of [
      [{ isSold: true }, 'sold'],
      [{ isDeliveryPending: true }, 'deliveryPending'],
      [{ isDiscountPending: true }, 'discountPending'],
      [{ isSalePending: true }, 'salePending'],
      [{ isMovePending: true }, 'movePending'],
    ] as const) {
      const [taken] = await addProducts(c.db, 1, flags);
      const name = (await c.db.collection('products').doc(taken).get()).data()?.name;
      expect((await refusal('sellerA', storeRequest([free, taken]))).details).toEqual({ conflict: { productName: name, reason } });
    }
    expect((await refusal('sellerA', storeRequest([free, 'no-such-product']))).details).toEqual({ conflict: { productName: 'no-such-product', reason: 'missing' } });
    expect((await c.db.collection('products').doc(free).get()).data()?.isSold).toBe(false);
  });

  it("the place: another store's product, a warehouse product at a counter, two stores in one sale", async () => {
    const [a] = await addProducts(c.db, 1);
    const [b] = await addProducts(c.db, 1, { locationId: STORE_B, locationName: 'Store B' });
    const [w] = await addProducts(c.db, 1, { locationType: 'warehouse', locationId: WAREHOUSE, locationName: 'Warehouse' });
    expect((await refusal('sellerA', storeRequest([b]))).details).toEqual({ problem: 'notYourStore' });
    expect((await refusal('manager', storeRequest([w]))).details).toEqual({ problem: 'notInStore' });
    expect((await refusal('manager', storeRequest([a, b]))).details).toEqual({ problem: 'mixedStores' });
  });

  it('the buyer: a staff member as customer, a customer as merchant, an unknown id, a walk-in of a delivery', async () => {
    const [id] = await addProducts(c.db, 1);
    expect((await refusal('sellerA', storeRequest([id], { buyerId: 'manager' }))).details).toEqual({ problem: 'noBuyer' });
    expect((await refusal('manager', storeRequest([id], { kind: 'merchant', buyerId: 'customer' }))).details).toEqual({ problem: 'noBuyer' });
    expect((await refusal('sellerA', storeRequest([id], { buyerId: 'nobody' }))).details).toEqual({ problem: 'noBuyer' });
    const delivery = { duureg: DELIVERY_POINT, address: 'A street 1', addressDescription: '' };
    expect((await refusal('manager', storeRequest([id], { kind: 'delivery', delivery }))).details).toEqual({ problem: 'noBuyer' });
    expect((await refusal('sellerA', storeRequest([id], { buyerId: 'customer', walkInPhone: '88112233' }))).details).toEqual({ invalid: 'walkInPhone' });
  });

  it('a delivery: an unknown point, an empty or too long address, a payment or an e-barimt at sale time', async () => {
    const [id] = await addProducts(c.db, 1);
    const delivery = (over: Record<string, string>) => storeRequest([id], { kind: 'delivery', buyerId: 'customer', delivery: { duureg: DELIVERY_POINT, address: 'A street 1', addressDescription: '', ...over } });
    expect((await refusal('manager', delivery({ duureg: 'dp-nowhere' }))).details).toEqual({ problem: 'noDeliveryPoint' });
    expect((await refusal('manager', delivery({ address: '  ' }))).details).toEqual({ invalid: 'delivery' });
    expect((await refusal('manager', delivery({ address: 'x'.repeat(301) }))).details).toEqual({ invalid: 'delivery' });
    const paid = { ...delivery({}), payment: { payments: { cash: 100_000, card: 0, qpay: 0, bank: 0 }, cashReceived: null } };
    expect((await refusal('manager', paid)).details).toEqual({ invalid: 'payment' });
    expect((await refusal('manager', { ...delivery({}), ebarimt: { type: 'B2C', consumerNo: null } })).details).toEqual({ invalid: 'ebarimt' });
  });

  it('a B2B e-barimt for a company not found, and a malformed consumer number', async () => {
    await c.db.collection('appConfigs').doc('ebarimt').set({ enabled: true, treatment: 'added' });
    const [id] = await addProducts(c.db, 1);
    const vat = (ebarimt: unknown) => storeRequest([id], { lines: [{ productId: id, isNoat: true, price: 100_000 }], ebarimt });
    expect((await refusal('sellerA', vat({ type: 'B2B', regNo: '7654321' }))).details).toEqual({ problem: 'ebarimtCompany' });
    expect((await refusal('sellerA', vat({ type: 'B2B', regNo: '1234567', customerName: 'Forged LLC' }))).details).toEqual({ invalid: 'ebarimt' });
    expect((await refusal('sellerA', vat({ type: 'B2C', consumerNo: '123' }))).details).toEqual({ invalid: 'ebarimt' });
  });

  it("a ticket for a walk-in without a phone; a closed shift where the counter needs one", async () => {
    const ids = await addProducts(c.db, 4);
    expect((await refusal('sellerA', storeRequest(ids, { lottery: { lotteryTypeId: LOTTERY_NOW, code: '12345678' } }))).details).toEqual({ problem: 'ticketNeedsPhone' });
    await c.db.collection('cashDrawers').doc(STORE_A).set({ storeId: STORE_A, shiftRequired: true, openShiftId: null, lastShiftNo: 0 });
    expect((await refusal('sellerA', storeRequest(ids))).details).toEqual({ problem: 'noOpenShift' });
    await c.db.collection('cashDrawers').doc(STORE_A).update({ openShiftId: `${STORE_A}-1`, lastShiftNo: 1 });
    await expect(sell(c.db, 'sellerA', storeRequest(ids))).resolves.toMatchObject({ lotteryCode: null });
  });
});

describe('wrong callers', () => {
  it('signed out, without a profile, deactivated, a customer', async () => {
    const [id] = await addProducts(c.db, 1);
    expect(await refusal(undefined, storeRequest([id]))).toEqual({ code: 'unauthenticated', details: { caller: 'signedOut' } });
    expect(await refusal('stranger', storeRequest([id]))).toEqual({ code: 'permission-denied', details: { caller: 'notStaff' } });
    expect(await refusal('retiredSeller', storeRequest([id]))).toEqual({ code: 'permission-denied', details: { caller: 'notStaff' } });
    expect(await refusal('customer', storeRequest([id]))).toEqual({ code: 'permission-denied', details: { caller: 'notStaff' } });
  });

  it('roles that may not make the kind of sale: a courier and a merchant anywhere, the call centre at a counter, a seller to a merchant', async () => {
    const [id] = await addProducts(c.db, 1);
    expect((await refusal('courier', storeRequest([id]))).details).toEqual({ problem: 'notAllowed' });
    expect((await refusal('merchant', storeRequest([id]))).details).toEqual({ problem: 'notAllowed' });
    expect((await refusal('callCentre', storeRequest([id]))).details).toEqual({ problem: 'notAllowed' });
    expect((await refusal('sellerA', storeRequest([id], { kind: 'merchant', buyerId: 'merchant' }))).details).toEqual({ problem: 'notAllowed' });
    expect((await refusal('sellerB', storeRequest([id]))).details).toEqual({ problem: 'notYourStore' });
    expect(PEOPLE.sellerB.locationId).toBe(STORE_B);
  });
});

describe('replays and races', () => {
  it('the same key again (a lost answer, a double tap) returns the first result and sells nothing more', async () => {
    const ids = await addProducts(c.db, 4);
    const request = storeRequest(ids, { lottery: { lotteryTypeId: LOTTERY_NOW, code: '12345678' }, walkInPhone: '88112233' });
    const first = await sell(c.db, 'sellerA', request);
    const again = await sell(c.db, 'sellerA', request);
    expect(again).toEqual(first);
    const [orders, sales, tickets] = await Promise.all(['orders', 'sales', 'lottery'].map((n) => countOf(c.db, n)));
    expect([orders, sales, tickets]).toEqual([1, 4, 1]);
  });

  it('the same key at the same moment (a double tap) makes one sale', async () => {
    const ids = await addProducts(c.db, 2);
    const request = storeRequest(ids);
    const results = await Promise.allSettled([sell(c.db, 'sellerA', request), sell(c.db, 'sellerA', request)]);
    const ok = results.filter((r): r is PromiseFulfilledResult<{ orderId: string; lotteryCode: string | null }> => r.status === 'fulfilled');
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.value.orderId)).size).toBe(1);
    expect(await countOf(c.db, 'orders')).toBe(1);
  });

  it("someone else's key is refused, not answered with their sale", async () => {
    const [a, b] = await addProducts(c.db, 2);
    const first = storeRequest([a]);
    await sell(c.db, 'sellerA', first);
    expect((await refusal('manager', { ...storeRequest([b]), key: first.key }))).toEqual({ code: 'invalid-argument', details: { invalid: 'key' } });
  });

  it('two sellers race for one product: exactly one sale, the other told which product', async () => {
    const [shared] = await addProducts(c.db, 1);
    const [other] = await addProducts(c.db, 1);
    const name = (await c.db.collection('products').doc(shared).get()).data()?.name;
    const results = await Promise.allSettled([sell(c.db, 'sellerA', storeRequest([shared, other])), sell(c.db, 'manager', storeRequest([shared]))]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toBeInstanceOf(CommandError);
    expect((lost[0].reason as CommandError).details).toEqual({ conflict: { productName: name, reason: 'sold' } });
    expect(await countOf(c.db, 'orders')).toBe(1);
  });

  it('keys are fresh per request in these tests', () => {
    expect(saleKey()).not.toEqual(saleKey());
  });
});
