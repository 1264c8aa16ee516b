/** Staff roles exactly as stored in `users/{uid}.role` (the business's data already uses them). */
export const STAFF_ROLES = [
  'Super Admin',
  'Admin',
  'Manager',
  'Merchant',
  'DeliveryBoy',
  'Reception In Country',
  'Reception In City',
  'Call Centre',
  'dev',
] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/** Customers are users documents with role and userType clientUser; they never sign in. */
export const CLIENT_ROLE = 'clientUser' as const;
export type UserRole = StaffRole | typeof CLIENT_ROLE;

export const SELLER_ROLES: readonly StaffRole[] = ['Reception In Country', 'Reception In City'];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
