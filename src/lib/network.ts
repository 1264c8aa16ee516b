import { useSyncExternalStore } from 'react';

/**
 * Whether the device has a network, as the browser tells it (`navigator.onLine` and its
 * `online`/`offline` events). Firestore's own connection state is not public; the browser's flag is
 * what Playwright's `context.setOffline` and a real phone's lost network both change.
 *
 * Kept apart from src/firebase/online.ts (which re-exports it) so that code in the first download
 * (the auth provider, the loading screen) can ask without loading the Firestore SDK.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls `onChange` whenever the device goes online or offline; returns the unsubscribe. */
export function subscribeOnline(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The device's network state, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
