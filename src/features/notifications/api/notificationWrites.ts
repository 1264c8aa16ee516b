import { setDoc, type Firestore } from 'firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import type { ReadState } from '../domain/notifications';
import { readIdsUpdate, readStateDocument } from '../../../entities/notificationRead/notificationRead';

/** The viewer's read state, notificationReads/{uid} (docs/notifications.md). */

/** The read state as stored (rules: these three fields, bounded, readUpTo not in the future). */
export function readStateFields(state: ReadState) {
  return readStateDocument(state);
}

/** Writes the viewer's whole read state (a plain write: offline, Firestore sends it when back online). */
export async function writeReadState(userId: string, state: ReadState, fs: Firestore = db): Promise<void> {
  await setDoc(docRef('notificationReads', userId, fs), readStateFields(state));
}

/**
 * Writes only the keys of entries opened one by one, leaving readUpTo as stored: a tab whose copy
 * of the read state is behind (a cached one, another tab marked all read meanwhile) never moves
 * readUpTo back, which the rules would refuse. The document must exist.
 */
export async function writeReadIds(userId: string, ids: readonly string[], fs: Firestore = db): Promise<void> {
  await setDoc(docRef('notificationReads', userId, fs), readIdsUpdate(ids), { merge: true });
}
