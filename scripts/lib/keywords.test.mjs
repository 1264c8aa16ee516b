import { describe, expect, it } from 'vitest';
import { KEYWORD_MAX_LENGTH as APP_MAX, productKeywords as appKeywords } from '../../src/entities/product/product';
import { KEYWORD_MAX_LENGTH, productKeywords } from './keywords.mjs';
import { buildProductSeed } from '../seed-products.mjs';
import { BRANDS, CATEGORIES, COLORS } from '../seed-data.mjs';

// The seed writes keywords with the .mjs copy; the app searches with product.ts. They must agree.
const NAMES = [
  '',
  '   ',
  'Nike',
  'Nike Air Max 270',
  'adidas  ULTRABOOST light',
  'New Balance 574',
  'Монгол Гутал Арьсан гутал',
  'Говь Хивс Ноосон хивс',
  'Эрдэнэт Хивс Хээтэй хивс',
  'ӨВЛИЙН ГУТАЛ Үүлэн',
  'Sneaker-X/2 (kids), size #38',
  'Supercalifragilisticexpialidocious shoe',
  'Өнгөлөг_хүүхдийн.гутал',
  'Café déjà vu 12.5',
  'İstanbul Iğdır', // locale-sensitive lower-casing
  'straße STRASSE',
  '1234567890123456789',
  'Nike Nike nike', // repeated words
  'a b c d e f',
  '🙂 emoji 🙂 name',
  '中文 名字',
  'tab\tand\nnewline',
  ...BRANDS,
  ...CATEGORIES,
  ...COLORS.map((c) => c.name),
];
const SKUS = ['', '100000', '123456', '999999', '04512', 'sku 12-34'];

describe('scripts/lib/keywords.mjs mirrors productKeywords of product.ts', () => {
  it('has the same prefix limit', () => {
    expect(KEYWORD_MAX_LENGTH).toBe(APP_MAX);
  });

  it('returns exactly the same keywords, in the same order, for many names and skus', () => {
    for (const name of NAMES) {
      for (const sku of SKUS) expect(productKeywords(name, sku), `${name} / ${sku}`).toEqual(appKeywords(name, sku));
    }
  });

  it('agrees on every product name of the demo seed', () => {
    const { products } = buildProductSeed(new Date('2026-03-10T05:00:00Z'));
    for (const [, p] of products) expect(p.keywords).toEqual(appKeywords(p.name, p.sku));
  });
});
