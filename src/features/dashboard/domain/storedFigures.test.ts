import { describe, expect, it } from 'vitest';
import { addDelta, dashboardView, emptyDelta, monthSlices, newYear } from './storedFigures';

describe('kept dashboard figures', () => {
  it('monthSlices clips a period to the months of the year it touches', () => {
    const slices = monthSlices(2026, new Date(2026, 2, 20), new Date(2026, 4, 3));
    expect(slices.map((s) => s.month)).toEqual([2, 3, 4]);
    expect(slices[0].start).toEqual(new Date(2026, 2, 20));
    expect(slices[0].end).toEqual(new Date(2026, 3, 1));
    expect(slices[2].end).toEqual(new Date(2026, 4, 3));
    // Outside the year: nothing; one day: one slice.
    expect(monthSlices(2026, new Date(2025, 5, 1), new Date(2026, 0, 1))).toEqual([]);
    expect(monthSlices(2026, new Date(2026, 10, 24), new Date(2026, 10, 25))).toHaveLength(1);
  });

  it('addDelta adds every figure, per month and per store too', () => {
    const a = { ...emptyDelta(), orders: 2, salesTotal: 100, storeTotals: { s1: 100 } };
    a.monthSales[3] = 1;
    const b = { ...emptyDelta(), orders: 1, salesTotal: 50, refunds: -20, storeTotals: { s1: 10, s2: 40 } };
    b.monthSales[3] = 2;
    b.channels.store = 1;
    const sum = addDelta(a, b);
    expect(sum).toMatchObject({ orders: 3, salesTotal: 150, refunds: -20, storeTotals: { s1: 110, s2: 40 } });
    expect(sum.monthSales[3]).toBe(3);
    expect(sum.channels.store).toBe(1);
  });

  it('a new year carries the all-time counts over and starts the months and stores at zero', () => {
    const last = { ...newYear(null, 2025, 0), orders: 10, sales: 20, salesTotal: 2000, refunds: -100, customers: 7, storeTotals: { s1: 5 } };
    last.monthSales[11] = 4;
    const next = newYear(last, 2026, 1);
    expect(next).toMatchObject({ year: 2026, through: 1, orders: 10, sales: 20, salesTotal: 2000, refunds: -100, customers: 7, storeTotals: {} });
    expect(next.monthSales.every((n) => n === 0)).toBe(true);
  });

  it('the view: revenue less refunds, the average price, months, stores ranked, channels', () => {
    const f = { ...emptyDelta(), orders: 3, sales: 3, salesTotal: 505_000, refunds: -5_000, customers: 2, storeTotals: { a: 350_000 } };
    f.monthSales[0] = 1;
    f.monthTotals[0] = 155_000;
    f.monthRefunds[0] = -5_000;
    f.channels.store = 2;
    f.channels.delivery = 1;
    const view = dashboardView(f, [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ]);
    expect(view.revenue).toEqual({ revenue: 500_000, averagePrice: 168_333.33 });
    expect(view.months[0]).toEqual({ month: 0, count: 1, revenue: 150_000 });
    expect(view.stores.map((s) => [s.id, s.total, s.percent])).toEqual([
      ['a', 350_000, 100],
      ['b', 0, 0],
    ]);
    expect(view.channels).toEqual([
      { channel: 'store', count: 2 },
      { channel: 'delivery', count: 1 },
    ]);
    expect(view.clients).toBe(2);
    expect(view.totalOrders).toBe(3);
  });
});
