import { useEffect, useMemo, useState } from 'react';
import { getDocFromServer, query, setDoc, where } from 'firebase/firestore';
import QRCode from 'qrcode';
import { docRef } from '../../firebase/collections';
import { db } from '../../firebase/firestore';
import { useDocument, useLiveQuery } from '../../firebase/queries';
import { countReads } from '../../firebase/readMeter';
import { bridgeAccounts, ebarimtLookups, ebarimtPrints, ebarimtReceipts, ebarimtSettings, ebarimtSwitch } from './ebarimtCollection';
import { BRIDGE_ROLE, DEFAULT_EBARIMT_SETTINGS, lookupRequest, type CompanyLookup, type EbarimtPrint, type EbarimtReceipt } from './ebarimt';

// The e-barimt's reads for the screens (docs/ebarimt.md): the business's setting, one receipt job and
// its print copy, live; a company lookup asked and followed.

const TAG = 'ebarimt';

/**
 * The shop bridges' accounts (users of role 'Bridge'), live: the e-barimt settings assign their
 * points, /employees creates them. Super Admin, Admin, Manager and dev may read them.
 */
export function useBridgeAccounts() {
  const q = useMemo(() => query(bridgeAccounts.ref(), where('role', '==', BRIDGE_ROLE)), []);
  return useLiveQuery(q, { tag: TAG });
}

/** appConfigs/ebarimt, live (off while loading or missing). */
export function useEbarimtSettings() {
  const ref = useMemo(() => ebarimtSettings.doc('ebarimt'), []);
  const state = useDocument(ref, { tag: TAG });
  return { ...state, data: state.data ?? DEFAULT_EBARIMT_SETTINGS };
}

/** appConfigs/ebarimt with enabledAt, live (null while loading; off when missing). */
export function useEbarimtSwitch() {
  const ref = useMemo(() => ebarimtSwitch.doc('ebarimt'), []);
  return useDocument(ref, { tag: TAG });
}

/** While the bridge has a job (pending, sending), how often the done screen also reads it from the server. */
export const RECEIPT_RECHECK_MS = 15_000;

/**
 * A receipt job, live (the done screen waits on the bridge). While the bridge has it (pending or
 * sending), it is also read from the server every RECEIPT_RECHECK_MS: the Firestore emulator under
 * load was seen to drop a listener's update (the job was uncertain, the seller's screen still said
 * "being issued" a minute later), and the seller waits on this screen. A read from the server
 * updates the live listener too; a failed one is left to the next.
 */
export function useEbarimtReceipt(id: string | null) {
  const ref = useMemo(() => (id ? ebarimtReceipts.doc(id) : null), [id]);
  const state = useDocument<EbarimtReceipt>(ref, { tag: TAG });
  const status = state.data?.status;
  const withBridge = status === 'pending' || status === 'sending';
  useEffect(() => {
    if (!ref || !withBridge) return undefined;
    const timer = setInterval(() => {
      void getDocFromServer(ref).then(() => countReads(1, TAG), () => undefined);
    }, RECEIPT_RECHECK_MS);
    return () => clearInterval(timer);
  }, [ref, withBridge]);
  return state;
}

/**
 * The receipt jobs the bridge adds for a counter return at a store (its corrections and an exchange's
 * new receipt: bridge/returns.mjs), live; none until the bridge has seen the return.
 */
export function useReturnEbarimts(returnId: string, pointId: string) {
  const q = query(ebarimtReceipts.ref(), where('pointId', '==', pointId), where('returnId', '==', returnId));
  return useLiveQuery<EbarimtReceipt>(q, { tag: TAG });
}

/** The print copy of an issued receipt (its lottery number and QR data), while it exists. */
export function useEbarimtPrint(id: string | null) {
  const ref = useMemo(() => (id ? ebarimtPrints.doc(id) : null), [id]);
  return useDocument<EbarimtPrint>(ref, { tag: TAG });
}

/** A company lookup by register number, live (null: nothing asked). */
export function useCompanyLookup(regNo: string | null) {
  const ref = useMemo(() => (regNo ? ebarimtLookups.doc(regNo) : null), [regNo]);
  return useDocument<CompanyLookup>(ref, { tag: TAG });
}

/** Asks the bridge for the company of a register number (again, when asked before). */
export async function askCompany(regNo: string, userId: string, fs = db): Promise<void> {
  await setDoc(docRef('ebarimtLookups', regNo, fs), lookupRequest(regNo, userId));
}

/** The QR code of `data` as SVG markup (the bundled qrcode library), '' until drawn or for none. */
export function useQrSvg(data: string | null | undefined): string {
  const [drawn, setDrawn] = useState<{ data: string; svg: string } | null>(null);
  useEffect(() => {
    let live = true;
    if (data) void QRCode.toString(data, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => live && setDrawn({ data, svg }));
    return () => {
      live = false;
    };
  }, [data]);
  return data && drawn?.data === data ? drawn.svg : '';
}
