import { useEffect, useState } from 'react';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { CLIENT_ROLE } from '../../../auth/roles';
import {
  profileFieldsOf,
  sortByName,
  toUserRecord,
  userTypeFor,
  type UserRecord,
  type UsersScope,
} from '../domain/users';
import type { UserFormValues } from '../domain/userSchema';

export interface UsersList {
  rows: UserRecord[];
  loading: boolean;
  error: Error | null;
}

/**
 * Live list of the users a screen shows, scoped by `scope` (a role filter the rules accept).
 * Listens only while mounted; `null` scope shows nothing.
 */
export function useUsersList(scope: UsersScope | null): UsersList {
  // The scope is compared by value (key), not by object identity.
  const key = scope ? `${scope.op}:${JSON.stringify(scope.value)}` : '';
  const [state, setState] = useState<{ key: string; rows: UserRecord[]; error: Error | null } | null>(null);

  useEffect(() => {
    if (!key) return undefined;
    const [op, value] = [key.slice(0, key.indexOf(':')), JSON.parse(key.slice(key.indexOf(':') + 1)) as string | string[]];
    const q = query(collection(db, 'users'), where('role', op as UsersScope['op'], value));
    return onSnapshot(
      q,
      (snapshot) => {
        const rows = snapshot.docs.map((d) => toUserRecord(d.id, d.data()));
        setState({ key, rows: sortByName(rows), error: null });
      },
      (error) => {
        // Live listener errors are only logged; the table shows nothing.
        console.error('users listener', error);
        setState({ key, rows: [], error });
      },
    );
  }, [key]);

  if (!key) return { rows: [], loading: false, error: null };
  // Until the first snapshot of this scope arrives, the list is loading.
  if (!state || state.key !== key) return { rows: [], loading: true, error: null };
  return { rows: state.rows, loading: false, error: state.error };
}

/** A customer: role and userType clientUser, active, no sign-in account. */
export async function createCustomer(values: UserFormValues): Promise<string> {
  // One write: the id is generated locally and stored in the document too.
  const ref = doc(collection(db, 'users'));
  await setDoc(ref, {
    id: ref.id,
    ...profileFieldsOf(values),
    role: CLIENT_ROLE,
    userType: CLIENT_ROLE,
    isActive: true,
    isWarehouse: false,
    locationId: null,
    locationType: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/**
 * Saves the profile fields and the role of a users document. A legacy `password` field is removed
 * by the same write (no password is ever kept in Firestore).
 */
export async function updateUser(id: string, values: UserFormValues): Promise<void> {
  await updateDoc(doc(db, 'users', id), {
    ...profileFieldsOf(values),
    role: values.role,
    userType: userTypeFor(values.role),
    password: deleteField(),
    updatedAt: serverTimestamp(),
  });
}

export async function deleteUser(id: string): Promise<void> {
  await deleteDoc(doc(db, 'users', id));
}

/** Deactivation is the employee page's delete; reactivation undoes it. */
export async function setUserActive(id: string, isActive: boolean): Promise<void> {
  await updateDoc(doc(db, 'users', id), { isActive, updatedAt: serverTimestamp() });
}

/** Writes the profile of a just-created employee account at users/{uid}. */
export async function writeEmployeeProfile(uid: string, values: UserFormValues): Promise<void> {
  await setDoc(doc(db, 'users', uid), {
    id: uid,
    ...profileFieldsOf(values),
    role: values.role,
    userType: userTypeFor(values.role),
    isActive: true,
    isWarehouse: false,
    locationId: null,
    locationType: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}
