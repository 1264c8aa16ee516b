// The trusted return commands (functions/src/commands/returnOrExchange.ts, requestReturn.ts) as an
// attacker meets them: each legitimate kind (a return within the window, a late one with an approved
// request, even, dearer and cheaper exchanges, a ticket voided, the e-barimt jobs, 7 to 120 lines),
// every money, stock, ownership and status input forged alone, wrong callers, replayed keys, and two
// sellers racing for one product. A refused call writes nothing. The sales are made by the `sell`
// command, as the counter makes them.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CommandError } from '../../functions/src/commandError';
import { requestReturn } from '../../functions/src/commands/requestReturn';
import { returnOrExchange } from '../../functions/src/commands/returnOrExchange';
import { sell } from '../../functions/src/commands/sell';
import type { CommandFailure } from '../../src/entities/command/command';
import type { ReturnCommandResult } from '../../src/features/returns/domain/returnCommands';
import { addProducts, commandDb, countOf, LOTTERY_NOW, LOTTERY_PRICE, PEOPLE, saleKey, seedBasics, STORE_A, STORE_B, storeRequest, WAREHOUSE, type CommandDb } from './support';

let c: CommandDb;
beforeAll(async () => {
  c = await commandDb('demo-return-commands');
});
afterAll(async () => {
  await c?.close();
});
beforeEach(async () => {
  await c.clear();
  await seedBasics(c.db);
});

const DAY = 86_400_000;
const NONE = { cash: 0, card: 0, qpay: 0, bank: 0 };
/** Days after now (the server's clock as the command sees it). */
const later = (days: number) => () => new Date(Date.now() + days * DAY);

/** A store sale of `ids` (100,000 each unless priced otherwise) by the store's seller; its order id. */
async function sold(ids: readonly string[], over: Record<string, unknown> = {}, uid = 'sellerA'): Promise<string> {
  return (await sell(c.db, uid, storeRequest(ids, over))).orderId;
}

/** A return request: `productIds` back, nothing new, the money exact in cash unless said. */
function ret(orderId: string, productIds: readonly string[], over: Record<string, unknown> = {}): Record<string, unknown> {
  return { key: saleKey(), orderId, productIds: [...productIds], newLines: [], payment: null, paidBack: null, approvalId: null, ...over };
}

const take = (productId: string, price = 100_000, isNoat = false) => ({ productId, isNoat, price });

async function data(path: string): Promise<Record<string, unknown> | undefined> {
  return (await c.db.doc(path).get()).data();
}

const COLLECTIONS = ['products', 'orders', 'sales', 'returns', 'transactions', 'lottery', 'returnRequests', 'ebarimtReceipts', 'returnKeys'];

/** Every document of the collections a return touches, as stored. */
async function everything(): Promise<string> {
  const all = await Promise.all(COLLECTIONS.map(async (n) => (await c.db.collection(n).get()).docs.map((d) => [n, d.id, d.data()])));
  return JSON.stringify(all.flat().sort((a, b) => `${a[0]}/${a[1]}`.localeCompare(`${b[0]}/${b[1]}`)));
}

type Command = (db: Firestore, uid: string | undefined, data: unknown, now?: () => Date) => Promise<unknown>;

/** The refusal of a call, having checked that it wrote nothing at all. */
async function refusal(uid: string | undefined, request: unknown, command: Command = returnOrExchange, now?: () => Date): Promise<{ code: string; details: CommandFailure }> {
  const before = await everything();
  const error = await command(c.db, uid, request, now).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof CommandError)) throw new Error(`expected a refusal, got ${error === null ? 'a result' : String(error)}`);
  expect(await everything()).toEqual(before);
  return { code: error.code, details: error.details };
}

const problem = async (uid: string | undefined, request: unknown, command: Command = returnOrExchange, now?: () => Date) => (await refusal(uid, request, command, now)).details;

async function nameOf(id: string): Promise<string> {
  return String((await data(`products/${id}`))?.name);
}

