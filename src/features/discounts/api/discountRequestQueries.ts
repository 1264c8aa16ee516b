import { useMemo } from 'react';
import { limit, query, where, type Firestore, type Query } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { useLiveQuery, type QueryState } from '../../../firebase/queries';
import { sortRequests, unfinishedBatches, type DiscountRequest, type UnfinishedBatch } from '../domain/discountRequest';
import { discountRequests } from '../../../entities/discountRequest/discountRequestCollection';

/** Discount request reads (docs/discounts.md): the pending lists, and the requester's unfinished batches. */

const TAG = 'discountRequests';

/** What a list shows: every pending request (Admin, dev) or only the caller's own (everyone else). */
export type RequestScope = { kind: 'allPending' } | { kind: 'ownPending'; userId: string };

/** The query a scope runs; the rules allow exactly these (own: createdUserId == uid). */
export function requestsQuery(scope: RequestScope, fs: Firestore = db): Query<DiscountRequest> {
  const base = discountRequests.ref(fs);
  if (scope.kind === 'allPending') return query(base, where('state', '==', 'pending'));
  return query(base, where('createdUserId', '==', scope.userId), where('state', '==', 'pending'));
}

/** Live pending requests of the scope, newest first. */
export function useDiscountRequests(scope: RequestScope): QueryState<DiscountRequest[]> {
  const list = useLiveQuery(requestsQuery(scope), { tag: TAG });
  const data = useMemo(() => sortRequests(list.data), [list.data]);
  return { data, loading: list.loading, error: list.error, retry: list.retry };
}

/** Drafting requests listed at once: a few unfinished batches of up to 200 each. */
export const UNFINISHED_LIMIT = 400;

/**
 * The caller's own drafting requests (batches not yet flipped to pending: docs/discounts.md,
 * "Requests of any size"). Only their requester sees them; approvers' lists filter pending.
 */
export function unfinishedQuery(userId: string, fs: Firestore = db): Query<DiscountRequest> {
  return query(discountRequests.ref(fs), where('createdUserId', '==', userId), where('state', '==', 'drafting'), limit(UNFINISHED_LIMIT));
}

/** The caller's unfinished batches, live, oldest first. */
export function useUnfinishedDiscounts(userId: string | null): QueryState<UnfinishedBatch[]> {
  const list = useLiveQuery(userId ? unfinishedQuery(userId) : null, { tag: TAG });
  const data = useMemo(() => unfinishedBatches(list.data), [list.data]);
  return { data, loading: list.loading, error: list.error, retry: list.retry };
}
