// firestore.rules, THE RETURN locked down (issue 41, DESIGN.md section 12): the trusted
// returnOrExchange and requestReturn commands (functions/src/commands/) own every document and field
// of a counter return, an exchange and a request for an approval, so no client may write any of
// them, however perfect. Each client (every staff role, a deactivated Manager, a role the app does
// not know, a customer's account, signed out, and the shop bridge, which serves every point) tries
// each document exactly as the command would write it for them (their own return where the command
// would let them make one: support/returnFixture.ts, an exchange that voids the sale's ticket, uses a
// Manager's approval where the caller is a seller, and carries its e-barimt jobs), alone and as the
// whole return in one batch; a request as requestReturn writes it; an approved request marked used;
// a product's return and exchange fields, a sale's return link, a return's transaction, a ticket
// voided by a return; the commands' idempotency records; a return the command made changed or
// deleted. All refused. Then the client writes that stay beside them still pass: the Manager's
// decision on a request and its requester's withdrawal, the sold products screen's refund (on an
// order a command's return already took from), the window setting. The commands' own proof (each
// kind, forged inputs, callers, replays, races) is tests/functions/returns.test.ts.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import type { SessionUser } from '../../src/auth/sessionUser';
import { lotteryCode } from '../../src/entities/lottery/lotteryTicket';
import { singlePayment } from '../../src/entities/order/payment';
import { toProduct, type Product } from '../../src/entities/product/product';
import { refundProduct } from '../../src/features/products/api/productWrites';
import { decideReturnRequest, saveReturnWindow, withdrawReturnRequest } from '../../src/features/returns/api/returnWrites';
import type { SaleInput } from '../../src/features/selling/domain/sale';
import { adminAccess } from './support/adminAccess';
import { as, commit, type Op } from './support/forgery';
import { describeRoleMatrix, rulesHarness, type Caller } from './support/harness';
import { RETURN_KEYS, returnDocuments, returnRequestDocuments, seedReturn, seedReturnRequest, type SeededReturn } from './support/returnFixture';
import { seedSale } from './support/saleFixture';
import { CUSTOMER, LOTTERY_NOW, STORE_A, STORE_B, addProducts, productData, seedSellingWorld } from './support/selling';
import { SUBJECTS, profileOf, uidOf, userDoc, type Subject } from './support/users';

vi.mock('../../src/firebase/firestore', () => ({ db: null }));

const rules = rulesHarness('return-lockdown', { users: 'once' });
const { admin, stored } = adminAccess(rules);

const RETIRED_MANAGER = 'deactivated Manager';
const BRIDGE = 'shop bridge';
type LockCaller = Subject | typeof RETIRED_MANAGER | typeof BRIDGE;
const CALLERS: readonly LockCaller[] = [...SUBJECTS, RETIRED_MANAGER, BRIDGE];
const UIDS: Record<typeof RETIRED_MANAGER | typeof BRIDGE, string> = { [RETIRED_MANAGER]: 'uid-retired-manager', [BRIDGE]: 'uid-lockdown-bridge' };
const DAY = 86_400_000;

const callerOf = (c: LockCaller): Caller => (c === RETIRED_MANAGER || c === BRIDGE ? { uid: UIDS[c] } : c);

const instances = new Map<LockCaller, Firestore>();
/** One Firestore per caller for the file (a write's references must be of the instance committing it). */
function dbOf(c: LockCaller): Firestore {
  if (!instances.has(c)) instances.set(c, rules.dbFor(callerOf(c)));
  return instances.get(c)!;
}

type Seller = 'Reception In City' | 'Reception In Country';
/**
 * Whose return the command would make for the caller: its own where it may take sales back (a
 * seller its store's, with its approval past the window; Admin, Manager, dev directly), else the
 * Manager's; and the seller of that store, who asks for the approval.
 */
function returnerFor(c: LockCaller): { returner: Subject; seller: Seller; store: string } {
  if (c === 'Reception In City') return { returner: c, seller: c, store: STORE_A };
  if (c === 'Reception In Country') return { returner: c, seller: c, store: STORE_B };
  if (c === 'Admin' || c === 'Manager' || c === 'dev') return { returner: c, seller: 'Reception In City', store: STORE_A };
  return { returner: 'Manager', seller: 'Reception In City', store: STORE_A };
}

