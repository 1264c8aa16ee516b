// The audit trail (DESIGN.md section 12, docs/audit.md): Firestore triggers that leave one entry in
// auditEntries/{id} for every sale, delivery, return, exchange, refund, price change, discount
// decision, deletion and shift close, whoever made it and however it was written (a command or a
// client). No client writes an entry (firestore.rules, THE AUDIT TRAIL). What an entry says is the
// shared pure auditEntryOf (src/entities/audit/auditEntry.ts); this file reads the actor's profile,
// the actor's store and the related order it needs, and writes the entry once.
import { FieldValue, Timestamp, getFirestore, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  onDocumentCreated,
  onDocumentDeleted,
  onDocumentUpdated,
  onDocumentWritten,
  type DocumentOptions,
} from 'firebase-functions/v2/firestore';
import { COMMAND_REGION } from '../../../src/entities/command/command';
import { actorOf, auditEntryDocument, type AuditActor, type AuditPlace, type AuditSource } from '../../../src/entities/audit/audit';
import { auditEntryOf, orderToRead, type AuditEvent } from '../../../src/entities/audit/auditEntry';

export const AUDIT_ENTRIES = 'auditEntries';
/** The people entries name (id = their uid), for the screen's person filter. */
export const AUDIT_ACTORS = 'auditActors';

/** gRPC ALREADY_EXISTS: the entry of this event was written by an earlier delivery of it. */
const ALREADY_EXISTS = 6;

export type AuditOutcome = 'written' | 'exists' | 'skipped';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The actor's store from its profile (a seller's), when the document names no place. */
async function storeOf(db: Firestore, profile: DocumentData | undefined): Promise<AuditPlace | null> {
  const id = text(profile?.locationId);
  if (!id) return null;
  const store = await db.collection('stores').doc(id).get();
  return store.exists ? { id, name: text(store.data()?.name) } : null;
}

/** Lists the actor for the person filter, written only when new or renamed (one person may act many times a second). */
async function notePerson(db: Firestore, actor: AuditActor): Promise<void> {
  const ref = db.collection(AUDIT_ACTORS).doc(actor.id);
  const known = (await ref.get()).data();
  if (known?.name !== actor.name || known?.role !== actor.role) await ref.set({ ...actor, updatedAt: FieldValue.serverTimestamp() });
}

/**
 * Writes the entry of one write to an audited document (the handler of every audit trigger; the
 * handler tests call it with the event's data). `eventTime` is the event's time, used when the
 * document records none (a deletion). Resolves 'skipped' when the write is no audited event and
 * 'exists' when this event's entry was already written (a trigger delivered or retried twice).
 */
export async function auditHandler(db: Firestore, event: AuditEvent, eventTime: string): Promise<AuditOutcome> {
  const orderId = orderToRead(event);
  const withOrder: AuditEvent = orderId ? { ...event, order: (await db.collection('orders').doc(orderId).get()).data() ?? null } : event;
  const facts = auditEntryOf(withOrder);
  if (!facts) return 'skipped';

  const profile = facts.actorId ? (await db.collection('users').doc(facts.actorId).get()).data() : undefined;
  const actor: AuditActor | null = facts.actorId ? actorOf(facts.actorId, profile, facts.actorCopy) : null;
  const place = facts.place ?? (await storeOf(db, profile));
  const at = Timestamp.fromMillis(facts.atMs || Date.parse(eventTime) || Date.now());
  const entry = auditEntryDocument(facts, actor, place, at, FieldValue.serverTimestamp());
  // The person first: a retry after a failure between the two still lists them.
  if (actor) await notePerson(db, actor);
  try {
    await db.collection(AUDIT_ENTRIES).doc(facts.id).create(entry);
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return 'exists';
    throw error;
  }
  return 'written';
}

// Retried on failure (a read or write the platform refused for a moment): the entry's id makes the
// retry write it at most once.
const options = (document: string): DocumentOptions => ({ document, region: COMMAND_REGION, retry: true, timeoutSeconds: 60 });

type Snap = { id: string; data(): DocumentData | undefined } | undefined;

function run(source: AuditSource, id: string, before: Snap, after: Snap, time: string): Promise<AuditOutcome> {
  return auditHandler(getFirestore(), { source, id, before: before?.data() ?? null, after: after?.data() ?? null }, time);
}

// One trigger per collection and kind of write, so no other write starts one (a product's creation,
// a sale record's): the scale seed and a sale of 200 products write thousands of those.
export const auditOrders = onDocumentWritten(options('orders/{id}'), (e) => run('orders', e.params.id, e.data?.before, e.data?.after, e.time));
export const auditReturns = onDocumentCreated(options('returns/{id}'), (e) => run('returns', e.params.id, undefined, e.data, e.time));
export const auditTransactions = onDocumentWritten(options('transactions/{id}'), (e) =>
  run('transactions', e.params.id, e.data?.before, e.data?.after, e.time),
);
export const auditPriceChanges = onDocumentUpdated(options('products/{id}'), (e) =>
  run('products', e.params.id, e.data?.before, e.data?.after, e.time),
);
export const auditProductDeletions = onDocumentDeleted(options('products/{id}'), (e) => run('products', e.params.id, e.data, undefined, e.time));
export const auditDiscountDecisions = onDocumentUpdated(options('discountRequests/{id}'), (e) =>
  run('discountRequests', e.params.id, e.data?.before, e.data?.after, e.time),
);
export const auditOrderDeletions = onDocumentCreated(options('deletedOrders/{id}'), (e) =>
  run('deletedOrders', e.params.id, undefined, e.data, e.time),
);
export const auditShiftCloses = onDocumentUpdated(options('shifts/{id}'), (e) => run('shifts', e.params.id, e.data?.before, e.data?.after, e.time));
export const auditSaleDeletions = onDocumentDeleted(options('sales/{id}'), (e) => run('sales', e.params.id, e.data, undefined, e.time));
