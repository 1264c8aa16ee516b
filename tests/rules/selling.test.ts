// firestore.rules, selling: the sale write (order, sales, products, transaction, lottery
// ticket), who may sell what, and the reads the sale wizards need (customers, lottery types, a free
// ticket code, the sellers' and the call centre's orders).
// Sales are written exactly as src/features/selling/api/saleWrites.ts writes them: planSale()
// builds the documents, applySalePlan() writes them (here into one batch, in runSale into the
// transaction); runSale itself runs for every role that may sell.
// Needs a Firestore emulator: FIRESTORE_EMULATOR_HOST=127.0.0.1:8380 npx vitest run --project rules
import { beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { StaffRole } from '../../src/auth/roles';
import type { Product } from '../../src/entities/product/product';
import { StockConflictError } from '../../src/entities/product/stockChanges';
import {
  applySalePlan,
  planSale,
  runSale,
  type SaleBuyer,
  type SaleInput,
  type SalePlan,
  type Seller,
} from '../../src/features/selling/api/saleWrites';
import { MAX_SALE_PRODUCTS, ONE_WRITE_SALE_MAX, SaleInputError, personName, type SaleKind, type SaleLocation } from '../../src/features/selling/domain/sale';
import { lotteryCode } from '../../src/entities/lottery/lotteryTicket';
import { modularFirestore } from './support/env';
import { describeRoleMatrix, expectAllowed, rulesHarness } from './support/harness';
import { SUBJECTS, customerDoc, profileOf, uidOf, type Subject } from './support/users';
import {
  CUSTOMER,
  DELIVERY_POINT,
  LOTTERY_FUTURE,
  LOTTERY_NOW,
  MERCHANT,
  STORE_A,
  STORE_B,
  WALK_IN,
  WAREHOUSE,
  addProducts,
  productData,
  seedSellingWorld,
} from './support/selling';

const rules = rulesHarness('selling-rules', { users: 'once' });
const { dbFor } = rules;

function sellerOf(subject: Subject): Seller {
  const p = profileOf(subject);
  const locationId = subject === 'Reception In City' ? STORE_A : subject === 'Reception In Country' ? STORE_B : null;
  return { id: uidOf(subject), firstName: p.firstName, lastName: p.lastName, role: p.role as StaffRole, locationId };
}

const DELIVERY = { duureg: DELIVERY_POINT, address: '3rd khoroo, building 12', addressDescription: 'door 4' };

function locationFor(kind: SaleKind, products: readonly Product[]): SaleLocation {
  if (kind === 'store') return { locationType: 'store', locationId: products[0].locationId, locationName: products[0].locationName };
  if (kind === 'merchant') return { locationType: 'merchant', locationId: MERCHANT.id, locationName: personName(MERCHANT) };
  return { locationType: 'delivery', locationId: DELIVERY_POINT, locationName: 'Bayanzurkh' };
}

function inputFor(kind: SaleKind, products: readonly Product[], noat: readonly string[] = []): SaleInput {
  const buyer: SaleBuyer = kind === 'merchant' ? MERCHANT : CUSTOMER;
  return {
    kind,
    products,
    lines: products.map((p) => ({ productId: p.id, isNoat: noat.includes(p.id) })),
    buyer,
    ...(kind === 'delivery' ? { delivery: DELIVERY } : {}),
  };
}

/** The sale's writes in one batch, as runSale writes them; `mutate` makes a bad variant. */
async function saleBatch(
  db: Firestore,
  subject: Subject,
  kind: SaleKind,
  products: readonly Product[],
  options: { lottery?: boolean; noat?: string[]; location?: SaleLocation; mutate?: (plan: SalePlan) => void } = {},
): Promise<SalePlan> {
  const code = lotteryCode();
  const input = { ...inputFor(kind, products, options.noat), lottery: options.lottery ? { lotteryTypeId: LOTTERY_NOW, code } : null };
  const plan = planSale(input, sellerOf(subject), options.location ?? locationFor(kind, products), options.lottery ? doc(db, 'lottery', code) : null, db);
  options.mutate?.(plan);
  const batch = writeBatch(db);
  applySalePlan(batch, plan);
  await batch.commit();
  return plan;
}

async function fresh(n: number, over: Record<string, unknown> = {}): Promise<Product[]> {
  return addProducts(rules.env, Array.from({ length: n }, () => productData(over)));
}

async function read(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const snap = await getDoc(doc(modularFirestore(ctx.firestore()), path));
    data = snap.data();
  });
  return data;
}

beforeAll(async () => {
  await seedSellingWorld(rules.env, uidOf('Reception In City'), uidOf('Reception In Country'));
});

