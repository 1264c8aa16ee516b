// THE RETURN against the rules, through the app's own write (features/returns/api/returnWrites.ts):
// a store sale made by its seller (arranged as the sell command writes it: support/saleFixture.ts)
// is taken back at the counter, whole or in part, or exchanged for
// other products of the store (even, dearer, cheaper), in one write. A seller past the window asks a
// Manager, who approves; the approval is used once. The lottery ticket is voided exactly when what the
// order keeps drops to or below its type's price. Then, as an attacker with the SDK: each money,
// stock, ownership and status field of the write forged alone, a line returned twice, another store's
// sale, a late return without approval, a new product not in stock; and two exchanges racing for one
// new product.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { Timestamp, doc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import type { StaffRole } from '../../src/auth/roles';
import type { Product } from '../../src/entities/product/product';
import { NO_PAYMENTS, singlePayment, type Payments } from '../../src/entities/order/payment';
import { lotteryCode } from '../../src/entities/lottery/lotteryTicket';
import type { SaleInput } from '../../src/features/selling/domain/sale';
import type { Seller } from '../../src/features/selling/domain/saleRecords';
import {
  decideReturnRequest,
  prepareCounterReturn,
  requestReturnApproval,
  runCounterReturn,
  type ReturnInput,
} from '../../src/features/returns/api/returnWrites';
import { noPayment } from '../../src/features/returns/domain/returns';
import { returnRequestDocument } from '../../src/entities/saleReturn/saleReturn';
import { toOrder } from '../../src/entities/order/orderDoc';
import { StockConflictError } from '../../src/entities/product/stockChanges';
import { adminAccess } from './support/adminAccess';
import { rulesHarness } from './support/harness';
import { commit, forgeries, type FieldSpec, type Op } from './support/forgery';
import { profileOf, uidOf, type Subject } from './support/users';
import { CUSTOMER, LOTTERY_NOW, STORE_A, STORE_B, addProducts, productData, seedSellingWorld } from './support/selling';
import { seedSale } from './support/saleFixture';

vi.mock('../../src/firebase/firestore', () => ({ db: null }));

const rules = rulesHarness('returns-rules', { users: 'once' });
// One Firestore per caller for the whole file: a write's references must be of the instance committing it.
const instances = new Map<Subject, Firestore>();
function dbFor(subject: Subject): Firestore {
  if (!instances.has(subject)) instances.set(subject, rules.dbFor(subject));
  return instances.get(subject)!;
}
const { admin, stored } = adminAccess(rules);
const SELLER: Subject = 'Reception In City'; // works in STORE_A
const OTHER_SELLER: Subject = 'Reception In Country'; // works in STORE_B
const DAY = 86_400_000;

function userOf(subject: Subject): Seller {
  const p = profileOf(subject);
  const locationId = subject === SELLER ? STORE_A : subject === OTHER_SELLER ? STORE_B : null;
  return { id: uidOf(subject), firstName: p.firstName, lastName: p.lastName, role: p.role as StaffRole, locationId };
}

beforeAll(async () => {
  await seedSellingWorld(rules.env, uidOf(SELLER), uidOf(OTHER_SELLER));
});

async function stock(prices: readonly number[], store = STORE_A): Promise<Product[]> {
  return addProducts(
    rules.env,
    prices.map((price) => productData({ price, originalPrice: price, locationId: store, locationName: store === STORE_A ? 'Store A' : 'Store B' })),
  );
}

/** A store sale by the seller of `products` (a registered customer), optionally with a ticket, as the sell command writes it. */
async function sold(products: readonly Product[], options: { ticket?: boolean; payments?: Payments } = {}) {
  const total = products.reduce((s, p) => s + p.price, 0);
  const input: SaleInput = {
    kind: 'store',
    products,
    lines: products.map((p) => ({ productId: p.id, isNoat: false })),
    buyer: CUSTOMER,
    payment: { payments: options.payments ?? singlePayment('cash', total), cashReceived: null },
    lottery: options.ticket ? { lotteryTypeId: LOTTERY_NOW, code: lotteryCode() } : null,
  };
  const result = await seedSale(rules.env, input, SELLER);
  return { orderId: result.orderId, lotteryCode: result.lotteryCode };
}

function returnOf(orderId: string, productIds: string[], over: Partial<ReturnInput> = {}): ReturnInput {
  return { orderId, productIds, newProducts: [], newVat: {}, payment: noPayment(), paidBack: NO_PAYMENTS, approvalId: null, ...over };
}

async function orderOf(id: string) {
  return toOrder(id, (await stored(`orders/${id}`)) ?? {});
}

