import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { NOTHING_READ, readIdsUpdate, readStateDocument, toReadState } from './notificationRead';

describe('notificationReads documents', () => {
  it('a written read state reads back the same', () => {
    const state = { readUpToMs: 1714640400123, ids: ['a', 'b'] };
    expect(toReadState('u', readStateDocument(state))).toEqual(state);
  });

  it('reads readUpTo in whole milliseconds, skips keys that are not text, and a missing document as nothing read', () => {
    expect(toReadState('u', { readUpTo: new Timestamp(1714640400, 123456789), ids: ['a', 3] })).toEqual({ readUpToMs: 1714640400123, ids: ['a'] });
    expect(toReadState('u', {})).toEqual(NOTHING_READ);
  });

  it('marking one entry writes only the keys', () => {
    expect(Object.keys(readIdsUpdate(['k']))).toEqual(['ids', 'updatedAt']);
  });
});
