import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { cancelTransactionDocument, refundTransactionDocument, saleTransactionDocument } from './transactionDocument';
import { toTransaction } from './transaction';

const at = Timestamp.fromMillis(1_750_000_000_000);
const by = { id: 'u1', firstName: 'Сараа', lastName: 'Дорж' };

describe('transaction documents', () => {
  it("a sale's: its total twice (amount, and transactionPrice for older readers), the order and the buyer", () => {
    const doc = saleTransactionDocument({
      id: 't1',
      orderId: 'o1',
      amount: 290_000,
      buyer: { id: 'c1', firstName: 'Болд', lastName: 'Бат', phone: '99112233' },
      customerName: 'Бат Болд',
      createdUserId: 'u1',
      createdAt: at,
    });
    expect(doc).toEqual({
      id: 't1',
      type: 'sale',
      orderId: 'o1',
      transactionPrice: 290_000,
      amount: 290_000,
      customerId: 'c1',
      customerName: 'Бат Болд',
      user: { firstName: 'Болд', lastName: 'Бат', phone: '99112233' },
      createdUserId: 'u1',
      createdAt: at,
    });
    expect(toTransaction('t1', doc)).toMatchObject({ kind: 'sale', amount: 290_000, orderId: 'o1', customerId: 'c1', customerName: 'Бат Болд' });
  });

  it("a refund's: minus the price, the product, its sale and order, who refunded; no name leaves the field out", () => {
    const doc = refundTransactionDocument({ id: 't2', productId: 'p1', saleId: 's1', orderId: 'o1', customerId: null, customerName: '', amount: -99_000, by, createdAt: at });
    expect(doc).toEqual({
      id: 't2',
      type: 'refund',
      productId: 'p1',
      saleId: 's1',
      orderId: 'o1',
      customerId: null,
      transactionPrice: -99_000,
      amount: -99_000,
      user: by,
      createdAt: at,
    });
    expect(refundTransactionDocument({ ...doc, customerName: 'Бат Болд', by }).customerName).toBe('Бат Болд');
    expect(toTransaction('t2', doc)).toMatchObject({ kind: 'refund', amount: -99_000 });
  });

  it("a cancel's: minus the order's total, who deleted the order", () => {
    const doc = cancelTransactionDocument({ id: 't3', orderId: 'o1', customerId: 'c1', customerName: 'Бат Болд', orderTotal: 290_000, by, createdAt: at });
    expect(doc).toEqual({
      id: 't3',
      type: 'cancel',
      orderId: 'o1',
      customerId: 'c1',
      customerName: 'Бат Болд',
      transactionPrice: -290_000,
      amount: -290_000,
      user: by,
      createdUserId: 'u1',
      createdAt: at,
    });
    expect(toTransaction('t3', doc).kind).toBe('refund');
  });
});
