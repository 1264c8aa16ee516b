// Test environment for the security rules tests: emulator hosts come from the environment (the test
// orchestrator sets them), rules come from the files at the repository root.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment, type TokenOptions } from '@firebase/rules-unit-testing';
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
  return withReusedContexts(
    await initializeTestEnvironment({
      projectId,
      firestore: { ...firestoreEmulator(), rules: readRules('firestore.rules') },
    }),
  );
}

export async function storageRulesEnv(projectId: string): Promise<RulesTestEnvironment> {
  setLogLevel('silent');
  const storageHost = storageEmulatorHost();
  if (!storageHost) throw new Error('STORAGE_EMULATOR_HOST is not set');
  return withReusedContexts(
    await initializeTestEnvironment({
      projectId,
      firestore: { ...firestoreEmulator(), rules: readRules('firestore.rules') },
      storage: { ...parseHostPort(storageHost, 'STORAGE_EMULATOR_HOST'), rules: readRules('storage.rules') },
    }),
  );
}

/** A context whose firestore() and storage() hand out one instance each, made on first use. */
function reusedContext(context: RulesTestContext): RulesTestContext {
  let firestore: ReturnType<RulesTestContext['firestore']> | undefined;
  const storages = new Map<string, ReturnType<RulesTestContext['storage']>>();
  return {
    firestore: (settings) => (settings ? context.firestore(settings) : (firestore ??= context.firestore())),
    storage: (bucketUrl) => {
      const key = bucketUrl ?? '';
      let storage = storages.get(key);
      if (!storage) storages.set(key, (storage = context.storage(bucketUrl)));
      return storage;
    },
    database: (databaseURL) => context.database(databaseURL),
  };
}

/**
 * The environment, with one context per caller (uid and token) for the whole file instead of one per
 * call. Every context of rules-unit-testing is an SDK app with its own connection to the emulator;
 * made anew for each test (and for each seed under withSecurityRulesDisabled) they cost most of a
 * rules test's time. The environment's cleanup() still deletes them all.
 */
function withReusedContexts(env: RulesTestEnvironment): RulesTestEnvironment {
  const contexts = new Map<string, RulesTestContext>();
  const reuse = (key: string, make: () => RulesTestContext): RulesTestContext => {
    let context = contexts.get(key);
    if (!context) contexts.set(key, (context = reusedContext(make())));
    return context;
  };
  const authenticatedContext = env.authenticatedContext.bind(env);
  const unauthenticatedContext = env.unauthenticatedContext.bind(env);
  // The rules-disabled context: the library's own (a context signed in with the emulator's 'owner'
  // token), kept instead of being deleted after each callback.
  const createContext = (env as unknown as { createContext?: (token: string) => RulesTestContext }).createContext?.bind(env);
  if (!createContext) throw new Error('@firebase/rules-unit-testing has no createContext: update tests/rules/support/env.ts');
  return Object.assign(env, {
    authenticatedContext: (uid: string, token?: TokenOptions) => reuse(`user:${uid}:${JSON.stringify(token ?? {})}`, () => authenticatedContext(uid, token)),
    unauthenticatedContext: () => reuse('signed out', unauthenticatedContext),
    withSecurityRulesDisabled: async (callback: (context: RulesTestContext) => Promise<void>) => {
      await callback(reuse('owner', () => createContext('owner')));
    },
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
