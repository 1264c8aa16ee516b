// firestore.rules, lotteryType/{id} (the /lottery-type page): caller x operation matrix, then the
// document shape of a create and an edit, and the winner draw.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { drawWinner } from '../../src/features/lottery/api/lotteryTypeWrites';
import { toLotteryType } from '../../src/features/lottery/domain/lotteryType';
import { modularFirestore } from './support/env';
import { describeRoleMatrix, expectRowForEveryCaller, rulesHarness } from './support/harness';
import { SUBJECTS, uidOf, type Subject } from './support/users';

type Operation = 'list' | 'create' | 'edit' | 'delete';
const OPERATIONS: readonly Operation[] = ['list', 'create', 'edit', 'delete'];

const DAY = 24 * 60 * 60 * 1000;
const ts = (ms: number) => Timestamp.fromMillis(ms);

/** A well-formed new type (as saveLotteryType writes it), far in the future. */
function newType(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Туршилтын сугалаа',
    price: 150_000,
    startDate: '2091-01-01',
    startTime: '09:00',
    startAt: ts(Date.UTC(2091, 0, 1, 1)),
    endDate: '2091-01-31',
    endTime: '23:59',
    endAt: ts(Date.UTC(2091, 0, 31, 15, 59)),
    winner: null,
    winnerId: null,
    prizeName: 'Ухаалаг зурагт',
    prizeImage: null,
    createdAt: serverTimestamp(),
    ...over,
  };
}

function omit(data: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = data;
  void _dropped;
  return rest;
}

/** A stored type (seeded with rules off); `endAt` decides whether it is over. */
function storedType(endAtMs: number, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...newType(),
    startAt: ts(endAtMs - 30 * DAY),
    endAt: ts(endAtMs),
    createdAt: ts(Date.now() - 60 * DAY),
    ...over,
  };
}

/** The form's edit (as saveLotteryType writes it). */
function edit(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Засварласан сугалаа',
    price: 200_000,
    startDate: '2091-02-01',
    startTime: '09:00',
    startAt: ts(Date.UTC(2091, 1, 1, 1)),
    endDate: '2091-02-28',
    endTime: '23:59',
    endAt: ts(Date.UTC(2091, 1, 28, 15, 59)),
    prizeName: 'Угаалгын машин',
    prizeImage: { name: '1-abc-prize.png', url: 'http://127.0.0.1/v0/b/x/o/prizes%2F1-abc-prize.png?alt=media' },
    updatedAt: serverTimestamp(),
    ...over,
  };
}

/** The draw's write for a ticket. */
function drawOf(code: string, userId: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return { winner: { firstName: 'Болд', phone: '88104729' }, winnerId: userId, winnerTicketId: code, drawnAt: serverTimestamp(), ...over };
}

const EXISTING = 'lt-existing';
const FINISHED = ['lt-finished-1', 'lt-finished-2', 'lt-finished-3', 'lt-finished-4', 'lt-finished-5', 'lt-finished-6'] as const;
const RUNNING = 'lt-running';
const DRAWN = 'lt-drawn';
const OTHER = 'lt-other';
const CUSTOMER = 'customer-lt-01';
/** Ticket codes: one per finished type (same index), one of the running type, one of OTHER. */
const TICKET = (i: number) => String(91000000 + i);
const RUNNING_TICKET = '92000001';
const OTHER_TICKET = '93000001';
/** A finished type with only walk-in buyers' tickets (no customer record: userId null), and one for the winner's snapshot. */
const WALK_IN_ONLY = 'lt-finished-walk-in';
const WALK_IN_TICKETS = ['95000001', '95000002', '95000003'];
const WALK_IN_PHONES = ['88112233', '88112234', '88112235'];
const SNAPSHOT_TYPE = 'lt-finished-snapshot';
const SNAPSHOT_TICKET = '96000001';
const SNAPSHOT_WALK_IN = 'lt-finished-snapshot-walk-in';
const SNAPSHOT_WALK_IN_TICKET = '96000002';

