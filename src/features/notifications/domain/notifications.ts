import { SELLER_ROLES, type StaffRole } from '../../../auth/roles';
import { ACCESS_TABLE, canOpen, type ScreenId } from '../../../auth/access';
import type { Order } from '../../../entities/order/order';
import { millis } from '../../../firebase/fields';
import type { DiscountRequest } from '../../../entities/discountRequest/discountRequest';
import type { ReturnRequest, ReturnRequestState } from '../../../entities/saleReturn/saleReturn';
import { NOTHING_READ, type ReadState } from '../../../entities/notificationRead/notificationRead';

// The read state as stored is the notificationRead entity's.
export { NOTHING_READ, type ReadState };

/**
 * The top bar's notifications (docs/notifications.md) as pure functions: which kinds a role gets,
 * the entry each source document makes, where it leads, and the per-user read state (what is
 * unread, "mark all read", one entry read on open). The api layer listens to one small page per
 * kind and writes the read state these functions compute.
 */

/**
 * - discountPending   a discount request waiting for a decision (the approvers);
 * - discountAnswered  one's own request confirmed or cancelled by someone else (the requesters);
 * - returnPending     a late return waiting for a Manager's approval (the return approvers);
 * - returnAnswered    one's own return request approved or refused (the sellers who ask);
 * - courierAssigned   a delivery order assigned to the signed-in courier;
 * - awaitingCourier   a delivery order waiting for a courier (the dispatchers).
 */
export type NotificationKind = 'discountPending' | 'discountAnswered' | 'returnPending' | 'returnAnswered' | 'courierAssigned' | 'awaitingCourier';
export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'discountPending',
  'discountAnswered',
  'returnPending',
  'returnAnswered',
  'courierAssigned',
  'awaitingCourier',
];

/** Each kind listens to its newest documents only: one page, never a whole collection. */
export const PER_KIND_LIMIT = 10;

/** Orders that travel to the customer (the delivery tables' purchase types). */
export const DELIVERY_PURCHASE_TYPES = ['delivery', 'mobile'] as const;

/** Who assigns a courier on /delivery-orders (firestore.rules: orders, isCourierAssignment). */
export const DISPATCHER_ROLES: readonly StaffRole[] = ['Admin', 'Manager', 'dev'];

/** Who approves or refuses a late return on /returns (firestore.rules: returnRequests, isDecision). */
export const RETURN_APPROVER_ROLES: readonly StaffRole[] = ['Admin', 'Manager', 'dev'];

/** Who asks for a return's approval: the store's sellers (firestore.rules: returnRequests, isRequest). */
export const RETURN_REQUESTER_ROLES: readonly StaffRole[] = SELLER_ROLES;

/**
 * A stored time in whole milliseconds. Timestamps carry microseconds and toMillis() keeps them as a
 * fraction, which does not survive Timestamp.fromMillis exactly: a readUpTo written back could come
 * out a hair earlier than the stored one (which the rules refuse as moving back).
 */
function wholeMs(value: unknown): number {
  return Math.floor(millis(value));
}

function routeOf(screen: ScreenId) {
  const route = ACCESS_TABLE.find((r) => r.screen === screen);
  if (!route) throw new Error(`no route for ${screen}`);
  return route;
}

function opens(screen: ScreenId, role: StaffRole): boolean {
  return canOpen(routeOf(screen), role);
}

/** The screens where a requester sends and follows discount requests. */
const REQUESTER_SCREENS: readonly ScreenId[] = ['storeFilterRequests', 'callCentreDiscountRequests'];
/** Where an answered request leads: the product grid the requester sells from (the product now carries the answer). */
const ANSWER_SCREENS: readonly ScreenId[] = ['storeFilterProducts', 'callCentreProducts'];

/** The kinds a role gets, in the order the list groups them when times are equal. */
export function kindsFor(role: StaffRole): NotificationKind[] {
  const kinds: NotificationKind[] = [];
  // The approvers: the roles of the approval screen (/discount-requests).
  if (opens('discountRequests', role)) kinds.push('discountPending');
  if (REQUESTER_SCREENS.some((s) => opens(s, role))) kinds.push('discountAnswered');
  // Return requests: both sides work on /returns; the rules say who decides and who asks.
  if (RETURN_APPROVER_ROLES.includes(role) && opens('returns', role)) kinds.push('returnPending');
  if (RETURN_REQUESTER_ROLES.includes(role) && opens('returns', role)) kinds.push('returnAnswered');
  if (role === 'DeliveryBoy') kinds.push('courierAssigned');
  if (DISPATCHER_ROLES.includes(role) && opens('deliveryOrders', role)) kinds.push('awaitingCourier');
  return kinds;
}

