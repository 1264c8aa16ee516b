import Swal from 'sweetalert2';
import 'sweetalert2/dist/sweetalert2.min.css';
import i18n from '../i18n';
import { refusedWriteText } from './writeErrors';

/** The alert time-out: success and failure alerts close by themselves after 2 s. */
export const ALERT_TIMEOUT_MS = 2000;

/**
 * A modal "please wait" alert with a spinner and no buttons; it cannot be dismissed by the user.
 * Close it with `closeAlert()`, or replace it with `showSuccess()` / `showFailure()`.
 */
export function showLoading(text?: string): void {
  void Swal.fire({
    title: i18n.t('ui.alert.loadingTitle'),
    text,
    allowOutsideClick: false,
    allowEscapeKey: false,
    showConfirmButton: false,
    showCloseButton: false,
    didOpen: () => Swal.showLoading(),
  });
}

/** "Successful" / "The action succeeded" (or `text`); closes after 2000 ms. Resolves when closed. */
export async function showSuccess(text?: string): Promise<void> {
  await Swal.fire({
    icon: 'success',
    title: i18n.t('ui.alert.successTitle'),
    text: text ?? i18n.t('ui.alert.successText'),
    timer: ALERT_TIMEOUT_MS,
    showConfirmButton: false,
  });
}

/** "Unsuccessful" / "The action failed" (or `text`); closes after 2000 ms. Resolves when closed. */
export async function showFailure(text?: string): Promise<void> {
  await Swal.fire({
    icon: 'error',
    title: i18n.t('ui.alert.failureTitle'),
    text: text ?? i18n.t('ui.alert.failureText'),
    timer: ALERT_TIMEOUT_MS,
    showConfirmButton: false,
  });
}

/** Closes whatever global alert is open (loading, success, failure). */
export function closeAlert(): void {
  Swal.close();
}

/**
 * Runs `action` behind the loading alert, then shows success or failure.
 * Returns the action's result, or `undefined` when it threw (the error is logged). A write the
 * server refused or could not take (rules, offline) says so (refusedWriteText), else
 * `messages.failure`, else the generic failure text.
 */
export async function withAlerts<T>(
  action: () => Promise<T>,
  messages: { success?: string; failure?: string } = {},
): Promise<T | undefined> {
  showLoading();
  try {
    const result = await action();
    void showSuccess(messages.success);
    return result;
  } catch (error) {
    console.error(error);
    void showFailure(refusedWriteText(error) ?? messages.failure);
    return undefined;
  }
}
