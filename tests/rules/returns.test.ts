// THE RETURN's client side against the rules. The return, the exchange and the seller's request for
// an approval are the trusted commands' (returnOrExchange, requestReturn: tests/functions/returns.test.ts
// proves them; no client writes them: return-lockdown.test.ts); here they are arranged as the
// commands write them (support/returnFixture.ts, of sales as the sell command writes them:
// support/saleFixture.ts), and what stays in the browser is checked: who reads a return, a request
// and the window with the desk's own reads; a Manager's decision on a request (only Admin, Manager,
// dev, naming themselves, on a pending one); its requester's withdrawal; the window setting.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import type { StaffRole } from '../../src/auth/roles';
import type { Product } from '../../src/entities/product/product';
import { decideReturnRequest, saveReturnWindow, withdrawReturnRequest, type ReturnUser } from '../../src/features/returns/api/returnWrites';
import { adminAccess } from './support/adminAccess';
import { describeRoleMatrix, rulesHarness } from './support/harness';
import { seedReturn, seedReturnRequest } from './support/returnFixture';
import { seedSale } from './support/saleFixture';
import { CUSTOMER, STORE_A, STORE_B, addProducts, productData, seedSellingWorld } from './support/selling';
import { profileOf, uidOf, type Subject } from './support/users';

vi.mock('../../src/firebase/firestore', () => ({ db: null }));

const rules = rulesHarness('returns-rules', { users: 'once' });
// One Firestore per caller for the whole file: a write's references must be of the instance committing it.
const instances = new Map<Subject, Firestore>();
function dbFor(subject: Subject): Firestore {
  if (!instances.has(subject)) instances.set(subject, rules.dbFor(subject));
  return instances.get(subject)!;
}
const { admin, stored } = adminAccess(rules);
const SELLER: Subject = 'Reception In City'; // works in STORE_A
const OTHER_SELLER: Subject = 'Reception In Country'; // works in STORE_B
const DAY = 86_400_000;

function userOf(subject: Subject): ReturnUser {
  const p = profileOf(subject);
  const locationId = subject === SELLER ? STORE_A : subject === OTHER_SELLER ? STORE_B : null;
  return { id: uidOf(subject), firstName: p.firstName, lastName: p.lastName, role: p.role as StaffRole, locationId };
}

beforeAll(async () => {
  await seedSellingWorld(rules.env, uidOf(SELLER), uidOf(OTHER_SELLER));
});

async function stock(prices: readonly number[], store = STORE_A): Promise<Product[]> {
  return addProducts(
    rules.env,
    prices.map((price) => productData({ price, originalPrice: price, locationId: store, locationName: store === STORE_A ? 'Store A' : 'Store B' })),
  );
}

/** A store sale by the seller of `products` (a registered customer), as the sell command writes it. */
async function sold(products: readonly Product[], seller: Subject = SELLER): Promise<string> {
  const { orderId } = await seedSale(rules.env, { kind: 'store', products, lines: products.map((p) => ({ productId: p.id, isNoat: false })), buyer: CUSTOMER }, seller);
  return orderId;
}

/** Moves an order's sale date back (as if sold `days` ago). */
async function backdate(orderId: string, days: number): Promise<void> {
  await admin((db) => updateDoc(doc(db, 'orders', orderId), { createdAt: Timestamp.fromMillis(Date.now() - days * DAY) }));
}

/** A seller's request (as requestReturn writes it) for the first of two lines of a sale of STORE_A. */
async function requested(reason = 'Too small'): Promise<{ orderId: string; requestId: string; products: Product[] }> {
  const products = await stock([60_000, 40_000]);
  const orderId = await sold(products);
  const requestId = await seedReturnRequest(rules.env, { orderId, productIds: [products[0].id], reason }, SELLER);
  return { orderId, requestId, products };
}

