// The audit triggers (functions/src/triggers/audit.ts) as the platform runs them: the handler called
// with the event's data (the document before and after the write) against the emulator. The sale and
// the return are made by their commands, the other writes with the app's own builders, so each entry
// is made from the documents as they are really written: who (the profile, else the document's copy),
// when, where (the document's place, else the actor's store), the figures. A write that is no audited
// event writes nothing; an event delivered twice, or twice at once, leaves one entry.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { returnOrExchange } from '../../functions/src/commands/returnOrExchange';
import { sell } from '../../functions/src/commands/sell';
import { AUDIT_ACTORS, AUDIT_ENTRIES, auditHandler } from '../../functions/src/triggers/audit';
import type { AuditSource } from '../../src/entities/audit/audit';
import { deletedOrderRecord } from '../../src/entities/order/deletedOrder';
import { NO_FIGURES } from '../../src/entities/shift/shift';
import { closedShiftFields, openedShiftDocument } from '../../src/entities/shift/shiftDocuments';
import { refundTransactionDocument } from '../../src/entities/transaction/transactionDocument';
import { addProducts, commandDb, countOf, saleKey, seedBasics, STORE_A, storeRequest, type CommandDb } from './support';

let c: CommandDb;
beforeAll(async () => {
  c = await commandDb('demo-audit-triggers');
});
afterAll(async () => {
  await c?.close();
});
beforeEach(async () => {
  await c.clear();
  await seedBasics(c.db);
});

const EVENT_TIME = '2026-03-10T04:30:00.000Z';

async function data(path: string): Promise<Record<string, unknown> | undefined> {
  return (await c.db.doc(path).get()).data();
}

/** The trigger's run for a write whose before and after are given (null: created / deleted). */
function trigger(source: AuditSource, id: string, before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined) {
  return auditHandler(c.db, { source, id, before: before ?? null, after: after ?? null }, EVENT_TIME);
}

async function entries(): Promise<Record<string, unknown>[]> {
  return (await c.db.collection(AUDIT_ENTRIES).get()).docs.map((d) => d.data());
}

const millisOf = (v: unknown) => (v as Timestamp).toMillis();

