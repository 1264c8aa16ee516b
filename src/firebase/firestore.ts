import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { firebaseApp } from './app';
import { emulatorHosts, splitHost } from './config';

/**
 * The app's Firestore, with the persistent cache (IndexedDB) shared by every open tab: a screen
 * opened before shows its last data at once on reload and while offline (docs/offline.md). Sign-out
 * clears the cache (src/auth/localData.ts).
 */
export const db: Firestore = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

if (emulatorHosts.enabled) {
  const firestoreHost = splitHost(emulatorHosts.firestore);
  connectFirestoreEmulator(db, firestoreHost.host, firestoreHost.port);
}