/** The screen an entry of `kind` opens for `role`. */
export function pathFor(kind: NotificationKind, role: StaffRole): string {
  switch (kind) {
    case 'discountPending':
      return routeOf('discountRequests').path;
    case 'discountAnswered': {
      const screen = ANSWER_SCREENS.find((s) => opens(s, role)) ?? ANSWER_SCREENS[0];
      return routeOf(screen).path;
    }
    // The approvers decide there; the seller finds the request under "My requests" with Continue.
    case 'returnPending':
    case 'returnAnswered':
      return routeOf('returns').path;
    case 'courierAssigned':
    case 'awaitingCourier':
      return routeOf('deliveryOrders').path;
  }
}

// --- Source documents, as much of them as an entry needs --------------------------------------------

export type RequestState = 'drafting' | 'pending' | 'confirmed' | 'cancelled';

export interface RequestNote {
  id: string;
  state: RequestState;
  productName: string;
  productSize: string;
  requestPrice: number;
  approvedPrice: number | null;
  requesterName: string;
  locationName: string;
  createdUserId: string;
  cancelledUserId: string | null;
  createdAtMs: number;
  /** Set by every state change: for a decided request, when it was answered. */
  updatedAtMs: number;
}

/** A discount request as a notification shows it. */
export function requestNoteOf(r: DiscountRequest): RequestNote {
  return {
    id: r.id,
    state: r.state,
    productName: r.product.name,
    productSize: r.product.size,
    requestPrice: r.requestPrice,
    approvedPrice: r.approvedPrice,
    requesterName: [r.createdUser.lastName, r.createdUser.firstName].filter((s) => s !== '').join(' '),
    locationName: r.locationName || r.product.locationName,
    createdUserId: r.createdUserId,
    cancelledUserId: r.cancelledUserId,
    createdAtMs: Math.floor(r.createdAtMs),
    updatedAtMs: Math.floor(r.updatedAtMs),
  };
}

export interface ReturnNote {
  id: string;
  state: ReturnRequestState;
  /** The sale's contact name ('' for a walk-in customer). */
  contactName: string;
  /** What was paid for the lines asked to come back. */
  returnedTotal: number;
  requesterName: string;
  locationName: string;
  createdUserId: string;
  /** Who approved or refused it (null while pending). */
  deciderId: string | null;
  deciderName: string;
  createdAtMs: number;
  /** When it was approved or refused (set once, by the decision). */
  decidedAtMs: number;
}

/** A return request (the entity, entities/saleReturn/saleReturn.ts) as a notification shows it. */
export function returnNoteOf(r: ReturnRequest): ReturnNote {
  return {
    id: r.id,
    state: r.state,
    contactName: r.contactName,
    returnedTotal: r.returnedTotal,
    requesterName: [r.createdUser.lastName, r.createdUser.firstName].filter((s) => s !== '').join(' '),
    locationName: r.locationName,
    createdUserId: r.createdUserId,
    deciderId: r.decidedBy?.id ?? null,
    deciderName: r.decidedBy ? [r.decidedBy.lastName, r.decidedBy.firstName].filter((s) => s !== '').join(' ') : '',
    createdAtMs: Math.floor(r.createdAtMs),
    decidedAtMs: Math.floor(r.decidedAtMs),
  };
}

export interface OrderNote {
  id: string;
  contactName: string;
  address: string;
  /** What the customer pays (the courier collects it). */
  amount: number;
  quantity: number;
  createdAtMs: number;
  /** Set by the courier assignment and by its cancel (older orders lack it). */
  updatedAtMs: number;
}

/** An order (the entity, entities/order/orderDoc.ts) -> what a notification shows. */
export function toOrderNote(order: Order): OrderNote {
  const buyer = [order.user?.lastName ?? '', order.user?.firstName ?? ''].filter((s) => s !== '').join(' ');
  return {
    id: order.id,
    contactName: order.contactName || buyer,
    address: order.address ?? '',
    amount: order.soldTotalPrice,
    quantity: order.quantity || order.products.length,
    createdAtMs: wholeMs(order.createdAt),
    updatedAtMs: wholeMs(order.updatedAt),
  };
}

// --- Entries ----------------------------------------------------------------------------------------

/** What the amount on an entry is. */
export type AmountKind = 'requested' | 'approved' | 'toReturn' | 'toCollect' | 'total';

