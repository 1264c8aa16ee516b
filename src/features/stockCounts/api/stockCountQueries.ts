import { useMemo } from 'react';
import { limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { readAllPages, readDocument, readQuery, useDocument, useLiveQuery, usePagedQuery } from '../../../firebase/queries';
import { db } from '../../../firebase/firestore';
import { products } from '../../../entities/product/productCollection';
import type { Product } from '../../../entities/product/product';
import type { SkuRestriction } from '../../../entities/product/skuLookup';
import { stockCounts } from '../../../entities/stockCount/stockCountCollection';
import type { Location } from '../../../entities/location/location';
import { locations } from '../../../entities/location/locationCollection';

/** Read-meter tag of the stock count screens. */
export const TAG = 'stockCounts';

/** Open counts shown at most (there are rarely more than a few). */
const OPEN_LIMIT = 50;
/** Closed counts per "show more". */
export const CLOSED_PAGE = 20;

/**
 * The counts a person may see: open ones (live, newest first) and closed ones (newest first, in
 * chunks). A seller's queries name its store, as the rules require.
 */
export function useStockCountLists(storeId: string | null) {
  const scope: QueryConstraint[] = storeId ? [where('locationId', '==', storeId)] : [];
  const open = useLiveQuery(query(stockCounts.ref(), ...scope, where('status', '==', 'open'), orderBy('createdAt', 'desc'), limit(OPEN_LIMIT)), { tag: TAG });
  const closed = usePagedQuery(query(stockCounts.ref(), ...scope, where('status', '==', 'closed'), orderBy('createdAt', 'desc')), {
    tag: TAG,
    pageSize: CLOSED_PAGE,
    mode: 'chunks',
  });
  return { open, closed };
}

export function useStockCount(id: string | null) {
  return useDocument(id ? stockCounts.doc(id) : null, { tag: TAG });
}

/**
 * The location's expected products (recorded there, not sold), read once in pages: the count
 * compares scans against them in memory, so a scan of an expected label costs no read.
 */
export function readExpected(locationId: string, onProgress?: (read: number) => void): Promise<Product[]> {
  return readAllPages(query(products.ref(), where('locationId', '==', locationId), where('isSold', '==', false)), { tag: TAG, onProgress });
}

/** Products with any of these skus (30 per query, Firestore's `in` limit), within what the role may read. */
export async function readProductsBySkus(codes: readonly string[], restrict: SkuRestriction): Promise<Product[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < codes.length; i += 30) chunks.push(codes.slice(i, i + 30));
  const found = await Promise.all(
    chunks.map((chunk) => {
      const constraints: QueryConstraint[] = [where('sku', 'in', chunk)];
      if (restrict.locationId) constraints.push(where('locationId', '==', restrict.locationId));
      return readQuery(query(products.ref(), ...constraints), TAG);
    }),
  );
  return found.flat();
}

/** A store's or warehouse's name, or '' when the caller may not read it. */
export async function readPlaceName(type: 'store' | 'warehouse', id: string): Promise<string> {
  try {
    const place = await readDocument(locations[type].doc(id, db), TAG);
    return place?.name ?? '';
  } catch {
    return '';
  }
}

/** A place a count can be made at, as the "new count" picker lists it. */
export type CountPlace = Pick<Location, 'id' | 'name' | 'type'>;

/** Stores and warehouses (small collections) for the Manager's "new count"; null reads nothing. */
export function useCountPlaces(enabled: boolean) {
  const stores = useLiveQuery(enabled ? locations.store.ref() : null, { tag: TAG });
  const warehouses = useLiveQuery(enabled ? locations.warehouse.ref() : null, { tag: TAG });
  const storeRows = stores.data;
  const warehouseRows = warehouses.data;
  return useMemo(() => {
    const byName = (a: CountPlace, b: CountPlace) => a.name.localeCompare(b.name);
    return { stores: [...storeRows].sort(byName), warehouses: [...warehouseRows].sort(byName), loading: stores.loading || warehouses.loading };
  }, [storeRows, warehouseRows, stores.loading, warehouses.loading]);
}