// -------------------------------------------------------------------------------------------------
// Who may sell: caller x kind, the whole sale as one batch (store: 4 products with a lottery
// ticket; delivery: 4 products with a ticket; merchant: 1 product). Products are in store-a.
// -------------------------------------------------------------------------------------------------
const Y = true;
const N = false;
//                                        store delivery merchant
const MAY_SELL: Record<Subject, [boolean, boolean, boolean]> = {
  'Super Admin':          [N, N, N],
  Admin:                  [Y, Y, Y],
  Manager:                [Y, Y, Y],
  Merchant:               [N, N, N],
  DeliveryBoy:            [N, N, N],
  'Reception In Country': [N, N, N], // store-b's seller: store-a's products are not its own
  'Reception In City':    [Y, N, N], // store-a's seller
  'Call Centre':          [N, Y, N],
  dev:                    [Y, Y, Y],
  'inactive staff':       [N, N, N],
  'unknown role':         [N, N, N],
  'clientUser auth':      [N, N, N],
  'signed out':           [N, N, N],
};
const KINDS: readonly SaleKind[] = ['store', 'delivery', 'merchant'];
const SIZE: Record<SaleKind, { n: number; lottery: boolean }> = {
  store: { n: 4, lottery: true },
  delivery: { n: 4, lottery: true },
  merchant: { n: 1, lottery: false },
};

describe('who may sell (one batch exactly like runSale)', () => {
  describeRoleMatrix('%s', {
    operations: KINDS,
    name: (kind) => `${kind} sale`,
    allowed: (subject, kind) => MAY_SELL[subject][KINDS.indexOf(kind)],
    attempt: async (subject, kind) => saleBatch(dbFor(subject), subject, kind, await fresh(SIZE[kind].n), { lottery: SIZE[kind].lottery }),
    // Each cell sells fresh products (a random ticket code): the cells run concurrently.
    concurrent: true,
  });

  it("Reception In Country sells its own store's products", async () => {
    const products = await fresh(2, { locationId: STORE_B, locationName: 'Store B' });
    await assertSucceeds(saleBatch(dbFor('Reception In Country'), 'Reception In Country', 'store', products));
  });
});

