import { typedCollection, type TypedCollection } from '../../firebase/collections';
import { LOCATION_COLLECTION, toLocation, type Location, type LocationType } from './location';

/**
 * The stores and the warehouses read through toLocation: queries and references deliver Location.
 * Apart from location.ts, which loads without the app's Firebase set-up.
 */
export const locations: Readonly<Record<LocationType, TypedCollection<Location>>> = {
  store: typedCollection(LOCATION_COLLECTION.store, (id, d) => toLocation('store', id, d)),
  warehouse: typedCollection(LOCATION_COLLECTION.warehouse, (id, d) => toLocation('warehouse', id, d)),
};
