// firestore.rules, THE SALE locked down (issue 41, DESIGN.md section 12): the trusted sell command
// (functions/src/commands/sell.ts) owns every document and field of a sale, so no client may write
// any of them, however perfect. Each client (every staff role, a deactivated Manager, a deactivated
// Super Admin, a role the app does not know, a customer's account, signed out, and the shop bridge,
// which serves every point) tries each document exactly as the command would write it for them
// (their own sale where the command would let them sell: support/saleFixture.ts), alone and as the
// whole sale in one batch; every product sale field alone and together; the old protocol's holds
// and open sales; the command's idempotency record; an in-stock product sold into an exchange the
// return command made (an exchange's new side is that command's: return-lockdown.test.ts). All
// refused. Then the client writes that stay beside them still pass: the /lottery screen's ticket
// without an order, an in-stock product's edit and label. The command's own proof (a legitimate
// sale, forged inputs, callers, replays, races) is tests/functions/sell.test.ts.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteField, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { pointOfSale, saleReceiptJob } from '../../src/entities/ebarimt/ebarimt';
import { lotteryCode, newTicketData } from '../../src/entities/lottery/lotteryTicket';
import { productKeywords, type Product } from '../../src/entities/product/product';
import type { SaleInput, SaleKind } from '../../src/features/selling/domain/sale';
import { productSaleFields } from '../../src/features/selling/domain/saleRecords';
import { adminAccess } from './support/adminAccess';
import { as, commit, type Op } from './support/forgery';
import { describeRoleMatrix, rulesHarness, type Caller } from './support/harness';
import { DELIVERY } from './support/largeDelivery';
import { seedReturn, type SeededReturn } from './support/returnFixture';
import { SALE_KEYS, saleDocuments, seedSale, type SeededSale } from './support/saleFixture';
import { CUSTOMER, LOTTERY_NOW, STORE_A, STORE_B, addProducts, productData, seedSellingWorld } from './support/selling';
import { SUBJECTS, uidOf, userDoc, type Subject } from './support/users';

vi.mock('../../src/firebase/firestore', () => ({ db: null }));

const rules = rulesHarness('sale-lockdown', { users: 'once' });
const { admin, stored } = adminAccess(rules);

const RETIRED_MANAGER = 'deactivated Manager';
const BRIDGE = 'shop bridge';
type LockCaller = Subject | typeof RETIRED_MANAGER | typeof BRIDGE;
const CALLERS: readonly LockCaller[] = [...SUBJECTS, RETIRED_MANAGER, BRIDGE];
const UIDS: Record<typeof RETIRED_MANAGER | typeof BRIDGE, string> = { [RETIRED_MANAGER]: 'uid-retired-manager', [BRIDGE]: 'uid-lockdown-bridge' };

const callerOf = (c: LockCaller): Caller => (c === RETIRED_MANAGER || c === BRIDGE ? { uid: UIDS[c] } : c);
const uidFor = (c: LockCaller): string => (c === RETIRED_MANAGER || c === BRIDGE ? UIDS[c] : uidOf(c));

const instances = new Map<LockCaller, Firestore>();
/** One Firestore per caller for the file (a write's references must be of the instance committing it). */
function dbOf(c: LockCaller): Firestore {
  if (!instances.has(c)) instances.set(c, rules.dbFor(callerOf(c)));
  return instances.get(c)!;
}

/** The sale the command would make for the caller: its own where it may sell (its kind, its store), else the Manager's. */
function sellerFor(c: LockCaller): { seller: Subject; kind: SaleKind; store: string } {
  if (c === 'Reception In City') return { seller: c, kind: 'store', store: STORE_A };
  if (c === 'Reception In Country') return { seller: c, kind: 'store', store: STORE_B };
  if (c === 'Call Centre') return { seller: c, kind: 'delivery', store: STORE_A };
  if (c === 'Admin' || c === 'Manager' || c === 'dev') return { seller: c, kind: 'store', store: STORE_A };
  return { seller: 'Manager', kind: 'store', store: STORE_A };
}