// -------------------------------------------------------------------------------------------------
// runSale itself (the real transaction) for each role that may sell.
// -------------------------------------------------------------------------------------------------
describe('runSale', () => {
  const cases: [Subject, SaleKind][] = [
    ['Manager', 'store'], ['Admin', 'store'], ['dev', 'store'], ['Reception In City', 'store'],
    ['Manager', 'delivery'], ['Admin', 'delivery'], ['dev', 'delivery'], ['Call Centre', 'delivery'],
    ['Manager', 'merchant'], ['Admin', 'merchant'], ['dev', 'merchant'],
  ];
  for (const [subject, kind] of cases) {
    it(`${subject}: ${kind} sale writes the order, sales, transaction, ticket and product flags`, async () => {
      const products = await fresh(3);
      products[0] = (await fresh(1, { price: 80_000, isDiscount: true }))[0]; // no VAT possible here
      const input: SaleInput = { ...inputFor(kind, products, products.map((p) => p.id)), lottery: { lotteryTypeId: LOTTERY_NOW, code: lotteryCode() } };
      const result = await runSale(input, sellerOf(subject), undefined, dbFor(subject));
      // 80,000 + 2 x 110,000 (VAT on the two at their original price) = 300,000: not above 300,000.
      expect(result.lotteryCode).toBeNull();
      const order = await read(`orders/${result.orderId}`);
      expect(order).toMatchObject({
        id: result.orderId,
        purchaseType: kind,
        pending_status: kind === 'delivery' ? 'pending' : 'done',
        quantity: 3,
        soldTotalPrice: 300_000,
        originalTotalPrice: 300_000,
        productIds: products.map((p) => p.id),
        userId: input.buyer.id,
        user: { firstName: input.buyer.firstName, phone: input.buyer.phone },
        createdUserId: uidOf(subject),
        locationType: kind,
        lotteryId: null,
      });
      expect((order?.products as { price: number; isNoat: boolean }[]).map((l) => [l.price, l.isNoat])).toEqual([
        [80_000, false],
        [110_000, true],
        [110_000, true],
      ]);
      if (kind === 'delivery') expect(order).toMatchObject({ duureg: DELIVERY_POINT, address: DELIVERY.address, locationId: DELIVERY_POINT, locationName: 'Bayanzurkh' });
      if (kind === 'store') expect(order).toMatchObject({ locationId: STORE_A, locationName: 'Store A' });
      if (kind === 'merchant') expect(order).toMatchObject({ locationId: MERCHANT.id, locationName: personName(MERCHANT) });
      const transaction = await read(`transactions/${String(order?.transactionId)}`);
      expect(transaction).toMatchObject({ type: 'sale', orderId: result.orderId, amount: 300_000, transactionPrice: 300_000, customerId: input.buyer.id });
      for (const p of products) {
        const after = await read(`products/${p.id}`);
        expect(after).toMatchObject({ isSold: true, orderId: result.orderId, price: p.price, isDeliveryPending: kind === 'delivery', isMerchantSold: kind === 'merchant' });
        if (kind === 'merchant') expect(after).toMatchObject({ locationType: 'merchant', locationId: MERCHANT.id });
        const sale = await read(`sales/${String(after?.saleId)}`);
        expect(sale).toMatchObject({ productId: p.id, orderId: result.orderId, purchaseType: kind, locationType: kind, userId: input.buyer.id });
        expect(sale?.state).toBeUndefined();
      }
    });
  }

  it(`sells ${ONE_WRITE_SALE_MAX} products (one write's cap) with VAT and a lottery ticket within the rules' access limits`, async () => {
    for (const [subject, kind] of [['Reception In City', 'store'], ['Call Centre', 'delivery'], ['Manager', 'merchant']] as const) {
      const products = await fresh(ONE_WRITE_SALE_MAX);
      const code = lotteryCode();
      const input: SaleInput = { ...inputFor(kind, products, products.map((p) => p.id)), lottery: { lotteryTypeId: LOTTERY_NOW, code } };
      const result = await runSale(input, sellerOf(subject), undefined, dbFor(subject));
      expect(result.lotteryCode).toBe(code);
      expect(await read(`lottery/${code}`)).toMatchObject({ lotteryUUID: code, lotteryTypeId: LOTTERY_NOW, orderId: result.orderId, userId: input.buyer.id });
      expect(await read(`orders/${result.orderId}`)).toMatchObject({ lotteryId: code, soldTotalPrice: ONE_WRITE_SALE_MAX * 110_000 });
    }
  });

  it('gives a fresh code when the offered one is taken (Manager reads tickets, a seller may not)', async () => {
    for (const subject of ['Manager', 'Reception In City'] as const) {
      const taken = lotteryCode();
      await rules.env.withSecurityRulesDisabled((ctx) => setDoc(doc(modularFirestore(ctx.firestore()), 'lottery', taken), { lotteryUUID: taken }));
      const products = await fresh(4);
      const result = await runSale({ ...inputFor('store', products), lottery: { lotteryTypeId: LOTTERY_NOW, code: taken } }, sellerOf(subject), undefined, dbFor(subject));
      expect(result.lotteryCode).toMatch(/^[0-9]{8}$/);
      expect(result.lotteryCode).not.toBe(taken);
      expect(await read(`lottery/${String(result.lotteryCode)}`)).toMatchObject({ orderId: result.orderId });
    }
  });

  it("copies the buyer as its profile is now (edited since the wizard listed it) and the seller's own profile", async () => {
    const id = 'customer-renamed';
    const now = { firstName: 'Saraa', lastName: 'Bold', phone: '99887766' };
    await rules.env.withSecurityRulesDisabled((ctx) => setDoc(doc(modularFirestore(ctx.firestore()), 'users', id), customerDoc(id, now)));
    const products = await fresh(4); // 400,000: above the running type's 300,000, so a ticket
    const code = lotteryCode();
    const listed = { id, firstName: 'Sara', lastName: 'Bolod', phone: '99887700' };
    const result = await runSale({ ...inputFor('delivery', products), buyer: listed, lottery: { lotteryTypeId: LOTTERY_NOW, code } }, sellerOf('Call Centre'), undefined, dbFor('Call Centre'));
    const order = await read(`orders/${result.orderId}`);
    const me = profileOf('Call Centre');
    expect(order).toMatchObject({ user: now, contactName: 'Bold Saraa', contactNumber: now.phone, createdUser: { firstName: me.firstName, lastName: me.lastName, role: 'Call Centre' } });
    expect(await read(`transactions/${String(order?.transactionId)}`)).toMatchObject({ user: now, customerName: 'Bold Saraa' });
    expect(await read(`lottery/${code}`)).toMatchObject({ userId: id, user: now });
    for (const p of products) expect(await read(`sales/${String((await read(`products/${p.id}`))?.saleId)}`)).toMatchObject({ userId: id, user: now });
  });

  it('a delivery address or description longer than the form allows is refused by the rules', async () => {
    for (const over of [{ address: 'x'.repeat(100_000) }, { addressDescription: 'x'.repeat(100_000) }]) {
      const products = await fresh(1);
      const input = { ...inputFor('delivery', products), delivery: { ...DELIVERY, ...over } };
      await expect(runSale(input, sellerOf('Call Centre'), undefined, dbFor('Call Centre'))).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await read(`products/${products[0].id}`)).toMatchObject({ isSold: false });
    }
  });

  it('drops the ticket when its type no longer offers one (future period)', async () => {
    const products = await fresh(4);
    const result = await runSale({ ...inputFor('store', products), lottery: { lotteryTypeId: LOTTERY_FUTURE, code: lotteryCode() } }, sellerOf('Manager'), undefined, dbFor('Manager'));
    expect(result.lotteryCode).toBeNull();
  });

  it('fails with a StockConflictError naming a product sold, pending or changed meanwhile, writing nothing', async () => {
    const [a, b] = await fresh(2);
    const seenB = { ...b };
    await rules.env.withSecurityRulesDisabled((ctx) => updateDoc(doc(modularFirestore(ctx.firestore()), 'products', b.id), { isDiscountPending: true }));
    const error = await runSale(inputFor('store', [a, seenB]), sellerOf('Manager'), undefined, dbFor('Manager')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StockConflictError);
    expect((error as StockConflictError).productName).toBe(b.name);
    expect(await read(`products/${a.id}`)).toMatchObject({ isSold: false, orderId: null });

    const [c] = await fresh(1);
    await rules.env.withSecurityRulesDisabled((ctx) => updateDoc(doc(modularFirestore(ctx.firestore()), 'products', c.id), { price: 90_000 }));
    const changed = await runSale(inputFor('store', [c]), sellerOf('Manager'), undefined, dbFor('Manager')).catch((e: unknown) => e);
    expect(changed).toMatchObject({ productName: c.name, reason: 'changed' });
  });

  it('refuses before writing: too many products, mixed stores, a warehouse product in a store sale, a seller outside its store', async () => {
    const many = await fresh(MAX_SALE_PRODUCTS + 1);
    await expect(runSale(inputFor('store', many), sellerOf('Manager'), undefined, dbFor('Manager'))).rejects.toMatchObject({ problem: 'tooMany' });
    const [a] = await fresh(1);
    const [b] = await fresh(1, { locationId: STORE_B, locationName: 'Store B' });
    await expect(runSale(inputFor('store', [a, b]), sellerOf('Manager'), undefined, dbFor('Manager'))).rejects.toMatchObject({ problem: 'mixedStores' });
    const [w] = await fresh(1, { locationType: 'warehouse', locationId: WAREHOUSE, locationName: 'W' });
    await expect(runSale(inputFor('store', [w]), sellerOf('Manager'), undefined, dbFor('Manager'))).rejects.toBeInstanceOf(SaleInputError);
    await expect(runSale(inputFor('store', [a]), sellerOf('Reception In Country'), undefined, dbFor('Reception In Country'))).rejects.toMatchObject({ problem: 'notYourStore' });
    await expect(runSale(inputFor('store', [a]), sellerOf('DeliveryBoy'), undefined, dbFor('DeliveryBoy'))).rejects.toMatchObject({ problem: 'notAllowed' });
  });
});

