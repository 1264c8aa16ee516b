import type { Firestore } from 'firebase/firestore';
import { db } from '../../../firebase/firestore';
import type { Person } from '../../../entities/person/person';
import { phoneDigits } from '../../../entities/person/customerSearch';
import { createCustomerWithKey } from '../../../entities/person/customerWrites';

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

/**
 * Registers a new customer (users, clientUser, no Auth account) with its phone key, in one
 * transaction, and returns it, ready to be chosen. A phone that is already a customer's is refused
 * with DuplicatePhoneError naming that customer (entities/person/customerWrites.ts).
 */
export async function registerCustomer(values: NewCustomer, fs: Firestore = db): Promise<Person> {
  return createCustomerWithKey(
    {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: phoneDigits(values.phone) ?? values.phone.trim(),
      address: values.address.trim(),
      role: 'clientUser',
      userType: 'clientUser',
      isActive: true,
      isWarehouse: false,
      locationId: null,
      locationType: null,
    },
    {},
    fs,
  );
}
