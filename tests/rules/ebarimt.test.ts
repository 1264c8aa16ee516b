// THE E-BARIMT against the rules: the sell command writes a store sale's receipt job with the order
// (arranged here as it writes it: support/saleFixture.ts; no client writes one: sale-lockdown.test.ts);
// the shop bridge (its own account, role 'Bridge') claims it, records its result and the print copy;
// staff read and print; Admin or Manager send a failed one again. Then, as an attacker with the SDK:
// a seller writing a DDTD, a bridge touching an order's money, a product or another point's job, a
// print copy that is not the issued receipt's, forged jobs of returns, refunds and deliveries. (A
// counter return's jobs are written by the return command with it: support/returnFixture.ts; the
// bridge adds them for the returns made before the commands and for the sold products screen's refunds.)
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where, writeBatch, type Firestore } from 'firebase/firestore';
import { toProduct, type Product } from '../../src/entities/product/product';
import type { SessionUser } from '../../src/auth/sessionUser';
import { refundProduct } from '../../src/features/products/api/productWrites';
import { saveEbarimtPoint, saveEbarimtSetting } from '../../src/features/ebarimt/api/ebarimtAdmin';
import { toBridgeAccount } from '../../src/entities/ebarimt/ebarimt';
import { bridgeProfileOf } from '../../src/features/users/domain/bridgeAccount';
import { writeBridgeProfile } from '../../src/features/users/api/userWrites';
import { singlePayment } from '../../src/entities/order/payment';
import type { EbarimtBuyer } from '../../src/entities/ebarimt/ebarimt';
import type { SaleInput } from '../../src/features/selling/domain/sale';
import { adminAccess } from './support/adminAccess';
import { rulesHarness } from './support/harness';
import { profileOf, uidOf, userDoc, type Subject } from './support/users';
import { CUSTOMER, STORE_A, STORE_B, addProducts, productData, seedSellingWorld } from './support/selling';
import { seedReturn } from './support/returnFixture';
import { seedSale } from './support/saleFixture';

vi.mock('../../src/firebase/firestore', () => ({ db: null }));
vi.mock('../../src/firebase/storage', () => ({ storage: null }));

const rules = rulesHarness('ebarimt-rules', { users: 'once' });
const { admin, stored } = adminAccess(rules);
const SELLER: Subject = 'Reception In City'; // STORE_A
const OTHER_SELLER: Subject = 'Reception In Country'; // STORE_B
const BRIDGE = { uid: 'uid-bridge' };
const OTHER_BRIDGE = { uid: 'uid-bridge-b' };
const COMPANY = { regNo: '6002536', tin: '15400004123', name: 'НОМИН ТРЕЙД ХХК' };
const DDTD = '037900846788000000000000000000001';

const instances = new Map<string, Firestore>();
function dbFor(caller: Subject | { uid: string }): Firestore {
  const key = typeof caller === 'string' ? caller : caller.uid;
  if (!instances.has(key)) instances.set(key, rules.dbFor(caller));
  return instances.get(key)!;
}

beforeAll(async () => {
  await seedSellingWorld(rules.env, uidOf(SELLER), uidOf(OTHER_SELLER));
  await admin(async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'users', BRIDGE.uid), userDoc(BRIDGE.uid, 'Bridge', { bridgePointIds: [STORE_A, 'office'] }));
    batch.set(doc(db, 'users', OTHER_BRIDGE.uid), userDoc(OTHER_BRIDGE.uid, 'Bridge', { bridgePointIds: [STORE_B] }));
    batch.set(doc(db, 'ebarimtLookups', COMPANY.regNo), { regNo: COMPANY.regNo, status: 'found', tin: COMPANY.tin, name: COMPANY.name, vatPayer: true, askedAt: Timestamp.now(), askedBy: 'x', answeredAt: Timestamp.now() });
    await batch.commit();
  });
});

async function stock(n: number, store = STORE_A): Promise<Product[]> {
  return addProducts(rules.env, Array.from({ length: n }, () => productData({ price: 110_000, originalPrice: 100_000, locationId: store, locationName: store === STORE_A ? 'Store A' : 'Store B' })));
}

function saleInput(products: readonly Product[], ebarimt: EbarimtBuyer | null = { type: 'B2C', consumerNo: null }): SaleInput {
  const total = products.reduce((s, p) => s + p.price, 0);
  return {
    kind: 'store',
    products,
    lines: products.map((p) => ({ productId: p.id, isNoat: false })),
    buyer: CUSTOMER,
    payment: { payments: singlePayment('cash', total), cashReceived: null },
    ebarimt,
  };
}

/** An issued-ready job: a store sale's job as the sell command writes it, pending. */
async function pendingJob(): Promise<string> {
  const products = await stock(1);
  const { orderId } = await seedSale(rules.env, saleInput(products), SELLER);
  return orderId;
}

/** The day in Ulaanbaatar (UTC+8), as the bridge states it (bridge/worker.mjs ubDay). */
const ubDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const claim = (over: Record<string, unknown> = {}) => ({ status: 'sending', bridgeId: BRIDGE.uid, claimId: randomUUID(), billIdSuffix: '0001', suffixDay: ubDay(Date.now()), attempts: 1, updatedAt: serverTimestamp(), ...over });
const issued = (over: Record<string, unknown> = {}) => ({ status: 'issued', bridgeId: BRIDGE.uid, ddtd: DDTD, date: '2026-11-27 12:00:00', totalAmount: 110_000, totalVAT: 10_000, hasLottery: true, message: '', updatedAt: serverTimestamp(), ...over });

