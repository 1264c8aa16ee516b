import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import './texts';
import mn from './texts/stock.mn.json';
import en from './texts/stock.en.json';
import { CONFLICT_REASONS, asStockConflict, conflictMessage } from './stockMessages';

const tIn = (lng: 'mn' | 'en') => i18n.getFixedT(lng);

describe('stock conflict messages', () => {
  it('name the product and its reason in Mongolian and English', () => {
    const conflict = { productName: 'Nike Air 40', reason: 'sold' as const };
    expect(conflictMessage(conflict, tIn('mn'))).toBe('«Nike Air 40»: энэ бүтээгдэхүүн зарагдсан байна. Юу ч өөрчлөгдсөнгүй.');
    expect(conflictMessage(conflict, tIn('en'))).toBe('“Nike Air 40”: this product has been sold. Nothing was changed.');
    expect(conflictMessage({ productName: 'Хивс', reason: 'changed' }, tIn('en'))).toContain('someone else has just changed');
    expect(conflictMessage({ productName: 'Хивс', reason: 'notSold' }, tIn('mn'))).toContain('зарагдаагүй');
  });

  it('have a text for every reason in both languages', () => {
    for (const reason of CONFLICT_REASONS) {
      expect(mn.conflict.reasons[reason]).toBeTruthy();
      expect(en.conflict.reasons[reason]).toBeTruthy();
      for (const lng of ['mn', 'en'] as const) {
        const text = conflictMessage({ productName: 'P-1', reason }, tIn(lng));
        expect(text).toContain('P-1');
        expect(text).not.toContain('stock.conflict');
      }
    }
  });

  it('recognise only a StockConflictError with a known reason', () => {
    const error = Object.assign(new Error('x'), { name: 'StockConflictError', productName: 'Nike', reason: 'discountPending' });
    expect(asStockConflict(error)).toEqual({ productName: 'Nike', reason: 'discountPending' });
    expect(asStockConflict(Object.assign(new Error('x'), { name: 'StockConflictError', productName: 'Nike', reason: 'weird' }))).toBeNull();
    expect(asStockConflict(new Error('permission-denied'))).toBeNull();
    expect(asStockConflict(null)).toBeNull();
    expect(asStockConflict('sold')).toBeNull();
  });
});