describe('a return within the window', () => {
  it("one of two lines back in cash: the return, the product back in stock, its sale marked, one refund, the order's figures, all derived", async () => {
    const [a, b] = await addProducts(c.db, 2);
    await c.db.doc(`products/${b}`).update({ price: 90_000, originalPrice: 90_000 });
    const orderId = await sold([a, b], { buyerId: 'customer', lines: [take(a), take(b, 90_000)] });
    const result = await returnOrExchange(c.db, 'sellerA', ret(orderId, [b]));
    expect(result).toMatchObject({ kind: 'return', returnedTotal: 90_000, newTotal: 0, difference: -90_000, voidedLotteryId: null, payments: NONE, paidBack: { ...NONE, cash: 90_000 }, cashReceived: null, newLines: [] });

    const r = await data(`returns/${result.returnId}`);
    const sale = (await c.db.collection('sales').where('productId', '==', b).get()).docs[0];
    expect(r).toMatchObject({
      id: result.returnId,
      kind: 'return',
      orderId,
      locationType: 'store',
      locationId: STORE_A,
      locationName: 'Store A',
      productIds: [b],
      lines: { [b]: sale.data().product },
      returnedTotal: 90_000,
      newProductIds: [],
      newLines: {},
      newTotal: 0,
      difference: -90_000,
      payments: NONE,
      paidBack: { ...NONE, cash: 90_000 },
      transactionId: result.transactionId,
      voidedLotteryId: null,
      approvalId: null,
      userId: 'customer',
      user: { firstName: 'Bat', lastName: 'Dorj', phone: '99112233' },
      contactName: 'Dorj Bat',
      createdUserId: 'sellerA',
      createdUser: { firstName: 'Saraa', lastName: 'Dorj', role: 'Reception In City' },
    });
    expect(r).not.toHaveProperty('cashReceived');
    expect(await data(`products/${b}`)).toMatchObject({ isSold: false, isRefund: true, price: 90_000, returnId: result.returnId, refundTransactionId: result.transactionId, orderId });
    expect(await data(`products/${a}`)).toMatchObject({ isSold: true, orderId });
    expect(sale.data()).toMatchObject({ state: 'refund', returnId: result.returnId });
    expect(await data(`transactions/${result.transactionId}`)).toMatchObject({
      type: 'refund',
      returnId: result.returnId,
      orderId,
      productIds: [b],
      newProductIds: [],
      amount: -90_000,
      transactionPrice: -90_000,
      returnedAmount: -90_000,
      soldAmount: 0,
      customerId: 'customer',
      customerName: 'Dorj Bat',
      user: { id: 'sellerA', firstName: 'Saraa', lastName: 'Dorj' },
      createdUserId: 'sellerA',
    });
    expect(await data(`orders/${orderId}`)).toMatchObject({ returnIds: [result.returnId], returnedProductIds: [b], keptTotalPrice: 100_000, soldTotalPrice: 190_000 });
  });

  it('paid back by card when the customer paid by card; a second return of the same sale adds to its figures', async () => {
    const [a, b] = await addProducts(c.db, 2);
    const orderId = await sold([a, b], { payment: { payments: { ...NONE, card: 200_000 }, cashReceived: null } });
    const first = await returnOrExchange(c.db, 'sellerA', ret(orderId, [a], { paidBack: { ...NONE, card: 100_000 } }));
    expect((await data(`returns/${first.returnId}`))?.paidBack).toEqual({ ...NONE, card: 100_000 });
    const second = await returnOrExchange(c.db, 'manager', ret(orderId, [b], { paidBack: { ...NONE, card: 60_000, cash: 40_000 } }));
    expect(await data(`orders/${orderId}`)).toMatchObject({ returnIds: [first.returnId, second.returnId], returnedProductIds: [a, b], keptTotalPrice: 0 });
  });

  it('the window is the business setting, judged at the server time: inside it the seller alone, past it not', async () => {
    await c.db.doc('appConfigs/returns').set({ windowDays: 3 });
    const [a, b] = await addProducts(c.db, 2);
    const orderId = await sold([a, b]);
    expect(await problem('sellerA', ret(orderId, [a]), returnOrExchange, later(4))).toEqual({ problem: 'approvalMissing' });
    await expect(returnOrExchange(c.db, 'sellerA', ret(orderId, [a]), later(2))).resolves.toMatchObject({ kind: 'return' });
    // Admin, Manager, dev: any age.
    await expect(returnOrExchange(c.db, 'manager', ret(orderId, [b]), later(400))).resolves.toMatchObject({ kind: 'return' });
  });

  it('7 and more lines in one return or exchange: 8 back and 3 new in one transaction', async () => {
    const ids = await addProducts(c.db, 8);
    const fresh = await addProducts(c.db, 3);
    const orderId = await sold(ids);
    const result = await returnOrExchange(c.db, 'sellerA', ret(orderId, ids, { newLines: fresh.map((id) => take(id)) }));
    expect(result).toMatchObject({ kind: 'exchange', returnedTotal: 800_000, newTotal: 300_000, difference: -500_000, paidBack: { ...NONE, cash: 500_000 } });
    const r = await data(`returns/${result.returnId}`);
    expect(r?.productIds).toEqual(ids);
    expect(Object.keys(r?.lines as object).sort()).toEqual([...ids].sort());
    expect(r?.newProductIds).toEqual(fresh);
    for (const id of ids) expect(await data(`products/${id}`)).toMatchObject({ isSold: false, returnId: result.returnId });
    for (const id of fresh) expect(await data(`products/${id}`)).toMatchObject({ isSold: true, orderId, exchangeId: result.returnId });
    expect(await data(`orders/${orderId}`)).toMatchObject({ keptTotalPrice: 300_000, returnedProductIds: ids });
  });

  it('120 lines back and 30 taken in one transaction (about 300 writes)', async () => {
    const ids = await addProducts(c.db, 120);
    const fresh = await addProducts(c.db, 30);
    const orderId = await sold(ids, {}, 'manager');
    const result = await returnOrExchange(c.db, 'manager', ret(orderId, ids, { newLines: fresh.map((id) => take(id)) }));
    expect(result).toMatchObject({ returnedTotal: 12_000_000, newTotal: 3_000_000, difference: -9_000_000 });
    expect(await c.db.collection('sales').where('state', '==', 'refund').count().get().then((s) => s.data().count)).toBe(120);
    expect(await c.db.collection('sales').where('exchangeId', '==', result.returnId).count().get().then((s) => s.data().count)).toBe(30);
    expect(await c.db.collection('products').where('isSold', '==', true).count().get().then((s) => s.data().count)).toBe(30);
  }, 60_000);
});

