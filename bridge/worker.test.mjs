// The bridge against the PosAPI simulator, fault by fault: exactly one receipt per sale each time.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPosApiSimulator } from './posapi-simulator.mjs';
import { createMemoryStore } from './memory-store.mjs';
import { MESSAGES, createWorker } from './worker.mjs';
import { daemonInfo, lookupCompany } from './posapi-client.mjs';

const point = { merchantTin: '37900846788', branchNo: '001', posNo: '001', districtCode: '2501' };
const line = (id, price, isNoat) => ({ id, name: `Гутал ${id}`, sku: `80000${id}`, price, isNoat, categories: ['Пүүз'] });
const ORDERS = {
  o1: { products: [line('a', 110_000, true), line('b', 55_000, true)], payments: { cash: 65_000, card: 100_000, qpay: 0, bank: 0 } },
  o2: { products: [line('c', 50_000, false)], payments: { cash: 50_000, card: 0, qpay: 0, bank: 0 } },
  d1: { purchaseType: 'delivery', pending_status: 'delivering', deliveredAt: null, products: [line('d', 110_000, true)], payments: { cash: 110_000, card: 0, qpay: 0, bank: 0 } },
};

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

function setup({ timeoutMs = 2_000 } = {}) {
  const store = createMemoryStore({ orders: ORDERS, point });
  const worker = createWorker({ store, daemonUrl: sim.url, bridgeId: 'shop-1', timeoutMs });
  return { store, worker };
}
const sale = (id, orderId = 'o1', extra = {}) => ({ id, orderId, kind: 'sale', productIds: ORDERS[orderId].products.map((p) => p.id), buyer: { type: 'B2C' }, ...extra });
const issuedFor = (total) => sim.receipts().filter((r) => r.totalAmount === total);

