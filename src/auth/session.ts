import { clearLastView } from '../lib/lastView';
import { isStaffRole, type StaffRole } from './roles';

/** The local session record "user" and its 24-hour lifetime (docs/roles.md, "Sign-in and the session"). */
export const SESSION_STORAGE_KEY = 'user';
export const SESSION_LIFETIME_MS = 86_400_000;

export interface SessionRecord {
  userId: string;
  role: StaffRole;
  timestamp: number;
}

export function parseSessionRecord(raw: string | null): SessionRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, role, timestamp } = value as Record<string, unknown>;
    if (typeof userId !== 'string' || !isStaffRole(role) || typeof timestamp !== 'number') return null;
    return { userId, role, timestamp };
  } catch {
    return null;
  }
}

/** A session is valid while its timestamp is under 24 hours old. */
export function isSessionFresh(record: SessionRecord, now: number): boolean {
  return now - record.timestamp < SESSION_LIFETIME_MS && record.timestamp <= now + 60_000;
}

export function readSessionRecord(): SessionRecord | null {
  return parseSessionRecord(localStorage.getItem(SESSION_STORAGE_KEY));
}

export function writeSessionRecord(record: SessionRecord): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(record));
}

/** Refreshes the timestamp (each protected-route visit). */
export function touchSessionRecord(now: number): void {
  const record = readSessionRecord();
  if (record) writeSessionRecord({ ...record, timestamp: now });
}

/** Ends the session on this device: the record and the copy of its last screen (src/lib/lastView.ts). */
export function clearSessionRecord(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  clearLastView();
}
