import { setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { docRef, newDocId } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import {
  newStockCountDocument,
  stockCountClose,
  stockCountSave,
  type CountLists,
  type CountLocation,
  type Counter,
} from '../../../entities/stockCount/stockCount';
import { assertOnline, sendOrQueue, type WriteOutcome } from '../../../firebase/online';

export type { CountLocation, Counter };

/**
 * The signed-in staff member as a count records it: its profile's first and last name, or its
 * email when it has no name (the rules accept exactly this as createdUserName).
 */
export function counterOf(user: { id: string; firstName: string; lastName: string; email: string }): Counter {
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
}

/**
 * Stock count writes (docs/stock-counts.md). One document per count; the screen saves its lists
 * as scanning goes (batched, see useCountSaver) and closes it once.
 */
export async function createStockCount(location: CountLocation, by: Counter, lists: CountLists, fs: Firestore = db): Promise<string> {
  assertOnline();
  const id = newDocId('stockCounts', fs);
  await setDoc(docRef('stockCounts', id, fs), newStockCountDocument(location, by, lists));
  return id;
}

/** Saves an open count's lists and figures. */
export async function saveStockCount(id: string, by: Counter, lists: CountLists, fs: Firestore = db): Promise<WriteOutcome> {
  return sendOrQueue(updateDoc(docRef('stockCounts', id, fs), stockCountSave(by, lists)));
}

/** Saves the last lists and closes the count: from then on it is read-only. */
export async function closeStockCount(id: string, by: Counter, lists: CountLists, fs: Firestore = db): Promise<void> {
  assertOnline();
  await updateDoc(docRef('stockCounts', id, fs), stockCountClose(by, lists));
}
