import { query, where, type Query } from 'firebase/firestore';
import { typedCollection } from '../../firebase/collections';
import { str, type Data } from '../../firebase/fields';

/**
 * A person of the `users` collection: staff (with a sign-in account), customers (clientUser, no
 * account) and contract merchants (docs/roles.md, docs/data-model.md). Every screen that lists or
 * looks up people reads them through this mapper.
 */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  email: string;
  birthday: string;
  /** Lower-cased ('male', 'female'), '' when unknown. */
  gender: string;
  role: string;
  userType: string;
  isActive: boolean;
  /** The store or warehouse a seller works at. */
  locationId: string | null;
}

/** A users document -> Person; a merchant without a lastName may keep its name in `name`. */
export function toPerson(id: string, d: Data): Person {
  const locationId = str(d.locationId);
  return {
    id,
    firstName: str(d.firstName) || str(d.name),
    lastName: str(d.lastName),
    phone: str(d.phone),
    address: str(d.address),
    email: str(d.email),
    birthday: str(d.birthday),
    gender: str(d.gender).toLowerCase(),
    role: str(d.role),
    userType: str(d.userType),
    isActive: d.isActive === true,
    locationId: locationId || null,
  };
}

/** "Last First", as lists and receipts name people. */
export function personName(p: Pick<Person, 'firstName' | 'lastName'> | null | undefined): string {
  if (!p) return '';
  return [p.lastName, p.firstName].filter(Boolean).join(' ');
}

/** Last name, then first name, in the current language's collation. */
export function sortPeople<T extends Pick<Person, 'firstName' | 'lastName'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
}

export const people = typedCollection('users', toPerson);

/** People of one role, or of any of several (a role filter the rules accept for each screen). */
export function peopleQuery(role: string | readonly string[]): Query<Person> {
  return typeof role === 'string' ? query(people.ref(), where('role', '==', role)) : query(people.ref(), where('role', 'in', [...role]));
}

/** First name, then last name: how the merchant filters list contract merchants. */
export function sortByFirstName<T extends Pick<Person, 'firstName' | 'lastName'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName));
}
