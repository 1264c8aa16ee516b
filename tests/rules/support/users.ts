// Who the rules tests sign in as, and the users documents they find in the database.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, writeBatch } from 'firebase/firestore';
import { STAFF_ROLES, CLIENT_ROLE, type StaffRole } from '../../../src/auth/roles';
import { modularFirestore } from './env';

/** Every staff role, plus the callers that must get nothing (or only their own profile). */
export const SPECIAL_SUBJECTS = ['inactive staff', 'unknown role', 'clientUser auth', 'signed out'] as const;
export type Subject = StaffRole | (typeof SPECIAL_SUBJECTS)[number];
export const SUBJECTS: readonly Subject[] = [...STAFF_ROLES, ...SPECIAL_SUBJECTS];

export interface UserDoc {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  birthday: string;
  gender: string;
  role: string;
  userType: string;
  isActive: boolean;
  isWarehouse: boolean;
  locationId: string | null;
  locationType: string | null;
  [extra: string]: unknown;
}

export function userDoc(id: string, role: string, overrides: Partial<UserDoc> = {}): UserDoc {
  return {
    id,
    firstName: 'Bat',
    lastName: 'Dorj',
    email: `${id}@example.mn`,
    phone: '99112233',
    address: 'Sukhbaatar district, 1st khoroo',
    birthday: '1990-01-01',
    gender: 'male',
    role,
    userType: role === CLIENT_ROLE ? CLIENT_ROLE : 'staff',
    isActive: true,
    isWarehouse: false,
    locationId: null,
    locationType: null,
    ...overrides,
  };
}

export function customerDoc(id: string, overrides: Partial<UserDoc> = {}): UserDoc {
  return userDoc(id, CLIENT_ROLE, overrides);
}

/** Auth uid of each subject ("signed out" has a profile too: a staff member whose session ended). */
export function uidOf(subject: Subject): string {
  return 'uid-' + subject.toLowerCase().replace(/[^a-z]+/g, '-');
}

/** The profile each subject has at users/{uid}. */
export function profileOf(subject: Subject): UserDoc {
  const uid = uidOf(subject);
  switch (subject) {
    case 'inactive staff':
      // The strongest role, deactivated: isActive must beat the role.
      return userDoc(uid, 'Super Admin', { isActive: false });
    case 'unknown role':
      return userDoc(uid, 'Cashier');
    case 'clientUser auth':
      return customerDoc(uid);
    case 'signed out':
      return userDoc(uid, 'Merchant');
    default:
      return userDoc(uid, subject);
  }
}

/** Documents every test starts with, besides the subjects' own profiles. */
export const TARGETS = {
  staff: 'target-staff', // an active Merchant
  dev: 'target-dev', // another dev user
  superAdmin: 'target-super-admin',
  customer: 'target-customer', // a clientUser
} as const;

export function seedDocs(): Record<string, Record<string, unknown>> {
  const docs: Record<string, Record<string, unknown>> = {};
  for (const subject of SUBJECTS) docs[uidOf(subject)] = profileOf(subject);
  docs[TARGETS.staff] = userDoc(TARGETS.staff, 'Merchant');
  docs[TARGETS.dev] = userDoc(TARGETS.dev, 'dev');
  docs[TARGETS.superAdmin] = userDoc(TARGETS.superAdmin, 'Super Admin');
  docs[TARGETS.customer] = customerDoc(TARGETS.customer);
  return docs;
}

/** Writes seedDocs() with rules disabled, without clearing anything else. */
export async function seedUsers(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    for (const [id, data] of Object.entries(seedDocs())) batch.set(doc(db, 'users', id), data);
    await batch.commit();
  });
}

/** Deletes the seedDocs() documents (for projects the tests share with others). */
export async function removeSeededUsers(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    for (const id of Object.keys(seedDocs())) batch.delete(doc(db, 'users', id));
    await batch.commit();
  });
}

/** Clears this project's Firestore, then seedUsers(). */
export async function resetUsers(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await seedUsers(env);
}
