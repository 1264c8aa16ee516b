import type { StaffRole } from '../../../auth/roles';
import { formatThousands } from '../../../lib/money';
import { EMPTY_FILTERS, type ProductFilters } from '../domain/filters';
import { isAvailable, type Product } from '../../../entities/product/product';

/**
 * Pure helpers of the product grid screens (ProductBrowser): who may do what, the selection, the
 * total shown beside the grid.
 */

/** Add, edit, copy as template, move: the Product menu's roles (the rules allow only these). */
export function canManageStock(role: StaffRole): boolean {
  return role === 'Manager' || role === 'dev';
}

/** Label printing marks the product printed: allowed to the stock managers and the sellers (own store). */
export function canPrintLabels(role: StaffRole): boolean {
  return canManageStock(role) || role === 'Reception In City' || role === 'Reception In Country';
}

/** Merchants are users documents; only these roles may list them. */
export function canReadMerchants(role: StaffRole): boolean {
  return role === 'Manager' || role === 'Admin' || role === 'dev';
}

/** /store/sold: the discount request and sell in store buttons (as on the store-products order screen). */
export function canSellOnStoreScreen(role: StaffRole): boolean {
  return role === 'Manager' || role === 'Admin' || role === 'Reception In City' || role === 'Reception In Country';
}

/** Products a user may tick: every product of a sold list never (no bulk action there); in stock only available ones. */
export function isSelectable(p: Product): boolean {
  return isAvailable(p);
}

/** Selected products by id; kept across pages, so the values are the snapshots the user ticked. */
export type Selection = ReadonlyMap<string, Product>;

export function toggleSelected(selection: Selection, product: Product): Map<string, Product> {
  const next = new Map(selection);
  if (next.has(product.id)) next.delete(product.id);
  else next.set(product.id, product);
  return next;
}

/** 'all': every selectable product of the page is selected; 'some': a part; 'none'. */
export function pageSelectionState(selection: Selection, page: readonly Product[]): 'all' | 'some' | 'none' {
  const selectable = page.filter(isSelectable);
  const chosen = selectable.filter((p) => selection.has(p.id)).length;
  if (chosen === 0) return 'none';
  return chosen === selectable.length ? 'all' : 'some';
}

/** The select-all checkbox: selects every selectable product of the page, or clears them all when all were. */
export function toggleAllOnPage(selection: Selection, page: readonly Product[]): Map<string, Product> {
  const next = new Map(selection);
  const selectable = page.filter(isSelectable);
  if (pageSelectionState(selection, page) === 'all') for (const p of selectable) next.delete(p.id);
  else for (const p of selectable) next.set(p.id, p);
  return next;
}

/** The selected products, each in its newest version when the screen shows it. */
export function selectedProducts(selection: Selection, shown: readonly Product[]): Product[] {
  const fresh = new Map(shown.map((p) => [p.id, p]));
  return [...selection.values()].map((p) => fresh.get(p.id) ?? p);
}

/** The total beside the grid: '…' while counting, '5,000+' when the count stopped at the cap, '≤ 120' when it is an upper bound. */
export function formatTotal(total: number | null, capped: boolean, upperBound: boolean, cap: number): string {
  if (total === null) return '…';
  if (capped) return `${formatThousands(cap)}+`;
  return upperBound ? `≤ ${formatThousands(total)}` : formatThousands(total);
}

/** How many panel filters (not the text search or the location tab) are set: shown on the phone toggle. */
export function activeFilterCount(f: ProductFilters): number {
  const keys = ['color', 'category', 'brand', 'size', 'width', 'height'] as const;
  let n = keys.filter((k) => f[k] !== EMPTY_FILTERS[k]).length;
  if (f.minPrice > 0 || f.maxPrice > 0) n += 1;
  return n;
}

/** Where the copy icon leads: the add form with this product as template (name and size also in the path). */
export function copyPath(p: Pick<Product, 'id' | 'name' | 'size'>): string {
  return `/add-product/${encodeURIComponent(p.name)}/${encodeURIComponent(p.size)}?from=${encodeURIComponent(p.id)}`;
}

/** Screens from this width show the filter panel as a left column beside the grid (below it, under the toggle). */
export const FILTERS_COLUMN_MIN_WIDTH = 992;
/** Screens from this width open the filter panel by default: there the 220 px column still leaves four cards a row. */
export const FILTERS_OPEN_MIN_WIDTH = 1400;
/** localStorage key of the user's own choice on this device ('open' or 'closed'), kept for column widths only. */
export const FILTERS_STORAGE_KEY = 'productFilters';

/**
 * Whether a product grid starts with its filter panel open (docs/products.md, tablet and phone):
 * phones and portrait tablets never (the panel would push the cards down); wider screens as the user
 * last chose on this device, else open only from FILTERS_OPEN_MIN_WIDTH (a store tablet at 1024 px
 * keeps the width for the cards).
 */
export function filtersOpenAtStart(screenWidth: number, saved: string | null): boolean {
  if (screenWidth < FILTERS_COLUMN_MIN_WIDTH) return false;
  if (saved === 'open') return true;
  if (saved === 'closed') return false;
  return screenWidth >= FILTERS_OPEN_MIN_WIDTH;
}

/** What to remember after the user toggled the panel, or null (a phone's passing choice is not kept). */
export function filtersChoiceToSave(screenWidth: number, open: boolean): 'open' | 'closed' | null {
  if (screenWidth < FILTERS_COLUMN_MIN_WIDTH) return null;
  return open ? 'open' : 'closed';
}