/** Moves an order's sale date back (as if sold `days` ago). */
async function backdate(orderId: string, days: number): Promise<void> {
  await admin((db) => updateDoc(doc(db, 'orders', orderId), { createdAt: Timestamp.fromMillis(Date.now() - days * DAY) }));
}

describe('a seller takes back its store sale at the counter', () => {
  it('returns one of two lines in cash: back in stock, its sale marked, one refund, the order keeps the rest', async () => {
    const [a, b] = await stock([120_000, 90_000]);
    const { orderId } = await sold([a, b]);
    const result = await runCounterReturn(returnOf(orderId, [b.id], { paidBack: singlePayment('cash', 90_000) }), userOf(SELLER), undefined, dbFor(SELLER));
    expect(result).toMatchObject({ kind: 'return', returnedTotal: 90_000, newTotal: 0, difference: -90_000, voidedLotteryId: null });
    expect(await stored(`products/${b.id}`)).toMatchObject({ isSold: false, isRefund: true, price: 90_000, returnId: result.returnId, refundTransactionId: result.transactionId });
    expect(await stored(`products/${a.id}`)).toMatchObject({ isSold: true, orderId });
    const bSale = (await stored(`products/${b.id}`))?.saleId as string;
    expect(await stored(`sales/${bSale}`)).toMatchObject({ state: 'refund', returnId: result.returnId });
    expect(await stored(`transactions/${result.transactionId}`)).toMatchObject({
      type: 'refund',
      amount: -90_000,
      returnedAmount: -90_000,
      soldAmount: 0,
      returnId: result.returnId,
      orderId,
      productIds: [b.id],
      customerId: CUSTOMER.id,
    });
    expect(await stored(`returns/${result.returnId}`)).toMatchObject({
      kind: 'return',
      orderId,
      productIds: [b.id],
      returnedTotal: 90_000,
      difference: -90_000,
      paidBack: { cash: 90_000, card: 0, qpay: 0, bank: 0 },
      payments: { cash: 0, card: 0, qpay: 0, bank: 0 },
      locationId: STORE_A,
      userId: CUSTOMER.id,
      createdUserId: uidOf(SELLER),
    });
    const order = await orderOf(orderId);
    expect(order.keptTotalPrice).toBe(120_000);
    expect(order.returnedProductIds).toEqual([b.id]);
    expect(order.returnIds).toEqual([result.returnId]);
    expect(order.soldTotalPrice).toBe(210_000);
  });

  it('exchanges evenly for the next size: nothing paid, the new pair sold to the same order, one exchange transaction of 0', async () => {
    const [size40] = await stock([150_000]);
    const [size41] = await stock([150_000]);
    const { orderId } = await sold([size40]);
    const result = await runCounterReturn(returnOf(orderId, [size40.id], { newProducts: [size41] }), userOf(SELLER), undefined, dbFor(SELLER));
    expect(result).toMatchObject({ kind: 'exchange', returnedTotal: 150_000, newTotal: 150_000, difference: 0 });
    expect(await stored(`products/${size41.id}`)).toMatchObject({ isSold: true, orderId, saleId: `${result.returnId}-${size41.id}`, exchangeId: result.returnId });
    expect(await stored(`sales/${result.returnId}-${size41.id}`)).toMatchObject({ orderId, price: 150_000, purchaseType: 'store', userId: CUSTOMER.id, exchangeId: result.returnId });
    expect(await stored(`transactions/${result.transactionId}`)).toMatchObject({ type: 'exchange', amount: 0, returnedAmount: -150_000, soldAmount: 150_000 });
    expect((await orderOf(orderId)).keptTotalPrice).toBe(150_000);
  });

  it('exchanges for a dearer pair with the difference paid by card, then exchanges that pair again', async () => {
    const [cheap, dear, dearer] = await stock([100_000, 130_000, 160_000]);
    const { orderId } = await sold([cheap]);
    const first = await runCounterReturn(
      returnOf(orderId, [cheap.id], { newProducts: [dear], payment: { payments: singlePayment('card', 30_000), cashReceived: null } }),
      userOf(SELLER),
      undefined,
      dbFor(SELLER),
    );
    expect(await stored(`returns/${first.returnId}`)).toMatchObject({ difference: 30_000, payments: { cash: 0, card: 30_000, qpay: 0, bank: 0 } });
    // The pair taken in the exchange comes back in turn: its line is the one its exchange sold.
    const second = await runCounterReturn(
      returnOf(orderId, [dear.id], { newProducts: [dearer], payment: { payments: singlePayment('cash', 30_000), cashReceived: 50_000 } }),
      userOf(SELLER),
      undefined,
      dbFor(SELLER),
    );
    expect(await stored(`returns/${second.returnId}`)).toMatchObject({ difference: 30_000, cashReceived: 50_000, returnedTotal: 130_000 });
    const order = await orderOf(orderId);
    expect(order.keptTotalPrice).toBe(160_000);
    expect(order.returnIds).toEqual([first.returnId, second.returnId]);
  });

  it('exchanges for a cheaper pair: the difference goes back, split cash and card', async () => {
    const [dear, cheap] = await stock([200_000, 150_000]);
    const { orderId } = await sold([dear], { payments: { ...NO_PAYMENTS, cash: 100_000, card: 100_000 } });
    const result = await runCounterReturn(
      returnOf(orderId, [dear.id], { newProducts: [cheap], paidBack: { ...NO_PAYMENTS, cash: 20_000, card: 30_000 } }),
      userOf(SELLER),
      undefined,
      dbFor(SELLER),
    );
    expect(await stored(`transactions/${result.transactionId}`)).toMatchObject({ type: 'exchange', amount: -50_000 });
    expect(await stored(`returns/${result.returnId}`)).toMatchObject({ paidBack: { cash: 20_000, card: 30_000, qpay: 0, bank: 0 } });
  });

  it('exchanges 3 pairs for 3 with VAT added on the new ones, the difference in cash with change', async () => {
    const back = await stock([200_000, 200_000, 200_000]);
    const taken = await stock([200_000, 200_000, 200_000]);
    const { orderId } = await sold(back);
    const result = await runCounterReturn(
      returnOf(orderId, back.map((p) => p.id), {
        newProducts: taken,
        newVat: Object.fromEntries(taken.map((p) => [p.id, true])),
        payment: { payments: singlePayment('cash', 60_000), cashReceived: 100_000 },
      }),
      userOf(SELLER),
      undefined,
      dbFor(SELLER),
    );
    // 3 x (200,000 + 10 % VAT) - 3 x 200,000.
    expect(result).toMatchObject({ newTotal: 660_000, difference: 60_000 });
    expect(await stored(`sales/${result.returnId}-${taken[0].id}`)).toMatchObject({ price: 220_000, product: { isNoat: true, price: 220_000 } });
    expect(await stored(`products/${taken[0].id}`)).toMatchObject({ isSold: true, isNoat: true, price: 200_000 });
  });

  it('never returns a line twice: the screen is told, and the same write replayed is refused', async () => {
    const [a, b] = await stock([80_000, 70_000]);
    const { orderId } = await sold([a, b]);
    const input = returnOf(orderId, [a.id], { paidBack: singlePayment('cash', 80_000) });
    const ops = await prepareCounterReturn(input, userOf(SELLER), undefined, dbFor(SELLER));
    await runCounterReturn(input, userOf(SELLER), undefined, dbFor(SELLER));
    await expect(runCounterReturn(input, userOf(SELLER), undefined, dbFor(SELLER))).rejects.toBeInstanceOf(StockConflictError);
    // The first write's documents again, with their ids (the order now lists the first return).
    await assertFails(commit(dbFor(SELLER), ops as Op[]));
  });
});

