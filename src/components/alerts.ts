import { alertMotion } from './motion';
import i18n from '../i18n';
import { refusedWriteText } from './writeErrors';
import { isOnline } from '../lib/network';
import { loadSwal } from './swal';

/** The alert time-out: success and failure alerts close by themselves after 2 s. */
export const ALERT_TIMEOUT_MS = 2000;

/**
 * A modal "please wait" alert with a spinner and no buttons; it cannot be dismissed by the user.
 * Close it with `closeAlert()`, or replace it with `showSuccess()` / `showFailure()`.
 */
export function showLoading(text?: string): void {
  const title = i18n.t('ui.alert.loadingTitle');
  void loadSwal().then((Swal) =>
    Swal.fire({
      ...alertMotion(),
      title,
      text,
      allowOutsideClick: false,
      allowEscapeKey: false,
      showConfirmButton: false,
      showCloseButton: false,
      // Opened a moment later: by then a quick failure's message may have replaced this alert in the
      // same popup (both waited for sweetalert2 to load), and its close button must stay.
      didOpen: () => {
        if (Swal.getTitle()?.textContent === title) Swal.showLoading();
      },
    }),
  );
}

/** "Successful" / "The action succeeded" (or `text`); closes after 2000 ms. Resolves when closed. */
export async function showSuccess(text?: string): Promise<void> {
  await (await loadSwal()).fire({
    ...alertMotion(),
    icon: 'success',
    title: i18n.t('ui.alert.successTitle'),
    text: text ?? i18n.t('ui.alert.successText'),
    timer: ALERT_TIMEOUT_MS,
    showConfirmButton: false,
  });
}

/** "Unsuccessful" / "The action failed" (or `text`); closes after 2000 ms. Resolves when closed. */
export async function showFailure(text?: string): Promise<void> {
  await (await loadSwal()).fire({
    ...alertMotion(),
    icon: 'error',
    title: i18n.t('ui.alert.failureTitle'),
    text: text ?? i18n.t('ui.alert.failureText'),
    timer: ALERT_TIMEOUT_MS,
    showConfirmButton: false,
  });
}

/**
 * "Saved on this device" / "sent when the connection is back": what a plain write that Firestore
 * keeps while offline (sendOrQueue in src/firebase/online.ts) says instead of "Successful". Closes
 * after 2000 ms like a success alert. Resolves when closed.
 */
export async function showQueued(): Promise<void> {
  await (await loadSwal()).fire({
    ...alertMotion(),
    icon: 'info',
    title: i18n.t('ui.alert.queuedTitle'),
    text: i18n.t('ui.alert.queuedText'),
    timer: ALERT_TIMEOUT_MS,
    showConfirmButton: false,
  });
}

/** Closes whatever global alert is open (loading, success, failure). */
export function closeAlert(): void {
  void loadSwal().then((Swal) => Swal.close());
}

/** A message that stays until the user closes it: a refusal to read, or a result to note down. */
export interface Notice {
  title: string;
  text?: string;
  icon: 'success' | 'error' | 'warning';
}

/** Shows a notice with a close button ("Хаах"); resolves when it is closed. */
export async function showMessage({ title, text, icon }: Notice): Promise<void> {
  await (await loadSwal()).fire({
    ...alertMotion(),
    icon,
    title,
    text,
    confirmButtonText: i18n.t('ui.alert.close'),
    buttonsStyling: false,
    customClass: { confirmButton: icon === 'error' ? 'btn btn-secondary' : 'btn btn-primary' },
  });
}

/** What `withAlerts` says around an action. Every field is optional. */
export interface ActionAlerts<T> {
  /** Under the spinner while the action runs. */
  loading?: string;
  /** The success alert's text (closes by itself), or a notice built from the result that stays until closed. */
  success?: string | ((value: T) => Notice);
  /**
   * Why the action failed, read from the error first: a text for the failure alert, a notice that
   * stays until closed, or `null` for no alert at all (the caller shows it, e.g. beside a field).
   * `undefined` falls through to the refused-write text, then `failure`.
   */
  explain?: (error: unknown) => string | Notice | null | undefined;
  /** The failure text when nothing more precise is known. */
  failure?: string;
  /** Throws the error on after the alert, e.g. so a wizard stays on its step. */
  rethrow?: boolean;
}

export type ActionResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs `action` behind the loading alert, then shows success or failure: the one way a screen runs
 * a write the user started. A write the server refused or could not take (rules, offline) says so
 * (refusedWriteText) unless `explain` knows better; the error is logged. A write that succeeded
 * while the device is offline was kept on the device: it says so (showQueued) instead of success.
 */
export async function withAlerts<T>(action: () => Promise<T>, alerts: ActionAlerts<T> = {}): Promise<ActionResult<T>> {
  showLoading(alerts.loading);
  let value: T;
  try {
    value = await action();
  } catch (error) {
    console.error(error);
    const explained = alerts.explain?.(error);
    if (explained === null) closeAlert();
    else if (typeof explained === 'object') void showMessage(explained);
    else void showFailure(explained ?? refusedWriteText(error) ?? alerts.failure);
    if (alerts.rethrow) throw error;
    return { ok: false, error };
  }
  // Offline, a write that needs the server was refused above: one that succeeded was kept on this
  // device (sendOrQueue) and is sent when the connection is back.
  if (!isOnline()) void showQueued();
  else if (typeof alerts.success === 'function') void showMessage(alerts.success(value));
  else void showSuccess(alerts.success);
  return { ok: true, value };
}
