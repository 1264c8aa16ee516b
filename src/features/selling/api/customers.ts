import { addDoc, serverTimestamp, type Firestore } from 'firebase/firestore';
import { collectionRef } from '../../../firebase/collections';
import { db } from '../../../firebase/firestore';
import { toPerson, type Person } from '../../../entities/person/person';

/**
 * The buyers a sale wizard picks from (docs/selling.md): customers are users with role
 * and userType clientUser; contract merchants are users with role Merchant.
 */
export type BuyerRole = 'clientUser' | 'Merchant';

/** The new-client form of the customer step (lastName, firstName, phone required). */
export interface NewCustomer {
  lastName: string;
  firstName: string;
  phone: string;
  address: string;
}

/** Registers a new customer (users, clientUser, no Auth account) and returns it, ready to be chosen. */
export async function registerCustomer(values: NewCustomer, fs: Firestore = db): Promise<Person> {
  const person = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
  };
  const data = {
    ...person,
    role: 'clientUser',
    userType: 'clientUser',
    isActive: true,
    isWarehouse: false,
    locationId: null,
    locationType: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
  const ref = await addDoc(collectionRef('users', fs), data);
  return toPerson(ref.id, { ...data, isActive: true });
}
