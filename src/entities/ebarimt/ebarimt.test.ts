import { describe, expect, it } from 'vitest';
import { consumerNoProblem, needsEbarimt, pointOfSale, regNoProblem, saleReceiptJob, toEbarimtReceipt, toEbarimtSettings, DEFAULT_EBARIMT_SETTINGS } from './ebarimt';

describe('the e-barimt entity', () => {
  it('a sale needs an e-barimt when enabled and some line goes on it under the treatment', () => {
    const on = { ...DEFAULT_EBARIMT_SETTINGS, enabled: true };
    expect(needsEbarimt(on, [{ isNoat: false }, { isNoat: true }])).toBe(true);
    expect(needsEbarimt(on, [{ isNoat: false }])).toBe(false);
    expect(needsEbarimt({ ...on, treatment: 'contained' }, [{ isNoat: false }])).toBe(true);
    expect(needsEbarimt(DEFAULT_EBARIMT_SETTINGS, [{ isNoat: true }])).toBe(false);
  });

  it('the issuing point: the store of a store sale, the office otherwise', () => {
    expect(pointOfSale({ locationType: 'store', locationId: 'store-1' })).toBe('store-1');
    expect(pointOfSale({ locationType: 'delivery', locationId: 'dp-1' })).toBe('office');
    expect(pointOfSale({ locationType: 'merchant', locationId: 'u1' })).toBe('office');
  });

  it('checks a consumer number (8 digits or none) and a register number (7 digits, or 2 letters and 8 digits)', () => {
    expect(consumerNoProblem('')).toBeNull();
    expect(consumerNoProblem('10038071')).toBeNull();
    expect(consumerNoProblem('1003807')).toBe('consumerNo');
    expect(regNoProblem('6002536')).toBeNull();
    expect(regNoProblem('УБ12345678')).toBeNull();
    expect(regNoProblem('600253')).toBe('regNo');
    expect(regNoProblem('AB12345678')).toBe('regNo');
  });

  it('the sale job names only what the rules allow; a B2B buyer keeps exactly its four fields', () => {
    const job = saleReceiptJob('o1', ['p1'], 'store-1', { type: 'B2B', regNo: '6002536', customerTin: '15400004123', customerName: 'X', extra: 1 } as never, 'u1');
    expect(Object.keys(job).sort()).toEqual(['buyer', 'createdAt', 'createdUserId', 'kind', 'orderId', 'pointId', 'productIds', 'status']);
    expect(job.buyer).toEqual({ type: 'B2B', regNo: '6002536', customerTin: '15400004123', customerName: 'X' });
  });

  it('reads a job and the setting defensively', () => {
    const r = toEbarimtReceipt('o1', { orderId: 'o1', status: 'weird', buyer: { type: 'B2C', consumerNo: '10038071' }, productIds: ['p1'] });
    expect(r).toMatchObject({ status: 'pending', kind: 'sale', buyer: { type: 'B2C', consumerNo: '10038071' }, ddtd: null, hasLottery: false });
    expect(toEbarimtSettings({ enabled: true, treatment: 'x', defaultClassificationCode: '12' })).toEqual({ enabled: true, treatment: 'added', defaultClassificationCode: '6211100' });
  });
});
