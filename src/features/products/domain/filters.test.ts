import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../auth/roles';
import {
  EMPTY_FILTERS,
  groupProducts,
  matchesFilters,
  matchesText,
  planProductQuery,
  priceRangeActive,
  productScopeFor,
  type FieldValue,
  type ProductFilters,
  type ProductListKind,
  type ProductScope,
  type QueryPlan,
} from './filters';
import { Timestamp } from 'firebase/firestore';
import { newProductDocument } from '../../../entities/product/newProduct';
import { productKeywords, toProduct, type Product } from '../../../entities/product/product';
import { sampleProductDetails } from '../../../test/productFixtures';

let nextId = 0;

/** A complete in-stock product as the add form stores it; `over` replaces any stored field. */
function product(over: Record<string, unknown> = {}): Product {
  nextId += 1;
  const id = `p${nextId}`;
  const added = newProductDocument(
    sampleProductDetails({ name: typeof over.name === 'string' ? over.name : 'Nike Air Max', sku: typeof over.sku === 'string' ? over.sku : '123456', colors: ['Black', 'White'] }),
    { id, by: { id: 'u1', name: 'Bat Dorj' }, on: new Date(2024, 4, 1), stamp: () => Timestamp.fromMillis(Date.UTC(2024, 4, 1)) },
  );
  return toProduct(id, { ...added, ...over });
}

const filters = (over: Partial<ProductFilters> = {}): ProductFilters => ({ ...EMPTY_FILTERS, ...over });

describe('priceRangeActive', () => {
  it('is on only when both ends are non-zero', () => {
    expect(priceRangeActive({ minPrice: 0, maxPrice: 0 })).toBe(false);
    expect(priceRangeActive({ minPrice: 1000, maxPrice: 0 })).toBe(false);
    expect(priceRangeActive({ minPrice: 0, maxPrice: 1000 })).toBe(false);
    expect(priceRangeActive({ minPrice: 1000, maxPrice: 2000 })).toBe(true);
  });
});

describe('matchesText', () => {
  const p = product({ name: 'Nike Air Max', sku: '987654' });

  it('keeps everything for an empty or blank text', () => {
    expect(matchesText(p, '')).toBe(true);
    expect(matchesText(p, '   ')).toBe(true);
  });
  it('matches a whole word or the start of a word of the name, ignoring case', () => {
    expect(matchesText(p, 'air')).toBe(true);
    expect(matchesText(p, 'NIK')).toBe(true);
    expect(matchesText(p, 'mAx')).toBe(true);
  });
  it('matches the start of the sku', () => {
    expect(matchesText(p, '9876')).toBe(true);
    expect(matchesText(p, '987654')).toBe(true);
  });
  it('does not match the middle of a word or of the sku', () => {
    expect(matchesText(p, 'ike')).toBe(false);
    expect(matchesText(p, '654')).toBe(false);
  });
  it('keeps the product when ANY word matches (words split on spaces)', () => {
    expect(matchesText(p, 'adidas air')).toBe(true);
    expect(matchesText(p, 'adidas  puma')).toBe(false);
  });
  it('matches Cyrillic names case-insensitively', () => {
    const boots = product({ name: 'Эмэгтэй Гутал', sku: '100200' });
    expect(matchesText(boots, 'гутал')).toBe(true);
    expect(matchesText(boots, 'ЭМЭГ')).toBe(true);
    expect(matchesText(boots, 'цүнх')).toBe(false);
  });
});

