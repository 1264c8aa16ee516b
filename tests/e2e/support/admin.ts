// firebase-admin for the end-to-end tests: arrange and inspect data on the test stack's emulators
// (admin access bypasses the security rules). Initialised on first use.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { e2eEnv } from './env';

const APP_NAME = 'e2e-admin';
let app: App | undefined;

export function adminApp(): App {
  if (!app) {
    // firebase-admin reads the emulator hosts from the environment.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = e2eEnv.authEmulatorHost;
    process.env.FIRESTORE_EMULATOR_HOST = e2eEnv.firestoreEmulatorHost;
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = e2eEnv.storageEmulatorHost;
    app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId: e2eEnv.projectId }, APP_NAME);
  }
  return app;
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

export function adminDb(): Firestore {
  return getFirestore(adminApp());
}
