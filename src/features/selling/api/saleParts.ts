import type { DocumentReference, Firestore, Transaction } from 'firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { countReads } from '../../../firebase/readMeter';
import { lotteryCode } from '../../../entities/lottery/lotteryTicket';
export { buyerOf, buyerSnapshot, productSaleFields, saleRecords, type SaleRecordsOf, type SaleResult, type Seller } from '../domain/saleRecords';

// What both sale writes share (saleWrites.ts: THE SALE in one transaction; largeSaleWrites.ts: THE
// LARGE SALE through an open sale): who sells, the result, the buyer as its profile reads, the
// fields a sold product gets, the ticket's free code, and which failures another seller may cause.

/** Codes tried for a ticket before giving up (8 digits: a clash is already rare). */
const LOTTERY_CODE_TRIES = 5;

/** Picks a ticket code nobody has: the offered one, else fresh ones (the code is the document id). */
export async function freeLotteryRef(tx: Transaction, first: string, fs: Firestore): Promise<DocumentReference> {
  let code = first;
  for (let attempt = 0; attempt < LOTTERY_CODE_TRIES; attempt += 1) {
    const ref = docRef('lottery', code, fs);
    // The selling roles may look up only a code nobody has: a taken one is refused to them.
    const free = await tx.get(ref).then(
      (snap) => !snap.exists(),
      (error: unknown) => {
        if ((error as { code?: unknown }).code === 'permission-denied') return false;
        throw error;
      },
    );
    countReads(1, 'selling');
    if (free) return ref;
    code = lotteryCode();
  }
  throw new Error('No free lottery code found');
}

/**
 * A failure another sale may have caused: contention with the retries used up ('aborted',
 * 'failed-precondition'), or the commit refused by the rules because a product read as in stock
 * was sold by someone else before this commit ('permission-denied').
 */
export function mayBeConflict(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'aborted' || code === 'failed-precondition' || code === 'permission-denied';
}


