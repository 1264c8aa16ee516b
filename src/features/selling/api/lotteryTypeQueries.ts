import { useMemo } from 'react';
import { orderBy, query } from 'firebase/firestore';
import { useLiveQuery, type QueryState } from '../../../firebase/queries';
import type { LotteryTypeInfo } from '../../../entities/lottery/lotteryType';
import { lotteryTypeOffers } from '../../../entities/lottery/lotteryCollections';

/**
 * Live lottery types in "list order" (docs/selling.md: the lottery offer takes the first matching
 * type in list order). We read that order as createdAt ascending: the order the types were added in,
 * which is how the lottery-type table lists them, and which a later edit of a type's period does not
 * reshuffle.
 * Documents without a usable price or period are left out (they can never be offered).
 * `enabled` false reads nothing.
 */
export function useLotteryTypes(enabled = true): QueryState<LotteryTypeInfo[]> {
  const q = useMemo(() => (enabled ? query(lotteryTypeOffers.ref(), orderBy('createdAt', 'asc')) : null), [enabled]);
  const list = useLiveQuery(q, { tag: 'selling' });
  const data = useMemo(() => list.data.filter((t): t is LotteryTypeInfo => t !== null), [list.data]);
  return { data, loading: list.loading, error: list.error };
}
