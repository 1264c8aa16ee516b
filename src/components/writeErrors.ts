import i18n from '../i18n';
import { isOnline } from '../lib/network';

/**
 * The reason a write failed for causes every screen can meet, in the user's language: the security
 * rules refused it (Firestore 'permission-denied', Storage 'storage/unauthorized'), the device is
 * offline (OfflineError: a write that needs the server is refused at once, never lost silently; what
 * was typed stays on the screen), the server could not be reached while the device is online
 * ('unavailable'), or a transaction lost to other writes on the same documents. Null for anything else, so
 * a screen's own message (a product sold meanwhile, an order changed) is shown instead.
 *
 * Every such failure left nothing written: a transaction or batch is all or nothing.
 */
export function refusedWriteText(error: unknown): string | null {
  const key = refusedWriteKey(error);
  return key ? i18n.t(key) : null;
}

/** The i18n key of refusedWriteText (under ui.errors), or null. */
export function refusedWriteKey(error: unknown): string | null {
  const code = errorCode(error);
  if (REFUSED.has(code)) return 'ui.errors.permission';
  if (code === 'offline') return 'ui.errors.offline';
  // The server could not be reached: because the device has no network, or the server itself.
  if (UNREACHED.has(code)) return isOnline() ? 'ui.errors.unavailable' : 'ui.errors.offline';
  if (CONTENDED.has(code)) return 'ui.errors.contended';
  return null;
}

/** `error.code` of a FirebaseError (or anything carrying a string code), else ''. */
export function errorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('code' in error)) return '';
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : '';
}

const REFUSED = new Set(['permission-denied', 'unauthenticated', 'storage/unauthorized', 'storage/unauthenticated']);
const UNREACHED = new Set(['unavailable', 'deadline-exceeded', 'storage/retry-limit-exceeded']);
// runTransaction gives up with these once its retries are used up by concurrent writes.
const CONTENDED = new Set(['aborted', 'failed-precondition']);
