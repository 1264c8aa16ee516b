import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import type { Order, OrderProduct } from '../../../entities/order/order';
import { NO_PAYMENTS, singlePayment } from '../../../entities/order/payment';
import type { Product } from '../../../entities/product/product';
import {
  defaultPayBackMethod,
  deskLines,
  keptTotalAfter,
  lineBlock,
  looksLikeOrderId,
  phoneOf,
  windowDaysOf,
  noPayment,
  reasonProblem,
  returnFigures,
  returnPermission,
  returnProblem,
  voidsTicket,
  withinWindow,
  windowEnd,
  newSideVat,
  newLinesOf,
  storedLineOf,
} from './returns';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 27, 12);

function line(id: string, price: number): OrderProduct {
  return { id, name: `P ${id}`, sku: id, price, originalPrice: price, isNoat: false, size: '40', colors: [], categories: [], pics: [] };
}

function order(over: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    products: [line('a', 100_000), line('b', 80_000)],
    purchaseType: 'store',
    pending_status: 'done',
    quantity: 2,
    soldTotalPrice: 180_000,
    originalTotalPrice: 180_000,
    userId: null,
    user: null,
    locationId: 'store-1',
    createdUserId: 's',
    createdUser: { firstName: '', lastName: '', role: '' },
    createdAt: Timestamp.fromMillis(NOW - DAY),
    ...over,
  };
}

function product(id: string, over: Partial<Product> = {}): Product {
  return { id, name: `P ${id}`, sku: id, price: 100_000, originalPrice: 100_000, isSold: true, orderId: 'o1', locationType: 'store', locationId: 'store-1', ...over } as Product;
}

const seller = { role: 'Reception In City' as const, locationId: 'store-1' };

describe('who may take a sale back (docs/returns.md)', () => {
  it('a seller its own store sale within the window; past it with an approval; never another store or kind', () => {
    expect(returnPermission(order(), NOW - DAY, seller, NOW, 14)).toBe('direct');
    expect(returnPermission(order(), NOW - 15 * DAY, seller, NOW, 14)).toBe('approval');
    expect(returnPermission(order(), NOW - 14 * DAY, seller, NOW, 14)).toBe('direct');
    expect(returnPermission(order({ locationId: 'store-2' }), NOW, seller, NOW, 14)).toBe('never');
    expect(returnPermission(order({ purchaseType: 'delivery' }), NOW, seller, NOW, 14)).toBe('never');
    expect(returnPermission(order(), NOW, { role: 'Reception In City', locationId: null }, NOW, 14)).toBe('never');
    expect(returnPermission(order(), NOW, { role: 'Call Centre', locationId: 'store-1' }, NOW, 14)).toBe('never');
  });

  it('Admin, Manager and dev take back any store sale at any age; a window of 0 days sends every seller return to a Manager', () => {
    for (const role of ['Admin', 'Manager', 'dev'] as const) {
      expect(returnPermission(order({ locationId: 'store-9' }), NOW - 400 * DAY, { role, locationId: null }, NOW, 14)).toBe('direct');
    }
    expect(returnPermission(order(), NOW - 1000, seller, NOW, 0)).toBe('approval');
    expect(withinWindow(NOW - DAY, NOW, 1)).toBe(true);
    expect(windowEnd(0, 2)).toBe(2 * DAY);
  });
});