describe('the bridge', () => {
  it('reads its point’s job and the order it names; claims, issues and writes the print copy', async () => {
    const orderId = await pendingJob();
    const fs = dbFor(BRIDGE);
    await assertSucceeds(getDoc(doc(fs, 'ebarimtReceipts', orderId)));
    await assertSucceeds(getDoc(doc(fs, 'orders', orderId)));
    await assertSucceeds(updateDoc(doc(fs, 'ebarimtReceipts', orderId), claim()));
    const batch = writeBatch(fs);
    batch.update(doc(fs, 'ebarimtReceipts', orderId), issued());
    batch.set(doc(fs, 'ebarimtPrints', orderId), { ddtd: DDTD, date: '2026-11-27 12:00:00', lottery: 'AB 40000001', qrData: '1234567890', totalAmount: 110_000, totalVAT: 10_000, pointId: STORE_A, createdUserId: uidOf(SELLER), createdAt: serverTimestamp() });
    await assertSucceeds(batch.commit());
    // The seller who sold it reads and deletes the print copy once printed; another store's cannot.
    await assertFails(getDoc(doc(dbFor(OTHER_SELLER), 'ebarimtPrints', orderId)));
    await assertSucceeds(getDoc(doc(dbFor(SELLER), 'ebarimtPrints', orderId)));
    await assertSucceeds(deleteDoc(doc(dbFor(SELLER), 'ebarimtPrints', orderId)));
    // Once printed, the bridge cannot make the copy again (another lottery number, another QR).
    const again = { ddtd: DDTD, date: '2026-11-27 12:00:00', lottery: 'ZZ 49999999', qrData: '999', totalAmount: 110_000, totalVAT: 10_000, pointId: STORE_A, createdUserId: uidOf(SELLER), createdAt: serverTimestamp() };
    await assertFails(setDoc(doc(fs, 'ebarimtPrints', orderId), again));
    await assertFails(setDoc(doc(fs, 'ebarimtPrints', orderId), { ...again, lottery: 'AB 40000001', qrData: '1234567890' }));
  });

  it('reads no product, no job of another point, no order of another store', async () => {
    const orderId = await pendingJob();
    const products = await stock(1);
    await assertFails(getDoc(doc(dbFor(BRIDGE), 'products', products[0].id)));
    await assertFails(getDoc(doc(dbFor(OTHER_BRIDGE), 'ebarimtReceipts', orderId)));
    await assertFails(getDoc(doc(dbFor(OTHER_BRIDGE), 'orders', orderId)));
    // A store order of its own store it reads without a job too (a return of it may need one).
    await admin((db) => deleteDoc(doc(db, 'ebarimtReceipts', orderId)));
    await assertSucceeds(getDoc(doc(dbFor(BRIDGE), 'orders', orderId)));
    await assertFails(getDoc(doc(dbFor(OTHER_BRIDGE), 'orders', orderId)));
  });

  it('never touches an order’s money or a product', async () => {
    const orderId = await pendingJob();
    await assertFails(updateDoc(doc(dbFor(BRIDGE), 'orders', orderId), { soldTotalPrice: 1 }));
    const products = await stock(1);
    await assertFails(updateDoc(doc(dbFor(BRIDGE), 'products', products[0].id), { isSold: true }));
  });

  const badClaims: [string, Record<string, unknown>][] = [
    ['in another bridge’s name', { bridgeId: OTHER_BRIDGE.uid }],
    ['skipping an attempt', { attempts: 2 }],
    ['with a bill id suffix of letters', { billIdSuffix: 'ab' }],
    ['straight to issued', { status: 'issued' }],
    ['without its claim id', { claimId: null }],
    ['with a claim id that is not one', { claimId: 'mine' }],
    ['on a day that is not today', { suffixDay: '1999-01-01' }],
    ['on tomorrow', { suffixDay: ubDay(Date.now() + 86_400_000) }],
    ['changing the buyer', { buyer: { type: 'B2C', consumerNo: '99999999' } }],
  ];
  for (const [name, over] of badClaims) {
    it(`refuses a claim ${name}`, async () => {
      const orderId = await pendingJob();
      await assertFails(updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), claim(over)));
    });
  }

  it('refuses a claim by another point’s bridge, and a result of a job it did not claim', async () => {
    const orderId = await pendingJob();
    await assertFails(updateDoc(doc(dbFor(OTHER_BRIDGE), 'ebarimtReceipts', orderId), claim({ bridgeId: OTHER_BRIDGE.uid })));
    await assertFails(updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), issued()));
  });

  const badResults: [string, Record<string, unknown>][] = [
    ['a DDTD of 32 digits', { ddtd: DDTD.slice(1) }],
    ['a date in another format', { date: '2026/11/27 12:00' }],
    ['a negative VAT', { totalVAT: -1 }],
    ['changing the point', { pointId: STORE_B }],
    ['changing the products', { productIds: [] }],
  ];
  for (const [name, over] of badResults) {
    it(`refuses an issue with ${name}`, async () => {
      const orderId = await pendingJob();
      await updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), claim());
      await assertFails(updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), issued(over)));
    });
  }

  it('refuses a print copy of no issue, or with another DDTD or lottery', async () => {
    const orderId = await pendingJob();
    const fs = dbFor(BRIDGE);
    const print = { ddtd: DDTD, date: '2026-11-27 12:00:00', lottery: 'AB 40000001', qrData: '1234567890', totalAmount: 110_000, totalVAT: 10_000, pointId: STORE_A, createdUserId: uidOf(SELLER), createdAt: serverTimestamp() };
    await assertFails(setDoc(doc(fs, 'ebarimtPrints', orderId), print));
    await updateDoc(doc(fs, 'ebarimtReceipts', orderId), claim());
    for (const over of [{ ddtd: DDTD.replace(/1$/, '2') }, { lottery: 'lucky' }, { totalAmount: 1 }]) {
      const batch = writeBatch(fs);
      batch.update(doc(fs, 'ebarimtReceipts', orderId), issued());
      batch.set(doc(fs, 'ebarimtPrints', orderId), { ...print, ...over });
      await assertFails(batch.commit());
    }
  });
});

/** A return's (or a list refund's) job as the bridge adds it: a correction of the sale at STORE_A, then `over`. */
const job = (orderId: string, returnId: string, over: Record<string, unknown> = {}) => ({
  orderId,
  returnId,
  seriesId: orderId,
  kind: 'correction',
  pointId: STORE_A,
  productIds: [] as string[],
  buyer: { type: 'B2C', consumerNo: null },
  status: 'pending',
  createdAt: serverTimestamp(),
  createdUserId: uidOf(SELLER),
  ...over,
});

