import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/money';
import { GAUGE_PERCENT, channelSlices, keptRefunds, monthlyRevenue, rankStores, roundAverage, safeNumber, storeRefOf } from './figures';
import { dashboardView, emptyDelta } from './storedFigures';

describe('storeRefOf', () => {
  it('names a store by its name, or by its id when it has none', () => {
    expect(storeRefOf({ id: 's1', name: 'Central' })).toEqual({ id: 's1', name: 'Central' });
    expect(storeRefOf({ id: 's2', name: '' })).toEqual({ id: 's2', name: 's2' });
  });
});

describe('rankStores', () => {
  const stores = [
    { id: 'a', name: 'Darkhan' },
    { id: 'b', name: 'Sukhbaatar' },
    { id: 'c', name: 'Khan-Uul' },
  ];

  it('sorts by yearly total, highest first, with bars relative to the top store', () => {
    expect(rankStores(stores, [150_000, 600_000, 300_000])).toEqual([
      { id: 'b', name: 'Sukhbaatar', total: 600_000, percent: 100 },
      { id: 'c', name: 'Khan-Uul', total: 300_000, percent: 50 },
      { id: 'a', name: 'Darkhan', total: 150_000, percent: 25 },
    ]);
  });

  it('ties keep a stable order by name; no sales at all gives empty bars', () => {
    expect(rankStores(stores, [0, 0, 0]).map((s) => [s.name, s.percent])).toEqual([
      ['Darkhan', 0],
      ['Khan-Uul', 0],
      ['Sukhbaatar', 0],
    ]);
  });

  it('a missing or broken total counts as zero', () => {
    expect(rankStores(stores, [Number.NaN, 10]).map((s) => s.total)).toEqual([10, 0, 0]);
  });

  it('no stores: an empty list', () => {
    expect(rankStores([], [])).toEqual([]);
  });

  it('rounds bar widths', () => {
    expect(rankStores(stores.slice(0, 2), [1, 3]).map((s) => s.percent)).toEqual([100, 33]);
  });
});

describe('average product price (2 decimals)', () => {
  it('rounds to 2 decimals', () => {
    expect(roundAverage(505_000 / 3)).toBe(168_333.33);
    expect(roundAverage(1234.5)).toBe(1234.5);
    expect(formatMoney(roundAverage(1234.5), 2)).toBe('1,234.50₮');
  });

  it('average over no sales (null or NaN) is 0', () => {
    expect(roundAverage(null)).toBe(0);
    expect(roundAverage(Number.NaN)).toBe(0);
    expect(safeNumber(undefined)).toBe(0);
  });
});

describe('keptRefunds (docs/reports.md: revenue is what was kept)', () => {
  it('adds what the exchanges took back to the refund transactions; sums over nothing are 0', () => {
    expect(keptRefunds(-50_000, -120_000)).toBe(-170_000);
    expect(keptRefunds(null, -120_000)).toBe(-120_000);
    expect(keptRefunds(-50_000, null)).toBe(-50_000);
    expect(keptRefunds(null, undefined)).toBe(0);
  });

  it('an exchange is not a lost sale plus a new one: revenue is what the customer keeps', () => {
    // A pair sold for 100,000, exchanged for one of 120,000 (20,000 paid): both sale records stay
    // (the first marked refund), the exchange transaction has returnedAmount -100,000.
    const figures = { ...emptyDelta(), sales: 2, salesTotal: 220_000, refunds: keptRefunds(null, -100_000) };
    figures.monthSales[10] = 2;
    figures.monthTotals[10] = 220_000;
    figures.monthRefunds[10] = keptRefunds(null, -100_000);
    const view = dashboardView(figures, []);
    expect(view.revenue.revenue).toBe(120_000);
    expect(view.months[10].revenue).toBe(120_000);
    // An even exchange (same price, difference 0) leaves revenue at the first sale's price.
    expect(dashboardView({ ...emptyDelta(), sales: 2, salesTotal: 200_000, refunds: keptRefunds(0, -100_000) }, []).revenue.revenue).toBe(100_000);
    // A counter return of that sale: its refund transaction (-100,000) and no exchange.
    expect(dashboardView({ ...emptyDelta(), sales: 1, salesTotal: 100_000, refunds: keptRefunds(-100_000, null) }, []).revenue.revenue).toBe(0);
  });
});

describe('channelSlices', () => {
  it('keeps the fixed channel order and drops empty channels', () => {
    expect(channelSlices({ merchant: 3, store: 10, mobile: 0 })).toEqual([
      { channel: 'store', count: 10 },
      { channel: 'merchant', count: 3 },
    ]);
  });

  it('no orders: no slices', () => {
    expect(channelSlices({})).toEqual([]);
  });
});

describe('monthlyRevenue', () => {
  it('twelve values, missing months zero', () => {
    expect(monthlyRevenue([{ month: 1, revenue: 500, count: 2 }, { month: 10, revenue: 70, count: 1 }])).toEqual([
      0, 500, 0, 0, 0, 0, 0, 0, 0, 0, 70, 0,
    ]);
  });
});

it('the gauge is fixed at 67 percent', () => {
  expect(GAUGE_PERCENT).toBe(67);
});