describe('the figures', () => {
  it('even, dearer and cheaper exchanges and a plain return', () => {
    expect(returnFigures([line('a', 150_000)], [line('n', 150_000)])).toEqual({ returnedTotal: 150_000, newTotal: 150_000, difference: 0, toPay: 0, toPayBack: 0 });
    expect(returnFigures([line('a', 100_000)], [line('n', 130_000)])).toMatchObject({ difference: 30_000, toPay: 30_000, toPayBack: 0 });
    expect(returnFigures([line('a', 200_000)], [line('n', 150_000)])).toMatchObject({ difference: -50_000, toPay: 0, toPayBack: 50_000 });
    expect(returnFigures([line('a', 80_000), line('b', 20_000)], [])).toMatchObject({ returnedTotal: 100_000, difference: -100_000, toPayBack: 100_000 });
  });

  it('what the order keeps, after earlier returns too', () => {
    expect(keptTotalAfter(order(), returnFigures([line('b', 80_000)], []))).toBe(100_000);
    expect(keptTotalAfter(order({ keptTotalPrice: 100_000 }), returnFigures([line('a', 100_000)], [line('n', 120_000)]))).toBe(120_000);
  });

  it('the ticket is voided at or below the price, unless its winner is drawn', () => {
    expect(voidsTicket(300_000, 300_000, false)).toBe(true);
    expect(voidsTicket(300_001, 300_000, false)).toBe(false);
    expect(voidsTicket(10, 300_000, true)).toBe(false);
  });

  it('the money goes back the way it was paid when one way, cash otherwise', () => {
    expect(defaultPayBackMethod(singlePayment('card', 100))).toBe('card');
    expect(defaultPayBackMethod({ ...NO_PAYMENTS, cash: 50, card: 50 })).toBe('cash');
    expect(defaultPayBackMethod(null)).toBe('cash');
  });
});

describe('what stops a return', () => {
  const base = { lines: [line('a', 100_000)], newLines: [], newProducts: [], storeId: 'store-1', payment: noPayment(), paidBack: singlePayment('cash', 100_000) };

  it('a plan that adds up passes', () => {
    expect(returnProblem(base)).toBeNull();
  });

  it('no line, more than 6 lines, a new product not in stock or elsewhere, payments that do not add up', () => {
    expect(returnProblem({ ...base, lines: [] })).toBe('noLines');
    expect(returnProblem({ ...base, lines: Array.from({ length: 4 }, (_, i) => line(`x${i}`, 1)), newLines: [line('n1', 1), line('n2', 1), line('n3', 1)], paidBack: NO_PAYMENTS })).toBe(
      'tooManyLines',
    );
    expect(returnProblem({ ...base, newLines: [line('n', 100_000)], newProducts: [product('n', { isSold: true })], paidBack: NO_PAYMENTS })).toBe('newNotInStock');
    expect(returnProblem({ ...base, newLines: [line('n', 100_000)], newProducts: [product('n', { isSold: false, locationId: 'store-2' })], paidBack: NO_PAYMENTS })).toBe(
      'newElsewhere',
    );
    expect(returnProblem({ ...base, paidBack: singlePayment('cash', 90_000) })).toBe('paidBackMismatch');
    expect(
      returnProblem({ ...base, newLines: [line('n', 130_000)], newProducts: [product('n', { isSold: false })], paidBack: NO_PAYMENTS, payment: { payments: singlePayment('card', 20_000), cashReceived: null } }),
    ).toBe('paymentMismatch');
    expect(
      returnProblem({ ...base, newLines: [line('n', 130_000)], newProducts: [product('n', { isSold: false })], paidBack: NO_PAYMENTS, payment: { payments: singlePayment('cash', 30_000), cashReceived: 20_000 } }),
    ).toBe('cashShort');
    expect(reasonProblem('x'.repeat(201))).toBe('reasonTooLong');
    expect(reasonProblem(`  ${'x'.repeat(200)}  `)).toBeNull();
  });

  it('through the command any number of lines up to the given maximum (200): 7 pass, one past it does not', () => {
    const seven = { ...base, lines: Array.from({ length: 7 }, (_, i) => line(`x${i}`, 1)), paidBack: singlePayment('cash', 7) };
    expect(returnProblem(seven)).toBe('tooManyLines');
    expect(returnProblem(seven, 200)).toBeNull();
    const many = { ...base, lines: Array.from({ length: 201 }, (_, i) => line(`x${i}`, 1)), paidBack: singlePayment('cash', 201) };
    expect(returnProblem(many, 200)).toBe('tooManyLines');
  });
});

