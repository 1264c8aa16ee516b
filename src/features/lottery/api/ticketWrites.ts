import { assertOnline, runServerTransaction } from '../../../firebase/online';
import { deleteDoc, type Firestore, type Transaction } from 'firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import { countReads } from '../../../firebase/readMeter';
import { newTicketData, ticketUpdateData, toLotteryTicket, type LotteryTicket, type TicketCustomer } from '../../../entities/lottery/lotteryTicket';
import { TicketWriteError, type TicketChange } from '../domain/lotteryTicket';

/** The /lottery page's writes (docs/lottery.md). Each is one transaction or one write, so nothing is left half done. */

/** Reads inside the transactions are counted under the same tag as ticketQueries'. */
const TAG = 'lottery';

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
