import { useMemo } from 'react';
import { limit, query, serverTimestamp, updateDoc, where, type Firestore } from 'firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import { readDocument, readQuery, useLiveQuery } from '../../../firebase/queries';
import { ebarimtBridges, ebarimtReceipts } from '../../../entities/ebarimt/ebarimtCollection';
import type { EbarimtReceipt } from '../../../entities/ebarimt/ebarimt';
import { toDaemonState, type DaemonState } from '../domain/daemonState';

// The e-barimt screen's reads and its one write (docs/ebarimt.md, "The e-barimt screen").

const TAG = 'ebarimt';
/** The jobs that need someone: not yet issued, refused, or answer lost. */
export const OPEN_STATUSES = ['pending', 'sending', 'failed', 'uncertain'] as const;
export const OPEN_LIMIT = 100;

/** Each bridge's report of its daemon, live. */
export function useBridges() {
  const q = useMemo(() => query(ebarimtBridges.ref()), []);
  const state = useLiveQuery(q, { tag: TAG });
  const data = useMemo(
    () => state.data.map((b) => ({ id: b.id, daemon: toDaemonState(b.daemon) })).filter((b): b is { id: string; daemon: DaemonState } => b.daemon !== null),
    [state.data],
  );
  return { ...state, data };
}

/** The receipts not issued yet, refused or uncertain, live (at most OPEN_LIMIT). */
export function useOpenReceipts() {
  const q = useMemo(() => query(ebarimtReceipts.ref(), where('status', 'in', [...OPEN_STATUSES]), limit(OPEN_LIMIT)), []);
  return useLiveQuery(q, { tag: TAG });
}

/** A receipt by its DDTD or by its order. */
export async function findReceipt(kind: 'ddtd' | 'order', text: string, fs: Firestore = db): Promise<EbarimtReceipt[]> {
  if (kind === 'order') {
    const one = await readDocument(ebarimtReceipts.doc(text, fs), TAG);
    return one ? [one] : [];
  }
  return readQuery(query(ebarimtReceipts.ref(fs), where('ddtd', '==', text), limit(5)), TAG);
}

/** Sends a failed or uncertain receipt again (Admin, Manager, dev; the rules say so too). */
export async function sendAgain(id: string, userId: string, fs: Firestore = db): Promise<void> {
  await updateDoc(docRef('ebarimtReceipts', id, fs), { status: 'pending', message: '', retriedBy: userId, updatedAt: serverTimestamp() });
}
