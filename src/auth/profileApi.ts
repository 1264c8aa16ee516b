// Reads of the signed-in person's own profile. Loaded on demand by the auth provider so that
// Firestore is not part of the sign-in page's first download.
import { docRef } from '../firebase/collections';
import { readDocumentOrCache, watchDocument } from '../firebase/queries';
import { checkProfile, type ProfileCheck } from './sessionUser';

// The raw users document: checkProfile judges the stored role and flags themselves.
const TAG = 'profile';

/**
 * The profile as the server has it; offline (or with the server out of reach) as this device last
 * saw it, so a signed-in person's screens open without a network (docs/offline.md). Rejects when it
 * is in neither.
 */
export async function readProfile(uid: string): Promise<ProfileCheck> {
  const data = await readDocumentOrCache(docRef('users', uid), TAG);
  return checkProfile(uid, data ?? undefined);
}

/** Follows one's own profile so a deactivation or role change takes effect at once. */
export function watchProfile(uid: string, onChange: (check: ProfileCheck) => void): () => void {
  return watchDocument(
    docRef('users', uid),
    (data) => onChange(checkProfile(uid, data ?? undefined)),
    (error) => console.error('profile listener', error),
    TAG,
  );
}