/** A sale of `products` as the wizard asks it: VAT on the first, a ticket (above the type's 300,000), a B2C e-barimt at the counter. */
function inputOf(kind: SaleKind, products: readonly Product[], full: boolean): SaleInput {
  return {
    kind,
    products,
    lines: products.map((p, i) => ({ productId: p.id, isNoat: full && i === 0 })),
    buyer: CUSTOMER,
    ...(kind === 'delivery' ? { delivery: DELIVERY } : {}),
    lottery: full ? { lotteryTypeId: LOTTERY_NOW, code: lotteryCode() } : null,
    ebarimt: full && kind !== 'delivery' ? { type: 'B2C', consumerNo: null } : null,
  };
}

interface Stage {
  /** The perfect documents of a sale the command would write for this caller, not written. */
  planned: { ops: Op[]; result: SeededSale };
  /** A sale the command made (no ticket, no job): the ticket and the job it could still get. */
  existing: SeededSale;
  existingProducts: Product[];
  /** In-stock products: one to mark sold, one to put on hold. */
  toMark: Product;
  toHold: Product;
  /** A product on an old large sale's hold (before the sell command), and that open sale. */
  held: Product;
  openSaleId: string;
  /** An exchange the return command made of a sale at the caller's store, and its order. */
  exchange: SeededReturn;
  exchangeOrderId: string;
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
    await b.commit();
  });
  await Promise.all(
    CALLERS.map(async (c) => {
      const { seller, kind, store } = sellerFor(c);
      const at = { price: 200_000, originalPrice: 200_000, locationId: store, locationName: store === STORE_A ? 'Store A' : 'Store B' };
      const [a, b, sold, toMark, toHold, held, back, taken] = await addProducts(rules.env, Array.from({ length: 8 }, () => productData(at)));
      const openSaleId = `open-${uidFor(c)}`;
      await admin(async (db) => {
        const w = writeBatch(db);
        w.set(doc(db, 'openSales', openSaleId), { id: openSaleId, kind: 'store', productIds: [held.id], createdUserId: uidOf(seller), createdAt: Timestamp.now() });
        w.update(doc(db, 'products', held.id), { isSalePending: true, openSaleId, saleLine: 0 });
        await w.commit();
      });
      const existing = await seedSale(rules.env, inputOf(kind, [sold], false), seller);
      const planned = await saleDocuments(rules.env, inputOf(kind, [a, b], true), seller);
      // An even exchange at the store by the return command (support/returnFixture.ts), by its seller.
      const storeSeller: Subject = store === STORE_A ? 'Reception In City' : 'Reception In Country';
      const storeSale = await seedSale(rules.env, inputOf('store', [back], false), storeSeller);
      const exchange = await seedReturn(rules.env, { orderId: storeSale.orderId, productIds: [back.id], newLines: [{ productId: taken.id, isNoat: false, price: taken.price }] }, storeSeller);
      stages.set(c, { planned, existing, existingProducts: [sold], toMark, toHold, held, openSaleId, exchange, exchangeOrderId: storeSale.orderId });
    }),
  );
  // The planned sales are complete: an order, 2 sales, 2 products, the transaction, a ticket, the
  // job at the counter, the idempotency record.
  for (const c of CALLERS) {
    const kinds = stage(c).planned.ops.map((op) => op.ref.parent.id);
    expect(kinds.filter((k) => k === 'lottery')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'ebarimtReceipts')).toHaveLength(sellerFor(c).kind === 'store' ? 1 : 0);
  }
}, 60_000);

/** The planned op of `collectionName` (the `n`th), rebound to the caller's Firestore. */
function plannedOp(c: LockCaller, collectionName: string, n = 0): Op {
  const ops = as(dbOf(c), stage(c).planned.ops, (d, p) => doc(d, p)).filter((op) => op.ref.parent.id === collectionName);
  if (!ops[n]) throw new Error(`no planned ${collectionName} #${n}`);
  return ops[n];
}

