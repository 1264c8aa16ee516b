// Reading and arranging documents with the rules off, for the rules tests that check what a write
// left behind (the large sale, move, delivery, the discount batches, the forgery runner).
import { collection, doc, getDoc, getDocs, query, where, type Firestore } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { modularFirestore } from './env';

export interface AdminAccess {
  /** Runs `fn` with a Firestore that bypasses the rules. */
  admin<T>(fn: (db: Firestore) => Promise<T>): Promise<T>;
  /** The document at `path` as stored, or undefined. */
  stored(path: string): Promise<Record<string, unknown> | undefined>;
  /** The documents of collection `c` whose `field` equals `value`, each with its id. */
  where1(c: string, field: string, value: unknown): Promise<Record<string, unknown>[]>;
}

/** Access with the rules off to the harness's environment (read when called: it is made before the tests). */
export function adminAccess(harness: { readonly env: RulesTestEnvironment }): AdminAccess {
  async function admin<T>(fn: (db: Firestore) => Promise<T>): Promise<T> {
    let out: T | undefined;
    await harness.env.withSecurityRulesDisabled(async (ctx) => {
      out = await fn(modularFirestore(ctx.firestore()));
    });
    return out as T;
  }
  return {
    admin,
    stored: (path) => admin(async (db) => (await getDoc(doc(db, path))).data()),
    where1: (c, field, value) =>
      admin(async (db) => (await getDocs(query(collection(db, c), where(field, '==', value)))).docs.map((d) => ({ id: d.id, ...d.data() }))),
  };
}