describe('who may take back what', () => {
  it("another store's seller may not (not even with the write prepared by the sale's seller)", async () => {
    const [a] = await stock([50_000]);
    const { orderId } = await sold([a]);
    const input = returnOf(orderId, [a.id], { paidBack: singlePayment('cash', 50_000) });
    await expect(runCounterReturn(input, userOf(OTHER_SELLER), undefined, dbFor(OTHER_SELLER))).rejects.toBeTruthy();
    const ops = await prepareCounterReturn(input, userOf(SELLER), undefined, dbFor(SELLER));
    const rebound = ops.map((op) => ({ ...op, ref: doc(dbFor(OTHER_SELLER), op.ref.path) })) as Op[];
    await assertFails(commit(dbFor(OTHER_SELLER), rebound));
  });

  it('past the window the seller needs a Manager: refused alone, approved live, used once', async () => {
    const [a, b] = await stock([60_000, 40_000]);
    const { orderId } = await sold([a, b]);
    const input = returnOf(orderId, [a.id], { paidBack: singlePayment('cash', 60_000) });
    const early = await prepareCounterReturn(input, userOf(SELLER), undefined, dbFor(SELLER));
    await backdate(orderId, 15);
    await expect(runCounterReturn(input, userOf(SELLER), undefined, dbFor(SELLER))).rejects.toMatchObject({ problem: 'approvalMissing' });
    // The write prepared within the window, committed after it: the rules judge the sale's date.
    await assertFails(commit(dbFor(SELLER), early as Op[]));

    const order = await orderOf(orderId);
    const requestId = await requestReturnApproval(order, [a.id], 60_000, 'Too small, worn once', userOf(SELLER) as never, dbFor(SELLER));
    // The seller cannot approve its own request; a Manager can.
    await assertFails(updateDoc(doc(dbFor(SELLER), 'returnRequests', requestId), { state: 'approved' }));
    await decideReturnRequest(requestId, true, userOf('Manager') as never, dbFor('Manager'));
    const approved = { ...input, approvalId: requestId };
    const result = await runCounterReturn(approved, userOf(SELLER), undefined, dbFor(SELLER));
    expect(await stored(`returnRequests/${requestId}`)).toMatchObject({ state: 'used', returnId: result.returnId });
    expect(await stored(`returns/${result.returnId}`)).toMatchObject({ approvalId: requestId });
    // Used once: the other line with the same approval is refused.
    await expect(
      runCounterReturn({ ...approved, productIds: [b.id], paidBack: singlePayment('cash', 40_000) }, userOf(SELLER), undefined, dbFor(SELLER)),
    ).rejects.toMatchObject({ problem: 'approvalMissing' });
  });

  it('the window is a business setting: 30 days lets the seller take back a 20-day-old sale; only Admin, Manager, dev set it', async () => {
    const [a] = await stock([30_000]);
    const { orderId } = await sold([a]);
    await backdate(orderId, 20);
    await assertFails(updateDoc(doc(dbFor(SELLER), 'appConfigs', 'returns'), { windowDays: 30 }));
    const { saveReturnWindow } = await import('../../src/features/returns/api/returnWrites');
    await saveReturnWindow(30, dbFor('Manager'));
    try {
      await runCounterReturn(returnOf(orderId, [a.id], { paidBack: singlePayment('cash', 30_000) }), userOf(SELLER), undefined, dbFor(SELLER));
    } finally {
      await saveReturnWindow(14, dbFor('Manager'));
    }
    expect(await stored(`products/${a.id}`)).toMatchObject({ isSold: false });
  });

  it('a window of 0 days: a sale made today, approved by a Manager, is taken back by its seller (issue 40, finding 5)', async () => {
    const { saveReturnWindow } = await import('../../src/features/returns/api/returnWrites');
    await saveReturnWindow(0, dbFor('Manager'));
    try {
      const [a] = await stock([60_000]);
      const { orderId } = await sold([a]);
      const input = returnOf(orderId, [a.id], { paidBack: singlePayment('cash', 60_000) });
      await expect(runCounterReturn(input, userOf(SELLER), undefined, dbFor(SELLER))).rejects.toMatchObject({ problem: 'approvalMissing' });
      const requestId = await requestReturnApproval(await orderOf(orderId), [a.id], 60_000, 'Wrong size', userOf(SELLER) as never, dbFor(SELLER));
      await decideReturnRequest(requestId, true, userOf('Manager') as never, dbFor('Manager'));
      const result = await runCounterReturn({ ...input, approvalId: requestId }, userOf(SELLER), undefined, dbFor(SELLER));
      expect(await stored(`returns/${result.returnId}`)).toMatchObject({ approvalId: requestId });
      expect(await stored(`products/${a.id}`)).toMatchObject({ isSold: false, isRefund: true });
    } finally {
      await saveReturnWindow(14, dbFor('Manager'));
    }
  });

  it('a Manager takes back any store sale directly, even an old one', async () => {
    const [a] = await stock([45_000]);
    const { orderId } = await sold([a]);
    await backdate(orderId, 200);
    await runCounterReturn(returnOf(orderId, [a.id], { paidBack: singlePayment('card', 45_000) }), userOf('Manager'), undefined, dbFor('Manager'));
    expect(await stored(`products/${a.id}`)).toMatchObject({ isSold: false, isRefund: true });
  });
});

