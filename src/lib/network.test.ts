// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkConnection, isOnline, RECHECK_MS, subscribeOnline, watchConnection } from './network';

const reached = () => vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))) as unknown as typeof fetch;
const cut = () => vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;

afterEach(async () => {
  await checkConnection(reached());
  vi.useRealTimers();
});

describe('the connection check', () => {
  it('says offline when no request reaches our server though the browser says online, and tells the listeners', async () => {
    const changed = vi.fn();
    const unsubscribe = subscribeOnline(changed);
    expect(navigator.onLine).toBe(true);
    expect(isOnline()).toBe(true);
    await checkConnection(cut());
    expect(isOnline()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
    await checkConnection(reached());
    expect(isOnline()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('asks with a HEAD request past the HTTP cache (the service worker serves only GET)', async () => {
    const fetchFn = reached();
    await checkConnection(fetchFn);
    const [url, init] = (fetchFn as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^\/connection-check\?t=\d+$/);
    expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
  });

  it('an answer with an error status is still a way out; a check that timed out changes nothing', async () => {
    await checkConnection(vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))) as unknown as typeof fetch);
    expect(isOnline()).toBe(true);
    await checkConnection(vi.fn(() => Promise.reject(new DOMException('slow', 'TimeoutError'))) as unknown as typeof fetch);
    expect(isOnline()).toBe(true);
  });

  it('watches: checks at start, again every few seconds while unreachable, and sees the way back', async () => {
    vi.useFakeTimers();
    let up = false;
    const fetchFn = vi.fn(() => (up ? Promise.resolve(new Response(null)) : Promise.reject(new TypeError('Failed to fetch')))) as unknown as typeof fetch;
    const stop = watchConnection(fetchFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(isOnline()).toBe(false);
    up = true;
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(isOnline()).toBe(true);
    // Reachable: no more checks until the browser reports a change.
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 5);
    expect(fetchFn).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchFn).toHaveBeenCalledTimes(4);
    stop();
  });
});
