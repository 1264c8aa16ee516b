import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp } from './app';
import { emulatorHosts, splitHost } from './config';

export const db: Firestore = getFirestore(firebaseApp);

if (emulatorHosts.enabled) {
  const firestoreHost = splitHost(emulatorHosts.firestore);
  connectFirestoreEmulator(db, firestoreHost.host, firestoreHost.port);
}
