// Signed-in sessions for the end-to-end tests (docs/testing.md, "e2e"). The setup project
// (tests/e2e/auth.setup.ts) signs each demo role in through the login form once per run and saves
// its session (Firebase Auth keeps it in IndexedDB, the app its session record in localStorage);
// every other test starts from that saved session instead of the form. Only the login, session,
// offline and installable-app specs sign in through the form (helpers.ts signIn).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoAccount } from './env';

/** A role with a demo account that may sign in to the back-office (the Merchant may not). */
export type SignInRole = Exclude<DemoAccount['role'], 'Merchant'>;

export const SIGN_IN_ROLES: readonly SignInRole[] = DEMO_ACCOUNTS.map((a) => a.role).filter((role): role is SignInRole => role !== 'Merchant');

/**
 * Where this run's sessions are saved: scripts/test.mjs gives each e2e run a directory of its own
 * (sessions belong to the run's Auth emulator); a direct `playwright test` uses test-results/.auth.
 */
export const AUTH_DIR = process.env.E2E_AUTH_DIR ?? join(process.cwd(), 'test-results', '.auth');

/** The saved session of `role` (written by auth.setup.ts). */
export function authFile(role: SignInRole): string {
  mkdirSync(AUTH_DIR, { recursive: true });
  return join(AUTH_DIR, `${role.replace(/\s+/g, '-')}.json`);
}

/** The role of a demo email ('manager@demo.mn' -> 'Manager'). */
export function roleOf(email: string): SignInRole {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account || account.role === 'Merchant') throw new Error(`no demo account that signs in: ${email}`);
  return account.role as SignInRole;
}

/** The demo account's email of `role`. */
export function emailOf(role: SignInRole): string {
  return DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
}

/**
 * Gives `page`'s context the saved session of `role` (its cookies, localStorage and IndexedDB are
 * replaced). Nothing is opened: the next page.goto starts the app signed in.
 */
export async function restoreSession(target: Page | BrowserContext, role: SignInRole): Promise<void> {
  const context = 'context' in target ? target.context() : target;
  await context.setStorageState(authFile(role));
}

/**
 * The test's page signed in as the demo account `email`, from its saved session (no login form),
 * nothing opened yet: the next page.goto starts the app signed in. Accounts a test makes itself
 * sign in through the form (helpers.ts signIn).
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  await restoreSession(page, roleOf(email));
}

/** Opens the app at its root, signed in: the role's landing screen, once the shell shows. */
export async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('shell')).toBeVisible({ timeout: 20_000 });
}