describe('exchanges', () => {
  it('even: the new pair sold to the same order with its own sale, the old one back; an exchange transaction of 0', async () => {
    const [size40] = await addProducts(c.db, 1);
    const [size41] = await addProducts(c.db, 1, { size: '41' });
    const orderId = await sold([size40], { buyerId: 'customer' });
    const result = await returnOrExchange(c.db, 'sellerA', ret(orderId, [size40], { newLines: [take(size41)] }));
    expect(result).toMatchObject({ kind: 'exchange', difference: 0, payments: NONE, paidBack: NONE, cashReceived: null });
    expect(result.newLines.map((l) => [l.id, l.price, l.isNoat])).toEqual([[size41, 100_000, false]]);
    const saleId = `${result.returnId}-${size41}`;
    expect(await data(`products/${size41}`)).toMatchObject({ isSold: true, orderId, saleId, isNoat: false, exchangeId: result.returnId });
    expect(await data(`sales/${saleId}`)).toMatchObject({
      id: saleId,
      productId: size41,
      orderId,
      price: 100_000,
      userId: 'customer',
      user: { firstName: 'Bat', lastName: 'Dorj', phone: '99112233' },
      locationType: 'store',
      locationId: STORE_A,
      purchaseType: 'store',
      createdUserId: 'sellerA',
      exchangeId: result.returnId,
    });
    expect(await data(`transactions/${result.transactionId}`)).toMatchObject({ type: 'exchange', amount: 0, returnedAmount: -100_000, soldAmount: 100_000, newProductIds: [size41] });
    expect(await data(`orders/${orderId}`)).toMatchObject({ keptTotalPrice: 100_000 });
  });

  it('dearer, paid by card: the difference from the stored prices; and in cash with the cash handed over', async () => {
    const [a, b] = await addProducts(c.db, 2);
    const [dear, dearer] = await addProducts(c.db, 2, { price: 130_000, originalPrice: 130_000 });
    const orderId = await sold([a, b]);
    const card = await returnOrExchange(c.db, 'sellerA', ret(orderId, [a], { newLines: [take(dear, 130_000)], payment: { payments: { ...NONE, card: 30_000 }, cashReceived: null } }));
    expect(card).toMatchObject({ kind: 'exchange', difference: 30_000, payments: { ...NONE, card: 30_000 }, cashReceived: null, paidBack: NONE });
    expect(await data(`transactions/${card.transactionId}`)).toMatchObject({ type: 'exchange', amount: 30_000 });
    const cash = await returnOrExchange(c.db, 'sellerA', ret(orderId, [b], { newLines: [take(dearer, 130_000, true)], payment: { payments: { ...NONE, cash: 43_000 }, cashReceived: 50_000 } }));
    // VAT ticked at the original price: 130,000 + 13,000.
    expect(cash).toMatchObject({ newTotal: 143_000, difference: 43_000, cashReceived: 50_000 });
    expect(await data(`returns/${cash.returnId}`)).toMatchObject({ payments: { ...NONE, cash: 43_000 }, cashReceived: 50_000 });
    expect(await data(`products/${dearer}`)).toMatchObject({ isNoat: true });
    expect(await data(`orders/${orderId}`)).toMatchObject({ keptTotalPrice: 273_000 });
  });

  it('cheaper, paid back split; a product taken in an exchange comes back in turn at its exchange price', async () => {
    const [a] = await addProducts(c.db, 1);
    const [cheap] = await addProducts(c.db, 1, { price: 70_000, originalPrice: 70_000 });
    const orderId = await sold([a]);
    const result = await returnOrExchange(c.db, 'sellerA', ret(orderId, [a], { newLines: [take(cheap, 70_000)], paidBack: { ...NONE, cash: 10_000, qpay: 20_000 } }));
    expect(result).toMatchObject({ difference: -30_000, paidBack: { ...NONE, cash: 10_000, qpay: 20_000 }, payments: NONE });
    const again = await returnOrExchange(c.db, 'sellerA', ret(orderId, [cheap]));
    expect(again).toMatchObject({ kind: 'return', returnedTotal: 70_000 });
    expect((await data(`returns/${again.returnId}`))?.lines).toEqual({ [cheap]: (await data(`sales/${result.returnId}-${cheap}`))?.product });
    expect(await data(`sales/${result.returnId}-${cheap}`)).toMatchObject({ state: 'refund', returnId: again.returnId });
    expect(await data(`orders/${orderId}`)).toMatchObject({ keptTotalPrice: 0, returnedProductIds: [a, cheap] });
  });
});

