// THE LARGE SALE against the rules, through the app's own writes (largeSaleWrites.ts): a sale of more
// than 6 products opens, holds its products 8 at a time and closes into one order, one transaction
// and one sale per product; interrupted, it is unfinished (nothing counts) until resumed or undone;
// two large sales racing for one product: exactly one gets it, the other is told which and nothing
// of it counts. The forged variants of each write are in forgery.test.ts.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { doc, writeBatch } from 'firebase/firestore';
import type { StaffRole } from '../../src/auth/roles';
import { toProduct, type Product } from '../../src/entities/product/product';
import { StockConflictError } from '../../src/entities/product/stockChanges';
import { singlePayment } from '../../src/entities/order/payment';
import { runSale, type SaleInput, type Seller } from '../../src/features/selling/api/saleWrites';
import { applyOps, planHold, planOpenSale, resumeOpenSale, undoOpenSale, type SaleProgress } from '../../src/features/selling/api/largeSaleWrites';
import { toOpenSale } from '../../src/entities/openSale/openSale';
import { adminAccess } from './support/adminAccess';
import { rulesHarness } from './support/harness';
import { profileOf, uidOf, type Subject } from './support/users';
import { CUSTOMER, MERCHANT, STORE_A, WAREHOUSE, addProducts, productData, seedSellingWorld } from './support/selling';

vi.mock('../../src/firebase/firestore', () => ({ db: null }));

const rules = rulesHarness('large-sale-rules', { users: 'once' });
const { dbFor } = rules;

function sellerOf(subject: Subject): Seller {
  const p = profileOf(subject);
  return { id: uidOf(subject), firstName: p.firstName, lastName: p.lastName, role: p.role as StaffRole, locationId: subject === 'Reception In City' ? STORE_A : null };
}

const { stored, where1 } = adminAccess(rules);

async function products(n: number, over: Record<string, unknown> = {}): Promise<Product[]> {
  return addProducts(rules.env, Array.from({ length: n }, () => productData({ price: 100_000, originalPrice: 100_000, ...over })));
}

function input(kind: SaleInput['kind'], list: readonly Product[], over: Partial<SaleInput> = {}): SaleInput {
  return { kind, products: list, lines: list.map((p) => ({ productId: p.id, isNoat: false })), buyer: kind === 'merchant' ? MERCHANT : CUSTOMER, ...over };
}

/** Each product as stored now, without the fields every write stamps. */
async function stockOf(list: readonly Product[]): Promise<Record<string, unknown>[]> {
  return Promise.all(
    list.map(async (p) => {
      const { updatedAt: _u, ...rest } = (await stored(`products/${p.id}`)) ?? {};
      return rest;
    }),
  );
}

beforeAll(async () => {
  await seedSellingWorld(rules.env, uidOf('Reception In City'), uidOf('Reception In Country'));
});

