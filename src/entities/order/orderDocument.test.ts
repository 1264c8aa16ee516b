import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { orderDocument, orderLineTotals, type NewOrder } from './orderDocument';
import { toOrder } from './orderDoc';
import type { OrderProduct } from './order';

const at = Timestamp.fromMillis(1_750_000_000_000);

function line(id: string, price: number, originalPrice = price): OrderProduct {
  return { id, name: `Гутал ${id}`, sku: '123456', price, originalPrice, isNoat: false, isDiscount: false, brand: 'Nike', size: '40', colors: [], categories: [], pics: [] };
}

function base(extra: Partial<NewOrder<Timestamp>> = {}): NewOrder<Timestamp> {
  return {
    id: 'o1',
    purchaseType: 'store',
    pendingStatus: 'done',
    products: [line('a', 100_000), line('b', 190_000, 200_000)],
    buyer: { id: 'c1', firstName: 'Болд', lastName: 'Бат', phone: '99112233' },
    contactName: 'Бат Болд',
    createdBy: { id: 'u1', firstName: 'Сараа', lastName: 'Дорж', role: 'Admin' },
    createdAt: at,
    ...extra,
  };
}

describe('orderDocument', () => {
  it('stores the lines, their totals, the buyer and contact, who made it and when', () => {
    expect(orderDocument(base())).toEqual({
      id: 'o1',
      products: [line('a', 100_000), line('b', 190_000, 200_000)],
      purchaseType: 'store',
      pending_status: 'done',
      quantity: 2,
      soldTotalPrice: 290_000,
      originalTotalPrice: 300_000,
      userId: 'c1',
      user: { firstName: 'Болд', lastName: 'Бат', phone: '99112233' },
      contactName: 'Бат Болд',
      contactNumber: '99112233',
      createdUserId: 'u1',
      createdUser: { firstName: 'Сараа', lastName: 'Дорж', role: 'Admin' },
      createdAt: at,
    });
  });

  it('a sale order: productIds, location, transaction, ticket and payment; delivery details and courier when given', () => {
    const doc = orderDocument(
      base({
        purchaseType: 'delivery',
        pendingStatus: 'delivering',
        withProductIds: true,
        location: { locationType: 'delivery', locationId: 'd1', locationName: 'Хан-Уул' },
        delivery: { duureg: 'd1', address: '1-р хороо', addressDescription: '' },
        courier: { id: 'k1', firstName: 'Ганаа', lastName: 'Бат', phone: '88001122' },
        transactionId: 't1',
        lotteryId: null,
        payment: { payments: { cash: 290_000, card: 0, qpay: 0, bank: 0 }, cashReceived: 300_000 },
      }),
    );
    expect(doc).toMatchObject({
      productIds: ['a', 'b'],
      locationType: 'delivery',
      locationId: 'd1',
      locationName: 'Хан-Уул',
      duureg: 'd1',
      address: '1-р хороо',
      addressDescription: '',
      deliveryBoy: { id: 'k1', firstName: 'Ганаа', lastName: 'Бат', phone: '88001122' },
      deliveryBoyId: 'k1',
      transactionId: 't1',
      lotteryId: null,
      payments: { cash: 290_000, card: 0, qpay: 0, bank: 0 },
      cashReceived: 300_000,
    });
    // No cash handed over recorded: the field is left out.
    expect(orderDocument(base({ payment: { payments: { cash: 0, card: 290_000, qpay: 0, bank: 0 }, cashReceived: null } }))).not.toHaveProperty('cashReceived');
  });

  it('a walk-in buyer (id null) is stored as userId null, which the mapper reads as a walk-in', () => {
    const doc = orderDocument(base({ buyer: { id: null, firstName: '', lastName: '', phone: '' }, contactName: '' }));
    expect(doc.userId).toBeNull();
    expect(toOrder('o1', doc)).toMatchObject({ userId: null, walkIn: true });
  });

  it('reads back as the Order it describes', () => {
    const order = toOrder('o1', orderDocument(base({ transactionId: 't1', lotteryId: 'L1', withProductIds: true })));
    expect(order).toMatchObject({ id: 'o1', quantity: 2, soldTotalPrice: 290_000, originalTotalPrice: 300_000, productIds: ['a', 'b'], transactionId: 't1', lotteryId: 'L1' });
    expect(order.products).toEqual([line('a', 100_000), line('b', 190_000, 200_000)]);
    expect(order.createdAt.toMillis()).toBe(at.toMillis());
  });

  it('orderLineTotals: count and sums of the lines', () => {
    expect(orderLineTotals([])).toEqual({ quantity: 0, soldTotalPrice: 0, originalTotalPrice: 0 });
    expect(orderLineTotals([line('a', 110, 100), line('b', 50)])).toEqual({ quantity: 2, soldTotalPrice: 160, originalTotalPrice: 150 });
  });
});