describe('the lottery ticket (docs/lottery.md)', () => {
  it('is voided when what the order keeps drops to or below the type price, kept otherwise', async () => {
    // 2 x 200,000 = 400,000 > 300,000: a ticket.
    const [a, b, c] = await stock([200_000, 200_000, 250_000]);
    const { orderId, lotteryCode: code } = await sold([a, b], { ticket: true });
    expect(code).toBeTruthy();
    // An exchange of a for a dearer c keeps 450,000: the ticket stays.
    await runCounterReturn(
      returnOf(orderId, [a.id], { newProducts: [c], payment: { payments: singlePayment('cash', 50_000), cashReceived: null } }),
      userOf(SELLER),
      undefined,
      dbFor(SELLER),
    );
    expect(await stored(`lottery/${code}`)).toBeTruthy();
    // Returning b keeps 250,000 <= 300,000: voided, in the same write.
    const result = await runCounterReturn(returnOf(orderId, [b.id], { paidBack: singlePayment('cash', 200_000) }), userOf(SELLER), undefined, dbFor(SELLER));
    expect(result.voidedLotteryId).toBe(code);
    expect(await stored(`lottery/${code}`)).toBeUndefined();
    expect(await stored(`orders/${orderId}`)).toMatchObject({ lotteryId: null, voidedLotteryId: code, keptTotalPrice: 250_000 });
  });

  it('a return that should void the ticket cannot keep it, and one that should keep it cannot void it', async () => {
    const [a, b] = await stock([200_000, 200_000]);
    const { orderId, lotteryCode: code } = await sold([a, b], { ticket: true });
    const voiding = await prepareCounterReturn(returnOf(orderId, [b.id], { paidBack: singlePayment('cash', 200_000) }), userOf(SELLER), undefined, dbFor(SELLER));
    const keep = voiding
      .filter((op) => !(op.kind === 'delete' && op.ref.path === `lottery/${code}`))
      .map((op) => {
        if (op.kind === 'set' && op.ref.parent.id === 'returns') return { ...op, data: { ...op.data, voidedLotteryId: null } };
        if (op.kind === 'update' && op.ref.parent.id === 'orders') {
          const { lotteryId: _l, voidedLotteryId: _v, ...rest } = op.data;
          return { ...op, data: rest };
        }
        return op;
      });
    await assertFails(commit(dbFor(SELLER), keep as Op[]));
    expect(await stored(`lottery/${code}`)).toBeTruthy();

    const [c, d] = await stock([200_000, 200_000]);
    const second = await sold([c, d], { ticket: true });
    const [e] = await stock([200_000]);
    const even = await prepareCounterReturn(returnOf(second.orderId, [c.id], { newProducts: [e] }), userOf(SELLER), undefined, dbFor(SELLER));
    const voided = even.map((op) => {
      if (op.kind === 'set' && op.ref.parent.id === 'returns') return { ...op, data: { ...op.data, voidedLotteryId: second.lotteryCode } };
      if (op.kind === 'update' && op.ref.parent.id === 'orders') return { ...op, data: { ...op.data, lotteryId: null, voidedLotteryId: second.lotteryCode } };
      return op;
    });
    voided.push({ kind: 'delete', ref: doc(dbFor(SELLER), 'lottery', String(second.lotteryCode)) });
    await assertFails(commit(dbFor(SELLER), voided as Op[]));
    expect(await stored(`lottery/${second.lotteryCode}`)).toBeTruthy();
  });
});