// -------------------------------------------------------------------------------------------------
// Denied writes.
// -------------------------------------------------------------------------------------------------
describe('denied sale writes', () => {
  it('a product marked sold without its order (no order, or an older order)', async () => {
    const [p, q] = await fresh(2);
    const db = dbFor('Manager');
    await assertFails(updateDoc(doc(db, 'products', p.id), { isSold: true, orderId: 'no-such-order', saleId: 'x', isNoat: false, updatedAt: serverTimestamp() }));
    const plan = await saleBatch(db, 'Manager', 'store', [q]);
    await assertFails(updateDoc(doc(db, 'products', p.id), { isSold: true, orderId: plan.order.ref.id, saleId: 'x', isNoat: false, updatedAt: serverTimestamp() }));
  });

  it('a product sold by a new order that does not list it', async () => {
    const [p, q] = await fresh(2);
    const db = dbFor('Manager');
    await assertFails(
      saleBatch(db, 'Manager', 'store', [p], {
        mutate: (plan) => {
          plan.sales.push({ ref: doc(db, 'sales', 'extra-sale'), data: { ...plan.sales[0].data, id: 'extra-sale', productId: q.id } });
          plan.products.push({ ref: doc(db, 'products', q.id), data: { ...plan.products[0].data, saleId: 'extra-sale' } });
        },
      }),
    );
  });

  it('an order listing a product that the write does not sell', async () => {
    const products = await fresh(2);
    await assertFails(
      saleBatch(dbFor('Manager'), 'Manager', 'store', products, {
        mutate: (plan) => {
          plan.sales.pop();
          plan.products.pop();
        },
      }),
    );
  });

  it('a product sold by its order without its sale', async () => {
    const products = await fresh(2);
    const db = dbFor('Manager');
    const plan = planSale(inputFor('store', products), sellerOf('Manager'), locationFor('store', products), null, db);
    const batch = writeBatch(db);
    batch.set(plan.order.ref, plan.order.data);
    batch.set(plan.transaction.ref, plan.transaction.data);
    batch.set(plan.sales[0].ref, plan.sales[0].data); // the second product's sale is missing
    for (const p of plan.products) batch.update(p.ref, p.data);
    await assertFails(batch.commit());
  });

  it('an order alone, a sale alone, a transaction alone', async () => {
    const products = await fresh(1);
    const db = dbFor('Manager');
    const plan = planSale(inputFor('store', products), sellerOf('Manager'), locationFor('store', products), null, db);
    await assertFails(setDoc(plan.order.ref, plan.order.data));
    await assertFails(setDoc(plan.sales[0].ref, plan.sales[0].data));
    await assertFails(setDoc(plan.transaction.ref, plan.transaction.data));
  });

  it("a seller selling another store's product (as its own store's order, or as the other store's)", async () => {
    const products = await fresh(1); // store-a
    const db = dbFor('Reception In Country'); // store-b
    await assertFails(saleBatch(db, 'Reception In Country', 'store', products, { location: { locationType: 'store', locationId: STORE_B, locationName: 'Store B' } }));
    await assertFails(saleBatch(db, 'Reception In Country', 'store', products));
  });

  it('a seller selling by delivery or to a merchant; the call centre selling in store', async () => {
    await assertFails(saleBatch(dbFor('Reception In City'), 'Reception In City', 'delivery', await fresh(1)));
    await assertFails(saleBatch(dbFor('Reception In City'), 'Reception In City', 'merchant', await fresh(1)));
    await assertFails(saleBatch(dbFor('Call Centre'), 'Call Centre', 'store', await fresh(1)));
    await assertFails(saleBatch(dbFor('Call Centre'), 'Call Centre', 'merchant', await fresh(1)));
  });

  it('the call centre delivering a warehouse product', async () => {
    const products = await fresh(1, { locationType: 'warehouse', locationId: WAREHOUSE, locationName: 'W' });
    await assertFails(saleBatch(dbFor('Call Centre'), 'Call Centre', 'delivery', products));
    // Manager may deliver from a warehouse.
    await assertSucceeds(saleBatch(dbFor('Manager'), 'Manager', 'delivery', await fresh(1, { locationType: 'warehouse', locationId: WAREHOUSE, locationName: 'W' })));
  });

  it('a courier or a merchant selling', async () => {
    for (const subject of ['DeliveryBoy', 'Merchant'] as const) {
      for (const kind of KINDS) await assertFails(saleBatch(dbFor(subject), subject, kind, await fresh(1)));
    }
  });

  it('wrong totals: order total, line price, VAT on a discounted product, transaction amount', async () => {
    const db = dbFor('Manager');
    const bump = (plan: SalePlan) => {
      plan.order.data.soldTotalPrice = Number(plan.order.data.soldTotalPrice) + 1;
      plan.transaction.data.amount = plan.order.data.soldTotalPrice;
      plan.transaction.data.transactionPrice = plan.order.data.soldTotalPrice;
    };
    await assertFails(saleBatch(db, 'Manager', 'store', await fresh(2), { mutate: bump }));
    await assertFails(
      saleBatch(db, 'Manager', 'store', await fresh(1), {
        mutate: (plan) => {
          const lines = plan.order.data.products as { price: number }[];
          lines[0] = { ...lines[0], price: 1 };
          plan.order.data.soldTotalPrice = 1;
          plan.transaction.data.amount = 1;
          plan.transaction.data.transactionPrice = 1;
          plan.sales[0].data.price = 1;
        },
      }),
    );
    const discounted = await fresh(1, { price: 80_000, isDiscount: true });
    await assertFails(
      saleBatch(db, 'Manager', 'store', discounted, {
        mutate: (plan) => {
          const lines = plan.order.data.products as { price: number; isNoat: boolean }[];
          lines[0] = { ...lines[0], price: 90_000, isNoat: true };
          plan.order.data.soldTotalPrice = 90_000;
          plan.transaction.data.amount = 90_000;
          plan.transaction.data.transactionPrice = 90_000;
          plan.sales[0].data.price = 90_000;
          plan.products[0].data.isNoat = true;
        },
      }),
    );
    await assertFails(saleBatch(db, 'Manager', 'store', await fresh(1), { mutate: (plan) => { plan.transaction.data.amount = 1; plan.transaction.data.transactionPrice = 1; } }));
    // The positive control: the same sale untouched, with VAT.
    const ok = await fresh(1);
    await assertSucceeds(saleBatch(db, 'Manager', 'store', ok, { noat: [ok[0].id] }));
  });

  it("more products than one write's cap (a larger sale is THE LARGE SALE), or the same product twice", async () => {
    await assertFails(saleBatch(dbFor('Manager'), 'Manager', 'store', await fresh(ONE_WRITE_SALE_MAX + 1)));
    const [p] = await fresh(1);
    await assertFails(saleBatch(dbFor('Manager'), 'Manager', 'store', [p, p]));
  });

  it('a product not in stock (sold, delivery or discount pending)', async () => {
    for (const flag of ['isSold', 'isDeliveryPending', 'isDiscountPending']) {
      await assertFails(saleBatch(dbFor('Manager'), 'Manager', 'store', await fresh(1, { [flag]: true })));
    }
  });

  it('a store order that is not done, a delivery order that is not pending, a price change on the product', async () => {
    await assertFails(saleBatch(dbFor('Manager'), 'Manager', 'store', await fresh(1), { mutate: (plan) => { plan.order.data.pending_status = 'pending'; } }));
    await assertFails(saleBatch(dbFor('Manager'), 'Manager', 'delivery', await fresh(1), { mutate: (plan) => { plan.order.data.pending_status = 'done'; } }));
    await assertFails(saleBatch(dbFor('Manager'), 'Manager', 'delivery', await fresh(1), { mutate: (plan) => { delete plan.products[0].data.isDeliveryPending; } }));
    await assertFails(saleBatch(dbFor('Manager'), 'Manager', 'store', await fresh(1), { mutate: (plan) => { plan.products[0].data.price = 1; } }));
    await assertFails(saleBatch(dbFor('Manager'), 'Manager', 'merchant', await fresh(1), { mutate: (plan) => { plan.products[0].data.locationId = STORE_B; } }));
  });

  it('a lottery ticket without a sale, for a total not above the price, or naming another order', async () => {
    const db = dbFor('Manager');
    const code = lotteryCode();
    await assertFails(setDoc(doc(db, 'lottery', code), { id: code, lotteryUUID: code, userId: CUSTOMER.id, user: { firstName: 'Bat', phone: '99112233' }, lotteryTypeId: LOTTERY_NOW, orderId: 'no-order', createdUserId: uidOf('Manager'), createdAt: serverTimestamp() }));
    // 3 x 100,000 = 300,000 does not exceed the type's 300,000.
    await assertFails(saleBatch(db, 'Manager', 'store', await fresh(3), { lottery: true }));
    await assertFails(saleBatch(db, 'Manager', 'store', await fresh(4), { lottery: true, mutate: (plan) => { plan.order.data.lotteryId = null; } }));
    await assertFails(
      saleBatch(db, 'Manager', 'store', await fresh(4), {
        lottery: true,
        mutate: (plan) => {
          if (plan.lottery) plan.lottery.data.lotteryTypeId = LOTTERY_FUTURE;
        },
      }),
    );
    await assertSucceeds(saleBatch(db, 'Manager', 'store', await fresh(4), { lottery: true }));
  });
});

