import { describe, expect, it } from 'vitest';
import { toTransaction as toTransactionItem } from '../../../entities/transaction/transaction';
import { transactionCustomer } from './orderLists';

// The transactions list reads the entity's Transaction (entities/transaction): who it names.
describe('transactions', () => {
  it('reads amount, or transactionPrice on older documents; a negative or refund type is a refund', () => {
    expect(toTransactionItem('t1', { amount: 120_000, customerId: 'c1', orderId: 'o1' })).toMatchObject({
      kind: 'sale',
      amount: 120_000,
      customerId: 'c1',
      orderId: 'o1',
    });
    expect(toTransactionItem('t2', { transactionPrice: -50_000 })).toMatchObject({ kind: 'refund', amount: -50_000, customerId: null });
    expect(toTransactionItem('t3', { type: 'refund', amount: 0 }).kind).toBe('refund');
    expect(toTransactionItem('t4', { transactionPrice: '7000' }).amount).toBe(7000);
    expect(toTransactionItem('t5', {}).amount).toBe(0);
  });

  it('a counter exchange is its own kind whatever the difference; a counter return is a refund', () => {
    const exchange = { type: 'exchange', returnId: 'r1', orderId: 'o1', returnedAmount: -100_000, soldAmount: 120_000 };
    expect(toTransactionItem('x1', { ...exchange, amount: 20_000 })).toMatchObject({ kind: 'exchange', amount: 20_000, orderId: 'o1' });
    expect(toTransactionItem('x2', { ...exchange, amount: 0, soldAmount: 100_000 })).toMatchObject({ kind: 'exchange', amount: 0 });
    // Paid back the difference: negative, still an exchange.
    expect(toTransactionItem('x3', { ...exchange, amount: -30_000, soldAmount: 70_000 })).toMatchObject({ kind: 'exchange', amount: -30_000 });
    expect(toTransactionItem('r1', { type: 'refund', returnId: 'r2', amount: -100_000, returnedAmount: -100_000, soldAmount: 0 }).kind).toBe('refund');
  });

  it('names the customer written with the transaction, without any lookup', () => {
    const tx = toTransactionItem('t', { amount: 1, customerId: 'c9', customerName: 'Батболд Энхтуяа', user: { firstName: 'Энхтуяа' } });
    expect(tx.customerName).toBe('Батболд Энхтуяа');
    expect(transactionCustomer(tx, undefined)).toBe('Батболд Энхтуяа');
    expect(toTransactionItem('t', { customerName: '' }).customerName).toBeNull();
  });

  it('an older document without the name: the looked-up customer, else the snapshot, else the id', () => {
    const tx = toTransactionItem('t', { amount: 1, customerId: 'c9', user: { firstName: 'Энхтуяа', lastName: 'Батболд' } });
    expect(tx.snapshotName).toBe('Энхтуяа Батболд');
    expect(transactionCustomer(tx, 'Дорж Болд')).toBe('Дорж Болд');
    expect(transactionCustomer(tx, null)).toBe('Энхтуяа Батболд');
    expect(transactionCustomer({ ...tx, snapshotName: '' }, null)).toBe('c9');
    expect(transactionCustomer({ ...tx, snapshotName: '', customerId: null }, undefined)).toBeNull();
  });
});

