import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportFilter, ExportQueries, ExportReadOptions } from '../../../firebase/exportReads';
import { EXPORT_SLICE_DOCS } from '../domain/exportSlices';

/**
 * What the reports' CSV asks the data layer for (src/firebase/exportReads.ts stands in): the range
 * in slices read at once, the report's filters on each, never a page of 500 after another.
 */

const calls = vi.hoisted(() => [] as { spec: ExportQueries<unknown>; rows: (page: unknown[]) => readonly unknown[]; options: ExportReadOptions }[]);
vi.mock('../../../firebase/firestore', () => ({ db: {} }));
vi.mock('../../../firebase/exportReads', () => ({
  readExportQueries: async (spec: ExportQueries<unknown>, rows: (page: unknown[]) => readonly unknown[], options: ExportReadOptions) => {
    calls.push({ spec, rows, options });
    return [];
  },
}));

const { readDeliveryReportRows, readSalesReportRows } = await import('./reportQueries');

const YEAR = { start: new Date('2025-11-29T16:00:00.000Z'), end: new Date('2026-11-29T15:59:59.999Z') };
const ms = (v: unknown) => (v as Date).getTime();

/** Each query's createdAt filters as [from, op, to], and the rest. */
function split(queries: readonly (readonly ExportFilter[])[]) {
  return queries.map((q) => {
    const created = q.filter(([field]) => field === 'createdAt');
    return { range: [ms(created[0]?.[2]), created[1]?.[1], ms(created[1]?.[2])], rest: q.filter(([field]) => field !== 'createdAt') };
  });
}

beforeEach(() => {
  calls.length = 0;
});

describe('the reports\' CSV read', () => {
  it('a year of 102,247 sales: 6 slices of the range, newest first, each one query ordered newest first; none but the newest includes its end', async () => {
    const abort = new AbortController();
    const onProgress = vi.fn();
    await readSalesReportRows(YEAR, { expected: 102_247, signal: abort.signal, onProgress });
    expect(calls).toHaveLength(1);
    const { spec, options } = calls[0]!;
    expect(spec.collection.name).toBe('sales');
    expect(spec.orderBy).toEqual(['createdAt', 'desc']);
    expect(spec.queries).toHaveLength(Math.ceil(102_247 / EXPORT_SLICE_DOCS));
    const slices = split(spec.queries);
    expect(slices[0]?.range).toEqual([expect.any(Number), '<=', YEAR.end.getTime()]);
    expect(slices.at(-1)?.range[0]).toBe(YEAR.start.getTime());
    for (let i = 1; i < slices.length; i += 1) {
      expect(slices[i]?.range[1]).toBe('<');
      expect(slices[i]?.range[2]).toBe(slices[i - 1]?.range[0]);
    }
    expect(slices.every((s) => s.rest.length === 0)).toBe(true);
    expect(options).toMatchObject({ tag: 'reports-csv', signal: abort.signal, onProgress });
  });

  it('a small range is one query; the rows are the report\'s rows of each page', async () => {
    await readSalesReportRows(YEAR, { expected: 2_247 });
    const { spec, rows } = calls[0]!;
    expect(spec.queries).toHaveLength(1);
    expect(split(spec.queries)[0]?.range).toEqual([YEAR.start.getTime(), '<=', YEAR.end.getTime()]);
    const sale = { id: 's', product: null, productId: '', orderId: 'o', price: 5, userId: null, customerName: '', customerPhone: '', locationType: '', locationId: '', locationName: '', purchaseType: 'store', createdAt: 1, refunded: false, returnId: null, exchangeId: null };
    expect(rows([sale])).toMatchObject([{ id: 's', soldPrice: 5, state: 'sold' }]);
  });

  it("the delivery report's filters go with every slice: done delivery and mobile orders, of the courier asked for", async () => {
    await readDeliveryReportRows(YEAR, 'courier-a', [], { expected: 45_000 });
    const { spec } = calls[0]!;
    expect(spec.collection.name).toBe('orders');
    expect(spec.queries).toHaveLength(3);
    for (const { rest } of split(spec.queries)) {
      expect(rest).toEqual([
        ['pending_status', '==', 'done'],
        ['purchaseType', 'in', ['delivery', 'mobile']],
        ['deliveryBoyId', '==', 'courier-a'],
      ]);
    }
  });
});
