// Discount requests of any size against the rules, through the app's own writes
// (discountRequestWrites.ts, docs/discounts.md "Requests of any size"): a request of 50 products is
// written 8 at a time as drafting requests and flipped to pending by one last write; interrupted, it
// stays drafting, seen by its requester only, until finished or undone (products exactly as before);
// a product changed meanwhile undoes the batch and names the product. The forged variants of the
// chunk, the flip and the undo are in forgery.test.ts.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { collection, doc, getDoc, getDocs, query, serverTimestamp, where, writeBatch, type Firestore } from 'firebase/firestore';
import { StockConflictError } from '../../src/entities/product/stockChanges';
import type { Product } from '../../src/entities/product/product';
import {
  createDiscountRequests,
  resumeDiscountBatch,
  undoDiscountBatch,
  UnfinishedDiscountError,
  type DiscountProgress,
} from '../../src/features/discounts/api/discountRequestWrites';
import { requestsQuery } from '../../src/features/discounts/api/discountRequestQueries';
import { requestNotesQuery } from '../../src/features/notifications/api/notificationQueries';
import { adminAccess } from './support/adminAccess';
import { rulesHarness } from './support/harness';
import { uidOf, type Subject } from './support/users';
import { STORE_A, addProducts, productData, seedSellingWorld } from './support/selling';

vi.mock('../../src/firebase/firestore', () => ({ db: null }));

const rules = rulesHarness('discount-batches-rules', { users: 'once' });
const { dbFor } = rules;

const SELLER: Subject = 'Reception In City';
const seller = { id: uidOf(SELLER), role: 'Reception In City' as const };

const { admin, stored } = adminAccess(rules);

/** Every request of a batch, as stored. */
const batchOf = (batchId: string) =>
  admin(async (db) => (await getDocs(query(collection(db, 'discountRequests'), where('batchId', '==', batchId)))).docs.map((d): Record<string, unknown> & { id: string } => ({ ...d.data(), id: d.id })));

async function products(n: number): Promise<Product[]> {
  return addProducts(rules.env, Array.from({ length: n }, () => productData({ price: 100_000, originalPrice: 100_000, locationId: STORE_A, locationType: 'store' })));
}

/** Each product as stored now, without updatedAt (every write stamps it). */
async function stockOf(list: readonly Product[]): Promise<Record<string, unknown>[]> {
  return Promise.all(
    list.map(async (p) => {
      const { updatedAt: _u, ...rest } = (await stored(`products/${p.id}`)) ?? {};
      return rest;
    }),
  );
}

const lines = (list: readonly Product[], price = 80_000) => list.map((p) => ({ product: p, requestPrice: price }));

/** What an approver's list and bell show (the app's own queries, as Admin). */
async function approverSees(): Promise<string[]> {
  const db = dbFor('Admin');
  const list = (await getDocs(requestsQuery({ kind: 'allPending' }, db))).docs.map((d) => d.id);
  const bell = (await getDocs(requestNotesQuery('discountPending', { id: uidOf('Admin'), role: 'Admin' }, db))).docs.map((d) => d.id);
  return [...new Set([...list, ...bell])];
}

