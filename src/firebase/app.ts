import { initializeApp, getApp, getApps, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { emulatorHosts, firebaseOptions, splitHost } from './config';

export const firebaseApp: FirebaseApp = getApps().length ? getApp() : initializeApp(firebaseOptions);

export const auth: Auth = getAuth(firebaseApp);
export const db: Firestore = getFirestore(firebaseApp);

if (emulatorHosts.enabled) {
  connectAuthEmulator(auth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
  const firestoreHost = splitHost(emulatorHosts.firestore);
  connectFirestoreEmulator(db, firestoreHost.host, firestoreHost.port);
}