describe('the bridge and the daemon', () => {
  it('a sale: one receipt, its DDTD and date on the job, lottery and QR only on the print copy', async () => {
    const { store, worker } = setup();
    store.add(sale('j1'));
    expect(await worker.processJob('j1')).toBe('issued');
    const job = store.job('j1');
    expect(job).toMatchObject({ status: 'issued', totalAmount: 165_000, totalVAT: 15_000, hasLottery: true, billIdSuffix: '0001' });
    expect(job.ddtd).toMatch(/^\d{33}$/);
    expect(job).not.toHaveProperty('lottery');
    expect(job).not.toHaveProperty('qrData');
    expect(store.print('j1')).toMatchObject({ ddtd: job.ddtd, lottery: expect.stringMatching(/^[A-Z]{2} \d{8}$/), qrData: expect.stringMatching(/^\d+$/) });
    expect(sim.receipts()).toHaveLength(1);
    expect(sim.receipts()[0]).toMatchObject({ id: job.ddtd, totalVAT: 15_000 });
  });

  it('duplicate events: the same job handled twice at once issues one receipt', async () => {
    const { store, worker } = setup();
    store.add(sale('j1'));
    const results = await Promise.all([worker.processJob('j1'), worker.processJob('j1'), worker.processJob('j1')]);
    expect(results.filter((r) => r === 'issued')).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(2);
    expect(sim.receipts()).toHaveLength(1);
    // And again later: an issued job is not taken.
    expect(await worker.processJob('j1')).toBeNull();
    expect(sim.receipts()).toHaveLength(1);
  });

  it('a claim whose commit was applied but answered as failed: the next run finds its own claim, one receipt', async () => {
    const { store, worker } = setup();
    store.add(sale('j1'));
    store.add(sale('j3'));
    store.loseClaimAnswer();
    expect(await worker.processJob('j1')).toBe('issued');
    expect(store.job('j1')).toMatchObject({ status: 'issued', attempts: 1, billIdSuffix: '0001' });
    // The applied run's suffix stands (drawn once): the next job gets the next one.
    expect(await worker.processJob('j3')).toBe('issued');
    expect(store.job('j3')).toMatchObject({ billIdSuffix: '0002' });
    expect(sim.receipts()).toHaveLength(2);
  });

  it('a job of a delivery not yet done issues nothing, whatever it says; once done at the door, its job is issued', async () => {
    const { store, worker } = setup();
    store.add(sale('jd', 'd1'));
    expect(await worker.processJob('jd')).toBe('failed');
    expect(store.job('jd')).toMatchObject({ status: 'failed', message: MESSAGES.notDelivered });
    expect(sim.receipts()).toHaveLength(0);
    ORDERS.d1.pending_status = 'done';
    ORDERS.d1.deliveredAt = new Date();
    try {
      store.add(sale('jd2', 'd1'));
      expect(await worker.processJob('jd2')).toBe('issued');
      expect(sim.receipts()).toHaveLength(1);
    } finally {
      ORDERS.d1.pending_status = 'delivering';
      ORDERS.d1.deliveredAt = null;
    }
  });

  it('a sale without a VAT line has no e-barimt (today’s practice)', async () => {
    const { store, worker } = setup();
    store.add(sale('j2', 'o2'));
    expect(await worker.processJob('j2')).toBe('none');
    expect(sim.receipts()).toHaveLength(0);
  });

  it('the daemon down: the job stays pending and is issued once the daemon is back, exactly once', async () => {
    const { store, worker } = setup();
    store.add(sale('j1'));
    await sim.setFault('down');
    expect(await worker.processJob('j1')).toBe('pending');
    expect(store.job('j1').message).toMatch(/unreachable/);
    expect(await worker.processJob('j1')).toBe('pending');
    await sim.setFault('none');
    expect(await worker.processJob('j1')).toBe('issued');
    expect(issuedFor(165_000)).toHaveLength(1);
    // The same bill id suffix on every attempt of the day.
    expect(store.job('j1')).toMatchObject({ attempts: 3, billIdSuffix: '0001' });
  });

  it('a lost answer: the receipt exists, the job is uncertain and never sent again on its own', async () => {
    const { store, worker } = setup();
    store.add(sale('j1'));
    await sim.setFault('lose-answer');
    expect(await worker.processJob('j1')).toBe('uncertain');
    expect(sim.receipts()).toHaveLength(1);
    await sim.setFault('none');
    expect(await worker.processJob('j1')).toBeNull();
    expect(sim.receipts()).toHaveLength(1);
    // A person who retries it anyway (it looked unissued): the daemon refuses the day's repeated
    // bill id suffix, so still one receipt.
    store.job('j1').status = 'pending';
    expect(await worker.processJob('j1')).toBe('failed');
    expect(store.job('j1').message).toMatch(/billIdSuffix/);
    expect(sim.receipts()).toHaveLength(1);
  });

  it('a slow daemon within the wait: issued; beyond it: uncertain, and the receipt made once', async () => {
    // The same answers as with the real 20 s wait, scaled down: 100 ms of a 800 ms wait, then 1,100 ms.
    const { store, worker } = setup({ timeoutMs: 800 });
    store.add(sale('j1'));
    await sim.setFault('slow', 100);
    expect(await worker.processJob('j1')).toBe('issued');
    store.add(sale('j3', 'o1'));
    await sim.setFault('slow', 1_100);
    expect(await worker.processJob('j3')).toBe('uncertain');
    // Past the daemon's late answer (300 ms after the bridge stopped waiting), still one receipt each.
    await new Promise((r) => setTimeout(r, 500));
    expect(sim.receipts()).toHaveLength(2);
  });

  it('a restart mid-call: the new bridge finds the job being sent, marks it uncertain, sends nothing', async () => {
    const first = setup({ timeoutMs: 10_000 });
    first.store.add(sale('j1'));
    await sim.setFault('slow', 600);
    // The first bridge stops while its call is on its way (its promise is abandoned: the test only
    // keeps it to know when the daemon's late answer has come).
    const abandoned = first.worker.processJob('j1');
    await vi.waitFor(() => expect(first.store.job('j1').status).toBe('sending'), { interval: 5 });
    const restarted = createWorker({ store: first.store, daemonUrl: sim.url, bridgeId: 'shop-1', timeoutMs: 2_000 });
    expect(await restarted.recover()).toBe(1);
    expect(first.store.job('j1')).toMatchObject({ status: 'uncertain', message: 'bridge stopped while sending' });
    expect(await restarted.processJob('j1')).toBeNull();
    await abandoned;
    expect(sim.receipts()).toHaveLength(1);
  });

  it('a refusal is failed with the daemon’s message', async () => {
    const store = createMemoryStore({ orders: ORDERS, point: { ...point, merchantTin: '11111111111' } });
    const worker = createWorker({ store, daemonUrl: sim.url, bridgeId: 'shop-1' });
    store.add(sale('j1'));
    expect(await worker.processJob('j1')).toBe('failed');
    expect(store.job('j1').message).toMatch(/бүртгэлгүй/);
  });

  it('a partial refund issues the corrected receipt of the kept lines, naming the first', async () => {
    const { store, worker } = setup();
    store.add(sale('j1'));
    await worker.processJob('j1');
    const first = store.job('j1');
    store.add({ id: 'j1-r1', orderId: 'o1', kind: 'correction', correctsId: 'j1', productIds: ['a'], buyer: { type: 'B2C' } });
    expect(await worker.processJob('j1-r1')).toBe('issued');
    const correction = sim.receipts().find((r) => r.inactiveId === first.ddtd);
    expect(correction).toMatchObject({ totalAmount: 110_000, lottery: '' });
    expect(sim.receipts().find((r) => r.id === first.ddtd).inactive).toBe(true);
    expect(store.print('j1-r1').lottery).toBe('');
  });

  it('a whole refund returns the receipt; a second return is refused by the daemon', async () => {
    const { store, worker } = setup();
    store.add(sale('j1'));
    await worker.processJob('j1');
    store.add({ id: 'j1-r1', orderId: 'o1', kind: 'return', correctsId: 'j1', productIds: [], buyer: { type: 'B2C' } });
    expect(await worker.processJob('j1-r1')).toBe('returned');
    expect(sim.receipts()[0].returned).toBe(true);
    store.add({ id: 'j1-r2', orderId: 'o1', kind: 'return', correctsId: 'j1', productIds: [], buyer: { type: 'B2C' } });
    expect(await worker.processJob('j1-r2')).toBe('failed');
  });

  it('a correction of a receipt not yet issued waits for it', async () => {
    const { store, worker } = setup();
    store.add(sale('j1'));
    store.add({ id: 'j1-r1', orderId: 'o1', kind: 'correction', correctsId: 'j1', productIds: ['a'], buyer: { type: 'B2C' } });
    expect(await worker.processJob('j1-r1')).toBe('pending');
    await worker.processJob('j1');
    expect(await worker.processJob('j1-r1')).toBe('issued');
  });

  it('B2B: no lottery; out of lottery numbers or 3 days without upload: receipts without one', async () => {
    const { store, worker } = setup();
    store.add(sale('j1', 'o1', { buyer: { type: 'B2B', customerTin: '15400004123' } }));
    await worker.processJob('j1');
    expect(store.job('j1').hasLottery).toBe(false);
    await sim.setFault('no-lotteries');
    store.add(sale('j2'));
    await worker.processJob('j2');
    expect(store.job('j2')).toMatchObject({ status: 'issued', hasLottery: false });
    expect((await daemonInfo(sim.url)).leftLotteries).toBe(0);
  });

  it('the public lookup: a register number to its TIN and name', async () => {
    expect(await lookupCompany(sim.url, '6002536')).toEqual({ kind: 'found', tin: '15400004123', name: 'НОМИН ТРЕЙД ХХК', vatPayer: true });
    expect(await lookupCompany(sim.url, '9999999')).toEqual({ kind: 'unknown' });
    await sim.setFault('down');
    expect((await lookupCompany(sim.url, '6002536')).kind).toBe('unreachable');
    await sim.setFault('none');
  });
});