/** Sends a request of `list` that stops (as a closed tab would) once `after` requests are written. */
async function interrupted(list: readonly Product[], after: number): Promise<UnfinishedDiscountError> {
  const error = await createDiscountRequests(lines(list), seller, dbFor(SELLER), (p) => {
    if (p.phase === 'write' && p.written >= after) throw new Error('the tab was closed');
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UnfinishedDiscountError);
  return error as UnfinishedDiscountError;
}

beforeAll(async () => {
  await seedSellingWorld(rules.env, uidOf('Reception In City'), uidOf('Reception In Country'));
});

describe('a discount request of any size, through the app', () => {
  it('a seller asks a discount on 50 products: 7 writes of at most 8, one flip; all 50 pending, each product pending with its request', async () => {
    const list = await products(50);
    const progress: DiscountProgress[] = [];
    const ids = await createDiscountRequests(lines(list), seller, dbFor(SELLER), (p) => progress.push(p));
    expect(progress.map((p) => `${p.phase}:${p.written}`)).toEqual(['write:8', 'write:16', 'write:24', 'write:32', 'write:40', 'write:48', 'write:50', 'flip:50']);
    expect(ids).toHaveLength(50);
    const requests = await Promise.all(ids.map((id) => stored(`discountRequests/${id}`)));
    const batchId = String(requests[0]?.batchId);
    for (const [i, r] of requests.entries()) {
      expect(r).toMatchObject({ state: 'pending', batchId, batchSize: 50, productId: list[i].id, requestPrice: 80_000, createdUserId: uidOf(SELLER), type: 'store' });
    }
    for (const [i, p] of (await stockOf(list)).entries()) expect(p).toMatchObject({ isDiscountPending: true, discountRequestId: ids[i] });
    // The plan, for a resume that is no longer needed.
    expect(await stored(`discountBatches/${batchId}`)).toMatchObject({ createdUserId: uidOf(SELLER), productIds: list.map((p) => p.id) });
    // The approver sees all 50 as requests to decide.
    const seen = await approverSees();
    expect(ids.every((id) => seen.includes(id))).toBe(true);
  }, 180_000);

  it('up to 8 products: one write, pending at once, no batch', async () => {
    const list = await products(8);
    const ids = await createDiscountRequests(lines(list), seller, dbFor(SELLER));
    for (const id of ids) {
      const r = await stored(`discountRequests/${id}`);
      expect(r).toMatchObject({ state: 'pending' });
      expect(r).not.toHaveProperty('batchId');
    }
  }, 60_000);

  it('interrupted: drafting, invisible to approvers and to the own pending list; then finished, all pending', async () => {
    const list = await products(20);
    const stop = await interrupted(list, 16);
    expect(stop).toMatchObject({ written: 16, total: 20 });
    const drafted = await batchOf(stop.batchId);
    expect(drafted).toHaveLength(16);
    expect(drafted.every((r) => r.state === 'drafting')).toBe(true);
    const seen = await approverSees();
    expect(drafted.some((r) => seen.includes(r.id))).toBe(false);
    expect((await getDocs(requestsQuery({ kind: 'ownPending', userId: uidOf(SELLER) }, dbFor(SELLER)))).docs.filter((d) => d.data().batchId === stop.batchId)).toHaveLength(0);
    // Another seller cannot read its plan.
    await expect(getDoc(doc(dbFor('Reception In Country'), 'discountBatches', stop.batchId))).rejects.toBeDefined();

    const progress: DiscountProgress[] = [];
    await resumeDiscountBatch(stop.batchId, seller, dbFor(SELLER), (p) => progress.push(p));
    expect(progress.map((p) => `${p.phase}:${p.written}`)).toEqual(['write:16', 'write:20', 'flip:20']);
    const done = await batchOf(stop.batchId);
    expect(done).toHaveLength(20);
    expect(done.every((r) => r.state === 'pending')).toBe(true);
    expect(done.map((r) => r.productId).sort()).toEqual(list.map((p) => p.id).sort());
    for (const p of await stockOf(list)) expect(p.isDiscountPending).toBe(true);
    // Finishing again changes nothing.
    await resumeDiscountBatch(stop.batchId, seller, dbFor(SELLER));
    expect(await batchOf(stop.batchId)).toHaveLength(20);
  }, 180_000);

  it('interrupted, then undone: every request cancelled, every product exactly as before', async () => {
    const list = await products(12);
    const before = await stockOf(list);
    const stop = await interrupted(list, 8);
    expect((await stockOf(list)).filter((p) => p.isDiscountPending === true)).toHaveLength(8);
    // Another seller's undo finds nothing of its own to undo.
    await undoDiscountBatch(stop.batchId, { id: uidOf('Reception In Country'), role: 'Reception In Country' }, dbFor('Reception In Country'));
    expect((await stockOf(list)).filter((p) => p.isDiscountPending === true)).toHaveLength(8);
    await undoDiscountBatch(stop.batchId, seller, dbFor(SELLER));
    expect(await stockOf(list)).toEqual(before);
    const requests = await batchOf(stop.batchId);
    expect(requests.every((r) => r.state === 'cancelled' && r.cancelledUserId === uidOf(SELLER))).toBe(true);
    // Nothing left to finish.
    await resumeDiscountBatch(stop.batchId, seller, dbFor(SELLER));
    expect((await batchOf(stop.batchId)).every((r) => r.state === 'cancelled')).toBe(true);
  }, 180_000);

  it('a product changed meanwhile: the batch is undone at once and the product named', async () => {
    const list = await products(20);
    const before = await stockOf(list);
    const changed = list[17];
    // After the wizard read them, a Manager changes the price of a product of the third chunk.
    await admin(async (db) => {
      const b = writeBatch(db);
      b.update(doc(db, 'products', changed.id), { price: 90_000 });
      await b.commit();
    });
    const progress: DiscountProgress[] = [];
    const error = await createDiscountRequests(lines(list), seller, dbFor(SELLER), (p) => progress.push(p)).catch((e: unknown) => e);
    // Two chunks were written before the third found the change.
    expect(progress.map((p) => p.written)).toEqual([8, 16]);
    expect(error).toBeInstanceOf(StockConflictError);
    expect(error).toMatchObject({ productName: changed.name });
    const now = await stockOf(list);
    expect(now.filter((_, i) => i !== 17)).toEqual(before.filter((_, i) => i !== 17));
    expect(now[17]).toMatchObject({ ...before[17], price: 90_000 });
    const mine = await admin(async (db) => (await getDocs(query(collection(db, 'discountRequests'), where('productId', '==', list[0].id)))).docs.map((d) => d.data()));
    const requests = await batchOf(String(mine[0]?.batchId));
    expect(requests).toHaveLength(16);
    expect(requests.every((r) => r.state === 'cancelled')).toBe(true);
  }, 180_000);

  it('interrupted, then a product taken before Finish: Finish undoes the batch and names it', async () => {
    const list = await products(10);
    const before = await stockOf(list);
    const stop = await interrupted(list, 8);
    await admin(async (db) => {
      const b = writeBatch(db);
      b.update(doc(db, 'products', list[9].id), { isSold: true });
      await b.commit();
    });
    const error = await resumeDiscountBatch(stop.batchId, seller, dbFor(SELLER)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StockConflictError);
    expect(error).toMatchObject({ productName: list[9].name, reason: 'sold' });
    expect((await stockOf(list.slice(0, 9)))).toEqual(before.slice(0, 9));
    expect((await batchOf(stop.batchId)).every((r) => r.state === 'cancelled')).toBe(true);
  }, 180_000);

  it('a drafting request cannot be approved, and only its requester flips it', async () => {
    const list = await products(9);
    const stop = await interrupted(list, 8);
    const [first] = await batchOf(stop.batchId);
    const approve = (db: Firestore) => {
      const b = writeBatch(db);
      b.update(doc(db, 'discountRequests', first.id), { state: 'confirmed', confirmedUserId: uidOf('Admin'), approvedPrice: 80_000, updatedAt: serverTimestamp() });
      b.update(doc(db, 'products', String(first.productId)), { price: 80_000, isDiscount: true, isDiscountPending: false, updatedAt: serverTimestamp() });
      return b.commit();
    };
    const flipAs = (db: Firestore) => {
      const b = writeBatch(db);
      b.update(doc(db, 'discountRequests', first.id), { state: 'pending', updatedAt: serverTimestamp() });
      return b.commit();
    };
    await expect(approve(dbFor('Admin'))).rejects.toBeDefined();
    await expect(flipAs(dbFor('Admin'))).rejects.toBeDefined();
    await expect(flipAs(dbFor('Reception In Country'))).rejects.toBeDefined();
    // Finish by anyone else finds nothing of theirs to finish.
    await resumeDiscountBatch(stop.batchId, { id: uidOf('Admin'), role: 'Admin' }, dbFor('Admin'));
    expect((await batchOf(stop.batchId)).every((r) => r.state === 'drafting')).toBe(true);
    await expect(flipAs(dbFor(SELLER))).resolves.toBeUndefined();
  }, 120_000);
});