describe("within Firestore's limits", () => {
  it('the heaviest return goes through: 3 lines back and 3 new (6), with an approval and its ticket voided', async () => {
    const back = await stock([200_000, 200_000, 200_000]);
    const taken = await stock([10_000, 10_000, 10_000]);
    const { orderId, lotteryCode: code } = await sold(back, { ticket: true });
    await backdate(orderId, 30);
    const ids = back.map((p) => p.id);
    const requestId = await requestReturnApproval(await orderOf(orderId), ids, 600_000, '', userOf(SELLER) as never, dbFor(SELLER));
    await decideReturnRequest(requestId, true, userOf('Manager') as never, dbFor('Manager'));
    const result = await runCounterReturn(
      returnOf(orderId, ids, { newProducts: taken, paidBack: singlePayment('cash', 570_000), approvalId: requestId }),
      userOf(SELLER),
      undefined,
      dbFor(SELLER),
    );
    expect(result).toMatchObject({ difference: -570_000, voidedLotteryId: code });
    expect(await stored(`lottery/${code}`)).toBeUndefined();
  });
});

describe('two exchanges race for one new pair', () => {
  it('exactly one gets it; the other is told which product was taken, and nothing of it is written', async () => {
    const [x, y] = await stock([90_000, 90_000]);
    const [wanted] = await stock([90_000]);
    const first = await sold([x]);
    const second = await sold([y]);
    const outcomes = await Promise.allSettled([
      runCounterReturn(returnOf(first.orderId, [x.id], { newProducts: [wanted] }), userOf(SELLER), undefined, dbFor(SELLER)),
      runCounterReturn(returnOf(second.orderId, [y.id], { newProducts: [wanted] }), userOf('Manager'), undefined, dbFor('Manager')),
    ]);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toBeInstanceOf(StockConflictError);
    expect((lost[0].reason as StockConflictError).message).toContain(wanted.name);
    const winner = outcomes[0].status === 'fulfilled' ? first.orderId : second.orderId;
    const loser = winner === first.orderId ? second : first;
    expect(await stored(`products/${wanted.id}`)).toMatchObject({ isSold: true, orderId: winner });
    // The loser's returned pair is still sold to its order: nothing half done.
    expect(await stored(`products/${(loser === first ? x : y).id}`)).toMatchObject({ isSold: true, orderId: loser.orderId });
    expect((await orderOf(loser.orderId)).returnIds).toBeUndefined();
  });
});

