import { serverTimestamp } from 'firebase/firestore';
import { millis, num, obj, str, strOrNull, strings, type Data } from '../../firebase/fields';

const bool = (v: unknown): boolean => v === true;

// The e-barimt, the legal VAT receipt (docs/ebarimt.md): a receipt job per sale, done by the shop
// bridge (bridge/) next to the tax authority's PosAPI 3.0 daemon; what may only be printed (lottery,
// QR data) in a print copy deleted once printed; the issuing points and the business's setting.

/** A job's state (the bridge's worker.mjs draws its life). */
export type EbarimtStatus = 'pending' | 'sending' | 'issued' | 'failed' | 'uncertain' | 'none' | 'returned';
export const EBARIMT_STATUSES: readonly EbarimtStatus[] = ['pending', 'sending', 'issued', 'failed', 'uncertain', 'none', 'returned'];

/** Who the receipt is for: a person (B2C, optional e-barimt consumer number) or a company (B2B). */
export type EbarimtBuyer =
  | { type: 'B2C'; consumerNo: string | null }
  | { type: 'B2B'; regNo: string; customerTin: string; customerName: string };

export const B2C_ANONYMOUS: EbarimtBuyer = { type: 'B2C', consumerNo: null };

/** An e-barimt consumer number: 8 digits (the form and the rules check the same). */
export const CONSUMER_NO = /^[0-9]{8}$/;
/** A company's register number: 7 digits; a person's: 2 Mongolian capitals and 8 digits. */
export const REG_NO = /^([0-9]{7}|[А-ЯЁӨҮ]{2}[0-9]{8})$/;
/** The 7-digit classification code of a category (БҮНА). */
export const CLASSIFICATION_CODE = /^[0-9]{7}$/;
/** A merchant TIN: 11, 12 or 14 digits. */
export const MERCHANT_TIN = /^([0-9]{11}|[0-9]{12}|[0-9]{14})$/;
export const BRANCH_NO = /^[0-9]{1,3}$/;
export const POS_NO = /^[0-9A-Za-z]{1,20}$/;
export const DISTRICT_CODE = /^[0-9]{4}$/;
export const POINT_NAME_MAX = 100;
/** The issuing point of every sale not made in a store (deliveries, merchants). */
export const OFFICE_POINT = 'office';

export type EbarimtTreatment = 'added' | 'contained';

export interface EbarimtSettings {
  enabled: boolean;
  /** added: VAT on the ticked lines, only those on the receipt (the default); contained: every line. */
  treatment: EbarimtTreatment;
  defaultClassificationCode: string;
}

export const DEFAULT_EBARIMT_SETTINGS: EbarimtSettings = { enabled: false, treatment: 'added', defaultClassificationCode: '6211100' };

export function toEbarimtSettings(d: Data | undefined): EbarimtSettings {
  if (!d) return DEFAULT_EBARIMT_SETTINGS;
  const code = str(d.defaultClassificationCode);
  return {
    enabled: bool(d.enabled),
    treatment: d.treatment === 'contained' ? 'contained' : 'added',
    defaultClassificationCode: CLASSIFICATION_CODE.test(code) ? code : DEFAULT_EBARIMT_SETTINGS.defaultClassificationCode,
  };
}

/** The setting and when it was last switched on (ms; 0 for a setup older than enabledAt). */
export interface EbarimtSwitch extends EbarimtSettings {
  enabledAt: number;
}

export function toEbarimtSwitch(d: Data | undefined): EbarimtSwitch {
  return { ...toEbarimtSettings(d), enabledAt: millis(d?.enabledAt) };
}

/** A receipt job as the screens read it. */
export interface EbarimtReceipt {
  id: string;
  orderId: string;
  kind: 'sale' | 'correction' | 'return';
  /** A counter return's job (added by the bridge): the return, and the receipt series it belongs to. */
  returnId: string | null;
  seriesId: string | null;
  /** The receipt in force a correction or return made inactive (its job id). */
  correctsId: string | null;
  /** Who recorded the DDTD of an uncertain receipt found issued in ebarimt.mn (null: the bridge's answer). */
  reconciledBy: string | null;
  pointId: string;
  productIds: string[];
  buyer: EbarimtBuyer;
  status: EbarimtStatus;
  message: string;
  ddtd: string | null;
  date: string | null;
  totalAmount: number | null;
  totalVAT: number | null;
  hasLottery: boolean;
  attempts: number;
}

function toBuyer(d: Data | null): EbarimtBuyer {
  if (d?.type === 'B2B') return { type: 'B2B', regNo: str(d.regNo), customerTin: str(d.customerTin), customerName: str(d.customerName) };
  return { type: 'B2C', consumerNo: strOrNull(d?.consumerNo) };
}

export function toEbarimtReceipt(id: string, d: Data): EbarimtReceipt {
  const status = EBARIMT_STATUSES.includes(d.status as EbarimtStatus) ? (d.status as EbarimtStatus) : 'pending';
  const kind = d.kind === 'correction' || d.kind === 'return' ? d.kind : 'sale';
  return {
    id,
    orderId: str(d.orderId),
    kind,
    returnId: strOrNull(d.returnId),
    seriesId: strOrNull(d.seriesId),
    correctsId: strOrNull(d.correctsId),
    reconciledBy: strOrNull(d.reconciledBy),
    pointId: str(d.pointId),
    productIds: strings(d.productIds),
    buyer: toBuyer(obj(d.buyer)),
    status,
    message: str(d.message),
    ddtd: strOrNull(d.ddtd),
    date: strOrNull(d.date),
    totalAmount: num(d.totalAmount),
    totalVAT: num(d.totalVAT),
    hasLottery: bool(d.hasLottery),
    attempts: num(d.attempts) ?? 0,
  };
}

