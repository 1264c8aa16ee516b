import { alertMotion } from './motion';
import { loadSwal } from './swal';
import i18n from '../i18n';

export interface ConfirmOptions {
  /** Defaults to "Are you sure?". */
  title?: string;
  text?: string;
  /** Defaults to "Yes". */
  confirmText?: string;
  /** Defaults to "Cancel". */
  cancelText?: string;
  /** A destructive action: red confirm button, warning icon, focus on Cancel. */
  danger?: boolean;
}

/**
 * A yes/cancel question. Resolves `true` only when the confirm button is pressed; cancel,
 * Escape or a click outside resolve `false`.
 */
export async function confirmDialog({
  title,
  text,
  confirmText,
  cancelText,
  danger = false,
}: ConfirmOptions = {}): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    ...alertMotion(),
    icon: danger ? 'warning' : 'question',
    title: title ?? i18n.t('ui.confirm.title'),
    text,
    showCancelButton: true,
    confirmButtonText: confirmText ?? i18n.t('ui.confirm.yes'),
    cancelButtonText: cancelText ?? i18n.t('ui.confirm.cancel'),
    focusCancel: danger,
    reverseButtons: true,
    buttonsStyling: false,
    customClass: {
      confirmButton: danger ? 'btn btn-danger mx-1' : 'btn btn-primary mx-1',
      cancelButton: 'btn btn-secondary mx-1',
    },
  });
  return result.isConfirmed;
}
