import { describe, expect, it } from 'vitest';
import { REPORT_COLUMNS, figureCsvColumns, isDiscountedLine, lineFigures, reportColumnTitles, totalFigures } from './figures';

describe('lineFigures: original, discounted, VAT and sold price of a line', () => {
  it('a line at the list price: base and sold price only', () => {
    expect(lineFigures({ price: 120000, originalPrice: 120000, isNoat: false })).toEqual({
      basePrice: 120000,
      discountedPrice: null,
      noatPrice: null,
      soldPrice: 120000,
    });
  });

  it('a discounted line shows its discounted price', () => {
    expect(lineFigures({ price: 90000, originalPrice: 120000, isNoat: false, isDiscount: true })).toEqual({
      basePrice: 120000,
      discountedPrice: 90000,
      noatPrice: null,
      soldPrice: 90000,
    });
  });

  it('a line with VAT shows the NOAT price and no discount', () => {
    expect(lineFigures({ price: 132000, originalPrice: 120000, isNoat: true })).toEqual({
      basePrice: 120000,
      discountedPrice: null,
      noatPrice: 132000,
      soldPrice: 132000,
    });
  });

  it('treats an unflagged line below its list price as discounted (older records)', () => {
    expect(isDiscountedLine({ price: 100, originalPrice: 200, isNoat: false })).toBe(true);
    expect(isDiscountedLine({ price: 200, originalPrice: 200, isNoat: false, isDiscount: false })).toBe(false);
  });

  it('reads missing numbers as 0', () => {
    expect(lineFigures({ price: Number.NaN, originalPrice: 0, isNoat: false }).soldPrice).toBe(0);
  });
});

describe('totalFigures', () => {
  it('sums each column, empty figures as 0', () => {
    const rows = [
      lineFigures({ price: 90000, originalPrice: 120000, isNoat: false, isDiscount: true }),
      lineFigures({ price: 132000, originalPrice: 120000, isNoat: true }),
      lineFigures({ price: 50000, originalPrice: 50000, isNoat: false }),
    ];
    expect(totalFigures(rows)).toEqual({ lines: 3, basePrice: 290000, discountedPrice: 90000, noatPrice: 132000, soldPrice: 272000 });
    expect(totalFigures([])).toEqual({ lines: 0, basePrice: 0, discountedPrice: 0, noatPrice: 0, soldPrice: 0 });
  });
});

describe('report column headers and the price CSV columns', () => {
  it('every report column has its header in both languages', async () => {
    const mn = (await import('./texts/sale.mn.json')).default as { columns: Record<string, string> };
    const en = (await import('./texts/sale.en.json')).default as { columns: Record<string, string> };
    for (const key of REPORT_COLUMNS) {
      expect(mn.columns[key], key).toBeTruthy();
      expect(en.columns[key], key).toBeTruthy();
    }
    expect(reportColumnTitles((key) => `t:${key}`).soldPrice).toBe('t:sale.columns.soldPrice');
  });

  it('writes the four figures as plain numbers, empty when not set', () => {
    const titles = { basePrice: 'B', discountedPrice: 'D', noatPrice: 'N', soldPrice: 'S' };
    const row = lineFigures({ price: 90000, originalPrice: 120000, isNoat: false, isDiscount: true });
    expect(figureCsvColumns(titles).map((c) => [c.header, c.value(row)])).toEqual([
      ['B', 120000],
      ['D', 90000],
      ['N', null],
      ['S', 90000],
    ]);
  });
});