const at = (store: string, price: number) => productData({ price, originalPrice: price, locationId: store, locationName: store === STORE_A ? 'Store A' : 'Store B' });

/** A store sale by `seller` with a ticket (above the type's 300,000) and its e-barimt job, as the sell command writes it. */
async function soldWithTicket(products: readonly Product[], seller: Seller) {
  const input: SaleInput = {
    kind: 'store',
    products,
    lines: products.map((p) => ({ productId: p.id, isNoat: false })),
    buyer: CUSTOMER,
    lottery: { lotteryTypeId: LOTTERY_NOW, code: lotteryCode() },
    ebarimt: { type: 'B2C', consumerNo: null },
  };
  return seedSale(rules.env, input, seller);
}

/** Moves a sale back in time (as if sold `days` ago): past the window. */
async function backdate(orderId: string, days: number): Promise<void> {
  await admin((db) => updateDoc(doc(db, 'orders', orderId), { createdAt: Timestamp.fromMillis(Date.now() - days * DAY) }));
}

interface Stage {
  orderId: string;
  ticket: string;
  /** The perfect documents of an exchange the command would write for this caller, not written. */
  planned: { ops: Op[]; result: SeededReturn };
  /** A request as requestReturn would write it for the store's seller, not written. */
  plannedRequest: Op[];
  /** The seller's request, approved by the Manager (the planned exchange of a seller uses it). */
  approvedId: string;
  /** A sold product of the order (not in the planned exchange), and an in-stock one of its store. */
  sold: Product;
  soldSaleId: string;
  inStock: Product;
  /** A return the command made (of another sale of the store). */
  made: SeededReturn;
}
const stages = new Map<LockCaller, Stage>();
const stage = (c: LockCaller): Stage => {
  const s = stages.get(c);
  if (!s) throw new Error(`no stage for ${c}`);
  return s;
};

beforeAll(async () => {
  await seedSellingWorld(rules.env, uidOf('Reception In City'), uidOf('Reception In Country'));
  await admin(async (db) => {
    const b = writeBatch(db);
    b.set(doc(db, 'users', UIDS[RETIRED_MANAGER]), userDoc(UIDS[RETIRED_MANAGER], 'Manager', { isActive: false }));
    b.set(doc(db, 'users', UIDS[BRIDGE]), userDoc(UIDS[BRIDGE], 'Bridge', { bridgePointIds: [STORE_A, STORE_B, 'office'] }));
    // E-barimt on, VAT contained: an exchange's new goods get their own receipt job too.
    b.set(doc(db, 'appConfigs', 'ebarimt'), { enabled: true, treatment: 'contained', defaultClassificationCode: '6211000', enabledAt: Timestamp.now(), updatedAt: Timestamp.now() });
    await b.commit();
  });
  await Promise.all(
    CALLERS.map(async (c) => {
      const { returner, seller, store } = returnerFor(c);
      const [back, kept, sold, taken, inStock, other] = await addProducts(rules.env, [at(store, 200_000), at(store, 200_000), at(store, 100_000), at(store, 50_000), at(store, 100_000), at(store, 80_000)]);
      // 500,000 with a ticket, sold 30 days ago (past the window: a seller needs the approval).
      const sale = await soldWithTicket([back, kept, sold], seller);
      if (!sale.lotteryCode) throw new Error('the sale got no ticket');
      await backdate(sale.orderId, 30);
      const approvedId = await seedReturnRequest(rules.env, { orderId: sale.orderId, productIds: [back.id, kept.id], reason: 'Too small' }, seller);
      await decideReturnRequest(approvedId, true, { id: uidOf('Manager'), firstName: profileOf('Manager').firstName, lastName: profileOf('Manager').lastName } as never, rules.dbFor('Manager'));
      // Back 2 x 200,000, taken one of 50,000: kept 150,000 <= 300,000, the ticket voided; 350,000 paid back in cash.
      const planned = await returnDocuments(
        rules.env,
        {
          orderId: sale.orderId,
          productIds: [back.id, kept.id],
          newLines: [{ productId: taken.id, isNoat: false, price: 50_000 }],
          paidBack: singlePayment('cash', 350_000),
          approvalId: returner === seller ? approvedId : null,
        },
        returner,
      );
      const plannedRequest = (await returnRequestDocuments(rules.env, { orderId: sale.orderId, productIds: [sold.id], reason: 'Wrong colour' }, seller)).ops;
      const otherSale = await seedSale(rules.env, { kind: 'store', products: [other], lines: [{ productId: other.id, isNoat: false }], buyer: CUSTOMER }, seller);
      const made = await seedReturn(rules.env, { orderId: otherSale.orderId, productIds: [other.id] }, seller);
      stages.set(c, { orderId: sale.orderId, ticket: sale.lotteryCode, planned, plannedRequest, approvedId, sold, soldSaleId: sale.saleIds[2], inStock, made });
    }),
  );
  // The planned exchanges are complete: the return, 3 products, 2 sales marked and 1 new, the
  // transaction, the order, the ticket deleted, the approval used (a seller's), the e-barimt
  // correction and new-goods jobs, the idempotency record.
  for (const c of CALLERS) {
    const { ops } = stage(c).planned;
    const kinds = ops.map((op) => op.ref.parent.id);
    expect(kinds.filter((k) => k === 'products')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'sales')).toHaveLength(3);
    expect(ops.filter((op) => op.kind === 'delete' && op.ref.parent.id === 'lottery')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'returnRequests')).toHaveLength(returnerFor(c).returner === returnerFor(c).seller ? 1 : 0);
    expect(kinds.filter((k) => k === 'ebarimtReceipts')).toHaveLength(2);
    expect(kinds.filter((k) => k === RETURN_KEYS)).toHaveLength(1);
  }
}, 120_000);

