import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { newStockCountDocument, stockCountClose, stockCountSave, toStockCount, type CountLists } from './stockCount';

const lists: CountLists = { expectedCount: 3, foundCount: 1, scanned: ['1', '9'], missing: ['2', '3'], elsewhere: ['9'], sold: [], unknown: [] };
const by = { id: 'u1', name: 'Bold Dorj' };
const place = { locationId: 's1', locationType: 'store' as const, locationName: 'Central' };

describe('stock count documents', () => {
  it('a new count reads back open, with its place, counter and lists', () => {
    const doc = { ...newStockCountDocument(place, by, lists), createdAt: Timestamp.fromMillis(1000), updatedAt: Timestamp.fromMillis(1000) };
    expect(toStockCount('c1', doc)).toEqual({
      id: 'c1',
      ...place,
      status: 'open',
      createdUserId: 'u1',
      createdUserName: 'Bold Dorj',
      createdAtMs: 1000,
      updatedUserId: 'u1',
      updatedAtMs: 1000,
      closedUserId: null,
      closedAtMs: 0,
      ...lists,
    });
  });

  it('a save writes the lists and who saved; a close also the status and who closed', () => {
    expect(Object.keys(stockCountSave(by, lists)).sort()).toEqual([...Object.keys(lists), 'updatedAt', 'updatedUserId'].sort());
    const closed = stockCountClose(by, lists);
    expect(closed).toMatchObject({ ...lists, status: 'closed', closedUserId: 'u1', updatedUserId: 'u1' });
  });

  it('tolerates a legacy document', () => {
    expect(toStockCount('c2', { locationType: 'warehouse', status: 'closed' })).toMatchObject({ locationType: 'warehouse', status: 'closed', scanned: [], expectedCount: 0 });
  });
});
