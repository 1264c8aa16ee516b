import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { saleDocument } from './saleDocument';
import { toSaleRecord } from './sale';
import type { OrderProduct } from '../order/order';

const at = Timestamp.fromMillis(1_750_000_000_000);
const product: OrderProduct = { id: 'p1', name: 'Гутал', sku: '123456', price: 99_000, originalPrice: 90_000, isNoat: true, isDiscount: false, brand: '', size: '40', colors: [], categories: [], pics: [] };

describe('saleDocument', () => {
  const input = {
    id: 's1',
    product,
    orderId: 'o1',
    buyer: { id: 'c1', firstName: 'Болд', lastName: 'Бат', phone: '99112233' },
    location: { locationType: 'store' as const, locationId: 'st1', locationName: 'Төв салбар' },
    purchaseType: 'store' as const,
    createdAt: at,
  };

  it('stores the line, its price, the order, buyer, location and channel', () => {
    expect(saleDocument({ ...input, createdUserId: 'u1' })).toEqual({
      id: 's1',
      product,
      productId: 'p1',
      orderId: 'o1',
      price: 99_000,
      userId: 'c1',
      user: { firstName: 'Болд', lastName: 'Бат', phone: '99112233' },
      locationType: 'store',
      locationId: 'st1',
      locationName: 'Төв салбар',
      purchaseType: 'store',
      createdUserId: 'u1',
      createdAt: at,
    });
    expect(saleDocument(input)).not.toHaveProperty('createdUserId');
  });

  it('reads back as the SaleRecord it describes', () => {
    expect(toSaleRecord('s1', saleDocument(input))).toMatchObject({
      product,
      productId: 'p1',
      price: 99_000,
      customerName: 'Бат Болд',
      customerPhone: '99112233',
      locationName: 'Төв салбар',
      refunded: false,
      createdAt: at.toMillis(),
    });
  });
});
