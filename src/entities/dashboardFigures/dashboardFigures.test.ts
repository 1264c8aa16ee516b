import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { noChannels, storedFiguresDocument, toStoredFigures, type StoredFigures } from './dashboardFigures';

const twelve = (n = 0) => Array.from({ length: 12 }, () => n);

describe('toStoredFigures', () => {
  it('reads a missing figure as 0 and the year from the id', () => {
    expect(toStoredFigures('2024', {})).toEqual({
      year: 2024,
      through: 0,
      orders: 0,
      channels: noChannels(),
      sales: 0,
      salesTotal: 0,
      refunds: 0,
      customers: 0,
      monthSales: twelve(),
      monthTotals: twelve(),
      monthRefunds: twelve(),
      storeTotals: {},
    });
  });

  it('reads back what storedFiguresDocument writes', () => {
    const figures: StoredFigures = {
      year: 2025,
      through: Date.UTC(2025, 4, 1),
      orders: 12,
      channels: { ...noChannels(), store: 10 },
      sales: 9,
      salesTotal: 900_000,
      refunds: -50_000,
      customers: 3,
      monthSales: twelve(1),
      monthTotals: twelve(100),
      monthRefunds: twelve(-5),
      storeTotals: { s1: 900_000 },
    };
    const doc = storedFiguresDocument(figures);
    expect(doc.through).toEqual(Timestamp.fromMillis(figures.through));
    expect(toStoredFigures('2025', doc)).toEqual(figures);
  });
});