describe('the ticket rule', () => {
  it("voided when what the order keeps drops to or below its type's price: deleted, the order says so", async () => {
    const ids = await addProducts(c.db, 4);
    const sale = await sell(c.db, 'sellerA', storeRequest(ids, { buyerId: 'customer', lottery: { lotteryTypeId: LOTTERY_NOW, code: '12345678' } }));
    expect(sale.lotteryCode).toBe('12345678');
    const result = await returnOrExchange(c.db, 'sellerA', ret(sale.orderId, [ids[0]]));
    expect(result.voidedLotteryId).toBe('12345678');
    expect(await data('lottery/12345678')).toBeUndefined();
    expect(await data(`orders/${sale.orderId}`)).toMatchObject({ lotteryId: null, voidedLotteryId: '12345678', keptTotalPrice: LOTTERY_PRICE });
    expect((await data(`returns/${result.returnId}`))?.voidedLotteryId).toBe('12345678');
  });

  it('kept above the price, or its winner already drawn: the ticket stays', async () => {
    const ids = await addProducts(c.db, 5);
    const sale = await sell(c.db, 'sellerA', storeRequest(ids, { buyerId: 'customer', lottery: { lotteryTypeId: LOTTERY_NOW, code: '12345678' } }));
    const first = await returnOrExchange(c.db, 'sellerA', ret(sale.orderId, [ids[0]]));
    expect(first.voidedLotteryId).toBeNull();
    expect(await data('lottery/12345678')).toBeDefined();
    await c.db.doc(`lotteryType/${LOTTERY_NOW}`).update({ winnerTicketId: 'drawn' });
    const second = await returnOrExchange(c.db, 'sellerA', ret(sale.orderId, [ids[1], ids[2]]));
    expect(second.voidedLotteryId).toBeNull();
    expect(await data(`orders/${sale.orderId}`)).toMatchObject({ lotteryId: '12345678', keptTotalPrice: 200_000 });
  });
});

describe('the e-barimt jobs, written with the return', () => {
  const vat = (ids: readonly string[]) => ({ lines: ids.map((id) => take(id, 100_000, true)) });

  it("a part return corrects the sale's receipt (what it keeps), for the sale's buyer; the whole rest returns it", async () => {
    await c.db.doc('appConfigs/ebarimt').update({ enabled: true });
    const [a, b, d] = await addProducts(c.db, 3);
    const orderId = await sold([a, b, d], { ...vat([a, b, d]), ebarimt: { type: 'B2B', regNo: '1234567' } });
    const saleJob = await data(`ebarimtReceipts/${orderId}`);
    expect(saleJob).toMatchObject({ kind: 'sale', productIds: [a, b, d] });
    const part = await returnOrExchange(c.db, 'sellerA', ret(orderId, [a]));
    expect(await data(`ebarimtReceipts/${part.returnId}-${orderId}`)).toMatchObject({
      orderId,
      returnId: part.returnId,
      seriesId: orderId,
      kind: 'correction',
      pointId: STORE_A,
      productIds: [b, d],
      buyer: saleJob?.buyer,
      status: 'pending',
      createdUserId: 'sellerA',
    });
    const rest = await returnOrExchange(c.db, 'manager', ret(orderId, [b, d]));
    expect(await data(`ebarimtReceipts/${rest.returnId}-${orderId}`)).toMatchObject({ kind: 'return', productIds: [], seriesId: orderId, createdUserId: 'manager' });
    expect(await countOf(c.db, 'ebarimtReceipts')).toBe(3);
  });

  it("an exchange's VAT goods get their own receipt, which a later return of them corrects", async () => {
    await c.db.doc('appConfigs/ebarimt').update({ enabled: true });
    const [a] = await addProducts(c.db, 1);
    const [n1, n2] = await addProducts(c.db, 2);
    const orderId = await sold([a], vat([a]));
    const exchange = await returnOrExchange(c.db, 'sellerA', ret(orderId, [a], { newLines: [take(n1, 100_000, true), take(n2, 100_000, true)] }));
    expect(exchange.difference).toBe(110_000);
    expect(await data(`ebarimtReceipts/${exchange.returnId}-${orderId}`)).toMatchObject({ kind: 'return', productIds: [] });
    expect(await data(`ebarimtReceipts/${exchange.returnId}-new`)).toMatchObject({ kind: 'sale', seriesId: `${exchange.returnId}-new`, productIds: [n1, n2], buyer: { type: 'B2C', consumerNo: null } });
    const back = await returnOrExchange(c.db, 'sellerA', ret(orderId, [n1]));
    expect(await data(`ebarimtReceipts/${back.returnId}-${exchange.returnId}-new`)).toMatchObject({ kind: 'correction', seriesId: `${exchange.returnId}-new`, productIds: [n2] });
  });

  it('no job without a receipt to correct, or with the setting off and no VAT on the new goods', async () => {
    const [a, b] = await addProducts(c.db, 2);
    const [n] = await addProducts(c.db, 1);
    const orderId = await sold([a, b], vat([a, b]));
    expect(await data(`ebarimtReceipts/${orderId}`)).toBeUndefined();
    await returnOrExchange(c.db, 'sellerA', ret(orderId, [a], { newLines: [take(n, 100_000, true)], payment: { payments: { ...NONE, cash: 0 }, cashReceived: null } }));
    expect(await countOf(c.db, 'ebarimtReceipts')).toBe(0);
  });
});

