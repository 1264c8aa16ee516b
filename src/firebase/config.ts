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

/**
 * The settings a build cannot start without (src/main.tsx shows which are missing instead of a blank
 * page): Auth refuses to start without the API key, Firestore without the project id, Storage without
 * the bucket. VITE_FIREBASE_MESSAGING_SENDER_ID is not needed (no Cloud Messaging).
 */
export const REQUIRED_FIREBASE_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

/**
 * The required settings `env` lacks: unset, blank, or still the placeholder of .env.example
 * ("your-web-api-key", "your-project-id...").
 */
export function missingFirebaseSettings(env: Record<string, unknown>): string[] {
  return REQUIRED_FIREBASE_SETTINGS.filter((name) => {
    const value = env[name];
    return typeof value !== 'string' || value.trim() === '' || value.includes('your-');
  });
}

export const emulatorHosts = {
  enabled: import.meta.env.VITE_USE_EMULATORS === 'true',
  auth: import.meta.env.VITE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  firestore: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  storage: import.meta.env.VITE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199',
  functions: import.meta.env.VITE_FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001',
};

export function splitHost(hostAndPort: string): { host: string; port: number } {
  const index = hostAndPort.lastIndexOf(':');
  return { host: hostAndPort.slice(0, index), port: Number(hostAndPort.slice(index + 1)) };
}
