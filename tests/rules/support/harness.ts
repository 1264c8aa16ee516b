// The rules tests' shared harness: one test environment per file (created before its tests,
// removed after them), a Firestore (or Storage) instance per caller, and the role × operation
// matrix, each caller trying each operation in a test of its own that expects it allowed or refused.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { STAFF_ROLES } from '../../../src/auth/roles';
import { firestoreRulesEnv, modularFirestore, modularStorage, storageRulesEnv } from './env';
import { SUBJECTS, resetUsers, seedUsers, uidOf, type Subject } from './users';

/** Who signs in: one of the SUBJECTS ('signed out' has no session), or any uid (a user the file adds). */
export type Caller = Subject | { uid: string };

function contextOf(env: RulesTestEnvironment, caller: Caller) {
  if (caller === 'signed out') return env.unauthenticatedContext();
  return env.authenticatedContext(typeof caller === 'string' ? uidOf(caller) : caller.uid);
}

/** The caller's Firestore in `env` (for files that make environments of their own, e.g. limits). */
export function firestoreAs(env: RulesTestEnvironment, caller: Caller): Firestore {
  return modularFirestore(contextOf(env, caller).firestore());
}

export interface RulesHarness {
  /** This file's environment (there from the first beforeAll on). */
  readonly env: RulesTestEnvironment;
  /** The caller's Firestore, judged by firestore.rules. */
  dbFor(caller: Caller): Firestore;
  /** The caller's Storage, judged by storage.rules (a harness made with `storage: true`). */
  storageFor(caller: Caller): FirebaseStorage;
}

export interface HarnessOptions {
  /**
   * The SUBJECTS' profiles (and the TARGETS, support/users.ts) on an otherwise empty database:
   * 'once' before the file's tests, 'each' before every test; by default the file seeds itself.
   */
  users?: 'once' | 'each';
  /**
   * Also the Storage emulator with storage.rules (needs STORAGE_EMULATOR_HOST). Its project is the
   * emulators' own, so nothing is cleared: the file removes what it adds.
   */
  storage?: boolean;
}

/**
 * Registers the environment's hooks in the current suite (call it at the top of a file, or inside the
 * describe that needs it). A Firestore-only environment starts on an empty database (one project per
 * file). Its beforeAll runs before the file's own (hooks run in the order they are registered) and
 * its cleanup after the file's own afterAll (after-hooks run in reverse order).
 */
export function rulesHarness(projectId: string, options: HarnessOptions = {}): RulesHarness {
  let current: RulesTestEnvironment | undefined;
  const env = (): RulesTestEnvironment => {
    if (!current) throw new Error('the rules test environment is not there yet (use it inside a hook or a test)');
    return current;
  };

  beforeAll(async () => {
    if (options.storage) {
      current = await storageRulesEnv(projectId);
    } else {
      current = await firestoreRulesEnv(projectId);
      await current.clearFirestore();
    }
    if (options.users === 'once') await seedUsers(current);
  });
  if (options.users === 'each') {
    beforeEach(async () => {
      await resetUsers(env());
    });
  }
  afterAll(async () => {
    await current?.cleanup();
  });

  return {
    get env() {
      return env();
    },
    dbFor: (caller) => firestoreAs(env(), caller),
    storageFor: (caller) => modularStorage(contextOf(env(), caller).storage()),
  };
}

/** Expects the attempt allowed (assertSucceeds) or refused by the rules (assertFails). */
export async function expectAllowed(allowed: boolean, attempt: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(attempt);
  else await assertFails(attempt);
}

/** An expected-permissions table has one row per caller: every staff role and every special caller. */
export function expectRowForEveryCaller(table: Record<string, unknown>): void {
  expect(Object.keys(table).sort()).toEqual([...SUBJECTS].sort());
  for (const role of STAFF_ROLES) expect(table).toHaveProperty([role]);
}

export interface RoleMatrix<Op, C extends string = Subject> {
  /** The callers, one describe each (default: SUBJECTS). */
  callers?: readonly C[];
  operations: readonly Op[];
  /** The operation's name in the test's title (default: the operation itself). */
  name?: (op: Op) => string;
  /** Whether the rules must let the caller do it. */
  allowed: (caller: C, op: Op) => boolean;
  /** Which operations a caller tries (default: every one). */
  tried?: (caller: C, op: Op) => boolean;
  /** The operation as the caller (on dbFor(caller), usually). */
  attempt: (caller: C, op: Op) => Promise<unknown>;
  /**
   * Run the cells concurrently (vitest's maxConcurrency at a time). Only for a matrix whose cells do
   * not depend on one another: reads, writes refused, and allowed writes to documents of the
   * caller's own or fresh ones (or that leave a document as every cell may find it), with no
   * beforeEach re-arranging the data in between.
   */
  concurrent?: boolean;
}

/**
 * One describe per caller (`title`, '%s' the caller) holding one test per operation, titled
 * "ALLOWED: <operation>" or "denied : <operation>", that expects the attempt allowed or refused.
 */
export function describeRoleMatrix<Op, C extends string = Subject>(title: string, matrix: RoleMatrix<Op, C>): void {
  const callers = matrix.callers ?? (SUBJECTS as readonly string[] as readonly C[]);
  const name = matrix.name ?? ((op: Op) => String(op));
  (matrix.concurrent ? describe.concurrent : describe).each(callers)(title, (caller) => {
    for (const op of matrix.operations) {
      if (matrix.tried && !matrix.tried(caller, op)) continue;
      const allowed = matrix.allowed(caller, op);
      it(`${allowed ? 'ALLOWED' : 'denied '}: ${name(op)}`, async () => {
        await expectAllowed(allowed, matrix.attempt(caller, op));
      });
    }
  });
}
