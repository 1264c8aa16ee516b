import { useMemo } from 'react';
import { deleteField, query, serverTimestamp, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { createCustomerWithKey, deleteUserWithKey, updateUserWithKey } from '../../../entities/person/customerWrites';
import { db } from '../../../firebase/firestore';
import { useLiveQuery, type QueryState } from '../../../firebase/queries';
import { people } from '../../../entities/person/person';
import { CLIENT_ROLE } from '../../../auth/roles';
import { profileFieldsOf, sortByName, userTypeFor, type UserRecord, type UsersScope } from '../domain/users';
import type { UserFormValues } from '../domain/userSchema';

/**
 * Live list of the users a screen shows, scoped by `scope` (a role filter the rules accept), in the
 * pages' name order. Listens only while mounted; `null` scope shows nothing.
 */
export function useUsersList(scope: UsersScope | null): QueryState<UserRecord[]> {
  // The scope is compared by value (key), not by object identity.
  const key = scope ? `${scope.op}:${JSON.stringify(scope.value)}` : '';
  const q = useMemo(() => {
    if (!key) return null;
    const op = key.slice(0, key.indexOf(':')) as UsersScope['op'];
    const value = JSON.parse(key.slice(key.indexOf(':') + 1)) as string | string[];
    return query(people.ref(), where('role', op, value));
  }, [key]);
  const list = useLiveQuery(q);
  const data = useMemo(() => sortByName(list.data), [list.data]);
  return { data, loading: list.loading, error: list.error };
}

/** A customer: role and userType clientUser, active, no sign-in account; with its phone key (one transaction). */
export async function createCustomer(values: UserFormValues, fs: Firestore = db): Promise<string> {
  const created = await createCustomerWithKey(
    {
      ...profileFieldsOf(values),
      role: CLIENT_ROLE,
      userType: CLIENT_ROLE,
      isActive: true,
      isWarehouse: false,
      locationId: null,
      locationType: null,
    },
    { withId: true },
    fs,
  );
  return created.id;
}

/**
 * Saves the profile fields and the role of a users document. A legacy `password` field is removed
 * by the same write (no password is ever kept in Firestore). A customer's phone key moves with its
 * phone in the same transaction (entities/person/customerWrites.ts).
 */
export async function updateUser(id: string, values: UserFormValues, fs: Firestore = db): Promise<void> {
  await updateUserWithKey(
    id,
    {
      ...profileFieldsOf(values),
      role: values.role,
      userType: userTypeFor(values.role),
      password: deleteField(),
    },
    fs,
  );
}

/** Deletes a users document and, in the same transaction, a customer's phone key. */
export async function deleteUser(id: string, fs: Firestore = db): Promise<void> {
  await deleteUserWithKey(id, fs);
}

/** Deactivation is the employee page's delete; reactivation undoes it. */
export async function setUserActive(id: string, isActive: boolean, fs: Firestore = db): Promise<void> {
  await updateDoc(docRef('users', id, fs), { isActive, updatedAt: serverTimestamp() });
}

/** Writes the profile of a just-created employee account at users/{uid}. */
export async function writeEmployeeProfile(uid: string, values: UserFormValues, fs: Firestore = db): Promise<void> {
  await setDoc(docRef('users', uid, fs), {
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
