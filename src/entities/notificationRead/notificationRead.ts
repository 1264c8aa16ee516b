import { Timestamp, serverTimestamp } from 'firebase/firestore';
import { millis, strings, type Data } from '../../firebase/fields';

/**
 * A person's notification read state, notificationReads/{uid} (docs/notifications.md): what the
 * document holds, its mapper and what a write sends. What is unread and how marking moves the
 * state is the notifications feature's domain. Loads without the app's Firebase set-up (the typed
 * collection is notificationReadCollection.ts).
 */

/**
 * Everything that happened up to `readUpToMs` is read ("mark all read" moves it); `ids` are the
 * keys of newer entries opened one by one.
 */
export interface ReadState {
  readUpToMs: number;
  ids: string[];
}

export const NOTHING_READ: ReadState = { readUpToMs: 0, ids: [] };

/**
 * readUpTo in whole milliseconds. Timestamps carry microseconds and toMillis() keeps them as a
 * fraction, which does not survive Timestamp.fromMillis exactly: a readUpTo written back could come
 * out a hair earlier than the stored one (which the rules refuse as moving back).
 */
export function toReadState(_id: string, d: Data): ReadState {
  return { readUpToMs: Math.floor(millis(d.readUpTo)), ids: strings(d.ids) };
}

/** The whole read state as stored (rules: these three fields, bounded, readUpTo not in the future). */
export function readStateDocument(state: ReadState) {
  return { readUpTo: Timestamp.fromMillis(state.readUpToMs), ids: [...state.ids], updatedAt: serverTimestamp() };
}

/** Only the keys of entries opened one by one (merged: readUpTo stays as stored). */
export function readIdsUpdate(ids: readonly string[]) {
  return { ids: [...ids], updatedAt: serverTimestamp() };
}
