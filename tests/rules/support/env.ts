// Test environment for the security rules tests: emulator hosts come from the environment (the test
// orchestrator sets them), rules come from the files at the repository root.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function readRules(file: 'firestore.rules' | 'storage.rules'): string {
  return readFileSync(ROOT + file, 'utf8');
}

/** Parses "host:port", "http://host:port" or "[::1]:port". */
export function parseHostPort(value: string, variable: string): { host: string; port: number } {
  const match = /^(?:https?:\/\/)?(\[[^\]]+\]|[^:/]+):(\d+)\/?$/.exec(value.trim());
  if (!match) throw new Error(`${variable}="${value}" is not host:port`);
  return { host: match[1].replace(/^\[|\]$/g, ''), port: Number(match[2]) };
}

export function firestoreEmulator(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set. Start a Firestore emulator and run e.g. ' +
        'FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules',
    );
  }
  return parseHostPort(value, 'FIRESTORE_EMULATOR_HOST');
}

/** STORAGE_EMULATOR_HOST (or FIREBASE_STORAGE_EMULATOR_HOST), or undefined when neither is set. */
export function storageEmulatorHost(): string | undefined {
  return process.env.STORAGE_EMULATOR_HOST || process.env.FIREBASE_STORAGE_EMULATOR_HOST || undefined;
}

/** One project per test file, so files (and other people's runs) never share data. */
export async function firestoreRulesEnv(projectId: string): Promise<RulesTestEnvironment> {
  // Denied writes are expected here; without this the SDK logs every one of them to stderr.
  setLogLevel('silent');
  return initializeTestEnvironment({
    projectId,
    firestore: { ...firestoreEmulator(), rules: readRules('firestore.rules') },
  });
}

export async function storageRulesEnv(projectId: string): Promise<RulesTestEnvironment> {
  setLogLevel('silent');
  const storageHost = storageEmulatorHost();
  if (!storageHost) throw new Error('STORAGE_EMULATOR_HOST is not set');
  return initializeTestEnvironment({
    projectId,
    firestore: { ...firestoreEmulator(), rules: readRules('firestore.rules') },
    storage: { ...parseHostPort(storageHost, 'STORAGE_EMULATOR_HOST'), rules: readRules('storage.rules') },
  });
}

// rules-unit-testing hands out compat instances; the modular API accepts them (it unwraps
// `_delegate`), so tests use the same modular calls as the app.
export function modularFirestore(db: unknown): Firestore {
  return db as Firestore;
}

export function modularStorage(storage: unknown): FirebaseStorage {
  return storage as FirebaseStorage;
}
