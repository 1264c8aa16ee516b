import { describe, expect, it } from 'vitest';
import { buildOrderSeed } from './seed-orders.mjs';
import { buildDeliverySeed } from './seed-deliveries.mjs';
import { buildScaleCustomers, buildScaleSales } from './seed-scale.mjs';
import { buildProductSeed } from './seed-products.mjs';
import { orderDocument } from '../src/entities/order/orderDocument';
import { saleDocument } from '../src/entities/sale/saleDocument';
import { refundTransactionDocument, saleTransactionDocument } from '../src/entities/transaction/transactionDocument';

// The seeds are plain Node (they cannot import the app's TypeScript), so they write their orders,
// sales and transactions by hand. This test holds them to the app's builders (src/entities/*/…Document.ts):
// each seeded document is built again by the builder from the seed's own values, and both must have
// the same shape: the same field names, with values of the same types, nested maps and lists alike.

const NOW = new Date('2025-06-15T12:00:00+08:00');

/** A value's shape: a map's keys with their shapes, a list's elements' shapes, else its type. */
function shape(value) {
  if (value === null) return 'null';
  if (value instanceof Date) return 'timestamp';
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, shape(value[k])]));
  return typeof value;
}

/** Fields later writes add to an order (the courier's assignment, the delivery confirmation). */
const LATER_ORDER_FIELDS = ['updatedAt', 'ordered', 'refundedProductIds', 'deliveredAt'];
/** Fields a refund adds to a sale. */
const LATER_SALE_FIELDS = ['state', 'updatedAt'];

const without = (doc, fields) => Object.fromEntries(Object.entries(doc).filter(([k]) => !fields.includes(k)));

/** The buyer the seed copied: its id and its `user` snapshot, as given (a missing field stays missing). */
const buyerOf = (id, user) => ({ id, firstName: user.firstName, lastName: user.lastName, phone: user.phone });
const locationOf = (d) => ('locationType' in d ? { locationType: d.locationType, locationId: d.locationId, locationName: d.locationName } : null);

/** The order the builder makes from a seeded order's values. */
function orderFromSeed(o) {
  return orderDocument({
    id: o.id,
    purchaseType: o.purchaseType,
    pendingStatus: o.pending_status,
    products: o.products,
    withProductIds: 'productIds' in o,
    buyer: buyerOf(o.userId, o.user),
    contactName: o.contactName,
    contactNumber: o.contactNumber,
    delivery: 'duureg' in o ? { duureg: o.duureg, address: o.address, addressDescription: o.addressDescription } : null,
    courier: o.deliveryBoy ?? null,
    location: locationOf(o),
    ...('transactionId' in o ? { transactionId: o.transactionId } : {}),
    ...('lotteryId' in o ? { lotteryId: o.lotteryId } : {}),
    createdBy: { id: o.createdUserId, ...o.createdUser },
    createdAt: o.createdAt,
    payment: o.payments ? { payments: o.payments, cashReceived: o.cashReceived ?? null } : null,
  });
}

function saleFromSeed(s) {
  return saleDocument({
    id: s.id,
    product: s.product,
    orderId: s.orderId,
    buyer: buyerOf(s.userId, s.user),
    location: locationOf(s),
    purchaseType: s.purchaseType,
    ...('createdUserId' in s ? { createdUserId: s.createdUserId } : {}),
    createdAt: s.createdAt,
  });
}

function transactionFromSeed(t) {
  if (t.type === 'sale') {
    return saleTransactionDocument({
      id: t.id,
      orderId: t.orderId,
      amount: t.amount,
      buyer: buyerOf(t.customerId, t.user),
      customerName: t.customerName,
      createdUserId: t.createdUserId,
      createdAt: t.createdAt,
    });
  }
  return refundTransactionDocument({
    id: t.id,
    productId: t.productId,
    saleId: t.saleId,
    orderId: t.orderId,
    customerId: t.customerId,
    customerName: t.customerName ?? '',
    amount: t.amount,
    by: t.user,
    createdAt: t.createdAt,
  });
}

/** Every seeded document has the shape of the builder's document made from its values. */
function expectBuilderShapes(docs, build, later = []) {
  expect(docs.length).toBeGreaterThan(0);
  for (const doc of docs) {
    const seeded = without(doc, later);
    expect(shape(seeded), doc.id).toEqual(shape(without(build(doc), later)));
  }
}

describe('the seeds write the documents the app builds', () => {
  it('seed-orders: orders and sales', () => {
    const { orders, sales } = buildOrderSeed({ now: NOW, count: 300 });
    expectBuilderShapes(orders.map(([, o]) => o), orderFromSeed);
    expectBuilderShapes(sales.map(([, s]) => s), saleFromSeed);
  });

  it('seed-deliveries: orders, sales and sale transactions', () => {
    const { orders, sales, transactions } = buildDeliverySeed({ products: buildProductSeed(NOW).products, now: NOW });
    expectBuilderShapes(orders.map(([, o]) => o), orderFromSeed);
    expectBuilderShapes(sales.map(([, s]) => s), saleFromSeed);
    expectBuilderShapes(transactions.map(([, t]) => t), transactionFromSeed);
  });

  it('seed-scale: orders (as delivered), sales (refunded too), sale and refund transactions', () => {
    const { customers } = buildScaleCustomers({ now: NOW, count: 2000 });
    const { orders, sales, transactions } = buildScaleSales({ now: NOW, customers, count: 1500 });
    expectBuilderShapes(orders.map(([, o]) => o), orderFromSeed, LATER_ORDER_FIELDS);
    expectBuilderShapes(sales.map(([, s]) => s), saleFromSeed, LATER_SALE_FIELDS);
    expect(new Set(transactions.map(([, t]) => t.type))).toEqual(new Set(['sale', 'refund']));
    expectBuilderShapes(transactions.map(([, t]) => t), transactionFromSeed);
  });

  it('a seed writing another shape is caught', () => {
    const [[, order]] = buildOrderSeed({ now: NOW, count: 1 }).orders;
    const { contactNumber: _, ...missing } = order;
    expect(shape(missing)).not.toEqual(shape(orderFromSeed(missing)));
    expect(shape({ ...order, quantity: '1' })).not.toEqual(shape(orderFromSeed(order)));
  });
});
