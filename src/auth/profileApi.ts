// Reads of the signed-in person's own profile. Loaded on demand by the auth provider so that
// Firestore is not part of the sign-in page's first download.
import { docRef } from '../firebase/collections';
import { readDocument, watchDocument } from '../firebase/queries';
import { checkProfile, type ProfileCheck } from './sessionUser';

// The raw users document: checkProfile judges the stored role and flags themselves.
const TAG = 'profile';

export async function readProfile(uid: string): Promise<ProfileCheck> {
  const data = await readDocument(docRef('users', uid), TAG);
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
