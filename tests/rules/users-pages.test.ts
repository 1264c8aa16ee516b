// firestore.rules, users collection: the exact queries and writes of the /users and /employees
// pages (src/features/users), per viewer.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteField, doc, endAt, getDocs, limit, orderBy, query, serverTimestamp, setDoc, startAt, updateDoc, where, type Firestore } from 'firebase/firestore';
import { EMPLOYEES_SCOPE, formValuesOf, usersScope, type UsersScope } from '../../src/features/users/domain/users';
import { updateUser } from '../../src/features/users/api/userWrites';
import { toPerson } from '../../src/entities/person/person';
import { rulesHarness } from './support/harness';
import { TARGETS, customerDoc, userDoc } from './support/users';

const customer = toPerson(TARGETS.customer, customerDoc(TARGETS.customer));

const rules = rulesHarness('demo-rules-users-pages', { users: 'each' });
const { dbFor } = rules;

function list(db: Firestore, scope: UsersScope) {
  return getDocs(query(collection(db, 'users'), where(scope.field, scope.op, scope.value)));
}

describe('the users page query of each viewer', () => {
  it.each(['Super Admin', 'dev', 'Admin', 'Manager'] as const)('%s: allowed, and returns no Super Admin record', async (viewer) => {
    const scope = usersScope(viewer);
    expect(scope).not.toBeNull();
    const snap = await assertSucceeds(list(dbFor(viewer), scope!));
    expect(snap.size).toBeGreaterThan(0);
    expect(snap.docs.some((d) => d.get('role') === 'Super Admin')).toBe(false);
  });

  it('Admin: no dev user in the result', async () => {
    const snap = await list(dbFor('Admin'), usersScope('Admin')!);
    expect(snap.docs.some((d) => d.get('role') === 'dev')).toBe(false);
  });

  it('Manager: customers only', async () => {
    const snap = await list(dbFor('Manager'), usersScope('Manager')!);
    expect(snap.docs.every((d) => d.get('role') === 'clientUser')).toBe(true);
  });

  it("Admin may not use Super Admin's query shape (its role list includes dev)", async () => {
    await assertFails(list(dbFor('Admin'), usersScope('Super Admin')!));
  });

  it("Manager may not use Admin's query shape", async () => {
    await assertFails(list(dbFor('Manager'), usersScope('Admin')!));
  });
});

describe('the users page pages and searches on the server', () => {
  const scoped = (db: Firestore, scope: UsersScope) => query(collection(db, 'users'), where(scope.field, scope.op, scope.value));

  it.each(['Super Admin', 'dev', 'Admin', 'Manager'] as const)('%s: a page by first name and the name and phone prefix searches are allowed', async (viewer) => {
    const db = dbFor(viewer);
    const scope = usersScope(viewer)!;
    await assertSucceeds(getDocs(query(scoped(db, scope), orderBy('firstName'), limit(16))));
    for (const field of ['lastNameLower', 'firstNameLower', 'phone']) {
      await assertSucceeds(getDocs(query(scoped(db, scope), orderBy(field), startAt('ba'), endAt('ba\uf8ff'), limit(15))));
    }
  });

  it('Manager may not search with the Admin scope', async () => {
    await assertFails(getDocs(query(scoped(dbFor('Manager'), usersScope('Admin')!), orderBy('phone'), startAt('99'), endAt('99\uf8ff'), limit(15))));
  });
});

describe('the employees page', () => {
  it.each(['Super Admin', 'dev'] as const)('%s may list employees, and the list has no dev user', async (viewer) => {
    const snap = await assertSucceeds(list(dbFor(viewer), EMPLOYEES_SCOPE));
    expect(snap.size).toBeGreaterThan(0);
    expect(snap.docs.some((d) => d.get('role') === 'dev')).toBe(false);
  });

  // Admin reads every non-dev user (the users page), so the rules let it run this query too; the
  // /employees route itself is open to Super Admin and dev only (src/auth/access.ts).
  it.each(['Manager', 'Call Centre'] as const)('%s may not list employees', async (viewer) => {
    await assertFails(list(dbFor(viewer), EMPLOYEES_SCOPE));
  });

  it('the profile write of a new employee (set users/{uid}) is allowed for Super Admin', async () => {
    await assertSucceeds(
      setDoc(doc(dbFor('Super Admin'), 'users', 'fresh-uid'), {
        ...userDoc('fresh-uid', 'Call Centre'),
        userType: 'staff',
        isWarehouse: false,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it("an edit (with password: deleteField()) of another staff profile is allowed for dev, refused for Admin", async () => {
    const edit = { phone: '95998877', role: 'Manager', userType: 'staff', password: deleteField(), updatedAt: serverTimestamp() };
    await assertSucceeds(updateDoc(doc(dbFor('dev'), 'users', TARGETS.staff), edit));
    await assertFails(updateDoc(doc(dbFor('Admin'), 'users', TARGETS.staff), edit));
  });

  it('Admin may edit a customer with the users page write (password: deleteField(), the key moved with the phone)', async () => {
    await assertSucceeds(
      updateUser(TARGETS.customer, { ...formValuesOf(customer), phone: '88001122' }, dbFor('Admin')),
    );
  });
});