describe('matchesFilters', () => {
  const p = product({ name: 'Nike Air Max', sku: '987654', price: 120000, originalPrice: 150000, isDiscount: true });

  it('keeps everything with the empty filters', () => {
    expect(matchesFilters(p, EMPTY_FILTERS)).toBe(true);
  });

  it('text: any word, by name or sku prefix', () => {
    expect(matchesFilters(p, filters({ text: 'xyz 9876' }))).toBe(true);
    expect(matchesFilters(p, filters({ text: 'xyz abc' }))).toBe(false);
  });

  it('price range: only when both ends are set, inclusive, on the selling price', () => {
    expect(matchesFilters(p, filters({ minPrice: 120000, maxPrice: 120000 }))).toBe(true);
    expect(matchesFilters(p, filters({ minPrice: 100000, maxPrice: 119999 }))).toBe(false);
    expect(matchesFilters(p, filters({ minPrice: 120001, maxPrice: 200000 }))).toBe(false);
    // One end alone does nothing (default 0 to 0).
    expect(matchesFilters(p, filters({ minPrice: 130000 }))).toBe(true);
    expect(matchesFilters(p, filters({ maxPrice: 1000 }))).toBe(true);
    // The original price is not what is filtered.
    expect(matchesFilters(p, filters({ minPrice: 150000, maxPrice: 150000 }))).toBe(false);
  });

  it('colour and category: any of the product’s, case-insensitive', () => {
    expect(matchesFilters(p, filters({ color: 'black' }))).toBe(true);
    expect(matchesFilters(p, filters({ color: 'WHITE' }))).toBe(true);
    expect(matchesFilters(p, filters({ color: 'Red' }))).toBe(false);
    expect(matchesFilters(p, filters({ category: 'shoes' }))).toBe(true);
    expect(matchesFilters(p, filters({ category: 'Bags' }))).toBe(false);
  });

  it('brand, size, width and height: exact', () => {
    expect(matchesFilters(p, filters({ brand: 'Nike' }))).toBe(true);
    expect(matchesFilters(p, filters({ brand: 'nike' }))).toBe(false);
    expect(matchesFilters(p, filters({ size: '42' }))).toBe(true);
    expect(matchesFilters(p, filters({ size: '42.5' }))).toBe(false);
    expect(matchesFilters(p, filters({ width: '9.5' }))).toBe(true);
    expect(matchesFilters(p, filters({ width: '9' }))).toBe(false);
    expect(matchesFilters(p, filters({ height: '3' }))).toBe(true);
    expect(matchesFilters(p, filters({ height: '4' }))).toBe(false);
  });

  it('location tab and specific location', () => {
    const w = product({ locationType: 'warehouse', locationId: 'wh-1' });
    expect(matchesFilters(w, filters({ locationType: 'warehouse' }))).toBe(true);
    expect(matchesFilters(w, filters({ locationType: 'store' }))).toBe(false);
    expect(matchesFilters(w, filters({ locationType: 'warehouse', locationId: 'wh-1' }))).toBe(true);
    expect(matchesFilters(w, filters({ locationType: 'warehouse', locationId: 'wh-2' }))).toBe(false);
    expect(matchesFilters(w, filters({ locationId: 'wh-1' }))).toBe(true);
  });

  it('every filter must hold at once', () => {
    const all = filters({ text: 'air', color: 'black', category: 'SHOES', brand: 'Nike', size: '42', width: '9.5', height: '3', minPrice: 1, maxPrice: 200000, locationType: 'store', locationId: 'store-1' });
    expect(matchesFilters(p, all)).toBe(true);
    for (const [key, value] of Object.entries({ text: 'puma', color: 'red', category: 'bags', brand: 'Puma', size: '40', width: '8', height: '2', maxPrice: 2, locationType: 'merchant', locationId: 'store-2' })) {
      expect(matchesFilters(p, { ...all, [key]: value }), key).toBe(false);
    }
  });
});

describe('productScopeFor', () => {
  const scopes: [StaffRole, string | null, ProductScope][] = [
    ['Admin', null, { kind: 'all' }],
    ['Manager', 'store-1', { kind: 'all' }],
    ['dev', null, { kind: 'all' }],
    ['Reception In City', 'store-1', { kind: 'location', locationId: 'store-1' }],
    ['Reception In Country', 'store-2', { kind: 'location', locationId: 'store-2' }],
    ['Reception In City', null, { kind: 'none' }],
    ['Reception In Country', null, { kind: 'none' }],
    ['Call Centre', null, { kind: 'stores' }],
    ['Super Admin', null, { kind: 'none' }],
    ['Merchant', 'm1', { kind: 'none' }],
    ['DeliveryBoy', null, { kind: 'none' }],
  ];
  it.each(scopes)('%s at %s sees %o', (role, locationId, scope) => {
    expect(productScopeFor({ role, locationId })).toEqual(scope);
  });
});

// -------------------------------------------------------------------------------------------------
// planProductQuery
// -------------------------------------------------------------------------------------------------

