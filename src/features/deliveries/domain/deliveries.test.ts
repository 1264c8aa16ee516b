import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import {
  canRefundLine,
  cardSearchText,
  deliveredOrderFields,
  courierError,
  deleteReturnsProducts,
  deliveryOutcomes,
  deliveryPlans,
  deliveryPointName,
  doorSummary,
  mapSearchUrl,
  matchesPlan,
  searchCards,
  showsCards,
  tableActions,
  telHref,
  uniqueLines,
  type LineProductState,
} from './deliveries';
import { formatDateTime } from '../../../lib/dates';
import { doorRefundOf, contactName, purchaseTypeLabel, quantityOf, statusLabel, totalsOf } from '../../../entities/order/orderView';
import { toOrder } from '../../../entities/order/orderDoc';

const t = (key: string) => `t:${key}`;

describe('labels', () => {
  it('translates the four statuses and shows other values raw', () => {
    expect(statusLabel('notPaid', t)).toBe('t:order.status.notPaid');
    expect(statusLabel('pending', t)).toBe('t:order.status.pending');
    expect(statusLabel('delivering', t)).toBe('t:order.status.delivering');
    expect(statusLabel('done', t)).toBe('t:order.status.done');
    expect(statusLabel('cancelled', t)).toBe('cancelled');
  });

  it('translates delivery, merchant, store and mobile; others raw', () => {
    expect(purchaseTypeLabel('delivery', t)).toBe('t:order.purchaseType.delivery');
    expect(purchaseTypeLabel('merchant', t)).toBe('t:order.purchaseType.merchant');
    expect(purchaseTypeLabel('store', t)).toBe('t:order.purchaseType.store');
    expect(purchaseTypeLabel('mobile', t)).toBe('t:order.purchaseType.mobile');
    expect(purchaseTypeLabel('phone', t)).toBe('phone');
  });
});

describe('tables per role (sections 2 and 6)', () => {
  it('Admin, Manager, dev see the three tables, unfiltered by person', () => {
    for (const role of ['Admin', 'Manager', 'dev'] as const) {
      const plans = deliveryPlans({ id: 'u', role }, 'deliveryOrders');
      expect(plans.map((p) => [p.table, p.status])).toEqual([
        ['awaiting', 'pending'],
        ['onTheWay', 'delivering'],
        ['delivered', 'done'],
      ]);
      expect(plans.every((p) => p.deliveryBoyId === undefined && p.createdUserId === undefined)).toBe(true);
      expect(plans.every((p) => p.purchaseTypes.join() === 'delivery,mobile')).toBe(true);
    }
  });

  it('a DeliveryBoy has no awaiting table and only its own delivering orders', () => {
    const plans = deliveryPlans({ id: 'courier-1', role: 'DeliveryBoy' }, 'deliveryOrders');
    expect(plans).toEqual([expect.objectContaining({ table: 'onTheWay', status: 'delivering', deliveryBoyId: 'courier-1' })]);
  });

  it('other roles get nothing on /delivery-orders; the call centre its own orders on its page', () => {
    expect(deliveryPlans({ id: 'u', role: 'Reception In City' }, 'deliveryOrders')).toEqual([]);
    expect(deliveryPlans({ id: 'u', role: 'Call Centre' }, 'deliveryOrders')).toEqual([]);
    const cc = deliveryPlans({ id: 'cc', role: 'Call Centre' }, 'callCentre');
    expect(cc.map((p) => p.table)).toEqual(['awaiting', 'onTheWay', 'delivered']);
    expect(cc.every((p) => p.createdUserId === 'cc')).toBe(true);
    expect(deliveryPlans({ id: 'u', role: 'Manager' }, 'callCentre')).toEqual([]);
  });

  it('the delivered table is capped; the others are not', () => {
    const plans = deliveryPlans({ id: 'u', role: 'Admin' }, 'deliveryOrders');
    expect(plans.find((p) => p.table === 'delivered')?.limit).toBeGreaterThan(0);
    expect(plans.find((p) => p.table === 'awaiting')?.limit).toBeUndefined();
  });

  it('matchesPlan filters like the query', () => {
    const [plan] = deliveryPlans({ id: 'c1', role: 'DeliveryBoy' }, 'deliveryOrders');
    const base = { purchaseType: 'delivery' as const, pending_status: 'delivering' as const, deliveryBoyId: 'c1', createdUserId: 'x' };
    expect(matchesPlan(base, plan)).toBe(true);
    expect(matchesPlan({ ...base, purchaseType: 'mobile' }, plan)).toBe(true);
    expect(matchesPlan({ ...base, deliveryBoyId: 'c2' }, plan)).toBe(false);
    expect(matchesPlan({ ...base, pending_status: 'pending' }, plan)).toBe(false);
    expect(matchesPlan({ ...base, purchaseType: 'store' }, plan)).toBe(false);
  });

  it('actions: assign on table 1, confirm (also the courier) and cancel on 2, delete for dispatchers only', () => {
    expect(tableActions('awaiting', 'Manager', 'deliveryOrders')).toEqual({ assign: true, confirm: false, cancelDelivering: false, remove: true });
    expect(tableActions('onTheWay', 'Admin', 'deliveryOrders')).toEqual({ assign: false, confirm: true, cancelDelivering: true, remove: true });
    expect(tableActions('onTheWay', 'DeliveryBoy', 'deliveryOrders')).toEqual({ assign: false, confirm: true, cancelDelivering: false, remove: false });
    expect(tableActions('delivered', 'dev', 'deliveryOrders')).toEqual({ assign: false, confirm: false, cancelDelivering: false, remove: true });
    expect(tableActions('awaiting', 'Call Centre', 'callCentre')).toEqual({ assign: false, confirm: false, cancelDelivering: false, remove: false });
  });
});

