import { useMemo } from 'react';
import { deleteField, endAt, orderBy, query, serverTimestamp, setDoc, startAt, updateDoc, where, type Firestore } from 'firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { mergeResults, nameSearchFields, prefixEnd, type CustomerSearchPlan } from '../../../entities/person/customerSearch';
import { createCustomerWithKey, deleteUserWithKey, updateUserWithKey } from '../../../entities/person/customerWrites';
import { db } from '../../../firebase/firestore';
import { useLiveQuery, usePagedQuery, type PagedQueryState, type QueryState } from '../../../firebase/queries';
import { people } from '../../../entities/person/person';
import { CLIENT_ROLE } from '../../../auth/roles';
import { profileFieldsOf, sortByName, userTypeFor, type UserRecord, type UsersScope } from '../domain/users';
import type { UserFormValues } from '../domain/userSchema';
import { assertOnline } from '../../../firebase/online';

/** Read-meter tag of /users. */
export const USERS_TAG = 'users';

function scopedQuery(scope: UsersScope) {
  return query(people.ref(), where('role', scope.op, scope.value));
}

/**
 * Live list of the users a screen shows, scoped by `scope` (a role filter the rules accept), in the
 * pages' name order. Listens only while mounted; `null` scope shows nothing. For the employees
 * page (staff only: a few dozen); /users pages on the server (useUsersPage).
 */
export function useUsersList(scope: UsersScope | null): QueryState<UserRecord[]> {
  // The scope is compared by value (key), not by object identity.
  const key = scope ? JSON.stringify(scope) : '';
  const q = useMemo(() => (key ? scopedQuery(JSON.parse(key) as UsersScope) : null), [key]);
  const list = useLiveQuery(q, { tag: USERS_TAG });
  const data = useMemo(() => sortByName(list.data), [list.data]);
  return { data, loading: list.loading, error: list.error, retry: list.retry };
}

/** /users without a search: one page of `pageSize` users at a time, by first name, live. */
export function useUsersPage(scope: UsersScope | null, pageSize: number, enabled: boolean): PagedQueryState<UserRecord> {
  const q = scope && enabled ? query(scopedQuery(scope), orderBy('firstName')) : null;
  // keepKey: a new page size starts over at page 1 (the cursors were for the old size).
  return usePagedQuery(q, { tag: USERS_TAG, pageSize, keepKey: String(pageSize) });
}

export interface UsersSearchState extends QueryState<UserRecord[]> {
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
}

/**
 * /users with a search: the phone prefix, or the name prefix on lastNameLower and firstNameLower
 * (entities/person/customerSearch.ts), within the viewer's scope, `batch` users per query, live,
 * with "show more".
 */
export function useUsersSearch(scope: UsersScope | null, plan: CustomerSearchPlan, batch: number): UsersSearchState {
  const prefixed = (field: string, prefix: string) => (scope ? query(scopedQuery(scope), orderBy(field), startAt(prefix), endAt(prefixEnd(prefix))) : null);
  const first = plan.kind === 'phone' ? prefixed('phone', plan.prefix) : plan.kind === 'name' ? prefixed('lastNameLower', plan.prefix) : null;
  const second = plan.kind === 'name' ? prefixed('firstNameLower', plan.prefix) : null;
  const a = useLiveQuery(first, { tag: USERS_TAG, batch });
  const b = useLiveQuery(second, { tag: USERS_TAG, batch });
  const data = useMemo(() => mergeResults(plan, [a.data, b.data]), [plan, a.data, b.data]);
  return {
    data,
    loading: a.loading || b.loading,
    error: a.error ?? b.error,
    hasMore: a.hasMore || b.hasMore,
    loadMore: () => {
      if (a.hasMore) a.loadMore();
      if (b.hasMore) b.loadMore();
    },
    loadingMore: a.loadingMore || b.loadingMore,
  };
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
  assertOnline();
  await updateDoc(docRef('users', id, fs), { isActive, updatedAt: serverTimestamp() });
}

/** Writes the profile of a just-created employee account at users/{uid}. */
export async function writeEmployeeProfile(uid: string, values: UserFormValues, fs: Firestore = db): Promise<void> {
  const profile = profileFieldsOf(values);
  await setDoc(docRef('users', uid, fs), {
    id: uid,
    ...profile,
    // The /users search finds staff by name too.
    ...nameSearchFields(profile.firstName, profile.lastName),
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