const ACTIONS: Record<Operation, (db: Firestore, subject: Subject) => Promise<unknown>> = {
  list: (db) => getDocs(collection(db, 'lotteryType')),
  create: (db, subject) => setDoc(doc(db, 'lotteryType', `lt-new-${uidOf(subject)}`), newType()),
  edit: (db) => updateDoc(doc(db, 'lotteryType', EXISTING), edit()),
  delete: (db, subject) => deleteDoc(doc(db, 'lotteryType', `lt-delete-${uidOf(subject)}`)),
};

// ---------------------------------------------------------------------------------------------
// THE EXPECTED PERMISSIONS: the selling roles read the types (the wizards' lottery offer); Manager,
// Admin and dev (the Lottery menu) write them.
// ---------------------------------------------------------------------------------------------
const Y = true;
const N = false;
type Row = Record<Operation, boolean>;
const row = (list: boolean, create: boolean, editAllowed: boolean, del: boolean): Row => ({ list, create, edit: editAllowed, delete: del });

//                                     list create edit delete
const EXPECTED: Record<Subject, Row> = {
  'Super Admin':          row(N, N, N, N),
  Admin:                  row(Y, Y, Y, Y),
  Manager:                row(Y, Y, Y, Y),
  Merchant:               row(N, N, N, N),
  DeliveryBoy:            row(N, N, N, N),
  'Reception In Country': row(Y, N, N, N),
  'Reception In City':    row(Y, N, N, N),
  'Call Centre':          row(Y, N, N, N),
  dev:                    row(Y, Y, Y, Y),
  'inactive staff':       row(N, N, N, N),
  'unknown role':         row(N, N, N, N),
  'clientUser auth':      row(N, N, N, N),
  'signed out':           row(N, N, N, N),
};

// ---------------------------------------------------------------------------------------------

const rules = rulesHarness('demo-rules-lottery-types', { users: 'once' });
const { dbFor } = rules;

const asManager = () => dbFor('Manager');
const past = () => Date.now() - 5 * DAY;
const future = () => Date.now() + 5 * DAY;

beforeAll(async () => {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx.firestore());
    const batch = writeBatch(db);
    batch.set(doc(db, 'lotteryType', EXISTING), storedType(Date.UTC(2090, 5, 1)));
    for (const subject of SUBJECTS) batch.set(doc(db, 'lotteryType', `lt-delete-${uidOf(subject)}`), storedType(Date.UTC(2089, 0, 1)));
    const ticket = (code: string, typeId: string, userId = CUSTOMER) => ({
      id: code,
      lotteryUUID: code,
      userId,
      user: { firstName: 'Болд', phone: '88104729' },
      lotteryTypeId: typeId,
      orderId: null,
      createdUserId: uidOf('Manager'),
      createdAt: ts(past()),
    });
    FINISHED.forEach((id, i) => {
      batch.set(doc(db, 'lotteryType', id), storedType(past()));
      batch.set(doc(db, 'lottery', TICKET(i)), ticket(TICKET(i), id));
    });
    batch.set(doc(db, 'lotteryType', RUNNING), storedType(future()));
    batch.set(doc(db, 'lottery', RUNNING_TICKET), ticket(RUNNING_TICKET, RUNNING));
    batch.set(doc(db, 'lotteryType', OTHER), storedType(past()));
    batch.set(doc(db, 'lottery', OTHER_TICKET), ticket(OTHER_TICKET, OTHER));
    // As a store sale to a walk-in buyer writes its ticket: no customer, the phone given for it.
    const walkInTicket = (code: string, typeId: string, phone: string) => ({
      ...ticket(code, typeId),
      userId: null,
      user: { firstName: '', lastName: '', phone },
      orderId: `order-${code}`,
    });
    batch.set(doc(db, 'lotteryType', WALK_IN_ONLY), storedType(past()));
    WALK_IN_TICKETS.forEach((code, i) => batch.set(doc(db, 'lottery', code), walkInTicket(code, WALK_IN_ONLY, WALK_IN_PHONES[i])));
    batch.set(doc(db, 'lotteryType', SNAPSHOT_TYPE), storedType(past()));
    batch.set(doc(db, 'lottery', SNAPSHOT_TICKET), ticket(SNAPSHOT_TICKET, SNAPSHOT_TYPE));
    batch.set(doc(db, 'lotteryType', SNAPSHOT_WALK_IN), storedType(past()));
    batch.set(doc(db, 'lottery', SNAPSHOT_WALK_IN_TICKET), walkInTicket(SNAPSHOT_WALK_IN_TICKET, SNAPSHOT_WALK_IN, '88112233'));
    batch.set(
      doc(db, 'lotteryType', DRAWN),
      storedType(past(), { winner: { firstName: 'Сараа', phone: '99001122' }, winnerId: 'someone', winnerTicketId: '94000001', drawnAt: ts(past()) }),
    );
    await batch.commit();
  });
});

