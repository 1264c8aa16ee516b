import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { auditEntryDocument, toAuditEntry, actorOf, type AuditFacts } from './audit';
import { auditEntryOf, orderToRead, type AuditEvent } from './auditEntry';

const T = (min: number) => Timestamp.fromMillis(Date.UTC(2026, 2, 10, 4, min));
const ms = (min: number) => T(min).toMillis();

function line(id: string, name: string, price: number, originalPrice = price) {
  return { id, name, sku: `5${id.slice(1)}`, price, originalPrice, isNoat: false, size: '40', colors: [], categories: [], pics: [] };
}

const LINES = [line('p1', 'Пүүз', 100_000), line('p2', 'Гутал', 80_000, 90_000), line('p3', 'Шаахай', 30_000), line('p4', 'Оймс', 5_000)];

function order(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'o1',
    products: LINES.slice(0, 2),
    productIds: ['p1', 'p2'],
    purchaseType: 'store',
    pending_status: 'done',
    quantity: 2,
    soldTotalPrice: 180_000,
    originalTotalPrice: 190_000,
    userId: null,
    user: { firstName: '', lastName: '', phone: '' },
    locationType: 'store',
    locationId: 'store-a',
    locationName: 'Төв дэлгүүр',
    createdUserId: 'seller-1',
    createdUser: { firstName: 'Saraa', lastName: 'Dorj', role: 'Reception In City' },
    createdAt: T(0),
    payments: { cash: 100_000, card: 80_000, qpay: 0, bank: 0 },
    ...over,
  };
}

const created = (source: AuditEvent['source'], id: string, after: Record<string, unknown>, extra: Partial<AuditEvent> = {}): AuditEvent => ({ source, id, before: null, after, ...extra });
const updated = (source: AuditEvent['source'], id: string, before: Record<string, unknown>, after: Record<string, unknown>): AuditEvent => ({ source, id, before, after });
const deleted = (source: AuditEvent['source'], id: string, before: Record<string, unknown>, extra: Partial<AuditEvent> = {}): AuditEvent => ({ source, id, before, after: null, ...extra });

