import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { newProductDocument } from '../../../entities/product/newProduct';
import { toProduct, type Product } from '../../../entities/product/product';
import { sampleProductDetails } from '../../../test/productFixtures';
import { initialEditValues, toProductEdit } from './productSchema';
import { isUnchangedEdit } from './productEdit';

const LISTS = { sizes: ['42'], widths: ['9.5'], heights: ['3'] };

function product(): Product {
  const pics = [{ picName: 'a.png', picUrl: 'http://x/a.png' }, { picName: 'b.png', picUrl: 'http://x/b.png' }];
  const added = newProductDocument(sampleProductDetails({ pics, price: 120000, originalPrice: 150000, isDiscount: true }), {
    id: 'p1',
    by: { id: 'u1', name: 'Bat Dorj' },
    on: new Date(2024, 4, 1),
    stamp: () => Timestamp.fromMillis(Date.UTC(2024, 4, 1)),
  });
  return toProduct('p1', added);
}

describe('isUnchangedEdit: the edit dialog saved as it opened writes nothing', () => {
  it('the dialog opened and saved without a change is unchanged', () => {
    const p = product();
    expect(isUnchangedEdit(p, toProductEdit(initialEditValues(p), LISTS))).toBe(true);
  });

  it('every field changed alone is a change', () => {
    const p = product();
    const base = initialEditValues(p);
    const changes = [
      { ...base, name: 'Nike Air Max 2' },
      { ...base, size: '43' },
      { ...base, width: '10' },
      { ...base, height: '4' },
      { ...base, brand: 'Adidas' },
      { ...base, source: 'Korea' },
      { ...base, colors: ['Black', 'White'] },
      { ...base, categories: [] },
      { ...base, price: 160000 },
      { ...base, discountedPrice: 110000 },
      { ...base, discountedPrice: null },
      { ...base, keptPics: base.keptPics.slice(1) },
      { ...base, keptPics: [...base.keptPics].reverse() },
      { ...base, newPictures: [new File(['x'], 'c.png', { type: 'image/png' })] },
    ];
    for (const values of changes) expect(isUnchangedEdit(p, toProductEdit(values, LISTS)), JSON.stringify(values)).toBe(false);
  });

  it('a name typed with spaces around it is the same name (it is saved trimmed)', () => {
    const p = product();
    expect(isUnchangedEdit(p, toProductEdit({ ...initialEditValues(p), name: `  ${p.name} ` }, LISTS))).toBe(true);
  });
});
