import { describe, expect, it } from 'vitest';
import { toProduct, type Product } from '../../../entities/product/product';
import { classifyScan, CountBook, MAX_COUNT_CODES, sortCounts, storedFigures } from './stockCount';

function product(sku: string, over: Partial<Record<string, unknown>> = {}): Product {
  return toProduct(`p-${sku}`, { name: `Item ${sku}`, sku, locationType: 'store', locationId: 'store-1', locationName: 'Store one', price: 1000, originalPrice: 1000, ...over });
}

const HERE = 'store-1';

describe('classifyScan', () => {
  it('sorts a code by the products found with it', () => {
    expect(classifyScan([], HERE).kind).toBe('unknown');
    expect(classifyScan([product('1')], HERE).kind).toBe('found');
    expect(classifyScan([product('1', { isDiscountPending: true })], HERE).kind).toBe('found');
    expect(classifyScan([product('1', { locationId: 'wh-1', locationType: 'warehouse' })], HERE).kind).toBe('elsewhere');
    expect(classifyScan([product('1', { locationId: 'store-2', isDiscountPending: true })], HERE).kind).toBe('elsewhere');
    expect(classifyScan([product('1', { isSold: true })], HERE).kind).toBe('sold');
    expect(classifyScan([product('1', { isSold: true, isDeliveryPending: true, locationId: 'store-2' })], HERE).kind).toBe('sold');
    // the one at this location wins over a sold twin
    const twin = [product('1', { isSold: true }), { ...product('1'), id: 'p-1b' }];
    expect(classifyScan(twin, HERE).product?.id).toBe('p-1b');
  });
});

describe('CountBook', () => {
  const expected = [product('100001'), product('100002'), product('100003'), product('100004', { isSold: true }), product('100005', { locationId: 'store-2' })];

  it('expects the location\'s unsold products only', () => {
    const book = new CountBook(HERE, expected);
    expect(book.figures()).toEqual({ expected: 3, scanned: 0, found: 0, missing: 3, elsewhere: 0, sold: 0, unknown: 0 });
  });

  it('keeps the four lists as scans arrive; a code scanned twice counts once', () => {
    const book = new CountBook(HERE, expected);
    expect(book.add('100001', []).kind).toBe('found');
    expect(book.add('100001', []).kind).toBe('duplicate');
    expect(book.add('200001', [product('200001', { locationId: 'wh-1', locationType: 'warehouse' })]).kind).toBe('elsewhere');
    expect(book.add('999999', []).kind).toBe('unknown');
    expect(book.add('100004', [product('100004', { isSold: true })]).kind).toBe('sold');
    // a product recorded here after the count began is found and joins the expected list
    expect(book.add('100009', [product('100009')]).kind).toBe('found');
    expect(book.figures()).toEqual({ expected: 4, scanned: 5, found: 2, missing: 2, elsewhere: 1, sold: 1, unknown: 1 });
    expect(book.lists()).toEqual({
      expectedCount: 4,
      foundCount: 2,
      scanned: ['100001', '200001', '999999', '100004', '100009'],
      missing: ['100002', '100003'],
      elsewhere: ['200001'],
      sold: ['100004'],
      unknown: ['999999'],
    });
    expect(book.productOf('200001')?.locationId).toBe('wh-1');
    expect(storedFigures(book.lists())).toEqual(book.figures());
  });

  it('moved products become expected and found', () => {
    const book = new CountBook(HERE, expected);
    const away = product('200001', { locationId: 'wh-1', locationType: 'warehouse' });
    book.add('200001', [away]);
    book.moved([away]);
    expect(book.figures()).toMatchObject({ expected: 4, found: 1, missing: 3, elsewhere: 0 });
    expect(book.lists().elsewhere).toEqual([]);
  });

  it('refuses codes past the limit', () => {
    const book = new CountBook(HERE, []);
    for (let i = 0; i < MAX_COUNT_CODES; i += 1) book.add(String(100000 + i), []);
    expect(book.add('999999x', []).kind).toBe('full');
  });

  it('2,000 expected and 2,000 scans: each scan constant time, lists built on demand', () => {
    const many = Array.from({ length: 2000 }, (_, i) => product(String(300000 + i)));
    const t0 = performance.now();
    const book = new CountBook(HERE, many);
    const t1 = performance.now();
    let worst = 0;
    for (let i = 0; i < 2000; i += 1) {
      const s = performance.now();
      book.add(String(300000 + ((i * 7) % 2100)), []); // some unknown, some repeated
      book.figures();
      worst = Math.max(worst, performance.now() - s);
    }
    const t2 = performance.now();
    const lists = book.lists();
    const t3 = performance.now();
    const f = book.figures();
    expect(f.found + f.missing).toBe(2000);
    expect(f.found + f.unknown).toBe(f.scanned);
    expect(lists.missing.length).toBe(f.missing);
    // Figures for the report (not assertions: timing depends on the machine).
    console.info(
      `stock count 2,000: build ${(t1 - t0).toFixed(1)} ms, 2,000 scans ${(t2 - t1).toFixed(1)} ms (worst scan ${worst.toFixed(2)} ms), lists ${(t3 - t2).toFixed(1)} ms`,
    );
  });
});

describe('sortCounts', () => {
  it('puts open counts first, newest first within each', () => {
    const rows = [
      { id: 'a', status: 'closed' as const, createdAtMs: 5 },
      { id: 'b', status: 'open' as const, createdAtMs: 1 },
      { id: 'c', status: 'open' as const, createdAtMs: 3 },
      { id: 'd', status: 'closed' as const, createdAtMs: 9 },
    ];
    expect(sortCounts(rows).map((r) => r.id)).toEqual(['c', 'b', 'd', 'a']);
  });
});