describe('auditEntryOf', () => {
  it('a sale: the order the command wrote, its seller, store, total, lines and payments', () => {
    expect(auditEntryOf(created('orders', 'o1', order()))).toEqual({
      id: 'orders-o1-sale',
      kind: 'sale',
      detail: 'store',
      atMs: ms(0),
      actorId: 'seller-1',
      actorCopy: { name: 'Dorj Saraa', role: 'Reception In City' },
      place: { id: 'store-a', name: 'Төв дэлгүүр' },
      amount: 180_000,
      quantity: 2,
      oldPrice: null,
      newPrice: null,
      figures: { originalTotal: 190_000, cash: 100_000, card: 80_000 },
      summary: 'Пүүз, Гутал',
      orderId: 'o1',
      source: 'orders/o1',
    });
  });

  it('a delivery sale names its channel and district; a summary names three products, then the rest', () => {
    const facts = auditEntryOf(
      created('orders', 'o2', order({ purchaseType: 'delivery', products: LINES, locationType: 'delivery', locationId: 'dp-1', locationName: 'Баянзүрх', payments: undefined })),
    );
    expect(facts).toMatchObject({ detail: 'delivery', place: { id: 'dp-1', name: 'Баянзүрх' }, quantity: 4, summary: 'Пүүз, Гутал, Шаахай +1', figures: { originalTotal: 190_000 } });
  });

  it('a delivery confirmed at the door: what was delivered and paid, no actor (the order records none)', () => {
    const before = order({ purchaseType: 'delivery', pending_status: 'delivering', products: LINES.slice(0, 3), payments: undefined });
    const after = { ...before, pending_status: 'done', refundedProductIds: ['p3'], deliveredAt: T(40), soldTotalPrice: 180_000, payments: { cash: 180_000, card: 0, qpay: 0, bank: 0 } };
    expect(auditEntryOf(updated('orders', 'o3', before, after))).toMatchObject({
      id: 'orders-o3-delivery',
      kind: 'delivery',
      atMs: ms(40),
      actorId: null,
      amount: 180_000,
      quantity: 2,
      figures: { cash: 180_000, refunded: 1 },
      summary: 'Пүүз, Гутал',
    });
    // Any other change of an order (a courier chosen, a return recorded) is no entry.
    expect(auditEntryOf(updated('orders', 'o3', { ...before, pending_status: 'pending' }, before))).toBeNull();
    expect(auditEntryOf(updated('orders', 'o1', order(), order({ returnIds: ['r1'] })))).toBeNull();
  });

  it('a counter return: minus what was paid back, the seller, the store, the lines', () => {
    const ret = {
      id: 'r1',
      kind: 'return',
      orderId: 'o1',
      locationType: 'store',
      locationId: 'store-a',
      locationName: 'Төв дэлгүүр',
      productIds: ['p1'],
      lines: { p1: LINES[0] },
      returnedTotal: 100_000,
      newProductIds: [],
      newLines: {},
      newTotal: 0,
      difference: -100_000,
      payments: { cash: 0, card: 0, qpay: 0, bank: 0 },
      paidBack: { cash: 100_000, card: 0, qpay: 0, bank: 0 },
      transactionId: 't1',
      createdUserId: 'seller-1',
      createdUser: { firstName: 'Saraa', lastName: 'Dorj', role: 'Reception In City' },
      createdAt: T(5),
    };
    expect(auditEntryOf(created('returns', 'r1', ret))).toMatchObject({
      id: 'returns-r1-return',
      kind: 'return',
      atMs: ms(5),
      actorId: 'seller-1',
      actorCopy: { name: 'Dorj Saraa', role: 'Reception In City' },
      place: { id: 'store-a', name: 'Төв дэлгүүр' },
      amount: -100_000,
      quantity: 1,
      figures: { returnedTotal: 100_000, cash: 100_000 },
      summary: 'Пүүз',
      orderId: 'o1',
    });
  });

  it('an exchange: the difference paid, both sides', () => {
    const ex = {
      kind: 'exchange',
      orderId: 'o1',
      locationId: 'store-a',
      locationName: 'Төв дэлгүүр',
      productIds: ['p2'],
      lines: { p2: LINES[1] },
      returnedTotal: 80_000,
      newProductIds: ['p1'],
      newLines: { p1: LINES[0] },
      newTotal: 100_000,
      difference: 20_000,
      payments: { cash: 0, card: 20_000, qpay: 0, bank: 0 },
      paidBack: { cash: 0, card: 0, qpay: 0, bank: 0 },
      createdUserId: 'manager-1',
      createdUser: { firstName: 'Oyun', lastName: 'Bat', role: 'Manager' },
      createdAt: T(6),
    };
    expect(auditEntryOf(created('returns', 'r2', ex))).toMatchObject({
      id: 'returns-r2-exchange',
      kind: 'exchange',
      amount: 20_000,
      quantity: 2,
      figures: { returnedTotal: 80_000, newTotal: 100_000, card: 20_000 },
      summary: 'Гутал → Пүүз',
    });
  });

  it('a refund from the sold products screen: the caller its transaction names, the order giving the store and the product', () => {
    const tx = { id: 't2', type: 'refund', productId: 'p2', saleId: 's2', orderId: 'o1', amount: -80_000, transactionPrice: -80_000, user: { id: 'manager-1', firstName: 'Oyun', lastName: 'Bat' }, createdAt: T(7) };
    const event = created('transactions', 't2', tx);
    expect(orderToRead(event)).toBe('o1');
    expect(auditEntryOf({ ...event, order: order() })).toMatchObject({
      id: 'transactions-t2-refund',
      kind: 'refund',
      atMs: ms(7),
      actorId: 'manager-1',
      actorCopy: { name: 'Bat Oyun', role: '' },
      place: { id: 'store-a', name: 'Төв дэлгүүр' },
      amount: -80_000,
      quantity: 1,
      summary: 'Гутал',
      orderId: 'o1',
    });
    // Its order deleted since: still an entry, without the store.
    expect(auditEntryOf({ ...event, order: null })).toMatchObject({ kind: 'refund', place: null, summary: '' });
    // A refund written without its caller: no actor.
    expect(auditEntryOf({ ...created('transactions', 't3', { ...tx, user: undefined }), order: order() })).toMatchObject({ actorId: null, actorCopy: null });
  });

  it('a large delivery’s one refund at the door counts its refused products', () => {
    const tx = { type: 'refund', productIds: ['p1', 'p2'], orderId: 'o1', amount: -180_000, user: { id: 'courier-1', firstName: 'Bold', lastName: 'Tseren' }, createdAt: T(8) };
    expect(auditEntryOf({ ...created('transactions', 't4', tx), order: order() })).toMatchObject({ kind: 'refund', quantity: 2, amount: -180_000, summary: 'Пүүз, Гутал' });
  });

  it('a sale’s, a cancel’s and a counter return’s transactions are no entry of their own', () => {
    for (const t of [
      { type: 'sale', amount: 180_000, orderId: 'o1' },
      { type: 'cancel', amount: -180_000, orderId: 'o1' },
      { type: 'refund', returnId: 'r1', amount: -100_000, orderId: 'o1' },
      { type: 'exchange', returnId: 'r2', amount: 20_000, orderId: 'o1' },
    ]) {
      const event = created('transactions', 'tx', t);
      expect(orderToRead(event), t.type).toBeNull();
      expect(auditEntryOf(event), t.type).toBeNull();
    }
  });

  it('a price change by the edit dialog: the old and new price, the product’s place, no actor', () => {
    const p = { name: 'Пүүз', sku: '500001', price: 100_000, originalPrice: 100_000, locationType: 'store', locationId: 'store-a', locationName: 'Төв дэлгүүр', updatedAt: T(1) };
    const facts = auditEntryOf(updated('products', 'p1', p, { ...p, price: 90_000, originalPrice: 90_000, updatedAt: T(9) }));
    expect(facts).toMatchObject({
      id: `products-p1-priceChange-${ms(9)}`,
      kind: 'priceChange',
      atMs: ms(9),
      actorId: null,
      place: { id: 'store-a', name: 'Төв дэлгүүр' },
      oldPrice: 100_000,
      newPrice: 90_000,
      figures: { oldOriginalPrice: 100_000, newOriginalPrice: 90_000 },
      summary: 'Пүүз 500001',
    });
    // Nothing of the price changed (a sale, a move, a label): no entry.
    expect(auditEntryOf(updated('products', 'p1', p, { ...p, isSold: true, updatedAt: T(9) }))).toBeNull();
    // A discount decided, a refund or a return moves the price too: their own entries.
    expect(auditEntryOf(updated('products', 'p1', { ...p, isDiscountPending: true }, { ...p, price: 70_000, isDiscount: true, isDiscountPending: false }))).toBeNull();
    expect(auditEntryOf(updated('products', 'p1', { ...p, price: 70_000 }, { ...p, price: 100_000, refundTransactionId: 't2' }))).toBeNull();
    expect(auditEntryOf(updated('products', 'p1', { ...p, price: 70_000 }, { ...p, price: 100_000, returnId: 'r1', refundTransactionId: 't1' }))).toBeNull();
  });

  it('a discount approved or cancelled: the decider, the price before and the approved one', () => {
    const req = {
      state: 'pending',
      locationId: 'store-a',
      locationName: 'Төв дэлгүүр',
      requestPrice: 70_000,
      productId: 'p1',
      product: { id: 'p1', name: 'Пүүз', sku: '500001', price: 100_000, originalPrice: 100_000 },
      createdUserId: 'seller-1',
      updatedAt: T(1),
    };
    expect(auditEntryOf(updated('discountRequests', 'd1', req, { ...req, state: 'confirmed', confirmedUserId: 'admin-1', approvedPrice: 75_000, updatedAt: T(11) }))).toMatchObject({
      id: 'discountRequests-d1-discountDecision',
      kind: 'discountDecision',
      detail: 'confirmed',
      atMs: ms(11),
      actorId: 'admin-1',
      oldPrice: 100_000,
      newPrice: 75_000,
      figures: { requestPrice: 70_000, originalPrice: 100_000 },
      summary: 'Пүүз 500001',
    });
    expect(auditEntryOf(updated('discountRequests', 'd1', req, { ...req, state: 'cancelled', cancelledUserId: 'seller-1', updatedAt: T(12) }))).toMatchObject({
      detail: 'cancelled',
      actorId: 'seller-1',
      newPrice: null,
    });
    // A batch's drafting request joining the list, or undone: no decision.
    expect(auditEntryOf(updated('discountRequests', 'd2', { ...req, state: 'drafting' }, { ...req, state: 'pending' }))).toBeNull();
    expect(auditEntryOf(updated('discountRequests', 'd2', { ...req, state: 'drafting' }, { ...req, state: 'cancelled', cancelledUserId: 'seller-1' }))).toBeNull();
  });

  it('an order deleted: who deleted it (its record), when, the order as it was', () => {
    expect(auditEntryOf(created('deletedOrders', 'o1', { id: 'o1', order: order(), cancelTransactionId: null, deletedUserId: 'manager-1', deletedAt: T(13) }))).toMatchObject({
      id: 'deletedOrders-o1-deletion',
      kind: 'deletion',
      detail: 'order',
      atMs: ms(13),
      actorId: 'manager-1',
      place: { id: 'store-a', name: 'Төв дэлгүүр' },
      amount: 180_000,
      quantity: 2,
      summary: 'Пүүз, Гутал',
      orderId: 'o1',
    });
  });

  it('a product, a sale record and a transaction deleted: the value removed, the event’s time, no actor', () => {
    const p = { name: 'Пүүз', sku: '500001', price: 90_000, originalPrice: 100_000, locationType: 'warehouse', locationId: 'wh-1', locationName: 'Агуулах' };
    expect(auditEntryOf(deleted('products', 'p9', p))).toMatchObject({
      id: 'products-p9-deletion',
      detail: 'product',
      atMs: 0,
      actorId: null,
      place: { id: 'wh-1', name: 'Агуулах' },
      amount: 90_000,
      figures: { originalPrice: 100_000 },
    });
    const sale = { product: LINES[0], productId: 'p1', orderId: 'o1', price: 100_000, locationId: 'store-a', locationName: 'Төв дэлгүүр' };
    expect(orderToRead(deleted('sales', 's1', sale))).toBe('o1');
    expect(auditEntryOf(deleted('sales', 's1', sale, { order: order() }))).toMatchObject({
      id: 'sales-s1-deletion',
      detail: 'sale',
      amount: 100_000,
      summary: 'Пүүз 51',
      orderId: 'o1',
    });
    // Deleted with its order: the order's deletion says it.
    expect(auditEntryOf(deleted('sales', 's1', sale, { order: null }))).toBeNull();
    expect(auditEntryOf(deleted('transactions', 't9', { type: 'sale', amount: 180_000, orderId: 'o1', customerName: 'Бат Дорж' }))).toMatchObject({
      id: 'transactions-t9-deletion',
      detail: 'transaction',
      amount: 180_000,
      summary: 'Бат Дорж',
      orderId: 'o1',
    });
  });

  it('a shift closed: the closer, the store, the counted cash, what was expected and the difference', () => {
    const open = { storeId: 'store-a', storeName: 'Төв дэлгүүр', no: 12, status: 'open', float: 50_000, payIns: 0, payOuts: 10_000, openedUserId: 'seller-1', openedAt: T(0) };
    const closed = {
      ...open,
      status: 'closed',
      closedAt: T(20),
      closedUserId: 'seller-1',
      closedUser: 'Dorj Saraa',
      countedCash: 139_000,
      expectedCash: 140_000,
      difference: -1_000,
      figures: { sales: 3, salesTotal: 250_000, paid: { cash: 100_000, card: 150_000, qpay: 0, bank: 0 } },
    };
    expect(auditEntryOf(updated('shifts', 'store-a-12', open, closed))).toMatchObject({
      id: 'shifts-store-a-12-shiftClose',
      kind: 'shiftClose',
      atMs: ms(20),
      actorId: 'seller-1',
      actorCopy: { name: 'Dorj Saraa', role: '' },
      place: { id: 'store-a', name: 'Төв дэлгүүр' },
      amount: 139_000,
      figures: { float: 50_000, payIns: 0, payOuts: 10_000, sales: 3, salesTotal: 250_000, expected: 140_000, difference: -1_000 },
      summary: '№12',
    });
    // A pay-in of an open shift: no entry.
    expect(auditEntryOf(updated('shifts', 'store-a-12', open, { ...open, payIns: 5_000 }))).toBeNull();
  });

  it('creations and deletions nobody audits are no entry (a new product, a deleted return)', () => {
    expect(auditEntryOf(created('products', 'p1', { name: 'x', price: 1 }))).toBeNull();
    expect(auditEntryOf(deleted('returns', 'r1', { kind: 'return' }))).toBeNull();
    expect(auditEntryOf(created('shifts', 's-1', { status: 'open' }))).toBeNull();
  });
});

