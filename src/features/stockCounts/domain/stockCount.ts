import type { Product } from '../../../entities/product/product';
import type { CountLists, CountLocationType, CountStatus, StockCount } from '../../../entities/stockCount/stockCount';

// The stored count is the stockCount entity; this file is what a count does with it.
export type { CountLists, CountLocationType, CountStatus, StockCount };

/**
 * Stock counts (docs/stock-counts.md): someone scans every label at one location; the count sorts
 * each code and keeps the lists. Pure: the screen feeds it products it read and codes it scanned.
 *
 *   expected   products recorded at the location and not sold (isSold false: in stock, or waiting
 *              for a discount, which is still on the shelf). A delivery's products are sold.
 *   found      scanned and expected.
 *   missing    expected, not scanned (yet).
 *   elsewhere  scanned here, recorded at another location and not sold: "move here" fixes it.
 *   sold       scanned here, recorded as sold (or on its way in a delivery).
 *   unknown    no product the counter may see has that code.
 */

export type ScanKind = 'found' | 'elsewhere' | 'sold' | 'unknown';

/** Most codes one list of a count may hold (the rules refuse more; a document stays far below 1 MiB). */
export const MAX_COUNT_CODES = 5000;

export interface CountFigures {
  expected: number;
  scanned: number;
  found: number;
  missing: number;
  elsewhere: number;
  sold: number;
  unknown: number;
}

/** Whether a product belongs to a location's expected list. */
export function isExpectedAt(p: Pick<Product, 'locationId' | 'isSold'>, locationId: string): boolean {
  return p.locationId === locationId && !p.isSold;
}

/**
 * Sorts a scanned code from the products found with that sku (the caller read them, or none).
 * A product at this location that is not sold counts as found even if it arrived after the count
 * began (the caller then adds it to the expected list).
 */
export function classifyScan(found: readonly Product[], locationId: string): { kind: ScanKind; product: Product | null } {
  if (found.length === 0) return { kind: 'unknown', product: null };
  const here = found.find((p) => isExpectedAt(p, locationId));
  if (here) return { kind: 'found', product: here };
  const away = found.find((p) => !p.isSold);
  if (away) return { kind: 'elsewhere', product: away };
  return { kind: 'sold', product: found[0] };
}

/** What a scan did to the count. */
export type ScanResult = { kind: 'duplicate' } | { kind: 'full' } | { kind: ScanKind; product: Product | null };

/**
 * A count being scanned, kept in Maps and Sets so a scan costs the same at 20 or 2,000 items:
 * adding a code, the figures and "already scanned" are constant time; the lists are built only
 * when shown or saved.
 */
export class CountBook {
  readonly locationId: string;
  /** Expected products by sku. */
  private readonly expected = new Map<string, Product>();
  /** Every scanned code, in scan order, with its kind. */
  private readonly scannedKinds = new Map<string, ScanKind>();
  /** Products behind the elsewhere and sold codes (what "move here" moves, what the lists name). */
  private readonly products = new Map<string, Product>();
  private found = 0;
  private readonly kindCounts: Record<ScanKind, number> = { found: 0, elsewhere: 0, sold: 0, unknown: 0 };

  constructor(locationId: string, expected: readonly Product[]) {
    this.locationId = locationId;
    for (const p of expected) if (isExpectedAt(p, locationId) && p.sku !== '') this.expected.set(p.sku, p);
  }

  has(code: string): boolean {
    return this.scannedKinds.has(code);
  }

  /** The expected product with this sku, if any (a found scan needs no read). */
  expectedProduct(code: string): Product | null {
    return this.expected.get(code) ?? null;
  }

  /** Records a scanned code, sorted from the products found with it (see classifyScan). */
  add(code: string, found: readonly Product[]): ScanResult {
    if (this.scannedKinds.has(code)) return { kind: 'duplicate' };
    if (this.scannedKinds.size >= MAX_COUNT_CODES) return { kind: 'full' };
    const known = this.expected.get(code);
    const { kind, product } = known ? { kind: 'found' as const, product: known } : classifyScan(found, this.locationId);
    if (kind === 'found' && product && !known) this.expected.set(code, product);
    this.setKind(code, kind);
    if (product && kind !== 'found') this.products.set(code, product);
    return { kind, product };
  }

  private setKind(code: string, kind: ScanKind): void {
    const before = this.scannedKinds.get(code);
    if (before) this.kindCounts[before] -= 1;
    this.scannedKinds.set(code, kind);
    this.kindCounts[kind] += 1;
    this.found = this.kindCounts.found;
  }

  /** After "move here": the moved products are now expected here and found. */
  moved(products: readonly Product[]): void {
    for (const p of products) {
      const here = { ...p, locationId: this.locationId };
      this.expected.set(p.sku, here);
      this.products.delete(p.sku);
      if (this.scannedKinds.has(p.sku)) this.setKind(p.sku, 'found');
    }
  }

  /** The product behind an elsewhere or sold code. */
  productOf(code: string): Product | null {
    return this.products.get(code) ?? this.expected.get(code) ?? null;
  }

  figures(): CountFigures {
    return {
      expected: this.expected.size,
      scanned: this.scannedKinds.size,
      found: this.found,
      missing: this.expected.size - this.found,
      elsewhere: this.kindCounts.elsewhere,
      sold: this.kindCounts.sold,
      unknown: this.kindCounts.unknown,
    };
  }

  /** Codes of one kind, in scan order (newest last). */
  codes(kind: ScanKind): string[] {
    const out: string[] = [];
    for (const [code, k] of this.scannedKinds) if (k === kind) out.push(code);
    return out;
  }

  scanned(): string[] {
    return [...this.scannedKinds.keys()];
  }

  /** Expected products not scanned, by sku. */
  missing(): Product[] {
    const out: Product[] = [];
    for (const [sku, p] of this.expected) if (!this.scannedKinds.has(sku)) out.push(p);
    return out;
  }

  /** The lists and figures as a save writes them. */
  lists(): CountLists {
    return {
      expectedCount: this.expected.size,
      foundCount: this.found,
      scanned: this.scanned(),
      missing: this.missing().map((p) => p.sku),
      elsewhere: this.codes('elsewhere'),
      sold: this.codes('sold'),
      unknown: this.codes('unknown'),
    };
  }
}

/** The figures of a stored count (a closed one is read as it was closed). */
export function storedFigures(c: Pick<StockCount, keyof CountLists>): CountFigures {
  return {
    expected: c.expectedCount,
    scanned: c.scanned.length,
    found: c.foundCount,
    missing: c.missing.length,
    elsewhere: c.elsewhere.length,
    sold: c.sold.length,
    unknown: c.unknown.length,
  };
}

/** Open counts first, then the newest. */
export function sortCounts<T extends Pick<StockCount, 'status' | 'createdAtMs'>>(counts: readonly T[]): T[] {
  return [...counts].sort((a, b) => (a.status === b.status ? b.createdAtMs - a.createdAtMs : a.status === 'open' ? -1 : 1));
}
