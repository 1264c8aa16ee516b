import type { TFunction } from 'i18next';
import { withAlerts } from '../../../components';

/** A readable reason for a failed save or read (Firebase error codes mapped to words, else the message). */
export function reasonText(t: TFunction, error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string') {
    if (code === 'permission-denied' || code === 'storage/unauthorized' || code === 'storage/unauthenticated') {
      return t('appConfig.reasons.permission');
    }
    if (code === 'unavailable' || code === 'storage/retry-limit-exceeded' || code === 'deadline-exceeded') {
      return t('appConfig.reasons.network');
    }
    if (code === 'invalid-argument') return t('appConfig.reasons.invalid');
    return code;
  }
  return error instanceof Error && error.message ? error.message : String(error);
}

/** Runs a save; shows 'Амжилттай хадгалагдлаа' or 'Алдаа гарлаа: <reason>'. True when it succeeded. */
export async function saveWithFeedback(t: TFunction, action: () => Promise<unknown>): Promise<boolean> {
  const saved = await withAlerts(action, {
    success: t('appConfig.saved'),
    explain: (error) => t('appConfig.failedWithReason', { reason: reasonText(t, error) }),
  });
  return saved.ok;
}