const set = (op: Op) => {
  if (op.kind !== 'set') throw new Error('not a set');
  return setDoc(op.ref, op.data);
};
const productRef = (c: LockCaller, p: Product) => doc(dbOf(c), 'products', p.id);
const stamped = (data: Record<string, unknown>) => ({ ...data, updatedAt: serverTimestamp() });

/** Every attempt, by name; each acts on the caller's own documents (the cells run concurrently). */
const ATTEMPTS: Record<string, (c: LockCaller) => Promise<unknown>> = {
  // The sale's documents, each alone, exactly as the command writes them.
  'create the order': (c) => set(plannedOp(c, 'orders')),
  'create a sale': (c) => set(plannedOp(c, 'sales')),
  "create the 'sale' transaction": (c) => set(plannedOp(c, 'transactions')),
  "create the sale's ticket": (c) => set(plannedOp(c, 'lottery')),
  'sell a product (its sale fields, as the command writes them)': (c) => {
    const op = plannedOp(c, 'products');
    if (op.kind !== 'update') throw new Error('not an update');
    return updateDoc(op.ref, op.data);
  },
  "create the idempotency record": (c) => set(plannedOp(c, SALE_KEYS)),
  // The strongest attempt: the whole sale in one write, as the browser wrote it before the command
  // (everything but the command's own idempotency record; the old rules let a seller write this).
  'the whole sale as one batch (order, sales, products, transaction, ticket, job)': (c) =>
    commit(dbOf(c), as(dbOf(c), stage(c).planned.ops, (d, p) => doc(d, p)).filter((op) => op.ref.parent.id !== SALE_KEYS)),
  // What an existing sale (the command's) could still be given.
  'a ticket naming an existing order (that has none)': (c) => {
    const code = lotteryCode();
    const { existing } = stage(c);
    return setDoc(doc(dbOf(c), 'lottery', code), { ...newTicketData(code, CUSTOMER, LOTTERY_NOW, uidFor(c)), orderId: existing.orderId });
  },
  "the e-barimt job of an existing sale (that has none)": (c) => {
    const { existing, existingProducts } = stage(c);
    const seller = uidOf(sellerFor(c).seller);
    return setDoc(doc(dbOf(c), 'ebarimtReceipts', existing.orderId), saleReceiptJob(existing.orderId, existingProducts.map((p) => p.id), pointOfSale(existing.location), { type: 'B2C', consumerNo: null }, seller));
  },
  'an existing order made an old large sale (openedAt, which the bridge would write a job for)': (c) =>
    updateDoc(doc(dbOf(c), 'orders', stage(c).existing.orderId), stamped({ openedAt: serverTimestamp() })),
  'read the idempotency record of its sale': (c) => getDoc(doc(dbOf(c), SALE_KEYS, stage(c).existing.key)),
  'list the idempotency records': (c) => getDocs(collection(dbOf(c), SALE_KEYS)),
  // An in-stock product sold: each field alone, then all of them together.
  'product: isSold alone': (c) => updateDoc(productRef(c, stage(c).toMark), stamped({ isSold: true })),
  'product: saleId alone': (c) => updateDoc(productRef(c, stage(c).toMark), stamped({ saleId: stage(c).existing.saleIds[0] })),
  'product: orderId alone': (c) => updateDoc(productRef(c, stage(c).toMark), stamped({ orderId: stage(c).existing.orderId })),
  'product: soldAt alone': (c) => updateDoc(productRef(c, stage(c).toMark), stamped({ soldAt: serverTimestamp() })),
  "product: sold into an exchange the return command made (as its new side: exchangeId and the sale fields)": (c) => {
    const { exchange, toMark } = stage(c);
    return updateDoc(productRef(c, toMark), stamped({ isSold: true, orderId: stage(c).exchangeOrderId, saleId: `${exchange.returnId}-${toMark.id}`, soldAt: serverTimestamp(), exchangeId: exchange.returnId }));
  },
  'product: isSold, saleId, orderId and soldAt together (into an existing order)': (c) => {
    const { existing, toMark } = stage(c);
    const { kind } = sellerFor(c);
    return updateDoc(productRef(c, toMark), productSaleFields(kind, existing.orderId, `${existing.orderId}-${toMark.id}`, false, existing.location));
  },
  // The old large sale's hold: each field alone, together, and its release.
  'hold: isSalePending alone': (c) => updateDoc(productRef(c, stage(c).toHold), stamped({ isSalePending: true })),
  'hold: openSaleId alone': (c) => updateDoc(productRef(c, stage(c).toHold), stamped({ openSaleId: stage(c).openSaleId })),
  'hold: saleLine alone': (c) => updateDoc(productRef(c, stage(c).toHold), stamped({ saleLine: 0 })),
  'hold: isSalePending, openSaleId and saleLine together': (c) =>
    updateDoc(productRef(c, stage(c).toHold), stamped({ isSalePending: true, openSaleId: stage(c).openSaleId, saleLine: 1 })),
  "release an old hold (the old undo: the hold's fields removed)": (c) =>
    updateDoc(productRef(c, stage(c).held), stamped({ isSalePending: deleteField(), openSaleId: deleteField(), saleLine: deleteField() })),
  // The old protocol's documents.
  'create an open sale': (c) =>
    setDoc(doc(dbOf(c), 'openSales', `new-${uidFor(c)}`), { id: `new-${uidFor(c)}`, kind: 'store', productIds: [stage(c).toHold.id], createdUserId: uidFor(c), createdAt: serverTimestamp() }),
  'read an open sale': (c) => getDoc(doc(dbOf(c), 'openSales', stage(c).openSaleId)),
  'list open sales': (c) => getDocs(collection(dbOf(c), 'openSales')),
  'delete an open sale': (c) => {
    const b = writeBatch(dbOf(c));
    b.delete(doc(dbOf(c), 'openSales', stage(c).openSaleId));
    return b.commit();
  },
};

