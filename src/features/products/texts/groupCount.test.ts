import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import '.';

describe("a day's group of products", () => {
  it('counts one product and several in English and Mongolian', () => {
    const en = i18n.getFixedT('en');
    const mn = i18n.getFixedT('mn');
    expect(en('products.group.count', { count: 1 })).toBe('1 product');
    expect(en('products.group.count', { count: 3 })).toBe('3 products');
    expect(mn('products.group.count', { count: 1 })).toBe('1 бараа');
    expect(mn('products.group.count', { count: 3 })).toBe('3 бараа');
  });
});
