import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { CommandError } from './commandError';

/**
 * Where the returns desk's idempotency keys are recorded (returnOrExchange, requestReturn), each
 * with its caller, its command and its result; no client reads or writes them (no rule allows it).
 */
export const RETURN_KEYS = 'returnKeys';

/**
 * A key used before: the first result when the same caller used it for the same command; refused
 * otherwise (another caller's key is never answered with their result).
 */
export function replayed<T>(snap: DocumentSnapshot, uid: string, command: string): T {
  const k = snap.data() ?? {};
  if (k.uid !== uid || k.command !== command || typeof k.result !== 'object' || k.result === null) {
    throw new CommandError('invalid-argument', { invalid: 'key' });
  }
  return k.result as T;
}
