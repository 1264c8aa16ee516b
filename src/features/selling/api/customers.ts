import { useEffect, useMemo, useState } from 'react';
import { addDoc, collection, onSnapshot, query, serverTimestamp, where } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import { countQueryReads, countReads } from '../../../firebase/readMeter';

/**
 * The buyers a sale wizard picks from (docs/selling.md): customers are users with role
 * and userType clientUser; contract merchants are users with role Merchant.
 */
export type BuyerRole = 'clientUser' | 'Merchant';

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
}

export interface PeopleState {
  rows: Person[];
  loading: boolean;
  error: Error | null;
}

/** The new-client form of the customer step (lastName, firstName, phone required). */
export interface NewCustomer {
  lastName: string;
  firstName: string;
  phone: string;
  address: string;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A users document -> Person; a merchant without a lastName may keep its name in `name`. */
export function toPerson(id: string, d: Record<string, unknown>): Person {
  const firstName = text(d.firstName) || text(d.name);
  return { id, firstName, lastName: text(d.lastName), phone: text(d.phone), address: text(d.address) };
}

/** Last name, then first name, in the current language's collation. */
export function sortPeople(rows: readonly Person[]): Person[] {
  return [...rows].sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
}

/**
 * Live list of the customers or the contract merchants (a where('role', '==', ...) query: the rules
 * let the selling roles read exactly those). `enabled` false reads nothing.
 */
export function usePeople(role: BuyerRole, enabled = true): PeopleState {
  const [state, setState] = useState<PeopleState & { role: BuyerRole | null }>({ role: null, rows: [], loading: true, error: null });
  useEffect(() => {
    if (!enabled) return;
    let first = true;
    return onSnapshot(
      query(collection(db, 'users'), where('role', '==', role)),
      (snap) => {
        if (first) countQueryReads(snap.size, 'selling');
        else if (!snap.metadata.fromCache) countReads(snap.docChanges().length, 'selling');
        first = false;
        setState({ role, rows: sortPeople(snap.docs.map((d) => toPerson(d.id, d.data()))), loading: false, error: null });
      },
      (error) => {
        console.error(`${role} list`, error);
        setState({ role, rows: [], loading: false, error });
      },
    );
  }, [role, enabled]);
  const current = state.role === role ? state : null;
  return useMemo(
    () => ({ rows: enabled ? (current?.rows ?? []) : [], loading: enabled && (current?.loading ?? true), error: current?.error ?? null }),
    [current, enabled],
  );
}

/** Registers a new customer (users, clientUser, no Auth account) and returns it, ready to be chosen. */
export async function registerCustomer(values: NewCustomer): Promise<Person> {
  const person = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
  };
  const ref = await addDoc(collection(db, 'users'), {
    ...person,
    role: 'clientUser',
    userType: 'clientUser',
    isActive: true,
    isWarehouse: false,
    locationId: null,
    locationType: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return { id: ref.id, ...person };
}
