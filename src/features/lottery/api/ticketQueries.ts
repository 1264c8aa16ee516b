import { useMemo } from 'react';
import { orderBy, query, where } from 'firebase/firestore';
import { useDocument, useLiveQuery, type LiveQueryState, type QueryState } from '../../../firebase/queries';
import { useLotteryTypeList } from './lotteryTypeQueries';

export type { LotteryTypeOption } from '../domain/lotteryTicket';
import type { LotteryTicket } from '../../../entities/lottery/lotteryTicket';
import { lotteryTickets } from '../../../entities/lottery/lotteryCollections';
import { ALL_TYPES, sortTypeOptions, type LotteryTypeOption } from '../domain/lotteryTicket';

/**
 * The /lottery page's reads (docs/lottery.md; the writes are in ticketWrites).
 *
 * Scale (docs/local-stack.md, budgets): a ticket is added with every qualifying sale, so the page never
 * listens to the whole collection. It listens to the newest TICKET_BATCH tickets (all types, or one
 * type), ordered by createdAt desc; "load more" raises the limit by another batch. Any ticket is
 * found by its exact code (one document read of lottery/<code>).
 * Queries (indexes in firestore.indexes.json):
 *   lottery orderBy createdAt desc                               (single-field index)
 *   lottery where lotteryTypeId == X orderBy createdAt desc      (lotteryTypeId asc, createdAt desc)
 * Reads are counted under the tag 'lottery'.
 */
export const TICKET_BATCH = 100;
const TAG = 'lottery';

/** The newest tickets of one lottery type (or of all, `typeId` = ALL_TYPES), live, a batch at a time. */
export function useTicketList(typeId: string): LiveQueryState<LotteryTicket> {
  const q = useMemo(
    () =>
      typeId === ALL_TYPES
        ? query(lotteryTickets.ref(), orderBy('createdAt', 'desc'))
        : query(lotteryTickets.ref(), where('lotteryTypeId', '==', typeId), orderBy('createdAt', 'desc')),
    [typeId],
  );
  return useLiveQuery(q, { batch: TICKET_BATCH, tag: TAG });
}

/**
 * The ticket with exactly this code (live, one document): `data` null when no ticket has this code;
 * `code` null reads nothing.
 */
export function useTicketByCode(code: string | null): QueryState<LotteryTicket | null> {
  return useDocument(code === null ? null : lotteryTickets.doc(code), { tag: TAG });
}

/**
 * Every lottery type with its name and period, live (the lottery-type page's list: a handful of
 * documents). Unlike the sale's useLotteryTypes() it keeps types without a usable price or period:
 * a ticket may name one.
 */
export function useLotteryTypeOptions(): QueryState<LotteryTypeOption[]> {
  const { data: rows, loading, error } = useLotteryTypeList();
  const data = useMemo(() => sortTypeOptions(rows.map(({ id, name, startAt, endAt }) => ({ id, name, startAt, endAt }))), [rows]);
  return { data, loading, error };
}
