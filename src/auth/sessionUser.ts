import { str } from '../firebase/fields';
import { isStaffRole, type StaffRole } from './roles';
import { landingPath } from './access';

/** The signed-in staff member as the screens see it (docs/roles.md). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** i18n key of the role's name. */
  roleName: string;
  locationId: string | null;
  locationType: string | null;
  isAdmin: boolean;
  isManager: boolean;
  isDeliveryBoy: boolean;
  isSeller: boolean;
  isCallCentre: boolean;
  isDeveloper: boolean;
}

/** Why a signed-in account is refused the back-office. */
export type RefusalReason = 'noProfile' | 'inactive' | 'unknownRole' | 'noScreens';

export type ProfileCheck = { ok: true; user: SessionUser } | { ok: false; reason: RefusalReason };

export function roleNameKey(role: StaffRole): string {
  return `roles.${role}`;
}

/**
 * Decides from the stored profile whether this account may use the back-office.
 * Pure: the auth provider reads the document, this function judges it.
 */
export function checkProfile(id: string, data: Record<string, unknown> | undefined): ProfileCheck {
  if (!data) return { ok: false, reason: 'noProfile' };
  if (!isStaffRole(data.role)) return { ok: false, reason: 'unknownRole' };
  if (data.isActive !== true) return { ok: false, reason: 'inactive' };
  const role = data.role;
  if (landingPath(role) === null) return { ok: false, reason: 'noScreens' };
  return {
    ok: true,
    user: {
      id,
      email: str(data.email),
      firstName: str(data.firstName),
      lastName: str(data.lastName),
      role,
      roleName: roleNameKey(role),
      locationId: str(data.locationId) || null,
      locationType: str(data.locationType) || null,
      isAdmin: role === 'Admin' || role === 'Super Admin',
      isManager: role === 'Manager',
      isDeliveryBoy: role === 'DeliveryBoy',
      isSeller: role === 'Reception In City' || role === 'Reception In Country',
      isCallCentre: role === 'Call Centre',
      isDeveloper: role === 'dev',
    },
  };
}
