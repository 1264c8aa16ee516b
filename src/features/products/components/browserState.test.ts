import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../domain/filters';
import { toProduct } from '../../../entities/product/product';
import {
  activeFilterCount,
  canManageStock,
  canPrintLabels,
  canReadMerchants,
  canSellOnStoreScreen,
  copyPath,
  formatTotal,
  pageSelectionState,
  selectedProducts,
  toggleAllOnPage,
  toggleSelected,
} from './browserState';

const a = toProduct('a', { name: 'A', price: 1 });
const b = toProduct('b', { name: 'B', price: 2 });
const pending = toProduct('c', { name: 'C', isDiscountPending: true });

describe('browserState', () => {
  it('roles', () => {
    expect(canManageStock('Manager')).toBe(true);
    expect(canManageStock('dev')).toBe(true);
    expect(canManageStock('Admin')).toBe(false);
    expect(canPrintLabels('Reception In City')).toBe(true);
    expect(canPrintLabels('Call Centre')).toBe(false);
    expect(canPrintLabels('Admin')).toBe(false);
    expect(canReadMerchants('Admin')).toBe(true);
    expect(canReadMerchants('Call Centre')).toBe(false);
    expect(canSellOnStoreScreen('Reception In Country')).toBe(true);
    expect(canSellOnStoreScreen('Manager')).toBe(true);
    expect(canSellOnStoreScreen('Admin')).toBe(true);
    expect(canSellOnStoreScreen('dev')).toBe(false);
    expect(canSellOnStoreScreen('Call Centre')).toBe(false);
  });

  it('selection: toggle, select all of a page (only selectable), state', () => {
    let s = toggleSelected(new Map(), a);
    expect([...s.keys()]).toEqual(['a']);
    expect(pageSelectionState(s, [a, b, pending])).toBe('some');
    s = toggleAllOnPage(s, [a, b, pending]);
    expect([...s.keys()].sort()).toEqual(['a', 'b']);
    expect(pageSelectionState(s, [a, b, pending])).toBe('all');
    s = toggleAllOnPage(s, [a, b, pending]);
    expect(s.size).toBe(0);
    expect(pageSelectionState(s, [a, b])).toBe('none');
    // Kept across pages: selecting page 2 keeps page 1's choice.
    s = toggleAllOnPage(toggleSelected(new Map(), a), [b]);
    expect([...s.keys()].sort()).toEqual(['a', 'b']);
    expect(toggleSelected(s, a).has('a')).toBe(false);
  });

  it('selected products use the newest version the screen shows', () => {
    const s = toggleSelected(toggleSelected(new Map(), a), b);
    const newer = { ...a, price: 99 };
    expect(selectedProducts(s, [newer]).map((p) => [p.id, p.price])).toEqual([
      ['a', 99],
      ['b', 2],
    ]);
  });

  it('total text', () => {
    expect(formatTotal(null, false, false, 5000)).toBe('…');
    expect(formatTotal(1234, false, false, 5000)).toBe('1,234');
    expect(formatTotal(5000, true, false, 5000)).toBe('5,000+');
    expect(formatTotal(120, false, true, 5000)).toBe('≤ 120');
    expect(formatTotal(5000, true, true, 5000)).toBe('5,000+');
  });

  it('active filter count ignores text and location', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, text: 'x', locationType: 'store', locationId: 's' })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, brand: 'Nike', color: 'Хар', minPrice: 5 })).toBe(3);
  });

  it('copy path', () => {
    expect(copyPath({ id: 'p1', name: 'Air Max 90/2', size: '9.5' })).toBe('/add-product/Air%20Max%2090%2F2/9.5?from=p1');
  });
});

describe('the filter panel at start', () => {
  it('closed on phones and portrait tablets whatever was chosen; from 992 px the user’s choice; else open only from 1400 px', async () => {
    const { filtersOpenAtStart } = await import('./browserState');
    expect([375, 768, 991].map((w) => filtersOpenAtStart(w, 'open'))).toEqual([false, false, false]);
    expect([992, 1024, 1366, 1399, 1400, 1440, 1920].map((w) => filtersOpenAtStart(w, null))).toEqual([false, false, false, false, true, true, true]);
    expect(filtersOpenAtStart(1024, 'open')).toBe(true);
    expect(filtersOpenAtStart(1920, 'closed')).toBe(false);
    // Anything else in storage counts as no choice.
    expect(filtersOpenAtStart(1024, 'yes')).toBe(false);
    expect(filtersOpenAtStart(1440, 'yes')).toBe(true);
  });

  it('a toggle is remembered only where the panel is a side column', async () => {
    const { filtersChoiceToSave } = await import('./browserState');
    expect(filtersChoiceToSave(375, true)).toBeNull();
    expect(filtersChoiceToSave(1024, true)).toBe('open');
    expect(filtersChoiceToSave(1440, false)).toBe('closed');
  });
});
