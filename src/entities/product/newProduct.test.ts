import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { newProductDocument, type Intake, type ProductDetails } from './newProduct';
import { isAvailable, productKeywords, toProduct } from './product';

const DETAILS: ProductDetails = {
  name: 'Nike Air Max',
  sku: '123456',
  pics: [{ picName: 'a.png', picUrl: 'http://x/a.png' }],
  source: 'China',
  locationType: 'warehouse',
  locationId: 'warehouse-1',
  locationName: 'Warehouse one',
  colors: ['Black'],
  categories: ['Shoes'],
  brand: 'Nike',
  size: '42',
  width: '9.5',
  height: '3',
  price: 120000,
  originalPrice: 150000,
  isDiscount: true,
};

const AT = Timestamp.fromMillis(Date.UTC(2024, 4, 1, 6));
const INTAKE: Intake<Timestamp> = { id: 'p1', by: { id: 'u1', name: 'Bat Dorj' }, on: new Date(2024, 4, 1, 14, 30), stamp: () => AT };

describe('newProductDocument', () => {
  it('is the add form’s document: the details, keywords, in stock, no order, the intake’s day, user and time', () => {
    expect(newProductDocument(DETAILS, INTAKE)).toEqual({
      ...DETAILS,
      id: 'p1',
      keywords: productKeywords('Nike Air Max', '123456'),
      isPrinted: false,
      isSold: false,
      isMerchantSold: false,
      isDiscountPending: false,
      isDeliveryPending: false,
      isRefund: false,
      orderId: null,
      saleId: null,
      date: '2024-05-01',
      createdUserName: 'Bat Dorj',
      createdUserId: 'u1',
      createdAt: AT,
      updatedAt: AT,
    });
  });

  it('stores the name trimmed and makes its keywords from the trimmed name', () => {
    const doc = newProductDocument({ ...DETAILS, name: '  Adidas Superstar ' }, INTAKE);
    expect(doc.name).toBe('Adidas Superstar');
    expect(doc.keywords).toEqual(productKeywords('Adidas Superstar', '123456'));
  });

  it('dates it by the local day of the intake', () => {
    expect(newProductDocument(DETAILS, { ...INTAKE, on: new Date(2025, 11, 31, 23, 59) }).date).toBe('2025-12-31');
    expect(newProductDocument(DETAILS, { ...INTAKE, on: new Date(2026, 0, 1, 0, 0) }).date).toBe('2026-01-01');
  });

  it('asks the stamp once for createdAt and once for updatedAt (serverTimestamp in the app)', () => {
    const made: string[] = [];
    const doc = newProductDocument(DETAILS, { ...INTAKE, stamp: () => { made.push('stamp'); return `t${made.length}`; } });
    expect(made).toHaveLength(2);
    expect([doc.createdAt, doc.updatedAt]).toEqual(['t1', 't2']);
  });

  it('takes only the product’s details: other fields of the input stay out of the document', () => {
    const input = { ...DETAILS, pictures: ['file'], isSold: true, orderId: 'o1' };
    const doc = newProductDocument(input, INTAKE);
    expect(doc).not.toHaveProperty('pictures');
    expect(doc.isSold).toBe(false);
    expect(doc.orderId).toBeNull();
  });

  it('reads back as an available product with the same details', () => {
    const p = toProduct('p1', newProductDocument(DETAILS, INTAKE));
    expect(isAvailable(p)).toBe(true);
    expect(p).toMatchObject({ ...DETAILS, id: 'p1', isRefund: false, isMerchantSold: false, isNoat: false, createdAtMs: AT.toMillis() });
  });
});