/** The planned ops of `collectionName` matching `pick`, rebound to the caller's Firestore. */
function plannedOps(c: LockCaller, collectionName: string, pick: (op: Op) => boolean = () => true): Op[] {
  return as(dbOf(c), stage(c).planned.ops, (d, p) => doc(d, p)).filter((op) => op.ref.parent.id === collectionName && pick(op));
}
function plannedOp(c: LockCaller, collectionName: string, pick: (op: Op) => boolean = () => true): Op {
  const [op] = plannedOps(c, collectionName, pick);
  if (!op) throw new Error(`no planned ${collectionName}`);
  return op;
}
const has = (field: string) => (op: Op) => op.kind !== 'delete' && field in op.data;
const isSet = (op: Op) => op.kind === 'set';
const isUpdate = (op: Op) => op.kind === 'update';

const write = (op: Op) => (op.kind === 'set' ? setDoc(op.ref, op.data) : op.kind === 'update' ? updateDoc(op.ref, op.data) : deleteDoc(op.ref));
const stamped = (data: Record<string, unknown>) => ({ ...data, updatedAt: serverTimestamp() });

/** Every attempt, by name; each acts on the caller's own documents (the cells run concurrently). */
const ATTEMPTS: Record<string, (c: LockCaller) => Promise<unknown>> = {
  // The return's documents, each alone, exactly as the command writes them.
  'create the return (a perfect return document)': (c) => write(plannedOp(c, 'returns')),
  'a product back in stock by the return (its refund fields, returnId)': (c) => write(plannedOp(c, 'products', has('returnId'))),
  'a product sold by the exchange (its sale fields, exchangeId)': (c) => write(plannedOp(c, 'products', has('exchangeId'))),
  "the sale's refund mark by the return (state, returnId)": (c) => write(plannedOp(c, 'sales', isUpdate)),
  "create the exchange's new-side sale": (c) => write(plannedOp(c, 'sales', isSet)),
  "create the return's transaction": (c) => write(plannedOp(c, 'transactions')),
  "the order's return record (returnIds, returnedProductIds, keptTotalPrice, the ticket voided)": (c) => write(plannedOp(c, 'orders')),
  'a ticket voided by the return (the order naming it voided, the ticket deleted)': (c) => commit(dbOf(c), [...plannedOps(c, 'orders'), ...plannedOps(c, 'lottery')]),
  "the return's e-barimt jobs (as the command writes them)": (c) => commit(dbOf(c), plannedOps(c, 'ebarimtReceipts')),
  'create the idempotency record': (c) => write(plannedOp(c, RETURN_KEYS)),
  // The strongest attempt: the whole return in one write, as the browser wrote it before the command
  // (everything but the command's e-barimt jobs, which only the bridge ever wrote, and its idempotency
  // record; the old rules let a seller or a Manager write this).
  'the whole return as one batch (return, products, sales, transaction, order, ticket, approval)': (c) =>
    commit(dbOf(c), as(dbOf(c), stage(c).planned.ops, (d, p) => doc(d, p)).filter((op) => op.ref.parent.id !== RETURN_KEYS && op.ref.parent.id !== 'ebarimtReceipts')),
  // The request for an approval and its use.
  'create a return request (as the requestReturn command writes it)': (c) => {
    const [request] = as(dbOf(c), stage(c).plannedRequest, (d, p) => doc(d, p)).filter((op) => op.ref.parent.id === 'returnRequests');
    return write(request);
  },
  'mark an approved request used (state, returnId, usedAt)': (c) =>
    updateDoc(doc(dbOf(c), 'returnRequests', stage(c).approvedId), { state: 'used', returnId: stage(c).planned.result.returnId, usedAt: serverTimestamp() }),
  // Each return field alone.
  'product: returnId alone (a sold product)': (c) => updateDoc(doc(dbOf(c), 'products', stage(c).sold.id), stamped({ returnId: stage(c).made.returnId })),
  'product: exchangeId alone (an in-stock product)': (c) => updateDoc(doc(dbOf(c), 'products', stage(c).inStock.id), stamped({ exchangeId: stage(c).made.returnId })),
  "sale: marked refund by a return the command made (state, returnId), its product still sold": (c) =>
    updateDoc(doc(dbOf(c), 'sales', stage(c).soldSaleId), stamped({ state: 'refund', returnId: stage(c).made.returnId })),
  "an 'exchange' transaction without a returnId": (c) => {
    const op = plannedOp(c, 'transactions');
    if (op.kind !== 'set') throw new Error('not a set');
    const { returnId: _r, ...rest } = op.data;
    return setDoc(op.ref, rest);
  },
  "order: a counter return's id added to returnIds alone": (c) =>
    updateDoc(doc(dbOf(c), 'orders', stage(c).orderId), stamped({ returnIds: [stage(c).made.returnId] })),
  "order: keptTotalPrice and returnedProductIds without returnIds": (c) =>
    updateDoc(doc(dbOf(c), 'orders', stage(c).orderId), stamped({ keptTotalPrice: 0, returnedProductIds: [stage(c).sold.id] })),
  // What the command made stays as it made it.
  "change a return the command made (what it paid back)": (c) => updateDoc(doc(dbOf(c), 'returns', stage(c).made.returnId), { paidBack: singlePayment('card', 1) }),
  'delete a return the command made': (c) => deleteDoc(doc(dbOf(c), 'returns', stage(c).made.returnId)),
  'read the idempotency record of a return': (c) => getDoc(doc(dbOf(c), RETURN_KEYS, stage(c).made.key)),
  'list the idempotency records': (c) => getDocs(collection(dbOf(c), RETURN_KEYS)),
};

