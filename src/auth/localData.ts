// What this device keeps of a signed-in person's work: Firestore's persistent cache (documents read,
// writes not yet sent). Loaded on demand by the auth provider at sign-out, so the sign-in page's first
// download stays without the Firestore SDK (docs/offline.md).
import { clearIndexedDbPersistence, terminate, waitForPendingWrites } from 'firebase/firestore';
import { db } from '../firebase/firestore';
import { PICTURE_CACHE } from '../lib/pictureCache';

function after(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
}

/**
 * Whether every write kept on this device for the signed-in person has reached the server,
 * waiting at most `ms` for it (offline, a kept write never arrives: pass a short wait).
 */
export async function writesAllSent(ms: number): Promise<boolean> {
  const outcome = await Promise.race([waitForPendingWrites(db).then(() => 'sent' as const), after(ms)]);
  return outcome === 'sent';
}

/**
 * Stops this page's Firestore and deletes the persistent cache: every cached document and every
 * write not yet sent; then the service worker's kept pictures. The cache can only be deleted while Firestore is not running, hence
 * terminate() first; a terminated Firestore cannot be used again, so the caller reloads the page.
 * The other tabs' Firestore closes too (the database is deleted under them; they reload on the
 * sign-out they see). Gives up after `ms` (a tab that keeps the database open blocks the delete).
 */
export async function clearLocalData(ms = 5000): Promise<boolean> {
  const cleared = (async () => {
    await terminate(db);
    await clearIndexedDbPersistence(db);
    // The pictures the service worker kept (vite.config.ts); absent without a service worker.
    if (typeof caches !== 'undefined') await caches.delete(PICTURE_CACHE);
    return true as const;
  })();
  const outcome = await Promise.race([cleared, after(ms)]);
  return outcome === true;
}
