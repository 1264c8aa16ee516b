import { useEffect, useState } from 'react';
import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { countQueryReads, countReads } from '../../../firebase/readMeter';
import { toLotteryTypeInfo, type LotteryTypeInfo } from '../domain/sale';

export interface LotteryTypesState {
  types: LotteryTypeInfo[];
  loading: boolean;
  error: Error | null;
}

/**
 * Live lottery types in "list order" (docs/selling.md: the lottery offer takes the first matching
 * type in list order). We read that order as createdAt ascending: the order the types were added in,
 * which is how the lottery-type table lists them, and which a later edit of a type's period does not
 * reshuffle.
 * Documents without a usable price or period are left out (they can never be offered).
 * `enabled` false reads nothing.
 */
export function useLotteryTypes(enabled = true): LotteryTypesState {
  const [state, setState] = useState<LotteryTypesState>({ types: [], loading: true, error: null });
  useEffect(() => {
    if (!enabled) return;
    let first = true;
    return onSnapshot(
      query(collection(db, 'lotteryType'), orderBy('createdAt', 'asc')),
      (snap) => {
        if (first) countQueryReads(snap.size, 'selling');
        else if (!snap.metadata.fromCache) countReads(snap.docChanges().length, 'selling');
        first = false;
        const types = snap.docs.flatMap((d) => {
          const info = toLotteryTypeInfo(d.id, d.data());
          return info ? [info] : [];
        });
        setState({ types, loading: false, error: null });
      },
      (error) => {
        console.error('lotteryType list', error);
        setState({ types: [], loading: false, error });
      },
    );
  }, [enabled]);
  return enabled ? state : { types: [], loading: false, error: null };
}
