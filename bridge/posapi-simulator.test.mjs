// The simulator refuses what the real daemon refuses (its published rules), and answers as it does.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { receiptProblem, startPosApiSimulator } from './posapi-simulator.mjs';

const TIN = '37900846788';
const valid = () => ({
  type: 'B2C_RECEIPT',
  merchantTin: TIN,
  branchNo: '001',
  posNo: '001',
  districtCode: '2501',
  billIdSuffix: '0001',
  totalAmount: 11_000,
  totalVAT: 1_000,
  totalCityTax: 0,
  receipts: [
    {
      taxType: 'VAT_ABLE',
      merchantTin: TIN,
      totalAmount: 11_000,
      totalVAT: 1_000,
      totalCityTax: 0,
      items: [{ name: 'Гутал', barCode: null, barCodeType: 'UNDEFINED', classificationCode: '6211100', measureUnit: 'ш', qty: 1, unitPrice: 11_000, totalVAT: 1_000, totalCityTax: 0, totalAmount: 11_000 }],
    },
  ],
  payments: [{ code: 'CASH', status: 'PAID', paidAmount: 11_000 }],
});
const ctx = () => ({ merchants: [TIN], receipts: new Map(), companies: [], today: '2026-11-27' });

describe('receiptProblem', () => {
  it('a valid receipt passes', () => {
    expect(receiptProblem(valid(), ctx())).toBeNull();
  });
  const cases = [
    ['an unknown type', (r) => (r.type = 'RECEIPT'), /type/],
    ['an unregistered merchant', (r) => (r.merchantTin = '11111111111'), /бүртгэлгүй/],
    ['a 5-digit district', (r) => (r.districtCode = '25010'), /districtCode/],
    ['a consumer number of 7 digits', (r) => (r.consumerNo = '1003807'), /consumerNo/],
    ['a customer TIN on B2C', (r) => (r.customerTin = '15400004123'), /customerTin/],
    ['B2B without customer TIN', (r) => (r.type = 'B2B_RECEIPT'), /customerTin/],
    ['an unknown tax type', (r) => (r.receipts[0].taxType = 'VAT'), /taxType/],
    ['no classification code', (r) => (r.receipts[0].items[0].classificationCode = ''), /classificationCode талбарын утга хоосон/],
    ['a 6-digit classification code', (r) => (r.receipts[0].items[0].classificationCode = '621110'), /7 оронтой/],
    ['VAT not 10/110 of the amount', (r) => (r.receipts[0].items[0].totalVAT = 1_100), /НӨАТ-г 10%-р тооцоолоогүй байна. Шалгуур дүн: 1000/],
    ['items not adding up to the sub-receipt', (r) => (r.receipts[0].totalAmount = 12_000), /дэд баримтын дүн/],
    ['sub-receipts not adding up to the total', (r) => (r.totalVAT = 999), /totalAmount дүн/],
    ['payments short of the total', (r) => (r.payments[0].paidAmount = 10_000), /төлбөрийн дүн/],
    ['an unknown payment code', (r) => (r.payments[0].code = 'COUPON'), /төлбөрийн хэлбэр/],
    ['a correction naming no 33-digit DDTD', (r) => (r.inactiveId = '123'), /33 оронтой/],
    ['a correction of a receipt never issued', (r) => (r.inactiveId = '0'.repeat(33)), /баримт олдсонгүй/],
    ['no bill id suffix', (r) => (r.billIdSuffix = ''), /billIdSuffix/],
  ];
  for (const [name, change, message] of cases) {
    it(`refuses ${name}`, () => {
      const r = valid();
      change(r);
      expect(receiptProblem(r, ctx())).toMatch(message);
    });
  }
});

describe('the daemon over HTTP', () => {
  let sim;
  beforeAll(async () => {
    sim = await startPosApiSimulator();
  });
  afterAll(() => sim.close());
  beforeEach(() => fetch(`${sim.controlUrl}/__sim/reset`, { method: 'POST' }));
  const post = (body) => fetch(`${sim.url}/rest/receipt`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

  it('issues: a 33-digit DDTD, the date, a lottery, QR data; a refusal is HTTP 400 with its message', async () => {
    const res = await post(valid());
    expect(res.status).toBe(200);
    const a = await res.json();
    expect(a).toMatchObject({ status: 'SUCCESS', id: expect.stringMatching(/^\d{33}$/), lottery: expect.stringMatching(/^[A-Z]{2} \d{8}$/), qrData: expect.stringMatching(/^\d{100,}$/) });
    expect(a.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const again = await post(valid());
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ status: 'ERROR', message: expect.stringMatching(/billIdSuffix/) });
  });

  it('returns a receipt by id and date, once', async () => {
    const a = await (await post(valid())).json();
    const del = (body) => fetch(`${sim.url}/rest/receipt`, { method: 'DELETE', body: JSON.stringify(body) });
    expect((await del({ id: a.id, date: '2026-01-01 00:00:00' })).status).toBe(400);
    expect((await del({ id: a.id, date: a.date })).status).toBe(200);
    expect(await (await del({ id: a.id, date: a.date })).json()).toMatchObject({ message: 'баримт аль хэдийн буцаагдсан байна' });
  });

  it('reports its state; uploads 3 days behind or no numbers left mean no lottery', async () => {
    const info = await (await fetch(`${sim.url}/rest/info`)).json();
    expect(info).toMatchObject({ leftLotteries: 20_000, merchants: [expect.objectContaining({ tin: TIN })] });
    await fetch(`${sim.controlUrl}/__sim/fault`, { method: 'POST', body: JSON.stringify({ mode: 'no-lotteries' }) });
    const a = await (await post(valid())).json();
    expect(a.lottery).toBe('');
  });

  it('down: connections are refused, and it comes back with its receipts', async () => {
    const a = await (await post(valid())).json();
    await sim.setFault('down');
    await expect(fetch(`${sim.url}/rest/info`)).rejects.toThrow();
    await sim.setFault('none');
    const state = await (await fetch(`${sim.controlUrl}/__sim/state`)).json();
    expect(state.receipts.map((r) => r.id)).toEqual([a.id]);
  });
});
