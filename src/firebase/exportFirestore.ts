import { getApp, getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, updateCurrentUser, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache, type Firestore } from 'firebase/firestore';
import { auth } from './app';
import { emulatorHosts, firebaseOptions, splitHost } from './config';

// A second Firebase app for whole-range exports (the reports' CSV). The app's own Firestore keeps
// a persistent cache for offline reading: a year of sales read through it would be written to
// IndexedDB row by row (several minutes more at 100,000 sales) and would push out what the screens
// keep. This one has a memory cache, and its Auth holds, in memory only, a copy of the signed-in
// user, so the rules see the same person. Nothing of it is stored on the device.
const EXPORT_APP = 'export';

let instance: { auth: Auth; db: Firestore } | null = null;

function exportInstance(): { auth: Auth; db: Firestore } {
  if (instance) return instance;
  const app = getApps().some((a) => a.name === EXPORT_APP) ? getApp(EXPORT_APP) : initializeApp(firebaseOptions, EXPORT_APP);
  const exportAuth = initializeAuth(app, { persistence: inMemoryPersistence });
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  if (emulatorHosts.enabled) {
    connectAuthEmulator(exportAuth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
    const firestoreHost = splitHost(emulatorHosts.firestore);
    connectFirestoreEmulator(db, firestoreHost.host, firestoreHost.port);
  }
  instance = { auth: exportAuth, db };
  return instance;
}

/** The Firestore that exports read from, signed in as whoever is signed in now (or no one). */
export async function exportFirestore(): Promise<Firestore> {
  const { auth: exportAuth, db } = exportInstance();
  if (exportAuth.currentUser?.uid !== auth.currentUser?.uid) await updateCurrentUser(exportAuth, auth.currentUser);
  return db;
}
