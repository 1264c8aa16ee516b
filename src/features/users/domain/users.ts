import { CLIENT_ROLE, type StaffRole, type UserRole } from '../../../auth/roles';
import type { Person } from '../../../entities/person/person';
import type { UserFormValues } from './userSchema';

/** A users document as the two pages show it: a person (entities/person). */
export type UserRecord = Person;

/** The Users role list offers seven roles; the employee form also Super Admin. */
export const USERS_LIST_ROLES: readonly StaffRole[] = [
  'Admin',
  'Manager',
  'Merchant',
  'DeliveryBoy',
  'Reception In Country',
  'Reception In City',
  'Call Centre',
];
export const EMPLOYEE_ROLES: readonly StaffRole[] = ['Super Admin', ...USERS_LIST_ROLES];

export const USER_GENDERS = ['male', 'female', 'other'] as const;
export const EMPLOYEE_GENDERS = ['male', 'female'] as const;

/** Who may manage staff profiles (rules: isStaffManager). */
export function managesStaff(role: StaffRole): boolean {
  return role === 'Super Admin' || role === 'dev';
}

/**
 * The users page query for a viewer (docs/roles.md), in a shape the rules accept:
 * Super Admin and dev see everyone but Super Admin records; Admin sees customers and the seven
 * listed roles (never dev, never Super Admin); Manager sees only customers. Always an equality or
 * `in` filter on role, so the page can order and search on another field (name, phone).
 */
export type UsersScope = { field: 'role'; op: 'in'; value: string[] } | { field: 'role'; op: '=='; value: string };

export function usersScope(viewer: StaffRole): UsersScope | null {
  switch (viewer) {
    case 'Super Admin':
    case 'dev':
      return { field: 'role', op: 'in', value: [CLIENT_ROLE, ...USERS_LIST_ROLES, 'dev'] };
    case 'Admin':
      return { field: 'role', op: 'in', value: [CLIENT_ROLE, ...USERS_LIST_ROLES] };
    case 'Manager':
      return { field: 'role', op: '==', value: CLIENT_ROLE };
    default:
      return null;
  }
}

/** The employees list: every staff role except dev (dev users are never listed). */
export const EMPLOYEES_SCOPE: UsersScope = { field: 'role', op: 'in', value: [...EMPLOYEE_ROLES] };

/** Whether the viewer may edit or delete this row of the users page (rules: customers for all
 * four page roles; staff profiles only for Super Admin and dev). */
export function canManageRow(viewer: StaffRole, row: Pick<UserRecord, 'role' | 'id'>, viewerId: string): boolean {
  if (row.id === viewerId) return false;
  return row.role === CLIENT_ROLE || managesStaff(viewer);
}

/** Role choices of the users edit dialog: Admin and Manager may only keep a customer a customer. */
export function userRoleChoices(viewer: StaffRole): readonly UserRole[] {
  return managesStaff(viewer) ? [CLIENT_ROLE, ...USERS_LIST_ROLES] : [CLIENT_ROLE];
}

export function fullName(user: Pick<UserRecord, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Rows sorted by name (Mongolian collation), the order both tables show. */
export function sortByName<T extends Pick<UserRecord, 'firstName' | 'lastName'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => fullName(a).localeCompare(fullName(b), 'mn'));
}

/** Form values of an existing user (edit dialogs); passwords are never read back. */
export function formValuesOf(user: UserRecord): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    password: '',
    confirmation: '',
    birthday: user.birthday,
    gender: user.gender,
    address: user.address,
    phone: user.phone,
    role: user.role,
  };
}

/** The profile fields a form writes (never a password: passwords live only in Firebase Auth). */
export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  birthday: string;
  gender: string;
  address: string;
  phone: string;
}

export function profileFieldsOf(values: UserFormValues): ProfileFields {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim().toLowerCase(),
    birthday: values.birthday,
    gender: values.gender,
    address: values.address.trim(),
    phone: values.phone.trim(),
  };
}

/** userType follows the role: customers are clientUser, everyone else staff. */
export function userTypeFor(role: string): string {
  return role === CLIENT_ROLE ? CLIENT_ROLE : 'staff';
}
