import { assertOnline, runServerTransaction } from '../../../firebase/online';
import { deleteDoc, type Firestore } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { countReads } from '../../../firebase/readMeter';
import { deletedOrderRecord } from '../../../entities/order/deletedOrder';

/**
 * Deletes from the order lists (irreversible; the screens confirm first). Reads are counted under
 * the tag 'orders', as the lists' (orderListQueries.ts).
 */
const TAG = 'orders';

/**
 * Deletes a store or merchant order from the order lists, in one transaction with its
 * deletedOrders/{id} record (the order as it was, who deleted it and when), which keeps the id from
 * ever being used again. Its sales and transactions are the money record (reports, dashboard,
 * refunds) and stay; the products stay sold.
 */
export async function deleteOrder(orderId: string, userId: string, fs: Firestore = db): Promise<void> {
  await runServerTransaction(fs, async (tx) => {
    const ref = docRef('orders', orderId, fs);
    const snap = await tx.get(ref);
    countReads(1, TAG);
    if (!snap.exists()) return;
    tx.set(docRef('deletedOrders', orderId, fs), deletedOrderRecord(orderId, snap.data(), userId, null));
    tx.delete(ref);
  });
}

/** Deletes one transaction document. */
export async function deleteTransaction(transactionId: string, fs: Firestore = db): Promise<void> {
  assertOnline();
  await deleteDoc(docRef('transactions', transactionId, fs));
}