describe('the bridge adds a counter return’s jobs', () => {
  /**
   * A sale with its job and a return of its first product made before the commands (the browser's
   * old write, the command's documents without their e-barimt jobs: support/returnFixture.ts), or an
   * exchange of it for `taken` new products of the store.
   */
  async function soldAndReturned(taken = 0) {
    const products = await stock(3);
    const newProducts = taken ? await stock(taken) : [];
    const { orderId } = await seedSale(rules.env, saleInput(products), SELLER);
    const { returnId } = await seedReturn(
      rules.env,
      { orderId, productIds: [products[0].id], newLines: newProducts.map((p) => ({ productId: p.id, isNoat: false, price: p.price })), ...(taken ? { payment: { payments: singlePayment('cash', (taken - 1) * 110_000), cashReceived: null } } : {}) },
      SELLER,
      { beforeCommands: true },
    );
    return { orderId, returnId, kept: products.slice(1).map((p) => p.id), returned: products[0].id, newIds: newProducts.map((p) => p.id) };
  }

  it('reads the return and its order; adds the correction of the sale keeping the other lines', async () => {
    const { orderId, returnId, kept } = await soldAndReturned();
    const fs = dbFor(BRIDGE);
    await assertSucceeds(getDoc(doc(fs, 'returns', returnId)));
    await assertSucceeds(getDoc(doc(fs, 'orders', orderId)));
    await assertSucceeds(getDoc(doc(fs, 'ebarimtReceipts', `${returnId}-${orderId}`)));
    await assertFails(getDoc(doc(dbFor(OTHER_BRIDGE), 'returns', returnId)));
    await assertSucceeds(setDoc(doc(fs, 'ebarimtReceipts', `${returnId}-${orderId}`), job(orderId, returnId, { productIds: kept })));
  });

  it('a whole return keeps nothing; the exchange’s new products get their own receipt job', async () => {
    const { orderId, returnId, newIds } = await soldAndReturned(2);
    const fs = dbFor(BRIDGE);
    await assertSucceeds(setDoc(doc(fs, 'ebarimtReceipts', `${returnId}-${orderId}`), job(orderId, returnId, { kind: 'return', productIds: [] })));
    await assertFails(setDoc(doc(fs, 'ebarimtReceipts', `${returnId}-new`), job(orderId, returnId, { kind: 'sale', seriesId: `${returnId}-new`, productIds: newIds.slice(0, 1) })));
    await assertSucceeds(setDoc(doc(fs, 'ebarimtReceipts', `${returnId}-new`), job(orderId, returnId, { kind: 'sale', seriesId: `${returnId}-new`, productIds: newIds })));
  });

  it('a later return of an exchanged product corrects the exchange’s receipt', async () => {
    const { orderId, returnId, newIds } = await soldAndReturned(2);
    const fs = dbFor(BRIDGE);
    const series = `${returnId}-new`;
    const { returnId: later } = await seedReturn(rules.env, { orderId, productIds: [newIds[1]] }, SELLER, { beforeCommands: true });
    const correction = job(orderId, later, { seriesId: series, productIds: [newIds[0]] });
    // Not before the exchange's own receipt job exists.
    await assertFails(setDoc(doc(fs, 'ebarimtReceipts', `${later}-${series}`), correction));
    await setDoc(doc(fs, 'ebarimtReceipts', series), job(orderId, returnId, { kind: 'sale', seriesId: series, productIds: newIds }));
    await assertFails(setDoc(doc(fs, 'ebarimtReceipts', `${later}-${series}`), { ...correction, productIds: [newIds[0], 'other'] }));
    await assertSucceeds(setDoc(doc(fs, 'ebarimtReceipts', `${later}-${series}`), correction));
  });

  it('a return by the command writes the correction the bridge would add (so it adds none): a pending job of its point the bridge claims', async () => {
    const products = await stock(3);
    const { orderId } = await seedSale(rules.env, saleInput(products), SELLER);
    const { returnId, jobIds } = await seedReturn(rules.env, { orderId, productIds: [products[0].id] }, SELLER);
    const id = `${returnId}-${orderId}`;
    expect(jobIds).toEqual([id]);
    const { createdAt: _at, ...expected } = job(orderId, returnId, { productIds: products.slice(1).map((p) => p.id) });
    expect(await stored(`ebarimtReceipts/${id}`)).toMatchObject(expected);
    const fs = dbFor(BRIDGE);
    await assertFails(setDoc(doc(fs, 'ebarimtReceipts', id), job(orderId, returnId, { productIds: products.slice(1).map((p) => p.id) })));
    await assertSucceeds(updateDoc(doc(fs, 'ebarimtReceipts', id), claim()));
  });

  const forged: [string, (ids: { orderId: string; returnId: string; kept: string[]; returned: string }) => [string, Record<string, unknown>]][] = [
    ['another order', (x) => [`${x.returnId}-${x.orderId}`, { orderId: 'other-order', productIds: x.kept }]],
    ['another point', (x) => [`${x.returnId}-${x.orderId}`, { pointId: STORE_B, productIds: x.kept }]],
    ['another seller', (x) => [`${x.returnId}-${x.orderId}`, { createdUserId: uidOf(OTHER_SELLER), productIds: x.kept }]],
    ['status issued', (x) => [`${x.returnId}-${x.orderId}`, { status: 'issued', productIds: x.kept }]],
    ['a DDTD', (x) => [`${x.returnId}-${x.orderId}`, { ddtd: DDTD, productIds: x.kept }]],
    ['another buyer', (x) => [`${x.returnId}-${x.orderId}`, { buyer: { type: 'B2C', consumerNo: '10038071' }, productIds: x.kept }]],
    ['the returned product kept', (x) => [`${x.returnId}-${x.orderId}`, { productIds: [...x.kept, x.returned] }]],
    ['a product the order has not', (x) => [`${x.returnId}-${x.orderId}`, { productIds: [...x.kept, 'p-other'] }]],
    ['kept products on a whole return', (x) => [`${x.returnId}-${x.orderId}`, { kind: 'return', productIds: x.kept }]],
    ['an id that is not the return and series', (x) => [`${x.orderId}-${x.returnId}`, { productIds: x.kept }]],
  ];
  for (const [name, forge] of forged) {
    it(`refuses a return job with ${name}`, async () => {
      const x = await soldAndReturned();
      const [id, over] = forge(x);
      await assertFails(setDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', id), job(x.orderId, x.returnId, over)));
    });
  }

  it('refuses the job written by a seller or by another store’s bridge', async () => {
    const { orderId, returnId, kept } = await soldAndReturned();
    await assertFails(setDoc(doc(dbFor(SELLER), 'ebarimtReceipts', `${returnId}-${orderId}`), job(orderId, returnId, { productIds: kept })));
    await assertFails(setDoc(doc(dbFor(OTHER_BRIDGE), 'ebarimtReceipts', `${returnId}-${orderId}`), job(orderId, returnId, { productIds: kept })));
  });

  it('records the receipt in force it corrected: a job of the same order only', async () => {
    const { orderId, returnId, kept } = await soldAndReturned();
    const other = await pendingJob();
    const fs = dbFor(BRIDGE);
    const id = `${returnId}-${orderId}`;
    await setDoc(doc(fs, 'ebarimtReceipts', id), job(orderId, returnId, { productIds: kept }));
    await updateDoc(doc(fs, 'ebarimtReceipts', id), claim());
    await assertFails(updateDoc(doc(fs, 'ebarimtReceipts', id), issued({ correctsId: other })));
    await assertSucceeds(updateDoc(doc(fs, 'ebarimtReceipts', id), issued({ correctsId: orderId })));
  });
});

describe('the bridge adds the job of a refund from the sold products screen', () => {
  /** A sale with its job, then its first product refunded by the Manager as the app does it (the order records it). */
  async function soldAndRefunded() {
    const products = await stock(3);
    const { orderId } = await seedSale(rules.env, saleInput(products), SELLER);
    const seen = toProduct(products[0].id, (await stored(`products/${products[0].id}`))!);
    const manager = { id: uidOf('Manager'), firstName: profileOf('Manager').firstName, lastName: profileOf('Manager').lastName, role: 'Manager' } as SessionUser;
    await refundProduct(seen, manager, dbFor('Manager'));
    const returnIds = (await stored(`orders/${orderId}`))!.returnIds as string[];
    return { orderId, refundId: returnIds[returnIds.length - 1], kept: products.slice(1).map((p) => p.id), returned: products[0].id };
  }

  it('the refund is on the order; the bridge reads it and adds the correction keeping the other lines', async () => {
    const { orderId, refundId, kept, returned } = await soldAndRefunded();
    expect(refundId).toMatch(new RegExp(`^refund_[A-Za-z0-9]+_${returned}$`));
    const fs = dbFor(BRIDGE);
    await assertSucceeds(getDoc(doc(fs, 'orders', orderId)));
    await assertSucceeds(setDoc(doc(fs, 'ebarimtReceipts', `${refundId}-${orderId}`), job(orderId, refundId, { productIds: kept })));
  });

  const forged: [string, (x: { orderId: string; refundId: string; kept: string[]; returned: string }) => [string, Record<string, unknown>]][] = [
    ['another point', (x) => [`${x.refundId}-${x.orderId}`, { pointId: STORE_B, productIds: x.kept }]],
    ['another seller', (x) => [`${x.refundId}-${x.orderId}`, { createdUserId: uidOf(OTHER_SELLER), productIds: x.kept }]],
    ['the refunded product kept', (x) => [`${x.refundId}-${x.orderId}`, { productIds: [...x.kept, x.returned] }]],
    ['kept products on a whole return', (x) => [`${x.refundId}-${x.orderId}`, { kind: 'return', productIds: x.kept }]],
    ['a refund the order does not record (another product)', (x) => {
      const other = x.refundId.replace(/_[^_]+$/, `_${x.kept[0]}`);
      return [`${other}-${x.orderId}`, { returnId: other, productIds: [x.kept[1]] }];
    }],
    ['a new side of a refund', (x) => [`${x.refundId}-new`, { kind: 'sale', seriesId: `${x.refundId}-new`, productIds: [x.returned] }]],
  ];
  for (const [name, forge] of forged) {
    it(`refuses a refund job with ${name}`, async () => {
      const x = await soldAndRefunded();
      const [id, over] = forge(x);
      await assertFails(setDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', id), job(x.orderId, x.refundId, over)));
    });
  }

  it('refuses the job written by the Manager or by another store’s bridge', async () => {
    const { orderId, refundId, kept } = await soldAndRefunded();
    await assertFails(setDoc(doc(dbFor('Manager'), 'ebarimtReceipts', `${refundId}-${orderId}`), job(orderId, refundId, { productIds: kept })));
    await assertFails(setDoc(doc(dbFor(OTHER_BRIDGE), 'ebarimtReceipts', `${refundId}-${orderId}`), job(orderId, refundId, { productIds: kept })));
  });
});

describe('the bridge adds the job of a confirmed delivery or a closed large sale', () => {
  const COURIER: Subject = 'DeliveryBoy';
  /**
   * An order as the courier's confirmation leaves it, or a large sale closed by the old protocol
   * (openedAt; before the sell command, which writes a counter sale's job itself), written with the
   * rules off.
   */
  async function order(kind: 'delivery' | 'largeSale', over: Record<string, unknown> = {}): Promise<string> {
    const id = `ord${Math.random().toString(36).slice(2, 10)}`;
    const line = (pid: string, isNoat: boolean) => ({ id: pid, name: `P ${pid}`, price: 110_000, originalPrice: 100_000, isNoat });
    const data =
      kind === 'delivery'
        ? {
            purchaseType: 'delivery', locationType: 'delivery', locationId: 'dp-1', pending_status: 'done', deliveredAt: Timestamp.now(),
            deliveryBoyId: uidOf(COURIER), createdUserId: uidOf('Call Centre'), productIds: ['a', 'b', 'c'], refundedProductIds: ['c'],
            products: [line('a', true), line('b', false), line('c', true)],
          }
        : {
            purchaseType: 'store', locationType: 'store', locationId: STORE_A, openedAt: Timestamp.now(), createdUserId: uidOf(SELLER),
            productIds: ['a', 'b'], products: [line('a', true), line('b', true)],
          };
    await admin((db) => setDoc(doc(db, 'orders', id), { id, ...data, ...over }));
    return id;
  }
  const job = (orderId: string, over: Record<string, unknown> = {}) => ({
    orderId,
    kind: 'sale',
    pointId: 'office',
    productIds: ['a', 'b'],
    buyer: { type: 'B2C', consumerNo: null },
    status: 'pending',
    createdAt: serverTimestamp(),
    createdUserId: uidOf(COURIER),
    ...over,
  });

  it('a delivery: the office’s bridge reads the order and adds the job of what was kept, made by the courier, who reads it', async () => {
    const orderId = await order('delivery');
    const fs = dbFor(BRIDGE);
    await assertSucceeds(getDoc(doc(fs, 'orders', orderId)));
    await assertFails(getDoc(doc(dbFor(OTHER_BRIDGE), 'orders', orderId)));
    await assertSucceeds(setDoc(doc(fs, 'ebarimtReceipts', orderId), job(orderId)));
    await assertSucceeds(getDoc(doc(dbFor(COURIER), 'ebarimtReceipts', orderId)));
  });

  it('a closed large sale: its store, its seller', async () => {
    const orderId = await order('largeSale');
    await assertSucceeds(setDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), job(orderId, { pointId: STORE_A, createdUserId: uidOf(SELLER) })));
  });

  const forged: [string, 'delivery' | 'largeSale', Record<string, unknown>, Record<string, unknown>?][] = [
    ['the refused product kept', 'delivery', { productIds: ['a', 'b', 'c'] }],
    ['a product left out', 'delivery', { productIds: ['a'] }],
    ['the call centre as its maker', 'delivery', { createdUserId: uidOf('Call Centre') }],
    ['a store as the point', 'delivery', { pointId: STORE_A }],
    ['a company as the buyer', 'delivery', { buyer: { type: 'B2B', regNo: COMPANY.regNo, customerTin: COMPANY.tin, customerName: COMPANY.name } }],
    ['a consumer number', 'delivery', { buyer: { type: 'B2C', consumerNo: '10038071' } }],
    ['status issued', 'delivery', { status: 'issued' }],
    ['a DDTD', 'delivery', { ddtd: DDTD }],
    ['kind correction', 'delivery', { kind: 'correction' }],
    ['an order not yet delivered', 'delivery', {}, { pending_status: 'delivering' }],
    ['another seller of a large sale', 'largeSale', { pointId: STORE_A, createdUserId: uidOf(OTHER_SELLER) }],
    ['a counter sale (the sell command writes its job)', 'largeSale', { pointId: STORE_A, createdUserId: uidOf(SELLER) }, { openedAt: null }],
  ];
  for (const [name, kind, over, orderOver] of forged) {
    it(`refuses the job with ${name}`, async () => {
      const orderId = await order(kind, orderOver);
      await assertFails(setDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), job(orderId, over)));
    });
  }

  it('refuses the job written by the courier, a seller or a bridge of another point', async () => {
    const orderId = await order('delivery');
    await assertFails(setDoc(doc(dbFor(COURIER), 'ebarimtReceipts', orderId), job(orderId)));
    await assertFails(setDoc(doc(dbFor(OTHER_BRIDGE), 'ebarimtReceipts', orderId), job(orderId)));
    const sale = await order('largeSale');
    await assertFails(setDoc(doc(dbFor(SELLER), 'ebarimtReceipts', sale), job(sale, { pointId: STORE_A, createdUserId: uidOf(SELLER) })));
    await assertFails(setDoc(doc(dbFor(OTHER_BRIDGE), 'ebarimtReceipts', sale), job(sale, { pointId: STORE_A, createdUserId: uidOf(SELLER) })));
  });
});

