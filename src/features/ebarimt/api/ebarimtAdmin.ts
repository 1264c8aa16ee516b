import { useMemo } from 'react';
import { limit, orderBy, query, serverTimestamp, updateDoc, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { runServerTransaction } from '../../../firebase/online';
import { db } from '../../../firebase/firestore';
import { readQuery, useLiveQuery, usePagedQuery } from '../../../firebase/queries';
import { ebarimtBridges, ebarimtPoints, ebarimtReceipts } from '../../../entities/ebarimt/ebarimtCollection';
import { pointAssignment, toBridgeAccount, type BridgeAccount, type EbarimtReceipt, type EbarimtSettings, type EbarimtStatus } from '../../../entities/ebarimt/ebarimt';
import { locations } from '../../../entities/location/locationCollection';
import type { PointForm } from '../domain/settingsForm';
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

/** Receipts of the day shown at a time ("show more" adds as many). */
export const DAY_PAGE = 20;

/**
 * The receipt jobs written since `since` (the day's start), newest first, of one point and one status
 * when chosen (null: every one), in chunks of DAY_PAGE.
 */
export function useDayReceipts(since: Date, pointId: string | null, status: EbarimtStatus | null) {
  const constraints: QueryConstraint[] = [
    ...(pointId ? [where('pointId', '==', pointId)] : []),
    ...(status ? [where('status', '==', status)] : []),
    where('createdAt', '>=', since),
    orderBy('createdAt', 'desc'),
  ];
  return usePagedQuery(query(ebarimtReceipts.ref(), ...constraints), { tag: TAG, pageSize: DAY_PAGE, mode: 'chunks' });
}

/** A receipt by its DDTD or by its order. */
export async function findReceipt(kind: 'ddtd' | 'order', text: string, fs: Firestore = db): Promise<EbarimtReceipt[]> {
  // An order's receipts: the sale's and every correction or return of it (its returns, its refunds).
  if (kind === 'order') return readQuery(query(ebarimtReceipts.ref(fs), where('orderId', '==', text), limit(20)), TAG);
  return readQuery(query(ebarimtReceipts.ref(fs), where('ddtd', '==', text), limit(5)), TAG);
}

/** Sends a failed or uncertain receipt again (Admin, Manager, dev; the rules say so too). */
export async function sendAgain(id: string, userId: string, fs: Firestore = db): Promise<void> {
  await updateDoc(docRef('ebarimtReceipts', id, fs), { status: 'pending', message: '', retriedBy: userId, updatedAt: serverTimestamp() });
}

/**
 * Records an uncertain receipt found issued in ebarimt.mn: its DDTD and date (Admin, Manager, dev).
 * From then on it is the receipt in force of its sale (a return corrects it); it has no lottery
 * number or QR code to print: those are only on the receipt the daemon's answer would have printed.
 */
export async function recordFoundReceipt(id: string, found: { ddtd: string; date: string }, userId: string, fs: Firestore = db): Promise<void> {
  await updateDoc(docRef('ebarimtReceipts', id, fs), {
    status: 'issued',
    ddtd: found.ddtd.trim(),
    date: found.date.trim(),
    message: '',
    reconciledBy: userId,
    updatedAt: serverTimestamp(),
  });
}

// --- Settings (docs/ebarimt.md, "Settings") ------------------------------------------------------

/** The issuing points (ebarimtPoints: one per store, and 'office' for every other sale), live. */
export function useEbarimtPoints() {
  const q = useMemo(() => query(ebarimtPoints.ref()), []);
  return useLiveQuery(q, { tag: TAG });
}

/** The stores, live: each is an issuing point. */
export function useStores() {
  const q = useMemo(() => query(locations.store.ref()), []);
  return useLiveQuery(q, { tag: TAG });
}

/** Saves the business's setting (Admin, Manager, dev; the rules check the same values). */
export async function saveEbarimtSetting(setting: EbarimtSettings, fs: Firestore = db): Promise<void> {
  const ref = docRef('appConfigs', 'ebarimt', fs);
  await runServerTransaction(fs, async (tx) => {
    const before = (await tx.get(ref)).data();
    const wasOn = before?.enabled === true;
    // When it was switched on: the bridge issues nothing for a delivery or large sale made before
    // (bridge/orders.mjs). Switched on again later, it starts again from then.
    const enabledAt = setting.enabled && !wasOn ? serverTimestamp() : (before?.enabledAt ?? null);
    tx.set(ref, { ...setting, enabledAt, updatedAt: serverTimestamp() });
  });
}

/**
 * Saves an issuing point (a store's id, or 'office') and, when `bridgeId` is given (null: none),
 * the bridge that serves it: the point joins that bridge's list and leaves every other's (`bridges`,
 * the accounts the screen shows, each read again here). One transaction.
 */
export async function saveEbarimtPoint(
  pointId: string,
  point: PointForm,
  assign?: { bridgeId: string | null; bridges: readonly BridgeAccount[] },
  fs: Firestore = db,
): Promise<void> {
  await runServerTransaction(fs, async (tx) => {
    const changes = [];
    if (assign) {
      const now = await Promise.all(assign.bridges.map(async (b) => tx.get(docRef('users', b.id, fs))));
      const fresh = now.filter((snap) => snap.exists()).map((snap) => toBridgeAccount(snap.id, snap.data()));
      changes.push(...pointAssignment(fresh, pointId, assign.bridgeId));
    }
    tx.set(docRef('ebarimtPoints', pointId, fs), { ...point, updatedAt: serverTimestamp() });
    for (const c of changes) tx.update(docRef('users', c.id, fs), { bridgePointIds: c.pointIds, updatedAt: serverTimestamp() });
  });
}
