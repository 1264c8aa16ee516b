import { describe, expect, it } from 'vitest';
import { toTransferLog, transferLogDocument } from './transferLog';

describe('transferLogDocument', () => {
  it('keeps the product snapshot with its first picture, and reads back as the log of the move', () => {
    const product = {
      id: 'p1',
      name: 'Гутал',
      sku: '123456',
      pics: [
        { picName: 'a.png', picUrl: 'https://x/a.png' },
        { picName: 'b.png', picUrl: 'https://x/b.png' },
      ],
      locationId: 'w1',
      locationName: 'Агуулах',
      locationType: 'warehouse' as const,
    };
    const doc = transferLogDocument(product, { locationId: 's1', locationName: 'Салбар', locationType: 'store' });
    expect(doc.product.pics).toHaveLength(1);
    expect(toTransferLog('l1', doc)).toEqual({
      id: 'l1',
      productId: 'p1',
      productName: 'Гутал',
      sku: '123456',
      picUrl: 'https://x/a.png',
      prevLocationName: 'Агуулах',
      currentLocationName: 'Салбар',
      updatedAtMs: 0,
    });
  });
});