describe('a large sale, through the app', () => {
  it('a merchant sale of 20 from a warehouse: one order, one transaction, 20 sales, every product sold, no open sale left', async () => {
    const list = await products(20, { locationType: 'warehouse', locationId: WAREHOUSE, locationName: 'Warehouse' });
    const progress: SaleProgress[] = [];
    const result = await runSale(input('merchant', list), sellerOf('Manager'), undefined, dbFor('Manager'), (p) => progress.push(p));
    const order = await stored(`orders/${result.orderId}`);
    expect(order).toMatchObject({ quantity: 20, soldTotalPrice: 2_000_000, originalTotalPrice: 2_000_000, purchaseType: 'merchant', pending_status: 'done' });
    expect((order?.products as unknown[]).length).toBe(20);
    expect(order?.openedAt).toBeDefined();
    expect(await where1('transactions', 'orderId', result.orderId)).toEqual([expect.objectContaining({ type: 'sale', amount: 2_000_000 })]);
    expect(await where1('sales', 'orderId', result.orderId)).toHaveLength(20);
    for (const p of await stockOf(list)) {
      expect(p).toMatchObject({ isSold: true, isMerchantSold: true, orderId: result.orderId, locationType: 'merchant', locationId: MERCHANT.id });
      for (const field of ['isSalePending', 'openSaleId', 'saleLine']) expect(p).not.toHaveProperty(field);
    }
    expect(await stored(`openSales/${result.orderId}`)).toBeUndefined();
    // 20 products: held 4 at a time, then the close.
    expect(progress.map((p) => `${p.phase}:${p.held}`)).toEqual(['open:0', 'hold:4', 'hold:8', 'hold:12', 'hold:16', 'close:20']);
  }, 120_000);

  it("a seller's store sale of 12 with VAT on some and a split payment", async () => {
    const list = await products(12);
    const lines = list.map((p, i) => ({ productId: p.id, isNoat: i % 3 === 0 }));
    // 12 x 100,000 + 4 x 10,000 VAT
    const total = 1_240_000;
    const payment = { payments: { ...singlePayment('cash', 240_000), card: 1_000_000 }, cashReceived: 250_000 };
    const result = await runSale(input('store', list, { lines, payment }), sellerOf('Reception In City'), undefined, dbFor('Reception In City'));
    expect(await stored(`orders/${result.orderId}`)).toMatchObject({
      soldTotalPrice: total,
      quantity: 12,
      locationId: STORE_A,
      locationName: 'Store A',
      payments: { cash: 240_000, card: 1_000_000, qpay: 0, bank: 0 },
      cashReceived: 250_000,
    });
    const sales = await where1('sales', 'orderId', result.orderId);
    expect(sales.reduce((s, x) => s + Number(x.price), 0)).toBe(total);
    expect((await stockOf(list)).filter((p) => p.isNoat === true)).toHaveLength(4);
  }, 120_000);

  it('interrupted after its first hold: nothing counts; then resumed, it closes as if never stopped', async () => {
    const list = await products(10);
    const db = dbFor('Manager');
    const open = planOpenSale(input('store', list), sellerOf('Manager'), db);
    const b1 = writeBatch(db);
    applyOps(b1, [open]);
    await b1.commit();
    const first = toOpenSale(open.ref.id, (await stored(`openSales/${open.ref.id}`)) ?? {});
    const b2 = writeBatch(db);
    applyOps(b2, planHold(first, list.slice(0, 4), db));
    await b2.commit();
    // The page closed here: 4 held, no order, no sale, no transaction.
    expect((await stockOf(list.slice(0, 4))).every((p) => p.isSalePending === true && p.isSold === false)).toBe(true);
    expect(await stored(`orders/${open.ref.id}`)).toBeUndefined();
    expect(await where1('sales', 'orderId', open.ref.id)).toHaveLength(0);
    expect(await where1('transactions', 'orderId', open.ref.id)).toHaveLength(0);
    // Another sale cannot take a held product; nor can a move.
    const refused = await runSale(input('store', [list[0]]), sellerOf('Admin'), undefined, dbFor('Admin')).catch((e: unknown) => e);
    expect(refused).toMatchObject({ name: 'StockConflictError', reason: 'salePending' });

    const result = await resumeOpenSale(open.ref.id, sellerOf('Manager'), undefined, db);
    expect(result.orderId).toBe(open.ref.id);
    expect(await stored(`orders/${open.ref.id}`)).toMatchObject({ quantity: 10, soldTotalPrice: 1_000_000 });
    expect(await where1('sales', 'orderId', open.ref.id)).toHaveLength(10);
    expect(await stored(`openSales/${open.ref.id}`)).toBeUndefined();
  }, 120_000);

  it('interrupted, then undone by a Manager: every product exactly as before, no order, no ledger entry', async () => {
    const list = await products(9);
    const before = await stockOf(list);
    const db = dbFor('Reception In City');
    const open = planOpenSale(input('store', list), sellerOf('Reception In City'), db);
    const b1 = writeBatch(db);
    applyOps(b1, [open]);
    await b1.commit();
    const first = toOpenSale(open.ref.id, (await stored(`openSales/${open.ref.id}`)) ?? {});
    const b2 = writeBatch(db);
    applyOps(b2, planHold(first, list.slice(0, 4), db));
    await b2.commit();
    // Another seller may not undo it; the Manager may.
    await expect(undoOpenSale(open.ref.id, dbFor('Reception In Country'))).rejects.toBeDefined();
    await undoOpenSale(open.ref.id, dbFor('Manager'));
    // Exactly as before: the hold's fields are gone again.
    expect(await stockOf(list)).toEqual(before);
    expect(await stored(`openSales/${open.ref.id}`)).toBeUndefined();
    expect(await stored(`orders/${open.ref.id}`)).toBeUndefined();
    expect(await where1('transactions', 'orderId', open.ref.id)).toHaveLength(0);
  }, 120_000);

  it('two large sales racing for one product: exactly one gets it, the other is told which, and nothing of it counts', async () => {
    const [shared, ...rest] = await products(19);
    const mine = [...rest.slice(0, 9), shared];
    const theirs = [shared, ...rest.slice(9, 18)];
    const [a, b] = await Promise.allSettled([
      runSale(input('store', mine), sellerOf('Manager'), undefined, dbFor('Manager')),
      runSale(input('store', theirs), sellerOf('Admin'), undefined, dbFor('Admin')),
    ]);
    const won = [a, b].filter((r) => r.status === 'fulfilled');
    const lost = [a, b].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(StockConflictError);
    expect(lost[0]).toMatchObject({ productName: shared.name });
    const loserList = a.status === 'rejected' ? mine : theirs;
    const winnerId = (won[0] as PromiseFulfilledResult<{ orderId: string }>).value.orderId;
    expect(await stored(`products/${shared.id}`)).toMatchObject({ isSold: true, orderId: winnerId });
    // The loser's other products are back in stock, its open sale gone, no order or ledger entry.
    for (const p of await stockOf(loserList.filter((p) => p.id !== shared.id))) {
      expect(p).toMatchObject({ isSold: false, orderId: null });
      expect(p.isSalePending ?? false).toBe(false);
    }
    expect(await where1('openSales', 'createdUserId', uidOf(a.status === 'rejected' ? 'Manager' : 'Admin'))).toHaveLength(0);
    expect(await where1('sales', 'productId', shared.id)).toHaveLength(1);
  }, 180_000);

  it('a product held by an open sale that was deleted without its undo goes back to stock by itself', async () => {
    const list = await products(4);
    const db = dbFor('Manager');
    const open = planOpenSale(input('store', [...list, ...(await products(3))]), sellerOf('Manager'), db);
    const b1 = writeBatch(db);
    applyOps(b1, [open]);
    await b1.commit();
    const first = toOpenSale(open.ref.id, (await stored(`openSales/${open.ref.id}`)) ?? {});
    const b2 = writeBatch(db);
    applyOps(b2, planHold(first, list, db));
    await b2.commit();
    // The open sale alone is deleted (an interrupted undo): its products may still be released.
    const b3 = writeBatch(db);
    b3.delete(doc(db, 'openSales', open.ref.id));
    await b3.commit();
    await expect(undoOpenSale(open.ref.id, db)).resolves.toBeUndefined();
    const { applyOps: apply, planUndo } = await import('../../src/features/selling/api/largeSaleWrites');
    const b4 = writeBatch(db);
    apply(b4, planUndo({ id: open.ref.id, productIds: list.map((p) => p.id) }, db).slice(1));
    await b4.commit();
    for (const p of await stockOf(list)) {
      expect(p).toMatchObject({ isSold: false });
      expect(p).not.toHaveProperty('isSalePending');
    }
    expect(toProduct('x', (await stored(`products/${list[0].id}`)) ?? {}).openSaleId).toBeNull();
  }, 120_000);
});