describe('expected-permissions table', () => {
  it('has a row for every staff role and every special caller', () => {
    expectRowForEveryCaller(EXPECTED);
  });
});

describeRoleMatrix('lotteryType as %s', {
  operations: OPERATIONS,
  allowed: (subject, operation) => EXPECTED[subject][operation],
  attempt: (subject, operation) => ACTIONS[operation](dbFor(subject), subject),
  // Creates and deletes act on a type of the caller's own; the allowed edits of the one existing
  // type all write the same fields (either state is judged alike): the cells run concurrently.
  concurrent: true,
});

describe('lotteryType create: document shape (as Manager)', () => {
  it('a complete type with a prize picture is accepted', async () => {
    await assertSucceeds(setDoc(doc(asManager(), 'lotteryType', 'ok-with-picture'), newType({ prizeImage: { name: 'a.png', url: 'http://x/a.png' } })));
  });

  const bad: [string, Record<string, unknown>][] = [
    ['price 0', newType({ price: 0 })],
    ['price negative', newType({ price: -5 })],
    ['price not whole', newType({ price: 1000.5 })],
    ['price a string', newType({ price: '150000' })],
    ['end before start', newType({ endAt: ts(Date.UTC(2090, 11, 31)) })],
    ['end equal to start', newType({ endAt: ts(Date.UTC(2091, 0, 1, 1)) })],
    ['startAt a string', newType({ startAt: '2091-01-01 09:00' })],
    ['an extra key', newType({ isActive: true })],
    ['createdAt forged', newType({ createdAt: ts(Date.UTC(2020, 0, 1)) })],
    ['createdAt missing', omit(newType(), 'createdAt')],
    ['blank name', newType({ name: '   ' })],
    ['name missing', omit(newType(), 'name')],
    ['blank prize name', newType({ prizeName: '' })],
    ['start date not a date text', newType({ startDate: 20910101 })],
    ['end time not HH:mm', newType({ endTime: '23.59' })],
    ['a winner on create', newType({ winner: { firstName: 'Болд', phone: '88104729' }, winnerId: CUSTOMER })],
    ['prizeImage a string', newType({ prizeImage: 'http://x/a.png' })],
    ['prizeImage with an extra key', newType({ prizeImage: { name: 'a', url: 'u', size: 1 } })],
    ['prizeImage url missing', newType({ prizeImage: { name: 'a' } })],
  ];

  it.each(bad)('refused: %s', async (_name, data) => {
    await assertFails(setDoc(doc(asManager(), 'lotteryType', 'bad'), data));
  });
});