export interface NotificationEntry {
  /** Identifies this event (a document can make a new one later, e.g. an order back to awaiting). */
  key: string;
  kind: NotificationKind;
  /** The source document's id. */
  id: string;
  /** When it happened (ms); 0 when unknown (such an entry never counts as unread). */
  atMs: number;
  /** The screen it opens. */
  path: string;
  /** The product or the customer. */
  subject: string;
  /** Return requests: the sale had no customer named (the subject is empty; the list says "walk-in"). */
  walkIn?: boolean;
  /** Who asked and where, or where it goes. */
  detail: string;
  amount: number;
  amountKind: AmountKind;
  /** discountAnswered, returnAnswered: how it was answered. */
  answer?: 'confirmed' | 'cancelled' | 'approved' | 'refused';
  /** returnAnswered: who approved or refused it. */
  by?: string;
  /** Orders: how many products. */
  quantity?: number;
}

export interface Viewer {
  id: string;
  role: StaffRole;
}

export function entryKey(kind: NotificationKind, id: string, atMs: number): string {
  return `${kind}:${id}:${atMs}`;
}

function joined(...parts: string[]): string {
  return parts.filter((p) => p !== '').join(' · ');
}

/**
 * The entry a discount request makes, or null when it is not news to the viewer: a request of the
 * wrong state for the kind, the viewer's own request in the approvers' list, a request the viewer
 * cancelled themselves.
 */
export function requestEntry(kind: 'discountPending' | 'discountAnswered', r: RequestNote, viewer: Viewer): NotificationEntry | null {
  const product = r.productSize ? `${r.productName} (${r.productSize})` : r.productName;
  if (kind === 'discountPending') {
    if (r.state !== 'pending' || r.createdUserId === viewer.id) return null;
    return {
      key: entryKey(kind, r.id, r.createdAtMs),
      kind,
      id: r.id,
      atMs: r.createdAtMs,
      path: pathFor(kind, viewer.role),
      subject: product,
      detail: joined(r.requesterName, r.locationName),
      amount: r.requestPrice,
      amountKind: 'requested',
    };
  }
  if (r.state !== 'confirmed' && r.state !== 'cancelled') return null;
  if (r.createdUserId !== viewer.id || r.cancelledUserId === viewer.id) return null;
  const at = r.updatedAtMs;
  return {
    key: entryKey(kind, r.id, at),
    kind,
    id: r.id,
    atMs: at,
    path: pathFor(kind, viewer.role),
    subject: product,
    detail: r.locationName,
    amount: r.state === 'confirmed' && r.approvedPrice !== null ? r.approvedPrice : r.requestPrice,
    amountKind: r.state === 'confirmed' && r.approvedPrice !== null ? 'approved' : 'requested',
    answer: r.state,
  };
}

/**
 * The entry a return request makes, or null when it is not news to the viewer: a request of the
 * wrong state for the kind (a used one is done with), the viewer's own request in the approvers'
 * list, someone else's request or one the viewer decided in the answers.
 */
export function returnEntry(kind: 'returnPending' | 'returnAnswered', r: ReturnNote, viewer: Viewer): NotificationEntry | null {
  const customer = { subject: r.contactName, ...(r.contactName === '' ? { walkIn: true } : {}) };
  if (kind === 'returnPending') {
    if (r.state !== 'pending' || r.createdUserId === viewer.id) return null;
    return {
      key: entryKey(kind, r.id, r.createdAtMs),
      kind,
      id: r.id,
      atMs: r.createdAtMs,
      path: pathFor(kind, viewer.role),
      ...customer,
      detail: joined(r.requesterName, r.locationName),
      amount: r.returnedTotal,
      amountKind: 'toReturn',
    };
  }
  if (r.state !== 'approved' && r.state !== 'refused') return null;
  if (r.createdUserId !== viewer.id || r.deciderId === viewer.id) return null;
  const at = r.decidedAtMs;
  return {
    key: entryKey(kind, r.id, at),
    kind,
    id: r.id,
    atMs: at,
    path: pathFor(kind, viewer.role),
    ...customer,
    detail: r.locationName,
    amount: r.returnedTotal,
    amountKind: 'toReturn',
    answer: r.state,
    ...(r.deciderName !== '' ? { by: r.deciderName } : {}),
  };
}

/** The entry a delivery order makes: when it was assigned (or became awaiting), else when it was placed. */
export function orderEntry(kind: 'courierAssigned' | 'awaitingCourier', o: OrderNote, viewer: Viewer): NotificationEntry {
  const at = Math.max(o.updatedAtMs, o.createdAtMs);
  return {
    key: entryKey(kind, o.id, at),
    kind,
    id: o.id,
    atMs: at,
    path: pathFor(kind, viewer.role),
    subject: o.contactName,
    detail: o.address,
    amount: o.amount,
    amountKind: kind === 'courierAssigned' ? 'toCollect' : 'total',
    quantity: o.quantity,
  };
}