describe('staff on receipt jobs', () => {
  it('a seller may not write a DDTD nor any result; a Manager sends a failed job again, a seller may not', async () => {
    const orderId = await pendingJob();
    await assertFails(updateDoc(doc(dbFor(SELLER), 'ebarimtReceipts', orderId), { status: 'issued', ddtd: DDTD, date: '2026-11-27 12:00:00', updatedAt: serverTimestamp() }));
    await updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), claim());
    await updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), { status: 'failed', message: 'refused', bridgeId: BRIDGE.uid, updatedAt: serverTimestamp() });
    const again = { status: 'pending', message: '', retriedBy: uidOf(SELLER), updatedAt: serverTimestamp() };
    await assertFails(updateDoc(doc(dbFor(SELLER), 'ebarimtReceipts', orderId), again));
    await assertSucceeds(updateDoc(doc(dbFor('Manager'), 'ebarimtReceipts', orderId), { ...again, retriedBy: uidOf('Manager') }));
    await assertFails(updateDoc(doc(dbFor('Manager'), 'ebarimtReceipts', orderId), { status: 'issued', ddtd: DDTD, updatedAt: serverTimestamp() }));
    // Claimed again: under a fresh claim id, never the first one's (bridge/claim.mjs); the same day's
    // suffix, never a new one drawn by stating another day (the daemon refuses a second receipt that day).
    const first = (await stored(`ebarimtReceipts/${orderId}`))?.claimId;
    await assertFails(updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), claim({ claimId: first, attempts: 2 })));
    await assertFails(updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), claim({ attempts: 2, billIdSuffix: '0002' })));
    await assertFails(updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), claim({ attempts: 2, billIdSuffix: '0002', suffixDay: '1999-01-01' })));
    await assertSucceeds(updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), claim({ attempts: 2 })));
  });

  describe('an uncertain receipt found in ebarimt.mn: its DDTD recorded by Admin, Manager or dev', () => {
    async function uncertainJob(): Promise<string> {
      const orderId = await pendingJob();
      await updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), claim());
      await updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), { status: 'uncertain', message: 'the answer was lost', bridgeId: BRIDGE.uid, updatedAt: serverTimestamp() });
      return orderId;
    }
    const found = (by: Subject, over: Record<string, unknown> = {}) => ({ status: 'issued', ddtd: DDTD, date: '2026-11-27 12:00:07', message: '', reconciledBy: uidOf(by), updatedAt: serverTimestamp(), ...over });

    it('a Manager records it; it is issued with that DDTD and date', async () => {
      const orderId = await uncertainJob();
      await assertSucceeds(updateDoc(doc(dbFor('Manager'), 'ebarimtReceipts', orderId), found('Manager')));
      expect(await stored(`ebarimtReceipts/${orderId}`)).toMatchObject({ status: 'issued', ddtd: DDTD, date: '2026-11-27 12:00:07', reconciledBy: uidOf('Manager') });
    });

    const forged: [string, Subject, Record<string, unknown>][] = [
      ['by a seller', SELLER, {}],
      ['by the courier', 'DeliveryBoy', {}],
      ['a DDTD of 32 digits', 'Manager', { ddtd: DDTD.slice(1) }],
      ['a date of another shape', 'Manager', { date: '2026-11-27' }],
      ['in another person’s name', 'Manager', { reconciledBy: uidOf('Admin') }],
      ['the totals changed too', 'Manager', { totalAmount: 1 }],
      ['the products changed too', 'Manager', { productIds: [] }],
      ['a lottery said to be given', 'Manager', { hasLottery: true }],
      ['status failed', 'Manager', { status: 'failed' }],
    ];
    for (const [name, by, over] of forged) {
      it(`refuses it ${name}`, async () => {
        const orderId = await uncertainJob();
        await assertFails(updateDoc(doc(dbFor(by), 'ebarimtReceipts', orderId), found(by, over)));
      });
    }

    it('refuses it on a job that is not uncertain (pending, failed)', async () => {
      const orderId = await pendingJob();
      await assertFails(updateDoc(doc(dbFor('Manager'), 'ebarimtReceipts', orderId), found('Manager')));
      await updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), claim());
      await updateDoc(doc(dbFor(BRIDGE), 'ebarimtReceipts', orderId), { status: 'failed', message: 'refused', bridgeId: BRIDGE.uid, updatedAt: serverTimestamp() });
      await assertFails(updateDoc(doc(dbFor('Manager'), 'ebarimtReceipts', orderId), found('Manager')));
    });
  });

  it('a job or print copy that does not exist may be asked for by staff (the receipt looks before it knows), not by others', async () => {
    await assertSucceeds(getDoc(doc(dbFor(SELLER), 'ebarimtReceipts', 'no-such-order')));
    await assertSucceeds(getDoc(doc(dbFor(SELLER), 'ebarimtPrints', 'no-such-order')));
    await assertFails(getDoc(doc(dbFor('signed out'), 'ebarimtReceipts', 'no-such-order')));
    await assertFails(getDoc(doc(dbFor('inactive staff'), 'ebarimtPrints', 'no-such-order')));
  });

  it('reads: Admin, Manager, the seller of the point; not another store’s seller nor the courier', async () => {
    const orderId = await pendingJob();
    for (const who of ['Admin', 'Manager', SELLER] as Subject[]) await assertSucceeds(getDoc(doc(dbFor(who), 'ebarimtReceipts', orderId)));
    for (const who of [OTHER_SELLER, 'DeliveryBoy'] as Subject[]) await assertFails(getDoc(doc(dbFor(who), 'ebarimtReceipts', orderId)));
  });
});