describe('a late return with a Manager’s approval', () => {
  it('the request is derived from the order; approved, it is used once by exactly its return', async () => {
    const [a, b] = await addProducts(c.db, 2);
    const orderId = await sold([a, b], { buyerId: 'customer', lines: [take(a, 100_000, true), take(b)] });
    const late = later(20);
    expect(await problem('sellerA', ret(orderId, [a]), returnOrExchange, late)).toEqual({ problem: 'approvalMissing' });

    const { requestId } = await requestReturn(c.db, 'sellerA', { key: saleKey(), orderId, productIds: [a], reason: '  Too small, worn once ' }, late);
    const order = await data(`orders/${orderId}`);
    const stored = await data(`returnRequests/${requestId}`);
    expect(stored).toMatchObject({
      id: requestId,
      orderId,
      productIds: [a],
      returnedTotal: 110_000,
      reason: 'Too small, worn once',
      state: 'pending',
      locationId: STORE_A,
      locationName: 'Store A',
      contactName: 'Dorj Bat',
      createdUserId: 'sellerA',
      createdUser: { firstName: 'Saraa', lastName: 'Dorj', role: 'Reception In City' },
    });
    expect((stored?.soldAt as Timestamp).toMillis()).toBe((order?.createdAt as Timestamp).toMillis());
    // Pending is not approved.
    expect(await problem('sellerA', ret(orderId, [a], { approvalId: requestId }), returnOrExchange, late)).toEqual({ problem: 'approvalMissing' });

    await c.db.doc(`returnRequests/${requestId}`).update({ state: 'approved', decidedBy: { id: 'manager', firstName: 'Oyun', lastName: 'Bat' }, decidedAt: Timestamp.now() });
    // Only for exactly its lines.
    expect(await problem('sellerA', ret(orderId, [a, b], { approvalId: requestId }), returnOrExchange, late)).toEqual({ problem: 'approvalMissing' });
    expect(await problem('sellerA', ret(orderId, [b], { approvalId: requestId }), returnOrExchange, late)).toEqual({ problem: 'approvalMissing' });

    const result = await returnOrExchange(c.db, 'sellerA', ret(orderId, [a], { approvalId: requestId }), late);
    expect(result.returnedTotal).toBe(110_000);
    expect(await data(`returnRequests/${requestId}`)).toMatchObject({ state: 'used', returnId: result.returnId });
    expect((await data(`returns/${result.returnId}`))?.approvalId).toBe(requestId);
    // Used up: not again.
    expect(await problem('sellerA', ret(orderId, [b], { approvalId: requestId }), returnOrExchange, late)).toEqual({ problem: 'approvalMissing' });
  });

  it("another seller's approval, or one for another order, is not this return's", async () => {
    await c.db.doc('users/sellerA2').set({ ...PEOPLE.sellerA, id: 'sellerA2', firstName: 'Other' });
    const [a, b] = await addProducts(c.db, 2);
    const orderId = await sold([a]);
    const otherOrder = await sold([b]);
    const late = later(20);
    const theirs = (await requestReturn(c.db, 'sellerA2', { key: saleKey(), orderId, productIds: [a], reason: '' }, late)).requestId;
    const elsewhere = (await requestReturn(c.db, 'sellerA', { key: saleKey(), orderId: otherOrder, productIds: [b], reason: '' }, late)).requestId;
    for (const id of [theirs, elsewhere]) await c.db.doc(`returnRequests/${id}`).update({ state: 'approved' });
    expect(await problem('sellerA', ret(orderId, [a], { approvalId: theirs }), returnOrExchange, late)).toEqual({ problem: 'approvalMissing' });
    expect(await problem('sellerA', ret(orderId, [a], { approvalId: elsewhere }), returnOrExchange, late)).toEqual({ problem: 'approvalMissing' });
    expect(await problem('sellerA', ret(orderId, [a], { approvalId: 'no-such-request' }), returnOrExchange, late)).toEqual({ problem: 'approvalMissing' });
  });

  it('a request: only a seller of the store, for lines still sold to the order, the figures never typed', async () => {
    const [a, b] = await addProducts(c.db, 2);
    const orderId = await sold([a]);
    const ask = (over: Record<string, unknown> = {}) => ({ key: saleKey(), orderId, productIds: [a], reason: 'late', ...over });
    const asked: Command = requestReturn;
    for (const field of ['returnedTotal', 'soldAt', 'contactName', 'locationId', 'state', 'createdUser']) {
      expect(await problem('sellerA', ask({ [field]: 1 }), asked)).toEqual({ invalid: field });
    }
    expect(await problem('sellerA', ask({ reason: 'x'.repeat(201) }), asked)).toEqual({ invalid: 'reason' });
    expect(await problem('sellerA', ask({ productIds: [b] }), asked)).toEqual({ conflict: { productName: await nameOf(b), reason: 'notSold' } });
    expect(await problem('sellerA', ask({ productIds: ['nothing'] }), asked)).toEqual({ conflict: { productName: 'nothing', reason: 'missing' } });
    expect(await problem('sellerA', ask({ orderId: 'no-such-order' }), asked)).toEqual({ problem: 'orderChanged' });
    expect(await problem('sellerB', ask(), asked)).toEqual({ problem: 'notAllowed' });
    expect(await problem('manager', ask(), asked)).toEqual({ problem: 'notAllowed' });
    expect(await problem('courier', ask(), asked)).toEqual({ problem: 'notAllowed' });
    expect(await refusal('retiredSeller', ask(), asked)).toEqual({ code: 'permission-denied', details: { caller: 'notStaff' } });
    expect(await refusal(undefined, ask(), asked)).toEqual({ code: 'unauthenticated', details: { caller: 'signedOut' } });
    // The same key again: the first request, not a second.
    const once = ask();
    const first = await requestReturn(c.db, 'sellerA', once);
    expect(await requestReturn(c.db, 'sellerA', once)).toEqual(first);
    expect(await countOf(c.db, 'returnRequests')).toBe(1);
  });
});