describe('the stored entry', () => {
  const facts = auditEntryOf(created('orders', 'o1', order())) as AuditFacts;

  it('takes the actor’s profile, else what the document copied', () => {
    expect(actorOf('seller-1', { firstName: 'Сараа', lastName: 'Дорж', role: 'Reception In City' }, facts.actorCopy)).toEqual({ id: 'seller-1', name: 'Дорж Сараа', role: 'Reception In City' });
    expect(actorOf('seller-1', undefined, facts.actorCopy)).toEqual({ id: 'seller-1', name: 'Dorj Saraa', role: 'Reception In City' });
    expect(actorOf('x', undefined, null)).toEqual({ id: 'x', name: '', role: '' });
  });

  it('reads back as it was written', () => {
    const actor = { id: 'seller-1', name: 'Dorj Saraa', role: 'Reception In City' };
    const doc = auditEntryDocument(facts, actor, facts.place, T(0), T(1));
    expect(doc).toMatchObject({ id: 'orders-o1-sale', actorId: 'seller-1', storeId: 'store-a', storeName: 'Төв дэлгүүр', at: T(0), createdAt: T(1) });
    expect(toAuditEntry(doc.id, doc)).toEqual({
      id: 'orders-o1-sale',
      kind: 'sale',
      detail: 'store',
      atMs: ms(0),
      actor,
      place: { id: 'store-a', name: 'Төв дэлгүүр' },
      amount: 180_000,
      quantity: 2,
      oldPrice: null,
      newPrice: null,
      figures: { originalTotal: 190_000, cash: 100_000, card: 80_000 },
      summary: 'Пүүз, Гутал',
      orderId: 'o1',
      source: 'orders/o1',
    });
    const nobody = auditEntryDocument(facts, null, null, T(0), T(1));
    expect(nobody).toMatchObject({ actorId: null, actor: null, storeId: null, storeName: '' });
    expect(toAuditEntry('e', nobody)).toMatchObject({ actor: null, place: null });
  });
});
