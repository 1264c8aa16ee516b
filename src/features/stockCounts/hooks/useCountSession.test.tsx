import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { toProduct, type Product } from '../../../entities/product/product';
import type { StockCount } from '../domain/stockCount';
import { SAVE_DELAY_MS, useCountSession } from './useCountSession';

const api = vi.hoisted(() => ({
  readExpected: vi.fn<(locationId: string) => Promise<Product[]>>(),
  readProductsBySkus: vi.fn<(codes: readonly string[]) => Promise<Product[]>>(),
  findProductsBySku: vi.fn<(code: string) => Promise<Product[]>>(),
  saveStockCount: vi.fn<(id: string, by: unknown, lists: { scanned: string[] }) => Promise<void>>(),
  closeStockCount: vi.fn(),
  moveProducts: vi.fn(),
}));
vi.mock('../api/stockCountQueries', () => ({ TAG: 'stockCounts', readExpected: api.readExpected, readProductsBySkus: api.readProductsBySkus }));
vi.mock('../api/stockCountWrites', () => ({ saveStockCount: api.saveStockCount, closeStockCount: api.closeStockCount }));
vi.mock('../../../entities/product/skuLookup', () => ({ normaliseCode: (c: string) => c.trim(), findProductsBySku: api.findProductsBySku }));
vi.mock('../../../entities/product/moveProducts', () => ({ moveProducts: api.moveProducts }));
vi.mock('../../../components/scan', () => ({ playScanSound: () => undefined }));

const product = (sku: string, locationId = 'store-1') => toProduct(`p-${sku}`, { name: `Item ${sku}`, sku, locationId, locationType: 'store', locationName: locationId });
const EXPECTED = Array.from({ length: 2000 }, (_, i) => product(String(300000 + i)));

function count(over: Partial<StockCount> = {}): StockCount {
  return {
    id: 'count-1', locationId: 'store-1', locationType: 'store', locationName: 'Store one', status: 'open',
    createdUserId: 'u1', createdUserName: 'U', createdAtMs: 1, updatedUserId: 'u1', updatedAtMs: 1, closedUserId: null, closedAtMs: 0,
    expectedCount: 2000, foundCount: 0, scanned: [], missing: [], elsewhere: [], sold: [], unknown: [], ...over,
  };
}
const BY = { id: 'u1', name: 'U' };

beforeEach(() => {
  api.readExpected.mockReset().mockResolvedValue(EXPECTED);
  api.readProductsBySkus.mockReset().mockResolvedValue([]);
  api.findProductsBySku.mockReset().mockResolvedValue([]);
  api.saveStockCount.mockReset().mockResolvedValue(undefined);
});
afterEach(() => vi.useRealTimers());

describe('useCountSession', () => {
  it('a run of 100 scans makes one save, a second after the last; expected labels cost no lookup', async () => {
    const { result } = renderHook(() => useCountSession(count(), BY, {}));
    await waitFor(() => expect(result.current.phase.kind).toBe('ready'));
    vi.useFakeTimers();
    await act(async () => {
      for (let i = 0; i < 100; i += 1) await result.current.scan(String(300000 + i));
    });
    expect(api.findProductsBySku).not.toHaveBeenCalled();
    expect(api.saveStockCount).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS + 10);
    });
    expect(api.saveStockCount).toHaveBeenCalledTimes(1);
    const lists = api.saveStockCount.mock.calls[0][2] as unknown as { scanned: string[]; missing: string[]; foundCount: number };
    expect(lists.scanned).toHaveLength(100);
    expect(lists.missing).toHaveLength(1900);
    expect(lists.foundCount).toBe(100);
  });

  it('a code scanned twice counts once and says so; an unknown code is looked up once', async () => {
    const { result } = renderHook(() => useCountSession(count(), BY, { locationId: 'store-1' }));
    await waitFor(() => expect(result.current.phase.kind).toBe('ready'));
    await act(async () => {
      await result.current.scan('300001');
      await result.current.scan('300001');
    });
    expect(result.current.feedback).toEqual({ kind: 'duplicate', code: '300001' });
    await act(async () => {
      await result.current.scan('999999');
    });
    expect(api.findProductsBySku).toHaveBeenCalledExactlyOnceWith('999999', { locationId: 'store-1' }, 'stockCounts');
    expect(result.current.feedback).toMatchObject({ kind: 'unknown', code: '999999' });
    expect(result.current.book?.figures()).toMatchObject({ scanned: 2, found: 1, unknown: 1, missing: 1999 });
  });

  it('resuming sorts the saved codes again: expected ones without a read, the others in one lookup', async () => {
    api.readProductsBySkus.mockResolvedValue([product('500000', 'wh-1')]);
    const { result } = renderHook(() => useCountSession(count({ scanned: ['300005', '500000', '777777'] }), BY, {}));
    await waitFor(() => expect(result.current.phase.kind).toBe('ready'));
    expect(api.readProductsBySkus).toHaveBeenCalledExactlyOnceWith(['500000', '777777'], {});
    expect(result.current.book?.figures()).toMatchObject({ scanned: 3, found: 1, elsewhere: 1, unknown: 1 });
    expect(result.current.book?.scanned()).toEqual(['300005', '500000', '777777']);
  });
});