describe('each input forged alone is refused and writes nothing', () => {
  it('figures the server derives cannot be sent at all', async () => {
    const [a] = await addProducts(c.db, 1);
    const orderId = await sold([a]);
    for (const field of ['returnedTotal', 'newTotal', 'difference', 'lines', 'kind', 'keptTotalPrice', 'voidedLotteryId', 'transactionId', 'locationId', 'createdUserId', 'userId']) {
      expect(await refusal('sellerA', { ...ret(orderId, [a]), [field]: 1 })).toEqual({ code: 'invalid-argument', details: { invalid: field } });
    }
    expect(await problem('sellerA', ret(orderId, [a], { newLines: [{ productId: 'x', isNoat: false, price: 1, originalPrice: 1 }] }))).toEqual({ invalid: 'newLines' });
  });

  it("money: a new product's price other than the stored one, payments or paid back that do not add up, short cash, the wrong side", async () => {
    const [a, b] = await addProducts(c.db, 2);
    const [n] = await addProducts(c.db, 1, { price: 130_000, originalPrice: 130_000 });
    const orderId = await sold([a, b]);
    const name = await nameOf(n);
    expect(await problem('sellerA', ret(orderId, [a], { newLines: [take(n, 100_000)] }))).toEqual({ conflict: { productName: name, reason: 'changed' } });
    const dearer = (payment: unknown, paidBack: unknown = null) => ret(orderId, [a], { newLines: [take(n, 130_000)], payment, paidBack });
    expect(await problem('sellerA', dearer({ payments: { ...NONE, card: 20_000 }, cashReceived: null }))).toEqual({ problem: 'paymentMismatch' });
    expect(await problem('sellerA', dearer({ payments: { ...NONE, cash: 30_000 }, cashReceived: 20_000 }))).toEqual({ problem: 'cashShort' });
    expect(await problem('sellerA', dearer({ payments: { ...NONE, cash: 40_000, card: -10_000 }, cashReceived: null }))).toEqual({ invalid: 'payment' });
    expect(await problem('sellerA', dearer(null, { ...NONE, cash: 30_000 }))).toEqual({ problem: 'paidBackMismatch' });
    expect(await problem('sellerA', ret(orderId, [a], { paidBack: { ...NONE, cash: 90_000 } }))).toEqual({ problem: 'paidBackMismatch' });
    expect(await problem('sellerA', ret(orderId, [a], { paidBack: { ...NONE, cash: 100_001 } }))).toEqual({ problem: 'paidBackMismatch' });
    // Something paid on a return: there is nothing to pay.
    expect(await problem('sellerA', ret(orderId, [a], { payment: { payments: { ...NONE, cash: 5 }, cashReceived: null } }))).toEqual({ problem: 'paymentMismatch' });
  });

  it('VAT ticked on a discounted new product is not added (its price is what it costs)', async () => {
    const [a] = await addProducts(c.db, 1);
    const [n] = await addProducts(c.db, 1, { price: 80_000, originalPrice: 100_000, isDiscount: true });
    const orderId = await sold([a]);
    const result = await returnOrExchange(c.db, 'sellerA', ret(orderId, [a], { newLines: [take(n, 80_000, true)], paidBack: { ...NONE, cash: 20_000 } }));
    expect(result.newLines[0]).toMatchObject({ isNoat: false, price: 80_000 });
    expect(result.difference).toBe(-20_000);
  });

  it("stock, back side: a product not sold to this order, in stock, returned already, missing or on its way", async () => {
    const [a, b, free, onWay] = await addProducts(c.db, 4);
    const orderId = await sold([a, onWay]);
    const other = await sold([b]);
    expect(await problem('sellerA', ret(orderId, [b]))).toEqual({ conflict: { productName: await nameOf(b), reason: 'notSold' } });
    expect(await problem('sellerA', ret(orderId, [free]))).toEqual({ conflict: { productName: await nameOf(free), reason: 'notSold' } });
    expect(await problem('sellerA', ret(orderId, ['no-such-product']))).toEqual({ conflict: { productName: 'no-such-product', reason: 'missing' } });
    await c.db.doc(`products/${onWay}`).update({ isDeliveryPending: true });
    expect(await problem('sellerA', ret(orderId, [onWay]))).toEqual({ conflict: { productName: await nameOf(onWay), reason: 'deliveryPending' } });
    await returnOrExchange(c.db, 'sellerA', ret(orderId, [a]));
    expect(await problem('sellerA', ret(orderId, [a]))).toEqual({ conflict: { productName: await nameOf(a), reason: 'notSold' } });
    expect(other).not.toBe(orderId);
  });

  it('stock, new side: sold, pending, missing, in another store or the warehouse', async () => {
    const [a] = await addProducts(c.db, 1);
    const orderId = await sold([a]);
    for (const [flags, reason] of [
      [{ isSold: true }, 'sold'],
      [{ isDeliveryPending: true }, 'deliveryPending'],
      [{ isDiscountPending: true }, 'discountPending'],
      [{ isSalePending: true }, 'salePending'],
      [{ isMovePending: true }, 'movePending'],
    ] as const) {
      const [n] = await addProducts(c.db, 1, flags);
      expect(await problem('sellerA', ret(orderId, [a], { newLines: [take(n)] }))).toEqual({ conflict: { productName: await nameOf(n), reason } });
    }
    expect(await problem('sellerA', ret(orderId, [a], { newLines: [take('no-such-product')] }))).toEqual({ conflict: { productName: 'no-such-product', reason: 'missing' } });
    const [elsewhere] = await addProducts(c.db, 1, { locationId: STORE_B, locationName: 'Store B' });
    const [stored] = await addProducts(c.db, 1, { locationType: 'warehouse', locationId: WAREHOUSE, locationName: 'Warehouse' });
    expect(await problem('sellerA', ret(orderId, [a], { newLines: [take(elsewhere)] }))).toEqual({ problem: 'newElsewhere' });
    expect(await problem('manager', ret(orderId, [a], { newLines: [take(stored)] }))).toEqual({ problem: 'newElsewhere' });
  });

  it("ownership and status: another store's sale, a delivery, a sale not done, an unknown order, a sale record of another order", async () => {
    const [a, b, d] = await addProducts(c.db, 3);
    const [bStore] = await addProducts(c.db, 1, { locationId: STORE_B, locationName: 'Store B' });
    const orderId = await sold([a, d]);
    const storeB = await sold([bStore], {}, 'sellerB');
    expect(await problem('sellerA', ret(storeB, [bStore]))).toEqual({ problem: 'notAllowed' });
    const delivery = (
      await sell(c.db, 'callCentre', storeRequest([b], { kind: 'delivery', buyerId: 'customer', delivery: { duureg: 'dp-bayanzurkh', address: 'A street 1', addressDescription: '' } }))
    ).orderId;
    expect(await problem('manager', ret(delivery, [b]))).toEqual({ problem: 'notAllowed' });
    await c.db.doc(`orders/${orderId}`).update({ pending_status: 'pending' });
    expect(await problem('manager', ret(orderId, [a]))).toEqual({ problem: 'notAllowed' });
    await c.db.doc(`orders/${orderId}`).update({ pending_status: 'done' });
    expect(await problem('sellerA', ret('no-such-order', [a]))).toEqual({ problem: 'orderChanged' });
    // A product's sale pointing at another order's sale record.
    const otherSale = (await c.db.collection('sales').where('productId', '==', b).get()).docs[0].id;
    await c.db.doc(`products/${d}`).update({ saleId: otherSale });
    expect(await problem('sellerA', ret(orderId, [d]))).toEqual({ conflict: { productName: await nameOf(d), reason: 'changed' } });
  });

  it('the lines: none, twice, back and new at once, more than 200', async () => {
    const [a] = await addProducts(c.db, 1);
    const orderId = await sold([a]);
    expect(await problem('sellerA', ret(orderId, []))).toEqual({ invalid: 'productIds' });
    expect(await problem('sellerA', ret(orderId, [a, a]))).toEqual({ invalid: 'productIds' });
    expect(await problem('sellerA', ret(orderId, [a], { newLines: [take(a)] }))).toEqual({ invalid: 'newLines' });
    expect(await problem('manager', ret(orderId, Array.from({ length: 201 }, (_, i) => `x${i}`)))).toEqual({ invalid: 'productIds' });
  });
});

