import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { isStaffRole, type StaffRole } from '../../src/auth/roles';
import { CommandError } from './commandError';

/** The caller of a command as its profile reads in the transaction: an active staff member. */
export interface Staff {
  id: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  locationId: string | null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The caller's profile (users/{uid}, read in the command's transaction) as staff: refused as
 * 'notStaff' without a profile, deactivated, or with a role that is no staff role (a customer).
 */
export function staffOf(uid: string, snap: DocumentSnapshot): Staff {
  const d = snap.data();
  if (!d || d.isActive !== true || !isStaffRole(d.role)) throw new CommandError('permission-denied', { caller: 'notStaff' });
  return {
    id: uid,
    firstName: text(d.firstName),
    lastName: text(d.lastName),
    role: d.role,
    locationId: typeof d.locationId === 'string' && d.locationId ? d.locationId : null,
  };
}
