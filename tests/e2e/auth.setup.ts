// The e2e setup step: each demo role signs in through the login form once per run, lands on its
// landing page, and its session is saved for every other test (support/auth.ts). Only Firebase
// Auth's database is kept of the origin's IndexedDB: Firestore's offline cache belongs to the
// context that made it.
import { readFileSync, writeFileSync } from 'node:fs';
import { test as setup, expect } from '@playwright/test';
import { landingPath } from '../../src/auth/access';
import { signIn } from './helpers';
import { SIGN_IN_ROLES, authFile, emailOf } from './support/auth';

const AUTH_DATABASE = 'firebaseLocalStorageDb';

interface SavedOrigin {
  origin: string;
  localStorage: { name: string; value: string }[];
  indexedDB?: { name: string }[];
}

for (const role of SIGN_IN_ROLES) {
  setup(`sign in as ${role}`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, emailOf(role));
    await expect(page).toHaveURL(new RegExp(`${landingPath(role)}$`));
    const file = authFile(role);
    await context.storageState({ path: file, indexedDB: true });
    const state = JSON.parse(readFileSync(file, 'utf8')) as { cookies: unknown[]; origins: SavedOrigin[] };
    for (const origin of state.origins) origin.indexedDB = (origin.indexedDB ?? []).filter((db) => db.name === AUTH_DATABASE);
    expect(state.origins.some((o) => o.indexedDB?.length)).toBe(true);
    writeFileSync(file, JSON.stringify(state));
    await context.close();
  });
}
