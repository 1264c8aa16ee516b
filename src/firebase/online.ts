import { runTransaction, type Firestore, type Transaction, type TransactionOptions } from 'firebase/firestore';
import { isOnline } from '../lib/network';

export { isOnline, useOnline } from '../lib/network';

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

/** How a plain write ended: the server has it, or it waits on this device for the connection. */
export type WriteOutcome = 'sent' | 'queued';

/**
 * A plain write that Firestore may keep on this device and send later (docs/offline.md lists
 * which writes those are). Online it waits for the server, as before. Offline, Firestore applies the
 * change to the persistent cache at once (every screen shows it) but its promise waits until the
 * server has it, which may be hours: so this resolves 'queued' at once instead, also when the device
 * goes offline while waiting. A queued write the server later refuses is logged.
 *
 *     await sendOrQueue(updateDoc(ref, fields));
 */
export function sendOrQueue(write: Promise<unknown>): Promise<WriteOutcome> {
  const queued = (): WriteOutcome => {
    write.catch((error: unknown) => console.error('a write kept on this device was refused by the server', error));
    return 'queued';
  };
  if (!isOnline()) return Promise.resolve(queued());
  if (typeof window === 'undefined') return write.then(() => 'sent');
  return new Promise<WriteOutcome>((resolve, reject) => {
    const onOffline = () => {
      window.removeEventListener('offline', onOffline);
      resolve(queued());
    };
    window.addEventListener('offline', onOffline);
    write.then(
      () => {
        window.removeEventListener('offline', onOffline);
        resolve('sent');
      },
      (error: unknown) => {
        window.removeEventListener('offline', onOffline);
        reject(error);
      },
    );
  });
}
