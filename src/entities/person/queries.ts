import { useMemo } from 'react';
import { peopleQuery, people, sortByFirstName, sortPeople, type Person } from './person';
import { readDocument, useDocument, useLiveQuery, useRead, type QueryState } from '../../firebase/queries';

/**
 * People lists and lookups every feature shares: customers and merchants (sale wizards, order
 * lists, lotteries), couriers (deliveries, reports), sellers (stores).
 */

/** Live list of the people of a role (or roles), sorted by name; `null` reads nothing. */
export function usePeople(role: string | readonly string[] | null, tag?: string): QueryState<Person[]> {
  const key = role === null ? null : typeof role === 'string' ? role : role.join('|');
  // The query follows the roles' values, not the array's identity.
  const q = useMemo(() => (key === null ? null : peopleQuery(key.includes('|') ? key.split('|') : key)), [key]);
  const list = useLiveQuery(q, { tag });
  const data = useMemo(() => sortPeople(list.data), [list.data]);
  return { data, loading: list.loading, error: list.error, retry: list.retry };
}

/** One person, live; null when missing or not readable. */
export function usePerson(id: string | null, tag?: string): QueryState<Person | null> {
  return useDocument(id ? people.doc(id) : null, { tag });
}

// A name per id, read once per session: the transactions table names the customer of each row.
const names = new Map<string, Promise<string | null>>();

function readName(id: string): Promise<string | null> {
  let pending = names.get(id);
  if (!pending) {
    pending = readDocument(people.doc(id), 'people').then(
      (p) => (p ? [p.lastName, p.firstName].filter(Boolean).join(' ') || null : null),
      () => null,
    );
    names.set(id, pending);
  }
  return pending;
}

/** The person's name, `undefined` while it is being read, null when it cannot be. */
export function useCustomerName(id: string | null): string | null | undefined {
  const name = useRead(id, readName);
  if (!id) return null;
  return name.loading ? undefined : name.data;
}

/** The contract merchants, by first name (the merchant filters of order and sales lists). */
export function useMerchants(tag?: string): QueryState<Person[]> {
  const list = usePeople('Merchant', tag);
  const data = useMemo(() => sortByFirstName(list.data), [list.data]);
  return { ...list, data };
}