describe('cells', () => {
  it('delivery point name or "-"', () => {
    const names = new Map([['d1', 'Хан-Уул']]);
    expect(deliveryPointName('d1', names)).toBe('Хан-Уул');
    expect(deliveryPointName('d9', names)).toBe('-');
    expect(deliveryPointName(undefined, names)).toBe('-');
  });

  it('dates as YYYY-MM-DD HH:mm:ss', () => {
    const ms = new Date(2024, 4, 3, 9, 5, 7).getTime();
    expect(formatDateTime(ms)).toBe('2024-05-03 09:05:07');
    expect(formatDateTime(0)).toBe('');
  });

  it('contact name, quantity, totals, the courier requirement', () => {
    expect(contactName({ contactName: '', user: { firstName: 'Bold', phone: '1' } })).toBe('Bold');
    expect(quantityOf({ quantity: 0, products: [{}, {}] as never })).toBe(2);
    // Delivered with everything refunded at the door: nothing was delivered.
    expect(quantityOf({ quantity: 0, products: [{}, {}] as never, ordered: { quantity: 2, soldTotalPrice: 1, originalTotalPrice: 1 } })).toBe(0);
    expect(totalsOf([{ price: 90, originalPrice: 100 }, { price: 50, originalPrice: 50 }])).toEqual({ original: 150, sold: 140 });
    expect(courierError('')).toBe('deliveries.courierEmpty');
    expect(courierError(null)).toBe('deliveries.courierEmpty');
    expect(courierError('c1')).toBeNull();
  });
});