/** The print copy: what the receipt prints and nothing keeps. */
export interface EbarimtPrint {
  id: string;
  ddtd: string;
  date: string;
  lottery: string;
  qrData: string;
  totalAmount: number;
  totalVAT: number;
}

export function toEbarimtPrint(id: string, d: Data): EbarimtPrint {
  return { id, ddtd: str(d.ddtd), date: str(d.date), lottery: str(d.lottery), qrData: str(d.qrData), totalAmount: num(d.totalAmount) ?? 0, totalVAT: num(d.totalVAT) ?? 0 };
}

/** An issuing point as stored (ebarimtPoints/{store id | 'office'}). */
export interface EbarimtPoint {
  id: string;
  name: string;
  merchantTin: string;
  branchNo: string;
  posNo: string;
  districtCode: string;
}

export function toEbarimtPoint(id: string, d: Data): EbarimtPoint {
  return { id, name: str(d.name), merchantTin: str(d.merchantTin), branchNo: str(d.branchNo), posNo: str(d.posNo), districtCode: str(d.districtCode) };
}

/** The issuing point of a sale's location (docs/ebarimt.md, "Settings"). */
export function pointOfSale(location: { locationType: string; locationId: string }): string {
  return location.locationType === 'store' ? location.locationId : OFFICE_POINT;
}

/** Whether the sale gets an e-barimt: enabled, and some line goes on it under the treatment. */
export function needsEbarimt(settings: EbarimtSettings, lines: readonly { isNoat: boolean }[]): boolean {
  return settings.enabled && (settings.treatment === 'contained' || lines.some((l) => l.isNoat));
}

/** The job THE SALE creates with its order (id = the order's). */
export function saleReceiptJob(orderId: string, productIds: readonly string[], pointId: string, buyer: EbarimtBuyer, userId: string): Data {
  return {
    orderId,
    kind: 'sale',
    pointId,
    productIds: [...productIds],
    buyer:
      buyer.type === 'B2C'
        ? { type: 'B2C', consumerNo: buyer.consumerNo }
        : { type: 'B2B', regNo: buyer.regNo, customerTin: buyer.customerTin, customerName: buyer.customerName },
    status: 'pending',
    createdAt: serverTimestamp(),
    createdUserId: userId,
  };
}

/** A form's consumer number: '' (none) or 8 digits; the error key otherwise. */
export function consumerNoProblem(text: string): 'consumerNo' | null {
  return text === '' || CONSUMER_NO.test(text) ? null : 'consumerNo';
}

export function regNoProblem(text: string): 'regNo' | null {
  return REG_NO.test(text) ? null : 'regNo';
}

/** A company lookup (ebarimtLookups/{regNo}), asked by staff and answered by the bridge. */
export interface CompanyLookup {
  regNo: string;
  status: 'pending' | 'found' | 'unknown' | 'failed';
  tin: string;
  name: string;
}

export function toCompanyLookup(id: string, d: Data): CompanyLookup {
  const status = d.status === 'found' || d.status === 'unknown' || d.status === 'failed' ? d.status : 'pending';
  return { regNo: id, status, tin: str(d.tin), name: str(d.name) };
}

export function lookupRequest(regNo: string, userId: string): Data {
  return { regNo, status: 'pending', askedAt: serverTimestamp(), askedBy: userId };
}

/**
 * A shop bridge's account (users/{uid} of role 'Bridge', docs/ebarimt.md "Bridges"): its name, the
 * email it signs in with, whether it is active, and the issuing points it serves.
 */
export interface BridgeAccount {
  id: string;
  name: string;
  email: string;
  isActive: boolean;
  pointIds: string[];
}

export const BRIDGE_ROLE = 'Bridge';

export function toBridgeAccount(id: string, d: Data): BridgeAccount {
  return {
    id,
    name: [str(d.firstName), str(d.lastName)].filter(Boolean).join(' '),
    email: str(d.email),
    isActive: bool(d.isActive),
    pointIds: strings(d.bridgePointIds),
  };
}

/**
 * Which bridge serves `pointId` now: the first active one that lists it, else the first that does
 * (an inactive bridge serves nothing, but the screen still shows whose it was); null for none.
 */
export function bridgeOfPoint(bridges: readonly BridgeAccount[], pointId: string): BridgeAccount | null {
  const serving = bridges.filter((b) => b.pointIds.includes(pointId));
  return serving.find((b) => b.isActive) ?? serving[0] ?? null;
}

/**
 * The bridges' point lists after `pointId` is given to `bridgeId` (null: to none): it joins that
 * bridge's list and leaves every other's. Only the bridges whose list changes, each with its new list.
 */
export function pointAssignment(bridges: readonly BridgeAccount[], pointId: string, bridgeId: string | null): { id: string; pointIds: string[] }[] {
  const out: { id: string; pointIds: string[] }[] = [];
  for (const b of bridges) {
    const has = b.pointIds.includes(pointId);
    if (b.id === bridgeId && !has) out.push({ id: b.id, pointIds: [...b.pointIds, pointId] });
    else if (b.id !== bridgeId && has) out.push({ id: b.id, pointIds: b.pointIds.filter((p) => p !== pointId) });
  }
  return out;
}