describe('wrong callers', () => {
  it("another store's seller, a courier, the call centre, deactivated, a customer, no profile, signed out", async () => {
    const [a] = await addProducts(c.db, 1);
    const orderId = await sold([a]);
    expect(await refusal('sellerB', ret(orderId, [a]))).toEqual({ code: 'failed-precondition', details: { problem: 'notAllowed' } });
    expect(await problem('courier', ret(orderId, [a]))).toEqual({ problem: 'notAllowed' });
    expect(await problem('callCentre', ret(orderId, [a]))).toEqual({ problem: 'notAllowed' });
    expect(await refusal('retiredSeller', ret(orderId, [a]))).toEqual({ code: 'permission-denied', details: { caller: 'notStaff' } });
    expect(await refusal('customer', ret(orderId, [a]))).toEqual({ code: 'permission-denied', details: { caller: 'notStaff' } });
    expect(await refusal('stranger', ret(orderId, [a]))).toEqual({ code: 'permission-denied', details: { caller: 'notStaff' } });
    expect(await refusal(undefined, ret(orderId, [a]))).toEqual({ code: 'unauthenticated', details: { caller: 'signedOut' } });
  });
});

describe('replays and races', () => {
  it('the same key again returns the first result and returns nothing more; at the same moment, one return', async () => {
    const [a, b] = await addProducts(c.db, 2);
    const [n] = await addProducts(c.db, 1);
    const orderId = await sold([a, b]);
    const request = ret(orderId, [a], { newLines: [take(n)] });
    const first = await returnOrExchange(c.db, 'sellerA', request);
    expect(await returnOrExchange(c.db, 'sellerA', request)).toEqual(first);
    expect([await countOf(c.db, 'returns'), await countOf(c.db, 'transactions')]).toEqual([1, 2]);

    const twice = ret(orderId, [b]);
    const results = await Promise.allSettled([returnOrExchange(c.db, 'sellerA', twice), returnOrExchange(c.db, 'sellerA', twice)]);
    const ok = results.filter((r): r is PromiseFulfilledResult<ReturnCommandResult> => r.status === 'fulfilled');
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.value.returnId)).size).toBe(1);
    expect(await countOf(c.db, 'returns')).toBe(2);
  });

  it("someone else's key, or a key of another command, is refused, not answered", async () => {
    const [a, b] = await addProducts(c.db, 2);
    const orderId = await sold([a, b]);
    const first = ret(orderId, [a]);
    await returnOrExchange(c.db, 'sellerA', first);
    expect(await refusal('manager', ret(orderId, [b], { key: first.key }))).toEqual({ code: 'invalid-argument', details: { invalid: 'key' } });
    const asked = { key: saleKey(), orderId, productIds: [b], reason: '' };
    await requestReturn(c.db, 'sellerA', asked);
    expect(await refusal('sellerA', ret(orderId, [b], { key: asked.key }))).toEqual({ code: 'invalid-argument', details: { invalid: 'key' } });
  });

  it('two sellers race to return the same product: exactly one return, the other told which product', async () => {
    const [a, b] = await addProducts(c.db, 2);
    const orderId = await sold([a, b]);
    const name = await nameOf(a);
    const results = await Promise.allSettled([returnOrExchange(c.db, 'sellerA', ret(orderId, [a])), returnOrExchange(c.db, 'manager', ret(orderId, [a, b]))]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toBeInstanceOf(CommandError);
    expect((lost[0].reason as CommandError).details).toEqual({ conflict: { productName: name, reason: 'notSold' } });
    expect(await countOf(c.db, 'returns')).toBe(1);
    expect((await data(`orders/${orderId}`))?.returnIds).toHaveLength(1);
  });

  it('two exchanges race for one new pair: exactly one gets it', async () => {
    const [x, y] = await addProducts(c.db, 2);
    const [wanted] = await addProducts(c.db, 1);
    const first = await sold([x]);
    const second = await sold([y]);
    const results = await Promise.allSettled([
      returnOrExchange(c.db, 'sellerA', ret(first, [x], { newLines: [take(wanted)] })),
      returnOrExchange(c.db, 'manager', ret(second, [y], { newLines: [take(wanted)] })),
    ]);
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost).toHaveLength(1);
    expect((lost[0].reason as CommandError).details).toEqual({ conflict: { productName: await nameOf(wanted), reason: 'sold' } });
    expect(await countOf(c.db, 'returns')).toBe(1);
    expect(await c.db.collection('sales').where('productId', '==', wanted).count().get().then((s) => s.data().count)).toBe(1);
  });
});