describe('no client writes what the sell command owns', () => {
  describeRoleMatrix<string, LockCaller>('%s', {
    callers: CALLERS,
    operations: Object.keys(ATTEMPTS),
    allowed: () => false,
    attempt: (c, op) => ATTEMPTS[op](c),
    // Every cell acts on its caller's own documents and all are refused: they run concurrently.
    concurrent: true,
  });

  it('left every product, order and open sale as the command (or the old protocol) left them', async () => {
    for (const c of CALLERS) {
      const s = stage(c);
      expect(await stored(`orders/${s.planned.result.orderId}`)).toBeUndefined();
      expect(await stored(`products/${s.toMark.id}`)).toMatchObject({ isSold: false, orderId: null, saleId: null });
      expect(await stored(`products/${s.toHold.id}`)).not.toHaveProperty('isSalePending');
      expect(await stored(`products/${s.held.id}`)).toMatchObject({ isSalePending: true, openSaleId: s.openSaleId });
      expect(await stored(`openSales/${s.openSaleId}`)).toBeDefined();
      expect(await stored(`ebarimtReceipts/${s.existing.orderId}`)).toBeUndefined();
      expect(await stored(`orders/${s.existing.orderId}`)).not.toHaveProperty('openedAt');
    }
  });
});

describe('the client writes beside the sale still pass', () => {
  it("the /lottery screen's ticket without an order (Manager)", async () => {
    const code = lotteryCode();
    await assertSucceeds(setDoc(doc(dbOf('Manager'), 'lottery', code), newTicketData(code, CUSTOMER, LOTTERY_NOW, uidOf('Manager'))));
  });

  it("an in-stock product's edit (Manager) and its label (its store's seller), which the sale fields' refusal comes before", async () => {
    const [p] = await addProducts(rules.env, [productData()]);
    await assertSucceeds(updateDoc(doc(dbOf('Manager'), 'products', p.id), stamped({ name: 'Renamed', keywords: productKeywords('Renamed', p.sku), price: 90_000, isDiscount: true })));
    await assertSucceeds(updateDoc(doc(dbOf('Reception In City'), 'products', p.id), stamped({ isPrinted: true })));
  });
});
