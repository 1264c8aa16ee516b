import { useMemo } from 'react';
import { assertOnline, runServerTransaction } from '../../../firebase/online';
import { deleteDoc, orderBy, query, where, type Firestore, type Transaction } from 'firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import { countReads } from '../../../firebase/readMeter';
import { useDocument, useLiveQuery, type LiveQueryState, type QueryState } from '../../../firebase/queries';
import { useLotteryTypeList } from './lotteryTypesApi';

export type { LotteryTypeOption } from '../domain/lotteryTicket';
import { newTicketData, ticketUpdateData, toLotteryTicket, type LotteryTicket, type TicketCustomer } from '../../../entities/lottery/lotteryTicket';
import { lotteryTickets } from '../../../entities/lottery/lotteryCollections';
import { ALL_TYPES, TicketWriteError, sortTypeOptions, type LotteryTypeOption, type TicketChange } from '../domain/lotteryTicket';

/**
 * The /lottery page's reads and writes (docs/lottery.md).
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

// ------------------------------------------------------------------------------------------------
// Writes. Each is one transaction or one write, so nothing is left half done.
// ------------------------------------------------------------------------------------------------

/** Creates lottery/<code>; throws TicketWriteError('codeTaken') when a ticket already has the code. */
export async function createTicket(code: string, customer: TicketCustomer, lotteryTypeId: string, staffUid: string, fs: Firestore = db): Promise<void> {
  const ref = docRef('lottery', code, fs);
  await runServerTransaction(fs, async (tx) => {
    const existing = await tx.get(ref);
    countReads(1, TAG);
    if (existing.exists()) throw new TicketWriteError('codeTaken');
    tx.set(ref, newTicketData(code, customer, lotteryTypeId, staffUid));
  });
}

/**
 * The customer a moved ticket keeps, as its new document must carry it (the rules compare the
 * snapshot with the customer): the ticket's own snapshot, or for an older ticket without a last
 * name, the customer's document.
 */
async function currentCustomer(tx: Transaction, ticket: LotteryTicket, fs: Firestore): Promise<TicketCustomer> {
  if (ticket.lastName !== null) return { id: ticket.userId, firstName: ticket.firstName, lastName: ticket.lastName, phone: ticket.phone };
  const snap = await tx.get(docRef('users', ticket.userId, fs));
  countReads(1, TAG);
  const d = snap.data() ?? {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { id: ticket.userId, firstName: text(d.firstName), lastName: text(d.lastName), phone: text(d.phone) };
}

/**
 * Applies an edit. A new code moves the ticket: one transaction deletes lottery/<old> and creates
 * lottery/<new> (a new ticket: createdAt now, createdUserId the caller). Otherwise the changed fields
 * and updatedAt are written. Throws TicketWriteError 'codeTaken' (new code in use) or 'gone' (the
 * ticket was deleted meanwhile).
 */
export async function updateTicket(ticket: LotteryTicket, change: TicketChange, staffUid: string, fs: Firestore = db): Promise<void> {
  const oldRef = docRef('lottery', ticket.id, fs);
  await runServerTransaction(fs, async (tx) => {
    const current = await tx.get(oldRef);
    countReads(1, TAG);
    if (!current.exists()) throw new TicketWriteError('gone');
    const now = toLotteryTicket(current.id, current.data());
    if (change.newCode !== null) {
      const newRef = docRef('lottery', change.newCode, fs);
      const taken = await tx.get(newRef);
      countReads(1, TAG);
      if (taken.exists()) throw new TicketWriteError('codeTaken');
      const customer = change.customer ?? (await currentCustomer(tx, now, fs));
      tx.delete(oldRef);
      tx.set(newRef, newTicketData(change.newCode, customer, change.lotteryTypeId ?? now.lotteryTypeId, staffUid));
      return;
    }
    tx.update(oldRef, ticketUpdateData(change));
  });
}

/** Deletes lottery/<code> (irreversible; the page confirms first). */
export async function deleteTicket(code: string, fs: Firestore = db): Promise<void> {
  assertOnline();
  await deleteDoc(docRef('lottery', code, fs));
}