describe('the audit trail', () => {
  it('a sale at the counter: the seller, the store, the total, the lines, the payment, when the order says', async () => {
    const ids = await addProducts(c.db, 2);
    const { orderId } = await sell(c.db, 'sellerA', storeRequest(ids, { payment: { payments: { cash: 150_000, card: 50_000, qpay: 0, bank: 0 }, cashReceived: 150_000 } }));
    const order = await data(`orders/${orderId}`);
    expect(await trigger('orders', orderId, null, order)).toBe('written');

    const entry = await data(`${AUDIT_ENTRIES}/orders-${orderId}-sale`);
    expect(entry).toMatchObject({
      kind: 'sale',
      detail: 'store',
      actorId: 'sellerA',
      actor: { id: 'sellerA', name: 'Dorj Saraa', role: 'Reception In City' },
      storeId: STORE_A,
      storeName: 'Store A',
      amount: 200_000,
      quantity: 2,
      figures: { originalTotal: 200_000, cash: 150_000, card: 50_000 },
      orderId,
      source: `orders/${orderId}`,
    });
    expect(millisOf(entry?.at)).toBe(millisOf(order?.createdAt));
    expect(String(entry?.summary)).toContain('Пүүз');
    // The person filter's list names the seller, written again only when the name or role changes.
    const person = await data(`${AUDIT_ACTORS}/sellerA`);
    expect(person).toMatchObject({ id: 'sellerA', name: 'Dorj Saraa', role: 'Reception In City' });
    const next = await sell(c.db, 'sellerA', storeRequest(await addProducts(c.db, 1)));
    expect(await trigger('orders', next.orderId, null, await data(`orders/${next.orderId}`))).toBe('written');
    expect(await data(`${AUDIT_ACTORS}/sellerA`)).toEqual(person);
    await c.db.doc('users/sellerA').update({ lastName: 'Bold' });
    const third = await sell(c.db, 'sellerA', storeRequest(await addProducts(c.db, 1)));
    expect(await trigger('orders', third.orderId, null, await data(`orders/${third.orderId}`))).toBe('written');
    expect(await data(`${AUDIT_ACTORS}/sellerA`)).toMatchObject({ name: 'Bold Saraa' });
  });

  it('a counter return made by its command: minus what was paid back, the seller and the store', async () => {
    const ids = await addProducts(c.db, 2);
    const { orderId } = await sell(c.db, 'sellerA', storeRequest(ids));
    const result = await returnOrExchange(c.db, 'sellerA', { key: saleKey(), orderId, productIds: [ids[1]], newLines: [], payment: null, paidBack: null, approvalId: null });
    const ret = await data(`returns/${result.returnId}`);
    expect(await trigger('returns', result.returnId, null, ret)).toBe('written');
    // Its refund transaction is the return's, no entry of its own.
    expect(await trigger('transactions', result.transactionId, null, await data(`transactions/${result.transactionId}`))).toBe('skipped');

    expect(await entries()).toEqual([
      expect.objectContaining({
        id: `returns-${result.returnId}-return`,
        kind: 'return',
        actor: { id: 'sellerA', name: 'Dorj Saraa', role: 'Reception In City' },
        storeId: STORE_A,
        amount: -100_000,
        quantity: 1,
        figures: { returnedTotal: 100_000, cash: 100_000 },
        orderId,
      }),
    ]);
  });

  it('a refund from the sold products screen: the Manager its transaction names, the store of its order', async () => {
    const ids = await addProducts(c.db, 1);
    const { orderId } = await sell(c.db, 'sellerA', storeRequest(ids));
    const tx = refundTransactionDocument({
      id: 'refund-1',
      productId: ids[0],
      saleId: null,
      orderId,
      customerId: null,
      customerName: '',
      amount: -100_000,
      by: { id: 'manager', firstName: 'Oyun', lastName: 'Bat' },
      createdAt: Timestamp.fromMillis(Date.UTC(2026, 2, 10, 5)),
    });
    await c.db.doc('transactions/refund-1').set(tx);
    expect(await trigger('transactions', 'refund-1', null, await data('transactions/refund-1'))).toBe('written');
    expect(await data(`${AUDIT_ENTRIES}/transactions-refund-1-refund`)).toMatchObject({
      kind: 'refund',
      actor: { id: 'manager', name: 'Bat Oyun', role: 'Manager' },
      storeId: STORE_A,
      storeName: 'Store A',
      amount: -100_000,
      quantity: 1,
      orderId,
    });
  });

  it('a price change by the edit dialog: old and new price, the product’s store, nobody named (the edit records no editor)', async () => {
    const [id] = await addProducts(c.db, 1);
    const before = await data(`products/${id}`);
    await c.db.doc(`products/${id}`).update({ price: 85_000, originalPrice: 85_000, updatedAt: FieldValue.serverTimestamp() });
    const after = await data(`products/${id}`);
    expect(await trigger('products', id, before, after)).toBe('written');
    const [entry] = await entries();
    expect(entry).toMatchObject({
      kind: 'priceChange',
      actorId: null,
      actor: null,
      storeId: STORE_A,
      oldPrice: 100_000,
      newPrice: 85_000,
      figures: { oldOriginalPrice: 100_000, newOriginalPrice: 85_000 },
    });
    expect(entry.id).toBe(`products-${id}-priceChange-${millisOf(after?.updatedAt)}`);
    // A second change of the same product is an entry of its own.
    await c.db.doc(`products/${id}`).update({ price: 80_000, updatedAt: FieldValue.serverTimestamp() });
    expect(await trigger('products', id, after, await data(`products/${id}`))).toBe('written');
    expect(await countOf(c.db, AUDIT_ENTRIES)).toBe(2);
  });

  it('an order deleted: the deleter its record names, when, the order as it was', async () => {
    const ids = await addProducts(c.db, 3);
    const { orderId } = await sell(c.db, 'sellerA', storeRequest(ids));
    const order = (await data(`orders/${orderId}`)) ?? {};
    await c.db.doc(`deletedOrders/${orderId}`).set(deletedOrderRecord(orderId, order, 'manager', null));
    const record = await data(`deletedOrders/${orderId}`);
    expect(await trigger('deletedOrders', orderId, null, record)).toBe('written');
    const entry = await data(`${AUDIT_ENTRIES}/deletedOrders-${orderId}-deletion`);
    expect(entry).toMatchObject({
      kind: 'deletion',
      detail: 'order',
      actor: { id: 'manager', name: 'Bat Oyun', role: 'Manager' },
      storeId: STORE_A,
      amount: 300_000,
      quantity: 3,
      orderId,
    });
    expect(millisOf(entry?.at)).toBe(millisOf(record?.deletedAt));
  });

  it('a product deleted: nobody named, the event’s time, its price', async () => {
    const [id] = await addProducts(c.db, 1);
    const before = await data(`products/${id}`);
    expect(await trigger('products', id, before, null)).toBe('written');
    const entry = await data(`${AUDIT_ENTRIES}/products-${id}-deletion`);
    expect(entry).toMatchObject({ kind: 'deletion', detail: 'product', actor: null, storeId: STORE_A, amount: 100_000 });
    expect(millisOf(entry?.at)).toBe(Date.parse(EVENT_TIME));
  });

  it('a sale record deleted with its order is the order’s deletion; one deleted from the sales list is an entry', async () => {
    const ids = await addProducts(c.db, 1);
    const { orderId } = await sell(c.db, 'sellerA', storeRequest(ids));
    const saleSnap = (await c.db.collection('sales').where('orderId', '==', orderId).get()).docs[0];
    // The order still there: the sales list's delete.
    expect(await trigger('sales', saleSnap.id, saleSnap.data(), null)).toBe('written');
    expect(await data(`${AUDIT_ENTRIES}/sales-${saleSnap.id}-deletion`)).toMatchObject({ kind: 'deletion', detail: 'sale', amount: 100_000, orderId });
    // The order gone: nothing more.
    await c.db.doc(`orders/${orderId}`).delete();
    expect(await trigger('sales', 'another-sale', { ...saleSnap.data(), id: 'another-sale' }, null)).toBe('skipped');
    expect(await countOf(c.db, AUDIT_ENTRIES)).toBe(1);
  });

  it('a shift closed: the closer, the store, the counted cash, what was expected and the difference', async () => {
    const now = Timestamp.fromMillis(Date.UTC(2026, 2, 10, 1));
    const opened = openedShiftDocument({ storeId: STORE_A, storeName: 'Store A', no: 7, floatCount: null, float: 50_000, userId: 'sellerA', userName: 'Dorj Saraa', now });
    const figures = { ...NO_FIGURES, sales: 2, salesTotal: 200_000, paid: { cash: 120_000, card: 80_000, qpay: 0, bank: 0 } };
    const closed = {
      ...opened,
      ...closedShiftFields({ float: 50_000, payIns: 0, payOuts: 0, figures, countedCount: null, countedCash: 169_000, note: '', userId: 'sellerA', userName: 'Dorj Saraa', now: Timestamp.fromMillis(Date.UTC(2026, 2, 10, 10)) }),
    };
    expect(await trigger('shifts', opened.id, opened, closed)).toBe('written');
    expect(await data(`${AUDIT_ENTRIES}/shifts-${opened.id}-shiftClose`)).toMatchObject({
      kind: 'shiftClose',
      actor: { id: 'sellerA', name: 'Dorj Saraa', role: 'Reception In City' },
      storeId: STORE_A,
      storeName: 'Store A',
      amount: 169_000,
      figures: { float: 50_000, payIns: 0, payOuts: 0, sales: 2, salesTotal: 200_000, expected: 170_000, difference: -1_000 },
      summary: '№7',
    });
  });

  it('the actor’s store when the document names no place (a seller’s refund whose order is gone)', async () => {
    const tx = refundTransactionDocument({
      id: 'refund-2',
      productId: 'gone',
      saleId: null,
      orderId: 'order-gone',
      customerId: null,
      customerName: '',
      amount: -50_000,
      by: { id: 'sellerA', firstName: 'Saraa', lastName: 'Dorj' },
      createdAt: Timestamp.fromMillis(Date.UTC(2026, 2, 10, 6)),
    });
    expect(await trigger('transactions', 'refund-2', null, tx)).toBe('written');
    expect(await data(`${AUDIT_ENTRIES}/transactions-refund-2-refund`)).toMatchObject({ storeId: STORE_A, storeName: 'Store A' });
  });

  it('a write that is no audited event writes nothing (a sale’s product sold, a shift’s pay-in)', async () => {
    const [id] = await addProducts(c.db, 1);
    const before = await data(`products/${id}`);
    expect(await trigger('products', id, before, { ...before, isSold: true })).toBe('skipped');
    expect(await trigger('shifts', 's-1', { status: 'open', payIns: 0 }, { status: 'open', payIns: 5_000 })).toBe('skipped');
    expect(await countOf(c.db, AUDIT_ENTRIES)).toBe(0);
    expect(await countOf(c.db, AUDIT_ACTORS)).toBe(0);
  });

  it('an event delivered again, or twice at once, leaves one entry as first written', async () => {
    const ids = await addProducts(c.db, 1);
    const { orderId } = await sell(c.db, 'sellerA', storeRequest(ids));
    const order = await data(`orders/${orderId}`);
    expect(await trigger('orders', orderId, null, order)).toBe('written');
    const first = await data(`${AUDIT_ENTRIES}/orders-${orderId}-sale`);
    expect(await trigger('orders', orderId, null, order)).toBe('exists');
    expect(await data(`${AUDIT_ENTRIES}/orders-${orderId}-sale`)).toEqual(first);

    const [p] = await addProducts(c.db, 1);
    const before = await data(`products/${p}`);
    await c.db.doc(`products/${p}`).update({ price: 90_000, updatedAt: FieldValue.serverTimestamp() });
    const after = await data(`products/${p}`);
    const outcomes = await Promise.all([trigger('products', p, before, after), trigger('products', p, before, after)]);
    expect(outcomes.sort()).toEqual(['exists', 'written']);
    expect(await countOf(c.db, AUDIT_ENTRIES)).toBe(2);
  });
});
