import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { saleStateOf, toSaleRecord } from './sale';

describe('toSaleRecord', () => {
  it('reads a sale written by a sale wizard', () => {
    const createdAt = Timestamp.fromMillis(1_760_000_000_000);
    const sale = toSaleRecord('s1', {
      product: { id: 'p1', name: 'Пүүз', sku: '123456', price: 90000, originalPrice: 120000, isNoat: false, isDiscount: true },
      productId: 'p1',
      orderId: 'o1',
      price: 90000,
      userId: 'c1',
      user: { firstName: 'Бат', lastName: 'Дорж', phone: '99112233' },
      locationType: 'store',
      locationId: 'store-1',
      locationName: 'Төв дэлгүүр',
      purchaseType: 'store',
      createdAt,
      state: 'refund',
    });
    expect(sale).toMatchObject({
      id: 's1',
      productId: 'p1',
      orderId: 'o1',
      price: 90000,
      // The name the order carries (contactName: last name, first name), not the first name alone.
      customerName: 'Дорж Бат',
      customerPhone: '99112233',
      locationName: 'Төв дэлгүүр',
      createdAt: 1_760_000_000_000,
      refunded: true,
    });
    expect(sale.product?.isDiscount).toBe(true);
  });

  it('tolerates missing fields', () => {
    const sale = toSaleRecord('s2', { product: { id: 'p2', price: 5000 } });
    expect(sale).toMatchObject({ productId: 'p2', price: 5000, userId: null, customerName: '', createdAt: 0, refunded: false });
    expect(toSaleRecord('s3', {}).product).toBeNull();
    // An older sale whose buyer has only a first name; a walk-in buyer has none.
    expect(toSaleRecord('s4', { user: { firstName: 'Бат', phone: '99112233' } }).customerName).toBe('Бат');
    expect(toSaleRecord('s5', { user: { firstName: '', lastName: '', phone: '99112233' } }).customerName).toBe('');
    expect(toSaleRecord('s6', {})).toMatchObject({ returnId: null, exchangeId: null });
  });

  it('reads the counter return that took a sale back, and the exchange a sale was made in', () => {
    const returned = toSaleRecord('s7', { price: 100_000, state: 'refund', returnId: 'r1' });
    expect(returned).toMatchObject({ refunded: true, returnId: 'r1', exchangeId: null });
    expect(saleStateOf(returned)).toBe('returned');
    const exchanged = toSaleRecord('r1-p9', { price: 120_000, exchangeId: 'r1' });
    expect(exchanged).toMatchObject({ refunded: false, returnId: null, exchangeId: 'r1' });
    expect(saleStateOf(exchanged)).toBe('exchange');
    // An exchange's sale taken back later: by another counter return, or refunded from the grid.
    expect(saleStateOf(toSaleRecord('r1-p8', { state: 'refund', exchangeId: 'r1', returnId: 'r2' }))).toBe('returned');
    expect(saleStateOf(toSaleRecord('r1-p7', { state: 'refund', exchangeId: 'r1' }))).toBe('refunded');
    expect(saleStateOf(toSaleRecord('s8', { state: 'refund' }))).toBe('refunded');
    expect(saleStateOf(toSaleRecord('s9', {}))).toBe('sold');
  });
});
