import { describe, expect, it } from 'vitest';
import {
  EMPLOYEES_SCOPE,
  EMPLOYEE_ROLES,
  USERS_LIST_ROLES,
  canManageRow,
  formValuesOf,
  profileFieldsOf,
  sortByName,
  userRoleChoices,
  userTypeFor,
  usersScope,
} from './users';
import { toPerson } from '../../../entities/person/person';

describe('usersScope', () => {
  it('Super Admin and dev see everyone except Super Admin records', () => {
    const everyoneButSuperAdmin = { field: 'role', op: 'in', value: ['clientUser', ...USERS_LIST_ROLES, 'dev'] };
    expect(usersScope('Super Admin')).toEqual(everyoneButSuperAdmin);
    expect(usersScope('dev')).toEqual(everyoneButSuperAdmin);
    expect(everyoneButSuperAdmin.value).not.toContain('Super Admin');
  });

  it('Admin sees customers and the seven roles, never dev nor Super Admin', () => {
    const scope = usersScope('Admin');
    expect(scope?.op).toBe('in');
    expect(scope?.value).toContain('clientUser');
    expect(scope?.value).not.toContain('dev');
    expect(scope?.value).not.toContain('Super Admin');
    expect(scope?.value).toHaveLength(8);
  });

  it('Manager sees only customers; other roles have no users page', () => {
    expect(usersScope('Manager')).toEqual({ field: 'role', op: '==', value: 'clientUser' });
    expect(usersScope('Call Centre')).toBeNull();
  });

  it('the employee list is every staff role but dev', () => {
    expect(EMPLOYEES_SCOPE.value).toEqual(['Super Admin', ...USERS_LIST_ROLES]);
    expect(EMPLOYEE_ROLES).toHaveLength(8);
    expect(USERS_LIST_ROLES).toHaveLength(7);
  });
});

describe('who may change a row', () => {
  it('customers: every page role; staff: Super Admin and dev; never oneself', () => {
    const customer = { id: 'c1', role: 'clientUser' };
    const staff = { id: 's1', role: 'Call Centre' };
    expect(canManageRow('Manager', customer, 'me')).toBe(true);
    expect(canManageRow('Admin', customer, 'me')).toBe(true);
    expect(canManageRow('Admin', staff, 'me')).toBe(false);
    expect(canManageRow('Manager', staff, 'me')).toBe(false);
    expect(canManageRow('Super Admin', staff, 'me')).toBe(true);
    expect(canManageRow('dev', staff, 'me')).toBe(true);
    expect(canManageRow('dev', { id: 'me', role: 'dev' }, 'me')).toBe(false);
  });

  it('Admin and Manager may only choose clientUser; Super Admin and dev also the seven roles', () => {
    expect(userRoleChoices('Admin')).toEqual(['clientUser']);
    expect(userRoleChoices('Manager')).toEqual(['clientUser']);
    expect(userRoleChoices('Super Admin')).toEqual(['clientUser', ...USERS_LIST_ROLES]);
  });
});

describe('records and form values', () => {
  it('reads a document defensively and never exposes a password', () => {
    const record = toPerson('u1', { firstName: 'Болд', role: 'clientUser', gender: 'Male', isActive: 'yes', password: 'x', locationId: '' });
    expect(record).toMatchObject({ id: 'u1', firstName: 'Болд', lastName: '', gender: 'male', isActive: false, locationId: null });
    expect(record).not.toHaveProperty('password');
    expect(formValuesOf(record).password).toBe('');
  });

  it('writes trimmed profile fields without a password, with a lower-case email', () => {
    const fields = profileFieldsOf({
      firstName: ' Болд ',
      lastName: 'Бат ',
      email: ' Bold@Test.MN ',
      password: 'secret123',
      confirmation: 'secret123',
      birthday: '1990-01-01',
      gender: 'male',
      address: ' Баянгол дүүрэг, 3-р хороо ',
      phone: ' 99112233',
      role: 'Manager',
    });
    expect(fields).toEqual({
      firstName: 'Болд',
      lastName: 'Бат',
      email: 'bold@test.mn',
      birthday: '1990-01-01',
      gender: 'male',
      address: 'Баянгол дүүрэг, 3-р хороо',
      phone: '99112233',
    });
  });

  it('userType follows the role', () => {
    expect(userTypeFor('clientUser')).toBe('clientUser');
    expect(userTypeFor('Manager')).toBe('staff');
  });

  it('sorts by full name', () => {
    const rows = [
      { firstName: 'Сувд', lastName: 'А' },
      { firstName: 'Анужин', lastName: 'Б' },
    ];
    expect(sortByName(rows).map((r) => r.firstName)).toEqual(['Анужин', 'Сувд']);
  });
});
