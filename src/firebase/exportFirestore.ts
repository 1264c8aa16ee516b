import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, updateCurrentUser, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache, type Firestore } from 'firebase/firestore';
import type { Firestore as LiteFirestore } from 'firebase/firestore/lite';
import { auth } from './app';
import { emulatorHosts, firebaseOptions, splitHost } from './config';

// A second Firebase app for whole-range exports (the reports' and sales lists' CSV). The app's own
// Firestore keeps a persistent cache for offline reading: a year of sales read through it would be
// written to IndexedDB row by row (several minutes more at 100,000 sales) and would push out what the
// screens keep. This app's Auth holds, in memory only, a copy of the signed-in user, so the rules see
// the same person. Nothing of it is stored on the device. Two Firestores share it:
// - exportFirestore(): the full SDK with a memory cache (the sales lists' readAllPages);
// - exportLiteFirestore(): the lite SDK (firebase/firestore/lite, loaded when first asked for), whose
//   reads are plain RunQuery requests: no listener, no cache (the reports' CSV, src/firebase/exportReads.ts).
const EXPORT_APP = 'export';

let instance: { app: FirebaseApp; auth: Auth } | null = null;
let full: Firestore | null = null;
let lite: Promise<LiteFirestore> | null = null;

function exportApp(): { app: FirebaseApp; auth: Auth } {
  if (instance) return instance;
  const app = getApps().some((a) => a.name === EXPORT_APP) ? getApp(EXPORT_APP) : initializeApp(firebaseOptions, EXPORT_APP);
  const exportAuth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (emulatorHosts.enabled) connectAuthEmulator(exportAuth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
  instance = { app, auth: exportAuth };
  return instance;
}

/** The export app, signed in as whoever is signed in now (or no one). */
async function signedInApp(): Promise<FirebaseApp> {
  const { app, auth: exportAuth } = exportApp();
  if (exportAuth.currentUser?.uid !== auth.currentUser?.uid) await updateCurrentUser(exportAuth, auth.currentUser);
  return app;
}

/** The full-SDK Firestore that exports read from (memory cache), signed in as whoever is signed in now. */
export async function exportFirestore(): Promise<Firestore> {
  const app = await signedInApp();
  if (!full) {
    full = initializeFirestore(app, { localCache: memoryLocalCache() });
    if (emulatorHosts.enabled) {
      const firestoreHost = splitHost(emulatorHosts.firestore);
      connectFirestoreEmulator(full, firestoreHost.host, firestoreHost.port);
    }
  }
  return full;
}

/** The lite-SDK Firestore of the export app (no cache, no listener), signed in as whoever is signed in now. */
export async function exportLiteFirestore(): Promise<LiteFirestore> {
  const app = await signedInApp();
  lite ??= import('firebase/firestore/lite').then(({ getFirestore, connectFirestoreEmulator: connectLite }) => {
    const db = getFirestore(app);
    if (emulatorHosts.enabled) {
      const firestoreHost = splitHost(emulatorHosts.firestore);
      connectLite(db, firestoreHost.host, firestoreHost.port);
    }
    return db;
  });
  // A failed load (offline: the chunk could not be fetched) is tried again next time.
  lite.catch(() => {
    lite = null;
  });
  return lite;
}