describe('no client writes what the return commands own', () => {
  describeRoleMatrix<string, LockCaller>('%s', {
    callers: CALLERS,
    operations: Object.keys(ATTEMPTS),
    allowed: () => false,
    attempt: (c, op) => ATTEMPTS[op](c),
    // Every cell acts on its caller's own documents and all are refused: they run concurrently.
    concurrent: true,
  });

  it('left every order, product, ticket, request and return as the commands left them', async () => {
    for (const c of CALLERS) {
      const s = stage(c);
      const { result, ops } = s.planned;
      expect(await stored(`returns/${result.returnId}`)).toBeUndefined();
      expect(await stored(`transactions/${result.transactionId}`)).toBeUndefined();
      for (const op of ops.filter((o) => o.ref.parent.id === 'products')) {
        expect(await stored(op.ref.path)).not.toHaveProperty('returnId');
        expect(await stored(op.ref.path)).not.toHaveProperty('exchangeId');
      }
      expect(await stored(`products/${s.sold.id}`)).not.toHaveProperty('returnId');
      expect(await stored(`sales/${s.soldSaleId}`)).not.toHaveProperty('returnId');
      expect(await stored(`products/${s.inStock.id}`)).toMatchObject({ isSold: false });
      expect(await stored(`lottery/${s.ticket}`)).toBeDefined();
      expect(await stored(`orders/${s.orderId}`)).not.toHaveProperty('returnIds');
      expect(await stored(`returnRequests/${s.approvedId}`)).toMatchObject({ state: 'approved' });
      expect(await stored(`returns/${s.made.returnId}`)).toMatchObject({ paidBack: singlePayment('cash', 80_000) });
    }
  });
});

