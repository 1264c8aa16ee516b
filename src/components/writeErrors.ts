import i18n from '../i18n';

/**
 * The reason a write failed for causes every screen can meet, in the user's language: the security
 * rules refused it (Firestore 'permission-denied', Storage 'storage/unauthorized'), the server could
 * not be reached (a write that needs the server is refused clearly while offline, never lost
 * silently), or a transaction lost to other writes on the same documents. Null for anything else, so
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
  if (OFFLINE.has(code)) return 'ui.errors.offline';
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
const OFFLINE = new Set(['offline', 'unavailable', 'deadline-exceeded', 'storage/retry-limit-exceeded']);
// runTransaction gives up with these once its retries are used up by concurrent writes.
const CONTENDED = new Set(['aborted', 'failed-precondition']);
