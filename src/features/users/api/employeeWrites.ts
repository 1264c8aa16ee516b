import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  inMemoryPersistence,
  initializeAuth,
  signOut,
  type Auth,
} from 'firebase/auth';
import { emulatorHosts, firebaseOptions } from '../../../firebase/config';
import type { UserFormValues } from '../domain/userSchema';
import type { BridgeAccountForm } from '../domain/bridgeAccount';
import { writeBridgeProfile, writeEmployeeProfile } from './userWrites';

const APP_NAME = 'employee-creator';
let creatorAuth: Auth | undefined;

/**
 * A second, named Firebase app whose Auth creates the new account, so the Super Admin stays
 * signed in on the primary app (docs/roles.md). In-memory persistence: the new account's
 * session never touches the browser's stored one.
 */
function employeeCreatorAuth(): Auth {
  if (creatorAuth) return creatorAuth;
  const app = getApps().some((a) => a.name === APP_NAME) ? getApp(APP_NAME) : initializeApp(firebaseOptions, APP_NAME);
  creatorAuth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (emulatorHosts.enabled) {
    connectAuthEmulator(creatorAuth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
  }
  return creatorAuth;
}

export type CreateEmployeeResult =
  | { ok: true; uid: string }
  | { ok: false; reason: 'emailInUse' | 'invalidEmail' | 'weakPassword' }
  /** `error`: what failed (the account or the profile write), for the message. */
  | { ok: false; reason: 'failed'; error: unknown };

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

/**
 * Creates the Auth account, then writes users/{uid} with the primary (signed-in) Firestore.
 * If the profile write fails, the just-created account is deleted again so nothing is left half
 * written.
 */
export async function createEmployee(values: UserFormValues): Promise<CreateEmployeeResult> {
  return createAccount(values.email, values.password, (uid) => writeEmployeeProfile(uid, values));
}

/** A shop bridge's account (docs/ebarimt.md, "Bridges"): created as an employee's, with its own profile. */
export async function createBridgeAccount(form: BridgeAccountForm): Promise<CreateEmployeeResult> {
  return createAccount(form.email, form.password, (uid) => writeBridgeProfile(uid, form));
}

async function createAccount(email: string, password: string, writeProfile: (uid: string) => Promise<void>): Promise<CreateEmployeeResult> {
  const auth = employeeCreatorAuth();
  let credential;
  try {
    credential = await createUserWithEmailAndPassword(auth, email.trim().toLowerCase(), password);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/email-already-in-use') return { ok: false, reason: 'emailInUse' };
    if (code === 'auth/invalid-email') return { ok: false, reason: 'invalidEmail' };
    if (code === 'auth/weak-password') return { ok: false, reason: 'weakPassword' };
    console.error('create employee account', error);
    return { ok: false, reason: 'failed', error };
  }
  const { user } = credential;
  try {
    await writeProfile(user.uid);
  } catch (error) {
    console.error('write employee profile', error);
    try {
      await user.delete();
    } catch (cleanupError) {
      console.error('remove half-created employee account', cleanupError);
    }
    await signOut(auth).catch(() => undefined);
    return { ok: false, reason: 'failed', error };
  }
  await signOut(auth);
  return { ok: true, uid: user.uid };
}
