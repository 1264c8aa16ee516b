import { describe, expect, it } from 'vitest';
import { serverTimestamp } from 'firebase/firestore';
import { locationUpdate, newLocationDocument, toLocation } from './location';

describe('toLocation', () => {
  it('reads a stored store with its kind', () => {
    expect(toLocation('store', 's1', { name: 'Central', address: 'Peace Ave 1', phone: 99112233, picName: 'a.png', picUrl: 'https://x/a.png' })).toEqual({
      id: 's1',
      type: 'store',
      name: 'Central',
      address: 'Peace Ave 1',
      phone: '99112233',
      picName: 'a.png',
      picUrl: 'https://x/a.png',
    });
  });

  it('tolerates a legacy document without fields', () => {
    expect(toLocation('warehouse', 'w1', {})).toEqual({ id: 'w1', type: 'warehouse', name: '', address: '', phone: '', picName: null, picUrl: null });
  });
});

describe('location writes', () => {
  const input = { name: ' North ', address: ' Street 5 ', phone: ' 88001122 ', picName: null, picUrl: null };

  it('an edit writes the trimmed fields and updatedAt', () => {
    expect(locationUpdate(input)).toEqual({ name: 'North', address: 'Street 5', phone: '88001122', picName: null, picUrl: null, updatedAt: serverTimestamp() });
  });

  it('a new location also gets createdAt, and reads back as what was saved', () => {
    const doc = newLocationDocument({ ...input, picName: 'p.png', picUrl: 'https://x/p.png' });
    expect(Object.keys(doc).sort()).toEqual(['address', 'createdAt', 'name', 'phone', 'picName', 'picUrl', 'updatedAt']);
    expect(toLocation('store', 'id', doc)).toEqual({ id: 'id', type: 'store', name: 'North', address: 'Street 5', phone: '88001122', picName: 'p.png', picUrl: 'https://x/p.png' });
  });
});