const ALL: ProductScope = { kind: 'all' };
const STORE_1: ProductScope = { kind: 'location', locationId: 'store-1' };
const STORES: ProductScope = { kind: 'stores' };
const NONE: ProductScope = { kind: 'none' };

const equalsOf = (plan: QueryPlan) => Object.fromEntries(plan.equals);

describe('planProductQuery: visibility', () => {
  it('everyone’s list starts with isSold (in stock or sold)', () => {
    expect(planProductQuery('inStock', ALL, EMPTY_FILTERS).equals).toEqual([['isSold', false]]);
    expect(planProductQuery('sold', ALL, EMPTY_FILTERS).equals).toEqual([['isSold', true]]);
  });

  it('Admin, Manager, dev: no location constraint unless a tab or location is chosen', () => {
    const plan = planProductQuery('inStock', ALL, EMPTY_FILTERS);
    expect(plan).toMatchObject({ empty: false, arrayContains: null, arrayContainsAny: null, residual: null });
    expect(equalsOf(planProductQuery('inStock', ALL, filters({ locationType: 'warehouse' })))).toEqual({ isSold: false, locationType: 'warehouse' });
    expect(equalsOf(planProductQuery('inStock', ALL, filters({ locationType: 'merchant', locationId: 'm1' })))).toEqual({
      isSold: false,
      locationType: 'merchant',
      locationId: 'm1',
    });
  });

  it('a seller: always its own locationId (the rules need it in the query)', () => {
    const plan = planProductQuery('inStock', STORE_1, EMPTY_FILTERS);
    expect(plan.empty).toBe(false);
    expect(equalsOf(plan)).toEqual({ isSold: false, locationId: 'store-1' });
    expect(equalsOf(planProductQuery('sold', STORE_1, filters({ locationId: 'store-1' })))).toEqual({ isSold: true, locationId: 'store-1' });
  });

  it('a seller asking for another location gets nothing', () => {
    const plan = planProductQuery('inStock', STORE_1, filters({ locationId: 'store-2' }));
    expect(plan.empty).toBe(true);
    // Even so the constraints stay the seller's own, never the other store.
    expect(equalsOf(plan).locationId).toBe('store-1');
  });

  it('a seller’s tab other than its own store’s finds nothing (the tab is kept in the query)', () => {
    const plan = planProductQuery('inStock', STORE_1, filters({ locationType: 'warehouse' }));
    expect(equalsOf(plan)).toEqual({ isSold: false, locationType: 'warehouse', locationId: 'store-1' });
  });

  it('the call centre: always locationType store', () => {
    expect(equalsOf(planProductQuery('inStock', STORES, EMPTY_FILTERS))).toEqual({ isSold: false, locationType: 'store' });
    expect(equalsOf(planProductQuery('inStock', STORES, filters({ locationType: 'store', locationId: 'store-2' })))).toEqual({
      isSold: false,
      locationType: 'store',
      locationId: 'store-2',
    });
  });

  it('the call centre asking for warehouses or merchants gets nothing', () => {
    for (const tab of ['warehouse', 'merchant'] as const) {
      const plan = planProductQuery('inStock', STORES, filters({ locationType: tab }));
      expect(plan.empty).toBe(true);
      expect(equalsOf(plan).locationType).toBe('store');
    }
  });

  it('a role that sees no products gets an empty plan', () => {
    expect(planProductQuery('inStock', NONE, EMPTY_FILTERS).empty).toBe(true);
    expect(planProductQuery('sold', NONE, filters({ text: 'nike' })).empty).toBe(true);
  });
});

