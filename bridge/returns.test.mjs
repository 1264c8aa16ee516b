// Counter returns and exchanges on the e-barimt: which jobs a return adds, which receipt each corrects,
// and the daemon's receipts after each (the simulator): a correction names the receipt in force.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPosApiSimulator } from './posapi-simulator.mjs';
import { createMemoryStore } from './memory-store.mjs';
import { createWorker } from './worker.mjs';
import { inForce, isListRefund, listRefundAsReturn, returnJobs, seriesChain } from './returns.mjs';

const point = { merchantTin: '37900846788', branchNo: '001', posNo: '001', districtCode: '2501' };
const line = (id, price, isNoat) => ({ id, name: `Гутал ${id}`, sku: `80000${id}`, price, isNoat, categories: ['Пүүз'] });
const ret = (id, productIds, newLines = [], payments = { cash: 0, card: 0, qpay: 0, bank: 0 }) => ({
  id,
  orderId: 'o1',
  productIds,
  newProductIds: newLines.map((l) => l.id),
  newLines: Object.fromEntries(newLines.map((l) => [l.id, l])),
  payments,
});

describe('the jobs a return adds', () => {
  const order = { productIds: ['a', 'b', 'c'] };
  const known = { hasSeries: () => true, newSideNeedsReceipt: true };

  it('one line of three: a correction of the sale keeping the other two', () => {
    expect(returnJobs(ret('r1', ['b']), order, [], known)).toEqual([{ id: 'r1-o1', seriesId: 'o1', kind: 'correction', productIds: ['a', 'c'] }]);
  });

  it('the last lines after an earlier return: the receipt in force is returned', () => {
    const r1 = ret('r1', ['b']);
    expect(returnJobs(ret('r2', ['a', 'c']), order, [r1], known)).toEqual([{ id: 'r2-o1', seriesId: 'o1', kind: 'return', productIds: [] }]);
  });

  it('an exchange: the sale corrected, the new products a receipt of their own; later, one of them back corrects that one', () => {
    const r1 = ret('r1', ['a'], [line('x', 100, true), line('y', 100, true)]);
    expect(returnJobs(r1, order, [], known)).toEqual([
      { id: 'r1-o1', seriesId: 'o1', kind: 'correction', productIds: ['b', 'c'] },
      { id: 'r1-new', seriesId: 'r1-new', kind: 'sale', productIds: ['x', 'y'] },
    ]);
    expect(returnJobs(ret('r2', ['y', 'c']), order, [r1], known)).toEqual([
      { id: 'r2-r1-new', seriesId: 'r1-new', kind: 'correction', productIds: ['x'] },
      { id: 'r2-o1', seriesId: 'o1', kind: 'correction', productIds: ['b'] },
    ]);
  });

  it('a sale without e-barimt has nothing to correct; new products without VAT get no receipt', () => {
    const r1 = ret('r1', ['a'], [line('x', 100, false)]);
    expect(returnJobs(r1, order, [], { hasSeries: () => false, newSideNeedsReceipt: false })).toEqual([]);
  });

  it('the chain of a series and the receipt in force (a job that changed nothing is passed over)', () => {
    expect(seriesChain('o1', ['r1', 'r2', 'r3'], 'r3')).toEqual(['o1', 'r1-o1', 'r2-o1']);
    expect(seriesChain('r2-new', ['r1', 'r2', 'r3'], 'r3')).toEqual(['r2-new', 'r1-r2-new', 'r2-r2-new']);
    const sale = { id: 'o1', status: 'issued' };
    const correction = { id: 'r1-o1', status: 'issued' };
    expect(inForce([sale, correction, { id: 'r2-o1', status: 'none' }, null])).toBe(correction);
    expect(inForce([null, null])).toBeNull();
  });
});

describe('a refund from the sold products screen, as the return it is in its order’s chain', () => {
  it('is told from a counter return by its id, and names its one product', () => {
    expect(isListRefund('refund_Tx0123456789abcdefGH_p-1')).toBe(true);
    expect(isListRefund('r1')).toBe(false);
    expect(isListRefund('refund_only')).toBe(false);
    expect(listRefundAsReturn('refund_Tx01_p-1', 'o1', { createdUserId: 'seller-1' }, 'store-1')).toEqual({
      id: 'refund_Tx01_p-1',
      orderId: 'o1',
      productIds: ['p-1'],
      newProductIds: [],
      newLines: {},
      locationId: 'store-1',
      createdUserId: 'seller-1',
    });
    expect(listRefundAsReturn('r1', 'o1', {}, 'store-1')).toBeNull();
  });

  it('adds a correction of what the order keeps, after a counter return of another line', () => {
    const order = { productIds: ['a', 'b', 'c'] };
    const known = { hasSeries: () => true, newSideNeedsReceipt: true };
    const refund = listRefundAsReturn('refund_Tx01_c', 'o1', {}, 'store-1');
    expect(returnJobs(refund, order, [ret('r1', ['b'])], known)).toEqual([{ id: 'refund_Tx01_c-o1', seriesId: 'o1', kind: 'correction', productIds: ['a'] }]);
  });
});

