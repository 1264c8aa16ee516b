// firestore.rules, THE AUDIT TRAIL (docs/audit.md): auditEntries/{id} and auditActors/{uid} are
// written by the audit triggers (functions/src/triggers/audit.ts, the Admin SDK) only. Admin, Manager
// and dev read them with the screen's own queries (src/features/audit/api/auditQueries.ts); every
// other caller reads nothing. No client writes: an entry as the trigger would write it, one naming
// someone else, a change of an entry's figures, a deletion, a person of the filter: all refused to
// every caller, Admin and Manager included (they could otherwise hide or forge what they did).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { auditEntryDocument, type AuditFacts } from '../../src/entities/audit/audit';
import { auditQuery } from '../../src/features/audit/api/auditQueries';
import { NO_AUDIT_FILTER } from '../../src/features/audit/domain/auditList';
import { adminAccess } from './support/adminAccess';
import { describeRoleMatrix, expectAllowed, rulesHarness, type Caller } from './support/harness';
import { SUBJECTS, uidOf, userDoc, type Subject } from './support/users';

// The api's default `db` is the browser app's Firestore, which cannot start here; every query below
// is given the caller's Firestore.
vi.mock('../../src/firebase/firestore', () => ({ db: null }));

const rules = rulesHarness('demo-rules-audit', { users: 'once' });
const { admin, stored } = adminAccess(rules);

const RETIRED_MANAGER = 'deactivated Manager';
const BRIDGE = 'shop bridge';
type AuditCaller = Subject | typeof RETIRED_MANAGER | typeof BRIDGE;
const CALLERS: readonly AuditCaller[] = [...SUBJECTS, RETIRED_MANAGER, BRIDGE];
const UIDS = { [RETIRED_MANAGER]: 'uid-audit-retired-manager', [BRIDGE]: 'uid-audit-bridge' } as const;
const callerOf = (c: AuditCaller): Caller => (c === RETIRED_MANAGER || c === BRIDGE ? { uid: UIDS[c] } : c);
const uidFor = (c: AuditCaller): string => (c === RETIRED_MANAGER || c === BRIDGE ? UIDS[c] : uidOf(c));

const READERS: readonly AuditCaller[] = ['Admin', 'Manager', 'dev'];
const T = (min: number) => Timestamp.fromMillis(Date.UTC(2026, 2, 10, 4, min));
const RANGE = { start: new Date(Date.UTC(2026, 2, 1)), end: new Date(Date.UTC(2026, 2, 31)) };
const SELLER = uidOf('Reception In City');

/** A sale's facts as the trigger makes them (auditEntryOf), by `actorId`. */
function facts(id: string, actorId: string | null, amount = 180_000): AuditFacts {
  return {
    id,
    kind: 'sale',
    detail: 'store',
    atMs: T(0).toMillis(),
    actorId,
    actorCopy: null,
    place: { id: 'store-a', name: 'Store A' },
    amount,
    quantity: 2,
    oldPrice: null,
    newPrice: null,
    figures: { originalTotal: 190_000, cash: 180_000 },
    summary: 'Пүүз, Гутал',
    orderId: 'o1',
    source: 'orders/o1',
  };
}

function entry(id: string, actorId: string | null, amount?: number) {
  const actor = actorId ? { id: actorId, name: 'Dorj Saraa', role: 'Reception In City' } : null;
  return auditEntryDocument(facts(id, actorId, amount), actor, { id: 'store-a', name: 'Store A' }, T(0), T(1));
}

beforeAll(async () => {
  await admin(async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'users', UIDS[RETIRED_MANAGER]), userDoc(UIDS[RETIRED_MANAGER], 'Manager', { isActive: false }));
    batch.set(doc(db, 'users', UIDS[BRIDGE]), {
      id: UIDS[BRIDGE],
      firstName: 'Bridge',
      lastName: '',
      email: 'bridge@example.mn',
      role: 'Bridge',
      userType: 'bridge',
      isActive: true,
      bridgePointIds: ['store-a'],
      updatedAt: T(0),
    });
    batch.set(doc(db, 'auditEntries', 'orders-o1-sale'), entry('orders-o1-sale', SELLER));
    batch.set(doc(db, 'auditActors', SELLER), { id: SELLER, name: 'Dorj Saraa', role: 'Reception In City', updatedAt: T(1) });
    await batch.commit();
  });
});

