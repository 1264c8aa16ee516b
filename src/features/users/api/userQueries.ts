import { useMemo } from 'react';
import { endAt, orderBy, query, startAt, where } from 'firebase/firestore';
import { mergeResults, prefixEnd, type CustomerSearchPlan } from '../../../entities/person/customerSearch';
import { useLiveQuery, usePagedQuery, type PagedQueryState, type QueryState } from '../../../firebase/queries';
import { people } from '../../../entities/person/person';
import { sortByName, type UserRecord, type UsersScope } from '../domain/users';

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
