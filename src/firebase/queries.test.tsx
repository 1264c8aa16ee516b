import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useRetryOnReconnect } from './queries';
import { go, setNavigatorOnline } from '../test/network';


afterEach(() => {
  setNavigatorOnline(true);
});

describe('useRetryOnReconnect', () => {
  it('a read that failed offline or was answered by the cache is read again each time the connection is back', () => {
    const { result, rerender } = renderHook(({ stale }) => useRetryOnReconnect(stale), { initialProps: { stale: false } });
    expect(result.current).toBe(0);
    go('offline');
    rerender({ stale: true });
    expect(result.current).toBe(0);
    go('online');
    expect(result.current).toBe(1);
    // Offline and back again while still stale (the new read failed too): another retry.
    go('offline');
    go('online');
    expect(result.current).toBe(2);
  });

  it('a read the server answered is not read again on reconnect', () => {
    const { result } = renderHook(() => useRetryOnReconnect(false));
    go('offline');
    go('online');
    expect(result.current).toBe(0);
  });
});