describe('lotteryType edit (as Manager)', () => {
  it('the form fields with updatedAt are accepted, the prize picture may be removed', async () => {
    await assertSucceeds(updateDoc(doc(asManager(), 'lotteryType', EXISTING), edit()));
    await assertSucceeds(updateDoc(doc(asManager(), 'lotteryType', EXISTING), edit({ prizeImage: null })));
  });

  const bad: [string, Record<string, unknown>][] = [
    ['without updatedAt', edit({ updatedAt: deleteField() })],
    ['updatedAt forged', edit({ updatedAt: ts(Date.UTC(2020, 0, 1)) })],
    ['createdAt changed', edit({ createdAt: serverTimestamp() })],
    ['a winner set by an edit', edit({ winner: { firstName: 'Болд', phone: '88104729' } })],
    ['winnerId set by an edit', edit({ winnerId: CUSTOMER })],
    ['price 0', edit({ price: 0 })],
    ['end before start', edit({ endAt: ts(Date.UTC(2091, 0, 1)) })],
    ['an extra key', edit({ note: 'x' })],
    ['prize name removed', edit({ prizeName: deleteField() })],
  ];

  it.each(bad)('refused: %s', async (_name, data) => {
    await assertFails(updateDoc(doc(asManager(), 'lotteryType', EXISTING), data));
  });
});

