import { describe, expect, it } from 'vitest';
import mn from '../texts/selling.mn.json';
import en from '../texts/selling.en.json';
import { StockConflictError } from '../../../entities/product/stockChanges';
import { MAX_SALE_PRODUCTS, SaleInputError } from './sale';
import { SALE_PROBLEMS, saleErrorMessage } from './saleMessages';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? ` ${JSON.stringify(options)}` : ''}`;

describe('saleErrorMessage', () => {
  it('names the product of a stock conflict', () => {
    const text = saleErrorMessage(new StockConflictError('Nike Air 40', 'sold'), t);
    expect(text).toContain('selling.core.conflict');
    expect(text).toContain('Nike Air 40');
    expect(text).toContain('selling.core.conflictReasons.sold');
    expect(saleErrorMessage(new StockConflictError('X', 'sameLocation'), t)).toContain('conflictReasons.changed');
  });

  it('explains a refused sale, with the cap for too many products', () => {
    expect(saleErrorMessage(new SaleInputError('tooMany'), t)).toBe(`selling.core.errors.tooMany {"max":${MAX_SALE_PRODUCTS}}`);
  });

  it('falls back to the error text', () => {
    expect(saleErrorMessage(new Error('boom'), t)).toBe('selling.core.failed {"error":"boom"}');
  });

  it('has every text in both languages', () => {
    for (const texts of [mn, en]) {
      for (const p of SALE_PROBLEMS) expect(texts.core.errors[p]).toBeTruthy();
      expect(texts.core.errors.tooMany).toContain('{{max}}');
      expect(texts.core.conflict).toContain('{{name}}');
    }
    expect(mn.core.errors.noDeliveryPoint).toBe('Хүргэх цэг оруулах');
  });
});