describe('delivery confirmation outcomes', () => {
  const on = (orderId = 'o1'): LineProductState => ({ exists: true, orderId, isSold: true, isDeliveryPending: true });

  it('every product sold, ticked ones refunded, missing ones skipped', () => {
    const products = new Map<string, LineProductState | null>([
      ['a', on()],
      ['b', on()],
      ['c', null],
      ['d', on('other')],
    ]);
    const out = deliveryOutcomes('o1', [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }], products, new Set(['b', 'c']));
    expect(Object.fromEntries(out)).toEqual({ a: 'sold', b: 'refund', c: 'skip', d: 'skip' });
  });

  it('refund only for an existing product of this order still on its way, listed in productIds', () => {
    const order = { id: 'o1', productIds: ['a'] };
    expect(canRefundLine(on(), order, 'a')).toBe(true);
    expect(canRefundLine(null, order, 'a')).toBe(false);
    expect(canRefundLine(on('o2'), order, 'a')).toBe(false);
    expect(canRefundLine({ ...on(), isDeliveryPending: false }, order, 'a')).toBe(false);
    // An older order without productIds: its lines are only kept (the rules cannot check them).
    expect(canRefundLine(on(), { id: 'o1' }, 'a')).toBe(false);
  });

  it('a delivered order states what was delivered and paid, and keeps what was ordered', () => {
    const lines = [
      { id: 'a', price: 150_000, originalPrice: 150_000 },
      { id: 'b', price: 160_000, originalPrice: 180_000 },
    ];
    const before = { quantity: 2, soldTotalPrice: 310_000, originalTotalPrice: 330_000 };
    expect(deliveredOrderFields(before, lines, ['a'])).toEqual({
      quantity: 1,
      soldTotalPrice: 160_000,
      originalTotalPrice: 180_000,
      ordered: before,
      refundedProductIds: ['a'],
    });
    expect(deliveredOrderFields(before, lines, [])).toMatchObject({ quantity: 2, soldTotalPrice: 310_000, refundedProductIds: [] });
    expect(deliveredOrderFields(before, lines, ['a', 'b'])).toMatchObject({ quantity: 0, soldTotalPrice: 0, originalTotalPrice: 0 });
  });

  it('a delivery refunded at the door reads as ordered, refunded, delivered and paid', () => {
    const lines = [
      { id: 'a', price: 150_000, originalPrice: 150_000 },
      { id: 'b', price: 160_000, originalPrice: 180_000 },
    ];
    const before = { quantity: 2, soldTotalPrice: 310_000, originalTotalPrice: 330_000 };
    const confirmed = { products: lines, ...deliveredOrderFields(before, lines, ['a']) };
    expect(doorRefundOf(confirmed)).toEqual({
      ordered: before,
      refunded: { quantity: 1, soldTotalPrice: 150_000, originalTotalPrice: 150_000 },
      delivered: { quantity: 1, soldTotalPrice: 160_000, originalTotalPrice: 180_000 },
    });
    // Confirmed before `ordered` was kept: the totals still say what was ordered.
    expect(doorRefundOf({ products: lines, ...before, refundedProductIds: ['a'] })).toEqual(doorRefundOf(confirmed));
    expect(doorRefundOf({ products: lines, ...deliveredOrderFields(before, lines, []) })).toBeNull();
    expect(doorRefundOf({ products: lines, ...before })).toBeNull();
  });

  it('deleting returns products only for pending and delivering orders', () => {
    expect(deleteReturnsProducts('pending')).toBe(true);
    expect(deleteReturnsProducts('delivering')).toBe(true);
    expect(deleteReturnsProducts('done')).toBe(false);
    expect(deleteReturnsProducts('notPaid')).toBe(false);
  });
});

describe('toOrder', () => {
  it('reads a seeded order and tolerates missing fields', () => {
    const o = toOrder('o1', {
      products: [{ id: 'p1', name: 'Shoe', price: 10, originalPrice: 12, colors: ['Black'], pics: [{ picUrl: 'u', picName: 'n' }] }, { name: 'no id' }],
      purchaseType: 'mobile',
      pending_status: 'delivering',
      deliveryBoy: { id: 'c', firstName: 'A', lastName: 'B', phone: '1' },
      deliveryBoyId: 'c',
      createdAt: Timestamp.fromMillis(5000),
      lotteryId: '1234',
      locationId: 'district-01',
      locationName: 'Баянзүрх',
      locationType: 'delivery',
    });
    expect(o.products).toHaveLength(1);
    expect(o.products[0]).toMatchObject({ id: 'p1', price: 10, originalPrice: 12, isNoat: false, pics: [{ picUrl: 'u', picName: 'n' }] });
    expect(o.deliveryBoyId).toBe('c');
    expect(o.createdAt.toMillis()).toBe(5000);
    expect(o.lotteryId).toBe('1234');
    expect([o.locationId, o.locationName, o.locationType]).toEqual(['district-01', 'Баянзүрх', 'delivery']);
    const empty = toOrder('o2', {});
    expect(empty.userId).toBeNull();
    expect(empty.deliveryBoy).toBeUndefined();
    expect(empty.locationId).toBeUndefined();
    expect(empty.createdAt.toMillis()).toBe(0);
  });
});

