import { useMemo } from 'react';
import { query, where, type Query } from 'firebase/firestore';
import { useLiveQuery, type QueryState } from '../../../firebase/queries';
import { sortRequests, type DiscountRequest } from '../domain/discountRequest';
import { discountRequests } from '../../../entities/discountRequest/discountRequestCollection';

/** Discount request reads (docs/discounts.md): the pending lists. */

const TAG = 'discountRequests';

/** What a list shows: every pending request (Admin, dev) or only the caller's own (everyone else). */
export type RequestScope = { kind: 'allPending' } | { kind: 'ownPending'; userId: string };

/** The query a scope runs; the rules allow exactly these (own: createdUserId == uid). */
export function requestsQuery(scope: RequestScope): Query<DiscountRequest> {
  const base = discountRequests.ref();
  if (scope.kind === 'allPending') return query(base, where('state', '==', 'pending'));
  return query(base, where('createdUserId', '==', scope.userId), where('state', '==', 'pending'));
}

/** Live pending requests of the scope, newest first. */
export function useDiscountRequests(scope: RequestScope): QueryState<DiscountRequest[]> {
  const list = useLiveQuery(requestsQuery(scope), { tag: TAG });
  const data = useMemo(() => sortRequests(list.data), [list.data]);
  return { data, loading: list.loading, error: list.error, retry: list.retry };
}
