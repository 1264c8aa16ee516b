import { typedCollection } from '../../firebase/collections';
import { toBridgeAccount, toCompanyLookup, toEbarimtPoint, toEbarimtPrint, toEbarimtReceipt, toEbarimtSettings, toEbarimtSwitch } from './ebarimt';

/** ebarimtReceipts: one receipt job per sale (and per correction), read through toEbarimtReceipt. */
export const ebarimtReceipts = typedCollection('ebarimtReceipts', toEbarimtReceipt);

/** ebarimtPrints: the print copy of an issued receipt (lottery, QR data), deleted once printed. */
export const ebarimtPrints = typedCollection('ebarimtPrints', toEbarimtPrint);

/** ebarimtLookups: a company's register number and what the bridge found for it. */
export const ebarimtLookups = typedCollection('ebarimtLookups', toCompanyLookup);

/** appConfigs/ebarimt, read as the business's e-barimt setting (off when missing). */
export const ebarimtSettings = typedCollection('appConfigs', (_id, d) => toEbarimtSettings(d));

/** appConfigs/ebarimt with when it was switched on (the check of VAT sales without a receipt starts there). */
export const ebarimtSwitch = typedCollection('appConfigs', (_id, d) => toEbarimtSwitch(d));

/** ebarimtBridges: each bridge's own state (its daemon's report, as the bridge wrote it). */
export const ebarimtBridges = typedCollection('ebarimtBridges', (id, d) => ({ id, daemon: (d.daemon ?? null) as Record<string, unknown> | null }));

/** ebarimtPoints: an issuing point (a store's id, or 'office'): its merchant TIN, branch, POS, district. */
export const ebarimtPoints = typedCollection('ebarimtPoints', toEbarimtPoint);

/** The shop bridges' accounts: users/{uid} of role 'Bridge' (query them by role). */
export const bridgeAccounts = typedCollection('users', toBridgeAccount);
