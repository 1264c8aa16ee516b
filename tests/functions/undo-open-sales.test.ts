// The one-time migration of issue 41: open sales left by the old large-sale protocol are undone.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { undoOpenSales } from '../../scripts/migrations/undo-open-sales.mjs';
import { addProducts, commandDb, type CommandDb } from './support';

let c: CommandDb;
beforeAll(async () => {
  c = await commandDb('demo-undo-open-sales');
});
afterAll(async () => {
  await c?.close();
});

it('releases the products held for an open sale that never became an order, removes it, and is idempotent', async () => {
  const held = await addProducts(c.db, 3, { isSalePending: true, openSaleId: 'open-1' });
  await Promise.all(held.map((id, i) => c.db.collection('products').doc(id).update({ saleLine: i })));
  const [free] = await addProducts(c.db, 1);
  await c.db.collection('openSales').doc('open-1').set({ id: 'open-1', plannedIds: held });
  await c.db.collection('openSales').doc('closed-1').set({ id: 'closed-1', plannedIds: [] });
  await c.db.collection('orders').doc('closed-1').set({ id: 'closed-1' });

  const dry = await undoOpenSales(c.db);
  expect(dry).toMatchObject({ undone: ['open-1'], released: 3, closedLeftovers: ['closed-1'] });
  expect((await c.db.collection('openSales').get()).size).toBe(2);

  await undoOpenSales(c.db, { apply: true });
  expect((await c.db.collection('openSales').get()).size).toBe(0);
  for (const id of held) {
    const p = (await c.db.collection('products').doc(id).get()).data() ?? {};
    expect(p).not.toHaveProperty('isSalePending');
    expect(p).not.toHaveProperty('openSaleId');
    expect(p).not.toHaveProperty('saleLine');
    expect(p.isSold).toBe(false);
  }
  expect((await c.db.collection('products').doc(free).get()).data()?.isSold).toBe(false);
  expect((await c.db.collection('orders').doc('closed-1').get()).exists).toBe(true);
  expect(await undoOpenSales(c.db, { apply: true })).toMatchObject({ undone: [], released: 0, closedLeftovers: [] });
});