describe('who reads a return, a request and the window (the desk’s own reads)', () => {
  const world: { orderId: string; returnId: string; requestId: string } = { orderId: '', returnId: '', requestId: '' };

  beforeAll(async () => {
    const [a, b] = await stock([50_000, 30_000]);
    world.orderId = await sold([a, b]);
    world.returnId = (await seedReturn(rules.env, { orderId: world.orderId, productIds: [a.id] }, SELLER)).returnId;
    world.requestId = await seedReturnRequest(rules.env, { orderId: world.orderId, productIds: [b.id], reason: 'Wrong colour' }, SELLER);
  });

  type Read = 'the order’s returns (by order; a seller also by its store)' | 'the return by id' | 'the request by id' | 'the pending requests (the decision panel)' | 'the window setting';
  const READS: readonly Read[] = ['the order’s returns (by order; a seller also by its store)', 'the return by id', 'the request by id', 'the pending requests (the decision panel)', 'the window setting'];
  const managers = (s: Subject) => s === 'Admin' || s === 'Manager' || s === 'dev';
  const staff = (s: Subject) => !['inactive staff', 'unknown role', 'clientUser auth', 'signed out'].includes(s);

  describeRoleMatrix<Read>('%s', {
    operations: READS,
    allowed: (s, op) =>
      op === 'the window setting'
        ? staff(s)
        : op === 'the pending requests (the decision panel)'
          ? managers(s)
          : managers(s) || s === SELLER,
    attempt: (s, op) => {
      const fs = dbFor(s);
      switch (op) {
        case 'the order’s returns (by order; a seller also by its store)': {
          const seller = s === SELLER || s === OTHER_SELLER;
          return getDocs(query(collection(fs, 'returns'), where('orderId', '==', world.orderId), ...(seller ? [where('locationId', '==', STORE_A)] : [])));
        }
        case 'the return by id':
          return getDoc(doc(fs, 'returns', world.returnId));
        case 'the request by id':
          return getDoc(doc(fs, 'returnRequests', world.requestId));
        case 'the pending requests (the decision panel)':
          return getDocs(query(collection(fs, 'returnRequests'), where('state', '==', 'pending'), orderBy('createdAt', 'asc'), limit(50)));
        case 'the window setting':
          return getDoc(doc(fs, 'appConfigs', 'returns'));
      }
    },
    concurrent: true,
  });

  it('a seller lists its own requests (where createdUserId is itself), and no one else’s', async () => {
    const mine = await getDocs(query(collection(dbFor(SELLER), 'returnRequests'), where('createdUserId', '==', uidOf(SELLER)), orderBy('createdAt', 'desc'), limit(10)));
    expect(mine.docs.map((d) => d.id)).toContain(world.requestId);
    await assertFails(getDocs(query(collection(dbFor(OTHER_SELLER), 'returnRequests'), where('createdUserId', '==', uidOf(SELLER)))));
  });
});

