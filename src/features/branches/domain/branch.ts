import * as yup from 'yup';
import type { CollectionName } from '../../../firebase/collections';
import type { Person } from '../../../entities/person/person';
import { LOCATION_COLLECTION, type Location, type LocationType } from '../../../entities/location/location';
import { isMongolianPhone } from '../../../entities/person/personFields';
import { BRANCH_ADDRESS_MAX, BRANCH_NAME_MAX } from '../../../lib/textLimits';

/** The two kinds of branch; each is its own collection and its own Storage folder (same name). */
export type BranchKind = 'warehouse' | 'stores';

/** The location kind each branch kind is. */
export const BRANCH_LOCATION_TYPE: Record<BranchKind, LocationType> = { warehouse: 'warehouse', stores: 'store' };

export const BRANCH_COLLECTION: Record<BranchKind, CollectionName> = {
  warehouse: LOCATION_COLLECTION[BRANCH_LOCATION_TYPE.warehouse],
  stores: LOCATION_COLLECTION[BRANCH_LOCATION_TYPE.stores],
};

/** A warehouse or store as the branch screens show and edit it (the kind is the screen's). */
export type Branch = Omit<Location, 'type'>;

/** A store seller: a user with one of the two Reception roles. */
export type Seller = Pick<Person, 'id' | 'firstName' | 'lastName' | 'role' | 'locationId'>;

export function sellerName(seller: Pick<Seller, 'firstName' | 'lastName'>): string {
  return `${seller.lastName} ${seller.firstName}`.trim();
}

/** Storage folder of a branch's pictures: `warehouse/{name}` or `stores/{name}` (docs/data-model.md). */
export function pictureFolder(kind: BranchKind, name: string): string {
  // A slash would make a sub-folder; Storage paths also dislike control characters.
  const safe = [...name.trim().replace(/[/\\#?[\]*]/g, '-')].map((c) => (c.charCodeAt(0) < 32 ? '-' : c)).join('');
  return `${BRANCH_COLLECTION[kind]}/${safe}`;
}

/** Who must be assigned to and who unassigned from a store, given who is there now and who is chosen. */
export function sellerChanges(
  storeId: string,
  sellers: readonly Seller[],
  chosenIds: readonly string[],
): { assign: string[]; unassign: string[] } {
  const chosen = new Set(chosenIds);
  const assign = sellers.filter((s) => chosen.has(s.id) && s.locationId !== storeId).map((s) => s.id);
  const unassign = sellers.filter((s) => !chosen.has(s.id) && s.locationId === storeId).map((s) => s.id);
  return { assign, unassign };
}

export function sellersOf(storeId: string, sellers: readonly Seller[]): Seller[] {
  return sellers.filter((s) => s.locationId === storeId);
}

/** The limits the form's messages name (translated with these as parameters); firestore.rules has the same. */
export const BRANCH_LIMITS = { nameMax: BRANCH_NAME_MAX, addressMax: BRANCH_ADDRESS_MAX } as const;

export interface BranchFormValues {
  name: string;
  address: string;
  phone: string;
  /** A newly chosen picture (at most one). */
  pictures: File[];
  /** The stored picture is kept when no new one is chosen (edit only). */
  hasExistingPicture: boolean;
  /** Stores only: ids of the sellers assigned to it. */
  sellerIds: string[];
}

/**
 * Warehouse and store form (docs/products.md): name, picture, address and phone required, phone a
 * Mongolian number (8 digits), name at most BRANCH_NAME_MAX and address BRANCH_ADDRESS_MAX
 * characters, name unique among the branches of the kind (the picture folder is named after it).
 * Messages are i18n keys.
 */
export function branchSchema(takenNames: readonly string[] = []) {
  const taken = new Set(takenNames.map((n) => n.trim().toLocaleLowerCase()));
  return yup.object({
    name: yup
      .string()
      .trim()
      .required('branches.validation.nameEmpty')
      .max(BRANCH_NAME_MAX, 'branches.validation.nameLong')
      .test('unique', 'branches.validation.nameTaken', (value) => !value || !taken.has(value.trim().toLocaleLowerCase())),
    address: yup.string().trim().required('branches.validation.addressEmpty').max(BRANCH_ADDRESS_MAX, 'branches.validation.addressLong'),
    phone: yup
      .string()
      .trim()
      .required('branches.validation.phoneEmpty')
      .test('phone', 'branches.validation.phoneDigits', (v) => !v || isMongolianPhone(v)),
    hasExistingPicture: yup.boolean().required(),
    pictures: yup
      .array()
      .of(yup.mixed<File>().required())
      .required()
      .test('picture', 'branches.validation.pictureEmpty', function check(value) {
        return (value?.length ?? 0) > 0 || this.parent.hasExistingPicture === true;
      }),
    sellerIds: yup.array().of(yup.string().required()).required(),
  });
}
