import { deleteDoc, type Firestore } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { assertOnline } from '../../../firebase/online';
import { docRef } from '../../../firebase/collections';

/**
 * Deletes one sale document, nothing else (docs/reports.md, sales lists): the
 * product stays sold and its order stays. A later refund of the product still works: it skips a
 * sale that no longer exists (products/api/productWrites.ts refundProduct).
 */
export async function deleteSale(saleId: string, fs: Firestore = db): Promise<void> {
  assertOnline();
  await deleteDoc(docRef('sales', saleId, fs));
}
