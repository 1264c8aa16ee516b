import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { firebaseApp } from './app';
import { emulatorHosts } from './config';

// initializeAuth instead of getAuth: staff sign in with email and password only, so the popup and
// redirect machinery of social sign-in stays out of the sign-in bundle.
export const auth: Auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (emulatorHosts.enabled) {
  connectAuthEmulator(auth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
}
