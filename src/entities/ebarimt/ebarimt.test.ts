import { describe, expect, it } from 'vitest';
import { bridgeOfPoint, consumerNoProblem, needsEbarimt, pointAssignment, pointOfSale, regNoProblem, saleReceiptJob, toBridgeAccount, toEbarimtReceipt, toEbarimtSettings, DEFAULT_EBARIMT_SETTINGS } from './ebarimt';

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

describe('the shop bridges and the points they serve', () => {
  const a = { id: 'a', name: 'Гүүр А', email: 'a@x.mn', isActive: true, pointIds: ['store-1', 'office'] };
  const b = { id: 'b', name: 'Гүүр Б', email: 'b@x.mn', isActive: true, pointIds: ['store-2'] };
  const off = { id: 'c', name: 'Хуучин', email: 'c@x.mn', isActive: false, pointIds: ['store-3', 'store-2'] };

  it('reads an account defensively', () => {
    expect(toBridgeAccount('u1', { firstName: 'E-barimt', lastName: 'Bridge', email: 'bridge@demo.mn', isActive: true, bridgePointIds: ['s1', 2] })).toEqual({
      id: 'u1',
      name: 'E-barimt Bridge',
      email: 'bridge@demo.mn',
      isActive: true,
      pointIds: ['s1'],
    });
    expect(toBridgeAccount('u2', {})).toEqual({ id: 'u2', name: '', email: '', isActive: false, pointIds: [] });
  });

  it('a point is served by the active bridge that lists it; an inactive one is shown only when it alone lists it', () => {
    expect(bridgeOfPoint([a, b, off], 'office')).toBe(a);
    expect(bridgeOfPoint([off, b], 'store-2')).toBe(b);
    expect(bridgeOfPoint([a, off], 'store-3')).toBe(off);
    expect(bridgeOfPoint([a, b], 'store-9')).toBeNull();
  });

  it('giving a point to a bridge takes it from every other; only the changed lists are written', () => {
    expect(pointAssignment([a, b, off], 'store-2', 'a')).toEqual([
      { id: 'a', pointIds: ['store-1', 'office', 'store-2'] },
      { id: 'b', pointIds: [] },
      { id: 'c', pointIds: ['store-3'] },
    ]);
    expect(pointAssignment([a, b], 'office', null)).toEqual([{ id: 'a', pointIds: ['store-1'] }]);
    expect(pointAssignment([a, b], 'store-1', 'a')).toEqual([]);
  });
});
