import { useSyncExternalStore } from 'react';
import { runTransaction, type Firestore, type Transaction, type TransactionOptions } from 'firebase/firestore';

/**
 * Whether the device has a network, as the browser tells it (`navigator.onLine` and its
 * `online`/`offline` events). Firestore's own connection state is not public; the browser's flag is
 * what Playwright's `context.setOffline` and a real phone's lost network both change.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The device's network state, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** A write that needs the server was attempted without a network: nothing was sent or queued. */
export class OfflineError extends Error {
  readonly code = 'offline';
  constructor() {
    super('offline: this write needs the server');
    this.name = 'OfflineError';
  }
}

/** Throws OfflineError at once while offline (a transaction would otherwise wait and then fail). */
export function assertOnline(): void {
  if (!isOnline()) throw new OfflineError();
}

/**
 * Every transaction of the app goes through here. A transaction reads on the server, so it cannot
 * be queued offline: it is refused at once with OfflineError, and the screen keeps what was typed.
 */
export function runServerTransaction<T>(
  fs: Firestore,
  update: (transaction: Transaction) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  try {
    assertOnline();
  } catch (error) {
    return Promise.reject(error);
  }
  return runTransaction(fs, update, options);
}
