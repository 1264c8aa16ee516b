/**
 * Direct access to the test stack's emulators, for arranging accounts the seed does not have.
 * Uses the emulators' REST APIs (the Firestore "owner" token bypasses the rules).
 */
import { e2eEnv } from './support/env';

const PROJECT_ID = e2eEnv.projectId;
const AUTH_HOST = e2eEnv.authEmulatorHost;
const FIRESTORE_HOST = e2eEnv.firestoreEmulatorHost;

type FieldValue = string | boolean | null;

function toFirestoreFields(data: Record<string, FieldValue>) {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value === null ? { nullValue: null } : typeof value === 'boolean' ? { booleanValue: value } : { stringValue: value },
    ]),
  );
}

/** Creates an Auth account and (optionally) its users/{uid} profile; returns the uid. */
export async function createAccount(email: string, password: string, profile: Record<string, FieldValue> | null): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId?: string; error?: unknown };
  if (!body.localId) throw new Error(`signUp failed: ${JSON.stringify(body)}`);
  if (profile) await writeProfile(body.localId, { id: body.localId, email, ...profile });
  return body.localId;
}

export async function writeProfile(uid: string, data: Record<string, FieldValue>): Promise<void> {
  const url = `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}`;
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: toFirestoreFields(data) }),
  });
  if (!response.ok) throw new Error(`profile write failed: ${response.status} ${await response.text()}`);
}

/** The out-of-band codes (password reset links) the Auth emulator would have emailed. */
export async function outOfBandCodes(): Promise<{ email: string; requestType: string; oobLink: string }[]> {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await response.json()) as { oobCodes?: { email: string; requestType: string; oobLink: string }[] };
  return body.oobCodes ?? [];
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@test.mn`;
}