// -------------------------------------------------------------------------------------------------
// Reads the wizards and the selling staff need.
// -------------------------------------------------------------------------------------------------
describe('selling reads', () => {
  it('lotteryType: the selling roles read it; a malformed write is refused (the page\'s writes: lottery-types.test.ts)', async () => {
    for (const subject of SUBJECTS) {
      const allowed = ['Admin', 'Manager', 'dev', 'Reception In City', 'Reception In Country', 'Call Centre'].includes(subject);
      await expectAllowed(allowed, getDocs(collection(dbFor(subject), 'lotteryType')));
    }
    // Manager may write lottery types, but only whole, well-formed ones.
    await assertFails(setDoc(doc(dbFor('Manager'), 'lotteryType', 'new'), { name: 'x', price: 1 }));
  });

  it('lottery: a free code may be looked up by the selling roles; tickets are read by Manager, Admin, dev', async () => {
    const taken = lotteryCode();
    await rules.env.withSecurityRulesDisabled((ctx) => setDoc(doc(modularFirestore(ctx.firestore()), 'lottery', taken), { lotteryUUID: taken }));
    await assertSucceeds(getDoc(doc(dbFor('Reception In City'), 'lottery', '12345678')));
    await assertFails(getDoc(doc(dbFor('Reception In City'), 'lottery', taken)));
    await assertFails(getDocs(collection(dbFor('Reception In City'), 'lottery')));
    await assertFails(getDoc(doc(dbFor('DeliveryBoy'), 'lottery', '12345678')));
    for (const subject of ['Manager', 'Admin', 'dev'] as const) await assertSucceeds(getDocs(collection(dbFor(subject), 'lottery')));
    await assertFails(updateDoc(doc(dbFor('Manager'), 'lottery', taken), { userId: 'x' }));
  });

  it("orders: a seller reads its store's store orders, the call centre its own delivery orders", async () => {
    await saleBatch(dbFor('Reception In City'), 'Reception In City', 'store', await fresh(1));
    await saleBatch(dbFor('Call Centre'), 'Call Centre', 'delivery', await fresh(1));
    const city = dbFor('Reception In City');
    await assertSucceeds(getDocs(query(collection(city, 'orders'), where('purchaseType', '==', 'store'), where('locationId', '==', STORE_A))));
    await assertFails(getDocs(query(collection(city, 'orders'), where('purchaseType', '==', 'store'), where('locationId', '==', STORE_B))));
    await assertFails(getDocs(collection(city, 'orders')));
    const cc = dbFor('Call Centre');
    await assertSucceeds(getDocs(query(collection(cc, 'orders'), where('purchaseType', '==', 'delivery'), where('createdUserId', '==', uidOf('Call Centre')))));
    await assertFails(getDocs(query(collection(cc, 'orders'), where('purchaseType', '==', 'delivery'))));
    await assertFails(getDocs(query(collection(dbFor('DeliveryBoy'), 'orders'), where('purchaseType', '==', 'store'), where('locationId', '==', STORE_A))));
  });

  it('users: sellers and the call centre list customers (not merchants); Admin and Manager list merchants', async () => {
    for (const subject of ['Reception In City', 'Reception In Country', 'Call Centre', 'Admin', 'Manager', 'dev'] as const) {
      await assertSucceeds(getDocs(query(collection(dbFor(subject), 'users'), where('role', '==', 'clientUser'))));
    }
    for (const subject of ['Admin', 'Manager', 'dev'] as const) {
      await assertSucceeds(getDocs(query(collection(dbFor(subject), 'users'), where('role', '==', 'Merchant'))));
    }
    for (const subject of ['Reception In City', 'Call Centre', 'DeliveryBoy', 'Merchant'] as const) {
      await assertFails(getDocs(query(collection(dbFor(subject), 'users'), where('role', '==', 'Merchant'))));
    }
    await assertFails(getDocs(query(collection(dbFor('DeliveryBoy'), 'users'), where('role', '==', 'clientUser'))));
  });

  it('users: sellers and the call centre register a customer with the new-client shape only', async () => {
    // One customer per phone: each write is the customer with its name-search fields and its key.
    let n = 0;
    const register = (db: Firestore, over: Record<string, unknown> = {}) => {
      const ref = doc(collection(db, 'users'));
      const data: Record<string, unknown> = {
        firstName: 'Saraa',
        lastName: 'Bold',
        firstNameLower: 'saraa',
        lastNameLower: 'bold',
        phone: String(70_110_000 + (n += 1)),
        address: 'Khan-Uul',
        role: 'clientUser',
        userType: 'clientUser',
        isActive: true,
        isWarehouse: false,
        locationId: null,
        locationType: null,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        ...over,
      };
      const batch = writeBatch(db);
      batch.set(ref, data);
      batch.set(doc(db, 'customerPhones', String(data.phone)), { customerId: ref.id, createdAt: serverTimestamp() });
      return batch.commit();
    };
    for (const subject of ['Reception In City', 'Reception In Country', 'Call Centre'] as const) {
      await assertSucceeds(register(dbFor(subject)));
    }
    const cc = dbFor('Call Centre');
    await assertFails(register(cc, { role: 'Manager', userType: 'staff' }));
    await assertFails(register(cc, { locationId: STORE_A }));
    await assertFails(register(cc, { email: 'x@y.mn' }));
    await assertFails(register(cc, { phone: 'abc' }));
    await assertFails(register(cc, { firstName: ' ', firstNameLower: '' }));
    await assertFails(register(dbFor('DeliveryBoy')));
    await assertFails(register(dbFor('Merchant')));
  });
});

