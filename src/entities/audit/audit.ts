import { int, millis, obj, str, type Data } from '../../firebase/fields';

/**
 * The audit trail (docs/audit.md): auditEntries/{id}, one entry per sensitive event, written by the
 * audit triggers (functions/src/triggers/audit.ts) and never by a client. Pure TypeScript: the
 * triggers build entries with `auditEntryDocument`, the screen reads them with `toAuditEntry`.
 */

/** What happened, in the order the screen's kind filter lists them. */
export const AUDIT_KINDS = [
  'sale',
  'delivery',
  'return',
  'exchange',
  'refund',
  'priceChange',
  'discountDecision',
  'deletion',
  'shiftClose',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === 'string' && (AUDIT_KINDS as readonly string[]).includes(value);
}

/** The collections whose documents record the audited events. */
export type AuditSource = 'orders' | 'returns' | 'transactions' | 'products' | 'discountRequests' | 'deletedOrders' | 'shifts' | 'sales';

/**
 * The variant of a kind: what a deletion removed, how a discount was decided, the sale's channel.
 * '' when the kind has none.
 */
export type AuditDetail =
  | ''
  | 'order'
  | 'product'
  | 'sale'
  | 'transaction'
  | 'confirmed'
  | 'cancelled'
  | 'store'
  | 'delivery'
  | 'mobile'
  | 'merchant';

/** Named figures besides the main ones, whole tugrik or counts (e.g. cash, card, expected). */
export const AUDIT_FIGURES = [
  'originalTotal',
  'cash',
  'card',
  'qpay',
  'bank',
  'returnedTotal',
  'newTotal',
  'requestPrice',
  'originalPrice',
  'oldOriginalPrice',
  'newOriginalPrice',
  'refunded',
  'float',
  'payIns',
  'payOuts',
  'sales',
  'salesTotal',
  'expected',
  'difference',
] as const;
export type AuditFigure = (typeof AUDIT_FIGURES)[number];
export type AuditFigures = Partial<Record<AuditFigure, number>>;

/** Who did it: the profile's id, name (last name, first name) and role when it was written. */
export interface AuditActor {
  id: string;
  name: string;
  role: string;
}

/** The place the event belongs to: the store (or warehouse, delivery district, merchant) of the document, else the actor's store. */
export interface AuditPlace {
  id: string;
  name: string;
}

/** An entry as the screen reads it. */
export interface AuditEntry {
  id: string;
  kind: AuditKind;
  detail: AuditDetail;
  /** The event's time (ms). */
  atMs: number;
  /** null: the document that records the event does not say who made it (docs/audit.md). */
  actor: AuditActor | null;
  place: AuditPlace | null;
  /** The money the event moved, signed (a refund is negative), or null when it moved none. */
  amount: number | null;
  /** Products the event concerns. */
  quantity: number | null;
  /** A price change's or discount's price before and after. */
  oldPrice: number | null;
  newPrice: number | null;
  figures: AuditFigures;
  /** What it concerns, as data: product names, a shift's number (no words of a language). */
  summary: string;
  orderId: string | null;
  /** The document that records the event, e.g. "orders/abc". */
  source: string;
}

/** The facts of one event, without the actor's profile and the actor's store (the trigger reads those). */
export interface AuditFacts {
  /** The entry's id: one per event, so a retried trigger writes it once. */
  id: string;
  kind: AuditKind;
  detail: AuditDetail;
  /** The time the document records (ms); 0 when it records none (a deletion): the event's time then. */
  atMs: number;
  actorId: string | null;
  /** The actor as the document copied it, when it did (used when the profile is gone). */
  actorCopy: { name: string; role: string } | null;
  /** The document's own place, or null (the actor's store is used then). */
  place: AuditPlace | null;
  amount: number | null;
  quantity: number | null;
  oldPrice: number | null;
  newPrice: number | null;
  figures: AuditFigures;
  summary: string;
  orderId: string | null;
  source: string;
}

/** The stored entry (docs/data-model.md, auditEntries). `T` is the caller's timestamp type. */
export function auditEntryDocument<T>(facts: AuditFacts, actor: AuditActor | null, place: AuditPlace | null, at: T, createdAt: T) {
  return {
    id: facts.id,
    kind: facts.kind,
    detail: facts.detail,
    at,
    actorId: actor?.id ?? null,
    actor,
    storeId: place?.id ?? null,
    storeName: place?.name ?? '',
    amount: facts.amount,
    quantity: facts.quantity,
    oldPrice: facts.oldPrice,
    newPrice: facts.newPrice,
    figures: facts.figures,
    summary: facts.summary,
    orderId: facts.orderId,
    source: facts.source,
    createdAt,
  };
}

export type AuditEntryDocument<T> = ReturnType<typeof auditEntryDocument<T>>;

const DETAILS: readonly AuditDetail[] = ['order', 'product', 'sale', 'transaction', 'confirmed', 'cancelled', 'store', 'delivery', 'mobile', 'merchant'];

const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? int(v) : null);

function toFigures(v: unknown): AuditFigures {
  const d = obj(v) ?? {};
  const out: AuditFigures = {};
  for (const key of AUDIT_FIGURES) {
    const n = numOrNull(d[key]);
    if (n !== null) out[key] = n;
  }
  return out;
}

/** An auditEntries document -> AuditEntry. */
export function toAuditEntry(id: string, d: Data): AuditEntry {
  const a = obj(d.actor);
  const detail = DETAILS.find((x) => x === d.detail) ?? '';
  return {
    id,
    kind: isAuditKind(d.kind) ? d.kind : 'sale',
    detail,
    atMs: millis(d.at),
    actor: a && str(a.id) ? { id: str(a.id), name: str(a.name), role: str(a.role) } : null,
    place: str(d.storeId) ? { id: str(d.storeId), name: str(d.storeName) } : null,
    amount: numOrNull(d.amount),
    quantity: numOrNull(d.quantity),
    oldPrice: numOrNull(d.oldPrice),
    newPrice: numOrNull(d.newPrice),
    figures: toFigures(d.figures),
    summary: str(d.summary),
    orderId: str(d.orderId) || null,
    source: str(d.source),
  };
}

/** A person's name as entries show it: last name, then first name. */
export function actorName(firstName: string, lastName: string): string {
  return [lastName.trim(), firstName.trim()].filter(Boolean).join(' ');
}

/** An actor from a users document (its name and role), or null without one. */
export function actorOf(id: string, profile: Data | undefined, copy: AuditFacts['actorCopy']): AuditActor {
  const p = profile ?? {};
  const name = actorName(str(p.firstName), str(p.lastName));
  return { id, name: name || copy?.name || '', role: str(p.role) || copy?.role || '' };
}

/** An auditActors document (a person entries name) -> AuditActor. */
export function toAuditActor(id: string, d: Data): AuditActor {
  return { id, name: str(d.name), role: str(d.role) };
}
