import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import {
  KEYWORD_MAX_LENGTH,
  MAX_SEARCH_WORDS,
  dayKey,
  isAvailable,
  productKeywords,
  randomSku,
  searchTerms,
  toProduct,
  words,
} from './product';

describe('toProduct', () => {
  it('reads a complete document', () => {
    const createdAt = Timestamp.fromMillis(1714550400000);
    const stored = {
      name: 'Nike Air',
      sku: '123456',
      pics: [{ picName: 'a.png', picUrl: 'http://x/a.png' }],
      source: 'China',
      locationType: 'merchant',
      locationId: 'm1',
      locationName: 'Merchant one',
      colors: ['Black'],
      categories: ['Shoes'],
      brand: 'Nike',
      size: '42',
      width: '9.5',
      height: '3',
      price: 120000,
      originalPrice: 150000,
      isPrinted: true,
      isDiscount: true,
      isSold: true,
      isMerchantSold: true,
      isDiscountPending: true,
      isDeliveryPending: true,
      isSalePending: true,
      openSaleId: 'o2',
      isMovePending: true,
      moveId: 'm1',
      isRefund: true,
      isNoat: true,
      orderId: 'o1',
      saleId: 's1',
      date: '2024-05-01',
      createdAt,
      createdUserName: 'Bat Dorj',
      createdUserId: 'u1',
    };
    const { createdAt: _createdAt, ...fields } = stored;
    expect(toProduct('p1', stored)).toEqual({ id: 'p1', ...fields, createdAtMs: 1714550400000 });
  });

  it('tolerates an empty document', () => {
    expect(toProduct('p2', {})).toEqual({
      id: 'p2',
      name: '',
      sku: '',
      pics: [],
      source: '',
      locationType: 'warehouse',
      locationId: '',
      locationName: '',
      colors: [],
      categories: [],
      brand: '',
      size: '',
      width: '',
      height: '',
      price: 0,
      originalPrice: 0,
      isPrinted: false,
      isDiscount: false,
      isSold: false,
      isMerchantSold: false,
      isDiscountPending: false,
      isDeliveryPending: false,
      isSalePending: false,
      openSaleId: null,
      isMovePending: false,
      moveId: null,
      isRefund: false,
      isNoat: false,
      orderId: null,
      saleId: null,
      date: '',
      createdAtMs: 0,
      createdUserName: '',
      createdUserId: '',
    });
  });

  it('tolerates legacy types: numbers as strings, string flags, bad lists and pictures', () => {
    const p = toProduct('p3', {
      sku: 654321,
      size: 42,
      width: 9.5,
      price: 1500.4,
      originalPrice: '2000',
      isSold: 'true',
      colors: ['Black', 3, null],
      categories: 'Shoes',
      pics: [null, 'x', { picName: 'a' }, { picUrl: '' }, { picUrl: 'http://x/b.png' }],
      orderId: '',
      createdAt: '2024-01-01',
      locationType: 'shop',
    });
    expect(p.sku).toBe('654321');
    expect(p.size).toBe('42');
    expect(p.width).toBe('9.5');
    expect(p.price).toBe(1500);
    expect(p.originalPrice).toBe(0);
    expect(p.isSold).toBe(false);
    expect(p.colors).toEqual(['Black']);
    expect(p.categories).toEqual([]);
    expect(p.pics).toEqual([{ picName: '', picUrl: 'http://x/b.png' }]);
    expect(p.orderId).toBeNull();
    expect(p.createdAtMs).toBe(0);
    expect(p.locationType).toBe('warehouse');
  });

  it('ignores NaN and Infinity', () => {
    const p = toProduct('p4', { price: Number.NaN, originalPrice: Number.POSITIVE_INFINITY, sku: Number.NaN });
    expect(p.price).toBe(0);
    expect(p.originalPrice).toBe(0);
    expect(p.sku).toBe('');
  });
});

