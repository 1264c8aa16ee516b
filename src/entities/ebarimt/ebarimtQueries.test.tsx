import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { EbarimtReceipt } from './ebarimt';

// The job as the live listener last delivered it.
const live = vi.hoisted(() => ({ status: 'sending' as string }));
const getDocFromServer = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('firebase/firestore', async (importOriginal) => ({ ...(await importOriginal<object>()), getDocFromServer }));
vi.mock('../../firebase/queries', () => ({
  useDocument: () => ({ data: { id: 'order-1', status: live.status } as unknown as EbarimtReceipt, loading: false, error: null, retry: () => undefined }),
  useLiveQuery: () => ({ data: [], loading: false, error: null, retry: () => undefined }),
}));

const { RECEIPT_RECHECK_MS, useEbarimtReceipt } = await import('./ebarimtQueries');

beforeEach(() => {
  vi.useFakeTimers();
  getDocFromServer.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useEbarimtReceipt', () => {
  it('while the bridge has the job, reads it from the server every 15 s (a dropped listener update is caught up)', async () => {
    live.status = 'sending';
    const { rerender, unmount } = renderHook(() => useEbarimtReceipt('order-1'));
    expect(getDocFromServer).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(RECEIPT_RECHECK_MS));
    expect(getDocFromServer).toHaveBeenCalledTimes(1);
    live.status = 'pending';
    rerender();
    await act(async () => vi.advanceTimersByTime(RECEIPT_RECHECK_MS));
    expect(getDocFromServer).toHaveBeenCalledTimes(2);
    unmount();
    await act(async () => vi.advanceTimersByTime(3 * RECEIPT_RECHECK_MS));
    expect(getDocFromServer).toHaveBeenCalledTimes(2);
  });

  it('once decided (issued, uncertain, failed, none), nothing more is read; a failed read is left to the next', async () => {
    live.status = 'sending';
    getDocFromServer.mockRejectedValueOnce(new Error('offline'));
    const { rerender } = renderHook(() => useEbarimtReceipt('order-1'));
    await act(async () => vi.advanceTimersByTime(RECEIPT_RECHECK_MS));
    expect(getDocFromServer).toHaveBeenCalledTimes(1);
    for (const status of ['issued', 'uncertain', 'failed', 'none']) {
      live.status = status;
      rerender();
      await act(async () => vi.advanceTimersByTime(2 * RECEIPT_RECHECK_MS));
    }
    expect(getDocFromServer).toHaveBeenCalledTimes(1);
  });

  it('no job asked for: nothing read', async () => {
    renderHook(() => useEbarimtReceipt(null));
    await act(async () => vi.advanceTimersByTime(2 * RECEIPT_RECHECK_MS));
    expect(getDocFromServer).not.toHaveBeenCalled();
  });
});
