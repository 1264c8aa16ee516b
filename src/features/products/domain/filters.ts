import type { SessionUser } from '../../../auth/sessionUser';
import { searchTerms, type Product, type ProductLocationType } from '../../../entities/product/product';

/**
 * The product list's filters (docs/products.md, filters). Empty strings mean "all"
 * (the old app's -100); prices are whole tugrik, 0 meaning "not set".
 */
export interface ProductFilters {
  color: string;
  category: string;
  brand: string;
  size: string;
  width: string;
  height: string;
  minPrice: number;
  maxPrice: number;
  text: string;
  /** Location tab. */
  locationType: ProductLocationType | 'all';
  /** A specific warehouse, store or merchant of the tab; '' for all of them. */
  locationId: string;
}

export const EMPTY_FILTERS: ProductFilters = {
  color: '',
  category: '',
  brand: '',
  size: '',
  width: '',
  height: '',
  minPrice: 0,
  maxPrice: 0,
  text: '',
  locationType: 'all',
  locationId: '',
};

/** Price range applies only when both ends are non-zero, inclusive. */
export function priceRangeActive(f: Pick<ProductFilters, 'minPrice' | 'maxPrice'>): boolean {
  return f.minPrice > 0 && f.maxPrice > 0;
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The filters' semantics on one product (docs/products.md, filters): text splits on spaces and any word
 * matching the name or sku keeps the product (case-insensitive, the word may be the start of a
 * word of the name or sku); colour and category case-insensitive; size, width, height and brand
 * exact; price range inclusive when both ends are set; the location tab and its location.
 */
export function matchesFilters(p: Product, f: ProductFilters): boolean {
  if (f.locationType !== 'all' && p.locationType !== f.locationType) return false;
  if (f.locationId !== '' && p.locationId !== f.locationId) return false;
  if (f.brand !== '' && p.brand !== f.brand) return false;
  if (f.size !== '' && p.size !== f.size) return false;
  if (f.width !== '' && p.width !== f.width) return false;
  if (f.height !== '' && p.height !== f.height) return false;
  if (f.color !== '' && !p.colors.some((c) => same(c, f.color))) return false;
  if (f.category !== '' && !p.categories.some((c) => same(c, f.category))) return false;
  if (priceRangeActive(f) && (p.price < f.minPrice || p.price > f.maxPrice)) return false;
  return matchesText(p, f.text);
}

export function matchesText(p: Pick<Product, 'name' | 'sku'>, text: string): boolean {
  const terms = searchTerms(text);
  if (terms.length === 0) return true;
  const haystack = searchTerms(`${p.name} ${p.sku}`);
  return terms.some((term) => haystack.some((word) => word.startsWith(term)));
}

/** Which products a signed-in role may see (docs/roles.md), enforced by the query and by the rules. */
export type ProductScope =
  | { kind: 'all' }
  | { kind: 'location'; locationId: string }
  | { kind: 'stores' }
  | { kind: 'none' };

export function productScopeFor(user: Pick<SessionUser, 'role' | 'locationId'>): ProductScope {
  switch (user.role) {
    case 'Admin':
    case 'Manager':
    case 'dev':
      return { kind: 'all' };
    case 'Reception In City':
    case 'Reception In Country':
      return user.locationId ? { kind: 'location', locationId: user.locationId } : { kind: 'none' };
    case 'Call Centre':
      return { kind: 'stores' };
    default:
      return { kind: 'none' };
  }
}

/** In stock (not sold) or sold: the two product lists. */
export type ProductListKind = 'inStock' | 'sold';

export type FieldValue = string | boolean;

/**
 * How a filtered list is asked of Firestore. Everything that can be an equality or one array filter
 * goes to the server (so the pages and the count are exact and cheap); what Firestore cannot combine
 * in one query (a second array filter, the price range) is the `residual` applied to each page.
 */
export interface QueryPlan {
  /** Nothing can match (e.g. the call centre asking for warehouses). */
  empty: boolean;
  equals: [field: string, value: FieldValue][];
  arrayContains: [field: string, value: string] | null;
  arrayContainsAny: [field: string, values: string[]] | null;
  /** Applied after the query; null when the query alone is exact. */
  residual: ((p: Product) => boolean) | null;
}

export function planProductQuery(kind: ProductListKind, scope: ProductScope, f: ProductFilters): QueryPlan {
  const plan: QueryPlan = { empty: scope.kind === 'none', equals: [], arrayContains: null, arrayContainsAny: null, residual: null };
  plan.equals.push(['isSold', kind === 'sold']);

  // Visibility first: the rules only allow a query that carries these constraints.
  let locationType = f.locationType;
  let locationId = f.locationId;
  if (scope.kind === 'location') {
    if (locationId !== '' && locationId !== scope.locationId) plan.empty = true;
    locationId = scope.locationId;
    // A tab stays a constraint: a seller's store products are not on the warehouse tab.
  } else if (scope.kind === 'stores') {
    if (locationType !== 'all' && locationType !== 'store') plan.empty = true;
    locationType = 'store';
  }
  if (locationType !== 'all') plan.equals.push(['locationType', locationType]);
  if (locationId !== '') plan.equals.push(['locationId', locationId]);

  if (f.brand !== '') plan.equals.push(['brand', f.brand]);
  if (f.size !== '') plan.equals.push(['size', f.size]);
  if (f.width !== '') plan.equals.push(['width', f.width]);
  if (f.height !== '') plan.equals.push(['height', f.height]);

  // One array filter per query: search words first (most selective), then colour, then category.
  const residual: ((p: Product) => boolean)[] = [];
  const terms = searchTerms(f.text);
  if (terms.length > 0) plan.arrayContainsAny = ['keywords', terms];
  if (f.color !== '') {
    if (plan.arrayContainsAny) residual.push((p) => p.colors.some((c) => same(c, f.color)));
    else plan.arrayContains = ['colors', f.color];
  }
  if (f.category !== '') {
    if (plan.arrayContainsAny || plan.arrayContains) residual.push((p) => p.categories.some((c) => same(c, f.category)));
    else plan.arrayContains = ['categories', f.category];
  }
  if (priceRangeActive(f)) residual.push((p) => p.price >= f.minPrice && p.price <= f.maxPrice);
  plan.residual = residual.length > 0 ? (p) => residual.every((test) => test(p)) : null;
  return plan;
}

/** A day and creator group of the card grid (the grid groups by creation date and creator). */
export interface ProductGroup {
  key: string;
  date: string;
  createdUserName: string;
  products: Product[];
}

/** Consecutive products of the same day and creator form a group; order is kept (newest first). */
export function groupProducts(products: readonly Product[]): ProductGroup[] {
  const groups: ProductGroup[] = [];
  for (const p of products) {
    const last = groups[groups.length - 1];
    if (last && last.date === p.date && last.createdUserName === p.createdUserName) last.products.push(p);
    else groups.push({ key: `${p.date}|${p.createdUserName}|${groups.length}`, date: p.date, createdUserName: p.createdUserName, products: [p] });
  }
  return groups;
}
