import { describe, expect, it } from 'vitest';
import { deliveriesLookedAtFrom, orderJob, orderJobKind } from './orders.mjs';

const ON = { enabled: true, treatment: 'added' };
const line = (id, isNoat) => ({ id, name: `P ${id}`, isNoat, soldPrice: 110_000 });
const delivery = (over = {}) => ({
  purchaseType: 'delivery', locationType: 'delivery', locationId: 'dp-1', pending_status: 'done', deliveredAt: { seconds: 1 },
  deliveryBoyId: 'courier-1', createdUserId: 'callcentre-1', productIds: ['a', 'b'], products: [line('a', true), line('b', false)], ...over,
});
const largeSale = (over = {}) => ({
  purchaseType: 'store', locationType: 'store', locationId: 'store-1', openedAt: { seconds: 1 }, createdUserId: 'seller-1',
  productIds: ['a', 'b'], products: [line('a', true), line('b', true)], ...over,
});

describe('orderJobKind', () => {
  it('a delivery once confirmed, a closed large sale; nothing else', () => {
    expect(orderJobKind(delivery())).toBe('delivery');
    expect(orderJobKind(delivery({ pending_status: 'delivering' }))).toBeNull();
    expect(orderJobKind(delivery({ deliveredAt: null }))).toBeNull();
    expect(orderJobKind(largeSale())).toBe('largeSale');
    expect(orderJobKind(largeSale({ purchaseType: 'merchant', locationType: 'merchant' }))).toBe('largeSale');
    expect(orderJobKind(largeSale({ openedAt: undefined }))).toBeNull(); // a counter sale writes its own job
  });
});

describe('orderJob', () => {
  it('a confirmed delivery: the office point, what was delivered, the courier, a person', () => {
    expect(orderJob('o1', delivery(), ON)).toEqual({
      orderId: 'o1', kind: 'sale', pointId: 'office', productIds: ['a', 'b'], buyer: { type: 'B2C', consumerNo: null }, status: 'pending', createdUserId: 'courier-1',
    });
  });

  it('a delivery with a refused product: only what the customer kept, and nothing when only an unticked one was kept', () => {
    expect(orderJob('o1', delivery({ refundedProductIds: ['b'] }), ON)).toMatchObject({ productIds: ['a'] });
    expect(orderJob('o1', delivery({ refundedProductIds: ['a'] }), ON)).toBeNull();
    expect(orderJob('o1', delivery({ refundedProductIds: ['a', 'b'] }), { enabled: true, treatment: 'contained' })).toBeNull();
  });

  it('nothing for an order made before the e-barimt was switched on (a first start looks a week back)', () => {
    const on = { ...ON, enabledAt: { seconds: 1_000 } };
    expect(orderJob('o1', delivery({ deliveredAt: { seconds: 999 } }), on)).toBeNull();
    expect(orderJob('o1', delivery({ deliveredAt: { seconds: 1_000 } }), on)).toMatchObject({ pointId: 'office' });
    expect(orderJob('o2', largeSale({ createdAt: { seconds: 999 } }), on)).toBeNull();
    expect(orderJob('o2', largeSale({ openedAt: { seconds: 999 }, createdAt: { seconds: 1_001 } }), on)).toMatchObject({ pointId: 'store-1' });
    expect(orderJob('o2', largeSale(), on)).toBeNull(); // no time at all: not known to be after
  });

  it('a closed large sale: its store (or the office for a merchant), the seller', () => {
    expect(orderJob('o2', largeSale(), ON)).toMatchObject({ pointId: 'store-1', createdUserId: 'seller-1', productIds: ['a', 'b'] });
    expect(orderJob('o3', largeSale({ purchaseType: 'merchant', locationType: 'merchant', locationId: 'm-1' }), ON)).toMatchObject({ pointId: 'office' });
  });

  it('none with the e-barimt off, without a ticked line under "added", or with nothing delivered', () => {
    expect(orderJob('o1', delivery(), { enabled: false, treatment: 'added' })).toBeNull();
    expect(orderJob('o1', delivery(), null)).toBeNull();
    const unticked = delivery({ products: [line('a', false), line('b', false)] });
    expect(orderJob('o1', unticked, ON)).toBeNull();
    expect(orderJob('o1', unticked, { enabled: true, treatment: 'contained' })).toMatchObject({ productIds: ['a', 'b'] });
    expect(orderJob('o1', delivery({ productIds: [], products: [] }), ON)).toBeNull();
    expect(orderJob('o1', delivery({ deliveryBoyId: null }), ON)).toBeNull();
  });
});

describe('deliveriesLookedAtFrom: where the listener of confirmed deliveries starts', () => {
  const weekAgo = 1_000_000_000;
  it('a week back, or from when the e-barimt was switched on if later (nothing before gets a receipt)', () => {
    expect(deliveriesLookedAtFrom(weekAgo, null)).toBe(weekAgo);
    expect(deliveriesLookedAtFrom(weekAgo, { enabled: true })).toBe(weekAgo);
    expect(deliveriesLookedAtFrom(weekAgo, { enabledAt: { seconds: weekAgo / 1000 - 60 } })).toBe(weekAgo);
    expect(deliveriesLookedAtFrom(weekAgo, { enabledAt: { seconds: weekAgo / 1000 + 60 } })).toBe(weekAgo + 60_000);
  });
});