describe('bridge accounts: created by Super Admin or dev, their points assigned by Admin or Manager', () => {
  const NEW = 'uid-bridge-new';
  const SHAPED = 'uid-bridge-shaped'; // a bridge profile as /employees writes it
  const form = { name: 'Гүүр Дархан', email: 'darkhan@shop.mn', password: 'unused-here' };
  const profile = (uid: string, over: Record<string, unknown> = {}) => ({ ...bridgeProfileOf(uid, form), createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...over });

  beforeAll(async () => {
    await admin((db) => setDoc(doc(db, 'users', SHAPED), { ...bridgeProfileOf(SHAPED, form), bridgePointIds: [STORE_B], createdAt: Timestamp.now(), updatedAt: Timestamp.now() }));
  });

  it('Super Admin writes the new account’s profile as the app does; Admin, Manager and a seller may not', async () => {
    await assertFails(writeBridgeProfile(NEW, form, dbFor('Admin')));
    await assertFails(writeBridgeProfile(NEW, form, dbFor('Manager')));
    await assertFails(writeBridgeProfile(NEW, form, dbFor(SELLER)));
    await assertSucceeds(writeBridgeProfile(NEW, form, dbFor('Super Admin')));
    await admin((db) => deleteDoc(doc(db, 'users', NEW)));
  });

  const forgedProfiles: [string, Record<string, unknown>][] = [
    ['a staff role', { role: 'Admin' }],
    ['a staff user type', { userType: 'staff' }],
    ['a staff field', { locationId: STORE_A }],
    ['a phone', { phone: '99112233' }],
    ['a name with #', { firstName: 'Гүүр #1' }],
    ['a name of 51 letters', { firstName: 'а'.repeat(51) }],
    ['an empty name', { firstName: '  ' }],
    ['an email of 101 characters', { email: `${'a'.repeat(95)}@x.mnn` }],
    ['isActive not a bool', { isActive: 'yes' }],
    ['points not a list', { bridgePointIds: STORE_A }],
    ['51 points', { bridgePointIds: Array.from({ length: 51 }, (_, i) => `p${i}`) }],
    ['another id', { id: 'someone-else' }],
    ['an old creation time', { createdAt: Timestamp.fromMillis(0) }],
  ];
  for (const [name, over] of forgedProfiles) {
    it(`refuses a bridge profile with ${name}`, async () => {
      await assertFails(setDoc(doc(dbFor('Super Admin'), 'users', NEW), profile(NEW, over)));
    });
  }

  it('Admin and Manager assign its points (the settings’ transaction), nothing else of it; a seller never', async () => {
    const bridges = [toBridgeAccount(SHAPED, (await stored(`users/${SHAPED}`))!)];
    const point = { name: 'Store A', merchantTin: '37900846788', branchNo: '001', posNo: '001', districtCode: '2501' };
    await assertSucceeds(saveEbarimtPoint(STORE_A, point, { bridgeId: SHAPED, bridges }, dbFor('Manager')));
    expect((await stored(`users/${SHAPED}`))!.bridgePointIds).toEqual([STORE_B, STORE_A]);
    await assertSucceeds(saveEbarimtPoint(STORE_A, point, { bridgeId: null, bridges }, dbFor('Admin')));
    expect((await stored(`users/${SHAPED}`))!.bridgePointIds).toEqual([STORE_B]);
    await assertFails(saveEbarimtPoint(STORE_A, point, { bridgeId: SHAPED, bridges }, dbFor(SELLER)));
    const ref = (caller: Subject) => doc(dbFor(caller), 'users', SHAPED);
    for (const over of [{ isActive: false }, { email: 'other@shop.mn' }, { firstName: 'Өөр' }, { role: 'Admin' }]) {
      await assertFails(updateDoc(ref('Manager'), { ...over, updatedAt: serverTimestamp() }));
    }
    await assertFails(updateDoc(ref('Manager'), { bridgePointIds: [STORE_B, STORE_A] })); // without updatedAt
    await assertFails(updateDoc(ref(SELLER), { bridgePointIds: [STORE_B, STORE_A], updatedAt: serverTimestamp() }));
    // Super Admin deactivates it as an employee.
    await assertSucceeds(updateDoc(ref('Super Admin'), { isActive: false, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref('Super Admin'), { isActive: true, updatedAt: serverTimestamp() }));
  });

  it('a bridge changes nothing of its own account nor another’s; a staff profile never becomes a bridge', async () => {
    await assertFails(updateDoc(doc(dbFor(BRIDGE), 'users', BRIDGE.uid), { bridgePointIds: [STORE_A, 'office', STORE_B], updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(dbFor(BRIDGE), 'users', SHAPED), { bridgePointIds: [], updatedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(doc(dbFor('Super Admin'), 'users', uidOf('Manager')), { role: 'Bridge', userType: 'bridge', bridgePointIds: [STORE_A], updatedAt: serverTimestamp() }),
    );
  });

  it('Super Admin, Admin and Manager list the bridges; a seller may not', async () => {
    const q = (caller: Subject) => query(collection(dbFor(caller), 'users'), where('role', '==', 'Bridge'));
    for (const caller of ['Super Admin', 'Admin', 'Manager'] as Subject[]) await assertSucceeds(getDocs(q(caller)));
    await assertFails(getDocs(q(SELLER)));
  });
});

describe('company lookups, points and the setting', () => {
  it('staff ask, the bridge answers; staff cannot answer', async () => {
    const ask = { regNo: '2680513', status: 'pending', askedAt: serverTimestamp(), askedBy: uidOf(SELLER) };
    await assertFails(setDoc(doc(dbFor(SELLER), 'ebarimtLookups', '2680513'), { ...ask, regNo: '268051' }));
    await assertSucceeds(setDoc(doc(dbFor(SELLER), 'ebarimtLookups', '2680513'), ask));
    await assertFails(updateDoc(doc(dbFor(SELLER), 'ebarimtLookups', '2680513'), { status: 'found', tin: '26800513117', name: 'X', vatPayer: true, answeredAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(dbFor(BRIDGE), 'ebarimtLookups', '2680513'), { status: 'found', tin: '26800513117', name: 'ЗАВХАН ИНЖЕНЕРИНГ ХХК', vatPayer: false, answeredAt: serverTimestamp() }));
    await assertFails(setDoc(doc(dbFor(SELLER), 'ebarimtLookups', '12345'), { ...ask, regNo: '12345' }));
  });

  it('points and the setting: Admin and Manager within the limits; a seller never', async () => {
    const point = { name: 'Store A', merchantTin: '37900846788', branchNo: '001', posNo: '001', districtCode: '2501', updatedAt: serverTimestamp() };
    await assertSucceeds(setDoc(doc(dbFor('Manager'), 'ebarimtPoints', STORE_A), point));
    await assertFails(setDoc(doc(dbFor(SELLER), 'ebarimtPoints', STORE_A), point));
    for (const over of [{ districtCode: '25010' }, { merchantTin: '3790084678' }, { branchNo: '0001' }, { posNo: 'POS-1' }, { name: '  ' }, { name: 'а'.repeat(101) }, { extra: 1 }]) {
      await assertFails(setDoc(doc(dbFor('Manager'), 'ebarimtPoints', STORE_A), { ...point, ...over }));
    }
    const first = { enabled: true, treatment: 'added', defaultClassificationCode: '6211100', enabledAt: serverTimestamp(), updatedAt: serverTimestamp() };
    await assertSucceeds(setDoc(doc(dbFor('Admin'), 'appConfigs', 'ebarimt'), first));
    // Saved again (switched on since then: the time it was switched on stays).
    const setting = { ...first, enabledAt: (await stored('appConfigs/ebarimt'))!.enabledAt };
    await assertSucceeds(setDoc(doc(dbFor('Admin'), 'appConfigs', 'ebarimt'), setting));
    await assertFails(setDoc(doc(dbFor('Admin'), 'appConfigs', 'ebarimt'), { ...setting, treatment: 'none' }));
    await assertFails(setDoc(doc(dbFor('Admin'), 'appConfigs', 'ebarimt'), { ...setting, defaultClassificationCode: '621110' }));
    await assertFails(setDoc(doc(dbFor(SELLER), 'appConfigs', 'ebarimt'), setting));
    await assertSucceeds(getDoc(doc(dbFor(BRIDGE), 'appConfigs', 'ebarimt')));
    await assertFails(getDoc(doc(dbFor(BRIDGE), 'appConfigs', 'returns')));
  });

  it('the setting remembers when it was switched on (the app’s save); that time cannot be forged', async () => {
    const ref = (caller: Subject) => doc(dbFor(caller), 'appConfigs', 'ebarimt');
    const setting = { enabled: true, treatment: 'added' as const, defaultClassificationCode: '6211100' };
    const enabledAt = async () => (await stored('appConfigs/ebarimt'))?.enabledAt as Timestamp | null | undefined;
    await assertSucceeds(saveEbarimtSetting({ ...setting, enabled: false }, dbFor('Manager')));
    await assertSucceeds(saveEbarimtSetting(setting, dbFor('Manager')));
    const on = await enabledAt();
    expect(on).toBeInstanceOf(Timestamp);
    expect(on!.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    // Saved again while on: kept.
    await assertSucceeds(saveEbarimtSetting({ ...setting, defaultClassificationCode: '6211101' }, dbFor('Manager')));
    expect((await enabledAt())!.isEqual(on!)).toBe(true);
    // Off keeps it; switched on again starts from then.
    await assertSucceeds(saveEbarimtSetting({ ...setting, enabled: false }, dbFor('Manager')));
    expect((await enabledAt())!.isEqual(on!)).toBe(true);
    const forged: Record<string, unknown>[] = [
      { ...setting, enabledAt: Timestamp.fromMillis(Date.now() - 7 * 86_400_000), updatedAt: serverTimestamp() }, // switched on "a week ago"
      { ...setting, enabledAt: null, updatedAt: serverTimestamp() },
      { ...setting, updatedAt: serverTimestamp() },
    ];
    for (const f of forged) await assertFails(setDoc(ref('Manager'), f));
    await assertSucceeds(setDoc(ref('Manager'), { ...setting, enabledAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    // While on: moved back, dropped, or moved to now.
    for (const at of [Timestamp.fromMillis(0), null, serverTimestamp()]) {
      await assertFails(setDoc(ref('Manager'), { ...setting, enabledAt: at, updatedAt: serverTimestamp() }));
    }
  });
});

describe('VAT sales without an issued e-barimt (/ebarimt and the Z report)', () => {
  // A day of its own, long ago, so no other test's sale falls into it.
  const day = Date.UTC(2020, 2, 1, 2, 0);
  const at = (min: number) => Timestamp.fromMillis(day + min * 60_000);
  const from = new Date(day);
  const to = new Date(day + 86_400_000);

  beforeAll(async () => {
    const sale = (id: string, min: number, over: Record<string, unknown> = {}, isNoat = true) => ({
      id, productId: `${id}-p`, orderId: id, price: 110_000, purchaseType: 'store', locationType: 'store', locationId: STORE_A, locationName: 'Store A',
      product: { id: `${id}-p`, name: 'Гутал', price: 110_000, originalPrice: 100_000, isNoat }, createdAt: at(min), ...over,
    });
    const job = (id: string, pointId: string, status: string) => ({ orderId: id, kind: 'sale', pointId, productIds: [`${id}-p`], buyer: { type: 'B2C', consumerNo: null }, status, createdAt: at(0), createdUserId: 'x' });
    await admin(async (db) => {
      const b = writeBatch(db);
      b.set(doc(db, 'sales', 'mr-issued'), sale('mr-issued', 1));
      b.set(doc(db, 'ebarimtReceipts', 'mr-issued'), job('mr-issued', STORE_A, 'issued'));
      b.set(doc(db, 'sales', 'mr-nojob'), sale('mr-nojob', 2));
      b.set(doc(db, 'sales', 'mr-failed'), sale('mr-failed', 3));
      b.set(doc(db, 'ebarimtReceipts', 'mr-failed'), job('mr-failed', STORE_A, 'failed'));
      b.set(doc(db, 'sales', 'mr-novat'), sale('mr-novat', 4, {}, false));
      // An exchange's new pair on the issued sale: its own receipt `<return>-new`, never written.
      b.set(doc(db, 'sales', 'mr-ret-x'), sale('mr-issued', 5, { productId: 'mr-x-p', exchangeId: 'mr-ret' }));
      b.set(doc(db, 'sales', 'mr-storeb'), sale('mr-storeb', 6, { locationId: STORE_B, locationName: 'Store B' }));
      // Deliveries: one done without its job, one still on the road (its receipt is the door's).
      const delivery = { purchaseType: 'delivery', locationType: 'delivery', locationId: 'office' };
      b.set(doc(db, 'sales', 'mr-door'), sale('mr-door', 7, delivery));
      b.set(doc(db, 'orders', 'mr-door'), { purchaseType: 'delivery', pending_status: 'done', productIds: ['mr-door-p'], createdAt: at(7) });
      b.set(doc(db, 'sales', 'mr-road'), sale('mr-road', 8, delivery));
      b.set(doc(db, 'orders', 'mr-road'), { purchaseType: 'delivery', pending_status: 'delivering', productIds: ['mr-road-p'], createdAt: at(8) });
      // The next day: outside the period.
      b.set(doc(db, 'sales', 'mr-later'), sale('mr-later', 24 * 60 + 1));
      await b.commit();
    });
  });

  it("a Manager sees every sale of the business whose job is missing or not issued, with why", async () => {
    const { readMissingReceipts } = await import('../../src/entities/ebarimt/missingReceiptQueries');
    const check = await readMissingReceipts({ from, to, treatment: 'added', storeId: null }, undefined, dbFor('Manager'));
    expect(check.checked).toBe(7);
    expect(check.missing.map((m) => [m.jobId, m.reason])).toEqual([
      ['mr-nojob', 'noJob'],
      ['mr-failed', 'failed'],
      ['mr-ret-new', 'noJob'],
      ['mr-storeb', 'noJob'],
      ['mr-door', 'noJob'],
    ]);
  });

  it("a shift's seller checks its own store's counter sales (under 'contained' every line), and no other store's", async () => {
    const { readMissingReceipts } = await import('../../src/entities/ebarimt/missingReceiptQueries');
    const added = await readMissingReceipts({ from, to, treatment: 'added', storeId: STORE_A }, undefined, dbFor(SELLER));
    expect(added.missing.map((m) => m.jobId)).toEqual(['mr-nojob', 'mr-failed', 'mr-ret-new']);
    const contained = await readMissingReceipts({ from, to, treatment: 'contained', storeId: STORE_A }, undefined, dbFor(SELLER));
    expect(contained.missing.map((m) => m.jobId)).toEqual(['mr-nojob', 'mr-failed', 'mr-novat', 'mr-ret-new']);
    await assertFails(readMissingReceipts({ from, to, treatment: 'added', storeId: STORE_A }, undefined, dbFor(OTHER_SELLER)));
    await assertFails(readMissingReceipts({ from, to, treatment: 'added', storeId: null }, undefined, dbFor(SELLER)));
  });
});
