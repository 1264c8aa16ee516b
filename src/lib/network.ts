import { useSyncExternalStore } from 'react';

/**
 * Whether the device has a network: the browser's flag (`navigator.onLine` and its
 * `online`/`offline` events) and, since that flag can say "online" with no way out (a shop's Wi-Fi
 * without internet, a reload while offline under some browsers' emulation), the last connection
 * check of our own server (watchConnection). Firestore's own connection state is not public.
 *
 * Kept apart from src/firebase/online.ts (which re-exports it) so that code in the first download
 * (the auth provider, the loading screen) can ask without loading the Firestore SDK.
 */
export function isOnline(): boolean {
  return (typeof navigator === 'undefined' || navigator.onLine !== false) && !unreachable;
}

/** The last connection check failed: no request reached our server. */
let unreachable = false;
const listeners = new Set<() => void>();

function setUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

/** Calls `onChange` whenever the device goes online or offline; returns the unsubscribe. */
export function subscribeOnline(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The device's network state, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/** How often the check runs again while the server is unreachable (to see the way back). */
export const RECHECK_MS = 3000;
/** A check that has no answer after this long says nothing (a slow network is not an offline one). */
const CHECK_TIMEOUT_MS = 15_000;

/**
 * Asks our own server whether it can be reached: a HEAD request that neither the HTTP cache nor the
 * service worker answers (it only serves GET). Any answer, even an error status, is a way out; a
 * network failure is none; no answer in time changes nothing.
 */
export async function checkConnection(fetchFn: typeof fetch = fetch): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  try {
    await fetchFn(`/connection-check?t=${Date.now()}`, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    setUnreachable(false);
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return;
    setUnreachable(true);
  }
}

/**
 * Checks the connection once at start, again whenever the browser says it is back online, and every
 * RECHECK_MS while the server cannot be reached. Returns the stop (tests).
 */
export function watchConnection(fetchFn: typeof fetch = fetch): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const check = () => {
    clearTimeout(timer);
    void checkConnection(fetchFn).then(() => {
      if (!stopped && unreachable) timer = setTimeout(check, RECHECK_MS);
    });
  };
  window.addEventListener('online', check);
  check();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', check);
    setUnreachable(false);
  };
}