describe('returns and exchanges against the daemon', () => {
  let sim;
  beforeAll(async () => {
    sim = await startPosApiSimulator();
  });
  afterAll(async () => {
    await sim.close();
  });
  beforeEach(async () => {
    await fetch(`${sim.controlUrl}/__sim/reset`, { method: 'POST' });
  });

  /** An order of three lines (c without VAT), paid part cash part card, and its returns so far. */
  function setup() {
    const data = {
      orders: {
        o1: {
          products: [line('a', 110_000, true), line('b', 55_000, true), line('c', 40_000, false)],
          payments: { cash: 105_000, card: 100_000, qpay: 0, bank: 0 },
          returnIds: [],
        },
      },
      returns: {},
      point,
    };
    const store = createMemoryStore(data);
    const worker = createWorker({ store, daemonUrl: sim.url, bridgeId: 'shop-1', timeoutMs: 2_000 });
    const order = data.orders.o1;
    /** Records a return on the order and adds the jobs it makes, as the bridge's watcher does. */
    const returnOf = (r) => {
      const earlier = order.returnIds.map((id) => data.returns[id]);
      order.returnIds.push(r.id);
      data.returns[r.id] = r;
      const jobs = returnJobs(r, { productIds: order.products.map((p) => p.id) }, earlier, {
        hasSeries: (id) => Boolean(store.job(id)),
        newSideNeedsReceipt: Object.values(r.newLines).some((l) => l.isNoat),
      });
      for (const j of jobs) store.add({ ...j, orderId: 'o1', returnId: r.id, buyer: { type: 'B2C' } });
      return jobs.map((j) => j.id);
    };
    store.add({ id: 'o1', orderId: 'o1', kind: 'sale', productIds: ['a', 'b', 'c'], buyer: { type: 'B2C' } });
    return { store, worker, returnOf };
  }

  it('two returns of one line each: each correction makes the receipt in force inactive, then the last goes back whole', async () => {
    const { store, worker, returnOf } = setup();
    await worker.processJob('o1');
    const sale = store.job('o1');
    expect(sale.totalAmount).toBe(165_000);

    expect(returnOf(ret('r1', ['b']))).toEqual(['r1-o1']);
    expect(await worker.processJob('r1-o1')).toBe('issued');
    const first = store.job('r1-o1');
    expect(first).toMatchObject({ correctsId: 'o1', totalAmount: 110_000, totalVAT: 10_000 });
    expect(sim.receipts().find((r) => r.id === first.ddtd)).toMatchObject({ inactiveId: sale.ddtd, totalAmount: 110_000 });
    expect(sim.receipts().find((r) => r.id === sale.ddtd).inactive).toBe(true);

    // The line without VAT: nothing on the e-barimt changes.
    expect(returnOf(ret('r2', ['c']))).toEqual(['r2-o1']);
    expect(await worker.processJob('r2-o1')).toBe('none');

    // The last VAT line: the correction in force (not the sale's) is taken back.
    expect(returnOf(ret('r3', ['a']))).toEqual(['r3-o1']);
    expect(await worker.processJob('r3-o1')).toBe('returned');
    expect(store.job('r3-o1')).toMatchObject({ ddtd: first.ddtd, correctsId: 'r1-o1' });
    expect(sim.receipts().find((r) => r.id === first.ddtd).returned).toBe(true);
    expect(sim.receipts()).toHaveLength(2);
  });

  it('a counter return, then a refund from the sold products screen: the refund corrects the correction in force', async () => {
    const { store, worker, returnOf } = setup();
    await worker.processJob('o1');
    returnOf(ret('r1', ['b']));
    expect(await worker.processJob('r1-o1')).toBe('issued');
    const first = store.job('r1-o1');
    const refund = listRefundAsReturn('refund_Tx01_a', 'o1', {}, 'store-1');
    expect(returnOf(refund)).toEqual(['refund_Tx01_a-o1']);
    // Only c (no VAT) is kept: the receipt in force goes back whole.
    expect(await worker.processJob('refund_Tx01_a-o1')).toBe('returned');
    expect(store.job('refund_Tx01_a-o1')).toMatchObject({ ddtd: first.ddtd, correctsId: 'r1-o1' });
    expect(sim.receipts().find((r) => r.id === first.ddtd).returned).toBe(true);
  });

  it('a size exchange: the sale corrected and the new pair its own receipt, paid as the order was; its return corrects that receipt', async () => {
    const { store, worker, returnOf } = setup();
    await worker.processJob('o1');
    // The new side first: a correction waits only for the receipt it corrects.
    expect(returnOf(ret('r1', ['b'], [line('x', 55_000, true)]))).toEqual(['r1-o1', 'r1-new']);
    expect(await worker.processJob('r1-new')).toBe('issued');
    expect(await worker.processJob('r1-o1')).toBe('issued');
    const fresh = sim.receipts().find((r) => r.id === store.job('r1-new').ddtd);
    expect(fresh).toMatchObject({ totalAmount: 55_000, inactiveId: null });
    expect(fresh.payments.map((p) => p.code).sort()).toEqual(['CASH', 'PAYMENT_CARD']);

    expect(returnOf(ret('r2', ['x']))).toEqual(['r2-r1-new']);
    expect(await worker.processJob('r2-r1-new')).toBe('returned');
    expect(sim.receipts().find((r) => r.id === store.job('r1-new').ddtd).returned).toBe(true);
  });

  it('a correction before its sale is issued waits, then names it', async () => {
    const { store, worker, returnOf } = setup();
    returnOf(ret('r1', ['a']));
    expect(await worker.processJob('r1-o1')).toBe('pending');
    await worker.processJob('o1');
    expect(await worker.processJob('r1-o1')).toBe('issued');
    expect(store.job('r1-o1').correctsId).toBe('o1');
  });
});