describe("the courier's view", () => {
  it('shows cards to a courier on any screen, and to anyone on a narrow screen', () => {
    expect(showsCards('DeliveryBoy', false)).toBe(true);
    expect(showsCards('DeliveryBoy', true)).toBe(true);
    expect(showsCards('Manager', true)).toBe(true);
    expect(showsCards('Manager', false)).toBe(false);
    expect(showsCards('Admin', false)).toBe(false);
  });

  it('makes a tel: link of the digits (and a leading +), none without digits', () => {
    expect(telHref('8810 4729')).toBe('tel:88104729');
    expect(telHref('+976 9911-0005')).toBe('tel:+97699110005');
    expect(telHref('')).toBeNull();
    expect(telHref(undefined)).toBeNull();
    expect(telHref('утасгүй')).toBeNull();
  });

  it('searches the map for the address, the delivery point and the city, encoded; not the description', () => {
    const url = mapSearchUrl('Баянзүрх дүүрэг, 26-р хороо, 15-р байр', 'Баянзүрх');
    expect(url).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Баянзүрх дүүрэг, 26-р хороо, 15-р байр, Баянзүрх, Ulaanbaatar')}`,
    );
    const parsed = new URL(url ?? '');
    expect(parsed.searchParams.get('api')).toBe('1');
    expect(parsed.searchParams.get('query')).toBe('Баянзүрх дүүрэг, 26-р хороо, 15-р байр, Баянзүрх, Ulaanbaatar');
    // An unknown point ('-') is left out; "&" and "#" in an address stay inside the query.
    expect(new URL(mapSearchUrl('Street 1 & 2 #5', '-') ?? '').searchParams.get('query')).toBe('Street 1 & 2 #5, Ulaanbaatar');
    expect(mapSearchUrl('  ', 'Баянзүрх')).toBeNull();
    expect(mapSearchUrl(undefined, 'Баянзүрх')).toBeNull();
  });

  const order = {
    contactName: 'Болормаа',
    contactNumber: '88104729',
    user: { firstName: 'Other', phone: '11111111' },
    address: 'Хан-Уул, 5-р хороо',
    addressDescription: 'Орцны код 1234#',
    deliveryBoy: { id: 'c', firstName: 'Ганзориг', lastName: 'Эрдэнэбат', phone: '99110005' },
    duureg: 'p1',
  };

  it('searches the cards by name, phone, point, address, description and courier', () => {
    expect(cardSearchText(order, 'Хан-Уул')).toBe('болормаа 88104729 хан-уул хан-уул, 5-р хороо орцны код 1234# эрдэнэбат ганзориг');
    const other = { ...order, contactName: 'Сувд', contactNumber: '99001122', address: 'Баянгол', addressDescription: '', deliveryBoy: undefined, duureg: 'p2' };
    const points = new Map([
      ['p1', 'Хан-Уул'],
      ['p2', 'Баянгол'],
    ]);
    expect(searchCards([order, other], '  ', points)).toHaveLength(2);
    expect(searchCards([order, other], 'БОЛОР', points)).toEqual([order]);
    expect(searchCards([order, other], '9900', points)).toEqual([other]);
    expect(searchCards([order, other], '1234#', points)).toEqual([order]);
    expect(searchCards([order, other], 'эрдэнэбат', points)).toEqual([order]);
    expect(searchCards([order, other], 'Баянгол', points)).toEqual([other]);
    expect(searchCards([order, other], 'zzz', points)).toEqual([]);
  });

  const line = (id: string, price: number) => ({ id, name: id, sku: '1', price, originalPrice: price + 10_000, isNoat: false, size: '41', colors: [], categories: [], pics: [] });

  it('collects the sold prices of the lines not refunded; lists the refunded ones with their total', () => {
    const lines = [line('a', 150_000), line('b', 160_000), line('c', 99_000)];
    expect(doorSummary(lines, new Set())).toEqual({ collected: 409_000, deliveredCount: 3, refunded: [], refundedTotal: 0 });
    const one = doorSummary(lines, new Set(['b']));
    expect(one.collected).toBe(249_000);
    expect(one.deliveredCount).toBe(2);
    expect(one.refunded.map((l) => l.id)).toEqual(['b']);
    expect(one.refundedTotal).toBe(160_000);
    // Everything refunded: nothing to collect.
    expect(doorSummary(lines, new Set(['a', 'b', 'c']))).toMatchObject({ collected: 0, deliveredCount: 0, refundedTotal: 409_000 });
    // The same figure the order stores once delivered.
    expect(one.collected).toBe(deliveredOrderFields({ quantity: 3, soldTotalPrice: 409_000, originalTotalPrice: 439_000 }, lines, ['b']).soldTotalPrice);
  });

  it('counts a product listed twice once', () => {
    const lines = [line('a', 100), line('a', 100), line('b', 50)];
    expect(uniqueLines(lines).map((l) => l.id)).toEqual(['a', 'b']);
    expect(doorSummary(lines, new Set(['b']))).toMatchObject({ collected: 100, deliveredCount: 1, refundedTotal: 50 });
  });
});
