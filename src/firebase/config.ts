import type { FirebaseOptions } from 'firebase/app';

/** Firebase settings come from VITE_FIREBASE_* (see .env.example); `npm start` sets demo values. */
export const firebaseOptions: FirebaseOptions = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET,
  messagingSenderId: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
};

export const emulatorHosts = {
  enabled: import.meta.env.VITE_USE_EMULATORS === 'true',
  auth: import.meta.env.VITE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  firestore: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  storage: import.meta.env.VITE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199',
};

export function splitHost(hostAndPort: string): { host: string; port: number } {
  const index = hostAndPort.lastIndexOf(':');
  return { host: hostAndPort.slice(0, index), port: Number(hostAndPort.slice(index + 1)) };
}