describe('planProductQuery: what goes to the server and what is residual', () => {
  it('brand, size, width, height are equalities', () => {
    const plan = planProductQuery('inStock', ALL, filters({ brand: 'Nike', size: '42', width: '9.5', height: '3' }));
    expect(equalsOf(plan)).toEqual({ isSold: false, brand: 'Nike', size: '42', width: '9.5', height: '3' });
    expect(plan.residual).toBeNull();
  });

  it('search words: one array-contains-any on keywords, lower-cased and de-duplicated', () => {
    const plan = planProductQuery('inStock', ALL, filters({ text: 'Nike  AIR nike' }));
    expect(plan.arrayContainsAny).toEqual(['keywords', ['nike', 'air']]);
    expect(plan.arrayContains).toBeNull();
    expect(plan.residual).toBeNull();
  });

  it('colour alone: array-contains on colors; category alone: on categories', () => {
    expect(planProductQuery('inStock', ALL, filters({ color: 'Black' }))).toMatchObject({ arrayContains: ['colors', 'Black'], residual: null });
    expect(planProductQuery('inStock', ALL, filters({ category: 'Shoes' }))).toMatchObject({ arrayContains: ['categories', 'Shoes'], residual: null });
  });

  it('colour and category: colour on the server, category residual', () => {
    const plan = planProductQuery('inStock', ALL, filters({ color: 'Black', category: 'Shoes' }));
    expect(plan.arrayContains).toEqual(['colors', 'Black']);
    expect(plan.residual).not.toBeNull();
    expect(plan.residual?.(product({ categories: ['shoes'] }))).toBe(true);
    expect(plan.residual?.(product({ categories: ['Bags'] }))).toBe(false);
  });

  it('text with colour and category: both residual', () => {
    const plan = planProductQuery('inStock', ALL, filters({ text: 'air', color: 'Black', category: 'Shoes' }));
    expect(plan.arrayContainsAny).toEqual(['keywords', ['air']]);
    expect(plan.arrayContains).toBeNull();
    expect(plan.residual?.(product({ colors: ['BLACK'], categories: ['shoes'] }))).toBe(true);
    expect(plan.residual?.(product({ colors: ['Red'], categories: ['Shoes'] }))).toBe(false);
    expect(plan.residual?.(product({ colors: ['Black'], categories: ['Bags'] }))).toBe(false);
  });

  it('price range: residual only when both ends are set', () => {
    expect(planProductQuery('inStock', ALL, filters({ minPrice: 1000 })).residual).toBeNull();
    const plan = planProductQuery('inStock', ALL, filters({ minPrice: 1000, maxPrice: 2000 }));
    expect(plan.residual?.(product({ price: 1000, originalPrice: 5000 }))).toBe(true);
    expect(plan.residual?.(product({ price: 2000, originalPrice: 5000 }))).toBe(true);
    expect(plan.residual?.(product({ price: 2001, originalPrice: 5000 }))).toBe(false);
    expect(plan.residual?.(product({ price: 999, originalPrice: 5000 }))).toBe(false);
  });
});

// A Firestore stand-in for the plan's server part: equalities, array-contains (exact) and
// array-contains-any on the stored keywords.
function storedValue(p: Product, field: string): FieldValue | string[] | undefined {
  const record = p as unknown as Record<string, FieldValue | string[]>;
  return field === 'keywords' ? productKeywords(p.name, p.sku) : record[field];
}

function serverKeeps(plan: QueryPlan, p: Product): boolean {
  if (plan.empty) return false;
  if (!plan.equals.every(([field, value]) => storedValue(p, field) === value)) return false;
  if (plan.arrayContains) {
    const [field, value] = plan.arrayContains;
    if (!(storedValue(p, field) as string[]).includes(value)) return false;
  }
  if (plan.arrayContainsAny) {
    const [field, values] = plan.arrayContainsAny;
    if (!values.some((v) => (storedValue(p, field) as string[]).includes(v))) return false;
  }
  return true;
}

function visible(scope: ProductScope, p: Product): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'location':
      return p.locationId === scope.locationId;
    case 'stores':
      return p.locationType === 'store';
    case 'none':
      return false;
  }
}