describe('drawing the winner', () => {
  it('after the end, naming a ticket of the type and its owner, is accepted once', async () => {
    const ref = doc(asManager(), 'lotteryType', FINISHED[0]);
    await assertSucceeds(updateDoc(ref, drawOf(TICKET(0), CUSTOMER)));
    // A second draw of the same type is refused.
    await assertFails(updateDoc(ref, drawOf(TICKET(0), CUSTOMER, { winner: { firstName: 'Өөр', phone: '99999999' } })));
    // And so is editing the stored winner afterwards.
    await assertFails(updateDoc(ref, { winner: { firstName: 'Өөр', phone: '99999999' } }));
    // The type itself can still be edited (e.g. its prize name).
    const edited = edit({ startAt: ts(past() - 30 * DAY), endAt: ts(past()) });
    await assertSucceeds(updateDoc(ref, edited));
  });

  it('Admin and dev may draw; the other roles may not', async () => {
    await assertFails(updateDoc(doc(dbFor('Call Centre'), 'lotteryType', FINISHED[1]), drawOf(TICKET(1), CUSTOMER)));
    await assertFails(updateDoc(doc(dbFor('Super Admin'), 'lotteryType', FINISHED[1]), drawOf(TICKET(1), CUSTOMER)));
    await assertSucceeds(updateDoc(doc(dbFor('Admin'), 'lotteryType', FINISHED[1]), drawOf(TICKET(1), CUSTOMER)));
    await assertSucceeds(updateDoc(doc(dbFor('dev'), 'lotteryType', FINISHED[2]), drawOf(TICKET(2), CUSTOMER)));
  });

  it('refused before the period is over', async () => {
    await assertFails(updateDoc(doc(asManager(), 'lotteryType', RUNNING), drawOf(RUNNING_TICKET, CUSTOMER)));
  });

  it('refused naming a ticket of another type, a missing ticket, or someone who does not own the ticket', async () => {
    const ref = doc(asManager(), 'lotteryType', FINISHED[3]);
    await assertFails(updateDoc(ref, drawOf(OTHER_TICKET, CUSTOMER)));
    await assertFails(updateDoc(ref, drawOf('99999998', CUSTOMER)));
    await assertFails(updateDoc(ref, drawOf(TICKET(3), 'customer-someone-else')));
    await assertSucceeds(updateDoc(ref, drawOf(TICKET(3), CUSTOMER)));
  });

  it('refused with a forged drawnAt, a malformed winner, or mixed with an edit', async () => {
    const ref = doc(asManager(), 'lotteryType', FINISHED[4]);
    await assertFails(updateDoc(ref, drawOf(TICKET(4), CUSTOMER, { drawnAt: ts(past()) })));
    await assertFails(updateDoc(ref, drawOf(TICKET(4), CUSTOMER, { winner: { firstName: 'Болд', phone: 88104729 } })));
    await assertFails(updateDoc(ref, drawOf(TICKET(4), CUSTOMER, { winner: { firstName: 'Болд', phone: '1', lastName: 'x' } })));
    await assertFails(updateDoc(ref, drawOf(TICKET(4), CUSTOMER, { name: 'Нэр солив' })));
    await assertFails(updateDoc(ref, { winner: { firstName: 'Болд', phone: '88104729' }, winnerId: CUSTOMER, drawnAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, drawOf(TICKET(4), CUSTOMER)));
  });

  it("the winner's name and phone are the drawn ticket's, and its owner its customer", async () => {
    const ref = doc(asManager(), 'lotteryType', SNAPSHOT_TYPE);
    // A prize announced to another phone, or under another name, or to nobody's record.
    await assertFails(updateDoc(ref, drawOf(SNAPSHOT_TICKET, CUSTOMER, { winner: { firstName: 'Болд', phone: '99999999' } })));
    await assertFails(updateDoc(ref, drawOf(SNAPSHOT_TICKET, CUSTOMER, { winner: { firstName: 'Өөр', phone: '88104729' } })));
    await assertFails(updateDoc(ref, drawOf(SNAPSHOT_TICKET, CUSTOMER, { winner: { firstName: { first: 'Болд' }, phone: '88104729' } })));
    await assertFails(updateDoc(ref, drawOf(SNAPSHOT_TICKET, CUSTOMER, { winnerId: null })));
    await assertSucceeds(updateDoc(ref, drawOf(SNAPSHOT_TICKET, CUSTOMER)));
  });

  it("a walk-in buyer's ticket wins with no customer (winnerId null) and the ticket's phone, once", async () => {
    const ref = doc(asManager(), 'lotteryType', SNAPSHOT_WALK_IN);
    const walkIn = { winner: { firstName: '', phone: '88112233' }, winnerId: null };
    await assertFails(updateDoc(ref, drawOf(SNAPSHOT_WALK_IN_TICKET, '', { ...walkIn, winnerId: '' })));
    await assertFails(updateDoc(ref, drawOf(SNAPSHOT_WALK_IN_TICKET, '', { ...walkIn, winnerId: CUSTOMER })));
    await assertFails(updateDoc(ref, drawOf(SNAPSHOT_WALK_IN_TICKET, '', { ...walkIn, winner: { firstName: '', phone: '99999999' } })));
    await assertFails(updateDoc(ref, drawOf(SNAPSHOT_WALK_IN_TICKET, '', { ...walkIn, winner: { firstName: 'Болд', phone: '88112233' } })));
    await assertSucceeds(updateDoc(ref, { winner: walkIn.winner, winnerTicketId: SNAPSHOT_WALK_IN_TICKET, drawnAt: serverTimestamp() }));
    // Drawn: winnerId is still null, but the type has its winner.
    await assertFails(updateDoc(ref, { winner: walkIn.winner, winnerTicketId: SNAPSHOT_WALK_IN_TICKET, drawnAt: serverTimestamp() }));
  });

  it('a lottery with only walk-in tickets is drawn by the app (drawWinner), whichever ticket the pick lands on', async () => {
    const db = asManager();
    const typeOf = async () => {
      let data: Record<string, unknown> = {};
      await rules.env.withSecurityRulesDisabled(async (ctx) => {
        data = (await getDoc(doc(modularFirestore(ctx.firestore()), 'lotteryType', WALK_IN_ONLY))).data() ?? {};
      });
      return toLotteryType(WALK_IN_ONLY, data);
    };
    // The last of the three tickets (random() close to 1).
    const ticket = await drawWinner(await typeOf(), () => 0.99, db);
    expect(WALK_IN_TICKETS).toContain(ticket.id);
    const stored = await typeOf();
    expect(stored).toMatchObject({ winnerId: null, winnerTicketId: ticket.id, winner: { firstName: '', phone: ticket.user.phone } });
    expect(WALK_IN_PHONES).toContain(stored.winner?.phone);
    // Drawn once.
    await expect(drawWinner(stored, () => 0, db)).rejects.toThrow();
  });

  it('refused on a type that already has a winner', async () => {
    await assertFails(updateDoc(doc(asManager(), 'lotteryType', DRAWN), drawOf(TICKET(5), CUSTOMER)));
  });
});
