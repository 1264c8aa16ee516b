// Where the end-to-end tests find the test stack. scripts/test.mjs sets these variables; the
// defaults are the test-mode ports of scripts/lib/stack.mjs (PORTS.test).
import { DEMO_ACCOUNTS as ACCOUNTS, DEMO_PASSWORD as PASSWORD, type DemoAccount } from '../../../scripts/seed-data.mjs';

export interface E2eEnv {
  /** The app, e.g. http://127.0.0.1:14173 */
  baseURL: string;
  projectId: string;
  /** host:port of the Auth emulator */
  authEmulatorHost: string;
  /** host:port of the Firestore emulator */
  firestoreEmulatorHost: string;
  /** host:port of the Storage emulator (or the local storage server) */
  storageEmulatorHost: string;
}

export const e2eEnv: E2eEnv = {
  baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:14173',
  projectId: process.env.E2E_PROJECT_ID ?? 'demo-backoffice',
  authEmulatorHost: process.env.E2E_AUTH_EMULATOR_HOST ?? '127.0.0.1:19099',
  firestoreEmulatorHost: process.env.E2E_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:18080',
  storageEmulatorHost: process.env.E2E_STORAGE_EMULATOR_HOST ?? '127.0.0.1:19199',
};

/** The seeded demo accounts (scripts/seed-data.mjs): email, role, password, uid, names, location. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = ACCOUNTS;
export const DEMO_PASSWORD: string = PASSWORD;
export type { DemoAccount };

/** The demo account of a role, e.g. demoAccount('Manager').email === 'manager@demo.mn'. */
export function demoAccount(role: DemoAccount['role']): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`No demo account with role ${role}`);
  return account;
}
