import { serverTimestamp, type FieldValue } from 'firebase/firestore';
import { str, type Data } from '../../firebase/fields';

/**
 * Locations (docs/data-model.md): the stores and the warehouses, each kind its own collection
 * (`stores`, `warehouse`) of the same document shape, managed on the branches screens. Every screen
 * that lists or looks up a store or a warehouse reads it as a `Location` (through
 * locationCollection.ts) and derives what it shows from it. Kept apart from the typed collections so
 * Node code (the rules tests, the seed scripts, the end-to-end specs) imports it without the app's
 * Firebase set-up.
 */

export type LocationType = 'store' | 'warehouse';

export const LOCATION_TYPES: readonly LocationType[] = ['store', 'warehouse'];

/** The collection of each kind. */
export const LOCATION_COLLECTION = { store: 'stores', warehouse: 'warehouse' } as const satisfies Record<LocationType, string>;

/** A store or warehouse document, with its id and its kind (the collection it was read from). */
export interface Location {
  id: string;
  type: LocationType;
  name: string;
  address: string;
  phone: string;
  /** The picture's file name in the location's Storage folder; null when it has none. */
  picName: string | null;
  picUrl: string | null;
}

/** A stores or warehouse document -> Location (tolerant: missing fields become '' or null). */
export function toLocation(type: LocationType, id: string, d: Data): Location {
  return {
    id,
    type,
    name: str(d.name),
    address: str(d.address),
    phone: str(d.phone),
    picName: str(d.picName) || null,
    picUrl: str(d.picUrl) || null,
  };
}

/** What the branch form saves: the location's own fields (the picture already uploaded). */
export type LocationInput = Omit<Location, 'id' | 'type'>;

/**
 * The fields an edit of a location writes (trimmed texts, the server's time as updatedAt). Typed as
 * every field of the input, so a field added to Location is refused here until it is written.
 */
export function locationUpdate(input: LocationInput): { [K in keyof LocationInput]: LocationInput[K] } & { updatedAt: FieldValue } {
  return {
    name: input.name.trim(),
    address: input.address.trim(),
    phone: input.phone.trim(),
    picName: input.picName,
    picUrl: input.picUrl,
    updatedAt: serverTimestamp(),
  };
}

/** A new location's document: the edit's fields and createdAt. */
export function newLocationDocument(input: LocationInput) {
  return { ...locationUpdate(input), createdAt: serverTimestamp() };
}
