import { useMemo } from 'react';
import { useLiveQuery, type QueryState } from '../../../firebase/queries';
import { lotteryTypes } from '../../../entities/lottery/lotteryCollections';
import { sortLotteryTypes, type LotteryType } from '../domain/lotteryType';

const TAG = 'lotteryTypes';

/**
 * Live list of every lottery type, full documents (winner, prize image), latest start first.
 * The whole collection on purpose: it holds a handful of documents (one per campaign, and periods
 * never overlap), and the overlap check must see every type, also legacy ones without createdAt.
 */
export function useLotteryTypeList(): QueryState<LotteryType[]> {
  const list = useLiveQuery(lotteryTypes.ref(), { tag: TAG });
  const data = useMemo(() => sortLotteryTypes(list.data), [list.data]);
  return { data, loading: list.loading, error: list.error, retry: list.retry };
}