describe('the lines the counter lists', () => {
  it("the order's lines, then those an exchange gave, each with whether it can come back", () => {
    const o = order({ returnedProductIds: ['b'] });
    const products = new Map([
      ['a', product('a')],
      ['b', product('b', { isSold: false, isRefund: true })],
      ['n', product('n')],
    ]);
    const lines = deskLines(o, [{ productId: 'a', product: line('a', 100_000) }, { productId: 'n', product: line('n', 120_000) }], products);
    expect(lines.map((l) => [l.line.id, l.from, l.block])).toEqual([
      ['a', 'order', null],
      ['b', 'order', 'returned'],
      ['n', 'exchange', null],
    ]);
  });

  it('a product resold elsewhere, on its way or unreadable cannot come back', () => {
    const o = order();
    expect(lineBlock(o, line('a', 1), product('a', { orderId: 'o2' }))).toBe('elsewhere');
    expect(lineBlock(o, line('a', 1), product('a', { isDeliveryPending: true }))).toBe('deliveryPending');
    expect(lineBlock(o, line('a', 1), null)).toBe('elsewhere');
    expect(lineBlock(order({ refundedProductIds: ['a'] }), line('a', 1), product('a'))).toBe('returned');
  });
});

describe('what a typed or scanned code is', () => {
  it('an order number (20 letters and digits), a phone (8 digits), or a label', () => {
    expect(looksLikeOrderId('7nsa3DpBO2h8NzhsssMV')).toBe(true);
    expect(looksLikeOrderId('12345678901234567890')).toBe(false);
    expect(phoneOf('9911 2233')).toBe('99112233');
    expect(phoneOf('991122')).toBeNull();
  });
});

describe('the window setting as typed', () => {
  it('whole days from 0 to 365, as the rules take them', () => {
    expect(windowDaysOf('14')).toBe(14);
    expect(windowDaysOf(' 0 ')).toBe(0);
    expect(windowDaysOf('365')).toBe(365);
    expect(windowDaysOf('366')).toBeNull();
    expect(windowDaysOf('1.5')).toBeNull();
    expect(windowDaysOf('-1')).toBeNull();
    expect(windowDaysOf('')).toBeNull();
  });
});

describe('newSideVat', () => {
  const pair = (id: string, price = 239_000, originalPrice = 239_000) => ({ id, price, originalPrice });
  it('a pair back with VAT ticks it on the new pair (an even exchange pays nothing back)', () => {
    expect(newSideVat([{ isNoat: true }], [pair('n1')], {})).toEqual({ n1: true });
  });
  it('a pair back without VAT, or a new pair on discount (no VAT allowed), leaves it off', () => {
    expect(newSideVat([{ isNoat: false }], [pair('n1')], {})).toEqual({ n1: false });
    expect(newSideVat([{ isNoat: true }], [pair('n1', 200_000, 239_000)], {})).toEqual({ n1: false });
    expect(newSideVat([], [pair('n1')], {})).toEqual({ n1: false });
  });
  it('the seller’s own choice stands either way', () => {
    expect(newSideVat([{ isNoat: true }], [pair('n1'), pair('n2')], { n1: false })).toEqual({ n1: false, n2: true });
    expect(newSideVat([{ isNoat: false }], [pair('n1')], { n1: true })).toEqual({ n1: true });
  });
});

describe('the lines a return stores', () => {
  it('a new line at its price now, VAT added only where ticked and the product sells at its original price', () => {
    const full = product('n1', { price: 200_000, originalPrice: 200_000, isSold: false, pics: [], colors: [], categories: [] });
    const discounted = product('n2', { price: 150_000, originalPrice: 200_000, isSold: false, pics: [], colors: [], categories: [] });
    const lines = newLinesOf([full, discounted], { n1: true, n2: true });
    expect(lines.map((l) => [l.id, l.isNoat, l.price])).toEqual([
      ['n1', true, 220_000],
      ['n2', false, 150_000],
    ]);
    expect(newLinesOf([full], {})[0]).toMatchObject({ isNoat: false, price: 200_000, originalPrice: 200_000 });
  });

  it("a returned line is its sale's product map as stored, else the order's line for it, else none", () => {
    const sold = { id: 'a', price: 110_000, name: 'As sold', extra: 1 };
    const orderLines = [{ id: 'a', price: 100_000 }, { id: 'b', price: 80_000 }];
    expect(storedLineOf(orderLines, 'a', sold)).toBe(sold);
    expect(storedLineOf(orderLines, 'b', null)).toEqual({ id: 'b', price: 80_000 });
    expect(storedLineOf(orderLines, 'c', null)).toBeNull();
    expect(storedLineOf('not a list', 'a', undefined)).toBeNull();
  });
});
