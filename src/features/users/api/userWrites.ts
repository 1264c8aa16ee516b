import { deleteField, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { docRef } from '../../../firebase/collections';
import { nameSearchFields } from '../../../entities/person/customerSearch';
import { createCustomerWithKey, deleteUserWithKey, updateUserWithKey } from '../../../entities/person/customerWrites';
import { db } from '../../../firebase/firestore';
import { CLIENT_ROLE } from '../../../auth/roles';
import { profileFieldsOf, userTypeFor } from '../domain/users';
import type { UserFormValues } from '../domain/userSchema';
import { bridgeProfileOf, type BridgeAccountForm } from '../domain/bridgeAccount';
import { assertOnline } from '../../../firebase/online';

/** A customer: role and userType clientUser, active, no sign-in account; with its phone key (one transaction). */
export async function createCustomer(values: UserFormValues, fs: Firestore = db): Promise<string> {
  const created = await createCustomerWithKey(
    {
      ...profileFieldsOf(values),
      role: CLIENT_ROLE,
      userType: CLIENT_ROLE,
      isActive: true,
      isWarehouse: false,
      locationId: null,
      locationType: null,
    },
    { withId: true },
    fs,
  );
  return created.id;
}

/**
 * Saves the profile fields and the role of a users document. A legacy `password` field is removed
 * by the same write (no password is ever kept in Firestore). A customer's phone key moves with its
 * phone in the same transaction (entities/person/customerWrites.ts).
 */
export async function updateUser(id: string, values: UserFormValues, fs: Firestore = db): Promise<void> {
  await updateUserWithKey(
    id,
    {
      ...profileFieldsOf(values),
      role: values.role,
      userType: userTypeFor(values.role),
      password: deleteField(),
    },
    fs,
  );
}

/** Deletes a users document and, in the same transaction, a customer's phone key. */
export async function deleteUser(id: string, fs: Firestore = db): Promise<void> {
  await deleteUserWithKey(id, fs);
}

/** Deactivation is the employee page's delete; reactivation undoes it. */
export async function setUserActive(id: string, isActive: boolean, fs: Firestore = db): Promise<void> {
  assertOnline();
  await updateDoc(docRef('users', id, fs), { isActive, updatedAt: serverTimestamp() });
}

/** Writes the profile of a just-created employee account at users/{uid}. */
export async function writeEmployeeProfile(uid: string, values: UserFormValues, fs: Firestore = db): Promise<void> {
  const profile = profileFieldsOf(values);
  await setDoc(docRef('users', uid, fs), {
    id: uid,
    ...profile,
    // The /users search finds staff by name too.
    ...nameSearchFields(profile.firstName, profile.lastName),
    role: values.role,
    userType: userTypeFor(values.role),
    isActive: true,
    isWarehouse: false,
    locationId: null,
    locationType: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

/** Writes the profile of a just-created shop bridge account at users/{uid}: no points yet. */
export async function writeBridgeProfile(uid: string, form: BridgeAccountForm, fs: Firestore = db): Promise<void> {
  await setDoc(docRef('users', uid, fs), { ...bridgeProfileOf(uid, form), createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
}
