import { endAt, limit, orderBy, query, startAt, where, type Firestore, type Query } from 'firebase/firestore';
import { typedCollection } from '../../firebase/collections';
import { db } from '../../firebase/firestore';
import { str, type Data } from '../../firebase/fields';
import { readDocument, readQuery } from '../../firebase/queries';
import { CLIENT_ROLE } from '../../auth/roles';
import { people, type Person } from './person';
import { mergeResults, prefixEnd, SEARCH_LIMIT, type CustomerSearchPlan } from './customerSearch';

/**
 * Customers found on the server (docs/selling.md, "Finding a customer"): limited prefix queries
 * and the phone key customerPhones/{phone}. Nothing here reads the whole customer list.
 */

/** Read-meter tag of customer search and lookup. */
export const CUSTOMERS_TAG = 'customers';

/** customerPhones/{phone}: which customer has this phone (one customer per phone). */
export interface CustomerPhoneKey {
  phone: string;
  customerId: string;
}

export const customerPhones = typedCollection('customerPhones', (id: string, d: Data): CustomerPhoneKey => ({ phone: id, customerId: str(d.customerId) }));

/** Customers only: the role filter the users rules require of sellers and the call centre. */
export function customersQuery(fs: Firestore = db): Query<Person> {
  return query(people.ref(fs), where('role', '==', CLIENT_ROLE));
}

function prefixQuery(field: string, prefix: string, fs: Firestore): Query<Person> {
  return query(customersQuery(fs), orderBy(field), startAt(prefix), endAt(prefixEnd(prefix)), limit(SEARCH_LIMIT));
}

/** The limited queries of a search plan (none for an empty one). */
export function searchQueries(plan: CustomerSearchPlan, fs: Firestore = db): Query<Person>[] {
  if (plan.kind === 'phone') return [prefixQuery('phone', plan.prefix, fs)];
  if (plan.kind === 'name') return [prefixQuery('lastNameLower', plan.prefix, fs), prefixQuery('firstNameLower', plan.prefix, fs)];
  return [];
}

/** Runs a plan's queries: at most SEARCH_LIMIT customers each, merged and sorted. */
export async function searchCustomers(plan: CustomerSearchPlan, fs: Firestore = db): Promise<Person[]> {
  const lists = await Promise.all(searchQueries(plan, fs).map((q) => readQuery(q, CUSTOMERS_TAG)));
  return mergeResults(plan, lists);
}

/**
 * The customer with exactly this phone: its key then the customer (2 reads), or for a customer
 * registered before the keys, the first customer with that phone (1 read). Null when none.
 */
export async function findCustomerByPhone(phone: string, fs: Firestore = db): Promise<Person | null> {
  const key = await readDocument(customerPhones.doc(phone, fs), CUSTOMERS_TAG);
  if (key) {
    const person = await readDocument(people.doc(key.customerId, fs), CUSTOMERS_TAG);
    if (person && person.role === CLIENT_ROLE && person.phone === phone) return person;
  }
  const [legacy] = await readQuery(query(customersQuery(fs), where('phone', '==', phone), limit(1)), CUSTOMERS_TAG);
  return legacy ?? null;
}