// -------------------------------------------------------------------------------------------------
// Payment and the walk-in customer (docs/selling.md: payment; orders: paidAsRecorded, isWalkIn).
// -------------------------------------------------------------------------------------------------
describe('payment and walk-in sales', () => {
  const SPLIT = { payments: { cash: 200_000, card: 200_000, qpay: 0, bank: 0 }, cashReceived: 210_000 };

  it('a seller sells to a walk-in customer, paid half cash (with change) and half card, with a ticket by phone', async () => {
    // 4 x 100,000 is above the lottery type's 300,000: a ticket is offered.
    const products = await fresh(4);
    const input: SaleInput = { ...inputFor('store', products), buyer: WALK_IN, payment: SPLIT, lottery: { lotteryTypeId: LOTTERY_NOW, code: lotteryCode() } };
    const result = await runSale(input, sellerOf('Reception In City'), undefined, dbFor('Reception In City'));
    expect(result.lotteryCode).not.toBeNull();
    const order = await read(`orders/${result.orderId}`);
    expect(order).toMatchObject({ userId: null, contactName: '', contactNumber: WALK_IN.phone, user: { firstName: '', lastName: '', phone: WALK_IN.phone } });
    expect(order).toMatchObject({ payments: { cash: 200_000, card: 200_000, qpay: 0, bank: 0 }, cashReceived: 210_000 });
    expect(await read(`transactions/${order?.transactionId as string}`)).toMatchObject({ customerId: null, customerName: '', amount: 400_000 });
    expect(await read(`lottery/${result.lotteryCode as string}`)).toMatchObject({ userId: null, user: { phone: WALK_IN.phone } });
  });

  it('a merchant sale records its payment; a sale saying nothing is paid in cash, exactly', async () => {
    const bank = await runSale(
      { ...inputFor('merchant', await fresh(1)), payment: { payments: { cash: 0, card: 0, qpay: 0, bank: 100_000 }, cashReceived: null } },
      sellerOf('Manager'),
      undefined,
      dbFor('Manager'),
    );
    expect(await read(`orders/${bank.orderId}`)).toMatchObject({ payments: { cash: 0, card: 0, qpay: 0, bank: 100_000 } });
    const plain = await runSale(inputFor('store', await fresh(1)), sellerOf('Manager'), undefined, dbFor('Manager'));
    const order = await read(`orders/${plain.orderId}`);
    expect(order).toMatchObject({ payments: { cash: 100_000, card: 0, qpay: 0, bank: 0 } });
    expect(order).not.toHaveProperty('cashReceived');
  });

  it('a delivery order carries no payments (paid at the door)', async () => {
    const result = await runSale(inputFor('delivery', await fresh(1)), sellerOf('Manager'), undefined, dbFor('Manager'));
    expect(await read(`orders/${result.orderId}`)).not.toHaveProperty('payments');
    const db = dbFor('Manager');
    await assertFails(
      saleBatch(db, 'Manager', 'delivery', await fresh(1), {
        mutate: (plan) => {
          plan.order.data.payments = { cash: 100_000, card: 0, qpay: 0, bank: 0 };
        },
      }),
    );
  });

  it('refuses a walk-in merchant or delivery sale, and the domain refuses bad payments before writing', async () => {
    const db = dbFor('Manager');
    for (const kind of ['merchant', 'delivery'] as const) {
      const products = await fresh(1);
      await assertFails(
        saleBatch(db, 'Manager', kind, products, {
          mutate: (plan) => {
            Object.assign(plan.order.data, { userId: null, user: { firstName: '', lastName: '', phone: '' }, contactName: '', contactNumber: '' });
            for (const s of plan.sales) Object.assign(s.data, { userId: null });
            Object.assign(plan.transaction.data, { customerId: null, customerName: '', user: { firstName: '', lastName: '', phone: '' } });
          },
        }),
      );
    }
    const products = await fresh(1);
    await expect(runSale({ ...inputFor('merchant', products), buyer: WALK_IN }, sellerOf('Manager'), undefined, db)).rejects.toMatchObject({ problem: 'noBuyer' });
    await expect(
      runSale({ ...inputFor('store', products), payment: { payments: { cash: 50_000, card: 0, qpay: 0, bank: 0 }, cashReceived: null } }, sellerOf('Manager'), undefined, db),
    ).rejects.toMatchObject({ problem: 'paymentMismatch' });
    await expect(
      runSale({ ...inputFor('store', products), payment: { payments: { cash: 100_000, card: 0, qpay: 0, bank: 0 }, cashReceived: 90_000 } }, sellerOf('Manager'), undefined, db),
    ).rejects.toMatchObject({ problem: 'cashShort' });
    await expect(
      runSale({ ...inputFor('store', products), buyer: { ...WALK_IN, phone: '' }, lottery: { lotteryTypeId: LOTTERY_NOW, code: lotteryCode() } }, sellerOf('Manager'), undefined, db),
    ).rejects.toMatchObject({ problem: 'ticketNeedsPhone' });
  });
});
