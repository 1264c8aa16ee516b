// Reads of the signed-in person's own profile. Loaded on demand by the auth provider so that
// Firestore is not part of the sign-in page's first download.
import { doc, getDoc, onSnapshot } from 'firebase/firestore';
import { db } from '../firebase/firestore';
import { countReads } from '../firebase/readMeter';
import { checkProfile, type ProfileCheck } from './sessionUser';

export async function readProfile(uid: string): Promise<ProfileCheck> {
  const snapshot = await getDoc(doc(db, 'users', uid));
  countReads(1, 'profile');
  return checkProfile(uid, snapshot.exists() ? snapshot.data() : undefined);
}

/** Follows one's own profile so a deactivation or role change takes effect at once. */
export function watchProfile(uid: string, onChange: (check: ProfileCheck) => void): () => void {
  return onSnapshot(
    doc(db, 'users', uid),
    (snapshot) => {
      if (!snapshot.metadata.fromCache) countReads(1, 'profile');
      onChange(checkProfile(uid, snapshot.exists() ? snapshot.data() : undefined));
    },
    (error) => console.error('profile listener', error),
  );
}
