import {
  collection,
  doc,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import { db } from './firestore';

/**
 * Every Firestore collection the back-office reads or writes: the one place their names are written
 * (docs/data-model.md). Code reaches a collection through `collectionRef`/`docRef` (untyped, for
 * writes: the domain builders produce the exact stored shape) or through a `TypedCollection` made
 * once beside its mapper (reads: documents come back already mapped).
 *
 * Every function here and every write function of the features takes the Firestore instance the
 * same way: an optional last parameter `fs`, the app's `db` by default (tests pass the emulator's).
 */
export const COLLECTION_NAMES = [
  'users',
  'warehouse',
  'stores',
  'colors',
  'brands',
  'sources',
  'categories',
  'sizes',
  'shoeHeights',
  'shoeWidths',
  'deliveryLocations',
  'products',
  'productsDate',
  'productLocationChangeLogs',
  'discountRequests',
  'discountBatches',
  'orders',
  'deletedOrders',
  'sales',
  'transactions',
  'dashboardFigures',
  'lotteryType',
  'lottery',
  'appConfigs',
  'customerPhones',
  'stockCounts',
  'stockMoves',
  'stockReturns',
  'returns',
  'returnRequests',
  'notificationReads',
  'ebarimtReceipts',
  'ebarimtPrints',
  'ebarimtPoints',
  'ebarimtLookups',
  'ebarimtBridges',
  'cashDrawers',
  'shifts',
  'cashMoves',
  'courierCash',
  'cashHandovers',
  'auditEntries',
  'auditActors',
] as const;

export type CollectionName = (typeof COLLECTION_NAMES)[number];

export function collectionRef(name: CollectionName, fs: Firestore = db): CollectionReference<DocumentData> {
  return collection(fs, name);
}

export function docRef(name: CollectionName, id: string, fs: Firestore = db): DocumentReference<DocumentData> {
  return doc(fs, name, id);
}

/** A fresh document id of a collection (for writes that need the id before the batch). */
export function newDocId(name: CollectionName, fs: Firestore = db): string {
  return doc(collection(fs, name)).id;
}

/** A collection read through its mapper: queries and document references deliver `T`. */
export interface TypedCollection<T> {
  readonly name: CollectionName;
  readonly map: (id: string, data: DocumentData) => T;
  ref(fs?: Firestore): CollectionReference<T>;
  doc(id: string, fs?: Firestore): DocumentReference<T>;
}

export function typedCollection<T>(name: CollectionName, map: (id: string, data: DocumentData) => T): TypedCollection<T> {
  const converter: FirestoreDataConverter<T> = {
    // Writes go through collectionRef/docRef with the builders' exact shape; a typed ref is never written.
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snapshot, options) => map(snapshot.id, snapshot.data(options)),
  };
  return {
    name,
    map,
    ref: (fs = db) => collection(fs, name).withConverter(converter),
    doc: (id, fs = db) => doc(fs, name, id).withConverter(converter),
  };
}
