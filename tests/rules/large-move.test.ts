// THE LARGE MOVE against the rules, through the app's own writes (entities/product/largeMove.ts,
// moveProducts): a move of more than 9 products opens a stock move, puts its products on their way 6
// at a time and moves them all in its last write, each with its log entry; interrupted, nothing has
// moved until it is resumed or undone; a product taken meanwhile stops it with nothing moved. The
// forged variants of each write are in forgery.test.ts.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { doc, writeBatch } from 'firebase/firestore';
import type { Product } from '../../src/entities/product/product';
import { moveProducts } from '../../src/entities/product/moveProducts';
import { applyMoveOps, planMoveHold, planMoveOpen, resumeMove, undoMove, type MoveProgress } from '../../src/entities/product/largeMove';
import { toStockMove } from '../../src/entities/stockMove/stockMove';
import { adminAccess } from './support/adminAccess';
import { rulesHarness } from './support/harness';
import { uidOf } from './support/users';
import { STORE_A, WAREHOUSE, addProducts, productData, seedSellingWorld } from './support/selling';

vi.mock('../../src/firebase/firestore', () => ({ db: null }));

const rules = rulesHarness('large-move-rules', { users: 'once' });
const { dbFor } = rules;
const MANAGER = uidOf('Manager');
const TARGET = { locationType: 'store' as const, locationId: STORE_A, locationName: 'Store A' };

const { admin, stored, where1 } = adminAccess(rules);

async function inWarehouse(n: number): Promise<Product[]> {
  return addProducts(rules.env, Array.from({ length: n }, () => productData({ locationType: 'warehouse', locationId: WAREHOUSE, locationName: 'Warehouse' })));
}

async function stockOf(list: readonly Product[]): Promise<Record<string, unknown>[]> {
  return Promise.all(
    list.map(async (p) => {
      const { updatedAt: _u, ...rest } = (await stored(`products/${p.id}`)) ?? {};
      return rest;
    }),
  );
}

/** An open move of `list` by the Manager with its first `held` products on their way. */
async function openMove(list: readonly Product[], held: number): Promise<string> {
  const db = dbFor('Manager');
  const open = planMoveOpen(list, TARGET, MANAGER, db);
  const b = writeBatch(db);
  applyMoveOps(b, [open]);
  await b.commit();
  for (let from = 0; from < held; from += 6) {
    const move = toStockMove(open.ref.id, (await stored(`stockMoves/${open.ref.id}`)) ?? {});
    const b2 = writeBatch(db);
    applyMoveOps(b2, planMoveHold(move, list.slice(from, Math.min(held, from + 6)), db));
    await b2.commit();
  }
  return open.ref.id;
}

beforeAll(async () => {
  await seedSellingWorld(rules.env, uidOf('Reception In City'), uidOf('Reception In Country'));
});

describe('a large move, through the app', () => {
  it('30 products from a warehouse to a store: all there at once, each with its log entry', async () => {
    const list = await inWarehouse(30);
    const progress: MoveProgress[] = [];
    await moveProducts(list, TARGET, { userId: MANAGER, onProgress: (p) => progress.push(p) }, dbFor('Manager'));
    for (const p of await stockOf(list)) {
      expect(p).toMatchObject({ locationType: 'store', locationId: STORE_A, locationName: 'Store A' });
      for (const field of ['isMovePending', 'moveId', 'moveLine']) expect(p).not.toHaveProperty(field);
    }
    const moves = await where1('stockMoves', 'createdUserId', MANAGER);
    const move = moves.find((m) => (m.plannedIds as string[]).includes(list[0].id));
    expect(move).toMatchObject({ status: 'done' });
    const logs = await where1('productLocationChangeLogs', 'moveId', move?.id);
    expect(logs).toHaveLength(30);
    expect(logs[0]).toMatchObject({ prevLocationId: WAREHOUSE, currentLocationId: STORE_A });
    expect(progress.map((p) => `${p.phase}:${p.held}`)).toEqual(['open:0', 'hold:6', 'hold:12', 'hold:18', 'hold:24', 'done:30']);
  }, 120_000);

  it('interrupted after its first hold: nothing has moved; resumed, all arrive', async () => {
    const list = await inWarehouse(12);
    const id = await openMove(list, 6);
    const now = await stockOf(list);
    expect(now.every((p) => p.locationId === WAREHOUSE)).toBe(true);
    expect(now.filter((p) => p.isMovePending === true)).toHaveLength(6);
    // A product on its way cannot be moved elsewhere meanwhile.
    await expect(moveProducts([list[0]], { locationType: 'warehouse', locationId: 'w-2', locationName: 'W2' }, { userId: MANAGER }, dbFor('Manager'))).rejects.toMatchObject({ reason: 'movePending' });
    await resumeMove(id, dbFor('Manager'));
    for (const p of await stockOf(list)) expect(p).toMatchObject({ locationId: STORE_A });
    expect(await where1('productLocationChangeLogs', 'moveId', id)).toHaveLength(12);
  }, 120_000);

  it('interrupted, then undone: every product exactly as before, no log entry', async () => {
    const list = await inWarehouse(12);
    const before = await stockOf(list);
    const id = await openMove(list, 6);
    await expect(undoMove(id, dbFor('Reception In City'))).rejects.toBeDefined();
    await undoMove(id, dbFor('Manager'));
    expect(await stockOf(list)).toEqual(before);
    expect(await stored(`stockMoves/${id}`)).toBeUndefined();
    expect(await where1('productLocationChangeLogs', 'moveId', id)).toHaveLength(0);
  }, 120_000);

  it('a product sold meanwhile stops the move, naming it: nothing moved, nothing left on its way', async () => {
    const list = await inWarehouse(14);
    const before = await stockOf(list);
    await admin(async (db) => {
      const b = writeBatch(db);
      b.update(doc(db, 'products', list[10].id), { isSold: true });
      await b.commit();
    });
    const error = await moveProducts(list, TARGET, { userId: MANAGER }, dbFor('Manager')).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'StockConflictError', productName: list[10].name, reason: 'sold' });
    const after = await stockOf(list);
    after.forEach((p, i) => (i === 10 ? expect(p.isSold).toBe(true) : expect(p).toEqual(before[i])));
  }, 120_000);
});