describe('the client writes beside the return still pass', () => {
  const manager = (): SessionUser => ({ id: uidOf('Manager'), firstName: profileOf('Manager').firstName, lastName: profileOf('Manager').lastName, role: 'Manager' }) as SessionUser;

  it("the Manager's decision on a request the command wrote: approved, or refused", async () => {
    const [a, b] = await addProducts(rules.env, [at(STORE_A, 60_000), at(STORE_A, 40_000)]);
    const { orderId } = await seedSale(rules.env, { kind: 'store', products: [a, b], lines: [a, b].map((p) => ({ productId: p.id, isNoat: false })), buyer: CUSTOMER }, 'Reception In City');
    const first = await seedReturnRequest(rules.env, { orderId, productIds: [a.id], reason: 'Too small' }, 'Reception In City');
    const second = await seedReturnRequest(rules.env, { orderId, productIds: [b.id] }, 'Reception In City');
    await assertSucceeds(decideReturnRequest(first, true, manager() as never, dbOf('Manager')));
    await assertSucceeds(decideReturnRequest(second, false, manager() as never, dbOf('Manager')));
    expect(await stored(`returnRequests/${first}`)).toMatchObject({ state: 'approved', returnedTotal: 60_000, decidedBy: { id: uidOf('Manager') } });
    expect(await stored(`returnRequests/${second}`)).toMatchObject({ state: 'refused' });
  });

  it('its requester withdraws a pending request', async () => {
    const [a] = await addProducts(rules.env, [at(STORE_B, 30_000)]);
    const { orderId } = await seedSale(rules.env, { kind: 'store', products: [a], lines: [{ productId: a.id, isNoat: false }], buyer: CUSTOMER }, 'Reception In Country');
    const id = await seedReturnRequest(rules.env, { orderId, productIds: [a.id] }, 'Reception In Country');
    await assertSucceeds(withdrawReturnRequest(id, dbOf('Reception In Country')));
    expect(await stored(`returnRequests/${id}`)).toBeUndefined();
  });

  it("the sold products screen's refund of a line of an order a command's return already took from", async () => {
    const [a, b] = await addProducts(rules.env, [at(STORE_A, 70_000), at(STORE_A, 90_000)]);
    const { orderId } = await seedSale(rules.env, { kind: 'store', products: [a, b], lines: [a, b].map((p) => ({ productId: p.id, isNoat: false })), buyer: CUSTOMER }, 'Reception In City');
    const ret = await seedReturn(rules.env, { orderId, productIds: [a.id] }, 'Reception In City');
    const seen = toProduct(b.id, (await stored(`products/${b.id}`))!);
    await assertSucceeds(refundProduct(seen, manager(), dbOf('Manager')));
    const order = await stored(`orders/${orderId}`);
    expect(order?.returnIds).toEqual([ret.returnId, expect.stringMatching(new RegExp(`^refund_[A-Za-z0-9]+_${b.id}$`))]);
    expect(order).toMatchObject({ returnedProductIds: [a.id, b.id], keptTotalPrice: 0 });
  });

  it('the window setting (Admin, Manager, dev)', async () => {
    await assertSucceeds(saveReturnWindow(30, dbOf('Manager')));
    await assertSucceeds(saveReturnWindow(14, dbOf('Admin')));
    expect(await stored('appConfigs/returns')).toMatchObject({ windowDays: 14 });
  });
});
