import { serverTimestamp } from 'firebase/firestore';
import { int, millis, str, strings, type Data } from '../../firebase/fields';

/**
 * A stock count as stored in stockCounts/{id} (docs/stock-counts.md): its type, the mapper every
 * read goes through, and the fields each write sends. What the lists mean and how a count sorts
 * scans is the stockCounts feature's domain. Loads without the app's Firebase set-up (the typed
 * collection is stockCountCollection.ts).
 */

export type CountLocationType = 'store' | 'warehouse';
export type CountStatus = 'open' | 'closed';

/** The lists and figures a save writes. */
export interface CountLists {
  expectedCount: number;
  foundCount: number;
  scanned: string[];
  missing: string[];
  elsewhere: string[];
  sold: string[];
  unknown: string[];
}

/** A count as stored in stockCounts/{id}. */
export interface StockCount extends CountLists {
  id: string;
  locationId: string;
  locationType: CountLocationType;
  locationName: string;
  status: CountStatus;
  createdUserId: string;
  createdUserName: string;
  createdAtMs: number;
  updatedUserId: string;
  updatedAtMs: number;
  closedUserId: string | null;
  closedAtMs: number;
}

/** A stockCounts document -> StockCount (tolerant: missing lists are empty). */
export function toStockCount(id: string, d: Data): StockCount {
  return {
    id,
    locationId: str(d.locationId),
    locationType: d.locationType === 'warehouse' ? 'warehouse' : 'store',
    locationName: str(d.locationName),
    status: d.status === 'closed' ? 'closed' : 'open',
    createdUserId: str(d.createdUserId),
    createdUserName: str(d.createdUserName),
    createdAtMs: millis(d.createdAt),
    updatedUserId: str(d.updatedUserId),
    updatedAtMs: millis(d.updatedAt),
    closedUserId: str(d.closedUserId) || null,
    closedAtMs: millis(d.closedAt),
    expectedCount: int(d.expectedCount),
    foundCount: int(d.foundCount),
    scanned: strings(d.scanned),
    missing: strings(d.missing),
    elsewhere: strings(d.elsewhere),
    sold: strings(d.sold),
    unknown: strings(d.unknown),
  };
}

/** Where a count is taken. */
export interface CountLocation {
  locationId: string;
  locationType: CountLocationType;
  locationName: string;
}

/** Who writes (the signed-in staff member). */
export interface Counter {
  id: string;
  name: string;
}

/** A new (open) count's document. */
export function newStockCountDocument(location: CountLocation, by: Counter, lists: CountLists) {
  return {
    ...location,
    status: 'open' as const,
    createdUserId: by.id,
    createdUserName: by.name,
    createdAt: serverTimestamp(),
    updatedUserId: by.id,
    updatedAt: serverTimestamp(),
    closedUserId: null,
    closedAt: null,
    ...lists,
  };
}

/** The fields a save of an open count's lists writes. */
export function stockCountSave(by: Counter, lists: CountLists) {
  return { ...lists, updatedUserId: by.id, updatedAt: serverTimestamp() };
}

/** The fields closing a count writes: the last lists, and the count becomes read-only. */
export function stockCountClose(by: Counter, lists: CountLists) {
  return {
    ...lists,
    status: 'closed' as const,
    closedUserId: by.id,
    closedAt: serverTimestamp(),
    updatedUserId: by.id,
    updatedAt: serverTimestamp(),
  };
}
