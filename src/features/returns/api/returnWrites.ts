import { deleteDoc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { assertOnline } from '../../../firebase/online';
import { db } from '../../../firebase/firestore';
import { docRef } from '../../../firebase/collections';
import type { StaffRole } from '../../../auth/roles';

/**
 * The returns desk's own writes, each one document the rules check (firestore.rules, returnRequests
 * and appConfigs): a Manager's decision on a request, its requester's withdrawal, the window
 * setting. The return, the exchange and the request for an approval are the trusted commands'
 * (DESIGN.md section 12: api/returnCommands.ts); no client writes them.
 */

/** Who decides (a SessionUser fits). */
export interface ReturnUser {
  id: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  locationId: string | null;
}

/** A Manager approves or refuses a pending request. */
export async function decideReturnRequest(requestId: string, approve: boolean, user: ReturnUser, fs: Firestore = db): Promise<void> {
  assertOnline();
  await updateDoc(docRef('returnRequests', requestId, fs), {
    state: approve ? 'approved' : 'refused',
    decidedBy: { id: user.id, firstName: user.firstName, lastName: user.lastName },
    decidedAt: serverTimestamp(),
  });
}

/** The requester withdraws a pending or refused request. */
export async function withdrawReturnRequest(requestId: string, fs: Firestore = db): Promise<void> {
  assertOnline();
  await deleteDoc(docRef('returnRequests', requestId, fs));
}

/** Admin, Manager, dev set the window (0 to 365 days). */
export async function saveReturnWindow(days: number, fs: Firestore = db): Promise<void> {
  assertOnline();
  await setDoc(docRef('appConfigs', 'returns', fs), { windowDays: days, updatedAt: serverTimestamp() });
}