describe('a Manager decides a request the command wrote', () => {
  it('only Admin, Manager, dev, naming themselves, on a pending request; never back to pending, never used', async () => {
    const { requestId } = await requested();
    const manager = dbFor('Manager');
    const ref = doc(manager, 'returnRequests', requestId);
    const me = userOf('Manager');
    const decidedBy = { id: me.id, firstName: me.firstName, lastName: me.lastName };
    await assertFails(updateDoc(ref, { state: 'approved', decidedBy: { ...decidedBy, firstName: 'Other' }, decidedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { state: 'approved', decidedBy: { ...decidedBy, id: 'someone-else' }, decidedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { state: 'used', decidedBy, decidedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { state: 'approved', decidedBy, decidedAt: serverTimestamp(), returnedTotal: 1 }));
    await assertFails(updateDoc(ref, { state: 'approved', decidedBy, decidedAt: serverTimestamp(), productIds: ['another'] }));
    // The seller cannot approve its own request.
    await assertFails(updateDoc(doc(dbFor(SELLER), 'returnRequests', requestId), { state: 'approved', decidedBy: { id: uidOf(SELLER), firstName: '', lastName: '' }, decidedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { state: 'refused', decidedBy, decidedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { state: 'approved', decidedBy, decidedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { state: 'pending', decidedBy: null, decidedAt: null }));
  });

  it('the app’s own decision by each of Admin, Manager, dev; a courier, the call centre and Super Admin may not', async () => {
    for (const subject of ['Admin', 'Manager', 'dev'] as const) {
      const { requestId } = await requested();
      await assertSucceeds(decideReturnRequest(requestId, true, userOf(subject), dbFor(subject)));
      expect(await stored(`returnRequests/${requestId}`)).toMatchObject({ state: 'approved', decidedBy: { id: uidOf(subject) } });
    }
    for (const subject of ['DeliveryBoy', 'Call Centre', 'Super Admin', OTHER_SELLER] as const) {
      const { requestId } = await requested();
      await assertFails(decideReturnRequest(requestId, true, userOf(subject), dbFor(subject)));
    }
  });

  it('an approval used by its return (the command) is final: no decision changes it', async () => {
    const { orderId, requestId, products } = await requested();
    await backdate(orderId, 30);
    await decideReturnRequest(requestId, true, userOf('Manager'), dbFor('Manager'));
    const ret = await seedReturn(rules.env, { orderId, productIds: [products[0].id], approvalId: requestId }, SELLER);
    expect(await stored(`returnRequests/${requestId}`)).toMatchObject({ state: 'used', returnId: ret.returnId });
    const me = userOf('Manager');
    const decidedBy = { id: me.id, firstName: me.firstName, lastName: me.lastName };
    await assertFails(updateDoc(doc(dbFor('Manager'), 'returnRequests', requestId), { state: 'refused', decidedBy, decidedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(dbFor('Manager'), 'returnRequests', requestId), { state: 'approved', decidedBy, decidedAt: serverTimestamp() }));
    // Nor does its requester take it back, nor a Manager delete it (the return names it).
    await assertFails(deleteDoc(doc(dbFor(SELLER), 'returnRequests', requestId)));
    await assertFails(deleteDoc(doc(dbFor('Manager'), 'returnRequests', requestId)));
  });
});

describe('its requester withdraws a request', () => {
  it('pending or refused: the requester may; approved: not; another store’s seller never; a Manager always', async () => {
    const pending = await requested();
    await assertFails(withdrawReturnRequest(pending.requestId, dbFor(OTHER_SELLER)));
    await assertSucceeds(withdrawReturnRequest(pending.requestId, dbFor(SELLER)));

    const refused = await requested();
    await decideReturnRequest(refused.requestId, false, userOf('Manager'), dbFor('Manager'));
    await assertSucceeds(withdrawReturnRequest(refused.requestId, dbFor(SELLER)));

    const approved = await requested();
    await decideReturnRequest(approved.requestId, true, userOf('Manager'), dbFor('Manager'));
    await assertFails(withdrawReturnRequest(approved.requestId, dbFor(SELLER)));
    await assertSucceeds(withdrawReturnRequest(approved.requestId, dbFor('Manager')));
    expect(await stored(`returnRequests/${approved.requestId}`)).toBeUndefined();
  });
});

describe('the window setting', () => {
  it('whole days 0 to 365 by Admin, Manager, dev; nothing else in the document; never a seller', async () => {
    const manager = dbFor('Manager');
    const ref = doc(manager, 'appConfigs', 'returns');
    for (const bad of [366, -1, 1.5, '14']) await assertFails(setDoc(ref, { windowDays: bad, updatedAt: serverTimestamp() }));
    await assertFails(setDoc(ref, { windowDays: 14, updatedAt: serverTimestamp(), note: 'x' }));
    await assertFails(setDoc(ref, { windowDays: 14, updatedAt: Timestamp.fromMillis(Date.now() - DAY) }));
    await assertFails(setDoc(doc(dbFor(SELLER), 'appConfigs', 'returns'), { windowDays: 30, updatedAt: serverTimestamp() }));
    await assertFails(saveReturnWindow(30, dbFor('Call Centre')));
    await assertSucceeds(saveReturnWindow(0, dbFor('Admin')));
    await assertSucceeds(saveReturnWindow(30, dbFor('dev')));
    await assertSucceeds(saveReturnWindow(14, manager));
    expect(await stored('appConfigs/returns')).toMatchObject({ windowDays: 14 });
  });

  it('is what the command judges a seller by: past it the seller’s return needs an approval, within a longer one it does not', async () => {
    const [a, b] = await stock([30_000, 30_000]);
    const orderId = await sold([a, b]);
    await backdate(orderId, 20);
    await expect(seedReturn(rules.env, { orderId, productIds: [a.id] }, SELLER)).rejects.toMatchObject({ reason: 'approvalMissing' });
    await saveReturnWindow(30, dbFor('Manager'));
    try {
      await seedReturn(rules.env, { orderId, productIds: [a.id] }, SELLER);
    } finally {
      await saveReturnWindow(14, dbFor('Manager'));
    }
    expect(await stored(`products/${a.id}`)).toMatchObject({ isSold: false, isRefund: true });
  });
});
