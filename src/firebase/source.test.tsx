import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useRead, useSource, type Sink } from './source';
import { go, setNavigatorOnline } from '../test/network';

afterEach(() => {
  setNavigatorOnline(true);
  vi.restoreAllMocks();
});

/** A promise resolved or rejected from the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRead', () => {
  it('loads once per key; a new key shows loading, never the old data, and a late answer for the old key is dropped', async () => {
    const pending = new Map<string, ReturnType<typeof deferred<string>>>();
    const load = vi.fn((key: string) => {
      const d = deferred<string>();
      pending.set(key, d);
      return d.promise;
    });
    const { result, rerender } = renderHook(({ id }) => useRead(id, load), { initialProps: { id: 'a' as string | null } });
    expect(result.current).toMatchObject({ data: null, loading: true, error: null });
    rerender({ id: 'a' });
    expect(load).toHaveBeenCalledTimes(1);

    rerender({ id: 'b' });
    await act(async () => pending.get('a')?.resolve('A'));
    expect(result.current).toMatchObject({ data: null, loading: true });
    await act(async () => pending.get('b')?.resolve('B'));
    expect(result.current).toMatchObject({ data: 'B', loading: false, error: null });

    rerender({ id: null });
    expect(result.current).toMatchObject({ data: null, loading: false, error: null });
  });

  it('a failure is logged and shown; retry() reads again, showing loading until it answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempt = 0;
    const load = vi.fn(() => (++attempt === 1 ? Promise.reject(new Error('boom')) : Promise.resolve('ok')));
    const { result } = renderHook(() => useRead('k', load, { tag: 'test' }));
    await waitFor(() => expect(result.current.error?.message).toBe('boom'));
    expect(console.error).toHaveBeenCalledWith('read (test)', expect.any(Error));
    act(() => result.current.retry?.());
    await waitFor(() => expect(result.current).toMatchObject({ data: 'ok', loading: false, error: null }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a read that failed offline is read again when the connection comes back; one that succeeded is not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempt = 0;
    const load = vi.fn(() => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(attempt)));
    const { result } = renderHook(() => useRead('k', load));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    go('offline');
    go('online');
    await waitFor(() => expect(result.current.data).toBe(2));
    go('offline');
    go('online');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useSource', () => {
  it('a live source is stopped when its binding changes or the component goes; results after that are dropped', () => {
    const sinks: Sink<number>[] = [];
    const stop = vi.fn();
    const subscribe = (_key: string, sink: Sink<number>) => {
      sinks.push(sink);
      return stop;
    };
    const { result, rerender, unmount } = renderHook(({ key, page }) => useSource(key, subscribe, { params: [page] }), { initialProps: { key: 'a', page: 1 } });
    act(() => sinks[0]?.next(1));
    expect(result.current.current?.data).toBe(1);
    // Another param: a new subscription; the binding's last result stays available, `current` waits.
    rerender({ key: 'a', page: 2 });
    expect(stop).toHaveBeenCalledTimes(1);
    expect(result.current.current).toBeNull();
    expect(result.current.ofBinding?.data).toBe(1);
    act(() => sinks[0]?.next(99));
    expect(result.current.ofBinding?.data).toBe(1);
    act(() => sinks[1]?.next(2));
    expect(result.current.current?.data).toBe(2);
    // Another binding: nothing of the old one shows, except as `last`.
    rerender({ key: 'b', page: 2 });
    expect(result.current.ofBinding).toBeNull();
    expect(result.current.last?.data).toBe(2);
    unmount();
    expect(stop).toHaveBeenCalledTimes(3);
  });
});
