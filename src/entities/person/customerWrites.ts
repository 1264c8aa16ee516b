import { limit, query, serverTimestamp, where, type DocumentData, type Firestore } from 'firebase/firestore';
import { runServerTransaction } from '../../firebase/online';
import { docRef, newDocId } from '../../firebase/collections';
import { db } from '../../firebase/firestore';
import { readQuery } from '../../firebase/queries';
import { CLIENT_ROLE } from '../../auth/roles';
import { people, toPerson, type Person } from './person';
import { nameSearchFields } from './customerSearch';
import { customerPhones, customersQuery, CUSTOMERS_TAG } from './customerQueries';

/**
 * Customer writes several features share (the sale wizards' new-customer form, /users): one
 * customer per phone, kept by the key customerPhones/{phone} = { customerId, createdAt }, written in
 * the same transaction as the customer (firestore.rules, customerPhones). docs/data-model.md.
 */

/** The phone belongs to another customer already: `existing` is that customer (null if unreadable). */
export class DuplicatePhoneError extends Error {
  readonly phone: string;
  readonly existing: Person | null;

  constructor(phone: string, existing: Person | null) {
    super(`customer phone ${phone} is taken`);
    this.name = 'DuplicatePhoneError';
    this.phone = phone;
    this.existing = existing;
  }
}

export function isDuplicatePhone(error: unknown): error is DuplicatePhoneError {
  return error instanceof DuplicatePhoneError;
}

/** The phone a users document holds a key for: a customer's phone, null for staff or no phone. */
export function keyPhoneOf(d: DocumentData | undefined | null): string | null {
  if (!d || d.role !== CLIENT_ROLE) return null;
  return typeof d.phone === 'string' && d.phone !== '' ? d.phone : null;
}

/** A customer registered before the keys existed, with this phone (1 read); `except` is skipped. */
async function legacyHolder(phone: string, except: string | null, fs: Firestore): Promise<Person | null> {
  const found = await readQuery(query(customersQuery(fs), where('phone', '==', phone), limit(2)), CUSTOMERS_TAG);
  return found.find((p) => p.id !== except) ?? null;
}

/**
 * Creates a customer document (`data`: its fields without the name-search fields, phone digits,
 * role clientUser) with its phone key, in one transaction; refused with DuplicatePhoneError when the
 * phone is taken. Returns the new id. `withId` stores the id in the document too (the /users form).
 */
export async function createCustomerWithKey(data: DocumentData, options: { withId?: boolean } = {}, fs: Firestore = db): Promise<Person> {
  const phone = keyPhoneOf(data);
  if (!phone) throw new Error('a customer needs a phone');
  const legacy = await legacyHolder(phone, null, fs);
  if (legacy) throw new DuplicatePhoneError(phone, legacy);
  const id = newDocId('users', fs);
  const doc = {
    ...(options.withId ? { id } : {}),
    ...data,
    ...nameSearchFields(String(data.firstName ?? ''), String(data.lastName ?? '')),
  };
  await runServerTransaction(fs, async (tx) => {
    const key = await tx.get(customerPhones.doc(phone, fs));
    if (key.exists()) {
      const holder = await tx.get(people.doc(key.data().customerId, fs));
      throw new DuplicatePhoneError(phone, holder.exists() ? holder.data() : null);
    }
    tx.set(docRef('users', id, fs), { ...doc, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    tx.set(docRef('customerPhones', phone, fs), { customerId: id, createdAt: serverTimestamp() });
  });
  return toPerson(id, doc);
}

/**
 * Updates a users document (`change`: the fields to set; names get their search fields) and moves
 * its phone key in the same transaction when the key's phone changes (a customer's new phone, a
 * customer becoming staff or back): the old key deleted, the new one created. A customer without a
 * key (registered before the keys) gets one. Refused with DuplicatePhoneError when the new phone is
 * another customer's.
 */
export async function updateUserWithKey(id: string, change: DocumentData, fs: Firestore = db): Promise<void> {
  // A customer registered before the keys: look for another holder by query (not possible in a transaction).
  const newPhoneGuess = change.role === CLIENT_ROLE && typeof change.phone === 'string' ? change.phone : null;
  const legacy = newPhoneGuess ? await legacyHolder(newPhoneGuess, id, fs) : null;
  await runServerTransaction(fs, async (tx) => {
    const before = await tx.get(docRef('users', id, fs));
    if (!before.exists()) throw new Error(`users/${id} is gone`);
    const after = { ...before.data(), ...change };
    const oldPhone = keyPhoneOf(before.data());
    const newPhone = keyPhoneOf(after);
    // The name-search fields follow the names (staff carry them too, for the /users search).
    const data: DocumentData = {
      ...change,
      ...nameSearchFields(String(after.firstName ?? ''), String(after.lastName ?? '')),
      updatedAt: serverTimestamp(),
    };
    const oldKey = oldPhone ? await tx.get(customerPhones.doc(oldPhone, fs)) : null;
    const ownsOld = oldKey !== null && oldKey.exists() && oldKey.data().customerId === id;
    if (newPhone && newPhone !== oldPhone) {
      if (legacy) throw new DuplicatePhoneError(newPhone, legacy);
      const key = await tx.get(customerPhones.doc(newPhone, fs));
      if (key.exists() && key.data().customerId !== id) {
        const holder = await tx.get(people.doc(key.data().customerId, fs));
        throw new DuplicatePhoneError(newPhone, holder.exists() ? holder.data() : null);
      }
      tx.update(docRef('users', id, fs), data);
      if (ownsOld && oldPhone) tx.delete(docRef('customerPhones', oldPhone, fs));
      if (!key.exists()) tx.set(docRef('customerPhones', newPhone, fs), { customerId: id, createdAt: serverTimestamp() });
      return;
    }
    tx.update(docRef('users', id, fs), data);
    if (ownsOld && !newPhone && oldPhone) tx.delete(docRef('customerPhones', oldPhone, fs));
    // Same phone, no key yet (a customer from before the keys): it gets its key now, if free.
    if (newPhone && newPhone === oldPhone && oldKey && !oldKey.exists()) {
      tx.set(docRef('customerPhones', newPhone, fs), { customerId: id, createdAt: serverTimestamp() });
    }
  });
}

/** Deletes a users document and, in the same transaction, the phone key that points at it. */
export async function deleteUserWithKey(id: string, fs: Firestore = db): Promise<void> {
  await runServerTransaction(fs, async (tx) => {
    const before = await tx.get(docRef('users', id, fs));
    const phone = before.exists() ? keyPhoneOf(before.data()) : null;
    const key = phone ? await tx.get(customerPhones.doc(phone, fs)) : null;
    tx.delete(docRef('users', id, fs));
    if (phone && key?.exists() && key.data().customerId === id) tx.delete(docRef('customerPhones', phone, fs));
  });
}