export type NotificationSource =
  | { kind: 'discountPending' | 'discountAnswered'; requests: readonly RequestNote[] }
  | { kind: 'returnPending' | 'returnAnswered'; returns: readonly ReturnNote[] }
  | { kind: 'courierAssigned' | 'awaitingCourier'; orders: readonly OrderNote[] };

/** Every source's entries, newest first. */
export function buildEntries(sources: readonly NotificationSource[], viewer: Viewer): NotificationEntry[] {
  const entries = sources.flatMap((source): NotificationEntry[] => {
    if ('requests' in source) return source.requests.flatMap((r) => requestEntry(source.kind, r, viewer) ?? []);
    if ('returns' in source) return source.returns.flatMap((r) => returnEntry(source.kind, r, viewer) ?? []);
    return source.orders.map((o) => orderEntry(source.kind, o, viewer));
  });
  const order = (k: NotificationKind) => NOTIFICATION_KINDS.indexOf(k);
  return entries.sort((a, b) => b.atMs - a.atMs || order(a.kind) - order(b.kind) || a.key.localeCompare(b.key));
}

// --- Read state (notificationReads/{uid}) -------------------------------------------------------------

/** At most this many entries read one by one are remembered (the rest is `readUpTo`). */
export const MAX_READ_IDS = 50;
/** The remembered keys together (joined by '/', which no key contains) stay within this many characters. */
export const MAX_READ_IDS_CHARS = 4000;

/**
 * The read state to go by: what the listener delivered, unless it is behind what this tab last
 * wrote (a listener can lag, serve an older cached copy, or, on the emulator, briefly report the
 * document missing right after it was created). Then the state written stands.
 */
export function currentReadState(listened: ReadState | null, written: ReadState | null): ReadState | null {
  if (!written) return listened;
  if (!listened || listened.readUpToMs < written.readUpToMs) return written;
  if (listened.readUpToMs > written.readUpToMs) return listened;
  return written.ids.every((k) => listened.ids.includes(k)) ? listened : written;
}

export function isUnread(entry: NotificationEntry, read: ReadState): boolean {
  return entry.atMs > 0 && entry.atMs > read.readUpToMs && !read.ids.includes(entry.key);
}

export function unreadCount(entries: readonly NotificationEntry[], read: ReadState): number {
  return entries.filter((e) => isUnread(e, read)).length;
}

/** Within the stored bounds: the newest keys that fit. */
function bounded(ids: readonly string[]): string[] {
  const kept: string[] = [];
  let chars = 0;
  for (let i = ids.length - 1; i >= 0 && kept.length < MAX_READ_IDS; i -= 1) {
    const added = ids[i].length + (kept.length > 0 ? 1 : 0);
    if (chars + added > MAX_READ_IDS_CHARS) break;
    chars += added;
    kept.unshift(ids[i]);
  }
  return kept;
}

/** "Mark all read": everything up to the newest entry shown; no single keys needed any more. */
export function markAllRead(entries: readonly NotificationEntry[], read: ReadState): ReadState {
  const newest = entries.reduce((max, e) => Math.max(max, e.atMs), 0);
  return { readUpToMs: Math.max(read.readUpToMs, newest), ids: [] };
}

/**
 * One entry read on open, or null when it already was. Only keys of entries still shown and newer
 * than readUpTo are kept, so the list stays small by itself.
 */
export function markEntryRead(entry: NotificationEntry, entries: readonly NotificationEntry[], read: ReadState): ReadState | null {
  if (!isUnread(entry, read)) return null;
  const live = new Set(entries.filter((e) => e.atMs > read.readUpToMs).map((e) => e.key));
  const ids = read.ids.filter((k) => live.has(k) && k !== entry.key);
  return { readUpToMs: read.readUpToMs, ids: bounded([...ids, entry.key]) };
}

// --- Time ago ------------------------------------------------------------------------------------------

export type AgoUnit = 'now' | 'minutes' | 'hours' | 'days';

/** How long ago, in the largest whole unit (under a minute: now; a future time, from clock skew: now). */
export function ago(atMs: number, nowMs: number): { unit: AgoUnit; count: number } {
  const minutes = Math.floor((nowMs - atMs) / 60_000);
  if (minutes < 1) return { unit: 'now', count: 0 };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}