type Op =
  | 'read an entry'
  | 'list the range (the screen)'
  | 'list by person and kind (the screen)'
  | 'read a person of the filter'
  | 'list the people'
  | 'create an entry as the trigger would'
  | 'create an entry naming someone else'
  | 'create an entry with no actor'
  | 'change an entry’s amount'
  | 'take the actor off an entry'
  | 'overwrite an entry'
  | 'delete an entry'
  | 'create a person of the filter'
  | 'rename a person of the filter'
  | 'delete a person of the filter';

const READS: readonly Op[] = ['read an entry', 'list the range (the screen)', 'list by person and kind (the screen)', 'read a person of the filter', 'list the people'];
const WRITES: readonly Op[] = [
  'create an entry as the trigger would',
  'create an entry naming someone else',
  'create an entry with no actor',
  'change an entry’s amount',
  'take the actor off an entry',
  'overwrite an entry',
  'delete an entry',
  'create a person of the filter',
  'rename a person of the filter',
  'delete a person of the filter',
];

function attempt(c: AuditCaller, op: Op): Promise<unknown> {
  const db = rules.dbFor(callerOf(c));
  const me = uidFor(c);
  const fresh = `forged-${me}-${op.length}`;
  switch (op) {
    case 'read an entry':
      return getDoc(doc(db, 'auditEntries', 'orders-o1-sale'));
    case 'list the range (the screen)':
      return getDocs(auditQuery(RANGE, NO_AUDIT_FILTER, db));
    case 'list by person and kind (the screen)':
      return getDocs(auditQuery(RANGE, { actorId: SELLER, kind: 'sale' }, db));
    case 'read a person of the filter':
      return getDoc(doc(db, 'auditActors', SELLER));
    case 'list the people':
      return getDocs(collection(db, 'auditActors'));
    case 'create an entry as the trigger would':
      return setDoc(doc(db, 'auditEntries', fresh), { ...entry(fresh, me), at: serverTimestamp(), createdAt: serverTimestamp() });
    case 'create an entry naming someone else':
      return setDoc(doc(db, 'auditEntries', fresh), entry(fresh, SELLER, 1));
    case 'create an entry with no actor':
      return setDoc(doc(db, 'auditEntries', fresh), entry(fresh, null));
    case 'change an entry’s amount':
      return updateDoc(doc(db, 'auditEntries', 'orders-o1-sale'), { amount: 1 });
    case 'take the actor off an entry':
      return updateDoc(doc(db, 'auditEntries', 'orders-o1-sale'), { actorId: null, actor: null });
    case 'overwrite an entry':
      return setDoc(doc(db, 'auditEntries', 'orders-o1-sale'), entry('orders-o1-sale', me, 0));
    case 'delete an entry':
      return deleteDoc(doc(db, 'auditEntries', 'orders-o1-sale'));
    case 'create a person of the filter':
      return setDoc(doc(db, 'auditActors', me), { id: me, name: 'Someone', role: 'Manager', updatedAt: serverTimestamp() });
    case 'rename a person of the filter':
      return updateDoc(doc(db, 'auditActors', SELLER), { name: 'Someone else' });
    case 'delete a person of the filter':
      return deleteDoc(doc(db, 'auditActors', SELLER));
  }
}

describeRoleMatrix<Op, AuditCaller>('the audit trail, as %s', {
  callers: CALLERS,
  operations: [...READS, ...WRITES],
  allowed: (c, op) => READS.includes(op) && READERS.includes(c),
  attempt,
});

describe('what stays', () => {
  it('every entry and person as the trigger wrote them, nothing forged among them', async () => {
    expect(await stored('auditEntries/orders-o1-sale')).toEqual(entry('orders-o1-sale', SELLER));
    expect(await stored(`auditActors/${SELLER}`)).toMatchObject({ name: 'Dorj Saraa' });
    const ids = await admin(async (db) => (await getDocs(collection(db, 'auditEntries'))).docs.map((d) => d.id));
    expect(ids).toEqual(['orders-o1-sale']);
  });

  it('the Manager’s screen query finds the entry (the rules are no filter: the query is the app’s own)', async () => {
    const snap = await getDocs(auditQuery(RANGE, { actorId: SELLER, kind: 'sale' }, rules.dbFor('Manager')));
    expect(snap.docs.map((d) => d.id)).toEqual(['orders-o1-sale']);
    await expectAllowed(false, getDocs(auditQuery(RANGE, NO_AUDIT_FILTER, rules.dbFor('Reception In City'))));
  });
});
