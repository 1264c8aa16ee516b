import i18n from '../../../i18n';
import { refusedWriteText } from '../../../components';
import { ShiftStateError } from '../api/shiftWrites';

/** What a failed shift write says: its own reason, the usual refusals (offline, the rules), or a generic text. */
export function shiftErrorText(error: unknown, fallback = 'shifts.loadFailed'): string {
  if (error instanceof ShiftStateError) return i18n.t(`shifts.errors.${error.reason}`);
  return refusedWriteText(error) ?? i18n.t(fallback);
}