describe('isAvailable', () => {
  it('only when not sold and nothing pending', () => {
    const free = { isSold: false, isDeliveryPending: false, isDiscountPending: false, isSalePending: false, isMovePending: false };
    expect(isAvailable(free)).toBe(true);
    expect(isAvailable({ ...free, isSold: true })).toBe(false);
    expect(isAvailable({ ...free, isDeliveryPending: true })).toBe(false);
    expect(isAvailable({ ...free, isDiscountPending: true })).toBe(false);
    expect(isAvailable({ ...free, isSalePending: true })).toBe(false);
    expect(isAvailable({ ...free, isMovePending: true })).toBe(false);
  });
});

describe('words', () => {
  it('lower-cases and splits on anything but letters and digits', () => {
    expect(words('Nike Air-Max 90')).toEqual(['nike', 'air', 'max', '90']);
    expect(words('  Эмэгтэй  ГУТАЛ, 9.5 ')).toEqual(['эмэгтэй', 'гутал', '9', '5']);
    expect(words(' -- ')).toEqual([]);
  });
});

describe('productKeywords', () => {
  it('holds every prefix of every word of the name and of the sku, lower-cased', () => {
    expect(productKeywords('Nike Air', '1234')).toEqual(['n', 'ni', 'nik', 'nike', 'a', 'ai', 'air', '1', '12', '123', '1234']);
  });

  it('has no duplicates', () => {
    const keywords = productKeywords('Air air AIRMAX', '111');
    expect(new Set(keywords).size).toBe(keywords.length);
    expect(keywords).toEqual(['a', 'ai', 'air', 'airm', 'airma', 'airmax', '1', '11', '111']);
  });

  it(`cuts words at ${KEYWORD_MAX_LENGTH} characters`, () => {
    const long = 'abcdefghijklmnopqrstuvwxyz';
    const keywords = productKeywords(long, '');
    expect(keywords).toHaveLength(KEYWORD_MAX_LENGTH);
    expect(keywords.at(-1)).toBe(long.slice(0, KEYWORD_MAX_LENGTH));
  });

  it('stays under the rules’ 300 keywords for the longest allowed name (200 characters) and sku', () => {
    const name = Array.from({ length: 40 }, (_, i) => `w${String(i).padStart(3, '0')}`).join(' ').slice(0, 200);
    expect(productKeywords(name, '12345678901234567890').length).toBeLessThanOrEqual(300);
    expect(productKeywords('x'.repeat(200), '999999').length).toBeLessThanOrEqual(300);
  });

  it('finds what a search term finds: every search term of a name word or sku prefix is a keyword', () => {
    const keywords = productKeywords('Эмэгтэй гутал', '765432');
    for (const term of searchTerms('ЭМЭГ гутал 7654')) expect(keywords).toContain(term);
  });
});

describe('searchTerms', () => {
  it('splits the text, lower-cases and drops duplicates', () => {
    expect(searchTerms('Nike  AIR nike')).toEqual(['nike', 'air']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('   ')).toEqual([]);
  });

  it(`cuts a word to ${KEYWORD_MAX_LENGTH} characters, like the keywords`, () => {
    expect(searchTerms('abcdefghijklmnopqrstuvwxyz')).toEqual(['abcdefghijklmno']);
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words (Firestore's array-contains-any limit)`, () => {
    const text = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    const terms = searchTerms(text);
    expect(terms).toHaveLength(MAX_SEARCH_WORDS);
    expect(terms[0]).toBe('w0');
  });
});

describe('randomSku', () => {
  it('is six digits from 100000 to 999999', () => {
    expect(randomSku(() => 0)).toBe('100000');
    expect(randomSku(() => 0.5)).toBe('550000');
    expect(randomSku(() => 0.9999999999)).toBe('999999');
  });

  it('with Math.random: always six digits', () => {
    for (let i = 0; i < 1000; i += 1) {
      const sku = randomSku();
      expect(sku).toMatch(/^[1-9][0-9]{5}$/);
    }
  });
});

describe('dayKey', () => {
  it('is YYYY-MM-DD in local time, zero-padded', () => {
    expect(dayKey(new Date(2024, 0, 5, 0, 0, 1))).toBe('2024-01-05');
    expect(dayKey(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31');
  });
});