describe('forged returns and exchanges are refused (the SDK from a console)', () => {
  /** A fresh legitimate exchange of 2 returned lines for 1 new (dearer: paid by card), prepared by the seller. */
  async function legitExchange(db: Firestore): Promise<Op[]> {
    const [a, b] = await stock([100_000, 80_000]);
    const [n] = await stock([200_000]);
    const { orderId } = await sold([a, b]);
    return (await prepareCounterReturn(
      returnOf(orderId, [a.id, b.id], { newProducts: [n], payment: { payments: singlePayment('card', 20_000), cashReceived: null } }),
      userOf(SELLER),
      undefined,
      db,
    )) as Op[];
  }

  async function legitReturn(db: Firestore): Promise<Op[]> {
    const [a, b] = await stock([100_000, 80_000]);
    const { orderId } = await sold([a, b]);
    return (await prepareCounterReturn(returnOf(orderId, [a.id], { paidBack: singlePayment('cash', 100_000) }), userOf(SELLER), undefined, db)) as Op[];
  }

  const isReturn = (op: Op) => op.ref.parent.id === 'returns';
  const isTx = (op: Op) => op.ref.parent.id === 'transactions';
  const isOrder = (op: Op) => op.ref.parent.id === 'orders';
  const returnedProduct = (op: Op) => op.ref.parent.id === 'products' && op.kind === 'update' && 'returnId' in op.data;
  const newProduct = (op: Op) => op.ref.parent.id === 'products' && op.kind === 'update' && 'exchangeId' in op.data;
  const markedSale = (op: Op) => op.ref.parent.id === 'sales' && op.kind === 'update';
  const newSale = (op: Op) => op.ref.parent.id === 'sales' && op.kind === 'set';

  const EXCHANGE_FIELDS: FieldSpec[] = [
    { op: isReturn, field: 'returnedTotal', kind: 'moneyUp' },
    { op: isReturn, field: 'newTotal', kind: 'money' },
    { op: isReturn, field: 'difference', kind: 'money' },
    { op: isReturn, field: 'payments.card', kind: 'money' },
    { op: isReturn, field: 'paidBack.cash', kind: 'moneyUp' },
    { op: isReturn, field: 'kind', kind: 'status', wrong: 'return' },
    { op: isReturn, field: 'orderId', kind: 'ref' },
    { op: isReturn, field: 'locationId', kind: 'place' },
    { op: isReturn, field: 'userId', kind: 'owner' },
    { op: isReturn, field: 'contactName', kind: 'owner', wrong: 'Someone Else' },
    { op: isReturn, field: 'user.phone', kind: 'owner', wrong: '99999999' },
    { op: isReturn, field: 'createdUserId', kind: 'owner' },
    { op: isReturn, field: 'createdUser.firstName', kind: 'owner', wrong: 'Other' },
    { op: isReturn, field: 'transactionId', kind: 'ref' },
    { op: isTx, field: 'amount', kind: 'money' },
    { op: isTx, field: 'transactionPrice', kind: 'money' },
    { op: isTx, field: 'returnedAmount', kind: 'money' },
    { op: isTx, field: 'soldAmount', kind: 'money' },
    { op: isTx, field: 'type', kind: 'status', wrong: 'refund' },
    { op: isTx, field: 'customerId', kind: 'owner' },
    { op: isTx, field: 'customerName', kind: 'owner', wrong: 'Someone Else' },
    { op: isTx, field: 'user.id', kind: 'owner' },
    { op: isTx, field: 'note', kind: 'moneyUp' },
    { op: isReturn, field: 'note', kind: 'moneyUp' },
    { op: isOrder, field: 'keptTotalPrice', kind: 'moneyUp' },
    { op: isOrder, field: 'returnedProductIds', kind: 'ref', wrong: [] },
    { op: returnedProduct, field: 'price', kind: 'money' },
    { op: returnedProduct, field: 'isSold', kind: 'flag' },
    { op: returnedProduct, field: 'isRefund', kind: 'flag' },
    { op: returnedProduct, field: 'refundTransactionId', kind: 'ref' },
    { op: returnedProduct, field: 'locationId', kind: 'place' },
    { op: markedSale, field: 'state', kind: 'status', wrong: 'sold' },
    { op: markedSale, field: 'returnId', kind: 'ref' },
    { op: newProduct, field: 'isSold', kind: 'flag' },
    { op: newProduct, field: 'orderId', kind: 'ref' },
    { op: newProduct, field: 'saleId', kind: 'ref' },
    { op: newProduct, field: 'isNoat', kind: 'flag' },
    { op: newProduct, field: 'price', kind: 'money' },
    { op: newSale, field: 'price', kind: 'money' },
    { op: newSale, field: 'product.price', kind: 'money' },
    { op: newSale, field: 'product.name', kind: 'owner', wrong: 'Another name' },
    { op: newSale, field: 'userId', kind: 'owner' },
    { op: newSale, field: 'user.firstName', kind: 'owner', wrong: 'Other' },
    { op: newSale, field: 'locationName', kind: 'place' },
  ];

  /** The return's lines, one field at a time (keyed by product id: found at run time). */
  function lineSpecs(ops: readonly Op[]): FieldSpec[] {
    const r = ops.find(isReturn) as Extract<Op, { kind: 'set' }>;
    const [returned] = r.data.productIds as string[];
    const [taken] = r.data.newProductIds as string[];
    return [
      { op: isReturn, field: `lines.${returned}.price`, kind: 'moneyUp' },
      { op: isReturn, field: `lines.${returned}.price`, kind: 'money' },
      { op: isReturn, field: `lines.${returned}.name`, kind: 'owner', wrong: 'Another name' },
      { op: isReturn, field: `newLines.${taken}.price`, kind: 'money' },
      { op: isReturn, field: `newLines.${taken}.isNoat`, kind: 'flag' },
      { op: isReturn, field: `newLines.${taken}.sku`, kind: 'owner', wrong: '999999' },
    ];
  }

  async function refusedVariants(legit: (db: Firestore) => Promise<Op[]>, fields: (ops: readonly Op[]) => FieldSpec[]): Promise<string[]> {
    const db = dbFor(SELLER);
    const template = await legit(db);
    const count = forgeries(template, fields(template)).length;
    const allowed: string[] = [];
    for (let k = 0; k < count; k += 1) {
      const ops = await legit(db);
      const variant = forgeries(ops, fields(ops))[k];
      const outcome = await commit(db, variant.ops).then(
        () => 'allowed',
        (e: { code?: string }) => e.code ?? 'error',
      );
      if (outcome !== 'permission-denied') allowed.push(`${variant.name}: ${outcome}`);
    }
    return allowed;
  }

  it('the legitimate exchange and return go through', async () => {
    await commit(dbFor(SELLER), await legitExchange(dbFor(SELLER)));
    await commit(dbFor(SELLER), await legitReturn(dbFor(SELLER)));
  });

  it('an exchange with any one field forged, or any one document left out, is refused', async () => {
    expect(await refusedVariants(legitExchange, (ops) => [...EXCHANGE_FIELDS, ...lineSpecs(ops)])).toEqual([]);
  }, 600_000);

  it('a return refunding more than was paid, or paying back more than it says, is refused', async () => {
    const fields = (ops: readonly Op[]): FieldSpec[] => {
      const r = ops.find(isReturn) as Extract<Op, { kind: 'set' }>;
      const [returned] = r.data.productIds as string[];
      return [
        { op: isReturn, field: `lines.${returned}.price`, kind: 'moneyUp' },
        { op: isReturn, field: 'returnedTotal', kind: 'moneyUp' },
        { op: isReturn, field: 'paidBack.cash', kind: 'moneyUp' },
        { op: isReturn, field: 'difference', kind: 'money' },
        { op: isTx, field: 'amount', kind: 'money' },
        { op: isTx, field: 'type', kind: 'status', wrong: 'exchange' },
        { op: isOrder, field: 'keptTotalPrice', kind: 'money' },
      ];
    };
    expect(await refusedVariants(legitReturn, fields)).toEqual([]);
  }, 300_000);

  it('a new product that is not in stock, or of another store, is refused', async () => {
    for (const change of [{ isSold: true }, { isDiscountPending: true }, { locationId: STORE_B, locationName: 'Store B' }]) {
      const ops = await legitExchange(dbFor(SELLER));
      const np = ops.find(newProduct)!;
      await admin((db) => updateDoc(doc(db, np.ref.path), change));
      await assertFails(commit(dbFor(SELLER), ops));
    }
  });
});

