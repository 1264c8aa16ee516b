import { initializeApp, getApp, getApps, type FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { emulatorHosts, firebaseOptions } from './config';

export const firebaseApp: FirebaseApp = getApps().length ? getApp() : initializeApp(firebaseOptions);

export const auth: Auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (emulatorHosts.enabled) {
  connectAuthEmulator(auth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
}