describe('planProductQuery: server part + residual == matchesFilters (on what the role may see)', () => {
  // Colour and category names as the name lists hold them (the forms store these exact strings).
  const catalogue: Product[] = [];
  const names = ['Nike Air Max', 'Adidas Superstar', 'Эмэгтэй гутал', 'Puma RS-X', 'Air Jordan 1'];
  const places = [
    ['store', 'store-1'],
    ['store', 'store-2'],
    ['warehouse', 'wh-1'],
    ['merchant', 'm1'],
  ] as const;
  let i = 0;
  for (const name of names) {
    for (const [locationType, locationId] of places) {
      for (const isSold of [false, true]) {
        i += 1;
        catalogue.push(
          product({
            name,
            sku: String(100000 + i * 7919),
            locationType,
            locationId,
            isSold,
            colors: i % 3 === 0 ? ['Black'] : i % 3 === 1 ? ['White', 'Black'] : ['Red'],
            categories: i % 2 === 0 ? ['Shoes'] : ['Shoes', 'Sport'],
            brand: ['Nike', 'Adidas', 'Puma'][i % 3],
            size: ['40', '42'][i % 2],
            width: ['9', '9.5'][i % 2],
            height: ['2', '3'][i % 2],
            price: 1000 * (i * 13 % 50),
            originalPrice: 60000,
          }),
        );
      }
    }
  }

  const filterCases: [string, Partial<ProductFilters>][] = [
    ['nothing', {}],
    ['text', { text: 'air' }],
    ['text, two words', { text: 'PUMA гут' }],
    ['text by sku prefix', { text: catalogue[3].sku.slice(0, 4) }],
    ['colour', { color: 'Black' }],
    ['category', { category: 'Sport' }],
    ['colour + category', { color: 'Black', category: 'Sport' }],
    ['text + colour + category', { text: 'nike air', color: 'White', category: 'Sport' }],
    ['price range', { minPrice: 10000, maxPrice: 30000 }],
    ['one price end only', { minPrice: 10000 }],
    ['brand + size + width + height', { brand: 'Nike', size: '42', width: '9.5', height: '3' }],
    ['store tab', { locationType: 'store' }],
    ['warehouse tab', { locationType: 'warehouse' }],
    ['merchant tab, one merchant', { locationType: 'merchant', locationId: 'm1' }],
    ['store tab, store-2', { locationType: 'store', locationId: 'store-2' }],
    ['own store by id', { locationId: 'store-1' }],
    ['everything', { text: 'air max', color: 'Black', category: 'Shoes', brand: 'Puma', minPrice: 1000, maxPrice: 40000, locationType: 'store' }],
  ];
  const scopes: [string, ProductScope][] = [
    ['all', ALL],
    ['seller at store-1', STORE_1],
    ['call centre', STORES],
    ['none', NONE],
  ];
  const kinds: ProductListKind[] = ['inStock', 'sold'];

  for (const [scopeName, scope] of scopes) {
    for (const kind of kinds) {
      it.each(filterCases)(`${scopeName}, ${kind}: %s`, (_name, over) => {
        const f = filters(over);
        const plan = planProductQuery(kind, scope, f);
        const planned = catalogue.filter((p) => serverKeeps(plan, p) && (plan.residual ? plan.residual(p) : true)).map((p) => p.id);
        const expected = catalogue
          .filter((p) => visible(scope, p) && p.isSold === (kind === 'sold') && matchesFilters(p, f))
          .map((p) => p.id);
        expect(planned).toEqual(expected);
        // Never more on the server than the role may see (the rules refuse such a query).
        expect(catalogue.filter((p) => serverKeeps(plan, p)).every((p) => visible(scope, p))).toBe(true);
      });
    }
  }

  it('the catalogue makes the cases meaningful (some match, not all)', () => {
    const f = filters({ text: 'air', color: 'Black' });
    const n = catalogue.filter((p) => matchesFilters(p, f)).length;
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(catalogue.length);
  });
});

describe('groupProducts', () => {
  it('groups consecutive products of the same day and creator, keeping the order', () => {
    const list = [
      product({ date: '2024-05-02', createdUserName: 'A' }),
      product({ date: '2024-05-02', createdUserName: 'A' }),
      product({ date: '2024-05-02', createdUserName: 'B' }),
      product({ date: '2024-05-01', createdUserName: 'B' }),
      product({ date: '2024-05-01', createdUserName: 'B' }),
      product({ date: '2024-05-02', createdUserName: 'A' }),
    ];
    const groups = groupProducts(list);
    expect(groups.map((g) => [g.date, g.createdUserName, g.products.length])).toEqual([
      ['2024-05-02', 'A', 2],
      ['2024-05-02', 'B', 1],
      ['2024-05-01', 'B', 2],
      ['2024-05-02', 'A', 1],
    ]);
    expect(groups.flatMap((g) => g.products)).toEqual(list);
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
  });

  it('has no group for no products', () => {
    expect(groupProducts([])).toEqual([]);
  });
});