describe("forged approvals and window settings are refused", () => {
  /** A seller's legitimate request for a sale of its store, as requestReturnApproval writes it. */
  async function legitRequest(db: Firestore): Promise<Op[]> {
    const [a] = await stock([50_000]);
    const { orderId } = await sold([a]);
    const order = await orderOf(orderId);
    const ref = doc(db, 'returnRequests', `q-${Math.random().toString(36).slice(2, 10)}`);
    const me = userOf(SELLER);
    return [
      {
        kind: 'set',
        ref,
        data: returnRequestDocument({
          id: ref.id,
          orderId,
          productIds: [a.id],
          returnedTotal: 50_000,
          reason: 'Too small',
          locationId: order.locationId ?? '',
          locationName: order.locationName ?? '',
          soldAt: order.createdAt,
          contactName: order.contactName ?? '',
          createdUserId: me.id,
          createdUser: { firstName: me.firstName, lastName: me.lastName, role: me.role },
          createdAt: serverTimestamp(),
        }),
      },
    ];
  }

  it('a request: the legitimate one goes through; each copied or status field forged alone is refused', async () => {
    const db = dbFor(SELLER);
    await commit(db, await legitRequest(db));
    const fields: FieldSpec[] = [
      { op: 0, field: 'state', kind: 'status', wrong: 'approved' },
      { op: 0, field: 'orderId', kind: 'ref' },
      { op: 0, field: 'locationId', kind: 'place' },
      { op: 0, field: 'locationName', kind: 'owner', wrong: 'Another store' },
      { op: 0, field: 'contactName', kind: 'owner', wrong: 'Someone Else' },
      { op: 0, field: 'soldAt', kind: 'owner', wrong: Timestamp.fromMillis(Date.now() - 86_400_000) },
      { op: 0, field: 'createdUserId', kind: 'owner' },
      { op: 0, field: 'createdUser.firstName', kind: 'owner', wrong: 'Other' },
      { op: 0, field: 'returnedTotal', kind: 'money', wrong: -1 },
      { op: 0, field: 'reason', kind: 'owner', wrong: 'x'.repeat(201) },
      { op: 0, field: 'productIds', kind: 'count', wrong: [] },
      { op: 0, field: 'note', kind: 'moneyUp' },
    ];
    const allowed: string[] = [];
    for (let k = 0; k < fields.length; k += 1) {
      const variant = forgeries(await legitRequest(db), fields)[k];
      const outcome = await commit(db, variant.ops).then(() => 'allowed', (e: { code?: string }) => e.code ?? 'error');
      if (outcome !== 'permission-denied') allowed.push(`${variant.name}: ${outcome}`);
    }
    // Another store's seller may not ask for this store's sale.
    const other = dbFor(OTHER_SELLER);
    const theirs = (await legitRequest(db)).map((op) => ({ ...op, ref: doc(other, op.ref.path) })) as Op[];
    if (await commit(other, theirs).then(() => true, () => false)) allowed.push('by another store');
    expect(allowed).toEqual([]);
  });

  it('a decision: only Admin, Manager, dev, naming themselves, on a pending request; never back to pending', async () => {
    const db = dbFor(SELLER);
    const [op] = await legitRequest(db);
    await commit(db, [op]);
    const manager = dbFor('Manager');
    const ref = doc(manager, op.ref.path);
    const me = userOf('Manager');
    const decidedBy = { id: me.id, firstName: me.firstName, lastName: me.lastName };
    await assertFails(updateDoc(ref, { state: 'approved', decidedBy: { ...decidedBy, firstName: 'Other' }, decidedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { state: 'approved', decidedBy: { ...decidedBy, id: 'someone-else' }, decidedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { state: 'used', decidedBy, decidedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { state: 'approved', decidedBy, decidedAt: serverTimestamp(), returnedTotal: 1 }));
    await assertFails(updateDoc(doc(db, op.ref.path), { state: 'approved', decidedBy: { id: uidOf(SELLER), firstName: '', lastName: '' }, decidedAt: serverTimestamp() }));
    await updateDoc(ref, { state: 'refused', decidedBy, decidedAt: serverTimestamp() });
    await assertFails(updateDoc(ref, { state: 'approved', decidedBy, decidedAt: serverTimestamp() }));
    // A refused request cannot be used by a return either (approvalMissing, and the rules refuse 'used').
    await assertFails(updateDoc(doc(db, op.ref.path), { state: 'used', returnId: 'r', usedAt: serverTimestamp() }));
  });

  it('the window: whole days 0 to 365 by Admin, Manager, dev; nothing else in the document', async () => {
    const manager = dbFor('Manager');
    const ref = doc(manager, 'appConfigs', 'returns');
    for (const bad of [366, -1, 1.5, '14']) await assertFails(setDoc(ref, { windowDays: bad, updatedAt: serverTimestamp() }));
    await assertFails(setDoc(ref, { windowDays: 14, updatedAt: serverTimestamp(), note: 'x' }));
    await assertFails(setDoc(doc(dbFor(SELLER), 'appConfigs', 'returns'), { windowDays: 14, updatedAt: serverTimestamp() }));
    await setDoc(ref, { windowDays: 0, updatedAt: serverTimestamp() });
    await setDoc(ref, { windowDays: 14, updatedAt: serverTimestamp() });
  });
});
