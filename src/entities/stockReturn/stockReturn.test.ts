import { describe, expect, it } from 'vitest';
import { RETURN_CHUNK, isCounted, nextCount, stockReturnDocument, toStockReturn } from './stockReturn';

const lines = Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, price: 1000 * (i + 1), originalPrice: 1100 * (i + 1) }));

function counting(productIds: string[]) {
  return toStockReturn('o1', stockReturnDocument({ orderId: 'o1', reason: 'refused', productIds, transactionId: null, createdUserId: 'u', createdAt: 0 }));
}

describe('a stock return', () => {
  it('starts with nothing counted; a deleted order\'s is returning at once, naming its cancel', () => {
    const refused = counting(['p1', 'p3']);
    expect(refused).toMatchObject({ reason: 'refused', status: 'counting', counted: 0, lastLine: -1, soldTotalPrice: 0, transactionId: null });
    const deleted = toStockReturn('o2', stockReturnDocument({ orderId: 'o2', reason: 'deleted', productIds: ['a'], transactionId: 't1', createdUserId: 'u', createdAt: 0 }));
    expect(deleted).toMatchObject({ status: 'returning', transactionId: 't1', productIds: ['a'] });
  });

  it('counts the refused lines in line order, at most RETURN_CHUNK a write, each once', () => {
    const refusedIds = ['p2', 'p4', 'p5', 'p7', 'p8', 'p11', 'p12', 'p19'];
    let r = counting(refusedIds);
    const chunks: number[][] = [];
    for (let next = nextCount(r, lines, 0); next; next = nextCount(r, lines, 0)) {
      chunks.push(next.lines);
      r = { ...r, ...next };
    }
    expect(chunks).toEqual([[2, 4, 5, 7, 8, 11], [12, 19]]);
    expect(chunks[0]).toHaveLength(RETURN_CHUNK);
    expect(isCounted(r)).toBe(true);
    expect(r.quantity).toBe(8);
    const ids = new Set(refusedIds);
    expect(r.soldTotalPrice).toBe(lines.filter((l) => ids.has(l.id)).reduce((s, l) => s + l.price, 0));
    expect(r.originalTotalPrice).toBe(lines.filter((l) => ids.has(l.id)).reduce((s, l) => s + l.originalPrice, 0));
  });

  it('is not counted before its last refused line', () => {
    const r = counting(['p0', 'p1']);
    expect(isCounted(r)).toBe(false);
    expect(nextCount({ ...r, lastLine: 19 }, lines, 0)).toBeNull();
  });

  it('reads a document with missing fields safely', () => {
    expect(toStockReturn('x', {})).toMatchObject({ reason: 'refused', status: 'counting', productIds: [], counted: 0, lastLine: -1, transactionId: null });
  });
});
